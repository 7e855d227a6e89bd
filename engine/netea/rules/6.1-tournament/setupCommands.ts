import { ofSide } from '../../state/perSide';
import { portalReserveRefusal } from './portals';
import type { CommandHandler } from '../../commands/handler';
import {
  entersPlayAtTurnStart,
  plotOf,
  selfPlanetfallRiders,
  tunnelsIn,
} from '../2-specialists/offTable';
import { isAircraftFormation } from '../4.1-4.2-aircraft/aerospace';
import { seatPassengers } from '../4.1-4.2-aircraft/airTransport';
import { planetfallRiders } from '../4.3-4.4-spacecraft/planetfall';
import type { CommandOf } from '../../commands/schema';
import type { TwoSides as Side } from '../../commands/primitives';
import { refusal, type Refusal } from '../../../kernel/result';
import type { FormationState, GameState } from '../../state/schema';
import { formationsOf, liveUnits, otherSide } from '../1.2-formations/formations';
import { unitShape } from '../1.2-formations/battlefield';
import type { GameEvent } from '../../events';
import { edgeChooser, firstToSetUp, rollOffDue, tournamentOf } from './order';
import { OPPOSITE, distanceToEdge, edgeZonePolygon, halfPolygon, inHalf } from './table';
import { garrisonKind, GARRISON_OVERWATCH_LIMIT, GARRISON_RANGE } from './garrisons';
import { formationToSetUp, partlyIn, setUpFormation, whollyIn, within } from './placement';
import type { ReserveMeans, TournamentState } from './state';
import { spacecraftFirst } from '../4.3-4.4-spacecraft/order';
import { spacecraftSheet } from '../4.3-4.4-spacecraft/schedule';

/**
 * The tournament game's set-up (6.1.2–6.1.6), one decision at a time: the dice for equal
 * strategy ratings, the table edge, six objectives in turn, garrisons in turn, the reserves
 * declared, then the remaining formations in turn; then turn 1 begins.
 */

/** 6.1.4: objectives per player; the first on his own edge, the rest in the opponent's half. */
export const OBJECTIVES_EACH = 3;
/** 6.1.4: at least 30cm from the opponent's table edge and from every other objective. */
export const OBJECTIVE_SPACING = 30;
/** How near the edge line an objective "on the table edge" stands (its marker touches it). */
export const ON_EDGE = 1;

function inStep(state: GameState, step: TournamentState['step']): Refusal | null {
  const t = state.tournament;
  if (!t || state.phase !== 'setup')
    return refusal('flow/wrong-phase', '6.1', 'This is not the set-up of a tournament game.');
  if (t.step !== step)
    return refusal('tournament/wrong-step', '6.1', `The set-up is at another step (${t.step}).`);
  return null;
}

function notYourTurn(state: GameState, side: Side, section: string): Refusal | null {
  return tournamentOf(state).next === side
    ? null
    : refusal(
        'tournament/not-your-turn',
        section,
        'The players take turns; it is your opponent\u2019s.',
      );
}

function withTournament(state: GameState, t: Partial<TournamentState>): GameState {
  return { ...state, tournament: { ...tournamentOf(state), ...t } };
}

export const tournamentRollOff: CommandHandler<CommandOf<'tournament.rollOff'>> = {
  validate(state) {
    const t = state.tournament;
    if (!t || state.phase !== 'setup')
      return refusal('flow/wrong-phase', '6.1', 'This is not the set-up of a tournament game.');
    return rollOffDue(state) === null
      ? refusal('tournament/no-roll', '6.1.2', 'The strategy ratings differ: no dice are needed.')
      : null;
  },
  apply(state, _command, { dice, events }) {
    const due = rollOffDue(state)!;
    const section = due === 'edge' ? '6.1.2' : '6.1.4';
    for (;;) {
      const [a, b] = dice.d6(2, {
        purpose:
          due === 'edge'
            ? 'dice for the choice of table edge (player 1, player 2)'
            : 'dice for who places the first objective (player 1, player 2)',
        section,
      });
      if (a === b) continue;
      const side: Side = (a ?? 0) > (b ?? 0) ? 0 : 1;
      events.push({ type: 'tournament/roll-off-won', side, for: due, section });
      return due === 'edge'
        ? withTournament(state, { edgeRoll: side })
        : withTournament(state, { objectiveRoll: side, next: side });
    }
  },
};

