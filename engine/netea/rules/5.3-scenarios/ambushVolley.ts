import { refusal, type Refusal } from '../../../kernel/result';
import type { Action, GameState } from '../../state/schema';
import { ambushingSide } from './ambushSetup';

/**
 * Seed 001 5.3.7, the first turn after the convoy is on: "dürfen alle Space Marine Verbände
 * schießen, als ob sie in Feuerbereitschaft wären … Sobald alle Space Marine Verbände geschossen
 * haben, führt die Endphase durch."
 *
 * How it is played here: each Space Marine formation in turn takes an advance action without
 * moving (its move is a 0cm move, which 1.6.1 allows) and shoots: overwatch fire is a shooting
 * attack with no action modifier (1.10), which is what an advance's shooting is. Their
 * initiative is 1+ and no Ork has fired yet, so the action test cannot fail (1.6.2). The Orks'
 * formations have all marched (ambushEntry.ts), so the Space Marines act alone, then the end
 * phase follows (1.6).
 */

export function inVolley(state: GameState): boolean {
  return (
    state.turn === 1 &&
    state.phase === 'action' &&
    state.ambush !== undefined &&
    ambushingSide(state) !== null
  );
}

/** action.declare: in the volley a Space Marine formation only shoots (an advance, unmoved). */
export function volleyActionRefusal(state: GameState, action: Action): Refusal | null {
  if (!inVolley(state) || action === 'advance') return null;
  return refusal(
    'ambush/volley-only',
    '5.3.7',
    'In the first turn the Space Marines only shoot, as if on overwatch: declare an advance and make no move.',
  );
}

/** move.unit: nobody moves in the volley (a 0cm move, move.end, is the advance's move). */
export function volleyMoveRefusal(state: GameState): Refusal | null {
  if (!inVolley(state)) return null;
  return refusal(
    'ambush/volley-no-move',
    '5.3.7',
    'In the first turn the Space Marines only shoot, as if on overwatch: end the move without moving.',
  );
}
