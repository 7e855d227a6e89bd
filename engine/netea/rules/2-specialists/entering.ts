import { refusal, type Refusal } from '../../../kernel/result';
import type { Point } from '../../../kernel/geometry';
import type { GameEvent } from '../../events';
import type { FormationState, GameState } from '../../state/schema';
import { withUnits } from '../1.2-formations/unitUpdates';

/**
 * What the ways of entering play from off the table share (2.1.17 teleport, 2.1.23 tunnelers,
 * their secret plots): the formation named by the command must be the player's own, and its
 * units are set down where the command places them, the others aboard their transports.
 */

/** The command's formation, or why not: no such formation, or the opponent's. */
export function ownFormation(
  state: GameState,
  command: { readonly side: number; readonly formationId: string },
): FormationState | Refusal {
  const formation = state.formations[command.formationId];
  if (!formation) return refusal('command/unknown-formation', '-', 'There is no such formation.');
  if (formation.side !== command.side)
    return refusal(
      'command/not-your-formation',
      '-',
      `${formation.name} belongs to your opponent.`,
    );
  return formation;
}

export function isRefusal<T extends object>(value: T | Refusal): value is Refusal {
  return 'code' in value && 'section' in value;
}

/** Sets the placed units down and the riders aboard their transports, each with its event. */
export function placeEntering(
  state: GameState,
  command: {
    readonly placements: readonly {
      readonly unitId: string;
      readonly position: Point;
      readonly facing: number;
    }[];
    readonly aboard?: readonly { readonly unitId: string; readonly transportId: string }[];
  },
  section: string,
  events: GameEvent[],
): GameState {
  let next = state;
  for (const p of command.placements) {
    next = withUnits(next, {
      [p.unitId]: { status: 'deployed', position: p.position, facing: p.facing },
    });
    events.push({
      type: 'setup/unit-deployed',
      unitId: p.unitId,
      position: p.position,
      facing: p.facing,
    });
  }
  for (const a of command.aboard ?? []) {
    next = withUnits(next, {
      [a.unitId]: { status: 'embarked', position: null, transportedBy: a.transportId },
    });
    events.push({
      type: 'move/unit-embarked',
      unitId: a.unitId,
      transportId: a.transportId,
      section,
    });
  }
  return next;
}
