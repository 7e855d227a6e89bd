import { validateCommand } from '../../../engine/netea/commands/apply';
import { breakingOutSide } from '../../../engine/netea/rules/5.3-scenarios/breakthroughOrder';
import {
  breakOutCurve,
  breakOutLastCurve,
  farthestFromEdge,
} from '../considerations/scenarioGoals';
import type { Refusal } from '../../../engine/kernel/result';
import {
  featuresWithEffect,
  terrainMoverOf,
} from '../../../engine/netea/rules/1.7-movement/obstacles';
import { datasheetOf } from '../../../engine/netea/rules/1.2-formations/battlefield';
import { checkFormationCoherency } from '../../../engine/netea/rules/1.2-formations/coherency';
import { dangerousTerrainTests } from '../../../engine/netea/rules/1.8-terrain/dangerousTerrain';
import { moveRequestFrom } from '../../../engine/netea/rules/1.7-movement/request';
import { prepareMove } from '../../../engine/netea/rules/1.7-movement/movement';
import type { Command } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry';
import { placedUnits, type Placed } from '../../../engine/netea/rules/1.9-shooting/geometry';
import type { GameState } from '../../../engine/netea/state/schema';
import { floor, linear } from '../curves';
import {
  assaultRiskCurve,
  assaultThreat,
  coverShare,
  crossfireLines,
  crossfireRiskCurve,
  exposure,
  movedUnits,
  withPlaced,
  nearestEnemyDistance,
  objectiveControl,
  outOfEnemyRangeCurve,
  quarryInSightCurve,
  quarrySightShare,
  unitsLostOutOfFormationCurve,
  unitsOutOfFormation,
  withdrawAwayCurve,
} from '../considerations/position';
import type { Mind } from '../mind';
import { rank, type Candidate, type Scored } from '../score';
import { chargeDanger, chargeDangerCurve, facesWarEngine } from '../considerations/chargeDanger';
import { centreOf, clampTo, dist, type FormationView, type Situation } from '../situation';
import { cutAt, routeAround } from '../route';
import { goesForThePlant, keepsToItsTable, plantAdvanceCurve } from '../considerations/plantGoals';

export type MoveIntent = 'advance' | 'withdraw';

const FRACTIONS = [1, 0.75, 0.5, 0.25] as const;

/** Routes searched for the units closing up on their own, all told (closeUpEach): each is a
 * search of the table. */
const ROUTE_TRIES = 12;
/** Spots tried straight for each unit closing up on its own, the nearest first. */
const STRAIGHT_TRIES = 24;
/** Coherency: within 5cm of another unit of the formation (1.2.1). */
const COHERENT = 5;

/** Destinations checked beyond a level's few while the next looked better than the best
 * found (a hunter seeking a line of fire): each check asks the engine about every unit. */
const SEEK = 3;

/** Destinations checked beyond a level's few when those would all lose units (1.7.4). */
const MORE = 8;

/**
 * Destinations for a formation's move: its goal, directions around it at full and half speed,
 * nearby cover, standing still and, when some of its units have made this move already,
 * closing up on them. Each is scored as a vector for the centre of the units still to move.
 */
function destinations(
  game: GameState,
  view: FormationView,
  goal: Point,
  reach: number,
  directions: number,
  intent: MoveIntent,
  moved: readonly Placed[],
): Point[] {
  const c = view.centre;
  const out: Point[] = [{ x: 0, y: 0 }];
  const toward = (to: Point, from = c, keep = 0) => {
    const d = dist(from, to);
    if (d <= keep + 0.5) return;
    const l = Math.min(d - keep, reach);
    out.push({ x: ((to.x - from.x) / d) * l, y: ((to.y - from.y) / d) * l });
  };
  if (intent === 'advance') toward(goal);
  closingUp(view.units, moved, toward);
  for (let k = 0; k < directions; k++) {
    const a = (2 * Math.PI * k) / directions + 0.1;
    for (const f of [1, 0.5]) out.push({ x: Math.cos(a) * reach * f, y: Math.sin(a) * reach * f });
  }
  for (const t of game.terrain) {
    const centre = {
      x: t.polygon.reduce((s, p) => s + p.x, 0) / t.polygon.length,
      y: t.polygon.reduce((s, p) => s + p.y, 0) / t.polygon.length,
    };
    const td = dist(c, centre);
    if (td > 0.5 && td <= reach) out.push({ x: centre.x - c.x, y: centre.y - c.y });
  }
  // Keep the formation on the table.
  return out.map((v) => ({
    x: clampTo(c.x + v.x, 4, game.table.width - 4) - c.x,
    y: clampTo(c.y + v.y, 4, game.table.height - 4) - c.y,
  }));
}

