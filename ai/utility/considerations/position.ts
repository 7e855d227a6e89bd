import type { Point } from '../../../engine/kernel/geometry';
import { unitShapeAt } from '../../../engine/netea/rules/1.2-formations/battlefield';
import { checkFormationCoherency } from '../../../engine/netea/rules/1.2-formations/coherency';
import { terrainCover } from '../../../engine/netea/rules/1.8-terrain/cover';
import {
  CROSSFIRE_GAP,
  CROSSFIRE_RANGE,
  findCrossfire,
} from '../../../engine/netea/rules/1.11-crossfire/crossfire';
import { lineOfFireBetween, type Placed } from '../../../engine/netea/rules/1.9-shooting/geometry';
import { shapeDistance } from '../../../engine/kernel/geometry';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';
import { inverse, linear, piecewise } from '../curves';
import { dist, type FormationView, type Situation } from '../situation';

/** A formation's units as they would stand after moving by `vector` (a what-if, no dice). */
export function movedUnits(units: readonly Placed[], vector: Point): Placed[] {
  const out: Placed[] = [];
  for (const p of units) {
    const position = { x: p.shape.cx + vector.x, y: p.shape.cy + vector.y };
    const shape = unitShapeAt(p.sheet, position, p.unit.facing);
    if (shape) out.push({ unit: { ...p.unit, position }, sheet: p.sheet, shape });
  }
  return out;
}

/** The state with some units standing elsewhere: for the engine's geometry rules only. */
export function withPlaced(game: GameState, placed: readonly Placed[]): GameState {
  const units: Record<string, UnitState> = { ...game.units };
  for (const p of placed) units[p.unit.id] = p.unit;
  return { ...game, units };
}

/**
 * How many of a formation's units the engine would destroy as out of formation (1.2.1, 1.7.4)
 * were the move to end with the formation standing as in `what`: the units outside its largest
 * chain, asked of the engine's own coherency rule, the one `move.end` applies.
 */
export function unitsOutOfFormation(what: GameState, formationId: string): number {
  return checkFormationCoherency(what, formationId).suggested.length;
}

/**
 * unitsLostOutOfFormation: a unit lost for nothing is about as bad as a move gets, so one lost
 * leaves little of the score; not 0, so that where every move loses units the least bad wins.
 */
export const unitsLostOutOfFormationCurve = piecewise([
  [0, 1],
  [1, 0.12],
  [2, 0.04],
  [4, 0.01],
]);

/**
 * objectiveControl: units within capture range (15cm) of the objective hold it (1.14.2), so
 * standing on the goal spot is worth far more than standing near it.
 */
export const objectiveControlCurve = piecewise([
  [4, 1],
  [10, 0.92],
  [18, 0.5],
  [40, 0.3],
  [110, 0.05],
]);

/** objectiveControl of a formation whose centre is `at`, heading for `goal`. */
export function objectiveControl(at: Point, goal: Point): number {
  return objectiveControlCurve(dist(at, goal));
}

/** cover: the share of the formation's units that would stand in cover (1.8.2, 1.8.3). */
export function coverShare(game: GameState, placed: readonly Placed[]): number {
  if (placed.length === 0) return 0;
  let n = 0;
  for (const p of placed) if (terrainCover(game, p).inCover) n++;
  return n / placed.length;
}

/**
 * How many enemy guns could reach a point: enemy units of unbroken formations whose longest
 * weapon reaches it, counting one more move for formations yet to act this turn.
 */
export function exposure(s: Situation, at: Point): number {
  let n = 0;
  for (const v of s.theirs) {
    if (v.formation.broken || v.range === 0) continue;
    const reach = v.range + (v.formation.activated ? 0 : v.speed);
    for (const u of v.units) if (dist({ x: u.shape.cx, y: u.shape.cy }, at) <= reach) n++;
  }
  return n;
}

/** outOfEnemyRange: fewer enemy guns in reach is better; a dozen is as bad as it gets. */
export const outOfEnemyRangeCurve = inverse(linear(0, 0, 14, 0.85));

/**
 * assaultRisk: enemy units able to charge the point this turn (their speed plus the 15cm of a
 * firefight, 1.12), weighted by how well they fight in close combat.
 */
