import { describe, expect, it } from 'vitest';
import type { Side } from '../../../../engine/netea/commands/schema';
import { declareAssault } from '../../../../engine/netea/rules/1.12-assaults/charge';
import { allAgainstAllOrder } from '../../../../engine/netea/rules/5.3-scenarios/allAgainstAll';
import type { GameState } from '../../../../engine/netea/state/schema';
import { act, assaultGame, TAC, verdict } from '../../../fixtures/assaultGame';

/**
 * Seed 001 5.3.11.1, all against all: the players act in the order of their strategy rolls, low
 * to high or high to low as the highest roller chooses, and an assault may not attack formations
 * of two enemy armies.
 */
describe('5.3.11.1 Alle gegen Alle', () => {
  it('5.3.11.1: the highest roller chooses whether the players act from the lowest roll up or the highest down', () => {
    // Player 1 rolled 4, player 2 rolled 7, player 3 rolled 2.
    expect(allAgainstAllOrder([4, 7, 2], false)).toEqual([2, 0, 1]);
    expect(allAgainstAllOrder([4, 7, 2], true)).toEqual([1, 0, 2]);
    // Two players: the order is "go first or second" of the two-player game.
    expect(allAgainstAllOrder([5, 3], true)).toEqual([0, 1]);
    expect(allAgainstAllOrder([5, 3], false)).toEqual([1, 0]);
  });

  it('5.3.11.1: equal rolls below the highest keep player order between them (our reading)', () => {
    expect(allAgainstAllOrder([3, 6, 3, 1], true)).toEqual([1, 0, 2, 3]);
    expect(allAgainstAllOrder([3, 6, 3, 1], false)).toEqual([3, 0, 2, 1]);
  });

  // Three armies in one assault game: player 3's formation stands intermingled with the target.
  const third: Side = 2;
  const threeArmies = (): GameState => {
    const s = assaultGame([
      { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 60, y: 50 }] },
      { id: 'def', side: 1, units: [{ id: 'd1', sheet: TAC, x: 70, y: 50 }] },
      { id: 'mix', side: 1, units: [{ id: 'm1', sheet: TAC, x: 74, y: 50 }] },
      { id: 'other', side: 1, units: [{ id: 'o1', sheet: TAC, x: 70, y: 54 }] },
    ]);
    // The fixtures set up two players; a third joins and 'other' is handed to him.
    return {
      ...s,
      players: [...s.players, { name: 'Player 3', strategyRating: 3, specialRules: [] }],
      setup: {
        ...s.setup,
        zones: [...s.setup.zones, null],
        finished: [...s.setup.finished, true],
        objectivesToPlace: [...s.setup.objectivesToPlace, 0],
      },
      formations: { ...s.formations, other: { ...s.formations.other!, side: third } },
      units: { ...s.units, o1: { ...s.units.o1!, side: third } },
    };
  };
  const declare = { type: 'assault.declare', side: 0, targetFormationId: 'def' } as const;

  it('5.3.11.1: an assault may not attack formations of two enemy armies, even intermingled', () => {
    const s = threeArmies();
    expect(verdict(s, { ...declare, intermingled: ['other'] })).toBe('assault/two-armies');
    const refused = declareAssault.validate(s, { ...declare, intermingled: ['other'] });
    expect(refused).toMatchObject({ section: '5.3.11.1' });
    expect(refused?.message).toContain('player 3');
    // The target's own army intermingled is still one assault (1.12.10).
    expect(verdict(s, { ...declare, intermingled: ['mix'] })).toBe('ok');
    expect(act(s, declare).state.turnState.activation).not.toBeNull();
  });

  it("5.3.11.1: every other player's formation is an enemy to assault, the third army's too", () => {
    const s = threeArmies();
    expect(verdict(s, { ...declare, targetFormationId: 'other' })).toBe('ok');
  });
});
