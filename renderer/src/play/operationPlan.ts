import type { Point } from '../../../engine/kernel/geometry/types';
import type { Refusal } from '../../../engine/kernel/result';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import {
  pinPointAttacks,
  pinPointTarget,
} from '../../../engine/netea/rules/4.3-4.4-spacecraft/pinPoint';
import {
  DROP_ZONE_SPREAD,
  dropZones,
  landers,
} from '../../../engine/netea/rules/4.3-4.4-spacecraft/planetfall';
import {
  spacecraftDue,
  spacecraftOf,
  spacecraftSheet,
} from '../../../engine/netea/rules/4.3-4.4-spacecraft/schedule';
import type { FormationState, GameState } from '../../../engine/netea/state/schema';
import { facingAt, type Placement } from './teleportPlan';

/**
 * 4.3.2, 4.3.4, 4.4 for the person: the spacecraft arriving this turn carries out its operation.
 * Its pin-point attacks each pick an enemy war engine (or none), and every formation with a drop
 * zone written down lands with it: the person clicks a place within 15cm of the drop zone for
 * each of its units with planetfall (they scatter afterwards), formation by formation. The
 * passengers' getting out is asked after each landing (`disembark: 'decide'`).
 */
export interface OperationDraft {
  readonly formationId: string;
  /** 4.3.4: the war engine each pin-point attack picks ('' makes no attack). */
  readonly pinPoints: readonly string[];
  /** 4.4: the places clicked so far, in the order of the drop zones. */
  readonly placements: readonly (Placement & { readonly formationId: string })[];
}

/** The side's spacecraft arriving now and still to act. */
export function spacecraftToOperate(game: GameState, side: Side): FormationState[] {
  return spacecraftOf(game).flatMap((s) => {
    const f = game.formations[s.formationId];
    return s.side === side && f && !f.activated && spacecraftDue(game, f.id) ? [f] : [];
  });
}

/** 4.3.4: the enemy war engines a pin-point attack may pick now. */
export function pinPointTargets(game: GameState, side: Side): string[] {
  return Object.keys(game.units).filter((id) => pinPointTarget(game, side, id));
}

/** 4.3.4: how many pin-point attacks the spacecraft makes. */
export function pinPointCount(game: GameState, formationId: string): number {
  const f = game.formations[formationId];
  const sheet = f ? spacecraftSheet(game, f) : undefined;
  return sheet ? pinPointAttacks(sheet).length : 0;
}

/** A first draft: no unit placed yet; every pin-point attack at the first war engine listed. */
export function startOperation(game: GameState, side: Side, formationId: string): OperationDraft {
  const first = pinPointTargets(game, side)[0] ?? '';
  return {
    formationId,
    pinPoints: Array<string>(pinPointCount(game, formationId)).fill(first),
    placements: [],
  };
}

/** 4.4: the drop zones of the side, each with the units that land there. */
export function landingZones(game: GameState, side: Side) {
  return dropZones(game, side).flatMap((z) => {
    const f = game.formations[z.formationId];
    return f
      ? [{ formation: f, position: z.position, units: landers(game, f).map((u) => u.id) }]
      : [];
  });
}

/** The ring each formation lands in (4.4: 15cm of its drop zone). */
export function landingAreas(game: GameState, side: Side) {
  return landingZones(game, side).map((z) => ({
    position: z.position,
    label: z.formation.name,
    radius: DROP_ZONE_SPREAD,
  }));
}

/** The next unit to place and its drop zone, or null when every one has its place. */
export function nextLander(game: GameState, side: Side, draft: OperationDraft) {
  const placed = new Set(draft.placements.map((p) => p.unitId));
  for (const z of landingZones(game, side))
    for (const unitId of z.units)
      if (!placed.has(unitId)) return { unitId, formation: z.formation, zone: z.position };
  return null;
}

/** The draft with the next unit placed at the click. */
export function placeLanderAt(
  game: GameState,
  side: Side,
  draft: OperationDraft,
  at: Point,
): OperationDraft {
  const next = nextLander(game, side, draft);
  if (!next) return draft;
  const placement = {
    formationId: next.formation.id,
    unitId: next.unitId,
    position: at,
    facing: facingAt(game, at),
  };
  return { ...draft, placements: [...draft.placements, placement] };
}

/** The command: each formation's landing as placed, the units not placed yet at its drop zone
 * (where `fill` puts them; without it they are left out). */
function commandOf(
  game: GameState,
  side: Side,
  draft: OperationDraft,
  fill: boolean,
): Command & { type: 'spacecraft.operate' } {
  const zones = landingZones(game, side);
  const landings = zones.map((z) => ({
    formationId: z.formation.id,
    placements: z.units.flatMap((unitId) => {
      const p = draft.placements.find((q) => q.unitId === unitId);
      if (p) return [{ unitId, position: { ...p.position }, facing: p.facing }];
      return fill
        ? [{ unitId, position: { ...z.position }, facing: facingAt(game, z.position) }]
        : [];
    }),
  }));
  const pinPoints = draft.pinPoints.filter((id) => id !== '');
  return {
    type: 'spacecraft.operate',
    side,
    formationId: draft.formationId,
    ...(pinPoints.length > 0 ? { pinPoints } : {}),
    ...(landings.length > 0 ? { landings, disembark: 'decide' as const } : {}),
  };
}

export function operationCommand(game: GameState, side: Side, draft: OperationDraft): Command {
  return commandOf(game, side, draft, false);
}

/**
 * The engine's verdict on the operation, asked with the units not yet placed put at their drop
 * zone's point (a legal place), so that a click too far from it is refused at once.
 */
export function operationVerdict(
  game: GameState,
  side: Side,
  draft: OperationDraft,
): Refusal | null {
  return validateCommand(game, commandOf(game, side, draft, true));
}

/** What the table draws: each drop zone with the ring its units land in, green while the
 * engine agrees. */
export function operationMarks(game: GameState, side: Side, draft: OperationDraft | null) {
  const areas = draft ? landingAreas(game, side) : [];
  if (!draft || areas.length === 0) return null;
  return {
    points: areas.map((a) => ({ position: a.position, label: a.label })),
    radius: DROP_ZONE_SPREAD,
    legal: operationVerdict(game, side, draft) === null,
  };
}
