import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../../engine/netea/rules/1.7-movement/moveUnit';
import type { MoveContext } from '../../../../engine/netea/rules/1.7-movement/types';
import { canRoadMarch } from '../../../../engine/netea/rules/1.8-terrain/roads';
import type { GameState } from '../../../../engine/netea/state/schema';
import {
  embark,
  fixedDice,
  movementGame,
  rect,
  rolls,
  type Piece,
} from '../../../fixtures/movementGame';
import { NORMAL, request, verdict } from './helpers';

const piece = (id: string, sheet: string, formation: string, x: number, y: number): Piece => ({
  id,
  sheet,
  formation,
  at: [x, y],
});
const woods = rect('wood', 'woods', 58, 40, 64, 60);
const marsh = rect('marsh', 'marsh', 58, 40, 64, 60);
const building = rect('house', 'buildings', 58, 40, 62, 60);

function move(
  state: GameState,
  id: string,
  to: (readonly [number, number])[],
  faces: number[],
  context: MoveContext = { kind: 'normal' },
) {
  expect(verdict(state, id, to, context)).toBe('ok');
  const { dice, events, source } = fixedDice(state, faces);
  const out = applyMove(state, request(state, id, to), context, dice, events);
  expect(source.remaining()).toBe(0);
  return { ...out, events };
}

describe('1.8.4 Terrain Effects: impassable terrain', () => {
  it('a vehicle may not move through buildings, even if its move ends beyond them', () => {
    const state = movementGame([piece('rhino', 'sm-rhino', 'a1', 52, 50)], [building]);
    expect(verdict(state, 'rhino', [[70, 50]])).toBe('move/impassable');
    expect(
      verdict(state, 'rhino', [
        [52, 62],
        [70, 62],
      ]),
    ).toBe('ok');
  });

  it('1.7: a Land Raider parked 0.2cm from a building backs away with its facing kept, where turning in place would swing it into the wall', () => {
    // Facing along the wall (90), its side 0.2cm from the building's west face (x 58).
    const state = movementGame(
      [
        {
          id: 'lr',
          sheet: 'sm-land-raider',
          formation: 'a1',
          at: [58 - 0.9 - 0.2, 50],
          facing: 90,
        },
      ],
      [building],
    );
    expect(verdict(state, 'lr', [[46.9, 50]])).toBe('move/impassable');
    expect(verdict(state, 'lr', [[46.9, 50]], NORMAL, { orientation: 'keep-facing' })).toBe('ok');
    // Sliding does not let it through the wall.
    expect(verdict(state, 'lr', [[70, 50]], NORMAL, { orientation: 'keep-facing' })).toBe(
      'move/impassable',
    );
  });

  it('infantry may enter buildings (a cover save, not impassable)', () => {
    const state = movementGame([piece('tac', 'sm-tactical', 'a1', 50, 50)], [building]);
    expect(verdict(state, 'tac', [[60, 50]])).toBe('ok');
  });

  it('2.1.10: mounted infantry count as vehicles for terrain', () => {
    const state = movementGame([piece('bikes', 'bikes', 'a1', 50, 50)], [building]);
    expect(verdict(state, 'bikes', [[60, 50]])).toBe('move/impassable');
  });

  it('2.1.7: jump packs ignore impassable terrain as they move but may not land on it', () => {
    const cliff = rect('cliff', 'cliffs', 58, 40, 62, 60);
    const state = movementGame([piece('jump', 'sm-assault', 'a1', 50, 50)], [cliff]);
    expect(verdict(state, 'jump', [[70, 50]])).toBe('ok');
    expect(verdict(state, 'jump', [[60, 50]])).toBe('move/lands-on-impassable');
  });
});

