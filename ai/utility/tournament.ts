import type { Side, TwoSides } from '../../engine/netea/commands/primitives';
import { otherSide } from '../../engine/netea/rules/1.2-formations/formations';
import {
  goalsOf,
  goalsServedBy,
  mostExpensiveInPlay,
  type Goal,
} from '../../engine/netea/rules/6.1-tournament/goals';
import type { Point } from '../../engine/kernel/geometry';
import type { FormationState, GameState } from '../../engine/netea/state/schema';
import { inHalf } from '../../engine/netea/rules/6.1-tournament/table';

/** What the assignment needs of a formation (situation.ts's FormationView has it). */
interface Mover {
  readonly formation: FormationState;
  readonly centre: Point;
  readonly speed: number;
  readonly artillery: boolean;
}

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The tournament game's goals (6.1.7) as the AI weighs them. Every fact comes from the engine's
 * goal code (engine/netea/rules/6.1-tournament/goals.ts): which goals an objective serves, whose
 * formation Break Their Spirit asks for, which goals each side has now. Only the weights are
 * the AI's own.
 */
export interface TournamentPlan {
  /** How much capturing each objective (by index) is worth to me, denying it to the enemy
   * included; about 0.7 for an ordinary objective, 1.5 and more for an edge objective. */
  readonly worth: readonly number[];
  /** Break Their Spirit: the enemy's most expensive formations in play, mine to destroy. */
  readonly spirit: ReadonlySet<string>;
  /** My most expensive formations in play: the enemy's Break Their Spirit, mine to protect. */
  readonly treasure: ReadonlySet<string>;
  /** They Shall Not Pass: unbroken enemy formations with a unit in my half, to break or destroy. */
  readonly intruders: ReadonlySet<string>;
  /** The goals each side would have if the end phase came now. */
  readonly mine: readonly Goal[];
  readonly theirs: readonly Goal[];
}

/** How many objectives each goal needs (6.1.7): Blitzkrieg one, Take And Hold two of the
 * enemy's half, Defend The Flag all three of one's own; the other two goals take none. */
const NEEDS: Record<Goal, number> = {
  blitzkrieg: 1,
  'take-and-hold': 2,
  'defend-the-flag': 3,
  'break-their-spirit': 0,
  'they-shall-not-pass': 0,
};
/** Denying the enemy a goal counts a little less than achieving one. */
const DENIAL = 0.8;

/**
 * The share of a goal one objective is worth to `side`: the goal spread over the objectives it
 * still lacks, counting those `side` holds elsewhere (6.1.7). The second objective of Take And
 * Hold, or the third of Defend The Flag, completes a goal and is worth all of it.
 */
function goalShare(
  game: GameState,
  goal: Goal,
  side: TwoSides,
  objective: number,
  holders: readonly (Side | null)[],
): number {
  const needs = NEEDS[goal];
  if (needs === 0) return 0;
  let heldElsewhere = 0;
  game.objectives.forEach((o, i) => {
    if (i !== objective && holders[i] === side && goalsServedBy(game, o.id, side).includes(goal))
      heldElsewhere++;
  });
  return 1 / Math.max(1, needs - heldElsewhere);
}

/** A side of a tournament game: 6.1 is a game of two players, so never a third or fourth. */
function tournamentSide(side: Side): TwoSides {
  if (side > 1) throw new Error(`a tournament game has two players, not player ${side + 1} (6.1)`);
  return side as TwoSides;
}

/** The plan of a tournament game in battle (6.1.7), or null in any other game or before. */
export function tournamentPlan(
  game: GameState,
  anySide: Side,
  holders: readonly (Side | null)[],
): TournamentPlan | null {
  const t = game.tournament;
  if (!t || t.step !== 'battle' || game.phase === 'setup') return null;
  const side = tournamentSide(anySide);
  // Two-sided: 6.1's goals weigh two players (a tournament game has no others).
  const foe = otherSide(side);
  const mine = goalsOf(game, side);
  const theirs = goalsOf(game, foe);
  // 6.1.7: the enemy wins with two goals and more than mine: then every objective that gives
  // it one of them is to be taken or contested, whatever else it is worth.
  const enemyWinning = theirs.length >= 2 && theirs.length > mine.length;
  // 6.1.7: with two goals and more than the enemy I win at the next check: every objective that
  // gives me one of them is to be kept.
  const meWinning = mine.length >= 2 && mine.length > theirs.length;
  const worth = game.objectives.map((o, i) => {
    const forMe = goalsServedBy(game, o.id, side);
    const forThem = goalsServedBy(game, o.id, foe);
    let w = 0;
    for (const g of forMe) w += goalShare(game, g, side, i, holders);
    for (const g of forThem) w += DENIAL * goalShare(game, g, foe, i, holders);
    const feedsTheirGoal = holders[i] === foe && forThem.some((g) => theirs.includes(g));
    if (feedsTheirGoal) w += enemyWinning ? 1.5 : 0.4;
    const feedsMyGoal = holders[i] === side && forMe.some((g) => mine.includes(g));
    if (feedsMyGoal) w += meWinning ? 1 : 0.3;
    return w;
  });
  const ids = (s: TwoSides) => new Set(mostExpensiveInPlay(game, s).map((f) => f.id));
  return {
    worth,
    spirit: ids(foe),
    treasure: ids(side),
    intruders: intruders(game, side),
    mine,
    theirs,
  };
}

