import type { Point } from '../../../../engine/kernel/geometry/types';
import type { GameState } from '../../../../engine/netea/state/schema';
import type { GameSettings } from '../../../../engine/netea/state/settings';
import type { Command } from '../../../../engine/netea/commands/schema';
import { row } from '../../../fixtures/shootingGame';
import { battle } from '../../../conformance/helpers';

/**
 * A Space Marine Thunderhawk Gunship ('th1', formation 'th', side 0, own edge north) off the
 * table with four Terminators ('tm1'–'tm4', formation 'term') aboard; the enemy (side 1, edge
 * south) has a Command Bunker ('cb1') and a Hydra ('hy1') at y = 80 (formation 'bunk'). Side 0
 * acts.
 */
export function thunderhawkGame(settings: Partial<GameSettings> = {}): GameState {
  const s = battle(
    [
      { id: 'th', side: 0, units: [{ id: 'th1', sheet: 'sm-thunderhawk', x: 20, y: 10 }] },
      { id: 'term', side: 0, units: row('tm', 'sm-terminator', 4, 20, 20, 6) },
      {
        id: 'bunk',
        side: 1,
        units: [
          { id: 'cb1', sheet: 'command-bunker', x: 90, y: 80 },
          { id: 'hy1', sheet: 'ig-hydra', x: 110, y: 80 },
        ],
      },
    ],
    { settings },
  );
  const units = { ...s.units };
  units['th1'] = { ...units['th1']!, status: 'reserve', position: null };
  for (const id of ['tm1', 'tm2', 'tm3', 'tm4'])
    units[id] = { ...units[id]!, status: 'embarked', position: null, transportedBy: 'th1' };
  return {
    ...s,
    units,
    aircraft: { edges: ['north', 'south'], flights: {}, flak: {}, step: null },
  };
}

/** Straight south from the Imperial edge to 20cm short of the bunker. */
export const STRAIGHT_IN: Point[] = [
  { x: 90, y: 0 },
  { x: 90, y: 60 },
];

export const groundAttack = (approach: Point[] = STRAIGHT_IN): Command => ({
  type: 'aircraft.mission',
  side: 0,
  formationId: 'th',
  mission: 'ground-attack',
  approach,
});

/** The four Terminators in a row across x, at y. */
export function terminatorsAt(
  x: number,
  y: number,
): Extract<Command, { type: 'aircraft.land' }>['disembark'] {
  return ['tm1', 'tm2', 'tm3', 'tm4'].map((unitId, i) => ({
    unitId,
    position: { x: x + i * 5, y },
    facing: 180,
  }));
}
