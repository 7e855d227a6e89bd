import { describe, expect, it } from 'vitest';
import {
  applyDisembark,
  validateDisembark,
} from '../../../../engine/netea/rules/1.7-movement/disembark';
import { applyMove } from '../../../../engine/netea/rules/1.7-movement/moveUnit';
import { validateMove } from '../../../../engine/netea/rules/1.7-movement/movement';
import type { MoveContext } from '../../../../engine/netea/rules/1.7-movement/types';
import { enemyZocSources } from '../../../../engine/netea/rules/1.7-movement/zonesOfControl';
import {
  embark,
  fixedDice,
  movementGame,
  rect,
  rolls,
  type Piece,
} from '../../../fixtures/movementGame';
import { request } from './helpers';

// A Rhino facing 0 is 2cm long in x (+-1) and 1.3cm wide in y; a Tactical stand +-0.6 by +-2.
const piece = (id: string, sheet: string, formation: string, x?: number, y = 50): Piece =>
  x === undefined ? { id, sheet, formation } : { id, sheet, formation, at: [x, y] };
const NORMAL: MoveContext = { kind: 'normal' };

function pickUp(state: ReturnType<typeof movementGame>, ids: string[], context = NORMAL) {
  const move = request(
    state,
    'rhino',
    [
      [58.4, 50],
      [50, 50],
    ],
    { pickUp: ids, orientation: 'keep-facing' },
  );
  return validateMove(state, move, context)?.code ?? 'ok';
}

describe('1.7.5 Transport Vehicles: picking up', () => {
  const base = [piece('rhino', 'sm-rhino', 'a1', 50), piece('tac', 'sm-tactical', 'a1', 60)];

  it('the transport moves into base contact with the unit and carries on with its move', () => {
    const state = movementGame(base);
    expect(pickUp(state, ['tac'])).toBe('ok');
    const { dice, events } = fixedDice(state, []);
    const move = request(
      state,
      'rhino',
      [
        [58.4, 50],
        [58.4, 65],
      ],
      { pickUp: ['tac'] },
    );
    const out = applyMove(state, move, NORMAL, dice, events);
    expect(out.state.units['tac']).toMatchObject({
      status: 'embarked',
      transportedBy: 'rhino',
      position: null,
    });
    expect(events.map((e) => e.type)).toEqual(['move/unit-moved', 'move/unit-embarked']);
  });

  it('the vehicle must reach base contact with the unit', () => {
    const state = movementGame([
      piece('rhino', 'sm-rhino', 'a1', 50),
      piece('tac', 'sm-tactical', 'a1', 60, 40),
    ]);
    expect(pickUp(state, ['tac'])).toBe('transport/no-contact');
  });

  it('transport vehicles may only carry units from their own formation', () => {
    const state = movementGame([
      piece('rhino', 'sm-rhino', 'a1', 50),
      piece('tac', 'sm-tactical', 'a2', 60),
    ]);
    expect(pickUp(state, ['tac'])).toBe('transport/other-formation');
  });

  it('the number and type of units carried is on the datasheet (Rhino: two infantry, no jump packs)', () => {
    const jump = movementGame([
      piece('rhino', 'sm-rhino', 'a1', 50),
      piece('tac', 'sm-assault', 'a1', 60),
    ]);
    expect(pickUp(jump, ['tac'])).toBe('transport/cannot-carry');
    let full = movementGame([
      ...base,
      piece('p1', 'sm-tactical', 'a1'),
      piece('p2', 'sm-tactical', 'a1'),
    ]);
    full = embark(embark(full, 'p1', 'rhino'), 'p2', 'rhino');
    expect(pickUp(full, ['tac'])).toBe('transport/full');
  });

  it('a transport vehicle that is being transported cannot transport other units (no "Russian doll")', () => {
    let state = movementGame([
      piece('lifter', 'lifter', 'a1', 40),
      piece('rhino', 'sm-rhino', 'a1', 50),
      piece('tac', 'sm-tactical', 'a1'),
    ]);
    const move = request(state, 'lifter', [[46, 50]], { pickUp: ['rhino'] });
    expect(validateMove(state, move, NORMAL)).toBeNull();
    state = embark(state, 'tac', 'rhino');
    expect(validateMove(state, move, NORMAL)?.code).toBe('transport/russian-doll');
  });

  it('the transported unit may not have moved itself in that move', () => {
    const state = movementGame(base);
    expect(pickUp(state, ['tac'], { kind: 'normal', movedThisMove: ['tac'] })).toBe(
      'transport/already-moved',
    );
  });

  it('FAQ: a unit in terrain impassable to the transport may be picked up unless wholly within it', () => {
    const wholly = movementGame(base, [rect('house', 'buildings', 59.4, 45, 70, 55)]);
    expect(pickUp(wholly, ['tac'])).toBe('transport/pick-up-impassable');
    const partly = movementGame(base, [rect('house', 'buildings', 60, 45, 70, 55)]);
    expect(pickUp(partly, ['tac'])).toBe('ok');
  });

  it('FAQ: picking up a unit wholly within terrain dangerous to the transport calls for a test', () => {
    const state = movementGame(base, [rect('wood', 'woods', 59.4, 45, 70, 55)]);
    const { dice, events } = fixedDice(state, [3]);
    const move = request(
      state,
      'rhino',
      [
        [58.4, 50],
        [50, 50],
      ],
      { pickUp: ['tac'], orientation: 'keep-facing' },
    );
    expect(validateMove(state, move, NORMAL)).toBeNull();
    applyMove(state, move, NORMAL, dice, events);
    expect(rolls(events)[0]?.purpose).toContain('pick-up');
  });
});