export function assaultThreat(s: Situation, at: Point): number {
  let n = 0;
  for (const v of s.theirs) {
    if (v.formation.broken || v.formation.activated) continue;
    for (const u of v.units) {
      const speed = typeof u.sheet.speed === 'number' ? u.sheet.speed : 0;
      const cc = typeof u.sheet.cc === 'number' ? u.sheet.cc : 6;
      if (dist({ x: u.shape.cx, y: u.shape.cy }, at) <= speed + 5) n += (7 - cc) / 3;
    }
  }
  return n;
}
export const assaultRiskCurve = inverse(linear(0, 0, 12, 0.8));

/**
 * crossfireRisk (1.11): would any pair of enemy formations have a crossfire line over the
 * formation standing there? Asked of the engine's own crossfire rule on the what-if state.
 */
export function crossfireLines(game: GameState, s: Situation, placed: readonly Placed[]): number {
  const what = withPlaced(game, placed);
  const formationId = placed[0]?.unit.formationId;
  if (!formationId) return 0;
  let n = 0;
  for (const v of s.theirs) {
    if (v.formation.broken || v.range === 0) continue;
    const near = placed.some((p) =>
      v.units.some((u) => dist({ x: u.shape.cx, y: u.shape.cy }, p.unit.position!) <= v.range),
    );
    if (near && mayCrossfire(s, v, placed) && findCrossfire(what, v.formation.id, formationId)) n++;
  }
  return n;
}
/** A quick look before the engine's crossfire rule: is there a unit of another enemy formation
 * within 45cm of one of `v`'s units, with one of ours near the line between them? */
function mayCrossfire(s: Situation, v: FormationView, placed: readonly Placed[]): boolean {
  for (const w of s.theirs) {
    if (w === v || w.formation.broken) continue;
    for (const a of v.units)
      for (const b of w.units) {
        const ax = a.shape.cx;
        const ay = a.shape.cy;
        const dx = b.shape.cx - ax;
        const dy = b.shape.cy - ay;
        const len2 = dx * dx + dy * dy;
        if (len2 > (CROSSFIRE_RANGE + 6) ** 2 || len2 === 0) continue;
        for (const p of placed) {
          const t = Math.max(
            0,
            Math.min(1, ((p.shape.cx - ax) * dx + (p.shape.cy - ay) * dy) / len2),
          );
          const ex = ax + t * dx - p.shape.cx;
          const ey = ay + t * dy - p.shape.cy;
          if (ex * ex + ey * ey <= (p.shape.outerRadius + CROSSFIRE_GAP + 3) ** 2) return true;
        }
      }
  }
  return false;
}

export const crossfireRiskCurve = inverse(linear(0, 0, 2, 0.9));

/** withdrawAway: the farther from the nearest enemy unit, the safer (1.13.3: 15cm or die). */
export function nearestEnemyDistance(s: Situation, at: Point): number {
  let best = Infinity;
  for (const u of s.enemyUnits) best = Math.min(best, dist({ x: u.shape.cx, y: u.shape.cy }, at));
  return best;
}
export const withdrawAwayCurve = linear(5, 0.02, 40, 1);

/** The formation's spread, to keep formations from straggling. */
export function spread(view: FormationView): number {
  return view.units.reduce(
    (m, u) => Math.max(m, dist({ x: u.shape.cx, y: u.shape.cy }, view.centre)),
    0,
  );
}

/**
 * The share of a formation's units, standing at `placed`, that could shoot at the quarry
 * (3.4.1: the formations the victory asks me to destroy): within `range` of a unit of it and
 * with a clear line of fire (1.9.2: ruins, woods and war engines block it). A hunter whose guns
 * stand behind ruins with the quarry in range is not where it wants to be.
 */
export function quarrySightShare(
  game: GameState,
  s: Situation,
  placed: readonly Placed[],
  range: number,
): number {
  if (placed.length === 0 || range === 0) return 0;
  const prey = s.theirs.filter((t) => s.quarry.has(t.formation.id)).flatMap((t) => t.units);
  if (prey.length === 0) return 0;
  const what = withPlaced(game, placed);
  let seeing = 0;
  for (const u of placed) {
    const sees = prey.some(
      (e) => shapeDistance(u.shape, e.shape) <= range && lineOfFireBetween(what, u, e).clear,
    );
    if (sees) seeing++;
  }
  return seeing / placed.length;
}

/** quarryInSight: a hunter's move is worth far more where its guns see the quarry. */
export const quarryInSightCurve = linear(0, 0.35, 1, 1);
