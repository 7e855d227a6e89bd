import type { TwoSides as Side } from '../../commands/primitives';
import type { FormationState, GameState, UnitState } from '../../state/schema';
import { unitShape } from '../1.2-formations/battlefield';
import { formationsOf, otherSide } from '../1.2-formations/formations';
import { enemyFormations } from '../1.2-formations/sides';
import { tournamentOf } from './order';
import { tournamentHolders } from './objectives';
import { partlyIn } from './placement';
import { halfPolygon } from './table';

/**
 * 6.1.7 Victory Conditions: the five goals, checked in the end phase of turns 3 and 4 (and
 * later turns the dice carry the game into). "You win if you have achieved two of these goals
 * … and you have achieved more goals than your opponent."
 */
export const GOALS = [
  'blitzkrieg',
  'break-their-spirit',
  'defend-the-flag',
  'take-and-hold',
  'they-shall-not-pass',
] as const;
export type Goal = (typeof GOALS)[number];

export const GOALS_TO_WIN = 2;
/** 6.1.7: the first end phase at which a side may win, and the last before the tiebreak dice. */
export const FIRST_CHECK_TURN = 3;
export const TIEBREAK_TURN = 4;

/** Whether a formation has ever been on the table: off-board reserves (and spacecraft) are
 * not counted for Break Their Spirit (6.1.7 FAQ), but one that entered and died is. */
function enteredPlay(state: GameState, f: FormationState): boolean {
  return (
    f.unitIds.some((id) => {
      const unit = state.units[id];
      return unit !== undefined && inPlay(state, unit);
    }) || flownAndReturned(state, f.id)
  );
}

/** The log only grows by copying, so each log array's answer is computed once (the AI asks often). */
const disengaged = new WeakMap<GameState['log'], Set<string>>();

/**
 * 6.1.7 FAQ ("a formation that enters play and is destroyed (e.g. an aircraft) would count"):
 * an aircraft formation that flew a mission has entered play; back off the table after its
 * disengagement (4.2.6) it is neither in reserve in the FAQ's sense nor destroyed, so it stays
 * the formation to destroy. Its disengagement is always its owner's command, so the log says.
 */
function flownAndReturned(state: GameState, formationId: string): boolean {
  let flown = disengaged.get(state.log);
  if (!flown) {
    flown = new Set(
      state.log.flatMap((c) => (c.type === 'aircraft.disengage' ? [c.formationId] : [])),
    );
    disengaged.set(state.log, flown);
  }
  return flown.has(formationId);
}

/** A unit set up or destroyed, or aboard a transport that is: troops still aboard an aircraft
 * in reserve are in reserve with it (4.2.5, 6.1.6). */
function inPlay(state: GameState, unit: UnitState, depth = 0): boolean {
  if (unit.status === 'deployed' || unit.status === 'destroyed') return true;
  const transport = unit.transportedBy ? state.units[unit.transportedBy] : undefined;
  return (
    unit.status === 'embarked' &&
    transport !== undefined &&
    depth < 3 &&
    inPlay(state, transport, depth + 1)
  );
}

function destroyed(state: GameState, f: FormationState): boolean {
  return f.unitIds.every((id) => state.units[id]?.status === 'destroyed');
}

/**
 * Break Their Spirit: `side`'s most expensive formations in play (all of them on equal points),
 * destroyed or not; destroying one of them is the opponent's goal.
 */
export function mostExpensiveInPlay(state: GameState, side: Side): FormationState[] {
  const t = tournamentOf(state);
  const inPlay = formationsOf(state, side).filter((f) => enteredPlay(state, f));
  const points = (f: FormationState) => t.formationPoints[f.id] ?? 0;
  const top = Math.max(0, ...inPlay.map(points));
  return inPlay.filter((f) => points(f) === top);
}

/**
 * The goals capturing one objective counts towards for `side` (Blitzkrieg on its own, Defend
 * The Flag with the other two of its half, Take And Hold with one more of the enemy's half),
 * for players weighing objectives; goalsOf decides what was achieved.
 */
export function goalsServedBy(state: GameState, objectiveId: string, side: Side): Goal[] {
  const o = tournamentOf(state).objectives.find((x) => x.objectiveId === objectiveId);
  if (!o) return [];
  // Two-sided: 6.1's goals weigh two players, each with a table half.
  const enemy = otherSide(side);
  const out: Goal[] = [];
  if (o.onEdge && o.placedBy === enemy) out.push('blitzkrieg');
  if (o.half === side) out.push('defend-the-flag');
  if (o.half === enemy) out.push('take-and-hold');
  return out;
}

