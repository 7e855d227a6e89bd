import type { Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import {
  applyDisembark,
  validateDisembark,
  type DisembarkContext,
  type DisembarkPlacement,
} from '../1.7-movement/disembark';
import type { MoveEvent } from '../1.7-movement/types';
import { afterDismount, dismountRefusal } from '../3-war-engines/transportDismount';

interface AssaultUnload {
  readonly transportId: string;
  readonly placements: readonly DisembarkPlacement[];
}

/** 1.7.5 and 3.1.3: units getting out of a transport during an assault (after a charge or in a
 * counter charge) follow the disembarking rules, and a war engine's riders the dismount ones. */
export function assaultDisembarkRefusal(
  state: GameState,
  command: AssaultUnload,
  context: Omit<DisembarkContext, 'engage'>,
): Refusal | null {
  return (
    validateDisembark(state, command.transportId, command.placements, {
      ...context,
      engage: true,
    }) ??
    dismountRefusal(
      state,
      command.transportId,
      command.placements.map((p) => p.unitId),
      { assault: true },
    )
  );
}

/** Places the units and returns the formations that got out of a war engine, which fight with it
 * as one formation (3.1.3). */
export function unloadIntoAssault(
  state: GameState,
  command: AssaultUnload,
  events: { push(event: MoveEvent): unknown },
): { readonly state: GameState; readonly formationIds: readonly string[] } {
  const unloaded = applyDisembark(state, command.transportId, command.placements, events);
  return afterDismount(
    state,
    unloaded,
    command.transportId,
    command.placements.map((p) => p.unitId),
  );
}