export const tournamentChooseEdge: CommandHandler<CommandOf<'tournament.chooseEdge'>> = {
  validate(state, command) {
    const wrong = inStep(state, 'edge');
    if (wrong) return wrong;
    const chooser = edgeChooser(state);
    if (chooser === null)
      return refusal(
        'tournament/roll-first',
        '6.1.2',
        'Equal strategy ratings: dice to see who chooses the table edge.',
      );
    if (chooser !== command.side)
      return refusal(
        'tournament/not-your-choice',
        '6.1.2',
        'Your opponent chooses the table edge.',
      );
    return null;
  },
  apply(state, command, { events }) {
    const edges: TournamentState['edges'] =
      command.side === 0
        ? [command.edge, OPPOSITE[command.edge]]
        : [OPPOSITE[command.edge], command.edge];
    events.push({
      type: 'tournament/edge-chosen',
      side: command.side,
      edge: command.edge,
      section: '6.1.2',
    });
    return withTournament(state, { edges, step: 'objectives', next: firstToSetUp(state) ?? 0 });
  },
};

function edgesOf(
  state: GameState,
): [NonNullable<TournamentState['edges'][0]>, NonNullable<TournamentState['edges'][0]>] {
  const [a, b] = tournamentOf(state).edges;
  if (!a || !b) throw new Error('tournament edges not chosen');
  return [a, b];
}

export const tournamentPlaceObjective: CommandHandler<CommandOf<'tournament.placeObjective'>> = {
  validate(state, command) {
    const wrong = inStep(state, 'objectives');
    if (wrong) return wrong;
    if (rollOffDue(state))
      return refusal(
        'tournament/roll-first',
        '6.1.4',
        'Equal strategy ratings: dice to see who places the first objective.',
      );
    const turn = notYourTurn(state, command.side, '6.1.4');
    if (turn) return turn;
    const { x, y } = command.position;
    if (x < 0 || y < 0 || x > state.table.width || y > state.table.height)
      return refusal('setup/objective-off-table', '6.1.4', 'Objectives are set up on the table.');
    const edges = edgesOf(state);
    const own = edges[command.side];
    // Two-sided: 6.1's set-up is between two players, each with a table edge and half.
    const theirs = edges[otherSide(command.side)];
    const first = !tournamentOf(state).objectives.some((o) => o.placedBy === command.side);
    if (first) {
      return distanceToEdge(state.table, own, command.position) <= ON_EDGE
        ? null
        : refusal(
            'tournament/objective-on-edge',
            '6.1.4',
            'Your first objective must be placed on your own table edge.',
          );
    }
    if (!inHalf(state.table, theirs, command.position))
      return refusal(
        'tournament/objective-opponent-half',
        '6.1.4',
        "Your other objectives must be set up in your opponent's half of the table.",
      );
    if (distanceToEdge(state.table, theirs, command.position) < OBJECTIVE_SPACING)
      return refusal(
        'tournament/objective-near-edge',
        '6.1.4',
        `Objectives must be at least ${OBJECTIVE_SPACING}cm from your opponent's table edge.`,
      );
    const near = state.objectives.find(
      (o) => Math.hypot(o.position.x - x, o.position.y - y) < OBJECTIVE_SPACING,
    );
    if (near)
      return refusal(
        'setup/objective-too-close',
        '6.1.4',
        `Objectives must be at least ${OBJECTIVE_SPACING}cm from any other (${near.label}).`,
      );
    return null;
  },
  apply(state, command, { events }) {
    const t = tournamentOf(state);
    const onEdge = !t.objectives.some((o) => o.placedBy === command.side);
    const id = `objective-${state.objectives.length + 1}`;
    const label = `Objective ${state.objectives.length + 1} (${ofSide(state.players, command.side).name})`;
    events.push({
      type: 'setup/objective-placed',
      side: command.side,
      objectiveId: id,
      position: command.position,
      section: '6.1.4',
    });
    const objectives = [
      ...t.objectives,
      {
        objectiveId: id,
        placedBy: command.side,
        // Two-sided: 6.1's set-up is between two players, each with a table edge and half.
        half: onEdge ? command.side : otherSide(command.side),
        onEdge,
      },
    ];
    const next = {
      ...state,
      objectives: [...state.objectives, { id, position: command.position, label }],
    };
    if (objectives.length < OBJECTIVES_EACH * 2)
      // Two-sided: 6.1's set-up is between two players, each with a table edge and half.
      return withTournament(next, { objectives, next: otherSide(command.side) });
    return startGarrisons(withTournament(next, { objectives }));
  },
};