export function goalsOf(state: GameState, side: Side): Goal[] {
  const t = tournamentOf(state);
  // Two-sided: 6.1's goals weigh two players, each with a table half.
  const enemy = otherSide(side);
  const holders = tournamentHolders(state);
  const held = (objectiveId: string) => {
    const i = state.objectives.findIndex((o) => o.id === objectiveId);
    return i >= 0 && holders[i] === side;
  };
  const out: Goal[] = [];
  const serving = (goal: Goal) =>
    t.objectives.filter((o) => goalsServedBy(state, o.objectiveId, side).includes(goal));
  // Blitzkrieg: the objective the opponent set up on his own table edge.
  if (serving('blitzkrieg').some((o) => held(o.objectiveId))) out.push('blitzkrieg');
  // Break Their Spirit: destroy (not break) the opponent's most expensive formation in play.
  if (mostExpensiveInPlay(state, enemy).some((f) => destroyed(state, f)))
    out.push('break-their-spirit');
  // Defend The Flag: all three objectives in your own half.
  const own = serving('defend-the-flag');
  if (own.length > 0 && own.every((o) => held(o.objectiveId))) out.push('defend-the-flag');
  // Take And Hold: two objectives in the opponent's half.
  if (serving('take-and-hold').filter((o) => held(o.objectiveId)).length >= 2)
    out.push('take-and-hold');
  // They Shall Not Pass: no unbroken enemy formation in your half; FAQ: one part of one unit
  // suffices, and a formation that rallied this end phase denies it too.
  if (!inYourHalf(state, side)) out.push('they-shall-not-pass');
  return out;
}

function inYourHalf(state: GameState, side: Side): boolean {
  const edge = tournamentOf(state).edges[side];
  if (!edge) return false;
  const half = halfPolygon(state.table, edge);
  return enemyFormations(state, side).some(
    (f) =>
      !f.broken &&
      f.unitIds.some((id) => {
        const unit = state.units[id];
        const shape = unit ? unitShape(state, unit) : null;
        return shape !== null && partlyIn(half, shape);
      }),
  );
}

export type Verdict =
  | { readonly kind: 'won'; readonly side: Side; readonly reason: string }
  | { readonly kind: 'roll-on' }
  | { readonly kind: 'carry-on' };

export const GOAL_NAMES: Record<Goal, string> = {
  blitzkrieg: 'Blitzkrieg',
  'break-their-spirit': 'Break Their Spirit',
  'defend-the-flag': 'Defend The Flag',
  'take-and-hold': 'Take And Hold',
  'they-shall-not-pass': 'They Shall Not Pass',
};

/** 6.1.7: the verdict of this end phase, from the goals of both sides. */
export function tournamentVerdict(state: GameState, goals: readonly [Goal[], Goal[]]): Verdict {
  if (state.turn < FIRST_CHECK_TURN) return { kind: 'carry-on' };
  // Two-sided: 6.1.7 compares the goals of two players.
  for (const side of [0, 1] as const) {
    const mine = goals[side];
    // Two-sided: 6.1's goals weigh two players, each with a table half.
    const theirs = goals[otherSide(side)];
    if (mine.length >= GOALS_TO_WIN && mine.length > theirs.length)
      return {
        kind: 'won',
        side,
        reason: `achieved ${mine.map((g) => GOAL_NAMES[g]).join(', ')} (${mine.length} goals to ${theirs.length})`,
      };
  }
  return state.turn >= TIEBREAK_TURN ? { kind: 'roll-on' } : { kind: 'carry-on' };
}

/**
 * 6.1.7 tiebreak: victory points for enemy formations: full value when destroyed, or broken and
 * at half strength or less; half value when at half strength or less but not broken, or broken
 * above half strength. Strength: units plus the remaining damage capacity of war engines (a war
 * engine counts by its damage capacity, not as one unit: our reading of "plus").
 */
export function victoryPoints(state: GameState, side: Side): number {
  const t = tournamentOf(state);
  let total = 0;
  for (const f of enemyFormations(state, side))
    total += formationVictoryPoints(state, f, t.formationPoints[f.id] ?? 0);
  return total;
}

/** The points one enemy formation worth `value` gives by the formula above (also seed 001
 * 5.3.2 Escalation's victory points, which use the same words). */
export function formationVictoryPoints(state: GameState, f: FormationState, value: number): number {
  const { now, full } = strength(state, f);
  const half = now * 2 <= full;
  if (now === 0 || (f.broken && half)) return value;
  if (half || f.broken) return value / 2;
  return 0;
}

export function strength(state: GameState, f: FormationState): { now: number; full: number } {
  let now = 0;
  let full = 0;
  for (const id of f.unitIds) {
    const unit = state.units[id];
    const sheet = unit ? state.datasheets[unit.datasheetId] : undefined;
    if (!unit || !sheet) continue;
    const worth = sheet.type === 'WE' ? (sheet.damageCapacity ?? 1) : 1;
    full += worth;
    if (unit.status !== 'destroyed')
      now += sheet.type === 'WE' ? Math.max(0, worth - unit.damage) : 1;
  }
  return { now, full };
}
