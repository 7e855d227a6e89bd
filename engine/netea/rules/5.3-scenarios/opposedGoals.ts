import type { Side } from '../../commands/schema';
import type { GameState } from '../../state/schema';
import type { PerSideVictory, SideGoal } from '../../state/perSideGoals';
import { liveUnits } from '../1.2-formations/formations';
import { isEnemy } from '../1.2-formations/sides';
import { atHalfOrLess } from './breakthrough';

/**
 * Seed 001 5.3.3 Unterschiedliche Siegbedingungen: each side's own goal (state/perSideGoals.ts),
 * checked in every end phase after the objectives are (1.14.2), and the text's outcome: one side
 * achieves its goal, it wins; both achieve theirs, a draw ("endet das Spiel unentschieden", the
 * Leich'n Mühla example); neither, what the scenario says (a draw or a named side, as Death
 * From The Skies! gives the Imperial player the game when the Orks fail in time).
 *
 * A goal is achieved (and stays so: destroyed units never come back, a hold that was made was
 * made), failed (it can no longer be achieved: a formation to keep is wiped out, or the last
 * turn is over), or still open. The game ends once neither goal is open any more, or after
 * turn `maxTurns`, when open goals are decided: a keep goal still kept is achieved, any other
 * failed; a hold or destroy goal also fails once its side has no unit left. Our reading: a side that achieves its goal early does not end the game while the
 * other's is still open, since "both achieved" must be able to happen (a draw).
 */

export type GoalStatus = 'achieved' | 'failed' | 'open';

/** The per-side terms, or null in any other game. */
export function perSideTerms(state: GameState): PerSideVictory | null {
  return state.victory.kind === 'per-side' ? (state.victory.perSide ?? null) : null;
}

/** The index of each named objective in the game (an unknown id is left out). */
function objectiveIndices(state: GameState, ids: readonly string[]): number[] {
  return ids.flatMap((id) => {
    const i = state.objectives.findIndex((o) => o.id === id);
    return i < 0 ? [] : [i];
  });
}

/** Whether `side` held `count` of the objectives at `endPhases` end phases in a row, in the end
 * phases checked so far (`objectiveHistory`, one entry per end phase from turn 1); with
 * `lastTurn` only a run ending with the last turn's counts. */
function heldFor(state: GameState, side: Side, goal: Extract<SideGoal, { kind: 'hold' }>) {
  const indices = objectiveIndices(state, goal.objectives);
  const needed = Math.min(goal.count ?? indices.length, indices.length);
  const history = state.objectiveHistory;
  const held = (k: number) =>
    indices.filter((i) => {
      for (let j = k - goal.endPhases + 1; j <= k; j++) if (history[j]?.[i] !== side) return false;
      return true;
    }).length >= needed;
  if (needed === 0) return false;
  if (goal.lastTurn) {
    const last = state.victory.maxTurns - 1;
    return history.length > last && held(last);
  }
  for (let k = goal.endPhases - 1; k < history.length; k++) if (held(k)) return true;
  return false;
}

/** Every unit of the named enemy formations destroyed (or each at half strength or less), and
 * every enemy unit of the named datasheets; at least one such unit must have been there. */
function destroyed(state: GameState, side: Side, goal: Extract<SideGoal, { kind: 'destroy' }>) {
  const formations = (goal.formations ?? []).flatMap((id) => {
    const f = state.formations[id];
    return f && isEnemy(state, side, f.side) ? [f] : [];
  });
  const sheets = new Set(goal.datasheets ?? []);
  const units = Object.values(state.units).filter(
    (u) => sheets.has(u.datasheetId) && isEnemy(state, side, u.side),
  );
  if (formations.length === 0 && units.length === 0) return false;
  const formationsDone = formations.every((f) =>
    goal.halfStrength ? atHalfOrLess(state, f) : liveUnits(state, f).length === 0,
  );
  return formationsDone && units.every((u) => u.status === 'destroyed');
}

/** Where a side's goal stands now; `final` after the last turn's end phase. */
export function goalStatus(
  state: GameState,
  side: Side,
  goal: SideGoal,
  final: boolean,
): GoalStatus {
  // A side with no unit left, on the table or to come, can no longer hold or destroy anything.
  const over =
    final || !Object.values(state.units).some((u) => u.side === side && u.status !== 'destroyed');
  switch (goal.kind) {
    case 'hold':
      return heldFor(state, side, goal) ? 'achieved' : over ? 'failed' : 'open';
    case 'destroy':
      return destroyed(state, side, goal) ? 'achieved' : over ? 'failed' : 'open';
    case 'keep': {
      const lost = goal.formations.some((id) => {
        const f = state.formations[id];
        return !f || liveUnits(state, f).length === 0;
      });
      return lost ? 'failed' : final ? 'achieved' : 'open';
    }
  }
}

/** Each side's goal status (null: the side has no goal of its own). */
export function goalStatuses(
  state: GameState,
  final = false,
): [GoalStatus | null, GoalStatus | null] {
  const terms = perSideTerms(state);
  if (!terms) return [null, null];
  const [a, b] = terms.goals;
  return [a ? goalStatus(state, 0, a, final) : null, b ? goalStatus(state, 1, b, final) : null];
}

export interface PerSideResult {
  readonly winner: Side | null;
  readonly reason: string;
}

/**
 * The result after this end phase (its objective holders already appended to the history), or
 * null while the game goes on.
 */
export function perSideResult(state: GameState): PerSideResult | null {
  const terms = perSideTerms(state);
  if (!terms) return null;
  const final = state.turn >= state.victory.maxTurns;
  const statuses = goalStatuses(state, final);
  if (!final && statuses.includes('open')) return null;
  const achieved = ([0, 1] as const).filter((s) => statuses[s] === 'achieved');
  const name = (s: Side) => state.players[s]?.name ?? `player ${s + 1}`;
  if (achieved.length === 2) return { winner: null, reason: 'both sides achieved their goals' };
  if (achieved.length === 1)
    return { winner: achieved[0]!, reason: `${name(achieved[0]!)} achieved its goal` };
  const winner = terms.neither === 'draw' ? null : terms.neither;
  return { winner, reason: 'neither side achieved its goal' };
}
