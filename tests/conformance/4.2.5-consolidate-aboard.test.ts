import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { shapeDistance, type Point } from '../../engine/kernel/geometry';
import { unitShape, unitShapeAt } from '../../engine/netea/rules/1.2-formations/battlefield';
import { assaultOf, withAssault } from '../../engine/netea/rules/1.12-assaults/state';
import { landedToDecide } from '../../engine/netea/rules/4.1-4.2-aircraft/landing';
import type { GameState } from '../../engine/netea/state/schema';
import { groundAttack, thunderhawkGame } from '../netea/rules/4.2-aircraft/thunderhawkGame';
import { eventsOf, go, refusalOf } from './helpers';

/** Where a Terminator touches the landed Thunderhawk along the ray at `angle` degrees from its
 * centre (bisection with the engine's own geometry). */
function touching(state: GameState, angle: number, facing = 180): Point {
  const th = state.units['th1']!;
  const shape = unitShape(state, th)!;
  const sheet = state.datasheets['sm-terminator']!;
  const at = (d: number): Point => ({
    x: th.position!.x + d * Math.cos((angle * Math.PI) / 180),
    y: th.position!.y + d * Math.sin((angle * Math.PI) / 180),
  });
  const gap = (d: number) => shapeDistance(unitShapeAt(sheet, at(d), facing)!, shape);
  let lo = 0;
  let hi = 20;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (gap(mid) > 0.02) hi = mid;
    else lo = mid;
  }
  return at(hi);
}

/** The Thunderhawk air-assaulted the bunker, landing at (90, 70) with the Terminators around it,
 * and won (the enemy is gone, so no zone of control is in the way): the winners consolidate. */
function wonAssault(): GameState {
  const approach = groundAttack([
    { x: 90, y: 0 },
    { x: 90, y: 70 },
  ]);
  let s = go(thunderhawkGame(), approach, 6).state;
  s = go(s, { type: 'aircraft.flak', side: 1, unitIds: [] }).state;
  s = go(s, {
    type: 'aircraft.land',
    side: 0,
    assault: 'bunk',
    disembark: [
      { unitId: 'tm1', position: { x: 90, y: 77.4 }, facing: 90 },
      { unitId: 'tm2', position: { x: 84, y: 70 }, facing: 180 },
      { unitId: 'tm3', position: { x: 96, y: 70 }, facing: 180 },
      { unitId: 'tm4', position: { x: 84, y: 75 }, facing: 180 },
    ],
    pickUp: [],
  }).state;
  const units = { ...s.units };
  for (const id of ['cb1', 'hy1'])
    units[id] = { ...units[id]!, status: 'destroyed', position: null };
  return withAssault(
    { ...s, units },
    { ...assaultOf(s)!, step: 'consolidate', winner: 0, decidingSide: 0 },
  );
}

type Consolidate = Extract<Command, { type: 'assault.consolidateMove' }>;
const board = (s: GameState, unitId: string, angle: number): Consolidate => ({
  type: 'assault.consolidateMove',
  side: 0,
  unitId,
  path: [touching(s, angle, s.units[unitId]!.facing)],
  orientation: 'keep-facing',
  board: 'th1',
});

describe('4.2.5 FAQ: consolidating aboard a landed aircraft', () => {
  it('FAQ 4.2.5: Can a unit use its consolidation move to get into an aircraft? Yes, but the aircraft may not make a disengagement move', () => {
    const s = wonAssault();
    expect(s.aircraft?.landed).toEqual(['th']);
    // Short of the hull it stays outside.
    const short = touching(s, 180);
    expect(
      refusalOf(s, { ...board(s, 'tm2', 180), path: [{ x: short.x - 2, y: short.y }] }),
    ).toMatchObject({ code: 'aircraft/no-contact', section: '4.2.5' });
    let t = s;
    const angles = [90, 180, 0, 135];
    ['tm1', 'tm2', 'tm3', 'tm4'].forEach((id, i) => {
      const r = go(t, board(t, id, angles[i]!));
      expect(eventsOf(r.events, 'move/unit-embarked')).toEqual([
        expect.objectContaining({ unitId: id, transportId: 'th1', section: '4.2.5' }),
      ]);
      t = r.state;
      expect(t.units[id]).toMatchObject({
        status: 'embarked',
        transportedBy: 'th1',
        position: null,
      });
    });
    expect(refusalOf(t, { type: 'assault.endConsolidation', side: 0 })).toBeNull();
    // The end phase: the Thunderhawk stays on the ground, with the Terminators aboard.
    const end: GameState = { ...t, phase: 'end', assault: null } as GameState;
    expect(landedToDecide(end)).toEqual([]);
    expect(
      refusalOf(end, {
        type: 'aircraft.disengage',
        side: 0,
        formationId: 'th',
        path: [
          { x: 90, y: 70 },
          { x: 90, y: 0 },
        ],
      }),
    ).toMatchObject({ code: 'aircraft/boarded-by-consolidation', section: '4.2.5' });
    // Without the Terminators' consolidation it could have taken off.
    expect(landedToDecide({ ...s, phase: 'end' })).toEqual(['th']);
  });
});
