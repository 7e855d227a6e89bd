import type { Side, TwoSides } from '../../engine/netea/commands/primitives';
import { breakoutGoals } from './considerations/scenarioGoals';
import type { Point } from '../../engine/kernel/geometry';
import { liveUnits } from '../../engine/netea/rules/1.2-formations/formations';
import { placedUnits, type Placed } from '../../engine/netea/rules/1.9-shooting/geometry';
import { objectiveHolders } from '../../engine/netea/rules/1.14-end-phase/victory';
import type { FormationState, GameState } from '../../engine/netea/state/schema';
import { tournamentHolders } from '../../engine/netea/rules/6.1-tournament/objectives';
import { edgeZonePolygon } from '../../engine/netea/rules/6.1-tournament/table';
import { tournamentAssignment, tournamentPlan, type TournamentPlan } from './tournament';
import { enemySides, isEnemy } from '../../engine/netea/rules/1.2-formations/sides';
import { plantGoals, plantObjectives, plantQuarry } from './considerations/plantGoals';
import { opposedPlan, type OpposedPlan } from './opposedGoals';

/**
 * What a player sees at a glance, worked out once per state and side: where each formation
 * stands, who holds which objective, which objectives to fight for and where each formation
 * is heading. Everything here is read from the public state; nothing from the dice.
 */
export interface FormationView {
  readonly formation: FormationState;
  readonly units: readonly Placed[];
  /** Units alive, on the table or carried. */
  readonly alive: number;
  readonly centre: Point;
  /** Slowest ground speed of its units on the table (cm per move). */
  readonly speed: number;
  /** Longest shooting range of its weapons (cm), 0 for none. */
  readonly range: number;
  readonly artillery: boolean;
}

export interface Situation {
  readonly side: Side;
  readonly mine: readonly FormationView[];
  readonly theirs: readonly FormationView[];
  readonly enemyUnits: readonly Placed[];
  readonly holders: readonly (Side | null)[];
  /** Objective indices to fight for, most wanted first (the victory needs `needed` of them). */
  readonly targets: readonly number[];
  readonly needed: number;
  /** Where each of my formations is heading (a point near its objective), by formation id. */
  readonly goals: ReadonlyMap<string, { objective: number; point: Point }>;
  /** The middle of my deployment zone and of the nearest enemy's (the one other player's in a
   * game of two). */
  readonly home: Point;
  readonly enemyHome: Point;
  /** The middle of every enemy player's deployment zone (seed 001 5.3.11.1: with three or four
   * players every other player is an enemy), in player order. */
  readonly enemyHomes: readonly Point[];
  /** Enemy formations whose destruction the scenario's victory asks of me (3.4.1: the attacker's
   * demolition targets, the defender's spearhead), by formation id; empty where it names none. */
  readonly quarry: ReadonlySet<string>;
  /** Whether my formations hunt the quarry rather than go for objectives (3.4.1: the defender
   * wins only by destroying the spearhead). */
  readonly hunting: boolean;
  /** 4.5.2: the quarry must be destroyed in assaults and is never shot at: hunters go in to
   * assault, guns or not. */
  readonly storming: boolean;
  /** In a tournament game's battle, its goals as the AI weighs them (6.1.7); null otherwise. */
  readonly tournament: TournamentPlan | null;
}

const cache = new WeakMap<GameState, Map<Side, Situation>>();

export function situationOf(game: GameState, side: Side): Situation {
  let bySide = cache.get(game);
  const known = bySide?.get(side);
  if (known) return known;
  const s = computeSituation(game, side);
  if (!bySide) cache.set(game, (bySide = new Map()));
  bySide.set(side, s);
  return s;
}

export function centreOf(points: readonly Point[]): Point {
  if (points.length === 0) return { x: 0, y: 0 };
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / points.length, y: y / points.length };
}

export const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

function weaponRange(units: readonly Placed[]): number {
  let best = 0;
  for (const u of units)
    for (const w of u.sheet.weapons)
      for (const m of w.modes) {
        if (m.range.kind === 'cm' && m.firepower.some((f) => f.type !== 'small-arms'))
          best = Math.max(best, m.range.cm);
      }
  return best;
}

