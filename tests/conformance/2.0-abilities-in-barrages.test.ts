import { describe, expect, it } from 'vitest';
import { resolveBarrage } from '../../engine/netea/rules/1.9-shooting/barrage';
import { barrageUsing } from '../../engine/netea/rules/1.9-shooting/barrageCommand';
import { shootingOptions } from '../../engine/netea/rules/1.9-shooting/options';
import type { GameState } from '../../engine/netea/state/schema';
import { fixedDice, ORK_BOYZ, rect } from '../fixtures/shootingGame';
import { WHIRLWIND_IGNORE_COVER } from '../fixtures/specialists';
import { battle, declare, go, refusalOf } from './helpers';

/** Two Whirlwinds (1BP each), one of which ignores cover, and an Ork Boy in woods 30cm away. */
function battery(): GameState {
  return battle(
    [
      {
        id: 'ww',
        side: 0,
        units: [
          { id: 'ww1', sheet: 'sm-whirlwind', x: 60, y: 20, facing: 90 },
          { id: 'ww2', sheet: WHIRLWIND_IGNORE_COVER.id, x: 64, y: 20, facing: 90 },
        ],
      },
      { id: 'orks', side: 1, units: [{ id: 'boy1', sheet: ORK_BOYZ.id, x: 62, y: 50 }] },
    ],
    { terrain: [rect('wood', 'woods', 55, 45, 70, 56)] },
  );
}

/** The barrage's to-hit roll on the Boy (all dice 1: a miss, so nothing else is rolled). */
function toHit(abilities?: readonly ('ignore-cover' | 'macro-weapon')[]) {
  const s = battery();
  const r = shootingOptions(s, 'ww', 'orks', { action: 'sustained-fire' });
  if (!r.ok) throw new Error(r.error.message);
  const options = abilities ? barrageUsing(r.value, abilities) : r.value;
  const dice = fixedDice(1, 1, 1, 1);
  resolveBarrage(s, dice.dice, options, [{ x: 62, y: 50 }], false);
  return dice.rolls.find((x) => x.section === '1.9.8');
}

describe('2.0 Specialist Units & Weapons: abilities in a barrage', () => {
  it('2.0: a barrage ignores cover only if all the units taking part can: 2BP (AP5+) with the cover -1', () => {
    const roll = toHit();
    expect(roll).toMatchObject({ base: 5 });
    expect(roll?.modifiers.some((m) => m.section === '1.8.2')).toBe(true);
  });

  it('1.9.8 FAQ: How are barrages where some barrage points have special abilities resolved? Only the weapons with the ability used fire: 1BP (AP6+), cover ignored', () => {
    const roll = toHit(['ignore-cover']);
    expect(roll).toMatchObject({ base: 6 });
    expect(roll?.modifiers.some((m) => m.section === '1.8.2')).toBe(false);
  });

  it('1.9.8 FAQ: … a barrage may not use an ability none of its weapons has', () => {
    const s = go(battery(), declare(0, 'ww', 'sustained-fire'), 1).state;
    expect(
      refusalOf(s, {
        type: 'shoot.barrage',
        side: 0,
        targetFormationId: 'orks',
        centres: [{ x: 62, y: 50 }],
        abilities: ['macro-weapon'],
      }),
    ).toMatchObject({ code: 'barrage/no-weapon-with-ability', section: '1.9.8' });
  });
});
