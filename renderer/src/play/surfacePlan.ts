import type { Point } from '../../../engine/kernel/geometry/types';
import type { Refusal } from '../../../engine/kernel/result';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import { liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
import {
  ridersAboard,
  tunnels,
  tunnelsDue,
} from '../../../engine/netea/rules/2-specialists/offTable';
import {
  TUNNEL_SPREAD,
  placementsRefusal,
  surfacingPointFor,
} from '../../../engine/netea/rules/2-specialists/tunneler';
import type { GameState } from '../../../engine/netea/state/schema';
import { facingAt, type Placement } from './teleportPlan';

/**
 * 2.1.23 for the person: a tunnelling formation due this turn surfaces at the start of the turn.
 * The rule puts the first tunneler at the point written down (or, where it cannot surface there,
 * at the nearest point where it can), so the plan starts with it there; the person clicks a place
 * for each other tunneler (within 5cm of one already placed, all within 15cm of the point, in its
 * half of the table), and the units without the ability ride aboard, each in the first tunneler
 * with room (the engine's own assignment, offTable.ts).
 */
export interface SurfaceDraft {
  readonly formationId: string;
  readonly placements: readonly Placement[];
}

/** The side's formations due to surface now (none once the strategy roll is made). */
export function surfacingFormations(game: GameState, side: Side) {
  if (game.phase !== 'strategy' || game.turnState.strategyTotals !== null) return [];
  return tunnelsDue(game, side);
}

function diggers(game: GameState, formationId: string): string[] {
  const formation = game.formations[formationId];
  if (!formation) return [];
  return liveUnits(game, formation)
    .filter((u) => tunnels(game.datasheets[u.datasheetId]!))
    .map((u) => u.id);
}

/**
 * The formation's tunnelers in the order of its list, the first at the surfacing point: the plot,
 * or the nearest point it can come up (where there is none it stays at the plot, and the engine
 * says why).
 */
export function startSurface(game: GameState, formationId: string): SurfaceDraft {
  const first = diggers(game, formationId)[0];
  const plotted = (game.plots ?? []).find((p) => p.formationId === formationId)?.position;
  if (!first || !plotted) return { formationId, placements: [] };
  const facing = facingAt(game, plotted);
  const position = surfacingPointFor(game, formationId, first, facing) ?? plotted;
  return { formationId, placements: [{ unitId: first, position, facing }] };
}

/** The surfacing point: the first tunneler's place, which the others keep within 15cm of. */
export function surfacingPoint(draft: SurfaceDraft): Point | null {
  return draft.placements[0]?.position ?? null;
}

/** The ring the formation's units come up in (2.1.23: 15cm of the surfacing point). */
export function surfaceArea(draft: SurfaceDraft) {
  const point = surfacingPoint(draft);
  return point ? { position: point, radius: TUNNEL_SPREAD } : null;
}

/** The tunnelers still to place. */
export function tunnelersToPlace(game: GameState, draft: SurfaceDraft): string[] {
  const placed = new Set(draft.placements.map((p) => p.unitId));
  return diggers(game, draft.formationId).filter((id) => !placed.has(id));
}

/** The draft with the next tunneler placed at the click. */
export function placeTunneler(game: GameState, draft: SurfaceDraft, at: Point): SurfaceDraft {
  const next = tunnelersToPlace(game, draft)[0];
  if (!next) return draft;
  const first = draft.placements[0];
  if (!first) return draft;
  const facing = first.facing;
  return { ...draft, placements: [...draft.placements, { unitId: next, position: at, facing }] };
}

/** The last tunneler placed by a click taken back (the first stays where the rule puts it). */
export function withoutLast(draft: SurfaceDraft): SurfaceDraft {
  return draft.placements.length <= 1
    ? draft
    : { ...draft, placements: draft.placements.slice(0, -1) };
}

/** The passengers, each aboard its tunneler (the engine's assignment). */
export function passengers(game: GameState, formationId: string) {
  const formation = game.formations[formationId];
  const aboard = formation ? ridersAboard(game, formation, tunnels) : null;
  return [...(aboard ?? new Map<string, string>())].map(([unitId, transportId]) => ({
    unitId,
    transportId,
  }));
}

export function surfaceCommand(game: GameState, side: Side, draft: SurfaceDraft): Command {
  const aboard = passengers(game, draft.formationId);
  return {
    type: 'tunnel.surface',
    side,
    formationId: draft.formationId,
    placements: draft.placements.map((p) => ({ ...p, position: { ...p.position } })),
    ...(aboard.length > 0 ? { aboard } : {}),
  };
}

/**
 * The engine's verdict: on the places clicked so far while tunnelers remain (so a bad click is
 * explained at once), on the whole surfacing once every tunneler has its place.
 */
export function surfaceVerdict(game: GameState, side: Side, draft: SurfaceDraft): Refusal | null {
  if (draft.placements.length === 0) return null;
  const command = surfaceCommand(game, side, draft);
  if (tunnelersToPlace(game, draft).length === 0) return validateCommand(game, command);
  const formation = game.formations[draft.formationId];
  const point = surfacingPoint(draft);
  if (!formation || !point || command.type !== 'tunnel.surface') return null;
  return placementsRefusal(game, command, formation, point);
}

/** What the table draws: the ring the units must come up in, green while the engine agrees. */
export function surfaceMarks(game: GameState, side: Side, draft: SurfaceDraft | null) {
  const area = draft ? surfaceArea(draft) : null;
  if (!draft || !area) return null;
  return {
    points: [{ position: area.position, label: game.formations[draft.formationId]?.name ?? '' }],
    radius: area.radius,
    legal: surfaceVerdict(game, side, draft) === null,
  };
}
