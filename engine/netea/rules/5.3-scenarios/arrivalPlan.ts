import type { Command, Side } from '../../commands/schema';
import type { Point } from '../../../kernel/geometry';
import type { FormationState, GameState } from '../../state/schema';
import { liveUnits } from '../1.2-formations/formations';
import { arrivalStrip } from './arrivalOrder';
import { arrivalChecker } from './arrivals';

/**
 * Seed 001 5.3.2: a formation's arrival laid out for a player (the person's chosen point, or the
 * computer's) — not a rule, a helper that only proposes commands the rule then checks. Given a point
 * along its own table edge, the units are set down one by one as close to that point as they
 * fit, facing into the table; null when the formation finds no room there.
 */
export function arrivalCommand(
  game: GameState,
  side: Side,
  formation: FormationState,
  along: number,
): Command | null {
  const strip = arrivalStrip(game, side);
  if (!strip) return null;
  const xs = strip.map((p) => p.x);
  const ys = strip.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const horizontal = x1 - x0 >= y1 - y0;
  const centre = { x: game.table.width / 2, y: game.table.height / 2 };
  // The edge itself: the strip's side on the table's border.
  const atEdge = (inset: number, offset: number): Point =>
    horizontal
      ? { x: along + offset, y: y0 <= 0 ? inset : game.table.height - inset }
      : { x: x0 <= 0 ? inset : game.table.width - inset, y: along + offset };
  const offsets = Array.from({ length: 61 }, (_, i) => (i % 2 === 0 ? i / 2 : -(i + 1) / 2) * 1.5);
  const placements: { unitId: string; position: Point; facing: number }[] = [];
  // Each try is judged with the units placed so far standing, as the rule judges the whole list.
  const checker = arrivalChecker(game, side, formation);
  for (const unit of liveUnits(game, formation)) {
    let found = false;
    for (const inset of [2.5, 4, 6])
      for (const offset of offsets) {
        if (found) break;
        const position = atEdge(inset, offset);
        const facing =
          ((Math.atan2(centre.y - position.y, centre.x - position.x) * 180) / Math.PI + 360) % 360;
        const tried = { unitId: unit.id, position, facing };
        if (checker.accept(tried) === null) {
          placements.push(tried);
          found = true;
        }
      }
    if (!found) return null;
  }
  return placements.length > 0
    ? { type: 'escalation.arrive', side, formationId: formation.id, placements }
    : null;
}

/** The length of the side's own table edge (for choosing a point along it). */
export function edgeLength(game: GameState, side: Side): number {
  const strip = arrivalStrip(game, side);
  if (!strip) return game.table.width;
  const xs = strip.map((p) => p.x);
  const ys = strip.map((p) => p.y);
  return Math.max(...xs) - Math.min(...xs) >= Math.max(...ys) - Math.min(...ys)
    ? game.table.width
    : game.table.height;
}
