import type { Point } from '../../../kernel/geometry';
import type { GameState } from '../../state/schema';
import type { MoveRequest } from './types';

/** A unit's move from where it stands along the command's path. */
export function moveRequestFrom(
  state: GameState,
  command: {
    readonly unitId: string;
    readonly path: readonly Point[];
    readonly facing?: number | undefined;
    readonly orientation?: 'face-path' | 'keep-facing' | undefined;
    readonly pickUp?: readonly string[] | undefined;
  },
): MoveRequest | null {
  const unit = state.units[command.unitId];
  if (!unit?.position) return null;
  return {
    unitId: unit.id,
    path: [unit.position, ...command.path],
    ...(command.facing !== undefined ? { facing: command.facing } : {}),
    ...(command.orientation !== undefined ? { orientation: command.orientation } : {}),
    ...(command.pickUp ? { pickUp: command.pickUp } : {}),
  };
}
