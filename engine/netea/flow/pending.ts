import type { SnapshotFrom } from 'xstate';
import type { CommandType, Side } from '../commands/schema';
import { tournamentPass } from '../rules/6.1-tournament/pass';
import { nextRallySide } from '../rules/1.14-end-phase/rally';
import { nextObjectivePlacer } from '../rules/1.15-set-up/deployment';
import { assaultDecision } from '../rules/1.12-assaults/state';
import { turnStartStatus } from '../rules/1.4-1.6-sequence-and-actions/startOfTurn';
import { arrivalSide } from '../rules/5.3-scenarios/arrivalOrder';
import type { GameState } from '../state/schema';
import { spacecraftSetters } from '../rules/4.3-4.4-spacecraft/order';
import { disembarkDecision } from '../rules/4.3-4.4-spacecraft/planetfallDisembark';
import { landingDue } from '../rules/2-specialists/landingDue';
import { tournamentDecision } from '../rules/6.1-tournament/decision';
import type { gameChart } from './chart';
import { breakthroughSetters } from '../rules/5.3-scenarios/breakthroughOrder';
import { ambushSetters, convoySide } from '../rules/5.3-scenarios/ambushSetup';
import { convoyEntrySide } from '../rules/5.3-scenarios/ambushEntry';
import { withdrawingPlayer } from '../rules/5.3-scenarios/ambushVolley';
import { formationsAbleToLeave } from '../rules/5.3-scenarios/leaveTable';
import { aircraftDecision, hasAircraftToActivate } from '../rules/4.1-4.2-aircraft/decision';
import { sidesOf } from '../rules/1.2-formations/sides';
import { overwatchSides } from '../rules/1.10-overwatch/window';
import { blizzardDecision } from '../rules/5.3-scenarios/plantBlizzard';
import { centreOf, centreToPlace } from '../rules/5.3-scenarios/plantCentre';
import { hasUnitsInside } from '../rules/5.3-scenarios/plantInside';
import { mayRetain } from '../rules/1.4-1.6-sequence-and-actions/actions';
import { nextToAnswer } from '../rules/5.3-scenarios/combinedAttack';

export type ChartSnapshot = SnapshotFrom<typeof gameChart>;

/** Whose decision the game waits for and which commands answer it. */
export interface PendingDecision {
  /** The players who may answer now (both, for simultaneous steps such as deployment). */
  readonly sides: readonly Side[];
  /** What kind of decision it is, for the view and the AI. */
  readonly kind: DecisionKind;
  readonly commands: readonly CommandType[];
  /** The step of a multi-step decision (the assault's: target, charge, counter-charge …). */
  readonly step?: string;
}

export type DecisionKind =
  | 'roll-off'
  | 'choose-zone'
  | 'place-objective'
  | 'deploy'
  | 'turn-start-roll-off'
  | 'turn-start-order'
  | 'turn-start'
  | 'strategy-roll'
  | 'choose-first'
  | 'activate'
  | 'retain-or-hand-over'
  | 'team-pick'
  | 'team-join'
  | 'carry-out-action'
  | 'allocate-hits'
  | 'overwatch-fire'
  | 'assault'
  | 'withdraw'
  | 'rally'
  | 'tournament'
  | 'aircraft'
  | 'planetfall-passengers'
  | 'none';

const NONE: PendingDecision = { sides: [], kind: 'none', commands: [] };

/** Answers already worked out: the host, the AI and the chart's own check ask for each snapshot. */
const decided = new WeakMap<ChartSnapshot, PendingDecision>();

/** From any snapshot of the chart: whose decision is pending and what command it takes. */
export function pendingDecision(snapshot: ChartSnapshot): PendingDecision {
  let decision = decided.get(snapshot);
  if (!decision) {
    decision = decide(snapshot);
    decided.set(snapshot, decision);
  }
  return decision;
}

/** The chart's one active leaf as a dotted path ('turn.action.activation.acting'). */
function statePath(value: unknown): string {
  let path = '';
  let v = value;
  while (v !== null && typeof v === 'object') {
    // The chart has no parallel states, so every level has exactly one active child.
    const [key, child] = Object.entries(v)[0] ?? ['', null];
    path += path ? `.${key}` : key;
    v = child;
  }
  return typeof v === 'string' ? (path ? `${path}.${v}` : v) : path;
}

