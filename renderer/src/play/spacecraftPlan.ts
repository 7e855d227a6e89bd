import type { Point } from '../../../engine/kernel/geometry/types';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { Refusal } from '../../../engine/kernel/result';
import { bombardmentTemplates } from '../../../engine/netea/rules/4.3-4.4-spacecraft/bombardment';
import {
  spacecraftToSetUp,
  waitsToSetUp,
} from '../../../engine/netea/rules/4.3-4.4-spacecraft/order';
import { spacecraftSheet } from '../../../engine/netea/rules/4.3-4.4-spacecraft/schedule';
import { spacecraftDefault } from '../../../engine/netea/rules/6.1-tournament/spacecraft';
import type { FormationState, GameState } from '../../../engine/netea/state/schema';
import { formationsOf, liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
import { planetfallRiders } from '../../../engine/netea/rules/4.3-4.4-spacecraft/planetfall';

/**
 * 4.3.1: the person's spacecraft plan before deployment: the turn of arrival (declared openly),
 * the bombardment points and the drop zones of formations landing by planetfall (4.4; secret,
 * clicked on the table). Only the person's own plan is drawn:
 * the window's view never holds the opponent's (engine/netea/state/view.ts).
 */
export interface SpacecraftDraft {
  readonly formationId: string;
  readonly turn: number;
  readonly bombardment: readonly Point[];
  /** 4.4, 4.3.1 FAQ: one drop zone for each formation that will land by planetfall. */
  readonly dropZones?: readonly { readonly formationId: string; readonly position: Point }[];
  /** The formation whose drop zone the next click puts down; absent: a bombardment point. */
  readonly placing?: string;
}

/** The spacecraft the person sets up now, with a first draft: its own edge's middle, the
 * earliest free turn and no bombardment plotted yet. */
export function spacecraftToPlanNow(
  game: GameState,
  side: Side,
): { draft: SpacecraftDraft; name: string; most: number } | null {
  // Asked only of a side with a spacecraft to set up, once its turn has come (4.3.1: every
  // player in order of strategy rating, team-mates too: waitsToSetUp).
  const formationId = spacecraftToSetUp(game, side)[0];
  if (formationId === undefined || waitsToSetUp(game, side)) return null;
  const formation = formationId ? game.formations[formationId] : undefined;
  const sheet = formation ? spacecraftSheet(game, formation) : undefined;
  const first = spacecraftDefault(game, side);
  if (!formation || !sheet || first?.type !== 'setup.spacecraft') return null;
  return {
    draft: { formationId: formation.id, turn: first.turn, bombardment: [] },
    name: formation.name,
    most: bombardmentTemplates(sheet),
  };
}

/** 4.3.3: a click adds a bombardment point while the plan has room for one. */
export function addBombardmentPoint(
  draft: SpacecraftDraft,
  most: number,
  at: Point,
): SpacecraftDraft {
  return draft.bombardment.length >= most
    ? draft
    : { ...draft, bombardment: [...draft.bombardment, at] };
}

/** 4.4: the side's formations that could land by planetfall from the spacecraft (every unit
 * with planetfall or riding in one, all off the table; the engine judges the plan). */
export function planetfallFormations(game: GameState, side: Side): FormationState[] {
  return formationsOf(game, side).filter(
    (f) =>
      spacecraftSheet(game, f) === undefined &&
      liveUnits(game, f).length > 0 &&
      liveUnits(game, f).every((u) => u.status === 'reserve') &&
      planetfallRiders(game, f) !== null,
  );
}

/** A click on the table: the drop zone of the formation being placed (moved if it had one), or
 * else a bombardment point (4.3.3). */
export function addPlanPoint(draft: SpacecraftDraft, most: number, at: Point): SpacecraftDraft {
  const placing = draft.placing;
  if (placing === undefined) return addBombardmentPoint(draft, most, at);
  const others = (draft.dropZones ?? []).filter((z) => z.formationId !== placing);
  return { ...draft, dropZones: [...others, { formationId: placing, position: at }] };
}

/** The draft without the formation's drop zone (it will not land by planetfall). */
export function withoutDropZone(draft: SpacecraftDraft, formationId: string): SpacecraftDraft {
  return {
    ...draft,
    dropZones: (draft.dropZones ?? []).filter((z) => z.formationId !== formationId),
  };
}

/** The draft as the set-up command (at the middle of the own edge, facing onto the table). */
export function spacecraftCommand(game: GameState, side: Side, draft: SpacecraftDraft): Command {
  const first = spacecraftDefault(game, side);
  const at =
    first?.type === 'setup.spacecraft'
      ? { position: first.position, facing: first.facing }
      : { position: { x: game.table.width / 2, y: 0 }, facing: 90 };
  return {
    type: 'setup.spacecraft',
    side,
    formationId: draft.formationId,
    ...at,
    turn: draft.turn,
    plan: {
      bombardment: [...draft.bombardment],
      ...(draft.dropZones?.length
        ? { dropZones: draft.dropZones.map((z) => ({ ...z, position: { ...z.position } })) }
        : {}),
    },
  };
}

/** The engine's verdict on the plan (null: legal). */
export function spacecraftVerdict(
  game: GameState,
  side: Side,
  draft: SpacecraftDraft,
): Refusal | null {
  return validateCommand(game, spacecraftCommand(game, side, draft));
}