describe('1.8.1 Dangerous Terrain Test', () => {
  it('roll a D6 on entering dangerous terrain: a 1 destroys the unit, with no Blast marker', () => {
    const state = movementGame([piece('rhino', 'sm-rhino', 'a1', 50, 50)], [woods]);
    const lost = move(state, 'rhino', [[70, 50]], [1]);
    expect(lost.state.units['rhino']?.status).toBe('destroyed');
    expect(lost.destroyed).toEqual(['rhino']);
    expect(lost.state.formations['a1']?.blastMarkers).toBe(0);
    expect(rolls(lost.events)[0]?.section).toBe('1.8.1');
    const safe = move(state, 'rhino', [[70, 50]], [2]);
    expect(safe.state.units['rhino']?.position).toEqual({ x: 70, y: 50 });
    expect(state.units['rhino']?.position).toEqual({ x: 50, y: 50 });
  });

  it('roll when starting to move if already in dangerous terrain (and not for a 0cm move)', () => {
    const state = movementGame([piece('rhino', 'sm-rhino', 'a1', 60, 50)], [woods]);
    expect(move(state, 'rhino', [[75, 50]], [1]).state.units['rhino']?.status).toBe('destroyed');
    expect(rolls(move(state, 'rhino', [], []).events)).toHaveLength(0);
  });

  it('moving cautiously counts as speed 5cm and re-rolls a failed test', () => {
    const state = movementGame([piece('rhino', 'sm-rhino', 'a1', 55, 50)], [woods]);
    const cautious = { kind: 'normal', cautious: true } as const;
    expect(verdict(state, 'rhino', [[62, 50]], cautious)).toBe('move/too-far');
    const out = move(state, 'rhino', [[60, 50]], [1, 3], cautious);
    expect(out.state.units['rhino']?.status).toBe('deployed');
    expect(rolls(out.events)).toHaveLength(2);
  });

  it('2.1.18: walkers re-roll failed dangerous terrain tests, but a re-roll is never re-rolled', () => {
    const state = movementGame([piece('dread', 'sm-dreadnought', 'a1', 50, 50)], [woods]);
    expect(move(state, 'dread', [[60, 50]], [1, 4]).state.units['dread']?.status).toBe('deployed');
    expect(move(state, 'dread', [[60, 50]], [1, 1]).state.units['dread']?.status).toBe('destroyed');
  });

  it('FAQ: How many D6 does a war engine roll when it enters dangerous terrain? One', () => {
    const big = rect('wood', 'woods', 58, 30, 70, 70);
    const state = movementGame([piece('gargant', 'ork-great-gargant', 'b1', 50, 50)], [big]);
    const out = move(state, 'gargant', [[60, 50]], [2]);
    expect(rolls(out.events).map((r) => r.results)).toEqual([[2]]);
  });

  it('FAQ: Are units making counter charge moves subject to Dangerous Terrain tests? Yes', () => {
    const state = movementGame(
      [piece('att', 'sm-tactical', 'a1', 50, 50), piece('def', 'sm-tactical', 'b1', 66, 50)],
      [marsh],
    );
    const out = move(state, 'def', [[61, 50]], [1], { kind: 'counter-charge' });
    expect(out.state.units['def']?.status).toBe('destroyed');
  });

  it('2.1.7: jump packs test only where they land', () => {
    const state = movementGame([piece('jump', 'sm-assault', 'a1', 50, 50)], [marsh]);
    expect(rolls(move(state, 'jump', [[70, 50]], []).events)).toHaveLength(0);
    expect(rolls(move(state, 'jump', [[61, 50]], [5]).events)).toHaveLength(1);
  });

  it('1.7.5 FAQ: units in a transport destroyed by dangerous terrain save (armour or 6+ cover), no Blast markers', () => {
    let state = movementGame(
      [
        piece('rhino', 'sm-rhino', 'a1', 50, 50),
        { id: 'tac1', sheet: 'sm-tactical', formation: 'a1' },
        { id: 'tac2', sheet: 'sm-tactical', formation: 'a1' },
      ],
      [woods],
    );
    state = embark(embark(state, 'tac1', 'rhino'), 'tac2', 'rhino');
    const out = move(state, 'rhino', [[70, 50]], [1, 4, 3]);
    const where = out.state.units['tac1']?.position;
    expect(out.state.units['tac1']?.status).toBe('deployed');
    expect(where?.x).toBeCloseTo(57.6 + 0.0, 0);
    expect(out.state.units['tac2']?.status).toBe('destroyed');
    expect(out.destroyed).toEqual(['rhino', 'tac2']);
    expect(out.state.formations['a1']?.blastMarkers).toBe(0);
  });

  it('1.12.3 FAQ: charging an enemy wholly within terrain dangerous to the charger calls for a test', () => {
    const state = movementGame(
      [piece('rhino', 'sm-rhino', 'a1', 50, 50), piece('e1', 'sm-tactical', 'b1', 60, 50)],
      [rect('ruin', 'ruins', 59.4, 45, 70, 55)],
    );
    const charge = { kind: 'charge', targetFormationIds: ['b1'] } as const;
    const out = move(state, 'rhino', [[58.4, 50]], [6], charge);
    expect(rolls(out.events)[0]?.purpose).toContain('contact');
  });
});

describe('1.8.4 Roads', () => {
  const road = rect('road', 'road', 0, 48, 180, 52);

  it('units that spend a whole move on a road may add 5cm to their move', () => {
    const state = movementGame([piece('rhino', 'sm-rhino', 'a1', 50, 50)], [road]);
    expect(verdict(state, 'rhino', [[85, 50]], { kind: 'normal', road: true })).toBe('ok');
    expect(verdict(state, 'rhino', [[85, 50]])).toBe('move/too-far');
    expect(
      verdict(
        state,
        'rhino',
        [
          [60, 50],
          [60, 58],
        ],
        { kind: 'normal', road: true },
      ),
    ).toBe('move/not-on-road');
  });

  it('a road march needs all units of the formation on a road at the start of the action', () => {
    const state = movementGame(
      [piece('r1', 'sm-rhino', 'a1', 50, 50), piece('r2', 'sm-rhino', 'a1', 54, 50)],
      [road],
    );
    expect(canRoadMarch(state, 'a1')).toBe(true);
    const off = {
      ...state,
      units: { ...state.units, r2: { ...state.units['r2']!, position: { x: 54, y: 56 } } },
    };
    expect(canRoadMarch(off, 'a1')).toBe(false);
  });
});
