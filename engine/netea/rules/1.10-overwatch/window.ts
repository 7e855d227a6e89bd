import type { GameState } from '../../state/schema';
import { otherSide } from '../1.2-formations/formations';
import { defaultFirePlan } from '../1.9-shooting/rollToHit';
import { shootingOptions } from '../1.9-shooting/options';

/**
 * The overwatch window (1.10): after a completed move, enemy formations on overwatch may shoot
 * at the formation that moved, before it does anything else. What follows the window is the
 * flow's (engine/netea/flow/next.ts).
 *
 * The overwatch window opens after: a move of an action (`move.end`), unloading troops
 * (`move.disembark`, `assault.disembark`), a charge move (`assault.endCharge`, 1.12.3: before the
 * 15cm check, the counter charges and the attacks; 1.12.4: "Counter charges happen after the
 * engaging formation has finished moving and any overwatch shots have been taken") and a
 * withdrawal (1.13.3: "Enemy formations on overwatch can shoot at formations making withdrawal
 * moves"). Counter charges never open it (1.10 FAQ). A withdrawal is treated as one completed
 * move of each withdrawing formation: the window opens once its units have made their (up to)
 * two withdrawal moves and those caught within 15cm have been destroyed, and only if some unit
 * of it withdrew (1.10 FAQ: a player "can choose not to move the formation at all, thus avoiding
 * overwatch"). Several formations withdrawing together each get their window in turn (`queue`).
 */

/** 1.10: enemy formations on overwatch that could shoot at the formation now. */
export function eligibleOverwatchers(state: GameState, movingFormationId: string): string[] {
  const moving = state.formations[movingFormationId];
  if (!moving) return [];
  const enemy = otherSide(moving.side);
  return Object.values(state.formations)
    .filter((f) => f.side === enemy && f.overwatch && !f.broken)
    .filter((f) => {
      const options = shootingOptions(state, f.id, movingFormationId, { action: null });
      return options.ok && defaultFirePlan(options.value, state).orders.length > 0;
    })
    .map((f) => f.id);
}

type Window = NonNullable<GameState['turnState']['overwatchWindow']>;

/** The state with the overwatch window open for the formation, when an enemy formation on
 * overwatch could fire at it; else null. */
export function openOverwatchWindow(
  state: GameState,
  formationId: string,
  more: Omit<Window, 'formationId'> = {},
): GameState | null {
  if (eligibleOverwatchers(state, formationId).length === 0) return null;
  return { ...state, turnState: { ...state.turnState, overwatchWindow: { formationId, ...more } } };
}

/**
 * 1.13.3: the windows of formations that have made withdrawal moves, one after the other: the
 * first one some enemy formation on overwatch could fire at opens; the rest wait in its queue.
 * Null when no enemy formation could fire at any of them.
 */
export function openWithdrawalWindows(
  state: GameState,
  formationIds: readonly string[],
  then: Omit<Window, 'formationId' | 'queue'> = {},
): GameState | null {
  for (const [i, formationId] of formationIds.entries()) {
    const queue = formationIds.slice(i + 1);
    const opened = openOverwatchWindow(state, formationId, {
      ...(queue.length > 0 ? { queue } : {}),
      ...then,
    });
    if (opened) return opened;
  }
  return null;
}
