import type { GameState } from '../../state/schema';
import { defaultFirePlan } from '../1.9-shooting/rollToHit';
import { shootingOptions } from '../1.9-shooting/options';
import { placedUnits } from '../1.9-shooting/geometry';
import { assaultOf } from '../1.12-assaults/state';
import { shapeDistance } from '../../../kernel/geometry';
import { isEnemy, sidesAfter } from '../1.2-formations/sides';
import type { Side } from '../../commands/primitives';

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

/**
 * The formations a window's fire may be aimed at: the moving formation, or, while a combined
 * assault (2.1.2) completes its charge, every formation of it. 1.10 FAQ: "A commander orders a
 * second formation to follow their formation in an assault, they count as a single formation
 * when making an engage move and take overwatch fire. Which formation receives the Blast marker
 * for coming under fire? The formation that was closest to the enemy overwatching formation."
 */
export function overwatchTargets(state: GameState, movingFormationId: string): string[] {
  const assault = assaultOf(state);
  return assault?.step === 'disembark' && assault.engagingFormationId === movingFormationId
    ? [...assault.attackers]
    : [movingFormationId];
}

function canFireAt(state: GameState, overwatcherId: string, targetId: string): boolean {
  const options = shootingOptions(state, overwatcherId, targetId, { action: null });
  return options.ok && defaultFirePlan(options.value, state).orders.length > 0;
}

/** The shortest edge-to-edge distance between two formations' units on the table. */
function formationGap(state: GameState, a: string, b: string): number {
  const bs = placedUnits(state, b);
  let gap = Infinity;
  for (const u of placedUnits(state, a))
    for (const v of bs) gap = Math.min(gap, shapeDistance(u.shape, v.shape));
  return gap;
}

/**
 * The formation an overwatching formation fires at: the moving one, or of a combined assault
 * the formation closest to it that it can shoot at (1.10 FAQ): that formation takes the Blast
 * marker for coming under fire and the hits. Null when it can shoot at none.
 */
export function overwatchTargetFor(
  state: GameState,
  overwatcherId: string,
  movingFormationId: string,
): string | null {
  let best: string | null = null;
  let bestGap = Infinity;
  for (const id of overwatchTargets(state, movingFormationId)) {
    if (!canFireAt(state, overwatcherId, id)) continue;
    const gap = formationGap(state, overwatcherId, id);
    if (gap < bestGap) [best, bestGap] = [id, gap];
  }
  return best;
}

/** 1.10: enemy formations on overwatch that could shoot at the formation now. */
export function eligibleOverwatchers(state: GameState, movingFormationId: string): string[] {
  const moving = state.formations[movingFormationId];
  if (!moving) return [];
  return Object.values(state.formations)
    .filter((f) => isEnemy(state, moving.side, f.side) && f.overwatch && !f.broken)
    .filter((f) => overwatchTargetFor(state, f.id, movingFormationId) !== null)
    .map((f) => f.id);
}

type Window = NonNullable<GameState['turnState']['overwatchWindow']>;

/** The players still to be asked in the open window, in turn after the moving player: those
 * with a formation that could fire and who have not passed it (with two players, the one
 * opponent while he has such a formation; seed 001 5.3.11.1 asks every enemy in turn). */
export function overwatchSides(state: GameState): Side[] {
  const window = state.turnState.overwatchWindow;
  const moving = window ? state.formations[window.formationId] : undefined;
  if (!window || !moving) return [];
  const firing = new Set(
    eligibleOverwatchers(state, window.formationId).map((id) => state.formations[id]!.side),
  );
  return sidesAfter(state, moving.side).filter(
    (side) => firing.has(side) && !(window.passed ?? []).includes(side),
  );
}

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
