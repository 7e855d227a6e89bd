import { ofPair } from './players';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry/types';
import type { Refusal } from '../../../engine/kernel/result';
import { plotOf, tunnelsIn } from '../../../engine/netea/rules/2-specialists/offTable';
import { plotters } from '../../../engine/netea/rules/6.1-tournament/decision';
import type { FormationState, GameState } from '../../../engine/netea/state/schema';
import { tournamentStep } from './tournamentChoices';

/**
 * 2.1.21, 2.1.23, 6.1.6 FAQ: in a tournament game's reserves step the person writes down, for
 * each formation that can tunnel or land by self planetfall, the point it arrives at (a click
 * on the table) and its turn, before keeping it in reserve by that means. The written plot is
 * the person's secret: the window's view never holds the opponent's (engine/netea/state/view.ts).
 */
export type PlotKind = 'tunnel' | 'landing-zone';

export interface PlotDraft {
  readonly formationId: string;
  readonly kind: PlotKind;
  readonly turn: number;
  readonly position: Point | null;
}

/** Turns offered (the engine judges each: 2.1.23 from turn 2 in the own half, 3 beyond). */
export const PLOT_TURNS = [1, 2, 3, 4, 5, 6] as const;

/** The formations the person may write a plot for now (the engine's `plotters`). */
export function formationsToPlot(game: GameState, side: Side): FormationState[] {
  if (
    tournamentStep(game) !== 'reserves' ||
    (game.tournament && ofPair(game.tournament.reservesDeclared, side))
  )
    return [];
  return plotters(game, side);
}

/** 2.1.23 a tunneller surfaces; otherwise (2.1.21) it lands by self planetfall, as the
 * computer players decide (rules/6.1-tournament/reserves.ts). */
export function plotKindOf(game: GameState, formation: FormationState): PlotKind {
  return tunnelsIn(game, formation) ? 'tunnel' : 'landing-zone';
}

/** The person's own plot written down for the formation, if any. */
export function writtenPlot(game: GameState, side: Side, formationId: string) {
  const plot = plotOf(game, formationId);
  return plot && plot.side === side && (plot.kind === 'tunnel' || plot.kind === 'landing-zone')
    ? plot
    : undefined;
}

/** A draft for the formation: the plot already written (to change it), or turn 2 and no point. */
export function startPlot(game: GameState, side: Side, formation: FormationState): PlotDraft {
  const written = writtenPlot(game, side, formation.id);
  return {
    formationId: formation.id,
    kind: plotKindOf(game, formation),
    turn: written?.turn ?? 2,
    position: written ? { ...written.position } : null,
  };
}

/** A click on the table moves the draft's point there. */
export function plotAt(draft: PlotDraft, at: Point): PlotDraft {
  return { ...draft, position: { x: at.x, y: at.y } };
}

/** The draft as the secret `setup.plot` command (null until a point is clicked). */
export function plotCommand(side: Side, draft: PlotDraft): Command | null {
  if (!draft.position) return null;
  return {
    type: 'setup.plot',
    side,
    kind: draft.kind,
    formationId: draft.formationId,
    plot: { position: { ...draft.position }, turn: draft.turn },
  };
}

/** The engine's verdict on the draft (null: legal, or no point clicked yet). */
export function plotVerdict(game: GameState, side: Side, draft: PlotDraft): Refusal | null {
  const command = plotCommand(side, draft);
  return command ? validateCommand(game, command) : null;
}
