import { describe, expect, it } from 'vitest';
import { resolveBarrage } from '../../../../engine/netea/rules/1.9-shooting/barrage';
import {
  caughtUnits,
  searchPlacement,
} from '../../../../engine/netea/rules/1.9-shooting/barragePlacement';
import { placedUnits } from '../../../../engine/netea/rules/1.9-shooting/geometry';
import { shootingOptions } from '../../../../engine/netea/rules/1.9-shooting/options';
import type { GameState } from '../../../../engine/netea/state/schema';
import {
  fixedDice,
  ORK_BOYZ,
  row,
  shootingGame,
  type UnitSpec,
} from '../../../fixtures/shootingGame';
import { bunker } from './helpers';

function battery(n: number, target: readonly UnitSpec[]): GameState {
  return shootingGame([
    {
      id: 'sm',
      side: 0,
      units: row('ww', 'sm-whirlwind', n, 70, 20).map((u) => ({ ...u, facing: 90 })),
    },
    { id: 'we', side: 1, units: target },
  ]);
}

function options(s: GameState) {
  const r = shootingOptions(s, 'sm', 'we', { action: 'sustained-fire', indirect: true });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('3.2.1 War engines under barrage templates', () => {
  it('3.2.1: a war engine under the centre of a template is attacked half its starting DC times, rounding up (DC3: twice)', () => {
    const s = battery(3, [bunker('bk', 80, 60)]);
    const { dice, rolls } = fixedDice(1, 1);
    resolveBarrage(s, dice, options(s), [{ x: 80, y: 60 }], false);
    const toHit = rolls.filter((r) => r.section === '1.9.8');
    expect(toHit.map((r) => r.results.length)).toEqual([2]);
  });

  it('3.2.1: a war engine under a template but not under its centre is attacked once', () => {
    const s = battery(3, [bunker('bk', 80, 60)]);
    const { dice, rolls } = fixedDice(1);
    resolveBarrage(s, dice, options(s), [{ x: 80, y: 65 }], false);
    expect(rolls.filter((r) => r.section === '1.9.8').map((r) => r.results.length)).toEqual([1]);
  });

  it('3.2.1 FAQ: If a war engine is under multiple templates from the same barrage is it subject to more attacks than normal? No: a Great Gargant (DC12) under two templates takes six attacks', () => {
    const s = battery(4, [{ id: 'gg', sheet: 'ork-great-gargant', x: 80, y: 60 }]);
    const { dice, rolls } = fixedDice(1, 1, 1, 1, 1, 1);
    // 4 BP: one extra template touching the first; both lie over the Gargant.
    resolveBarrage(
      s,
      dice,
      options(s),
      [
        { x: 80, y: 60 },
        { x: 87.4, y: 60 },
      ],
      false,
    );
    expect(rolls.filter((r) => r.section === '1.9.8').map((r) => r.results.length)).toEqual([6]);
  });

  it('3.2.1 FAQ: How many units does a war engine in the target formation count as with regards to placing a barrage template? Its starting DC', () => {
    const s = battery(3, [bunker('bk', 60, 50), ...row('boy', ORK_BOYZ.id, 2, 100, 50)]);
    const targets = placedUnits(s, 'we');
    expect(caughtUnits(targets, [{ x: 60, y: 50 }])).toBe(3);
    expect(caughtUnits(targets, [{ x: 102.5, y: 50 }])).toBe(2);
    // The placement must catch as many "units" as possible: the bunker (3) over two Boyz.
    const best = searchPlacement(s, options(s));
    expect(best?.count).toBe(3);
  });
});
