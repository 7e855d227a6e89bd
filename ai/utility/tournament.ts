import type { Side } from '../../engine/netea/commands/schema';
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

/** Blitzkrieg is a goal on its own; Take And Hold needs two objectives, Defend The Flag three. */
const SHARE: Record<Goal, number> = {
  blitzkrieg: 1,
  'take-and-hold': 0.5,
  'defend-the-flag': 0.34,
  'break-their-spirit': 0,
  'they-shall-not-pass': 0,
};
/** Denying the enemy a goal counts a little less than achieving one. */
const DENIAL = 0.8;

/** The plan of a tournament game in battle (6.1.7), or null in any other game or before. */
export function tournamentPlan(
  game: GameState,
  side: Side,
  holders: readonly (Side | null)[],
): TournamentPlan | null {
  const t = game.tournament;
  if (!t || t.step !== 'battle' || game.phase === 'setup') return null;
  const foe = otherSide(side);
  const mine = goalsOf(game, side);
  const theirs = goalsOf(game, foe);
  // 6.1.7: the enemy wins with two goals and more than mine: then every objective that gives
  // it one of them is to be taken or contested, whatever else it is worth.
  const enemyWinning = theirs.length >= 2 && theirs.length > mine.length;
  const worth = game.objectives.map((o, i) => {
    const forMe = goalsServedBy(game, o.id, side);
    const forThem = goalsServedBy(game, o.id, foe);
    let w = 0;
    for (const g of forMe) w += SHARE[g];
    for (const g of forThem) w += DENIAL * SHARE[g];
    const feedsTheirGoal = holders[i] === foe && forThem.some((g) => theirs.includes(g));
    if (feedsTheirGoal) w += enemyWinning ? 1.5 : 0.4;
    return w;
  });
  const ids = (s: Side) => new Set(mostExpensiveInPlay(game, s).map((f) => f.id));
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
  const edge = game.tournament?.edges[side];
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

/** An objective's distance in turns of moving (an advance and a bit, 1.7): the way costs this
 * much worth per turn, so near objectives win among equals. */
const PER_TURN = 0.22;

/**
 * Which objective each formation goes for in a tournament game: each formation weighs every
 * objective by its worth, shared with the formations already sent there, against the turns it
 * takes to get there. Artillery and my most expensive formation (the enemy's Break Their Spirit,
 * 6.1.7) keep to the objectives of my own half and shoot from there. Broken formations capture
 * and contest nothing (6.1.4) and get no objective until they rally.
 */
export function tournamentAssignment(
  game: GameState,
  side: Side,
  plan: TournamentPlan,
  mine: readonly Mover[],
): Map<string, number> {
  const out = new Map<string, number>();
  const load = game.objectives.map(() => 0);
  const ownHalf = game.objectives.map((o) =>
    goalsServedBy(game, o.id, side).includes('defend-the-flag'),
  );
  const guard = (v: Mover) => v.artillery || plan.treasure.has(v.formation.id);
  const ordered = [...mine]
    .filter((v) => !v.formation.broken && v.speed > 0)
    .sort((a, b) => Number(guard(b)) - Number(guard(a)) || a.speed - b.speed);
  for (const v of ordered) {
    let best = -1;
    let bestScore = -Infinity;
    game.objectives.forEach((o, i) => {
      if (guard(v) && !ownHalf[i] && ownHalf.some(Boolean)) return;
      const turns = dist(v.centre, o.position) / Math.max(10, v.speed * 1.5);
      const score = plan.worth[i]! / (1 + 0.7 * load[i]!) - PER_TURN * turns;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    });
    if (best < 0) continue;
    load[best]!++;
    out.set(v.formation.id, best);
  }
  return out;
}
