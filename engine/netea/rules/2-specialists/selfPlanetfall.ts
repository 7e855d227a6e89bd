import type { Side } from '../../commands/primitives';
import { modify } from '../../abilities/registry';
import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { PLAIN_TEST_RULES, type Modifier } from '../../../kernel/dice/toHit';
import { refusal, type Refusal } from '../../../kernel/result';
import { continueWith } from '../../flow/steps';
import type { Activation, GameState } from '../../state/schema';
import { formationOf, liveUnits, withFormation } from '../1.2-formations/formations';
import {
  MOVES_PER_ACTION,
  inActionPhase,
  isRetaining,
  mayRetain,
} from '../1.4-1.6-sequence-and-actions/actions';
import { landFormation, placementsRefusal } from '../4.3-4.4-spacecraft/planetfall';
import { passengersOf } from '../4.3-4.4-spacecraft/planetfallDisembark';
import { isRefusal, ownFormation } from './entering';
import { rerollFailedTest } from './initiativeRerolls';
import { landingDue } from './landingDue';
import { selfPlanetfallRiders, selfPlanetfalls } from './offTable';
import { withPlots } from './plots';

/**
 * 2.1.21 Self Planetfall: "On the designated turn the self planetfalling unit is activated in
 * the normal activation sequence, as with spacecraft. Nominate the action for the formation
 * and roll to activate." A failed test: "its arrival is delayed to the next following turn";
 * that is all the rule says it costs, as a spacecraft's delay (4.3.2), so the formation, still
 * off the table, gets no Blast marker (1.6.2's marker and hold action are for a formation on
 * the table). A passed test: each unit with self planetfall is placed within 15cm of the
 * plotted point and scatters "according to 4.4 as if it were a normal planetfall" (its cargo
 * aboard), and the declared action goes on "as normal in all respects from that point": the
 * landing is the free move, the action's own moves follow. Landing is no move for overwatch
 * (1.10 FAQ). Units aboard may get out on landing, as from a planetfall (4.4): the player
 * decides before the action goes on (`disembark: 'decide'`).
 */

/** 1.6.3: retaining only after a successful action, not twice in a row. */
function retainRefusal(state: GameState, side: Side): Refusal | null {
  if (!isRetaining(state, side) || mayRetain(state, side)) return null;
  return state.turnState.lastActivation?.retained
    ? refusal('action/retain-twice', '1.6.3', 'You cannot retain the initiative twice in a row.')
    : refusal(
        'action/retain-after-failure',
        '1.6.3',
        'You may only retain the initiative after a successful action.',
      );
}

export const selfPlanetfall: CommandHandler<CommandOf<'planetfall.self'>> = {
  validate(state, command) {
    const flow = inActionPhase(state, command.side);
    if (flow) return flow;
    const formation = ownFormation(state, command);
    if (isRefusal(formation)) return formation;
    const plot = landingDue(state, formation.id);
    if (!plot || formation.activated)
      return refusal(
        'self-planetfall/not-due',
        '2.1.21',
        `${formation.name} is not due to land this turn: it lands on the turn written down.`,
      );
    return (
      retainRefusal(state, command.side) ??
      placementsRefusal(state, formation, plot.position, command.placements, selfPlanetfalls)
    );
  },
  apply(state, command, { dice, events }) {
    const formation = formationOf(state, command.formationId);
    const plot = landingDue(state, formation.id)!;
    const retained = isRetaining(state, command.side);
    events.push({
      type: 'action/declared',
      side: command.side,
      formationId: formation.id,
      action: command.action,
      retained,
      section: '2.1.21',
    });
    const modifiers: Modifier[] = [];
    if (retained)
      modifiers.push({ value: -1, reason: 'retaining the initiative', section: '1.6.3' });
    modifiers.push(
      ...modify('actionTestModifiers', { state, formation, action: command.action }, []),
    );
    const purpose = `action test: ${formation.name} (${command.action})`;
    const roll = dice.test(
      1,
      formation.initiative,
      modifiers,
      { purpose, section: '2.1.21', formationId: formation.id },
      PLAIN_TEST_RULES,
    );
    let passed = roll.successes === 1;
    let next: GameState = state;
    // 2.1.15: a failed test may be re-rolled (supreme commanders).
    const again = passed
      ? null
      : rerollFailedTest(next, formation, command.reroll, dice, { purpose, modifiers });
    if (again) {
      next = again.state;
      passed = again.passed;
    }
    const action = passed ? command.action : 'hold';
    next = withFormation(next, { ...formation, activated: true, action, overwatch: false });
    const activation: Activation = {
      formationId: formation.id,
      declared: command.action,
      action,
      passed,
      retained,
      movesAllowed: passed ? MOVES_PER_ACTION[action] : 0,
      movesTaken: 0,
      movedThisMove: [],
      pickedUp: [],
      roadMarch: false,
      shot: !passed,
    };
    next = { ...next, turnState: { ...next.turnState, activation } };
    if (!passed) {
      const turn = state.turn + 1;
      events.push({
        type: 'self-planetfall/delayed',
        formationId: formation.id,
        turn,
        section: '2.1.21',
      });
      const plots = (next.plots ?? []).map((p) => (p === plot ? { ...p, turn } : p));
      return continueWith({ ...next, plots }, { kind: 'action-over' });
    }
    // The landing point is revealed by the landing events and leaves the secrets.
    const riders = selfPlanetfallRiders(next, formation) ?? new Map<string, string>();
    next = withPlots(
      next,
      (next.plots ?? []).filter((p) => p !== plot),
    );
    next = landFormation(
      next,
      dice,
      { formation, zone: plot.position, placements: command.placements, riders, section: '2.1.21' },
      events,
    );
    // 4.4: landed off the table, the formation may be gone with its cargo.
    if (liveUnits(next, formation).length === 0) return continueWith(next, { kind: 'action-over' });
    if (action === 'overwatch') {
      next = withFormation(next, { ...formationOf(next, formation.id), overwatch: true });
      events.push({ type: 'overwatch/entered', formationId: formation.id, section: '1.10' });
    }
    // 2.1.21: "including loaded units disembarking up to 5cm": the player decides now
    // (planetfall.disembark, which then lets the action go on).
    const laden =
      command.disembark === 'decide'
        ? formationOf(next, formation.id).unitIds.filter(
            (id) => next.units[id]?.status === 'deployed' && passengersOf(next, id).length > 0,
          )
        : [];
    if (laden.length > 0) {
      const landed = { ...next.turnState.activation!, landedAboard: laden };
      return { ...next, turnState: { ...next.turnState, activation: landed } };
    }
    return action === 'overwatch' ? continueWith(next, { kind: 'action-over' }) : next;
  },
};
