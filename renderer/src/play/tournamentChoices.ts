import { ofPair, twoSided } from './players';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry/types';
import type { Refusal } from '../../../engine/kernel/result';
import { tournamentDecision } from '../../../engine/netea/rules/6.1-tournament/decision';
import { layout } from '../../../engine/netea/rules/6.1-tournament/defaults';
import { GARRISON_RANGE } from '../../../engine/netea/rules/6.1-tournament/garrisons';
import { packFormation, type Placed } from '../../../engine/netea/rules/6.1-tournament/packing';
import { edgeLine, edgeZonePolygon } from '../../../engine/netea/rules/6.1-tournament/table';
import {
  garrisonCandidates,
  remainingFormations,
} from '../../../engine/netea/rules/6.1-tournament/setupCommands';
import { isAircraftFormation } from '../../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import {
  TOURNAMENT_EDGES,
  type ReserveMeans,
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
    const command: Command = { type: 'tournament.chooseEdge', side: twoSided(side), edge };
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
  if (step === 'garrisons') return garrisonCandidates(game, twoSided(side));
  if (step === 'deploy') return remainingFormations(game, twoSided(side));
  return [];
}

/** One way a formation may be kept in reserve (6.1.6 FAQ: declared with its means). */
export interface ReserveOption {
  readonly key: string;
  readonly means: ReserveMeans;
  readonly carrier?: string;
  readonly label: string;
}

export type ReserveEntry = { formationId: string; means: ReserveMeans; carrier?: string };

/**
 * 6.1.6 FAQ: the formations that may be kept in reserve, each with every means the engine
 * accepts for it alone (teleport, a transport aircraft of the side, planetfall with its drop
 * zone or landing point written down, tunnelling with its plot). Aircraft formations are
 * always in reserve (`aircraftInReserve`): one is offered only to land by planetfall from a
 * spacecraft (a Thunderhawk with its drop zone written down at 6.1.5, 4.4). `mayStayOut`: the
 * engine also accepts the formation left out of the reserves (not so for one bound to planetfall
 * by its drop zone), so "set up on the table" / "as aircraft" is offered only then.
 */
export function reserveCandidates(
  game: GameState,
  side: Side,
): { formation: FormationState; options: ReserveOption[]; mayStayOut: boolean }[] {
  const carriers = Object.values(game.formations).filter(
    (f) => f.side === side && isAircraftFormation(game, f),
  );
  const planetfall: ReserveOption = {
    key: 'planetfall',
    means: 'planetfall',
    label: w('{{formation}}, by planetfall (4.4)'),
  };
  return Object.values(game.formations).flatMap((f) => {
    if (f.side !== side) return [];
    if (!f.unitIds.every((id) => game.units[id]?.status === 'reserve')) return [];
    const aircraft = isAircraftFormation(game, f);
    const tries: ReserveOption[] = aircraft
      ? [planetfall]
      : [
          {
            key: 'teleportation',
            means: 'teleportation',
            label: w('{{formation}}, by teleport (2.1.17)'),
          },
          ...carriers.map((c) => ({
            key: `transport-aircraft:${c.id}`,
            means: 'transport-aircraft' as const,
            carrier: c.id,
            label: w('{{formation}}, aboard {{carrier}} (4.2.5)'),
          })),
          planetfall,
          {
            key: 'tunnelling',
            means: 'tunnelling',
            label: w('{{formation}}, by tunnelling (2.1.23)'),
          },
          {
            key: 'portal',
            means: 'portal',
            label: w('{{formation}}, through a portal (6.1.6)'),
          },
        ];
    // 6.1.6 FAQ: the others with a drop zone are bound to planetfall; declared so beside it,
    // they do not hide this formation's options.
    const bound = dropZoned(game, side)
      .filter((id) => id !== f.id)
      .map((id) => entryOf(id, planetfall));
    const options = tries.filter(
      (o) => reservesCommand(game, side, [entryOf(f.id, o), ...bound]).refusal === null,
    );
    const mayStayOut = reservesCommand(game, side, bound).refusal === null;
    return options.length > 0 ? [{ formation: f, options, mayStayOut }] : [];
  });
}

/** 4.4: the side's formations with a drop zone written down at 6.1.5. */
function dropZoned(game: GameState, side: Side): string[] {
  return (game.plots ?? [])
    .filter((p) => p.side === side && p.kind === 'drop-zone')
    .map((p) => p.formationId);
}

/** 4.2, 6.1.6: the side's aircraft formations, kept in reserve without being named. */
export function aircraftInReserve(game: GameState, side: Side): FormationState[] {
  return Object.values(game.formations).filter(
    (f) =>
      f.side === side &&
      isAircraftFormation(game, f) &&
      !dropZoned(game, side).includes(f.id) &&
      f.unitIds.every((id) => game.units[id]?.status === 'reserve'),
  );
}

export function entryOf(formationId: string, option: ReserveOption): ReserveEntry {
  return {
    formationId,
    means: option.means,
    ...(option.carrier === undefined ? {} : { carrier: option.carrier }),
  };
}

/** The declaration of the chosen reserves, with the engine's verdict. */
export function reservesCommand(game: GameState, side: Side, reserves: readonly ReserveEntry[]) {
  const command: Command = {
    type: 'tournament.declareReserves',
    side: twoSided(side),
    reserves: [...reserves],
  };
  return { command, refusal: validateCommand(game, command) };
}

/**
 * The formation set up whole at the clicked point (6.1.5 garrison, 6.1.6 at the edge): the
 * deploy packer (packing.ts) grows it unit by unit from the legal spot nearest the click, in a
 * chain clear of other units and impassable terrain, facing away from the person's edge, until
 * the engine accepts it; when no spot holds it, rows around the click with the engine's reason.
 */
export function setUpAt(
  game: GameState,
  side: Side,
  formationId: string,
  at: Point,
  overwatch = false,
): { command: Command; refusal: Refusal | null } | null {
  const formation = game.formations[formationId];
  const edge = game.tournament && ofPair(game.tournament.edges, side);
  if (!formation || !edge) return null;
  const garrison = tournamentStep(game) === 'garrisons';
  const command = (units: readonly Placed[]): Command =>
    garrison
      ? {
          type: 'tournament.garrison',
          side: twoSided(side),
          formationId,
          units: [...units],
          overwatch,
        }
      : {
          type: 'tournament.deployFormation',
          side: twoSided(side),
          formationId,
          units: [...units],
        };
  const area = {
    // 6.1.5: a garrison stands near an objective, so around the click; 6.1.6: along the edge.
    polygon: garrison ? around(game, at, GARRISON_RANGE + 5) : edgeZonePolygon(game.table, edge),
    edge: edgeLine(game.table, edge),
  };
  const legal = (units: readonly Placed[]) => validateCommand(game, command(units)) === null;
  const packed = packFormation(game, formation, area, () => 0, legal, at);
  if (packed) return { command: command(packed), refusal: null };
  const rows = command(layout(game, formation, at));
  return { command: rows, refusal: validateCommand(game, rows) };
}

/** A square of `half` centimetres each way from `at`, kept on the table. */
function around(game: GameState, at: Point, half: number): Point[] {
  const x0 = Math.max(0, at.x - half);
  const x1 = Math.min(game.table.width, at.x + half);
  const y0 = Math.max(0, at.y - half);
  const y1 = Math.min(game.table.height, at.y + half);
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}
