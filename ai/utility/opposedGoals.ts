import type { Side } from '../../engine/netea/commands/primitives';
import { perSideTerms } from '../../engine/netea/rules/5.3-scenarios/opposedGoals';
import type { SideGoal } from '../../engine/netea/state/perSideGoals';
import type { GameState } from '../../engine/netea/state/schema';

/**
 * Seed 001 5.3.3: what each side's own goal (a `per-side` victory) asks of the AI's formations.
 * A hold goal sends them to its objectives; a side without a hold goal of its own goes for the
 * objectives the enemy must hold, to deny them (the side that "gewinnt, wenn sie dies verhindern
 * kann"); a destroy goal makes the named enemy formations, and those with units of the named
 * datasheets, the quarry it hunts. Null in any other game.
 */
export interface OpposedPlan {
  /** Indices of the objectives to fight for (empty: the usual choice of all of them). */
  readonly objectives: ReadonlySet<number>;
  /** How many of them at the same time. */
  readonly needed: number;
  /** Enemy formations to destroy, by id, and enemy datasheets whose units are to be destroyed. */
  readonly formations: ReadonlySet<string>;
  readonly datasheets: ReadonlySet<string>;
}

function holdOf(game: GameState, goal: SideGoal | null) {
  if (goal?.kind !== 'hold') return null;
  const indices = goal.objectives.flatMap((id) => {
    const i = game.objectives.findIndex((o) => o.id === id);
    return i < 0 ? [] : [i];
  });
  return { indices, needed: Math.min(goal.count ?? indices.length, indices.length) };
}

export function opposedPlan(game: GameState, side: Side): OpposedPlan | null {
  const terms = perSideTerms(game);
  if (!terms || side > 1) return null;
  const mine = terms.goals[side as 0 | 1];
  const theirs = terms.goals[side === 0 ? 1 : 0];
  const hold = holdOf(game, mine) ?? holdOf(game, theirs);
  const destroy = mine?.kind === 'destroy' ? mine : null;
  return {
    objectives: new Set(hold?.indices ?? []),
    needed: hold?.needed ?? game.victory.objectives,
    formations: new Set(destroy?.formations ?? []),
    datasheets: new Set(destroy?.datasheets ?? []),
  };
}
