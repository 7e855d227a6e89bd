import { modify } from '../../abilities/registry';
import type { CommandContext, CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import { rerollFailedTest } from '../2-specialists/initiativeRerolls';
import { PLAIN_TEST_RULES, type Modifier } from '../../../kernel/dice/toHit';
import { continueWith, type Applied } from '../../flow/steps';
import { refusal, type Refusal } from '../../../kernel/result';
import type { Action, Activation, GameState } from '../../state/schema';
import { checkBreak, placeAttackBlastMarkers } from '../1.13-broken-formations/breaking';
import { engageRefusal, movesFirst, mustMove } from './obligations';
import { popDown, popUp, popUpRefusal } from '../2-specialists/popUp';
import { openOverwatchWindow } from '../1.10-overwatch/window';
import { groundActionRefusal } from '../4.1-4.2-aircraft/groundActions';
import { volleyActionRefusal } from '../5.3-scenarios/ambushVolley';
import { aloft } from '../4.1-4.2-aircraft/aerospace';
import {
  followersEngage,
  followersModifier,
  followersRefusal,
} from '../1.12-assaults/combinedAssault';
import type { Dice } from '../../../kernel/dice';
import type { GameEvent } from '../../events';
import {
  hasWayIn,
  isPortalReserve,
  PORTAL_SECTION,
  portalEntryRefusal,
  stepIntoPortal,
  withPortalEntry,
} from '../6.1-tournament/portals';
import { isPlantFormation } from '../5.3-scenarios/plantBuildings';
import {
  canActivate,
  formationOf,
  formationsOf,
  liveUnits,
  withFormation,
} from '../1.2-formations/formations';
import { enemyFormations } from '../1.2-formations/sides';
import { othersHaveActivations, passTurn } from './turnOrder';
import { initiativeHasActivations, sameInitiative } from '../5.3-scenarios/teamPlay';
import { teamPickFirst } from '../5.3-scenarios/teamPick';
import { hasUnitsInside } from '../5.3-scenarios/plantInside';
import {
  askPartners,
  partnerIds,
  partnersAnswerFirst,
  partnersJoin,
  partnersRefusal,
} from '../5.3-scenarios/combinedAttack';

/**
 * 1.6 The Action Phase: nominate a formation, declare its action, take the action test (1.6.2),
 * retain the initiative (1.6.3), and hand over to the opponent.
 */

/** 1.6.1: moves each action allows (marshal and hold: one move, or other things instead). */
export const MOVES_PER_ACTION: Readonly<Record<Action, number>> = {
  advance: 1,
  engage: 1,
  double: 2,
  march: 3,
  marshal: 1,
  overwatch: 0,
  'sustained-fire': 0,
  hold: 1,
};

/**
 * 1.6.3: a declaration by the side that has just carried out an action, while the opponent
 * still has formations to activate, retains the initiative.
 */
export function isRetaining(state: GameState, side: Side): boolean {
  const last = state.turnState.lastActivation;
  // Seed 001 5.3.11.2: in hierarchical team play the team is the side that retains.
  return (
    last !== null && sameInitiative(state, last.side, side) && othersHaveActivations(state, side)
  );
}

/** 1.6.3: retaining is allowed only after a successful action that was not itself retained. */
export function mayRetain(state: GameState, side: Side): boolean {
  const last = state.turnState.lastActivation;
  return (
    isRetaining(state, side) &&
    last !== null &&
    last.passed &&
    !last.retained &&
    initiativeHasActivations(state, side)
  );
}

export function inActionPhase(state: GameState, side: Side): Refusal | null {
  if (state.phase !== 'action') {
    return refusal('flow/wrong-phase', '1.6', 'Formations act in the action phase.');
  }
  if (state.turnState.activation !== null) {
    return refusal('action/in-progress', '1.6', 'Another formation is carrying out its action.');
  }
  if (state.turnState.activeSide !== side) {
    return refusal(
      'action/not-your-turn',
      '1.6',
      'It is your opponent\u2019s turn to carry out an action.',
    );
  }
  return null;
}

export const declareAction: CommandHandler<CommandOf<'action.declare'>> = {
  validate(state, command) {
    const flow =
      inActionPhase(state, command.side) ?? teamPickFirst(state) ?? partnersAnswerFirst(state);
    if (flow) return flow;
    const formation = state.formations[command.formationId];
    if (!formation)
      return refusal(
        'command/unknown-formation',
        '-',
        `There is no formation "${command.formationId}".`,
      );
    if (formation.side !== command.side) {
      return refusal(
        'command/not-your-formation',
        '-',
        `${formation.name} belongs to your opponent.`,
      );
    }
    if (formation.broken) {
      return refusal(
        'action/broken',
        '1.6.2',
        'Broken formations may not take an action; they rally in the end phase.',
      );
    }
    if (formation.activated) {
      return refusal(
        'action/already-activated',
        '1.6.1',
        'A formation may only be activated once per action phase.',
      );
    }
    if (liveUnits(state, formation).length === 0) {
      return refusal('action/destroyed', '1.6', 'The formation has no units left.');
    }
    if (isPlantFormation(state, formation.id)) {
      return refusal(
        'action/plant-buildings',
        '5.3.15',
        'The water plant\u2019s buildings are shot at and assaulted like an enemy formation, but they never take an action.',
      );
    }
    // 4.2: aircraft formations fly missions instead of the ground actions.
    const aircraft = groundActionRefusal(state, formation.id);
    if (aircraft) return aircraft;
    // 6.1.6: a reserve entering by portal names the portal; with none to use it loses the
    // activation (FAQ: it cannot pass instead).
    const portal = isPortalReserve(state, formation);
    if (portal && hasWayIn(state, formation)) {
      const entry = portalEntryRefusal(state, formation, command.action, command.portal);
      if (entry) return entry;
    } else if (command.portal !== undefined) {
      return refusal(
        'portal/not-in-reserve',
        '6.1.6',
        portal
          ? `${formation.name} has no portal left to enter play through this turn.`
          : `Only a formation kept in reserve by portal enters play through one.`,
      );
    }
    // 2.1.17, 2.1.23: a formation waiting off the table enters play at the start of a turn.
    if (
      !portal &&
      liveUnits(state, formation).every((u) => u.status === 'reserve') &&
      // Seed 001 5.3.15: units inside the control centre are in play (they leave or attack).
      !hasUnitsInside(state, formation)
    ) {
      return refusal(
        'action/not-in-play',
        '1.6',
        `${formation.name} is still off the table: it enters play at the start of a turn.`,
      );
    }
    if (isRetaining(state, command.side) && !mayRetain(state, command.side)) {
      const last = state.turnState.lastActivation;
      return last?.retained
        ? refusal(
            'action/retain-twice',
            '1.6.3',
            'You cannot retain the initiative twice in a row.',
          )
        : refusal(
            'action/retain-after-failure',
            '1.6.3',
            'You may only retain the initiative after a successful action.',
          );
    }
    // Seed 001 5.3.7: the Space Marines' first-turn volley is shooting only.
    const volley = volleyActionRefusal(state, command.action);
    if (volley) return volley;
    if (
      command.action === 'engage' &&
      // 4.1.1: aircraft in the air cannot be assaulted.
      !enemyFormations(state, command.side).some(
        (f) => liveUnits(state, f).length > 0 && !aloft(state, f.id),
      )
    ) {
      return refusal('assault/no-target', '1.12.2', 'There is no enemy formation left to assault.');
    }
    if (command.action === 'overwatch' || command.action === 'sustained-fire') {
      // 1.6.1, 1.10: not with units out of formation; 1.7.3: nor in an enemy zone of control.
      const owed = mustMove(state, formation.id);
      if (owed) {
        const name = command.action === 'overwatch' ? 'an overwatch' : 'a sustained fire';
        return refusal(
          owed.code === 'action/must-close-up' ? 'action/out-of-formation' : owed.code,
          owed.code === 'action/must-close-up'
            ? command.action === 'overwatch'
              ? '1.10'
              : '1.6.1'
            : owed.section,
          `${owed.message} It may not take ${name} action, which does not move.`,
        );
      }
    }
    if (command.roadMarch && command.action !== 'march') {
      return refusal('action/road-march', '1.8.4', 'A road march is a march action.');
    }
    // 2.1.2: formations following a commander into a combined assault; 2.1.13: skimmers popping up.
    // Seed 001 5.3.11.3: team-mates' formations joining a combined fire or assault.
    return (
      followersRefusal(state, command) ??
      partnersRefusal(state, command) ??
      popUpRefusal(state, formation.id, command.action, command.popUp ?? [])
    );
  },
  apply(state, command, context) {
    // Seed 001 5.3.11.3: with partners the team-mates answer first (team.join); then the action.
    return command.partners?.length
      ? askPartners(state, command, context.events)
      : carryOutDeclaration(state, command, context);
  },
};

/** 1.6.1-1.6.2: the declared action's test and its start; with the partners that agreed (seed
 * 001 5.3.11.3), called by `team.join` once every partner's player has answered. */
export function carryOutDeclaration(
  state: GameState,
  command: CommandOf<'action.declare'>,
  { dice, events }: CommandContext,
): Applied {
  const formation = formationOf(state, command.formationId);
  const retained = isRetaining(state, command.side);
  // 6.1.6 FAQ: a reserve with no portal to use activates, cannot enter play and loses it.
  if (isPortalReserve(state, formation) && command.portal === undefined)
    return loseActivation(state, command, retained, false, events);
  events.push({
    type: 'action/declared',
    side: command.side,
    formationId: formation.id,
    action: command.action,
    retained,
    section: '1.6.1',
  });
  let passed: boolean;
  let tested = state;
  if (command.roadMarch) {
    // 1.8.4: a road march automatically passes the action test.
    passed = true;
  } else {
    const modifiers: Modifier[] = [];
    if (formation.blastMarkers > 0) {
      modifiers.push({ value: -1, reason: 'formation has Blast markers', section: '1.6.2' });
    }
    const followers = followersModifier(state, formation, command, partnerIds(command));
    if (followers) modifiers.push(followers);
    if (retained)
      modifiers.push({ value: -1, reason: 'retaining the initiative', section: '1.6.3' });
    // Army rules may add to the test (seed 001 5.5.3 Power of the Waaagh!).
    modifiers.push(
      ...modify('actionTestModifiers', { state, formation, action: command.action }, []),
    );
    const purpose = `action test: ${formation.name} (${command.action})`;
    const roll = dice.test(
      1,
      formation.initiative,
      modifiers,
      { purpose, section: '1.6.2', formationId: formation.id },
      PLAIN_TEST_RULES,
    );
    passed = roll.successes === 1;
    // 2.1.15: a failed test may be re-rolled (supreme commanders).
    const again = passed
      ? null
      : rerollFailedTest(tested, formation, command.reroll, dice, { purpose, modifiers });
    if (again) {
      tested = again.state;
      passed = again.passed;
    }
  }
  const action: Action = passed ? command.action : 'hold';
  // 1.10: a formation stays on overwatch until it shoots or takes a new action; 2.1.13: its
  // skimmers popped up on overwatch come down for the new action.
  let next = withFormation(popDown(tested, formation.id), {
    ...formation,
    activated: true,
    action,
    overwatch: false,
  });
  let activation: Activation = {
    formationId: formation.id,
    declared: command.action,
    action,
    passed,
    retained,
    movesAllowed: MOVES_PER_ACTION[action],
    movesTaken: 0,
    movedThisMove: [],
    pickedUp: [],
    roadMarch: command.roadMarch ?? false,
    shot: false,
    // 2.1.2: only a passed test takes the followers along; a failed one leaves them free.
    ...(passed && command.followers?.length ? { followers: command.followers } : {}),
  };
  if (activation.followers) next = followersEngage(next, command);
  // Seed 001 5.3.11.3 as 2.1.2: only a passed test takes the partners along.
  if (passed) ({ state: next, activation } = partnersJoin(next, command, activation));
  next = { ...next, turnState: { ...next.turnState, activation } };
  if (command.portal !== undefined) {
    // 6.1.6 FAQ: a failed test still enters play by the hold action's move, where a hold may
    // (not through a portal in an enemy zone of control); else the activation is lost.
    if (!passed && portalEntryRefusal(tested, formation, 'hold', command.portal) !== null)
      return loseActivation(tested, command, retained, true, events, dice);
    next = stepIntoPortal(next, formation, command.portal, events);
    next = {
      ...next,
      turnState: {
        ...next.turnState,
        activation: withPortalEntry(
          activation,
          command.portal,
          liveUnits(state, formation).map((u) => u.id),
        ),
      },
    };
  }
  if (!passed) {
    // 1.6.2: a failed test leaves a hold action and a Blast marker; 1.13.2 the formation may break.
    events.push({ type: 'action/test-failed', formationId: formation.id, section: '1.6.2' });
    const placed = placeAttackBlastMarkers(next, dice, formation.id, 1, {
      reason: 'failed action test',
      section: '1.6.2',
    });
    const broken = checkBreak(placed.state, formation.id);
    events.push(...placed.events, ...broken.events);
    next = broken.state;
    if (broken.events.length > 0) {
      // 1.13.3: broken part way through its action, it may withdraw and loses the rest of it.
      return continueWith(next, {
        kind: 'formations-broke',
        side: formation.side,
        formationIds: [formation.id],
        mandatory: false,
        then: 'close-activation',
        otherwise: { kind: 'action-over' },
      });
    }
  }
  // 2.1.13: skimmers pop up at the start of the action (2.1.13 FAQ: not in a hold action,
  // which needs no pop-up to move and may not pop up to shoot).
  const rising = passed ? (command.popUp ?? []) : [];
  if (rising.length > 0) {
    next = popUp(next, rising);
    events.push({ type: 'skimmer/popped-up', unitIds: rising, section: '2.1.13' });
  }
  if (action === 'overwatch') {
    next = withFormation(next, { ...formationOf(next, formation.id), overwatch: true });
    events.push({ type: 'overwatch/entered', formationId: formation.id, section: '1.10' });
    // 2.1.13: popping up counts as movement for enemy overwatch; the action ends after it.
    if (rising.length > 0)
      return openOverwatchWindow(next, formation.id) ?? continueWith(next, { kind: 'action-over' });
    return continueWith(next, { kind: 'action-over' });
  }
  // 2.1.13: popping up counts as movement for enemy overwatch (1.10): its window opens now.
  if (rising.length > 0) return continueWith(next, { kind: 'move-completed' });
  return next;
}

export const handOver: CommandHandler<CommandOf<'action.handOver'>> = {
  validate(state, command) {
    const flow = inActionPhase(state, command.side);
    if (flow) return flow;
    if (!mayRetain(state, command.side)) {
      return refusal(
        'action/nothing-to-hand-over',
        '1.6.3',
        'There is no initiative to hand over now.',
      );
    }
    return null;
  },
  apply(state, command, { events }) {
    // mayRetain has checked that another player has a formation left to activate.
    const next = passTurn(state, command.side);
    const other = next.turnState.activeSide ?? command.side;
    events.push({ type: 'action/handed-over', side: other, section: '1.6.3' });
    return { ...next, turnState: { ...next.turnState, lastActivation: null } };
  },
};

/**
 * 1.10 FAQ: "if all the unactivated formations you have left are on overwatch you can declare
 * they are all remaining on overwatch without an Action test ... effectively ending your part in
 * the Action phase."
 */
export const remainOnOverwatch: CommandHandler<CommandOf<'overwatch.remain'>> = {
  validate(state, command) {
    const flow = inActionPhase(state, command.side) ?? teamPickFirst(state);
    if (flow) return flow;
    const left = formationsOf(state, command.side).filter((f) => canActivate(state, f));
    if (left.length === 0 || left.some((f) => !f.overwatch)) {
      return refusal(
        'overwatch/not-all-on-overwatch',
        '1.10',
        'Only when every formation you have left to activate is on overwatch may they all remain on it.',
      );
    }
    return null;
  },
  apply(state, command, { events }) {
    let next = state;
    for (const f of formationsOf(state, command.side)) {
      if (canActivate(state, f))
        next = withFormation(next, { ...f, activated: true, action: 'overwatch' });
    }
    events.push({ type: 'overwatch/remained', side: command.side, section: '1.10' });
    next = passTurn(next, command.side);
    next = { ...next, turnState: { ...next.turnState, lastActivation: null } };
    return next.turnState.activeSide === null
      ? continueWith(next, { kind: 'action-phase-over' })
      : next;
  },
};

/** The formation carrying out its action gives up what remains of it (moves, shooting). */
export const endAction: CommandHandler<CommandOf<'action.end'>> = {
  validate(state, command) {
    const activation = state.turnState.activation;
    if (state.phase !== 'action' || !activation || state.turnState.activeSide !== command.side) {
      return refusal('flow/not-now', '1.6', 'No formation of yours is carrying out an action.');
    }
    return engageRefusal(state) ?? movesFirst(state);
  },
  apply(state) {
    return continueWith(state, { kind: 'action-over' });
  },
};

/**
 * 6.1.6 FAQ: a reserve that cannot enter play (no portal left; or its test failed and the hold
 * action cannot take it in) is activated and loses the activation: it neither moves nor shoots.
 * After a failed test it takes the test's Blast marker and no hold action.
 */
function loseActivation(
  state: GameState,
  command: CommandOf<'action.declare'>,
  retained: boolean,
  failedTest: boolean,
  events: GameEvent[],
  dice?: Dice,
): ReturnType<typeof continueWith> {
  const formation = formationOf(state, command.formationId);
  const action: Action = failedTest ? 'hold' : command.action;
  let next = withFormation(state, { ...formation, activated: true, action, overwatch: false });
  events.push({
    type: 'tournament/no-way-in',
    formationId: formation.id,
    blastMarker: failedTest,
    section: PORTAL_SECTION,
  });
  if (failedTest && dice) {
    events.push({ type: 'action/test-failed', formationId: formation.id, section: '1.6.2' });
    const placed = placeAttackBlastMarkers(next, dice, formation.id, 1, {
      reason: 'failed action test',
      section: '1.6.2',
    });
    events.push(...placed.events);
    next = placed.state;
  }
  const activation: Activation = {
    formationId: formation.id,
    declared: command.action,
    action,
    passed: !failedTest,
    retained,
    movesAllowed: 0,
    movesTaken: 0,
    movedThisMove: [],
    pickedUp: [],
    roadMarch: false,
    shot: true,
  };
  return continueWith(
    { ...next, turnState: { ...next.turnState, activation } },
    { kind: 'action-over' },
  );
}
