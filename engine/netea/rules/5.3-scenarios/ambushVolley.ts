import type { Side } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import { shapesWithin, type Point } from '../../../kernel/geometry';
import type { Action, GameState } from '../../state/schema';
import { datasheetOf, unitShape, unitShapeAt } from '../1.2-formations/battlefield';
import { unitLabel } from '../2-specialists/unitLabel';
import { WITHDRAWAL_GAP } from './ambushRoad';
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

/**
 * "Wenn durch den Beschuss Ork Verbände aufgerieben werden, darf der Space Marine Spieler die
 * Rückzugsbewegung durchführen": in the volley the Space Marine player makes (or forgoes, as
 * 1.13.3 lets a formation broken by shooting) the withdrawal of the broken Orks.
 */
export function withdrawingPlayer(state: GameState, withdrawingSide: Side): Side {
  const marines = ambushingSide(state);
  return marines !== null && inVolley(state) && withdrawingSide !== marines
    ? marines
    : withdrawingSide;
}

/**
 * "Der Space Marine Spieler darf die Orks nicht so bewegen, dass Einheiten innerhalb von 15cm zu
 * einer Space Marine Einheit ihre Bewegung beenden": each withdrawal move he makes for an Ork unit
 * ends more than 15cm from every Space Marine unit (the base where the move leaves it, facing as
 * the move turns it).
 */
export function routRefusal(
  state: GameState,
  command: {
    readonly unitId: string;
    readonly path: readonly Point[];
    readonly facing?: number | undefined;
    readonly orientation?: 'face-path' | 'keep-facing' | undefined;
  },
): Refusal | null {
  const marines = ambushingSide(state);
  const unit = state.units[command.unitId];
  if (marines === null || !inVolley(state) || !unit?.position || unit.side === marines) return null;
  const path = [unit.position, ...command.path];
  const to = path[path.length - 1]!;
  const from = path[path.length - 2]!;
  const facing =
    command.facing ??
    (command.orientation === 'keep-facing' || (from.x === to.x && from.y === to.y)
      ? unit.facing
      : ((Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI + 360) % 360);
  const shape = unitShapeAt(datasheetOf(state, unit), to, facing);
  if (!shape) return null;
  const near = Object.values(state.units).find((m) => {
    if (m.side !== marines || m.status !== 'deployed') return false;
    const other = unitShape(state, m);
    return other !== null && shapesWithin(shape, other, WITHDRAWAL_GAP);
  });
  return near
    ? refusal(
        'ambush/rout-near-marines',
        '5.3.7',
        `The routing Orks may not end a move within ${WITHDRAWAL_GAP}cm of a Space Marine unit: ${unitLabel(state, unit.id)} would end near ${unitLabel(state, near.id)}.`,
      )
    : null;
}