/**
 * The move along the way round what blocks the straight one (terrain a vehicle should not
 * enter, a bunker in an infantry formation's way): the formation's largest unit's route from
 * the centre towards the goal, as far as the move reaches, with the corners it turns at, which
 * every unit then passes so the formation goes round on one side. None when the way is straight.
 */
function routeVector(
  game: GameState,
  view: FormationView,
  goal: Point,
  reach: number,
): { vector: Point; corners: Point[] } | null {
  if (view.units.length === 0) return null;
  const lead = view.units.reduce((a, b) => (b.shape.outerRadius > a.shape.outerRadius ? b : a));
  const c = view.centre;
  const from = { ...lead, shape: { ...lead.shape, cx: c.x, cy: c.y } } as Placed;
  const way = routeAround(game, from, goal, reach, false);
  const end = way?.[way.length - 1];
  return end ? { vector: { x: end.x - c.x, y: end.y - c.y }, corners: way!.slice(0, -1) } : null;
}

/**
 * Closing up (1.2.1): vectors that bring the units still to move next to those that have moved
 * already, each unit towards its nearest moved unit and each moved unit's nearest unit towards
 * it, stopping a base's width short: the whole formation then ends in one chain.
 */
function closingUp(
  units: readonly Placed[],
  moved: readonly Placed[],
  toward: (to: Point, from: Point, keep: number) => void,
): void {
  if (moved.length === 0) return;
  const at = (p: Placed) => ({ x: p.shape.cx, y: p.shape.cy });
  const nearest = (p: Placed, among: readonly Placed[]) =>
    among.reduce((a, b) => (dist(at(b), at(p)) < dist(at(a), at(p)) ? b : a));
  const close = (u: Placed, m: Placed) =>
    toward(at(m), at(u), u.shape.outerRadius + m.shape.outerRadius + 1);
  for (const u of units) close(u, nearest(u, moved));
  for (const m of moved) {
    const u = nearest(m, units);
    close(u, m);
    // Spots around the moved unit, for when the straight way there is blocked.
    const r = u.shape.outerRadius + m.shape.outerRadius + 1;
    for (let k = 0; k < 6; k++) {
      const a = (Math.PI * k) / 3;
      toward({ x: m.shape.cx + Math.cos(a) * r, y: m.shape.cy + Math.sin(a) * r }, at(u), 0);
    }
  }
}

/** The considerations of a formation whose units still to move stand at `placed` (after
 * moving by `vector`), with its centre then at `at`. */
