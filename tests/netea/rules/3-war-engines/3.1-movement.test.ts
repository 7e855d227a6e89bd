import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../../engine/netea/rules/1.7-movement/moveUnit';
import type { GameState } from '../../../../engine/netea/state/schema';
import { fixedDice, movementGame, rect, rolls, type Piece } from '../../../fixtures/movementGame';
import { request, verdict } from '../1.7-movement/helpers';
import { checkFormationCoherency } from '../../../../engine/netea/rules/1.2-formations/coherency';
import { ORK_BOYZ } from '../../../fixtures/shootingGame';
import { bunker, devastatorsVs } from './helpers';
import { criticalFor } from '../../../../engine/netea/armies/field/criticals';
import type { CriticalHit } from '../../../../engine/netea/data/schema/criticalHit';
import type { Transport } from '../../../../engine/netea/data/schema/transport';
import { embark } from '../../../fixtures/movementGame';

const gargant = (x: number, y: number): Piece => ({
  id: 'gargant',
  sheet: 'ork-great-gargant',
  formation: 'b1',
  at: [x, y],
});
const woods = rect('wood', 'woods', 58, 30, 70, 70);

function move(state: GameState, to: readonly [number, number], faces: number[]) {
  expect(verdict(state, 'gargant', [to])).toBe('ok');
  const { dice, events, source } = fixedDice(state, faces);
  const out = applyMove(state, request(state, 'gargant', [to]), { kind: 'normal' }, dice, events);
  expect(source.remaining()).toBe(0);
  return { ...out, events };
}

describe('3.1 War Engine Movement', () => {
  it('3.1 FAQ: What happens to a war engine that fails a dangerous terrain test? It takes a point of damage (check for a critical hit), but does not take a blast marker', () => {
    const state = movementGame([gargant(50, 50)], [woods]);
    // Test 1, walker re-roll 1 (failed): a point of damage, critical check 3; the move goes on.
    const out = move(state, [60, 50], [1, 1, 3]);
    expect(out.state.units.gargant?.damage).toBe(1);
    expect(out.state.units.gargant?.status).toBe('deployed');
    expect(out.state.units.gargant?.position).toEqual({ x: 60, y: 50 });
    expect(out.state.formations.b1?.blastMarkers).toBe(0);
    expect(out.destroyed).toEqual([]);
    expect(rolls(out.events).map((r) => r.section)).toEqual(['1.8.1', '2.1.18', '3.2.3']);
  });

  it('3.1: a war engine with one point of capacity left is destroyed where it fails its test', () => {
    const base = movementGame([gargant(50, 50)], [woods]);
    const u = base.units.gargant!;
    const state = { ...base, units: { ...base.units, gargant: { ...u, damage: 11 } } };
    const out = move(state, [60, 50], [1, 1]);
    expect(out.state.units.gargant?.status).toBe('destroyed');
    expect(out.destroyed).toEqual(['gargant']);
  });
});

/** The Great Gargant with another critical (and a transport capacity), as a list might print. */
function gargantWith(state: GameState, criticalHit: CriticalHit, transport?: Transport): GameState {
  const sheet = state.datasheets['ork-great-gargant']!;
  return {
    ...state,
    datasheets: {
      ...state.datasheets,
      'ork-great-gargant': { ...sheet, criticalHit, ...(transport ? { transport } : {}) },
    },
  };
}

