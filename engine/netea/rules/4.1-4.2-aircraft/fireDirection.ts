import { footprintShape } from '../../../kernel/geometry/shapes';
import type { Point } from '../../../kernel/geometry/types';
import type { GameState } from '../../state/schema';
import type { Placed } from '../1.9-shooting/geometry';
import { finalHeading } from './approach';

/**
 * 4.2.2 FAQ: "Can an aircraft end its approach move in the middle of an enemy formation in order to
 * ensure a specific target is allocated hits before other models? No, if an aircraft ends its
 * approach move in this manner then assume the fire is coming from the direction of the approach
 * move." For the closest-first allocation (1.9.6) the attacking aircraft are moved back along
 * their last heading until every target lies ahead of them; aircraft that stopped short of the
 * target formation are left where they are. Ranges are still measured from where they stand.
 */
export function firingFrom(
  state: GameState,
  formationId: string,
  attackers: readonly Placed[],
  targets: readonly Placed[],
): Placed[] {
  const path = state.aircraft?.flights[formationId]?.path;
  if (!path || path.length < 2 || attackers.length === 0 || targets.length === 0)
    return [...attackers];
  const r = (finalHeading(path) * Math.PI) / 180;
  const ahead = { x: Math.cos(r), y: Math.sin(r) };
  const along = (p: Point, from: Point) => (p.x - from.x) * ahead.x + (p.y - from.y) * ahead.y;
  // How far the furthest target lies behind (or alongside) any attacking aircraft's rear.
  let back = 0;
  for (const a of attackers) {
    const at = a.unit.position;
    if (!at) continue;
    const centre = (s: Placed['shape']): Point => ({ x: s.cx, y: s.cy });
    // Bounding circles: a little more room than needed, never less.
    const rear = along(centre(a.shape), at) - a.shape.outerRadius;
    for (const t of targets)
      back = Math.max(back, rear - (along(centre(t.shape), at) - t.shape.outerRadius));
  }
  if (back <= 0) return [...attackers];
  return attackers.map((a) => {
    const at = a.unit.position;
    const fp = a.sheet.footprint;
    if (!at || !fp) return a;
    const from = { x: at.x - ahead.x * back, y: at.y - ahead.y * back };
    return { ...a, shape: footprintShape(fp, from, a.unit.facing) };
  });
}