/** 6.1.5: spacecraft first (4.3.1, in turns from the higher strategy rating: the decision
 * offers them while any is left), then garrisons, the higher rating first. Called again once the
 * last spacecraft is set up. */
export function startGarrisons(state: GameState): GameState {
  const first = firstToSetUp(state) ?? 0;
  if (spacecraftFirst(state))
    return withTournament(state, { step: 'garrisons', next: first, done: [false, false] });
  const done: [boolean, boolean] = [!hasGarrisonLeft(state, 0), !hasGarrisonLeft(state, 1)];
  const next = withTournament(state, {
    step: 'garrisons',
    // Two-sided: 6.1's set-up is between two players, each with a table edge and half.
    next: done[first] ? otherSide(first) : first,
    done,
  });
  return done[0] && done[1] ? startReserves(next) : next;
}

export function garrisonCandidates(state: GameState, side: Side): FormationState[] {
  return formationsOf(state, side).filter(
    (f) =>
      garrisonKind(state, f) !== null &&
      !hasDropZone(state, f.id) &&
      f.unitIds.every((u) => state.units[u]?.status === 'reserve'),
  );
}

/** 4.4, 6.1.6: a formation with a drop zone written down lands by planetfall: no garrison (a
 * drop pod's speed of 0 would otherwise make one of it, 6.1.5). */
function hasDropZone(state: GameState, formationId: string): boolean {
  return (state.plots ?? []).some((p) => p.kind === 'drop-zone' && p.formationId === formationId);
}

function hasGarrisonLeft(state: GameState, side: Side): boolean {
  return garrisonCandidates(state, side).length > 0;
}

export const tournamentGarrison: CommandHandler<CommandOf<'tournament.garrison'>> = {
  validate(state, command) {
    return spacecraftFirst(state) ?? garrisonOutcome(state, command, []).refusal ?? null;
  },
  apply(state, command, { events }) {
    const outcome = garrisonOutcome(state, command, events);
    if (!outcome.state) throw new Error('validated garrison failed');
    const t = tournamentOf(state);
    events.push({
      type: 'tournament/formation-set-up',
      side: command.side,
      formationId: command.formationId,
      garrison: true,
      overwatch: command.overwatch,
      section: '6.1.5',
    });
    let next = outcome.state;
    if (command.overwatch) {
      const f = next.formations[command.formationId]!;
      // 6.1.5: "assumed to have gone on Overwatch in their previous Action phase".
      next = { ...next, formations: { ...next.formations, [f.id]: { ...f, overwatch: true } } };
    }
    const done: [boolean, boolean] = [...t.done];
    done[command.side] = !hasGarrisonLeft(next, command.side);
    // Two-sided: 6.1's set-up is between two players, each with a table edge and half.
    const other = otherSide(command.side);
    next = withTournament(next, {
      garrisons: [...t.garrisons, command.formationId],
      done,
      next: done[other] ? command.side : other,
    });
    return done[0] && done[1] ? startReserves(next) : next;
  },
};

function garrisonOutcome(
  state: GameState,
  command: CommandOf<'tournament.garrison'>,
  events: Parameters<typeof setUpFormation>[4],
): { state?: GameState; refusal?: Refusal } {
  const wrong = inStep(state, 'garrisons') ?? notYourTurn(state, command.side, '6.1.5');
  if (wrong) return { refusal: wrong };
  const formation = formationToSetUp(state, command);
  if ('code' in formation) return { refusal: formation };
  if (hasDropZone(state, formation.id))
    return {
      refusal: refusal(
        'tournament/drop-zone-garrison',
        '6.1.6',
        `${formation.name} has a drop zone written down: it lands by planetfall, it cannot garrison.`,
      ),
    };
  const kind = garrisonKind(state, formation);
  if (kind === null)
    return {
      refusal: refusal(
        'tournament/not-a-garrison',
        '6.1.5',
        `${formation.name} cannot garrison: half or more of its units must be scouts, or no more than one may move over 15cm with no war engine, or one must have speed 0.`,
      ),
    };
  const t = tournamentOf(state);
  if (command.overwatch) {
    const already = t.garrisons.filter(
      (id) => state.formations[id]?.side === command.side && state.formations[id]?.overwatch,
    ).length;
    if (already >= GARRISON_OVERWATCH_LIMIT)
      return {
        refusal: refusal(
          'tournament/overwatch-limit',
          '6.1.5',
          `At most ${GARRISON_OVERWATCH_LIMIT} garrisons may start on overwatch.`,
        ),
      };
  }
  const [own, theirs] = sideEdges(state, command.side);
  const opponentHalf = halfPolygon(state.table, theirs);
  const ownHalf = halfPolygon(state.table, own);
  const done = setUpFormation(
    state,
    formation,
    command,
    (shape, name) =>
      partlyIn(opponentHalf, shape) && !whollyIn(ownHalf, shape)
        ? refusal(
            'tournament/opponent-half',
            '6.1.5',
            `${name} would stand in your opponent's half of the table.`,
          )
        : null,
    events,
  );
  if ('refusal' in done) return done;
  const ownObjectives = t.objectives.filter((o) => o.half === command.side);
  const guards = command.units.some((p) => {
    const shape = done.state.units[p.unitId] && unitShapeOf(done.state, p.unitId);
    return (
      shape &&
      ownObjectives.some((o) => {
        const objective = state.objectives.find((x) => x.id === o.objectiveId);
        return objective !== undefined && within(shape, objective.position, GARRISON_RANGE);
      })
    );
  });
  if (!guards)
    return {
      refusal: refusal(
        'tournament/garrison-far',
        '6.1.5',
        `A garrison needs a unit within ${GARRISON_RANGE}cm of an objective in your own half of the table.`,
      ),
    };
  return done;
}

