import { assign, setup } from 'xstate';
import { applyCommand, validateCommand } from '../commands/apply';
import type { Command } from '../commands/schema';
import type { GameEvent } from '../events';
import { mayRetain } from '../rules/1.4-1.6-sequence-and-actions/actions';
import { nextObjectivePlacer } from '../rules/1.15-set-up/deployment';
import { ASSAULT_COMMAND_TYPES } from '../rules/1.12-assaults/commandSchemas';
import { assaultDecision } from '../rules/1.12-assaults/state';
import { othersHaveActivations } from '../rules/1.4-1.6-sequence-and-actions/turnOrder';
import type { GameState } from '../state/schema';
import { TOURNAMENT_SETUP_COMMAND_TYPES } from '../rules/6.1-tournament/commandSchemas';
import { disembarkDecision } from '../rules/4.3-4.4-spacecraft/planetfallDisembark';

/**
 * The phase chart: the game's flow as an XState machine (1.4 Sequence of Play). Its events are
 * the commands themselves; its guards ask the engine whether a command is legal here and now,
 * and its actions apply it through the engine's pure functions. Where the flow goes next is
 * decided here, by guarded transitions over the engine's state: retaining the initiative, a side
 * with no formations left, the end phase and the game's end are states of this chart.
 */
export interface ChartContext {
  readonly game: GameState;
  /** What the last accepted command did, for the host to publish. */
  readonly events: readonly GameEvent[];
}

const accept = { guard: 'legal', actions: 'apply' } as const;

