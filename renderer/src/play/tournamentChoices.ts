import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry/types';
import type { Refusal } from '../../../engine/kernel/result';
import { tournamentDecision } from '../../../engine/netea/rules/6.1-tournament/decision';
import { layout } from '../../../engine/netea/rules/6.1-tournament/defaults';
import {
  garrisonCandidates,
  remainingFormations,
} from '../../../engine/netea/rules/6.1-tournament/setupCommands';
import { entersPlayAtTurnStart } from '../../../engine/netea/rules/2-specialists/offTable';
import {
  TOURNAMENT_EDGES,
  type TournamentEdge,
} from '../../../engine/netea/rules/6.1-tournament/state';
import type { FormationState, GameState } from '../../../engine/netea/state/schema';
import { t, w } from '../i18n';
import type { Choice } from './choices';

/**
 * The person's side of a tournament game's set-up (6.1.2–6.1.6): the step the game waits for,
 * the edges to choose from, the formations to set up, and whole-formation placements built
 * around the point the person clicks. Every command is the engine's to accept or refuse.
 */
export type TournamentStep = ReturnType<typeof tournamentDecision>['step'];

export function tournamentStep(game: GameState): TournamentStep {
  return tournamentDecision(game).step;
}

export const EDGE_NAMES: Readonly<Record<TournamentEdge, string>> = {
  north: w('the north edge'),
  south: w('the south edge'),
  'north-west': w('the north-west corner'),
  'north-east': w('the north-east corner'),
  'south-west': w('the south-west corner'),
  'south-east': w('the south-east corner'),
};

/** 6.1.2: a long edge or a corner, each with the engine's verdict. */
export function edgeChoices(game: GameState, side: Side): Choice[] {
  return TOURNAMENT_EDGES.map((edge) => {
    const command: Command = { type: 'tournament.chooseEdge', side, edge };
    return {
      key: edge,
      label: t(EDGE_NAMES[edge]),
      command,
      refusal: validateCommand(game, command),
    };
  });
}

/** 6.1.5 garrisons or 6.1.6 the remaining formations: what the person may set up now. */
export function formationsToSetUp(game: GameState, side: Side): FormationState[] {
  const step = tournamentStep(game);
  if (step === 'garrisons') return garrisonCandidates(game, side);
  if (step === 'deploy') return remainingFormations(game, side);
  return [];
}

/** 6.1.6 FAQ: the formations that may be kept in reserve, by the means the engine has. */
export function reserveCandidates(game: GameState, side: Side): FormationState[] {
  return Object.values(game.formations).filter(
    (f) =>
      f.side === side &&
      f.unitIds.every((id) => game.units[id]?.status === 'reserve') &&
      entersPlayAtTurnStart(game, f),
  );
}

export function reservesCommand(game: GameState, side: Side, formationIds: readonly string[]) {
  const command: Command = {
    type: 'tournament.declareReserves',
    side,
    reserves: formationIds.map((formationId) => ({ formationId, means: 'teleportation' })),
  };
  return { command, refusal: validateCommand(game, command) };
}

/** Row shapes tried, from the formation's own best to tighter ones, when a block does not fit. */
const SHAPES: readonly { wide: boolean; perRow: number }[] = [
  { wide: true, perRow: 6 },
  { wide: true, perRow: 4 },
  { wide: false, perRow: 6 },
  { wide: true, perRow: 3 },
  { wide: false, perRow: 3 },
  { wide: true, perRow: 10 },
];

/**
 * The formation set up whole around the clicked point (6.1.5 garrison, 6.1.6 at the edge): the
 * first block of rows the engine accepts; else the first block with the engine's reason.
 */
export function setUpAt(
  game: GameState,
  side: Side,
  formationId: string,
  at: Point,
  overwatch = false,
): { command: Command; refusal: Refusal | null } | null {
  const formation = game.formations[formationId];
  if (!formation) return null;
  const step = tournamentStep(game);
  let first: { command: Command; refusal: Refusal | null } | null = null;
  for (const shape of SHAPES) {
    const row = Math.max(1, Math.min(formation.unitIds.length, shape.perRow));
    // The clicked point is the middle of the first row.
    const probe = layout(game, formation, at, shape.wide, shape.perRow);
    const last = probe[row - 1]!.position;
    const anchor = { x: at.x - (last.x - at.x) / 2, y: at.y - (last.y - at.y) / 2 };
    const units = layout(game, formation, anchor, shape.wide, shape.perRow);
    const command: Command =
      step === 'garrisons'
        ? { type: 'tournament.garrison', side, formationId, units, overwatch }
        : { type: 'tournament.deployFormation', side, formationId, units };
    const refusal = validateCommand(game, command);
    if (refusal === null) return { command, refusal };
    first ??= { command, refusal };
  }
  return first;
}
