import type { Point } from '../../../engine/kernel/geometry/types';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { Refusal } from '../../../engine/kernel/result';
import { bombardmentTemplates } from '../../../engine/netea/rules/4.3-4.4-spacecraft/bombardment';
import {
  spacecraftToSetUp,
  waitsForOpponent,
} from '../../../engine/netea/rules/4.3-4.4-spacecraft/order';
import { spacecraftSheet } from '../../../engine/netea/rules/4.3-4.4-spacecraft/schedule';
import { spacecraftDefault } from '../../../engine/netea/rules/6.1-tournament/spacecraft';
import type { GameState } from '../../../engine/netea/state/schema';

/**
 * 4.3.1: the person's spacecraft plan before deployment: the turn of arrival (declared openly),
 * the bombardment points (secret, clicked on the table). Only the person's own plan is drawn:
 * the window's view never holds the opponent's (engine/netea/state/view.ts).
 */
export interface SpacecraftDraft {
  readonly formationId: string;
  readonly turn: number;
  readonly bombardment: readonly Point[];
}

/** The spacecraft the person sets up now, with a first draft: its own edge's middle, the
 * earliest free turn and no bombardment plotted yet. */
export function spacecraftToPlanNow(
  game: GameState,
  side: Side,
): { draft: SpacecraftDraft; name: string; most: number } | null {
  if (waitsForOpponent(game, side)) return null;
  const formationId = spacecraftToSetUp(game, side)[0];
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
    plan: { bombardment: [...draft.bombardment] },
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