function judge(
  game: GameState,
  s: Situation,
  view: FormationView,
  goal: Point,
  vector: Point,
  placed: readonly Placed[],
  at: Point,
  intent: MoveIntent,
  crossfire: boolean,
  lost: number,
): Candidate {
  // 3.4.1: a hunter's guns go where they see the quarry, not behind ruins within its range;
  // seeing it, the hunter stands where it wants to be, whatever its goal's spot.
  const sight =
    intent === 'advance' && s.hunting && !s.storming && view.range > 0
      ? quarrySightShare(game, s, placed, view.range)
      : null;
  const considerations =
    intent === 'withdraw'
      ? [
          { name: 'withdrawAway', value: withdrawAwayCurve(nearestEnemyDistance(s, at)) },
          { name: 'cover', value: floor(linear(0, 0, 1, 1), 0.6)(coverShare(game, placed)) },
          { name: 'outOfEnemyRange', value: floor(outOfEnemyRangeCurve, 0.5)(exposure(s, at)) },
          { name: 'homeward', value: floor(linear(120, 0, 0, 1), 0.7)(dist(at, s.home)) },
        ]
      : [
          { name: 'objectiveControl', value: Math.max(objectiveControl(at, goal), sight ?? 0) },
          { name: 'cover', value: floor(linear(0, 0, 1, 1), 0.75)(coverShare(game, placed)) },
          { name: 'outOfEnemyRange', value: floor(outOfEnemyRangeCurve, 0.8)(exposure(s, at)) },
          { name: 'assaultRisk', value: floor(assaultRiskCurve, 0.75)(assaultThreat(s, at)) },
          ...(view.range > 0
            ? [
                {
                  name: 'targetsInRange',
                  value: nearestEnemyDistance(s, at) <= view.range ? 1 : 0.85,
                },
              ]
            : []),
        ];
  // Seed 001 5.3.5: breaking out, every cm nearer the table edge counts, however far it is (the
  // objective's curve is flat beyond 40cm).
  if (intent === 'advance' && breakingOutSide(game) === s.side) {
    considerations.push({ name: 'breakOut', value: breakOutCurve(Math.abs(goal.x - at.x)) });
    // All or nothing: the rear units too (the farthest of those moving now).
    const last = farthestFromEdge(game, placed, goal.x < game.table.width / 2);
    considerations.push({ name: 'breakOutLast', value: breakOutLastCurve(last) });
  }
  // 6.1.7 Break Their Spirit: the enemy wins a goal for destroying my most expensive formation,
  // so it keeps out of harm's way more than the others do.
  if (intent === 'advance' && s.tournament?.treasure.has(view.formation.id))
    considerations.push({
      name: 'protectTreasure',
      value:
        floor(assaultRiskCurve, 0.45)(assaultThreat(s, at)) *
        floor(outOfEnemyRangeCurve, 0.6)(exposure(s, at)),
    });
  if (intent !== 'withdraw' && facesWarEngine(s))
    considerations.push({
      name: 'chargeDanger',
      value: chargeDangerCurve(chargeDanger(game, s, placed)),
    });
  if (sight !== null)
    considerations.push({ name: 'quarryInSight', value: quarryInSightCurve(sight) });
  considerations.push({
    name: 'unitsLostOutOfFormation',
    value: unitsLostOutOfFormationCurve(lost),
  });
  // Seed 001 5.3.15: the Orks must reach the plant, some 200cm off.
  if (intent === 'advance' && goesForThePlant(game, s.side))
    considerations.push({ name: 'plantAdvance', value: plantAdvanceCurve(dist(goal, at)) });
  // Seed 001 5.3.15: an Imperial unit of table 2 or 3 that leaves its table is lost.
  const ownTable = keepsToItsTable(game, view.formation.id, placed);
  if (ownTable !== null) considerations.push({ name: 'keepsToItsTable', value: ownTable });
  if (crossfire)
    considerations.push({
      name: 'crossfireRisk',
      value: floor(crossfireRiskCurve, 0.2)(crossfireLines(game, s, placed)),
    });
  return {
    label: judgeLabel(view, vector),
    command: { type: 'move.end', side: s.side },
    considerations,
  };
}

/** Units in the order they should move: those in front (along the vector) first. */
export function frontFirst(units: readonly Placed[], vector: Point): Placed[] {
  return [...units].sort(
    (a, b) =>
      b.shape.cx * vector.x +
      b.shape.cy * vector.y -
      (a.shape.cx * vector.x + a.shape.cy * vector.y),
  );
}

/**
 * The best vector for the formation's move: destinations scored, then the best few checked
 * with the engine for how far every unit can really go (terrain, other units, zones of
 * control), the formation keeping one vector so it stays in coherency (1.2.1). `view` holds the
 * units still to make this move; the formation's other units stand where their move took them,
 * and every arrangement is judged whole, with the units the engine would destroy as out of
 * formation at the end of the move (1.7.4). The plan is worked out from the state alone, so a
 * player built afresh for each unit's move (as the host does) carries on the same move.
 */