export function viewOf(game: GameState, formation: FormationState): FormationView {
  const units = placedUnits(game, formation.id);
  const speeds = units.map((u) => (typeof u.sheet.speed === 'number' ? u.sheet.speed : 0));
  return {
    formation,
    units,
    alive: liveUnits(game, formation).length,
    centre: centreOf(units.map((u) => ({ x: u.shape.cx, y: u.shape.cy }))),
    speed: speeds.length > 0 ? Math.min(...speeds) : 0,
    range: weaponRange(units),
    artillery: units.some((u) =>
      u.sheet.weapons.some((w) => w.modes.some((m) => m.firepower.some((f) => f.type === 'BP'))),
    ),
  };
}

/** The point of `points` nearest `from` (the first of equals); `from` itself if there is none. */
function nearest(points: readonly Point[], from: Point): Point {
  let best: Point | undefined;
  for (const p of points) if (!best || dist(p, from) < dist(best, from)) best = p;
  return best ?? from;
}

/** How much nearer my home a point is than the nearest enemy home: negative leans my way. */
function leanOf(p: Point, home: Point, enemyHomes: readonly Point[]): number {
  return dist(p, home) - Math.min(...enemyHomes.map((e) => dist(p, e)));
}

function zoneCentre(game: GameState, side: Side): Point {
  // 6.1.2, 6.1.6: a tournament side's home is the edge it chose, whatever the scenario's zones
  // (a tournament game has two players: 6.1).
  const edge = side < 2 ? game.tournament?.edges[side as TwoSides] : undefined;
  if (edge) return centreOf(edgeZonePolygon(game.table, edge));
  const index = game.setup.zones[side] ?? side;
  const zone = game.deploymentZones[index];
  if (!zone) return { x: game.table.width / 2, y: side === 0 ? 0 : game.table.height };
  return centreOf(zone.polygon);
}

/** 3.4.1: the demolition targets on the table as objectives, or null in any other game. */
function demolitionObjectives(game: GameState): GameState['objectives'] | null {
  const rule = game.victory.demolition;
  if (game.victory.kind !== 'demolition' || !rule) return null;
  return Object.values(game.units)
    .filter((u) => u.datasheetId === rule.targets && u.status === 'deployed' && u.position)
    .map((u) => ({ id: u.id, position: u.position!, label: u.id }));
}

function computeSituation(game: GameState, side: Side): Situation {
  const views = Object.values(game.formations)
    .filter((f) => liveUnits(game, f).length > 0)
    .map((f) => viewOf(game, f));
  const mine = views.filter((v) => v.formation.side === side);
  const theirs = views.filter((v) => isEnemy(game, side, v.formation.side));
  const home = zoneCentre(game, side);
  // 5.3.11.1: every other player's zone is an enemy's; the nearest stands for "the enemy's side
  // of the table" where one direction is wanted (with two players, the opposite zone).
  const enemyHomes = enemySides(game, side).map((e) => zoneCentre(game, e));
  const enemyHome = nearest(enemyHomes, home);
  // 3.4.1: in a demolition game the objectives are the targets still standing (the bunkers):
  // the attacker goes for them, the defender guards them.
  // Seed 001 5.3.15: the plant's buildings and the control centre likewise.
  const demolition = demolitionObjectives(game) ?? plantObjectives(game);
  const field = demolition ? { ...game, objectives: demolition } : game;
  // 6.1.4: in a tournament game units of broken formations neither capture nor contest.
  const holders =
    game.phase === 'setup' || demolition
      ? field.objectives.map(() => null)
      : game.tournament
        ? tournamentHolders(game)
        : objectiveHolders(game);
  const plan = tournamentPlan(game, side, holders);
  if (plan) return tournamentSituation(game, side, mine, theirs, holders, plan, home, enemyHomes);
  // Objectives nearer my edge than any enemy's first: those are the cheapest to hold.
  // Seed 001 5.3.3: a side's own goal names the objectives that matter (opposedGoals.ts).
  const opposed = opposedPlan(game, side);
  const targets = field.objectives
    .map((o, i) => ({ i, lean: leanOf(o.position, home, enemyHomes) }))
    .filter((x) => !opposed || opposed.objectives.size === 0 || opposed.objectives.has(x.i))
    .sort((a, b) => a.lean - b.lean)
    .map((x) => x.i);
  const needed = Math.min(opposed?.needed ?? game.victory.objectives, targets.length);
  const quarry = quarryOf(game, side, theirs, opposed);
  const goals = assignGoals(field, mine, targets, needed, home);
  const hunting = quarry.length > 0 && game.victory.demolition?.attacker !== side;
  if (hunting) huntGoals(game, mine, quarry, field.objectives, goals);
  // Seed 001 5.3.5: the side breaking out heads for the short table edges.
  breakoutGoals(game, side, mine, goals);
  // Seed 001 5.3.15: the Imperials of tables 2 and 3 hold their own table.
  plantGoals(game, side, mine, goals);
  return {
    side,
    mine,
    theirs,
    enemyUnits: theirs.flatMap((v) => v.units),
    holders,
    targets,
    needed,
    goals,
    home,
    enemyHome,
    enemyHomes,
    quarry: new Set(quarry.map((v) => v.formation.id)),
    hunting,
    storming: hunting && game.victory.kind === 'extraction',
    tournament: null,
  };
}

