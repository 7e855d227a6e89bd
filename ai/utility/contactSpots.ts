import type { Point } from '../../engine/kernel/geometry/types';
import { shapeDistance } from '../../engine/kernel/geometry';
import type { UnitDatasheet } from '../../engine/netea/data/schema/unit';
import type { GameState, UnitState } from '../../engine/netea/state/schema';
import { unitShape, unitShapeAt } from '../../engine/netea/rules/1.2-formations/battlefield';

/**
 * 1.12.3: the places where a charging unit's base just touches a defender's, for bases of any
 * shape and size (a bunker's or a war engine's as well as a trooper's): along the way straight
 * from the charger, then round the defender every 45°, the gap halved until the bases touch.
 * Only places within `reach` of `from` are given, nearest first; the engine judges each charge.
 */
export function contactSpots(
  game: GameState,
  sheet: UnitDatasheet,
  facing: number,
  from: Point,
  target: UnitState,
  reach: number,
): Point[] {
  const theirs = unitShape(game, target);
  const centre = target.position;
  if (!theirs || !centre) return [];
  const probe = unitShapeAt(sheet, centre, facing);
  if (!probe) return [];
  const far = theirs.outerRadius + probe.outerRadius + 1;
  const straight = Math.atan2(from.y - centre.y, from.x - centre.x);
  const angles = [
    straight,
    ...Array.from({ length: 8 }, (_, k) => straight + ((k + 1) * Math.PI) / 4),
  ];
  const out: Point[] = [];
  for (const a of angles) {
    const at = (r: number) => ({ x: centre.x + Math.cos(a) * r, y: centre.y + Math.sin(a) * r });
    const apart = (r: number) => {
      const shape = unitShapeAt(sheet, at(r), facing);
      return shape !== null && shapeDistance(shape, theirs) > 0;
    };
    if (!apart(far)) continue;
    let lo = 0;
    let hi = far;
    // Twenty halvings: the gap left is far below the base-contact tolerance.
    for (let i = 0; i < 20; i++) {
      const mid = (lo + hi) / 2;
      if (apart(mid)) hi = mid;
      else lo = mid;
    }
    const p = at(hi);
    if (Math.hypot(p.x - from.x, p.y - from.y) <= reach - 0.05) out.push(p);
  }
  return out.sort(
    (a, b) => Math.hypot(a.x - from.x, a.y - from.y) - Math.hypot(b.x - from.x, b.y - from.y),
  );
}
