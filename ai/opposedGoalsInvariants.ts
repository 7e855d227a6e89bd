import {
  goalStatuses,
  perSideResult,
  perSideTerms,
} from '../engine/netea/rules/5.3-scenarios/opposedGoals';
import type { GameState } from '../engine/netea/state/schema';

/**
 * Seed 001 5.3.3 per-side goals, checked after every command of a random game: a goal once
 * achieved stays achieved (destroyed units never return, a hold once made was made); a game
 * that ends does so with the outcome rule's result (one achieved: its side wins; both: a draw;
 * neither: the scenario's word), and before its last turn only once neither goal is open.
 */
export function perSideHolds(before: GameState, after: GameState): string | null {
  if (!perSideTerms(after) || before.phase === 'setup' || before.phase === 'game-over') return null;
  const was = goalStatuses(before);
  const now = goalStatuses(after);
  for (const side of [0, 1] as const)
    if (was[side] === 'achieved' && now[side] !== 'achieved')
      return `5.3.3: player ${side + 1}'s goal was achieved and is now ${now[side]}`;
  if (after.phase !== 'game-over') return null;
  const expected = perSideResult(after);
  if (!expected) return `5.3.3: the game ended on turn ${after.turn} with a goal still open`;
  if (after.result?.winner !== expected.winner || after.result?.reason !== expected.reason)
    return `5.3.3: the game ended "${after.result?.reason}" but the goals say "${expected.reason}"`;
  return null;
}