export function planFormationMove(
  game: GameState,
  s: Situation,
  mind: Mind,
  view: FormationView,
  goal: Point,
  reach: number,
  intent: MoveIntent,
  make: (unitId: string, path: readonly Point[]) => Command,
): FormationPlan & { ranked: Scored[] } {
  const { difficulty } = mind;
  const formationId = view.formation.id;
  const moving = new Set(view.units.map((u) => u.unit.id));
  const moved = placedUnits(game, formationId).filter((u) => !moving.has(u.unit.id));
  const vectors = new Map(
    destinations(game, view, goal, reach, difficulty.directions, intent, moved).map((v) => [
      judgeLabel(view, v),
      v,
    ]),
  );
  // Where the formation's centre ends, the units already moved included.
  const centre = (placed: readonly Placed[]) =>
    centreOf([...moved, ...placed].map((u) => ({ x: u.shape.cx, y: u.shape.cy })));
  // At first sight every unit moves the whole vector.
  const naiveLost = new Map<string, number>();
  const naive = (label: string, v: Point, crossfire: boolean) => {
    const placed = movedUnits(view.units, v);
    let lost = naiveLost.get(label);
    if (lost === undefined)
      naiveLost.set(label, (lost = unitsOutOfFormation(withPlaced(game, placed), formationId)));
    return judge(game, s, view, goal, v, placed, centre(placed), intent, crossfire, lost);
  };
  let first = rank([...vectors].map(([label, v]) => naive(label, v, false)));
  if (difficulty.crossfire) {
    // The hard level looks wider for crossfire (1.11) before checking the best few moves.
    const wide = first
      .slice(0, 10)
      .map((c) => naive(c.label, vectors.get(c.label) ?? { x: 0, y: 0 }, true));
    first = rank([...wide, ...first.slice(10)]);
  }
  const plans = new Map<string, FormationPlan>();
  const scored: Candidate[] = [];
  /** A vector checked with the engine for how far each of `units` can go, the rest staying. */
  const check = (
    units: readonly Placed[],
    v: Point,
    name = (label: string) => label,
    // Blocked vehicles steer round what is in their way (1.7.2, 1.8.4: buildings, friendly
    // vehicles; infantry walks over both) on the formation's first unit's plan; the units after
    // it follow the vectors of what has moved.
    around = moved.length === 0,
    // The corners of the formation's way round what blocks it (route.ts), which its units
    // pass; only for that way, as each unit's own way is a search of the table (asked for
    // every closing-up vector too, it made whole games 1.7 times slower).
    route: readonly Point[] | null = null,
  ) => {
    const plan = feasiblePlan(game, units, v, make, around, reach, route);
    const placed = view.units.map((u) => {
      const path = plan.spots.get(u.unit.id);
      return path ? (movedUnits([u], endStep(u, path))[0] ?? u) : u;
    });
    const at = centre(placed);
    const judged = judge(
      game,
      s,
      view,
      goal,
      plan.vector,
      placed,
      at,
      intent,
      difficulty.crossfire,
      plan.lost,
    );
    const named = { ...judged, label: name(judged.label) };
    plans.set(named.label, plan);
    scored.push(named);
    return plan.lost === 0;
  };
  // The best few (more at higher levels) are checked for how far every unit can go; should
  // each of them lose units out of formation, the next few that looked coherent too.
  let checked = 0;
  let coherent = false;
  // 3.4.1: a hunter seeking a line of fire keeps checking while the next destination looked
  // better than the best move found: seen at first sight, ruins a vehicle may not enter look
  // like a fine firing spot, and the move checked falls far short of it.
  const bestChecked = () =>
    Math.max(
      0,
      ...rank(scored)
        .slice(0, 1)
        .map((c) => c.score),
    );
  const seeking = (c: Scored) =>
    s.hunting &&
    !s.storming &&
    intent === 'advance' &&
    view.range > 0 &&
    c.score > bestChecked() * 1.15;
  for (const c of first) {
    const extra = checked > difficulty.feasible;
    if (
      extra &&
      (checked > difficulty.feasible + MORE ||
        (coherent && (checked > difficulty.feasible + SEEK || !seeking(c))))
    )
      break;
    if (extra && (naiveLost.get(c.label) ?? 1) > 0) continue;
    checked++;
    coherent = check(view.units, vectors.get(c.label) ?? { x: 0, y: 0 }) || coherent;
  }
  // The way round what blocks the straight one, weighed only when every move checked would
  // leave the formation where it stands (Land Raiders parked behind ruins in Korps Grinda found
  // every move refused and stood still all game). Weighed always, it cost the Specialist
  // scenario a third of its wins against greedy: a bent way beat the straight ones on score.
  const stuck = [...plans.values()].every((p) => Math.hypot(p.vector.x, p.vector.y) < 0.5);
  const way =
    intent === 'advance' && stuck && moved.length === 0
      ? routeVector(game, view, goal, reach)
      : null;
  if (way)
    check(
      view.units,
      way.vector,
      (label) => label.replace(/^move/, 'move round'),
      moved.length === 0,
      way.corners,
    );
  // A formation split before it moves (casualties, 1.9.7) closes up: the units out of
  // formation move to the largest chain, the chain stays, and the rest of the move follows.
  const strays = moved.length === 0 && !coherent ? outOfFormation(game, view) : [];
  if (strays.length > 0) {
    const chain = view.units.filter((u) => !strays.includes(u));
    const toChain: Point[] = [];
    closingUp(strays, chain, (to, from, keep) => {
      const d = dist(from, to);
      const l = Math.min(d - keep, reach);
      if (l > 0.5) toChain.push({ x: ((to.x - from.x) / d) * l, y: ((to.y - from.y) / d) * l });
    });
    for (const v of toChain) check(strays, v, (label) => label.replace(/^move/, 'close up'));
  }
  // Units left to move that cannot follow the others by any vector checked (Rhinos parked on
  // the far side of ruins their infantry walked through) would be destroyed as out of formation
  // (1.7.4): each closes up on its own way round, as far as its own speed takes it (1.7).
  if (moved.length > 0 && ![...plans.values()].some((p) => p.lost === 0)) {
    const plan = closeUpEach(game, view.units, moved, make, reach - view.speed);
    if (plan) {
      const placed = view.units.map((u) => {
        const path = plan.spots.get(u.unit.id);
        return path ? (movedUnits([u], endStep(u, path))[0] ?? u) : u;
      });
      const judged = judge(
        game,
        s,
        view,
        goal,
        plan.vector,
        placed,
        centre(placed),
        intent,
        false,
        plan.lost,
      );
      const label = judged.label.replace(/^move/, 'close up round');
      plans.set(label, plan);
      scored.push({ ...judged, label });
    }
  }
  const ranked = rank(scored);
  const best = ranked[0] ? plans.get(ranked[0].label) : undefined;
  return { ...(best ?? standStill(game, formationId)), ranked };
}

