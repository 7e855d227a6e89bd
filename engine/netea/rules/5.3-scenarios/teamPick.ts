import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { hasActivations } from '../1.2-formations/formations';
import { teamOf } from '../1.2-formations/sides';
import { teamLead } from './teamPlay';

/**
 * Seed 001 5.3.11.2: "In hierarchischen Spielen wird ein Spieler als Oberbefehlshaber eingesetzt
 * und entscheidet, welcher der Spieler auf seiner Seite eine Aktion ausführen darf, wenn sie an
 * der Reihe sind." When two or more players of the team to act have a formation left, the turn
 * waits for the commander's pick (turnState.teamPick); the picked player then activates as usual.
 */

/** The refusal of a declaration made while the commander's pick is still due, or null. */
export function teamPickFirst(state: GameState): Refusal | null {
  return state.turnState.teamPick
    ? refusal(
        'team/pick-first',
        'seed 001 5.3.11.2',
        'Your team’s commander first decides which of its players carries out the next action.',
      )
    : null;
}

export const teamPick: CommandHandler<CommandOf<'team.pick'>> = {
  validate(state, command) {
    if (state.teams?.mode !== 'hierarchical')
      return refusal(
        'team/not-hierarchical',
        'seed 001 5.3.11.2',
        'Only in hierarchical team play does a commander pick who acts.',
      );
    if (state.phase !== 'action' || !state.turnState.teamPick)
      return refusal('flow/not-now', 'seed 001 5.3.11.2', 'No commander’s pick is due now.');
    const team = teamOf(state, command.side);
    if (team === null || state.turnState.activeSide !== command.side)
      return refusal(
        'team/not-commander',
        'seed 001 5.3.11.2',
        `The pick is the commander’s: player ${(state.turnState.activeSide ?? 0) + 1} decides which player of the team acts.`,
      );
    if (teamOf(state, command.player) !== team)
      return refusal(
        'team/not-in-team',
        'seed 001 5.3.11.2',
        `Player ${command.player + 1} is not of the commander’s team.`,
      );
    if (!hasActivations(state, command.player))
      return refusal(
        'team/nothing-to-activate',
        'seed 001 5.3.11.2',
        `Player ${command.player + 1} has no formation left to activate this turn.`,
      );
    return null;
  },
  apply(state, command, { events }) {
    const team = teamOf(state, command.side)!;
    events.push({
      type: 'team/picked',
      side: teamLead(state, team),
      player: command.player,
      section: 'seed 001 5.3.11.2',
    });
    const { teamPick: _done, ...turnState } = state.turnState;
    return { ...state, turnState: { ...turnState, activeSide: command.player } };
  },
};
