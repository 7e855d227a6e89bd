import type { Command, Side } from '../../commands/schema';
import { shapesWithin, type Shape } from '../../../kernel/geometry';
import type { GameState } from '../../state/schema';
import { datasheetOf, unitShapeAt } from '../1.2-formations/battlefield';
import { liveUnits } from '../1.2-formations/formations';
import { withUnits } from '../1.2-formations/unitUpdates';
import {
  ambushEnter,
  convoyPlacementsRefusal,
  CONVOY_CHAIN,
  marchDistance,
  nextInConvoy,
} from './ambushEntry';
import { roadBand } from './ambushRoad';

/**
 * Seed 001 5.3.7: a legal march onto the road for the convoy's next formation, worked out for a
 * player who names only how far short of its full march it stops (the person's panel, the
 * computer players), as arrivalPlan.ts does for 5.3.2's arrivals.
 */

/**
 * The next formation of the convoy marching on: each unit as far along the road as its march
 * and the road already taken allow (less `hold back` cm, the random player's whim), in
 * coherency with the units placed before it, facing along the road.
 */
export function convoyEntryCommand(
  game: GameState,
  side: Side,
  holdBack: () => number = () => 0,
): Command | null {
  const formation = nextInConvoy(game);
  const band = roadBand(game);
  const end = game.ambush?.end;
  if (!formation || !band || !end) return null;
  const ahead = end === 'west' ? 0 : 180;
  const mid = (band.minY + band.maxY) / 2;
  // Two bases abreast where they fit (a 4cm stand across the road beside another), else one.
  const lanes = [-2.1, 2.1, 0, -1, 1].map((d) => mid + d);
  const placements: { unitId: string; position: { x: number; y: number }; facing: number }[] = [];
  const shapes: Shape[] = [];
  let s = game;
  // The slowest first: the formation keeps together (1.2.1), so the slow set the pace and the
  // fast close up to them.
  const units = liveUnits(game, formation).sort(
    (a, b) => marchDistance(game, a.id) - marchDistance(game, b.id),
  );
  let front = Infinity;
  for (const unit of units) {
    const march = marchDistance(game, unit.id);
    let placed = false;
    const start = Math.min(march, front) - (placements.length === 0 ? holdBack() : 0);
    for (let along = start; along >= 0.5 && !placed; along -= 0.6) {
      for (const y of lanes) {
        for (const facing of [ahead, (ahead + 90) % 360]) {
          const x = end === 'west' ? along : game.table.width - along;
          const p = { unitId: unit.id, position: { x, y }, facing };
          if (convoyPlacementsRefusal(s, formation, [p]) !== null) continue;
          const shape = unitShapeAt(datasheetOf(s, unit), p.position, facing);
          if (!shape) continue;
          if (shapes.length > 0 && !shapes.some((q) => shapesWithin(shape, q, CONVOY_CHAIN)))
            continue;
          placements.push(p);
          shapes.push(shape);
          s = withUnits(s, { [unit.id]: { status: 'deployed', position: p.position, facing } });
          front = Math.max(front === Infinity ? 0 : front, along + CONVOY_CHAIN);
          placed = true;
          break;
        }
        if (placed) break;
      }
    }
    if (!placed) {
      return null;
    }
  }
  const command = { type: 'ambush.enter' as const, side, formationId: formation.id, placements };
  return ambushEnter.validate(game, command) === null ? command : null;
}