/**
 * Each unit still to move closes up on its own (1.2.1): to a spot beside the nearest unit
 * already in place, straight or round what blocks it (route.ts), within its own speed (1.7:
 * each unit moves up to its own speed; `extra` is what the formation's reach leaves off the
 * slowest unit's). Units nearest the others go first, so those behind can close up on them.
 * Null when no unit finds a way.
 */
function closeUpEach(
  game: GameState,
  units: readonly Placed[],
  moved: readonly Placed[],
  make: (unitId: string, path: readonly Point[]) => Command,
  extra: number,
): FormationPlan | null {
  const at = (p: Placed) => ({ x: p.shape.cx, y: p.shape.cy });
  const nearestTo = (u: Placed, among: readonly Placed[]) =>
    among.reduce((a, b) => (dist(at(b), at(u)) < dist(at(a), at(u)) ? b : a));
  const gap = (u: Placed, among: readonly Placed[]) => dist(at(u), at(nearestTo(u, among)));
  let what = game;
  const inPlace = [...moved];
  const spots = new Map<string, readonly Point[]>();
  const left = [...units].sort((a, b) => gap(a, moved) - gap(b, moved));
  let searched = 0;
  while (left.length > 0) {
    left.sort((a, b) => gap(a, inPlace) - gap(b, inPlace));
    const u = left.shift()!;
    const speed = typeof u.sheet.speed === 'number' ? u.sheet.speed : 0;
    const reach = speed + extra;
    // Spots beside the nearest units in place (the nearest may stand where the unit may not
    // go, in ruins), touching them or a little off (1.2.1: within 5cm, measured from the outer edges of bases a
    // rectangle may not fill), the nearest to the unit first.
    const near = [...inPlace].sort((a, b) => dist(at(a), at(u)) - dist(at(b), at(u))).slice(0, 4);
    const spotsNear = near
      .flatMap((m) =>
        [0.5, 2.5].flatMap((gapCm) => {
          const r = u.shape.outerRadius + m.shape.outerRadius + gapCm;
          return Array.from({ length: 12 }, (_, k) => {
            const a = (Math.PI * k) / 6;
            return { x: m.shape.cx + Math.cos(a) * r, y: m.shape.cy + Math.sin(a) * r };
          });
        }),
      )
      .filter((p) => dist(p, at(u)) <= reach)
      .sort((p, q) => dist(p, at(u)) - dist(q, at(u)));
    const straight = spotsNear
      .slice(0, STRAIGHT_TRIES)
      .find((to) => safeMove(what, make(u.unit.id, [to])));
    let path: Point[] | null = straight ? [straight] : null;
    // Else round what blocks the way, a few searches at most (each is a search of the table).
    for (const to of path ? [] : spotsNear.slice(0, Math.max(0, ROUTE_TRIES - searched))) {
      searched++;
      const way = routeAround(what, u, to, reach);
      const end = way?.[way.length - 1];
      // The way may be longer than the unit's move: it will do if it ends within coherency
      // of a unit in place all the same (1.2.1: 5cm).
      const joins =
        end &&
        inPlace.some(
          (m) => dist(end, at(m)) - u.shape.outerRadius - m.shape.outerRadius < COHERENT - 2.5,
        );
      if (way && end && joins && safeMove(what, make(u.unit.id, way))) {
        path = way;
        break;
      }
    }
    if (!path) continue;
    spots.set(u.unit.id, path);
    const placed = movedUnits([u], endStep(u, path));
    what = withPlaced(what, placed);
    inPlace.push(...placed);
  }
  if (spots.size === 0) return null;
  const first = spots.values().next().value!;
  const lead = units.find((u) => spots.get(u.unit.id) === first)!;
  // Only the first unit's spot: the others closed up on it, so they move after it (the next
  // decision plans them afresh from where it stands).
  return {
    vector: endStep(lead, first),
    spots: new Map([[lead.unit.id, first]]),
    lost: unitsOutOfFormation(what, units[0]!.unit.formationId),
  };
}

