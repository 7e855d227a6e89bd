import type { UnitDatasheet } from '../../../../engine/netea/data';
import type { CriticalEffect } from '../../../../engine/netea/data/schema/criticalHit';
import type { GameState } from '../../../../engine/netea/state/schema';
import { ORK_BOYZ, row, shootingGame, type UnitSpec } from '../../../fixtures/shootingGame';

/** The Command Bunker (war engine, DC3, 4+) with the critical effect a test needs. */
export function withCritical(state: GameState, effect: CriticalEffect): GameState {
  const sheet = state.datasheets['command-bunker'] as UnitDatasheet;
  return {
    ...state,
    datasheets: {
      ...state.datasheets,
      'command-bunker': { ...sheet, criticalHit: { effect, summary: `test: ${effect.kind}` } },
    },
  };
}

export const bunker = (id: string, x: number, y: number): UnitSpec => ({
  id,
  sheet: 'command-bunker',
  x,
  y,
});

/** Four Devastators at y=20 facing `target` (formation "we", side 1) at y=45. */
export function devastatorsVs(target: readonly UnitSpec[]): GameState {
  return shootingGame([
    { id: 'sm', side: 0, units: row('dev', 'sm-devastator', 4, 60, 20) },
    { id: 'we', side: 1, units: target },
  ]);
}

export const boyz = (n: number, x: number, y: number) => row('boy', ORK_BOYZ.id, n, x, y);

export const bm = (s: GameState, id: string) => s.formations[id]?.blastMarkers;