describe('1.7.5 Transport Vehicles: disembarking', () => {
  const loaded = (settings = {}) =>
    embark(
      movementGame(
        [
          piece('rhino', 'sm-rhino', 'a1', 50),
          piece('rhino2', 'sm-rhino', 'a1', 50, 80),
          piece('tac', 'sm-tactical', 'a1'),
          piece('zero', 'speed-zero', 'a1'),
          piece('e1', 'sm-tactical', 'b1', 44, 44),
        ],
        [],
        settings,
      ),
      'tac',
      'rhino',
    );
  const at = (x: number, y = 50) => [{ unitId: 'tac', position: { x, y }, facing: 0 }];
  const plain = { engage: false };

  it('disembarking units are placed within 5cm of the transport (partly, by default)', () => {
    expect(validateDisembark(loaded(), 'rhino', at(56.5), plain)).toBeNull();
    expect(validateDisembark(loaded(), 'rhino', at(58), plain)?.code).toBe('transport/too-far');
  });

  it('FAQ: wholly or partly within 5cm is settled in the warm-up (disembarkPlacement)', () => {
    const wholly = loaded({ disembarkPlacement: 'wholly' });
    expect(validateDisembark(wholly, 'rhino', at(56.5), plain)?.code).toBe('transport/too-far');
    expect(validateDisembark(wholly, 'rhino', at(54.5), plain)).toBeNull();
  });

  it('units may not be picked up and disembark as part of the same move', () => {
    const ctx = { engage: false, pickedUpThisMove: ['tac'] };
    expect(validateDisembark(loaded(), 'rhino', at(54), ctx)?.code).toBe('transport/same-move');
  });

  it('without engage orders they may not be placed in an enemy zone of control; with them, in base contact', () => {
    const state = loaded();
    const near = at(46.5, 48);
    expect(validateDisembark(state, 'rhino', near, plain)?.code).toBe('transport/in-zoc');
    const contact = at(45.2, 47);
    const engage = { engage: true, targetFormationIds: ['b1'] };
    expect(validateDisembark(state, 'rhino', contact, engage)).toBeNull();
    expect(validateDisembark(state, 'rhino', near, engage)?.code).toBe('transport/in-zoc');
  });

  it('FAQ: How do immobile or speed 0cm units disembark? As normal', () => {
    const state = embark(loaded(), 'zero', 'rhino');
    const placement = [{ unitId: 'zero', position: { x: 54, y: 52 }, facing: 0 }];
    expect(validateDisembark(state, 'rhino', placement, plain)).toBeNull();
    const next = applyDisembark(state, 'rhino', placement, []);
    expect(next.units['zero']).toMatchObject({ status: 'deployed', transportedBy: null });
  });

  it('FAQ: are transported units in specific transports? Either way (transportsTiedToUnits)', () => {
    const near2 = [{ unitId: 'tac', position: { x: 54, y: 80 }, facing: 0 }];
    expect(validateDisembark(loaded(), 'rhino2', near2, plain)).toBeNull();
    const tied = loaded({ transportsTiedToUnits: true });
    expect(validateDisembark(tied, 'rhino2', near2, plain)?.code).toBe('transport/not-aboard');
  });

  it('FAQ: Does a transported unit lose its zone of control? Yes', () => {
    const state = embark(
      movementGame([piece('r', 'sm-rhino', 'b1', 70), piece('t', 'sm-tactical', 'b1')]),
      't',
      'r',
    );
    expect(enemyZocSources(state, 0).map((s) => s.unit.id)).toEqual(['r']);
  });

  it('units may not disembark in a counter charge from a transport in base contact with two enemies', () => {
    const state = embark(
      movementGame([
        piece('rhino', 'sm-rhino', 'a1', 50),
        piece('tac', 'sm-tactical', 'a1'),
        piece('e1', 'sm-tactical', 'b1', 51.6),
        piece('e2', 'sm-tactical', 'b1', 48.4),
      ]),
      'tac',
      'rhino',
    );
    const ctx = { engage: true, counterCharge: true, targetFormationIds: ['b1'] };
    expect(validateDisembark(state, 'rhino', at(50, 55), ctx)?.code).toBe('transport/trapped');
  });
});
