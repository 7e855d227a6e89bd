import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry/types';
import { waitingToTeleport } from '../../../engine/netea/rules/2-specialists/teleport';
import type { GameState } from '../../../engine/netea/state/schema';

/**
 * 2.1.17: a formation waiting off the table teleports in at the start of a turn, before the
 * strategy roll: the person puts each of its units on the table with a click (the first
 * anywhere, each other within 5cm of one already placed), then the engine checks them all.
 */
export interface Placement {
  readonly unitId: string;
  readonly position: Point;
  readonly facing: number;
}

export interface TeleportDraft {
  readonly formationId: string;
  readonly placements: readonly Placement[];
}

/** A unit arriving at a point faces the far half of the table (the enemy's, as a rule). */
export function facingAt(game: GameState, at: Point): number {
  return at.y < game.table.height / 2 ? 90 : 270;
}

/** The side's formations that may teleport in now (none once the strategy roll is made). */
export function teleportFormations(game: GameState, side: Side) {
  if (game.phase !== 'strategy' || game.turnState.strategyTotals !== null) return [];
  return waitingToTeleport(game, side);
}

/** The formation's units still to place, in the order of its list. */
export function unplaced(game: GameState, draft: TeleportDraft): string[] {
  const placed = new Set(draft.placements.map((p) => p.unitId));
  return (game.formations[draft.formationId]?.unitIds ?? []).filter(
    (id) => game.units[id]?.status === 'reserve' && !placed.has(id),
  );
}

/** The draft with the next unit placed at the click, facing the enemy's half of the table. */
export function placeNext(game: GameState, draft: TeleportDraft, at: Point): TeleportDraft {
  const next = unplaced(game, draft)[0];
  if (!next) return draft;
  return {
    ...draft,
    placements: [...draft.placements, { unitId: next, position: at, facing: facingAt(game, at) }],
  };
}

export function teleportCommand(side: Side, draft: TeleportDraft): Command {
  return {
    type: 'teleport.place',
    side,
    formationId: draft.formationId,
    placements: draft.placements.map((p) => ({ ...p, position: { ...p.position } })),
  };
}