describe('3.1 War Engine Movement: a critical from dangerous terrain', () => {
  // From (30, 50) east to (64, 50): the Gargant's base enters the woods 25.1cm along, at
  // x = 55.1, where it is lost. A Tactical unit (side 0) stands 6cm off that spot, another
  // beside the Gargant's starting place.
  const start = (criticalHit: CriticalHit, transport?: Transport) =>
    gargantWith(
      movementGame(
        [
          gargant(30, 50),
          { id: 'tac', sheet: 'sm-tactical', formation: 'a1', at: [60, 56] },
          { id: 'back', sheet: 'sm-tactical', formation: 'a2', at: [30, 58] },
          { id: 'boy', sheet: 'sm-tactical', formation: 'b1' },
        ],
        [woods],
      ),
      criticalHit,
      transport,
    );

  it("3.1 FAQ with 3.2.3: a war engine whose dangerous terrain critical is an Explosion blows up where it was lost: units within 5cm of the wreck are hit on a 6 and save as usual, the losses place Blast markers, the war engine's own formation takes none", () => {
    const state = start(criticalFor('Explosion', undefined, 'Baneblade').criticalHit);
    // Test 1, walker re-roll 1: a point of damage; critical 6: Explosion. Hit on the Tactical
    // unit 6, its save 1.
    const { dice, events, source } = fixedDice(state, [1, 1, 6, 6, 1]);
    const out = applyMove(
      state,
      request(state, 'gargant', [[64, 50]]),
      { kind: 'normal' },
      dice,
      events,
    );
    expect(source.remaining()).toBe(0);
    expect(out.state.units.gargant?.status).toBe('destroyed');
    expect(out.state.units.tac?.status).toBe('destroyed');
    expect(out.state.units.back?.status).toBe('deployed');
    expect(out.state.formations.a1?.blastMarkers).toBe(1);
    expect(out.state.formations.a2?.blastMarkers).toBe(0);
    expect(out.state.formations.b1?.blastMarkers).toBe(0);
    const hits = rolls(events).filter((r) => r.purpose.startsWith('explosion'));
    expect(hits.map((r) => [r.unitId, r.section])).toEqual([['tac', '3.2.3']]);
  });

  it('3.1 FAQ with 3.2.3: a critical from dangerous terrain that destroys the war engine with all aboard (Crash) allows its passengers no save', () => {
    const crash = criticalFor('Crash', undefined, 'Landa').criticalHit;
    const state = embark(
      start(crash, {
        capacity: 4,
        carries: [{ kind: 'unit-type', unitType: 'INF' }],
        largeUnits: [],
        summary: 'four infantry units (test)',
      }),
      'boy',
      'gargant',
    );
    const { dice, events, source } = fixedDice(state, [1, 1, 6]);
    const out = applyMove(
      state,
      request(state, 'gargant', [[64, 50]]),
      { kind: 'normal' },
      dice,
      events,
    );
    expect(source.remaining()).toBe(0);
    expect(out.state.units.boy?.status).toBe('destroyed');
    expect(out.destroyed).toEqual(['gargant', 'boy']);
    expect(rolls(events).map((r) => r.section)).toEqual(['1.8.1', '2.1.18', '3.2.3']);
  });
});

describe('3.1.1 War Engine Formations', () => {
  const mixed = (boyX: number) =>
    devastatorsVs([bunker('bk', 40, 45), { id: 'boy1', sheet: ORK_BOYZ.id, x: boyX, y: 45 }]);

  it('3.1.1: war engines are in formation within their starting DC x 5cm of another unit (two Command Bunkers, DC3: 15cm)', () => {
    const pair = (x: number) => devastatorsVs([bunker('bk1', 40, 45), bunker('bk2', x, 45)]);
    // 4cm wide bunkers: centres 18cm apart are 14cm apart edge to edge; 21cm apart, 17cm.
    expect(checkFormationCoherency(pair(58), 'we').coherent).toBe(true);
    expect(checkFormationCoherency(pair(61), 'we').coherent).toBe(false);
  });

  it('3.1.1 FAQ: How do formations that contain war engine and non-war engine units form a "chain"? Non-war engines within 5cm of another unit, war engines within DC x 5cm', () => {
    // The Boyz stand 12cm from the bunker and from nothing else: out of formation.
    const apart = checkFormationCoherency(mixed(55), 'we');
    expect(apart.coherent).toBe(false);
    // Add a second stand of Boyz beside the first: each stand now has another within 5cm, and
    // the bunker is within 15cm of them.
    const s = devastatorsVs([
      bunker('bk', 40, 45),
      { id: 'boy1', sheet: ORK_BOYZ.id, x: 55, y: 45 },
      { id: 'boy2', sheet: ORK_BOYZ.id, x: 59, y: 45 },
    ]);
    expect(checkFormationCoherency(s, 'we').coherent).toBe(true);
  });
});