/**
 * A tournament game in battle (6.1.7): the objectives wanted in order of their worth to the
 * goals, each formation sent to the one the plan assigns it (tournament.ts).
 */
function tournamentSituation(
  game: GameState,
  side: Side,
  mine: readonly FormationView[],
  theirs: readonly FormationView[],
  holders: readonly (Side | null)[],
  plan: TournamentPlan,
  home: Point,
  enemyHomes: readonly Point[],
): Situation {
  const lean = (i: number) => leanOf(game.objectives[i]!.position, home, enemyHomes);
  const targets = game.objectives
    .map((_, i) => i)
    .sort((a, b) => plan.worth[b]! - plan.worth[a]! || lean(a) - lean(b));
  const goals = new Map<string, { objective: number; point: Point }>();
  const load = new Map<number, number>();
  for (const [id, objective] of tournamentAssignment(game, side, plan, mine)) {
    const n = load.get(objective) ?? 0;
    load.set(objective, n + 1);
    goals.set(id, { objective, point: spotAt(game, objective, home, n) });
  }
  return {
    side,
    mine,
    theirs,
    enemyUnits: theirs.flatMap((v) => v.units),
    holders,
    targets,
    // The three most valuable: enough for two goals (Blitzkrieg and Take And Hold).
    needed: Math.min(3, targets.length),
    goals,
    home,
    enemyHome: nearest(enemyHomes, home),
    enemyHomes,
    quarry: new Set(),
    hunting: false,
    storming: false,
    tournament: plan,
  };
}

/**
 * 3.4.1: the enemy formations the victory asks this side to destroy: for the demolition's
 * attacker those with a unit of its `targets` datasheet, for the other side those with a unit of
 * its `spearhead` datasheet; 4.5.2: for the extraction's attacker those with a target; seed 001
 * 5.3.3: a destroy goal's; none in any other game.
 */
function quarryOf(
  game: GameState,
  side: Side,
  theirs: readonly FormationView[],
  opposed: OpposedPlan | null,
): FormationView[] {
  // Seed 001 5.3.15: the Orks must destroy the plant's buildings.
  const plant = plantQuarry(game, side, theirs);
  if (plant) return plant;
  // Seed 001 5.3.3: a destroy goal's formations and datasheets.
  if (opposed)
    return theirs.filter(
      (v) =>
        opposed.formations.has(v.formation.id) ||
        v.units.some((u) => opposed.datasheets.has(u.unit.datasheetId)),
    );
  // 4.5.2: the extraction's attacker must storm every target (the bunkers) first.
  const extraction = game.victory.extraction;
  if (game.victory.kind === 'extraction' && extraction)
    return extraction.attacker === side
      ? theirs.filter((v) => v.units.some((u) => u.unit.datasheetId === extraction.targets))
      : [];
  const rule = game.victory.demolition;
  if (game.victory.kind !== 'demolition' || !rule) return [];
  const sheet = rule.attacker === side ? rule.targets : rule.spearhead;
  return theirs.filter((v) => v.units.some((u) => u.unit.datasheetId === sheet));
}

/**
 * The hunt (3.4.1: the defender wins only by destroying the spearhead): each formation heads for
 * a spot near the nearest quarry, on the side of the target it threatens most, so the hunters
 * stand between it and what it must destroy. Shooters keep near the end of their guns' reach,
 * out of the quarry's charge (a war engine's dice in an assault, 3.3.2, can wipe a formation
 * out); formations without guns go in to assault.
 */
