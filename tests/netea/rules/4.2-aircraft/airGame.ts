import type { Point } from '../../../../engine/kernel/geometry/types';
import type { GameState } from '../../../../engine/netea/state/schema';
import { row } from '../../../fixtures/shootingGame';
import { battle } from '../../../conformance/helpers';

/**
 * Four Ork Fighta-Bombers (fighter-bombers, 'fb1'–'fb4') off the table with the Ork player's
 * (side 0) own edge north (y = 0), and a Basilisk battery with its Hydra ('bat1'–'bat3', 'bat4')
 * at y = 80 from x = 80, the Imperial edge south. The Orks act.
 */
export function airGame(): GameState {
  const s = battle([
    { id: 'fb', side: 0, units: row('fb', 'ork-fighta-bomber', 4, 20, 10, 6) },
    {
      id: 'bat',
      side: 1,
      units: [
        ...row('bat', 'ig-basilisk', 3, 80, 80),
        { id: 'bat4', sheet: 'ig-hydra', x: 95, y: 80 },
      ],
    },
  ]);
  const units = { ...s.units };
  for (const id of ['fb1', 'fb2', 'fb3', 'fb4'])
    units[id] = { ...units[id]!, status: 'reserve', position: null };
  return {
    ...s,
    units,
    aircraft: { edges: ['north', 'south'], flights: {}, flak: {}, step: null },
  };
}

/** Straight south from the Ork edge to 20cm short of the battery. */
export const STRAIGHT_IN: Point[] = [
  { x: 90, y: 0 },
  { x: 90, y: 60 },
];
