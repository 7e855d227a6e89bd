import { isEnemy } from '../1.2-formations/sides';
import {
  segmentLengthInShape,
  shapeVertices,
  type Point,
  type Shape,
} from '../../../kernel/geometry';
import type { GameState } from '../../state/schema';
import { aloft } from '../4.1-4.2-aircraft/aerospace';
import type { Placed } from '../1.9-shooting/geometry';
import { lineOfFireBetween, placedUnits } from '../1.9-shooting/geometry';

export const CROSSFIRE_RANGE = 45;
/** Two target units have a "gap between" them when within coherency (5cm) of each other. */
export const CROSSFIRE_GAP = 5;

export interface CrossfireLine {
  readonly fromUnitId: string;
  readonly toUnitId: string;
  readonly from: Point;
  readonly to: Point;
}

function orient(a: Point, b: Point, c: Point) {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}
function crosses(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = orient(c, d, a);
  const d2 = orient(c, d, b);
  const d3 = orient(a, b, c);
  const d4 = orient(a, b, d);
  return d1 * d2 <= 0 && d3 * d4 <= 0;
}
const points = (s: Shape): Point[] => [{ x: s.cx, y: s.cy }, ...shapeVertices(s)];

/**
 * 1.11 Crossfire: a straight line up to 45cm from a unit of the shooting formation to a unit of
 * another friendly formation (not broken, not on a march action) that has a line of fire to a
 * target unit (FAQ: no weapon needed), crossing a target unit or the gap between two target
 * units. Lines are tried between the centres and corners of the two bases. Shooting units need
 * a line of fire to the target formation (FAQ), not to the friendly unit. Returns the first
 * line found, or null.
 */
export function findCrossfire(
  state: GameState,
  formationId: string,
  targetFormationId: string,
): CrossfireLine | null {
  const side = state.formations[formationId]?.side;
  const targets = placedUnits(state, targetFormationId);
  // 4.2.2: the crossfire rule does not apply to aircraft attacks.
  if (side === undefined || targets.length === 0 || aloft(state, formationId)) return null;
  const sees = (p: Placed) => targets.some((t) => lineOfFireBetween(state, p, t).clear);
  const shooters = placedUnits(state, formationId).filter(sees);
  const friends: Placed[] = [];
  for (const f of Object.values(state.formations)) {
    // Seed 001 5.3.11.2: a team-mate's formation is friendly and may give the crossfire.
    if (isEnemy(state, side, f.side) || f.id === formationId || f.broken || f.action === 'march')
      continue;
    // 4.1.1: aircraft in the air give no crossfire.
    if (aloft(state, f.id)) continue;
    friends.push(...placedUnits(state, f.id).filter(sees));
  }
  const gaps: [Point, Point][] = [];
  for (let i = 0; i < targets.length; i++)
    for (let j = i + 1; j < targets.length; j++) {
      const a = targets[i] as Placed;
      const b = targets[j] as Placed;
      if (
        Math.hypot(a.shape.cx - b.shape.cx, a.shape.cy - b.shape.cy) -
          a.shape.outerRadius -
          b.shape.outerRadius <=
        CROSSFIRE_GAP
      )
        gaps.push([
          { x: a.shape.cx, y: a.shape.cy },
          { x: b.shape.cx, y: b.shape.cy },
        ]);
    }
  for (const s of shooters)
    for (const f of friends)
      for (const a of points(s.shape))
        for (const b of points(f.shape)) {
          if (Math.hypot(a.x - b.x, a.y - b.y) > CROSSFIRE_RANGE) continue;
          const overTarget = targets.some(
            (t) => segmentLengthInShape(t.shape, a.x, a.y, b.x, b.y) > 0,
          );
          if (overTarget || gaps.some(([c, d]) => crosses(a, b, c, d)))
            return { fromUnitId: s.unit.id, toUnitId: f.unit.id, from: a, to: b };
        }
  return null;
}
