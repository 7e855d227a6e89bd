import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { GameState } from '../../engine/netea/state/schema';
import { deployed, withDice } from '../fixtures/battle';

const atStrategy = (): GameState => deployed().context.game;

describe('1.5 The Strategy Phase', () => {
  it('each player rolls a D6 and adds the strategy rating; the higher total wins', () => {
    const { state, events } = withDice(atStrategy(), { type: 'strategy.roll', side: 0 }, 2, 5);
    expect(state.turnState.strategyTotals).toEqual([7, 10]);
    expect(state.turnState.strategyWinner).toBe(1);
    expect(events[0]).toMatchObject({ type: 'dice/rolled', results: [2, 5], section: '1.5' });
  });

  it('in the case of a tie, the side that failed to win the initiative last turn gets it', () => {
    const game = atStrategy();
    const lastTurnWonBy0 = {
      ...game,
      turnState: { ...game.turnState, lastStrategyWinner: 0 as const },
    };
    const { state, unused } = withDice(lastTurnWonBy0, { type: 'strategy.roll', side: 0 }, 4, 4);
    expect(state.turnState.strategyWinner).toBe(1);
    expect(unused).toBe(0);
  });

  it('a tie in the first turn, with no last turn to look back on, is rolled again', () => {
    const { state, events } = withDice(
      atStrategy(),
      { type: 'strategy.roll', side: 1 },
      3,
      3,
      6,
      1,
    );
    expect(state.turnState.strategyWinner).toBe(0);
    expect(events.filter((e) => e.type === 'dice/rolled')).toHaveLength(2);
  });

  it('the winner chooses to go first or second', () => {
    const rolled = withDice(atStrategy(), { type: 'strategy.roll', side: 0 }, 6, 1).state;
    const first = applyCommand(rolled, { type: 'strategy.choose', side: 0, goFirst: true });
    expect(first.ok && first.state.turnState.activeSide).toBe(0);
    expect(first.ok && first.state.phase).toBe('action');
  });

  it('1.4.2 FAQ: Can the player with the higher strategy rating choose to make their opponent go first? Yes', () => {
    const rolled = withDice(atStrategy(), { type: 'strategy.roll', side: 0 }, 6, 1).state;
    const second = applyCommand(rolled, { type: 'strategy.choose', side: 0, goFirst: false });
    expect(second.ok && second.state.turnState.firstSide).toBe(1);
  });

  it('the loser of the strategy roll does not choose', () => {
    const rolled = withDice(atStrategy(), { type: 'strategy.roll', side: 0 }, 6, 1).state;
    const result = applyCommand(rolled, { type: 'strategy.choose', side: 1, goFirst: true });
    expect(result.ok ? null : result.refusal).toMatchObject({
      code: 'strategy/not-winner',
      section: '1.5',
    });
  });

  it('the strategy rolls are made once a turn', () => {
    const rolled = withDice(atStrategy(), { type: 'strategy.roll', side: 0 }, 6, 1).state;
    const again = applyCommand(rolled, { type: 'strategy.roll', side: 1 });
    expect(again.ok ? null : again.refusal.code).toBe('strategy/already-rolled');
  });
});
