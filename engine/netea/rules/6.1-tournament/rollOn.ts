import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { refusal } from '../../../kernel/result';
import { beginTurn } from '../1.14-end-phase/endPhase';
import { tournamentOf } from './order';
import { victoryPoints } from './goals';

/**
 * 6.1.7: "If neither player has won at the end of the fourth or any subsequent turn then both
 * players roll a D6": the same number carries the game on another turn; different numbers end
 * it in a tiebreak on victory points (equal points: a draw).
 */
export const tournamentRollOn: CommandHandler<CommandOf<'tournament.rollOn'>> = {
  validate(state) {
    return state.tournament?.rollOn && state.phase === 'end'
      ? null
      : refusal('tournament/no-roll-on', '6.1.7', 'No roll to carry the game on is due.');
  },
  apply(state, _command, { dice, events }) {
    const [a, b] = dice.d6(2, {
      purpose: 'does the game carry on another turn? (player 1, player 2)',
      section: '6.1.7',
    });
    const t = { ...tournamentOf(state), rollOn: false };
    if (a === b) {
      const next = beginTurn({ ...state, tournament: t }, state.turn + 1);
      events.push({ type: 'game/turn-begins', turn: next.turn });
      return next;
    }
    const points: [number, number] = [victoryPoints(state, 0), victoryPoints(state, 1)];
    events.push({ type: 'tournament/victory-points', points, section: '6.1.7' });
    const winner = points[0] === points[1] ? null : points[0] > points[1] ? 0 : 1;
    const reason = `tiebreak on victory points, ${points[0]} to ${points[1]}`;
    events.push({ type: 'game/over', winner, reason, section: '6.1.7' });
    return {
      ...state,
      tournament: t,
      phase: 'game-over',
      result: { winner, turn: state.turn, reason },
    };
  },
};
