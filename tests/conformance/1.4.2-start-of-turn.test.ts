import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { startChart } from '../../engine/netea/flow/game';
import { pendingDecision } from '../../engine/netea/flow/pending';
import type { GameState } from '../../engine/netea/state/schema';
import { row } from '../fixtures/shootingGame';
import { battle, eventsOf, go, refusalOf } from './helpers';
import { atTurnStart, teleportRow } from './entryHelpers';

/**
 * Turn 2 begins: each side has two Terminator formations off the table ('a1'/'a2' of player 1,
 * 'b1'/'b2' of player 2, two units each), with the given strategy ratings.
 */
function bothWaiting(ratings: [number, number]): GameState {
  const s = battle([
    { id: 'a1', side: 0, units: row('a1t', 'sm-terminator', 2, 20, 10) },
    { id: 'a2', side: 0, units: row('a2t', 'sm-terminator', 2, 40, 10) },
    { id: 'b1', side: 1, units: row('b1t', 'sm-terminator', 2, 20, 110) },
    { id: 'b2', side: 1, units: row('b2t', 'sm-terminator', 2, 40, 110) },
  ]);
  const off = ['a1t1', 'a1t2', 'a2t1', 'a2t2', 'b1t1', 'b1t2', 'b2t1', 'b2t2'];
  const t = atTurnStart(s, off);
  return {
    ...t,
    players: [
      { ...t.players[0]!, strategyRating: ratings[0] },
      { ...t.players[1]!, strategyRating: ratings[1] },
    ],
  };
}

const tp = (side: 0 | 1, f: string, x: number, y: number): Command =>
  teleportRow(side, f, [`${f}t1`, `${f}t2`], x, y);
const choose = (side: 0 | 1, goFirst: boolean): Command => ({
  type: 'turnStart.choose',
  side,
  goFirst,
});

const pendingOf = (game: GameState) => pendingDecision(startChart(game));

describe('1.4.2 Abilities used at the start of the turn', () => {
  it('1.4.2: resolved before the strategy roll, taking turns from the player with the higher strategy rating', () => {
    let s = bothWaiting([2, 4]);
    expect(pendingOf(s)).toMatchObject({ kind: 'turn-start-order', sides: [1] });
    expect(refusalOf(s, { type: 'strategy.roll', side: 0 })).toMatchObject({
      code: 'strategy/turn-start-first',
      section: '1.4.2',
    });
    expect(refusalOf(s, tp(1, 'b1', 20, 90))).toMatchObject({
      code: 'turn-start/order-not-chosen',
    });
    expect(refusalOf(s, choose(0, true))).toMatchObject({ code: 'turn-start/not-chooser' });
    s = go(s, choose(1, true)).state;
    expect(refusalOf(s, tp(0, 'a1', 20, 30))).toMatchObject({
      code: 'turn-start/not-your-turn',
      section: '1.4.2',
    });
    // Player 2 places one formation, then player 1, then player 2 again: one effect each.
    s = go(s, tp(1, 'b1', 20, 90), 6, 6).state;
    expect(pendingOf(s)).toMatchObject({ kind: 'turn-start', sides: [0] });
    s = go(s, tp(0, 'a1', 20, 30), 6, 6).state;
    expect(pendingOf(s)).toMatchObject({ kind: 'turn-start', sides: [1] });
    // Player 2 keeps its other formation off the table this turn; player 1 goes on alone.
    s = go(s, { type: 'turnStart.pass', side: 1 }).state;
    expect(refusalOf(s, tp(1, 'b2', 60, 90))).toMatchObject({ code: 'turn-start/not-your-turn' });
    s = go(s, tp(0, 'a2', 60, 30), 6, 6).state;
    expect(pendingOf(s)).toMatchObject({ kind: 'strategy-roll' });
    expect(go(s, { type: 'strategy.roll', side: 0 }, 5, 2).state.turnState.strategyTotals).toEqual([
      7, 6,
    ]);
  });

  it('1.4.2 FAQ: Can the player with the higher strategy rating choose to make their opponent go first? Yes', () => {
    const s = go(bothWaiting([4, 2]), choose(0, false));
    expect(eventsOf(s.events, 'turn-start/first-side')).toMatchObject([{ side: 1 }]);
    expect(pendingOf(s.state)).toMatchObject({ kind: 'turn-start', sides: [1] });
  });

  it('1.4.2 FAQ: What happens when both armies have formations with the same ability used at the start of the turn and the same strategy rating? Dice to see who chooses to go first', () => {
    const s = bothWaiting([3, 3]);
    expect(pendingOf(s)).toMatchObject({ kind: 'turn-start-roll-off', sides: [0, 1] });
    expect(refusalOf(s, choose(0, true))).toMatchObject({ code: 'flow/not-now' });
    // Equal dice roll again; the higher die chooses.
    const r = go(s, { type: 'turnStart.rollOff', side: 0 }, 4, 4, 2, 5);
    expect(eventsOf(r.events, 'turn-start/roll-off-won')).toMatchObject([{ side: 1 }]);
    expect(pendingOf(r.state)).toMatchObject({ kind: 'turn-start-order', sides: [1] });
  });

  it('1.4.2: a player alone with start-of-turn abilities resolves them without a choice of order', () => {
    let s = bothWaiting([3, 3]);
    s = go(s, { type: 'turnStart.rollOff', side: 0 }, 6, 1).state;
    s = go(s, choose(0, true)).state;
    s = go(s, { type: 'turnStart.pass', side: 0 }).state;
    expect(pendingOf(s)).toMatchObject({ kind: 'turn-start', sides: [1] });
    s = go(s, tp(1, 'b1', 20, 90), 6, 6).state;
    expect(pendingOf(s)).toMatchObject({ kind: 'turn-start', sides: [1] });
  });
});
