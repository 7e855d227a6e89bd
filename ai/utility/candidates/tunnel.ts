import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry';
import { validateCommand } from '../../../engine/netea/commands/apply';
import { unitShapeAt } from '../../../engine/netea/rules/1.2-formations/battlefield';
import { liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
import { enemySides } from '../../../engine/netea/rules/1.2-formations/sides';
import { spacesFor } from '../../../engine/netea/rules/1.7-movement/transports';
import { plotOf, tunnels, tunnelsIn } from '../../../engine/netea/rules/2-specialists/offTable';
import { earliestSurfacing } from '../../../engine/netea/rules/2-specialists/plots';
import { inOwnHalf } from '../../../engine/netea/rules/2-specialists/tableHalf';
import {
  placementsRefusal,
  surfacingPointFor,
} from '../../../engine/netea/rules/2-specialists/tunneler';
import type { FormationState, GameState } from '../../../engine/netea/state/schema';

/**
 * Tunnelers (2.1.23) for every player: which formations may still be plotted, the plot itself
 * and a legal surfacing (the first unit where the rule puts it, each other beside one already
 * placed, the units without the ability aboard).
 */

/** 2.1.23: a formation of the side that may tunnel and has no plot yet. */
export function unplottedTunnelers(game: GameState, side: Side): FormationState[] {
  return Object.values(game.formations).filter(
    (f) =>
      f.side === side &&
      plotOf(game, f.id) === undefined &&
      liveUnits(game, f).every((u) => u.status === 'reserve') &&
      tunnelsIn(game, f),
  );
}

/** 2.1.23: the plot at a point, on the earliest turn allowed there (or `turn`, if later). */
export function plotAt(
  game: GameState,
  side: Side,
  formationId: string,
  at: Point,
  turn?: number,
): Command {
  const earliest = earliestSurfacing(game, side, at);
  return {
    type: 'setup.plot',
    side,
    kind: 'tunnel',
    formationId,
    plot: { position: at, turn: Math.max(earliest, turn ?? earliest) },
  };
}

/**
 * The utility AI's surfacing point: by the objective in the opponent's half nearest its own
 * home (one it wants and can reach), 10cm short of it on its own side, where the enemy is less
 * likely to stand; else three quarters of the way to the enemy's home.
 */
export function sensiblePlotPoint(game: GameState, side: Side, home: Point, enemyHome: Point) {
  const theirs = game.objectives
    .map((o) => o.position)
    // The objectives in an enemy's half of the table (1.15.1; 5.3.11.1: any other player's).
    .filter((p) => enemySides(game, side).some((e) => inOwnHalf(game, e, p)))
    .sort((a, b) => dist(a, home) - dist(b, home));
  const goal = theirs[0];
  if (goal) {
    const d = Math.max(dist(goal, home), 1);
    return clamp(game, {
      x: goal.x + ((home.x - goal.x) / d) * 10,
      y: goal.y + ((home.y - goal.y) / d) * 10,
    });
  }
  return clamp(game, { x: (home.x + 3 * enemyHome.x) / 4, y: (home.y + 3 * enemyHome.y) / 4 });
}

/** 2.1.23: a legal surfacing of a formation due now, facing `facing`; null if none is found. */
export function surfaceCommand(
  game: GameState,
  side: Side,
  formation: FormationState,
  facing: number,
): Command | null {
  const units = liveUnits(game, formation);
  const diggers = units.filter((u) => tunnels(game.datasheets[u.datasheetId]!));
  const first = diggers[0];
  if (!first) return null;
  const point = surfacingPointFor(game, formation.id, first.id, facing);
  if (!point) return null;
  const placements = [{ unitId: first.id, position: point, facing }];
  const partial = (): Command & { type: 'tunnel.surface' } => ({
    type: 'tunnel.surface',
    side,
    formationId: formation.id,
    placements: [...placements],
  });
  for (const u of diggers.slice(1)) {
    const shape = unitShapeAt(game.datasheets[u.datasheetId]!, { x: 0, y: 0 }, facing);
    const size = shape ? Math.max(shape.maxX - shape.minX, shape.maxY - shape.minY) : 2;
    let found = false;
    for (const ring of [1, 2]) {
      for (const q of placements) {
        for (let a = 0; a < 360 && !found; a += 30) {
          const r = (size + 1) * ring;
          const position = {
            x: q.position.x + r * Math.cos((a * Math.PI) / 180),
            y: q.position.y + r * Math.sin((a * Math.PI) / 180),
          };
          placements.push({ unitId: u.id, position, facing });
          if (placementsRefusal(game, partial(), formation, point) === null) found = true;
          else placements.pop();
        }
        if (found) break;
      }
      if (found) break;
    }
    if (!found) return null;
  }
  const used = new Map<string, number>();
  const aboard: { unitId: string; transportId: string }[] = [];
  for (const u of units) {
    if (diggers.includes(u)) continue;
    const sheet = game.datasheets[u.datasheetId]!;
    const carrier = diggers.find((t) => {
      const c = game.datasheets[t.datasheetId]?.transport;
      const spaces = c ? spacesFor(c, sheet) : null;
      return c && spaces !== null && (used.get(t.id) ?? 0) + spaces <= c.capacity;
    });
    if (!carrier) return null;
    const c = game.datasheets[carrier.datasheetId]!.transport!;
    used.set(carrier.id, (used.get(carrier.id) ?? 0) + (spacesFor(c, sheet) ?? 1));
    aboard.push({ unitId: u.id, transportId: carrier.id });
  }
  const command: Command = { ...partial(), ...(aboard.length > 0 ? { aboard } : {}) };
  return validateCommand(game, command) === null ? command : null;
}

/** The facing from one point towards another (degrees, as facings are). */
export function facingTowards(from: Point, to: Point): number {
  return ((Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI + 360) % 360;
}

function dist(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function clamp(game: GameState, p: Point): Point {
  const m = 5;
  return {
    x: Math.min(game.table.width - m, Math.max(m, p.x)),
    y: Math.min(game.table.height - m, Math.max(m, p.y)),
  };
}
