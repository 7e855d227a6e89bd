import type { Command } from '../../engine/netea/commands/schema';
import type { UnitDatasheet } from '../../engine/netea/data';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { battle, declare, go } from './helpers';

/** A unit given a test datasheet (a variant of a bundled one, e.g. speed 0cm). */
export function withSheet(state: GameState, unitId: string, sheet: UnitDatasheet): GameState {
  const unit = state.units[unitId];
  if (!unit) throw new Error(`no unit ${unitId}`);
  return {
    ...state,
    datasheets: { ...state.datasheets, [sheet.id]: sheet },
    units: { ...state.units, [unitId]: { ...unit, datasheetId: sheet.id } },
  };
}

/**
 * The overwatch charge of tests/conformance/1.10-1.12-overwatch-charges.test.ts: three Tactical
 * units on overwatch at y = 20; six Ork Boyz at y = 45 engage them, each charging 10cm.
 */
export const BOYZ = ['boy1', 'boy2', 'boy3', 'boy4', 'boy5', 'boy6'];
export const endCharge: Command = { type: 'assault.endCharge', side: 1 };
export const overwatchFire: Command = { type: 'overwatch.fire', side: 0, formationId: 'ow' };

export function charging(): GameState {
  let s = battle(
    [
      { id: 'ow', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 6, 55, 45) },
    ],
    { active: 0 },
  );
  s = go(s, declare(0, 'ow', 'overwatch'), 1).state;
  s = go(s, declare(1, 'orks', 'engage'), 1).state;
  s = go(s, { type: 'assault.declare', side: 1, targetFormationId: 'ow' }).state;
  for (const id of BOYZ) {
    const at = s.units[id]!.position!;
    s = go(s, {
      type: 'assault.chargeMove',
      side: 1,
      unitId: id,
      path: [{ x: at.x, y: at.y - 10 }],
    }).state;
  }
  return s;
}
