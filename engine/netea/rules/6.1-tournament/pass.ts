import type { CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import { continueWith } from '../../flow/steps';
import { refusal } from '../../../kernel/result';
import type { FormationState, GameState } from '../../state/schema';
import {
  canActivate,
  formationsOf,
  hasActivations,
  liveUnits,
  otherSide,
  withFormation,
} from '../1.2-formations/formations';
import { inActionPhase } from '../1.4-1.6-sequence-and-actions/actions';
import { isAircraftFormation } from '../4.1-4.2-aircraft/aerospace';
import { hasWayIn, isPortalReserve } from './portals';

/**
 * 6.1.6 FAQ: "Must a formation in reserve activate? No, but you may only choose to 'pass' on
 * activating a formation if all the unactivated formations for the turn are in reserve." 1.6.1
 * allows no pass otherwise ("you must activate a formation if you can").
 *
 * In reserve here: an aircraft formation whose aircraft are all off the table (4.2: it enters
 * play by flying a mission), and a formation kept back to enter by portal (portals.ts). The
 * other reserves of 6.1.6 (teleport, tunnelling, planetfall) enter play at the start of a turn
 * or on a plotted turn and take no part in the choice.
 *
 * A pass hands the turn to the opponent while he has a formation he must activate (one not in
 * reserve). When he has none, passing holds the passer's reserves back for the rest of this
 * action phase (otherwise two players with only reserves would pass to each other forever),
 * and the opponent has the rest of the phase.
 */

/** A formation that may activate now and is in reserve, off the table: an aircraft formation,
 * or one entering by portal that has a portal to use (FAQ: "Can a formation in reserve with no
 * means to enter play choose to pass? No."). */
export function activatesFromReserve(state: GameState, formation: FormationState): boolean {
  if (!canActivate(state, formation)) return false;
  if (isPortalReserve(state, formation)) return hasWayIn(state, formation);
  return (
    isAircraftFormation(state, formation) &&
    liveUnits(state, formation).every((u) => u.status === 'reserve')
  );
}

/** The side's formations left to activate this turn that are not in reserve. */
function mustActivate(state: GameState, side: Side): FormationState[] {
  return formationsOf(state, side).filter(
    (f) => canActivate(state, f) && !activatesFromReserve(state, f),
  );
}

/** Whether a pass by `side` now only hands the turn over: the opponent has a formation he must
 * activate. Otherwise it holds the passer's reserves back for the rest of the phase. */
export function passHandsOver(state: GameState, side: Side): boolean {
  // Two-sided: 6.1's tournament game is played by two players.
  return mustActivate(state, otherSide(side)).length > 0;
}

export const tournamentPass: CommandHandler<CommandOf<'action.pass'>> = {
  validate(state, command) {
    if (!state.tournament)
      return refusal(
        'action/no-pass',
        '1.6.1',
        'You must activate a formation if you can: there is no passing outside a tournament game.',
      );
    const flow = inActionPhase(state, command.side);
    if (flow) return flow;
    const left = formationsOf(state, command.side).filter((f) => canActivate(state, f));
    if (left.length === 0)
      return refusal('action/nothing-to-pass', '1.6', 'You have no formation left to activate.');
    const owed = mustActivate(state, command.side)[0];
    if (owed)
      return refusal(
        'action/no-pass',
        '6.1.6',
        `You may only pass when every formation you have left to activate is in reserve: ${owed.name} is not.`,
      );
    return null;
  },
  apply(state, command, { events }) {
    // Two-sided: 6.1's tournament game is played by two players.
    const other = otherSide(command.side);
    const handOnly = passHandsOver(state, command.side);
    let next = state;
    const heldBack: string[] = [];
    if (!handOnly)
      for (const f of formationsOf(state, command.side))
        if (activatesFromReserve(state, f)) {
          next = withFormation(next, { ...f, activated: true, action: null });
          heldBack.push(f.id);
        }
    events.push({ type: 'action/passed', side: command.side, heldBack, section: '6.1.6' });
    const active: Side | null = hasActivations(next, other)
      ? other
      : hasActivations(next, command.side)
        ? command.side
        : null;
    next = { ...next, turnState: { ...next.turnState, activeSide: active, lastActivation: null } };
    return active === null ? continueWith(next, { kind: 'action-phase-over' }) : next;
  },
};
