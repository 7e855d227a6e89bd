import type { Side } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { otherSide } from '../1.2-formations/formations';

/**
 * Seed 001 5.3.5 Durchbruch (breakthrough): which side breaks out, and the order of set-up (kept
 * apart from the victory count so that set-up, 1.15, can ask without importing 6.1's strength).
 */

export function isBreakthrough(state: GameState): boolean {
  return state.victory.kind === 'breakthrough' && state.victory.breakthrough !== undefined;
}

/** The side breaking out (the Minervans), or null outside this scenario. */
export function breakingOutSide(state: GameState): Side | null {
  return isBreakthrough(state) ? (state.victory.breakthrough?.leaver ?? null) : null;
}

/** 5.3.5 Aufstellung: "Nachdem der Ork Spieler aufgestellt hat, kann der Minerva Spieler seine
 * Armee … aufstellen": the side breaking out sets up once the other has finished. */
export function breakthroughDeployRefusal(state: GameState, side: Side): Refusal | null {
  const leaver = breakingOutSide(state);
  // Two-sided: 5.3 Breakthrough is a two-player scenario.
  if (leaver === null || side !== leaver || state.setup.finished[otherSide(leaver)]) return null;
  return refusal(
    'breakthrough/orks-first',
    '5.3.5',
    'The Orks set up first; your army sets up once they have finished.',
  );
}

/** The sides that may set up now: only the Orks until they have finished. */
export function breakthroughSetters(state: GameState, waiting: readonly Side[]): Side[] {
  return waiting.filter((side) => breakthroughDeployRefusal(state, side) === null);
}