function decide(snapshot: ChartSnapshot): PendingDecision {
  const path = statePath(snapshot.value);
  // Like snapshot.matches: in this state or any state inside it.
  const at = (state: string) => path === state || path.startsWith(`${state}.`);
  const game = snapshot.context.game;
  const active = game.turnState.activeSide;
  const activeSides: Side[] = active === null ? [] : [active];
  const withdrawal = game.turnState.withdrawal;
  if (withdrawal && (at('turn.action.withdrawing') || at('turn.end'))) {
    return {
      // Seed 001 5.3.7: in the ambush's volley the Space Marines withdraw the broken Orks.
      sides: [withdrawingPlayer(game, withdrawal.side)],
      kind: 'withdraw',
      commands: ['withdrawal.move', 'withdrawal.end'],
    };
  }
  if (at('setup.tournament') || (at('turn.end') && game.tournament?.rollOn)) {
    return { kind: 'tournament', ...tournamentDecision(game) };
  }
  if (at('setup.rollOff')) {
    return { sides: [0, 1], kind: 'roll-off', commands: ['setup.rollOff'] };
  }
  if (at('setup.chooseZone')) {
    const chooser = game.setup.edgeChooser;
    return {
      sides: chooser === null ? [] : [chooser],
      kind: 'choose-zone',
      commands: ['setup.chooseZone'],
    };
  }
  if (at('setup.placingObjectives')) {
    const placer = nextObjectivePlacer(game);
    return {
      sides: placer === null ? [] : [placer],
      kind: 'place-objective',
      commands: ['setup.placeObjective'],
    };
  }
  if (at('setup.deploying')) {
    // 4.3.1: spacecraft are set up first, in turns.
    const setters = spacecraftSetters(game);
    // Seed 001 5.3.5: the side breaking out sets up after the other.
    const sides =
      setters.length > 0
        ? setters
        : breakthroughSetters(
            game,
            // Seed 001 5.3.7: the Space Marines set up once the convoy is in order.
            ambushSetters(
              game,
              sidesOf(game).filter((s) => !game.setup.finished[s]),
            ),
          );
    return {
      sides,
      kind: 'deploy',
      commands: [
        'setup.deployUnit',
        'setup.embarkUnit',
        'setup.joinCharacter',
        'setup.finishDeployment',
        'setup.plot',
        'setup.spacecraft',
        ...(convoySide(game) !== null && !game.ambush ? (['ambush.convoy'] as const) : []),
        // Seed 001 5.3.15: the control centre's entrance, set up by the Imperials.
        ...(centreToPlace(game) ? (['plant.centre'] as const) : []),
      ],
    };
  }
  if (at('turn.strategy.rolling')) {
    // Seed 001 5.3.2: escalation formations due to arrive come on first, in turns.
    // Seed 001 5.3.7: the ambush's convoy comes on, formation by formation.
    const convoy = convoyEntrySide(game);
    if (convoy !== null) return { sides: [convoy], kind: 'turn-start', commands: ['ambush.enter'] };
    const arriving = arrivalSide(game);
    if (arriving !== null)
      return { sides: [arriving], kind: 'turn-start', commands: ['escalation.arrive'] };
    // 1.4.2, 1.5 FAQ: abilities used at the start of the turn come first, in turns.
    const start = turnStartStatus(game);
    if (start.kind === 'roll-off')
      return { sides: [0, 1], kind: 'turn-start-roll-off', commands: ['turnStart.rollOff'] };
    if (start.kind === 'choose')
      return { sides: [start.side], kind: 'turn-start-order', commands: ['turnStart.choose'] };
    if (start.kind === 'resolve')
      return {
        sides: [start.side],
        kind: 'turn-start',
        commands: ['tunnel.surface', 'teleport.place', 'turnStart.pass'],
      };
    // Seed 001 5.3.15: the blizzard's roll, then on a 4 or 5 the choosing team's table.
    const blizzard = blizzardDecision(game);
    if (blizzard)
      return {
        sides: [blizzard.side],
        kind: 'turn-start',
        commands: ['plant.blizzard'],
        step: `blizzard-${blizzard.step}`,
      };
    return { sides: [0, 1], kind: 'strategy-roll', commands: ['strategy.roll'] };
  }
  if (at('turn.strategy.choosing')) {
    const winner = game.turnState.strategyWinner;
    return {
      sides: winner === null ? [] : [winner],
      kind: 'choose-first',
      commands: ['strategy.choose'],
    };
  }
  if (at('turn.action.nominating') || at('turn.action.alone')) {
    return {
      sides: activeSides,
      kind: 'activate',
      commands: [
        'action.declare',
        ...spacecraftCommand(game),
        ...selfPlanetfallCommand(game),
        'overwatch.remain',
        ...passCommand(game),
        ...missions(game, activeSides),
        ...leaveCommand(game),
      ],
    };
  }
  if (at('turn.action.teamJoin')) {
    // Seed 001 5.3.11.3: the next team-mate asked to join the combined attack answers.
    const due = nextToAnswer(game);
    return due === null ? NONE : { sides: [due], kind: 'team-join', commands: ['team.join'] };
  }
  if (at('turn.action.teamPick')) {
    // Seed 001 5.3.11.2: the commander's pick; 1.6.3: or hand the team's initiative over.
    return {
      sides: activeSides,
      kind: 'team-pick',
      commands: [
        'team.pick',
        ...(active !== null && mayRetain(game, active) ? (['action.handOver'] as const) : []),
      ],
    };
  }
  if (at('turn.action.retainChoice')) {
    return {
      sides: activeSides,
      kind: 'retain-or-hand-over',
      commands: [
        'action.declare',
        ...spacecraftCommand(game),
        ...selfPlanetfallCommand(game),
        'action.handOver',
        'overwatch.remain',
        ...passCommand(game),
        ...missions(game, activeSides),
        ...leaveCommand(game),
      ],
    };
  }
  if (at('turn.action.activation.allocating')) {
    return allocateDecision(game);
  }
  if (at('turn.action.activation.assault')) {
    const decision = assaultDecision(game);
    return decision
      ? {
          sides: [decision.side],
          kind: 'assault',
          step: decision.kind,
          // Seed 001 5.3.15: an engage action may go into the control centre instead, and
          // units inside may come out by the charge.
          commands:
            decision.kind === 'target' && centreOf(game)
              ? [...decision.commands, 'plant.storm']
              : decision.kind === 'charge' && actingHasUnitsInside(game)
                ? [...decision.commands, 'plant.chargeOut']
                : decision.commands,
        }
      : NONE;
  }
  if (at('turn.action.activation.aircraft') || (at('turn.end') && aircraftDecision(game))) {
    const decision = aircraftDecision(game);
    return decision
      ? {
          sides: [decision.side],
          kind: 'aircraft',
          step: decision.stage,
          commands: decision.commands,
        }
      : NONE;
  }
  if (at('turn.action.activation.landedPassengers')) {
    // 4.4: the player of the formation just landed: its passengers get out now or stay aboard.
    const decision = disembarkDecision(game);
    return decision
      ? {
          sides: [decision.side],
          kind: 'planetfall-passengers',
          commands: ['planetfall.disembark'],
        }
      : NONE;
  }
  if (at('turn.action.activation.overwatch')) {
    return overwatchDecision(game);
  }
  if (at('turn.action.activation')) {
    return {
      sides: activeSides,
      kind: 'carry-out-action',
      commands: [
        'move.unit',
        // Seed 001 5.3.15: units inside the control centre move out from its entrance.
        ...(actingHasUnitsInside(game) ? (['plant.leave'] as const) : []),
        'move.end',
        'move.disembark',
        'move.mountWarEngine',
        'shoot.declare',
        'shoot.barrage',
        'action.regroup',
        'action.end',
      ],
    };
  }
  if (at('turn.end')) {
    // Overwatch fire at a formation withdrawing after a failed rally (1.13.3).
    if (game.turnState.attack) return allocateDecision(game);
    if (game.turnState.overwatchWindow) return overwatchDecision(game);
    const side = nextRallySide(game);
    return { sides: side === null ? [] : [side], kind: 'rally', commands: ['end.rally'] };
  }
  return NONE;
}

