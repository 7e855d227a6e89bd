import { describe, expect, it } from 'vitest';
import {
  enemyFormations,
  enemySides,
  isEnemy,
  sidesOf,
} from '../../../../engine/netea/rules/1.2-formations/sides';
import { nextToAct } from '../../../../engine/netea/rules/1.4-1.6-sequence-and-actions/turnOrder';
import { battle } from '../../../conformance/helpers';
import { row } from '../../../fixtures/shootingGame';

/**
 * Seed 001 5.3.11.1: in all against all every other player's formations are enemy. The rules ask
 * sides.ts who is an enemy rather than taking "the other side"; with two players the answers are
 * those of the two-player rules.
 */
const twoSides = () =>
  battle([
    { id: 'a1', side: 0, units: row('a', 'sm-tactical', 2, 40, 40) },
    { id: 'b1', side: 1, units: row('b', 'sm-tactical', 2, 140, 80) },
    { id: 'a2', side: 0, units: row('c', 'sm-tactical', 2, 40, 80) },
  ]);

describe('5.3.11.1: enemies, not "the other side"', () => {
  it('two players: each is the only enemy of the other, and no side is its own enemy', () => {
    const s = twoSides();
    expect(sidesOf(s)).toEqual([0, 1]);
    expect(isEnemy(s, 0, 1)).toBe(true);
    expect(isEnemy(s, 1, 1)).toBe(false);
    expect(enemySides(s, 0)).toEqual([1]);
    expect(enemyFormations(s, 1).map((f) => f.id)).toEqual(['a1', 'a2']);
    expect(enemyFormations(s, 0).map((f) => f.id)).toEqual(['b1']);
  });

  it('1.6: after a player acts the other acts next while he has a formation to activate', () => {
    const s = twoSides();
    expect(nextToAct(s, 0)).toBe(1);
    expect(nextToAct(s, 1)).toBe(0);
    // Player 2's only formation has acted: nobody else is left for player 1 to hand over to.
    const acted = {
      ...s,
      formations: { ...s.formations, b1: { ...s.formations.b1!, activated: true } },
    };
    expect(nextToAct(acted, 0)).toBeNull();
    expect(nextToAct(acted, 1)).toBe(0);
  });
});