function unitShapeOf(state: GameState, unitId: string) {
  const unit = state.units[unitId];
  return unit ? unitShape(state, unit) : null;
}

function sideEdges(state: GameState, side: Side) {
  const edges = edgesOf(state);
  // Two-sided: 6.1's set-up is between two players, each with a table edge and half.
  return [edges[side], edges[otherSide(side)]] as const;
}

export const tournamentEndGarrisons: CommandHandler<CommandOf<'tournament.endGarrisons'>> = {
  validate(state, command) {
    return (
      inStep(state, 'garrisons') ??
      spacecraftFirst(state) ??
      notYourTurn(state, command.side, '6.1.5')
    );
  },
  apply(state, command) {
    const t = tournamentOf(state);
    const done: [boolean, boolean] = [...t.done];
    done[command.side] = true;
    // Two-sided: 6.1's set-up is between two players, each with a table edge and half.
    const next = withTournament(state, { done, next: otherSide(command.side) });
    return done[0] && done[1] ? startReserves(next) : next;
  },
};

/** 6.1.6 FAQ: reserves are declared first, both players, before the remaining set-up. */
function startReserves(state: GameState): GameState {
  return withTournament(state, { step: 'reserves', done: [false, false] });
}

export const tournamentDeclareReserves: CommandHandler<CommandOf<'tournament.declareReserves'>> = {
  validate(state, command) {
    const wrong = inStep(state, 'reserves');
    if (wrong) return wrong;
    if (tournamentOf(state).reservesDeclared[command.side])
      return refusal('tournament/reserves-declared', '6.1.6', 'You have declared your reserves.');
    return reservesOutcome(state, command).refusal ?? null;
  },
  apply(state, command, { events }) {
    const outcome = reservesOutcome(state, command);
    if (!outcome.state) throw new Error('validated reserves failed');
    const t = tournamentOf(state);
    const declared: [boolean, boolean] = [...t.reservesDeclared];
    declared[command.side] = true;
    const reserves = { ...t.reserves };
    for (const r of outcome.reserves) reserves[r.formationId] = r.means;
    for (const e of outcome.embarked) events.push(e);
    events.push({
      type: 'tournament/reserves-declared',
      side: command.side,
      reserves: outcome.reserves,
      section: '6.1.6',
    });
    const next = withTournament(outcome.state, { reservesDeclared: declared, reserves });
    return declared[0] && declared[1] ? startDeployment(next, events) : next;
  },
};

type Declared = { formationId: string; means: ReserveMeans };

/**
 * The declaration checked entry by entry, with the side's aircraft formations added (6.1.6:
 * reserves "must either be aircraft, or …"; aircraft have no other way onto the table, 4.2) and
 * the formations in transport aircraft loaded aboard (6.1.6: "must start the game already
 * loaded into the transport vehicle that will bring them into play").
 */