/** The formation's units the engine would now find out of formation (1.7.4's suggestion). */
function outOfFormation(game: GameState, view: FormationView): Placed[] {
  const strays = new Set(checkFormationCoherency(game, view.formation.id).suggested);
  return view.units.filter((u) => strays.has(u.unit.id));
}

const judgeLabel = (view: FormationView, v: Point) =>
  `move ${view.formation.id} by (${v.x.toFixed(1)}, ${v.y.toFixed(1)})`;

/** A formation's move: the vector and where each unit that moves ends (the others stay). */
export interface FormationPlan {
  readonly vector: Point;
  /** Each moving unit's path (waypoints, ending at its spot). */
  readonly spots: ReadonlyMap<string, readonly Point[]>;
  /** Units the engine would destroy as out of formation once the move ends so (1.7.4). */
  readonly lost: number;
}

/** No unit moves (any more): the formation ends the move as it stands. */
function standStill(game: GameState, formationId: string): FormationPlan {
  return { vector: { x: 0, y: 0 }, spots: new Map(), lost: unitsOutOfFormation(game, formationId) };
}

/**
 * Whether the engine would accept the move and it enters no dangerous terrain (1.8.1: a test
 * on entering, lost on a 1); starting in it calls for a test whatever the move.
 */
export function safeMove(game: GameState, command: Command): boolean {
  const known = verdicts.get(command);
  if ((known === undefined ? validateCommand(game, command) : known) !== null) return false;
  if (command.type !== 'move.unit' && command.type !== 'withdrawal.move') return true;
  const request = moveRequestFrom(game, command);
  if (!request) return false;
  const prepared = prepareMove(game, request, {
    kind: command.type === 'move.unit' ? 'normal' : 'withdrawal',
  });
  if ('code' in prepared) return false;
  return !dangerousTerrainTests(game, datasheetOf(game, prepared.unit), prepared.geom).some(
    (t) => t.cause !== 'start',
  );
}

/**
 * Moves made as a driver would: a vehicle whose turn in place would swing it into impassable
 * terrain (parked against a building) backs or slides away with its facing kept (1.7: units
 * turn freely as they move; the engine's 'keep-facing' orientation), where the engine accepts
 * that and refuses the nose-first move.
 */
export function backingAway(
  game: GameState,
  make: (unitId: string, path: readonly Point[]) => Command,
): (unitId: string, path: readonly Point[]) => Command {
  // Only a unit with impassable terrain within its turning circle can be stopped by its turn.
  const hemmed = new Map<string, boolean>();
  const turnMayBlock = (unitId: string) => {
    let known = hemmed.get(unitId);
    if (known === undefined) {
      const unit = game.units[unitId];
      const sheet = unit && datasheetOf(game, unit);
      const mover = sheet && terrainMoverOf(sheet);
      const fp = sheet?.footprint;
      const at = unit?.position;
      const r = !fp
        ? 0
        : fp.shape === 'circle'
          ? fp.diameter / 2
          : Math.hypot(fp.width, fp.length) / 2;
      known =
        !!mover &&
        !!at &&
        featuresWithEffect(game, mover, 'impassable', {
          minX: at.x - r - 0.5,
          minY: at.y - r - 0.5,
          maxX: at.x + r + 0.5,
          maxY: at.y + r + 0.5,
        }).length > 0;
      hemmed.set(unitId, known);
    }
    return known;
  };
  return (unitId, path) => {
    const command = make(unitId, path);
    if (
      !('path' in command) ||
      !('unitId' in command) ||
      command.orientation !== undefined ||
      !turnMayBlock(unitId)
    )
      return command;
    const refusal = validateCommand(game, command);
    if (refusal?.code !== 'move/impassable') return judged(command, refusal);
    const slid = { ...command, orientation: 'keep-facing' as const };
    const slidRefusal = validateCommand(game, slid);
    return slidRefusal === null ? judged(slid, null) : judged(command, refusal);
  };
}

