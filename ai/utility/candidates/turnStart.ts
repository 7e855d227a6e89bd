import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry';
import { unitShapeAt } from '../../../engine/netea/rules/1.2-formations/battlefield';
import { liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
import { spacesFor } from '../../../engine/netea/rules/1.7-movement/transports';
import {
  entersPlayAtTurnStart,
  teleports,
} from '../../../engine/netea/rules/2-specialists/offTable';
import type { FormationState, GameState } from '../../../engine/netea/state/schema';

/**
 * Start-of-turn abilities (1.4.2): teleporting a formation in (2.1.17), for the random player
 * (the utility player scores its placings in teleport.ts). The placing: its units in a tight block around a point (each base 1cm from the last, so each
 * is within 5cm of one already placed), the units without teleport aboard its transports.
 */
export function teleportAt(
  game: GameState,
  side: Side,
  formation: FormationState,
  at: Point,
  facing: number,
): Command | null {
  const units = liveUnits(game, formation);
  const jumpers = units.filter((u) => teleports(game.datasheets[u.datasheetId]!));
  if (jumpers.length === 0) return null;
  const size = Math.max(
    ...jumpers.map((u) => {
      const shape = unitShapeAt(game.datasheets[u.datasheetId]!, { x: 0, y: 0 }, facing);
      return shape ? Math.max(shape.maxX - shape.minX, shape.maxY - shape.minY) : 2;
    }),
  );
  const step = size + 1;
  const perRow = Math.max(1, Math.ceil(Math.sqrt(jumpers.length)));
  const placements = jumpers.map((u, i) => ({
    unitId: u.id,
    position: {
      x: at.x + ((i % perRow) - (perRow - 1) / 2) * step,
      y: at.y + Math.floor(i / perRow) * step,
    },
    facing,
  }));
  const used = new Map<string, number>();
  const aboard: { unitId: string; transportId: string }[] = [];
  for (const u of units) {
    if (jumpers.includes(u)) continue;
    const sheet = game.datasheets[u.datasheetId]!;
    const carrier = jumpers.find((t) => {
      const c = game.datasheets[t.datasheetId]?.transport;
      const spaces = c ? spacesFor(c, sheet) : null;
      return c && spaces !== null && (used.get(t.id) ?? 0) + spaces <= c.capacity;
    });
    if (!carrier) continue;
    const c = game.datasheets[carrier.datasheetId]!.transport!;
    used.set(carrier.id, (used.get(carrier.id) ?? 0) + (spacesFor(c, sheet) ?? 1));
    aboard.push({ unitId: u.id, transportId: carrier.id });
  }
  return {
    type: 'teleport.place',
    side,
    formationId: formation.id,
    placements,
    ...(aboard.length > 0 ? { aboard } : {}),
  };
}

/** 2.1.17: a formation that may teleport in is kept off the table at deployment, whole. */
export function keepsOffTable(game: GameState, formationId: string): boolean {
  const f = game.formations[formationId];
  return (
    f !== undefined &&
    entersPlayAtTurnStart(game, f) &&
    f.unitIds.every((id) => game.units[id]?.status !== 'deployed')
  );
}
