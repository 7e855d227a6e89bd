import {
  featuresAtPoint,
  featuresInBox,
  GEOMETRY_EPSILON,
  pointInRing,
  pointRingDistance,
  type IndexedFeature,
  type Point,
  type Ring,
} from '../../../kernel/geometry';
import type { GameState, UnitState } from '../../state/schema';
import { terrainIndexOf } from '../1.2-formations/battlefield';

/**
 * 1.8.4 Roads. A unit is "on a road" when the centre of its base is on a road feature: roads
 * are narrower than many bases, and the centre is what a player measures a move from. A move
 * is "spent wholly on a road" when the centre's whole path stays on road features (their union:
 * a junction of two road pieces is still road).
 */

function roadRings(
  state: GameState,
  box: { minX: number; minY: number; maxX: number; maxY: number },
) {
  const index = terrainIndexOf(state);
  return featuresInBox(index, box)
    .map((i) => index.features[i] as IndexedFeature)
    .filter((f) => f.feature.type === 'road');
}

function onSomeRing(rings: readonly Ring[], x: number, y: number): boolean {
  return rings.some((r) => pointInRing(r, x, y) || pointRingDistance(r, x, y) <= GEOMETRY_EPSILON);
}

/** Parameters (0..1) where segment a->b crosses the ring's outline. */
function crossings(ring: Ring, a: Point, b: Point, out: number[]): void {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (let i = 0, j = ring.n - 1; i < ring.n; j = i++) {
    const px = ring.xs[j] as number;
    const py = ring.ys[j] as number;
    const ex = (ring.xs[i] as number) - px;
    const ey = (ring.ys[i] as number) - py;
    const denom = dx * ey - dy * ex;
    if (denom === 0) continue;
    const t = ((px - a.x) * ey - (py - a.y) * ex) / denom;
    const u = ((px - a.x) * dy - (py - a.y) * dx) / denom;
    if (t > 0 && t < 1 && u >= 0 && u <= 1) out.push(t);
  }
}

/** Whether the point is on a road feature. */
export function pointOnRoad(state: GameState, at: Point): boolean {
  const index = terrainIndexOf(state);
  return featuresAtPoint(index, at).some(
    (i) => (index.features[i] as IndexedFeature).feature.type === 'road',
  );
}

/** Whether a path (of the centre) stays on roads from end to end (1.8.4 road bonus, road march). */
export function pathOnRoad(state: GameState, path: readonly Point[]): boolean {
  if (path.length === 0) return false;
  const xs = path.map((p) => p.x);
  const ys = path.map((p) => p.y);
  const box = {
    minX: Math.min(...xs),
    minY: Math.min(...ys),
    maxX: Math.max(...xs),
    maxY: Math.max(...ys),
  };
  const rings = roadRings(state, box);
  const first = path[0] as Point;
  if (!onSomeRing(rings, first.x, first.y)) return false;
  for (let k = 1; k < path.length; k++) {
    const a = path[k - 1] as Point;
    const b = path[k] as Point;
    const ts = [0, 1];
    for (const r of rings) crossings(r, a, b, ts);
    ts.sort((p, q) => p - q);
    for (let i = 0; i < ts.length; i++) {
      const t1 = ts[i] as number;
      const t0 = i > 0 ? (ts[i - 1] as number) : t1;
      // Each stretch between crossings is wholly on or off road: test its midpoint and ends.
      const tm = (t0 + t1) / 2;
      for (const t of [tm, t1]) {
        if (!onSomeRing(rings, a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)) return false;
      }
    }
  }
  return true;
}

/** Whether a unit on the table stands on a road (its centre, see above). */
export function unitOnRoad(state: GameState, unit: UnitState): boolean {
  return unit.status === 'deployed' && unit.position !== null && pointOnRoad(state, unit.position);
}

/**
 * 1.8.4: a formation may declare a road march when all of its units are on a road at the start
 * of its action. Embarked units travel in their transport and count by it.
 */
export function canRoadMarch(state: GameState, formationId: string): boolean {
  const formation = state.formations[formationId];
  if (!formation) return false;
  let any = false;
  for (const id of formation.unitIds) {
    const unit = state.units[id];
    if (!unit || unit.status === 'destroyed' || unit.status === 'embarked') continue;
    if (!unitOnRoad(state, unit)) return false;
    any = true;
  }
  return any;
}