/** Seed 001 5.3.5: a formation at a short table edge may leave the table. */
function leaveCommand(game: GameState): CommandType[] {
  const side = game.turnState.activeSide;
  return side !== null && formationsAbleToLeave(game, side).length > 0
    ? ['breakthrough.leave']
    : [];
}

/** 4.3.2: a spacecraft arriving this turn is activated in the normal sequence. */
/** Seed 001 5.3.15: whether the acting formation has units inside the control centre. */
function actingHasUnitsInside(game: GameState): boolean {
  const id = game.turnState.activation?.formationId;
  const formation = id === undefined ? undefined : game.formations[id];
  return formation !== undefined && hasUnitsInside(game, formation);
}

function spacecraftCommand(game: GameState): CommandType[] {
  return (game.spacecraft ?? []).some(
    (s) => !s.done && s.turn === game.turn && s.side === game.turnState.activeSide,
  )
    ? ['spacecraft.operate']
    : [];
}

/** 6.1.6 FAQ: a pass is offered only where it is legal (all formations left are in reserve). */
function passCommand(game: GameState): CommandType[] {
  const side = game.turnState.activeSide;
  return side !== null && tournamentPass.validate(game, { type: 'action.pass', side }) === null
    ? ['action.pass']
    : [];
}

/** 2.1.21: a formation due to land by self planetfall is activated in the normal sequence. */
function selfPlanetfallCommand(game: GameState): CommandType[] {
  return Object.values(game.formations).some(
    (f) =>
      f.side === game.turnState.activeSide && !f.activated && landingDue(game, f.id) !== undefined,
  )
    ? ['planetfall.self']
    : [];
}

/** 4.2: a side with an aircraft formation to activate may fly a mission with it. */
function missions(game: GameState, sides: readonly Side[]): CommandType[] {
  return sides.some((side) => hasAircraftToActivate(game, side)) ? ['aircraft.mission'] : [];
}

/** 1.9.6: the player whose formation was hit allocates the hits. */
function allocateDecision(game: GameState): PendingDecision {
  const attack = game.turnState.attack;
  const defender = attack ? game.formations[attack.targetFormationId]?.side : undefined;
  return {
    sides: defender === undefined ? [] : [defender],
    kind: 'allocate-hits',
    commands: ['hits.allocate'],
  };
}

/** 1.10: the opponent of the formation that moved (not always the side whose turn it is). */
function overwatchDecision(game: GameState): PendingDecision {
  const window = game.turnState.overwatchWindow;
  const moving = window ? game.formations[window.formationId]?.side : undefined;
  return {
    // With two players the one opponent; with more, each enemy with an overwatcher in turn.
    sides: moving === undefined ? [] : overwatchSides(game).slice(0, 1),
    kind: 'overwatch-fire',
    commands: ['overwatch.fire', 'overwatch.pass'],
  };
}