function reservesOutcome(
  state: GameState,
  command: CommandOf<'tournament.declareReserves'>,
): {
  state?: GameState;
  reserves: Declared[];
  embarked: GameEvent[];
  refusal?: Refusal;
} {
  const failed = (r: Refusal) => ({ refusal: r, reserves: [], embarked: [] });
  const seen = new Set<string>();
  const reserves: Declared[] = [];
  const embarked: GameEvent[] = [];
  let next = state;
  for (const r of command.reserves) {
    const formation = state.formations[r.formationId];
    if (!formation || formation.side !== command.side)
      return failed(
        refusal(
          'command/not-your-formation',
          '-',
          `There is no formation of yours "${r.formationId}".`,
        ),
      );
    if (seen.has(r.formationId))
      return failed(
        refusal('tournament/reserve-twice', '6.1.6', `${formation.name} is declared twice.`),
      );
    seen.add(r.formationId);
    if (formation.unitIds.some((u) => state.units[u]?.status !== 'reserve'))
      return failed(
        refusal('tournament/already-set-up', '6.1.6', `${formation.name} is already set up.`),
      );
    const means = reserveRefusal(next, formation, r.means);
    if (means) return failed(means);
    if (r.means === 'transport-aircraft') {
      const boarded = boardCarrier(next, formation, r.carrier);
      if ('code' in boarded) return failed(boarded);
      next = boarded.state;
      embarked.push(...boarded.events);
    }
    reserves.push({ formationId: r.formationId, means: r.means });
  }
  // 4.2, 6.1.6: aircraft formations stay off the table until they act: always in reserve.
  for (const f of formationsOf(state, command.side))
    if (!seen.has(f.id) && isAircraftFormation(state, f) && !spacecraftSheet(state, f))
      reserves.push({ formationId: f.id, means: 'aircraft' });
  // 4.4: a drop zone written down at 6.1.5 is for a formation landing by planetfall.
  const plotted = (state.plots ?? []).find(
    (p) => p.side === command.side && p.kind === 'drop-zone' && !seen.has(p.formationId),
  );
  if (plotted) {
    const name = state.formations[plotted.formationId]?.name ?? plotted.formationId;
    return failed(
      refusal(
        'tournament/drop-zone-undeclared',
        '6.1.6',
        `${name} has a drop zone written down: declare it in reserve to enter play by planetfall.`,
      ),
    );
  }
  return { state: next, reserves, embarked };
}

/**
 * 6.1.6 with 4.2.5 and 3.1.3: a formation entering in transport aircraft is loaded whole into the
 * named aircraft formation of its side, each unit in the first aircraft with room (as troops
 * board aircraft elsewhere, airTransport.ts).
 */
function boardCarrier(
  state: GameState,
  formation: FormationState,
  carrierId: string | undefined,
): { state: GameState; events: GameEvent[] } | Refusal {
  const carrier = carrierId === undefined ? undefined : state.formations[carrierId];
  if (!carrier || carrier.side !== formation.side || !isAircraftFormation(state, carrier))
    return refusal(
      'tournament/no-carrier',
      '6.1.6',
      `Name the transport aircraft formation of yours that ${formation.name} starts aboard.`,
    );
  const units = liveUnits(state, formation);
  const seats = seatPassengers(
    state,
    carrier.id,
    units.map((u) => u.id),
  );
  if (!seats)
    return refusal(
      'aircraft/whole-formation',
      '3.1.3',
      `${formation.name} must get in whole: ${carrier.name} has no room for all of it.`,
    );
  const events: GameEvent[] = [];
  const moved = { ...state.units };
  for (const u of units) {
    const transportId = seats[u.id]!;
    moved[u.id] = { ...u, status: 'embarked', position: null, transportedBy: transportId };
    events.push({ type: 'move/unit-embarked', unitId: u.id, transportId, section: '4.2.5' });
  }
  return { state: { ...state, units: moved }, events };
}

/**
 * 6.1.6: reserves must be aircraft, or enter in a transport aircraft or by teleportation; FAQ:
 * or by another ability that brings them into play (tunneller, self planetfall). Each means is
 * checked against what the formation is and what its side wrote down before (a drop zone at
 * 6.1.5, a landing or surfacing plot).
 */