function intruders(game: GameState, side: Side): Set<string> {
  // 6.1: a tournament game has two players, so `side` is one of them.
  const edge = game.tournament?.edges[tournamentSide(side)];
  const out = new Set<string>();
  if (!edge) return out;
  for (const u of Object.values(game.units)) {
    const f = game.formations[u.formationId];
    if (u.side === side || !f || f.broken || out.has(f.id)) continue;
    if (u.status === 'deployed' && u.position && inHalf(game.table, edge, u.position))
      out.add(f.id);
  }
  return out;
}

/**
 * What attacking an enemy formation does for the goals (6.1.7): destroying the most expensive
 * wins Break Their Spirit, breaking or destroying one in my half keeps They Shall Not Pass
 * open; a consideration for shooting and assault, or null outside a tournament game.
 */
export function goalOfAttack(
  plan: TournamentPlan | null,
  targetFormationId: string,
): { name: string; value: number } | null {
  if (!plan) return null;
  if (plan.spirit.has(targetFormationId)) return { name: 'breakTheirSpirit', value: 1 };
  if (plan.intruders.has(targetFormationId)) return { name: 'theyShallNotPass', value: 0.95 };
  return { name: 'tournamentGoals', value: 0.8 };
}

/**
 * How many of my formations an objective wants (6.1.4: one unit within 15cm captures it, an
 * enemy unit within 15cm contests it): one, and one more for each unbroken enemy formation
 * that is on it or could be within a turn, up to three.
 */
function wanted(game: GameState, side: Side, objective: Point): number {
  const near = new Set<string>();
  for (const u of Object.values(game.units)) {
    if (u.side === side || u.status !== 'deployed' || !u.position) continue;
    const f = game.formations[u.formationId];
    if (!f || f.broken || near.has(f.id)) continue;
    if (dist(u.position, objective) <= THREAT_RANGE) near.add(f.id);
  }
  return Math.min(3, 1 + near.size);
}
/** An enemy formation this near an objective takes or contests it next turn (an advance and
 * the 15cm of 6.1.4, with a little to spare). */
const THREAT_RANGE = 35;

/** The share of an objective's worth the `k`th formation sent there brings: all of it while the
 * objective wants more, then a little (a reserve if the holder breaks). */
const slot = (k: number, want: number) => (k < want ? 1 : 0.2 / (1 + k - want));

/** The goals are checked at the end of turn 3 (6.1.7), and of every turn after it. */
const CHECK_TURN = 3;

/**
 * How much of an objective's worth a formation can still bring: an objective reached before the
 * next goal check counts nearly whole (the nearer the better among equals), one reached later
 * halves per turn late. A turn's move is a double action's worth (1.7) less the 15cm of 6.1.4.
 */
function reach(game: GameState, v: Mover, at: Point): number {
  const turns = Math.max(0, dist(v.centre, at) - 12) / Math.max(10, v.speed * 2);
  const left = Math.max(1, CHECK_TURN - game.turn + 1);
  const near = 1 - 0.08 * Math.min(turns, left);
  return turns <= left ? near : near * 0.5 ** (turns - left);
}

/**
 * Which objective each formation goes for in a tournament game: the formation and objective that
 * gain most go together first, again and again, each objective's worth shared among the
 * formations it wants (one, more where enemy formations are near it) and weighed by how soon the
 * formation gets there. So one formation keeps an objective nobody threatens and the rest go on
 * to the next. Artillery and my most expensive formation (the enemy's Break Their Spirit, 6.1.7)
 * keep to the objectives of my own half and shoot from there. Broken formations capture and
 * contest nothing (6.1.4) and get no objective until they rally.
 */
export function tournamentAssignment(
  game: GameState,
  anySide: Side,
  plan: TournamentPlan,
  mine: readonly Mover[],
): Map<string, number> {
  const side = tournamentSide(anySide);
  const out = new Map<string, number>();
  const load = game.objectives.map(() => 0);
  const want = game.objectives.map((o) => wanted(game, side, o.position));
  const ownHalf = game.objectives.map((o) =>
    goalsServedBy(game, o.id, side).includes('defend-the-flag'),
  );
  const guard = (v: Mover) => v.artillery || plan.treasure.has(v.formation.id);
  const free = mine.filter((v) => !v.formation.broken && v.speed > 0);
  const gain = free.map((v) =>
    game.objectives.map((o, i) =>
      guard(v) && !ownHalf[i] && ownHalf.some(Boolean)
        ? -Infinity
        : plan.worth[i]! * reach(game, v, o.position),
    ),
  );
  const left = new Set(free.map((_, n) => n));
  while (left.size > 0) {
    let best: { n: number; i: number; score: number } | null = null;
    for (const n of left)
      gain[n]!.forEach((g, i) => {
        const score = g * slot(load[i]!, want[i]!);
        if (g > -Infinity && (!best || score > best.score)) best = { n, i, score };
      });
    if (!best) break;
    const { n, i } = best;
    left.delete(n);
    load[i]!++;
    out.set(free[n]!.formation.id, i);
  }
  return out;
}