/** The engine's verdict on commands already asked about (by backingAway), so safeMove does not
 * ask again: each is a fresh object, judged on the state of this decision. */
const verdicts = new WeakMap<Command, Refusal | null>();
function judged(command: Command, refusal: Refusal | null): Command {
  verdicts.set(command, refusal);
  return command;
}

/**
 * A path for one unit to its spot: straight, else around whatever is in the way (terrain,
 * other units, a zone of control) through a waypoint to either side of the straight line.
 */
function pathTo(
  game: GameState,
  u: Placed,
  step: Point,
  make: (unitId: string, path: readonly Point[]) => Command,
  detour: boolean,
): Point[] | null {
  const to = { x: u.shape.cx + step.x, y: u.shape.cy + step.y };
  if (safeMove(game, make(u.unit.id, [to]))) return [to];
  const length = Math.hypot(step.x, step.y);
  if (!detour || length < 1) return null;
  const nx = -step.y / length;
  const ny = step.x / length;
  for (const off of [3, -3, 6, -6]) {
    const via = { x: u.shape.cx + step.x / 2 + nx * off, y: u.shape.cy + step.y / 2 + ny * off };
    if (safeMove(game, make(u.unit.id, [via, to]))) return [via, to];
  }
  return null;
}

/**
 * The unit's way to the end of the step round what blocks it, within its move: by the corners of
 * the formation's way (route.ts), else by its own.
 */
function routed(
  game: GameState,
  u: Placed,
  step: Point,
  make: (unitId: string, path: readonly Point[]) => Command,
  reach: number,
  corners: readonly Point[],
): Point[] | null {
  const to = { x: u.shape.cx + step.x, y: u.shape.cy + step.y };
  const shared = cutAt({ x: u.shape.cx, y: u.shape.cy }, [...corners, to], reach);
  if (shared.length > 0 && safeMove(game, make(u.unit.id, shared))) return shared;
  const own = routeAround(game, u, to, reach);
  return own && safeMove(game, make(u.unit.id, own)) ? own : null;
}

/** The step from a unit's place to the end of its path. */
export function endStep(u: Placed, path: readonly Point[]): Point {
  const end = path[path.length - 1]!;
  return { x: end.x - u.shape.cx, y: end.y - u.shape.cy };
}

/**
 * A unit blocked on the formation's way (a building, a friendly vehicle it may not cross, 1.7.2,
 * 1.8.4) goes round it as a player would: sideways first and then on, else the step turned
 * aside or shortened; the formation's coherency is judged afterwards with the unit where it ends.
 */
function aroundTo(
  game: GameState,
  u: Placed,
  step: Point,
  make: (unitId: string, path: readonly Point[]) => Command,
): Point[] | null {
  const length = Math.hypot(step.x, step.y);
  if (length < 1) return null;
  const target = { x: u.shape.cx + step.x, y: u.shape.cy + step.y };
  // Sideways first, then on towards the spot with what is left of the move.
  for (const off of [8, -8, 13, -13]) {
    const via = {
      x: u.shape.cx + (-step.y / length) * off + (step.x / length) * 2,
      y: u.shape.cy + (step.x / length) * off + (step.y / length) * 2,
    };
    const left = length - Math.hypot(via.x - u.shape.cx, via.y - u.shape.cy);
    const d = Math.hypot(target.x - via.x, target.y - via.y);
    if (left < 2 || d < 0.5) continue;
    const k = Math.min(1, left / d) * 0.98;
    const to = { x: via.x + (target.x - via.x) * k, y: via.y + (target.y - via.y) * k };
    if (safeMove(game, make(u.unit.id, [via, to]))) return [via, to];
  }
  for (const turn of [0.5, -0.5, 1, -1, 1.5, -1.5])
    for (const g of [1, 0.6]) {
      const c = Math.cos(turn);
      const sn = Math.sin(turn);
      const v = { x: (step.x * c - step.y * sn) * g, y: (step.x * sn + step.y * c) * g };
      const end = { x: u.shape.cx + v.x, y: u.shape.cy + v.y };
      if (safeMove(game, make(u.unit.id, [end]))) return [end];
    }
  return null;
}