function reserveRefusal(
  state: GameState,
  formation: FormationState,
  means: ReserveMeans,
): Refusal | null {
  const cannot = (how: string) =>
    refusal(
      'tournament/no-means',
      '6.1.6',
      `${formation.name} cannot ${how}: it cannot be kept in reserve that way.`,
    );
  const plot = plotOf(state, formation.id);
  switch (means) {
    case 'teleportation':
      return entersPlayAtTurnStart(state, formation) ? null : cannot('teleport');
    case 'aircraft':
      return isAircraftFormation(state, formation) && !spacecraftSheet(state, formation)
        ? null
        : cannot('fly in as aircraft');
    case 'transport-aircraft':
      return isAircraftFormation(state, formation) || spacecraftSheet(state, formation)
        ? cannot('ride in a transport aircraft')
        : null;
    case 'planetfall':
      // 4.4 from the side's spacecraft (drop zone at 6.1.5), or 2.1.21 by itself (its plot).
      if (plot?.kind === 'drop-zone' || plot?.kind === 'landing-zone') return null;
      return planetfallRiders(state, formation) !== null ||
        selfPlanetfallRiders(state, formation) !== null
        ? refusal(
            'tournament/no-drop-zone',
            '6.1.6',
            `${formation.name} lands by planetfall only where its drop zone or landing point is written down (4.4, 2.1.21): write it down first.`,
          )
        : cannot('make planetfall');
    case 'tunnelling':
      if (!tunnelsIn(state, formation)) return cannot('tunnel');
      return plot?.kind === 'tunnel'
        ? null
        : refusal(
            'tournament/no-tunnel-plot',
            '6.1.6',
            `${formation.name} surfaces where and when it is written down (2.1.23): write it down first.`,
          );
    case 'portal':
      return portalReserveRefusal(state, formation);
  }
}

/** The side's formations still to be set up on the table (neither garrisons nor reserves, nor
 * a spacecraft, which is set up at its edge at 6.1.5 and never stands on the table). */
export function remainingFormations(state: GameState, side: Side): FormationState[] {
  const t = tournamentOf(state);
  return formationsOf(state, side).filter(
    (f) =>
      t.reserves[f.id] === undefined &&
      spacecraftSheet(state, f) === undefined &&
      // 4.2: aircraft are kept in reserve (declared with the reserves).
      !isAircraftFormation(state, f) &&
      f.unitIds.every((u) => state.units[u]?.status === 'reserve'),
  );
}

function startDeployment(state: GameState, events: GameEvent[]): GameState {
  const first = firstToSetUp(state) ?? 0;
  const left = (s: Side) => remainingFormations(state, s).length > 0;
  const next = withTournament(state, {
    step: 'deploy',
    // Two-sided: 6.1's set-up is between two players, each with a table edge and half.
    next: left(first) ? first : otherSide(first),
  });
  if (left(0) || left(1)) return next;
  events.push({ type: 'game/turn-begins', turn: 1 });
  return beginBattle(next);
}

/** Set-up is over: turn 1 begins (1.4.1). */
function beginBattle(state: GameState): GameState {
  return {
    ...withTournament(state, { step: 'battle' }),
    setup: { ...state.setup, finished: [true, true] },
    phase: 'strategy',
    turn: 1,
  };
}

export const tournamentDeployFormation: CommandHandler<CommandOf<'tournament.deployFormation'>> = {
  validate(state, command) {
    return deployOutcome(state, command, []).refusal ?? null;
  },
  apply(state, command, { events }) {
    const outcome = deployOutcome(state, command, events);
    if (!outcome.state) throw new Error('validated deployment failed');
    events.push({
      type: 'tournament/formation-set-up',
      side: command.side,
      formationId: command.formationId,
      garrison: false,
      overwatch: false,
      section: '6.1.6',
    });
    const next = outcome.state;
    // Two-sided: 6.1's set-up is between two players, each with a table edge and half.
    const other = otherSide(command.side);
    const left = (s: Side) => remainingFormations(next, s).length > 0;
    if (!left(0) && !left(1)) {
      events.push({ type: 'game/turn-begins', turn: 1 });
      return beginBattle(next);
    }
    return withTournament(next, { next: left(other) ? other : command.side });
  },
};

function deployOutcome(
  state: GameState,
  command: CommandOf<'tournament.deployFormation'>,
  events: Parameters<typeof setUpFormation>[4],
): { state?: GameState; refusal?: Refusal } {
  const wrong = inStep(state, 'deploy') ?? notYourTurn(state, command.side, '6.1.6');
  if (wrong) return { refusal: wrong };
  const formation = formationToSetUp(state, command);
  if ('code' in formation) return { refusal: formation };
  if (tournamentOf(state).reserves[formation.id] !== undefined)
    return {
      refusal: refusal('tournament/in-reserve', '6.1.6', `${formation.name} is kept in reserve.`),
    };
  const zone = edgeZonePolygon(state.table, edgesOf(state)[command.side]);
  return setUpFormation(
    state,
    formation,
    command,
    (shape, name) =>
      whollyIn(zone, shape)
        ? null
        : refusal(
            'tournament/outside-edge-zone',
            '6.1.6',
            `${name} must be set up within 15cm of your own table edge.`,
          ),
    events,
  );
}