function huntGoals(
  game: GameState,
  mine: readonly FormationView[],
  quarry: readonly FormationView[],
  guarded: GameState['objectives'],
  goals: Map<string, { objective: number; point: Point }>,
): void {
  let n = 0;
  for (const v of mine) {
    if (v.speed === 0) continue;
    // Side by side, so the hunters do not queue on one spot.
    const sideways = [0, 12, -12, 22, -22][n++ % 5]!;
    const prey = quarry.reduce((a, b) =>
      dist(b.centre, v.centre) < dist(a.centre, v.centre) ? b : a,
    );
    const at = prey.centre;
    // The guarded target nearest the quarry is where it is going; without one, towards us.
    const toward = guarded.reduce<Point>(
      (best, o) => (dist(o.position, at) < dist(best, at) ? o.position : best),
      guarded[0]?.position ?? v.centre,
    );
    const d = dist(toward, at);
    // 4.5.2: an extraction's targets count only destroyed in an assault: everyone goes in.
    const storm = game.victory.kind === 'extraction';
    const standoff = v.range > 0 && !storm ? clampTo(v.range - 6, 8, 40) : 3;
    const ux = d > 0.5 ? (toward.x - at.x) / d : 0;
    const uy = d > 0.5 ? (toward.y - at.y) / d : 1;
    goals.set(v.formation.id, {
      objective: goals.get(v.formation.id)?.objective ?? 0,
      point: {
        x: clampTo(at.x + ux * standoff - uy * sideways, 3, game.table.width - 3),
        y: clampTo(at.y + uy * standoff + ux * sideways, 3, game.table.height - 3),
      },
    });
  }
}

/**
 * Which objective each formation goes for: artillery holds the safest objective and shoots
 * from there; the others share the remaining wanted objectives, nearest first, the fastest
 * formation going for one more objective to deny it to the enemy. Each formation gets its own
 * spot on the near side of its objective, so formations do not queue on the same point.
 */
function assignGoals(
  game: GameState,
  mine: readonly FormationView[],
  targets: readonly number[],
  needed: number,
  home: Point,
): Map<string, { objective: number; point: Point }> {
  const goals = new Map<string, { objective: number; point: Point }>();
  if (targets.length === 0) return goals;
  const wanted = targets.slice(0, Math.max(1, needed));
  const safest = wanted[0]!;
  const rest = wanted.length > 1 ? wanted.slice(1) : wanted;
  const spare = targets[needed];
  const load = new Map<number, number>();
  const ordered = [...mine].sort(
    (a, b) => Number(b.artillery) - Number(a.artillery) || a.speed - b.speed,
  );
  const fastest = [...mine].filter((v) => !v.artillery).sort((a, b) => b.speed - a.speed)[0];
  for (const v of ordered) {
    let objective: number;
    if (v.artillery) objective = safest;
    else if (spare !== undefined && v === fastest && mine.length >= 4) objective = spare;
    else {
      // The nearest of the remaining wanted objectives, the safest one if it has nobody yet.
      const unguarded = (load.get(safest) ?? 0) === 0 && !mine.some((m) => m.artillery);
      objective = unguarded
        ? safest
        : rest.reduce((best, o) =>
            spot(game, o, v.centre) + 15 * (load.get(o) ?? 0) <
            spot(game, best, v.centre) + 15 * (load.get(best) ?? 0)
              ? o
              : best,
          );
    }
    const n = load.get(objective) ?? 0;
    load.set(objective, n + 1);
    goals.set(v.formation.id, { objective, point: spotAt(game, objective, home, n) });
  }
  return goals;
}

/** The `n`th formation's spot at an objective: on its home side, spread sideways. */
function spotAt(game: GameState, objective: number, home: Point, n: number): Point {
  const o = game.objectives[objective]!.position;
  const toHome = { x: home.x - o.x, y: home.y - o.y };
  const d = Math.hypot(toHome.x, toHome.y) || 1;
  const ux = toHome.x / d;
  const uy = toHome.y / d;
  const sideways = [0, 9, -9, 17, -17][n % 5]!;
  return {
    x: clampTo(o.x + ux * 4 - uy * sideways, 3, game.table.width - 3),
    y: clampTo(o.y + uy * 4 + ux * sideways, 3, game.table.height - 3),
  };
}

function spot(game: GameState, objective: number, from: Point): number {
  const o = game.objectives[objective]?.position;
  return o ? dist(o, from) : Infinity;
}

export const clampTo = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