/**
 * The largest share of the vector the formation's units can move, asked of the engine one unit
 * after the other on a what-if state where the units before it have moved (front units first,
 * so they clear the way). Each share is judged by the whole formation as it would end the
 * move, units already moved and units left behind included: the fewest units out of formation
 * first (1.2.1, 1.7.4: they are destroyed), then the most ground covered. So when a zone of
 * control, terrain or another unit cuts one unit's move short, the others go no farther than
 * the formation can follow.
 */
function feasiblePlan(
  game: GameState,
  units: readonly Placed[],
  vector: Point,
  make: (unitId: string, path: readonly Point[]) => Command,
  around = false,
  reach = Math.hypot(vector.x, vector.y),
  route: readonly Point[] | null = null,
): FormationPlan {
  if (units.length === 0) return { vector: { x: 0, y: 0 }, spots: new Map(), lost: 0 };
  const formationId = units[0]!.unit.formationId;
  const none = standStill(game, formationId);
  if (Math.hypot(vector.x, vector.y) < 0.5) return none;
  let best = { plan: none, value: 0 };
  for (const f of FRACTIONS) {
    const step = { x: vector.x * f, y: vector.y * f };
    let what = game;
    const spots = new Map<string, readonly Point[]>();
    for (const u of frontFirst(units, vector)) {
      const path =
        pathTo(what, u, step, make, f >= 0.75) ??
        (around && u.sheet.type !== 'INF' ? aroundTo(what, u, step, make) : null) ??
        (route && f >= 0.75 ? routed(what, u, step, make, reach, route) : null);
      if (!path) continue;
      spots.set(u.unit.id, path);
      what = withPlaced(what, movedUnits([u], endStep(u, path)));
    }
    if (spots.size === 0) continue;
    const plan = { vector: step, spots, lost: unitsOutOfFormation(what, formationId) };
    if (spots.size === units.length && plan.lost === 0) return plan;
    const value = spots.size === units.length ? f : (f * spots.size) / units.length / 2;
    if (plan.lost < best.plan.lost || (plan.lost === best.plan.lost && value > best.value))
      best = { plan, value };
  }
  return best.plan;
}

/**
 * The next unit's part of a planned formation move: its planned spot; should the engine refuse
 * it after all, a shorter or turned version keeping the formation in coherency with the other
 * units where the plan puts them; else nothing (the unit stays). Each unit is tried once.
 */
export function nextUnitMove(
  game: GameState,
  units: readonly Placed[],
  plan: FormationPlan,
  tried: Set<string>,
  make: (unitId: string, path: readonly Point[]) => Command,
): Command | null {
  const { vector, spots } = plan;
  const order = frontFirst(units, vector);
  for (const u of order) {
    if (tried.has(u.unit.id)) continue;
    tried.add(u.unit.id);
    const spot = spots.get(u.unit.id);
    if (!spot) continue;
    const planned = make(u.unit.id, spot);
    if (safeMove(game, planned)) return planned;
    const others = order.filter((w) => w !== u && !tried.has(w.unit.id) && spots.has(w.unit.id));
    const where = withPlaced(
      game,
      others.flatMap((w) => movedUnits([w], endStep(w, spots.get(w.unit.id)!))),
    );
    for (const turn of [0, 0.35, -0.35]) {
      const c = Math.cos(turn);
      const sn = Math.sin(turn);
      const v = { x: vector.x * c - vector.y * sn, y: vector.x * sn + vector.y * c };
      for (const g of FRACTIONS) {
        const step = { x: v.x * g, y: v.y * g };
        const command = make(u.unit.id, [{ x: u.shape.cx + step.x, y: u.shape.cy + step.y }]);
        if (!safeMove(game, command)) continue;
        const after = withPlaced(where, movedUnits([u], step));
        if (unitsOutOfFormation(after, u.unit.formationId) === 0) return command;
      }
    }
  }
  return null;
}
