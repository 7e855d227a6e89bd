import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry/types';
import { liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
import { landingDue } from '../../../engine/netea/rules/2-specialists/landingDue';
import {
  plotOf,
  selfPlanetfallRiders,
  selfPlanetfalls,
} from '../../../engine/netea/rules/2-specialists/offTable';
import { landers } from '../../../engine/netea/rules/4.3-4.4-spacecraft/planetfall';
import { DECLARABLE_ACTIONS } from '../../../engine/netea/commands/primitives';
import type { Action, GameState } from '../../../engine/netea/state/schema';
import { facingAt, type Placement } from './teleportPlan';

/**
 * 2.1.21 Self planetfall for the person: at set-up a formation kept off the table gets its
 * landing point (a click) and turn written down; on that turn it is nominated with its action
 * and each unit with the ability is placed with a click within 15cm of the point, before the
 * engine scatters it (4.4).
 */

export type LandingAction = Exclude<Action, 'hold'>;

/** 2.1.21: a landing formation declares any action but hold (1.6.1). */
export const LANDING_ACTIONS: readonly LandingAction[] = DECLARABLE_ACTIONS;

/** Set-up: the landing point and turn being written down for a formation. */
export interface LandingPlotDraft {
  readonly formationId: string;
  readonly turn: number;
  readonly position: Point | null;
}

/** The action phase: the formation landing now, its action and its units placed so far. */
export interface LandingDraft {
  readonly formationId: string;
  readonly action: LandingAction;
  readonly placements: readonly Placement[];
}

/** 2.1.21: the side's formations that may still have a landing written down. */
export function plottableLanders(game: GameState, side: Side) {
  if (game.phase !== 'setup') return [];
  return Object.values(game.formations).filter(
    (f) =>
      f.side === side &&
      plotOf(game, f.id) === undefined &&
      liveUnits(game, f).every((u) => u.status === 'reserve') &&
      selfPlanetfallRiders(game, f) !== null,
  );
}

export function landingPlotCommand(side: Side, draft: LandingPlotDraft): Command | null {
  if (!draft.position) return null;
  return {
    type: 'setup.plot',
    side,
    kind: 'landing-zone',
    formationId: draft.formationId,
    plot: { position: { ...draft.position }, turn: draft.turn },
  };
}

/** 2.1.21: the side's formations due to land now. */
export function landingFormations(game: GameState, side: Side) {
  return Object.values(game.formations).filter(
    (f) => f.side === side && !f.activated && landingDue(game, f.id) !== undefined,
  );
}

/** The formation's units with self planetfall still to place, in the order of its list. */
export function landersToPlace(game: GameState, draft: LandingDraft): string[] {
  const formation = game.formations[draft.formationId];
  if (!formation) return [];
  const placed = new Set(draft.placements.map((p) => p.unitId));
  return landers(game, formation, selfPlanetfalls)
    .map((u) => u.id)
    .filter((id) => !placed.has(id));
}

/** The draft with the next unit placed at the click, facing the enemy's half of the table. */
export function placeLander(game: GameState, draft: LandingDraft, at: Point): LandingDraft {
  const next = landersToPlace(game, draft)[0];
  if (!next) return draft;
  return {
    ...draft,
    placements: [...draft.placements, { unitId: next, position: at, facing: facingAt(game, at) }],
  };
}

export function landingCommand(side: Side, draft: LandingDraft): Command {
  return {
    type: 'planetfall.self',
    side,
    formationId: draft.formationId,
    action: draft.action,
    placements: draft.placements.map((p) => ({ ...p, position: { ...p.position } })),
    // 2.1.21: the person decides about the units aboard once the formation has landed.
    disembark: 'decide',
  };
}
