import { continueWith } from '../../flow/steps';
import type { CommandContext, CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import { refusal } from '../../../kernel/result';
import { hasActivations, otherSide } from '../1.2-formations/formations';
import type { GameState } from '../../state/schema';
import { turnStartStatus } from './startOfTurn';
import { nextToAct } from './turnOrder';
import { arrivalSide } from '../5.3-scenarios/arrivalOrder';
import { convoyEntrySide } from '../5.3-scenarios/ambushEntry';
import { allAgainstAllOrder } from '../5.3-scenarios/allAgainstAll';
import { blizzardDecision } from '../5.3-scenarios/plantBlizzard';
import { teamStrategyChoice, teamStrategyRoll } from '../5.3-scenarios/teamStrategy';

/**
 * 1.5 The Strategy Phase: each player rolls a D6 and adds the army's strategy rating; the higher
 * total chooses to go first or second (1.4.2 FAQ: the winner may make the opponent go first). On a
 * tie, the side that failed to win the initiative last turn gets it; in the first turn there is no
 * last turn, so the dice are rolled again (Ties, design concept: "unless the rules specifically
 * say otherwise" a tie is settled by chance; the program re-rolls).
 */
export const strategyRoll: CommandHandler<CommandOf<'strategy.roll'>> = {
  validate(state) {
    if (state.phase !== 'strategy') {
      return refusal('flow/wrong-phase', '1.4.1', 'Strategy rolls are made in the strategy phase.');
    }
    if (state.turnState.strategyTotals !== null) {
      return refusal(
        'strategy/already-rolled',
        '1.5',
        'The strategy rolls of this turn have been made.',
      );
    }
    // 1.4.2: abilities used at the start of the turn are resolved before the strategy roll;
    // seed 001 5.3.2: so are the escalation's arrivals.
    // Seed 001 5.3.7: the first turn of the ambush has no strategy roll: the convoy comes on.
    if (convoyEntrySide(state) !== null)
      return refusal('ambush/convoy-comes-on', '5.3.7', 'The Ork convoy comes on first.');
    if (turnStartStatus(state).kind !== 'none' || arrivalSide(state) !== null) {
      return refusal(
        'strategy/turn-start-first',
        '1.4.2',
        'Start-of-turn abilities are resolved before the strategy roll: use them or pass.',
      );
    }
    // Seed 001 5.3.15: the blizzard is rolled for (and its table chosen) at the start of the turn.
    if (blizzardDecision(state) !== null)
      return refusal(
        'plant/blizzard-first',
        'seed 001 5.3.15',
        'The blizzard of this turn is rolled for first.',
      );
    return null;
  },
  apply(state, _command, { dice, events }) {
    // Seed 001 5.3.11.2-3: the two teams roll; 5.3.11.1: every player of all against all.
    if (state.teams) return teamStrategyRoll(state, dice, events);
    if (state.players.length > 2) return allAgainstAllRoll(state, dice, events);
    const ratings = state.players.map((p) => p.strategyRating) as [number, number];
    for (;;) {
      const [a = 0, b = 0] = dice.d6(2, {
        purpose: `strategy rolls (player 1 +${ratings[0]}, player 2 +${ratings[1]})`,
        section: '1.5',
      });
      const totals: [number, number] = [a + ratings[0], b + ratings[1]];
      let winner: Side | null = totals[0] > totals[1] ? 0 : totals[1] > totals[0] ? 1 : null;
      let tie = false;
      if (winner === null) {
        const last = state.turnState.lastStrategyWinner;
        if (last === null) continue;
        // Two-sided: 1.5's tie rule for two players; 5.3.11.1's roll of every player is apart.
        winner = otherSide(last);
        tie = true;
      }
      events.push({ type: 'strategy/won', side: winner, totals, tie, section: '1.5' });
      // The start-of-turn abilities are over (1.4.2): their bookkeeping goes.
      const { startOfTurn: _done, ...turnState } = state.turnState;
      return {
        ...state,
        turnState: { ...turnState, strategyTotals: totals, strategyWinner: winner },
      };
    }
  },
};

export const strategyChoose: CommandHandler<CommandOf<'strategy.choose'>> = {
  validate(state, command) {
    if (state.phase !== 'strategy' || state.turnState.strategyWinner === null) {
      return refusal('flow/not-now', '1.5', 'The strategy rolls have not been made yet.');
    }
    if (state.turnState.strategyWinner !== command.side) {
      return refusal(
        'strategy/not-winner',
        '1.5',
        'Only the winner of the strategy roll chooses who goes first.',
      );
    }
    return null;
  },
  apply(state, command, { events }) {
    if (state.teams) {
      const next = teamStrategyChoice(state, command, events);
      return next.turnState.activeSide === null
        ? continueWith(next, { kind: 'action-phase-over' })
        : next;
    }
    // Seed 001 5.3.11.1: with more players the winner chooses the order, high to low (he goes
    // first) or low to high (he goes last); with two, 1.6's "go first or second".
    const totals = state.turnState.strategyTotals;
    const actingOrder =
      state.players.length > 2 && totals ? allAgainstAllOrder(totals, command.goFirst) : undefined;
    const first: Side = actingOrder
      ? actingOrder[0]!
      : command.goFirst
        ? command.side
        : otherSide(command.side);
    if (actingOrder)
      events.push({
        type: 'strategy/acting-order',
        order: actingOrder,
        section: 'seed 001 5.3.11.1',
      });
    events.push({ type: 'strategy/first-side', side: first, section: '1.6' });
    // 1.6: a player with no formations able to act leaves the phase to the other; with none on
    // either side (all broken) the end phase follows at once.
    const active: Side | null = hasActivations(state, first) ? first : nextToAct(state, first);
    const next: GameState = {
      ...state,
      phase: 'action',
      turnState: {
        ...state.turnState,
        lastStrategyWinner: command.side,
        firstSide: first,
        ...(actingOrder ? { actingOrder } : {}),
        activeSide: active,
      },
    };
    return active === null ? continueWith(next, { kind: 'action-phase-over' }) : next;
  },
};

/**
 * Seed 001 5.3.11.1: every player rolls a D6 and adds his strategy rating; the highest chooses
 * the order (strategy.choose). The section does not say how ties fall among more than two
 * players, and 1.5's tie rule (the side that failed to win last turn) names one loser of two:
 * the program re-rolls every die while any two totals are equal, so the order is always the
 * dice's ("Ties", design concept: settled by chance unless the rules say otherwise).
 */
function allAgainstAllRoll(
  state: GameState,
  dice: CommandContext['dice'],
  events: CommandContext['events'],
): GameState {
  const ratings = state.players.map((p) => p.strategyRating);
  for (;;) {
    const rolls = dice.d6(ratings.length, {
      purpose: `strategy rolls (${ratings.map((r, i) => `player ${i + 1} +${r}`).join(', ')})`,
      section: 'seed 001 5.3.11.1',
    });
    const totals = rolls.map((roll, i) => roll + ratings[i]!);
    if (new Set(totals).size < totals.length) continue;
    const winner = allAgainstAllOrder(totals, true)[0]!;
    events.push({ type: 'strategy/won', side: winner, totals, tie: false, section: '1.5' });
    const { startOfTurn: _done, ...turnState } = state.turnState;
    return {
      ...state,
      turnState: { ...turnState, strategyTotals: totals, strategyWinner: winner },
    };
  }
}
