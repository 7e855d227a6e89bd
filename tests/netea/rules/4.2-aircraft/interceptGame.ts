import type { GameState } from '../../../../engine/netea/state/schema';
import { getDatasheet } from '../../../../engine/netea/data';
import { go } from '../../../conformance/helpers';
import { airGame, STRAIGHT_IN } from './airGame';

/**
 * airGame with three Imperial Thunderbolts ('tb1'–'tb3', fixed forward weapons) off the table:
 * the Fighta-Bombers have flown their ground attack straight in to (90, 60), taken no flak and
 * given up their attack; now the Imperial player acts.
 */
export function interceptGame(): GameState {
  const s = airGame();
  const units = { ...s.units };
  for (const id of ['tb1', 'tb2', 'tb3'])
    units[id] = {
      ...s.units['fb1']!,
      id,
      side: 1,
      formationId: 'tb',
      datasheetId: 'ig-thunderbolt',
      status: 'reserve',
      position: null,
    };
  const tb = getDatasheet('ig-thunderbolt');
  if (!tb) throw new Error('no Thunderbolt datasheet');
  const withTb: GameState = {
    ...s,
    units,
    formations: {
      ...s.formations,
      tb: {
        ...s.formations['fb']!,
        id: 'tb',
        name: 'Thunderbolts',
        side: 1,
        unitIds: ['tb1', 'tb2', 'tb3'],
      },
    },
    datasheets: { ...s.datasheets, 'ig-thunderbolt': tb },
  };
  const flown = go(
    withTb,
    {
      type: 'aircraft.mission',
      side: 0,
      formationId: 'fb',
      mission: 'ground-attack',
      approach: STRAIGHT_IN,
    },
    6,
  ).state;
  const noFlak = go(flown, { type: 'aircraft.flak', side: 1, unitIds: [] }).state;
  const done = go(noFlak, { type: 'aircraft.attack', side: 0, targetFormationId: null }).state;
  return { ...done, turnState: { ...done.turnState, activeSide: 1 } };
}