export const gameChart = setup({
  types: {
    context: {} as ChartContext,
    events: {} as Command,
    input: {} as GameState,
  },
  guards: {
    legal: ({ context, event }) => validateCommand(context.game, event) === null,
    battleBegun: ({ context }) => context.game.phase !== 'setup',
    objectivesToPlace: ({ context }) =>
      context.game.setup.zones[0] !== null && nextObjectivePlacer(context.game) !== null,
    inStrategyPhase: ({ context }) => context.game.phase === 'strategy',
    inEndPhase: ({ context }) => context.game.phase === 'end',
    gameOver: ({ context }) => context.game.phase === 'game-over',
    strategyRolled: ({ context }) => context.game.turnState.strategyWinner !== null,
    activationUnderWay: ({ context }) => context.game.turnState.activation !== null,
    attackPending: ({ context }) => context.game.turnState.attack !== null,
    withdrawalPending: ({ context }) => context.game.turnState.withdrawal !== null,
    overwatchOpen: ({ context }) => context.game.turnState.overwatchWindow !== null,
    assaultPending: ({ context }) => assaultDecision(context.game) !== null,
    /** 4.2: a step of an aircraft's mission waits for a decision. */
    aircraftPending: ({ context }) => context.game.aircraft?.step != null,
    /** 4.4: a formation has just landed by planetfall; its passengers get out or stay aboard. */
    planetfallPending: ({ context }) => disembarkDecision(context.game) !== null,
    /** Seed 001 5.3.11.2: a team's commander picks which of its players acts. */
    teamPickPending: ({ context }) => context.game.turnState.teamPick === true,
    /** Seed 001 5.3.11.3: team-mates asked to join an attack answer. */
    teamJoinPending: ({ context }) => context.game.turnState.teamJoin !== undefined,
    /** 1.6.3: the side that just acted successfully may retain the initiative. */
    retainOffered: ({ context }) => {
      const side = context.game.turnState.activeSide;
      return side !== null && mayRetain(context.game, side);
    },
    /** 1.6: the opponents have no formations left; the active side keeps on activating. */
    opponentDone: ({ context }) => {
      const side = context.game.turnState.activeSide;
      return side !== null && !othersHaveActivations(context.game, side);
    },
  },
  actions: {
    apply: assign(({ context, event }) => {
      const result = applyCommand(context.game, event);
      // The guard has just checked legality; a refusal here is a programmer's mistake.
      if (!result.ok) throw new Error(`chart applied an illegal command: ${result.refusal.code}`);
      return { game: result.state, events: result.events };
    }),
  },
}).createMachine({
  id: 'epic',
  context: ({ input }) => ({ game: input, events: [] }),
  initial: 'route',
  states: {
    /** Enter at whatever point the game state is (a new game, or a restored one). */
    route: {
      always: [
        { guard: 'gameOver', target: 'over' },
        { guard: 'battleBegun', target: 'turn' },
        { target: 'setup' },
      ],
    },
    setup: {
      initial: 'route',
      states: {
        route: {
          always: [
            // 6.1: a tournament game has a set-up of its own.
            { guard: ({ context }) => context.game.tournament !== undefined, target: 'tournament' },
            { guard: 'objectivesToPlace', target: 'placingObjectives' },
            { guard: ({ context }) => context.game.setup.zones[0] !== null, target: 'deploying' },
            {
              guard: ({ context }) => context.game.setup.edgeChooser !== null,
              target: 'chooseZone',
            },
            { target: 'rollOff' },
          ],
        },
        rollOff: {
          tags: ['decision'],
          on: { 'setup.rollOff': { ...accept, target: 'chooseZone' } },
        },
        chooseZone: {
          tags: ['decision'],
          on: { 'setup.chooseZone': { ...accept, target: 'route' } },
        },
        /** 1.15.5: each player sets up an objective of his before deployment. */
        placingObjectives: {
          tags: ['decision'],
          on: { 'setup.placeObjective': { ...accept, target: 'route' } },
        },
        /** 6.1.2–6.1.6: the tournament game's set-up, each step a decision of one side. */
        tournament: {
          tags: ['decision'],
          always: { guard: 'battleBegun', target: '#epic.turn' },
          on: {
            ...Object.fromEntries(TOURNAMENT_SETUP_COMMAND_TYPES.map((type) => [type, accept])),
            // 2.1.1: characters join a unit of their formation before it is set up.
            'setup.joinCharacter': accept,
          },
        },
        deploying: {
          tags: ['decision'],
          always: { guard: 'battleBegun', target: '#epic.turn' },
          on: {
            'setup.deployUnit': accept,
            'setup.embarkUnit': accept,
            'setup.joinCharacter': accept,
            'setup.finishDeployment': accept,
            // 2.1.23, 4.3.1: secret plots are written down at set-up.
            'setup.plot': accept,
            // 4.3.1: spacecraft are set up before the ground units.
            'setup.spacecraft': accept,
            // Seed 001 5.3.7: the Orks' convoy: road end and order.
            'ambush.convoy': accept,
            // Seed 001 5.3.15: the control centre's entrance, before the plant's buildings.
            'plant.centre': accept,
          },
        },
      },
    },
    turn: {
      initial: 'route',
      states: {
        route: {
          always: [
            { guard: 'gameOver', target: '#epic.over' },
            { guard: 'inStrategyPhase', target: 'strategy' },
            { guard: 'inEndPhase', target: 'end' },
            { target: 'action' },
          ],
        },
        strategy: {
          initial: 'route',
          states: {
            route: {
              always: [{ guard: 'strategyRolled', target: 'choosing' }, { target: 'rolling' }],
            },
            rolling: {
              tags: ['decision'],
              on: {
                // 2.1.17, 1.5 FAQ: formations teleport in before the strategy roll.
                'teleport.place': accept,
                // Seed 001 5.3.2: escalation formations come on at the start of their turn.
                'escalation.arrive': accept,
                // Seed 001 5.3.7: the convoy comes on; once it is all on, the volley follows.
                'ambush.enter': { ...accept, target: '#epic.turn.route' },
                // 2.1.23, 1.5 FAQ: tunnelers surface first.
                'tunnel.surface': accept,
                // 1.4.2: the order of start-of-turn abilities.
                'turnStart.rollOff': accept,
                'turnStart.choose': accept,
                'turnStart.pass': accept,
                // Seed 001 5.3.15: the blizzard of the turn.
                'plant.blizzard': accept,
                'strategy.roll': { ...accept, target: 'choosing' },
              },
            },
            choosing: {
              tags: ['decision'],
              on: { 'strategy.choose': { ...accept, target: '#epic.turn.action' } },
            },
          },
        },
        action: {
          initial: 'next',
          states: {
            /** Who acts next: decided by the rules of 1.6 and 1.6.3 over the state. */
            next: {
              always: [
                { guard: 'gameOver', target: '#epic.over' },
                { guard: 'inStrategyPhase', target: '#epic.turn.strategy' },
                { guard: 'inEndPhase', target: '#epic.turn.end' },
                { guard: 'withdrawalPending', target: 'withdrawing' },
                // Overwatch fire at a withdrawal answers on the activation's own states.
                { guard: 'attackPending', target: 'activation' },
                { guard: 'overwatchOpen', target: 'activation' },
                { guard: 'activationUnderWay', target: 'activation' },
                { guard: 'teamJoinPending', target: 'teamJoin' },
                { guard: 'teamPickPending', target: 'teamPick' },
                { guard: 'retainOffered', target: 'retainChoice' },
                { guard: 'opponentDone', target: 'alone' },
                { target: 'nominating' },
              ],
            },
            nominating: {
              tags: ['decision'],
              on: {
                'action.declare': { ...accept, target: 'next' },
                // 4.3.2: a spacecraft is activated in the normal sequence.
                'spacecraft.operate': { ...accept, target: 'next' },
                // 2.1.21: a self planetfall is activated in the normal sequence.
                'planetfall.self': { ...accept, target: 'next' },
                // 4.2: an aircraft formation flies a mission instead.
                'aircraft.mission': { ...accept, target: 'next' },
                'overwatch.remain': { ...accept, target: 'next' },
                // 6.1.6 FAQ: pass, when all formations left are in reserve.
                'action.pass': { ...accept, target: 'next' },
                // Seed 001 5.3.5: a formation at a short table edge leaves the table.
                'breakthrough.leave': { ...accept, target: 'next' },
              },
            },
            /** Seed 001 5.3.11.2: the commander picks who acts (or, when his team may retain the
             * initiative, hands it over instead, 1.6.3). */
            teamPick: {
              tags: ['decision'],
              on: {
                'team.pick': { ...accept, target: 'next' },
                'action.handOver': { ...accept, target: 'next' },
              },
            },
            /** Seed 001 5.3.11.3: each team-mate asked to join a combined attack answers. */
            teamJoin: {
              tags: ['decision'],
              on: { 'team.join': { ...accept, target: 'next' } },
            },
            /** 1.13.3: a formation broken in this action phase withdraws (or chooses not to). */
            withdrawing: {
              tags: ['decision'],
              on: {
                'withdrawal.move': { ...accept, target: 'next' },
                'withdrawal.end': { ...accept, target: 'next' },
              },
            },
            /** 1.6.3: declare another formation (retaining, -1) or hand the initiative over. */
            retainChoice: {
              tags: ['decision'],
              on: {
                'action.declare': { ...accept, target: 'next' },
                'spacecraft.operate': { ...accept, target: 'next' },
                // 2.1.21: a self planetfall is activated in the normal sequence.
                'planetfall.self': { ...accept, target: 'next' },
                // 4.2: an aircraft formation flies a mission instead.
                'aircraft.mission': { ...accept, target: 'next' },
                'action.handOver': { ...accept, target: 'next' },
                'overwatch.remain': { ...accept, target: 'next' },
                // 6.1.6 FAQ: pass, when all formations left are in reserve.
                'action.pass': { ...accept, target: 'next' },
                // Seed 001 5.3.5: a formation at a short table edge leaves the table.
                'breakthrough.leave': { ...accept, target: 'next' },
              },
            },
            /** 1.6: the opponent has no formations left to activate. */
            alone: {
              tags: ['decision'],
              on: {
                'action.declare': { ...accept, target: 'next' },
                // 4.3.2: a spacecraft is activated in the normal sequence.
                'spacecraft.operate': { ...accept, target: 'next' },
                // 2.1.21: a self planetfall is activated in the normal sequence.
                'planetfall.self': { ...accept, target: 'next' },
                // 4.2: an aircraft formation flies a mission instead.
                'aircraft.mission': { ...accept, target: 'next' },
                'overwatch.remain': { ...accept, target: 'next' },
                // 6.1.6 FAQ: pass, when all formations left are in reserve.
                'action.pass': { ...accept, target: 'next' },
                // Seed 001 5.3.5: a formation at a short table edge leaves the table.
                'breakthrough.leave': { ...accept, target: 'next' },
              },
            },
            /** The nominated formation carries out its action (1.6.1). */
            activation: {
              initial: 'route',
              states: {
                route: {
                  always: [
                    { guard: 'attackPending', target: 'allocating' },
                    { guard: 'withdrawalPending', target: '#epic.turn.action.next' },
                    { guard: 'overwatchOpen', target: 'overwatch' },
                    { guard: 'assaultPending', target: 'assault' },
                    { guard: 'aircraftPending', target: 'aircraft' },
                    { guard: 'planetfallPending', target: 'landedPassengers' },
                    { guard: 'activationUnderWay', target: 'acting' },
                    { target: '#epic.turn.action.next' },
                  ],
                },
                acting: {
                  tags: ['decision'],
                  on: {
                    'action.end': { ...accept, target: 'route' },
                    'action.regroup': { ...accept, target: 'route' },
                    'shoot.declare': { ...accept, target: 'route' },
                    'shoot.barrage': { ...accept, target: 'route' },
                    'move.unit': { ...accept, target: 'route' },
                    'move.end': { ...accept, target: 'route' },
                    // Seed 001 5.3.15: a unit inside the control centre moves out.
                    'plant.leave': { ...accept, target: 'route' },
                    'move.disembark': { ...accept, target: 'route' },
                    'move.mountWarEngine': { ...accept, target: 'route' },
                  },
                },
                /** 1.10: the opponent's formations on overwatch may fire at the formation that
                 * has just completed a move, before it goes on. */
                overwatch: {
                  tags: ['decision'],
                  on: {
                    'overwatch.fire': { ...accept, target: 'route' },
                    'overwatch.pass': { ...accept, target: 'route' },
                  },
                },
                /** 1.12: the assault of an engaging formation, step by step; whose decision each
                 * step waits for is the assault rules' answer (assaultDecision). */
                assault: {
                  tags: ['decision'],
                  on: {
                    ...Object.fromEntries(
                      ASSAULT_COMMAND_TYPES.map((type) => [type, { ...accept, target: 'route' }]),
                    ),
                    // Seed 001 5.3.15: an engage action into the control centre, not an assault.
                    'plant.storm': { ...accept, target: 'route' },
                    // Seed 001 5.3.15: a unit inside the control centre charges out.
                    'plant.chargeOut': { ...accept, target: 'route' },
                  },
                },
                /** 4.2 FAQ: an aircraft's mission, step by step: flak, jink, attack. */
                aircraft: {
                  tags: ['decision'],
                  on: {
                    'aircraft.flak': { ...accept, target: 'route' },
                    'aircraft.jink': { ...accept, target: 'route' },
                    'aircraft.attack': { ...accept, target: 'route' },
                    'aircraft.intercept': { ...accept, target: 'route' },
                    // 4.2.5: a transport aircraft lands or air assaults.
                    'aircraft.land': { ...accept, target: 'route' },
                  },
                },
                /** 4.4: passengers of a formation just landed by planetfall get out or stay. */
                landedPassengers: {
                  tags: ['decision'],
                  on: { 'planetfall.disembark': { ...accept, target: 'route' } },
                },
                /** 1.9.6: the defender allocates the hits of the attack. */
                allocating: {
                  tags: ['decision'],
                  on: { 'hits.allocate': { ...accept, target: 'route' } },
                },
              },
            },
          },
        },
        end: {
          tags: ['decision'],
          always: [
            { guard: 'gameOver', target: '#epic.over' },
            { guard: 'inStrategyPhase', target: 'strategy' },
          ],
          // 1.13.3: formations on overwatch may fire at a formation withdrawing after a failed
          // rally; the engine's legality (the window, the attack) orders these commands.
          on: {
            'end.rally': accept,
            'withdrawal.move': accept,
            'withdrawal.end': accept,
            'overwatch.fire': accept,
            'overwatch.pass': accept,
            'hits.allocate': accept,
            // 6.1.7: the dice to carry the game on after turn 4.
            'tournament.rollOn': accept,
            // 4.2.6: aircraft disengage before the rallies, under flak.
            'aircraft.disengage': accept,
            // 4.2.6: a landed aircraft may stay on the ground instead.
            'aircraft.stay': accept,
            'aircraft.flak': accept,
            'aircraft.jink': accept,
            // 4.2: a CAP stays on into the next turn or returns to base.
            'aircraft.capStay': accept,
          },
        },
      },
    },
    over: { type: 'final', tags: ['game-over'] },
  },
});
