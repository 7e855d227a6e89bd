import { describe, expect, it } from 'vitest';
import { getDatasheet, type UnitDatasheet } from '../../../../engine/netea/data';
import {
  defaultAllocation,
  validateAllocation,
} from '../../../../engine/netea/rules/1.9-shooting/hitAllocation';
import {
  rollToHit,
  validateFirePlan,
  type FirePlan,
} from '../../../../engine/netea/rules/1.9-shooting/rollToHit';
import { hitEffect, saveOptions } from '../../../../engine/netea/rules/1.9-shooting/saves';
import {
  applyAllocation,
  allocationProblem,
} from '../../../../engine/netea/rules/1.9-shooting/shooting';
import { shootingOptions } from '../../../../engine/netea/rules/1.9-shooting/options';
import type { GameState } from '../../../../engine/netea/state/schema';
import { fixedDice, ORK_BOYZ, rect, row, shootingGame } from '../../../fixtures/shootingGame';

const sheet = (id: string) => getDatasheet(id) as UnitDatasheet;
function opts(
  state: GameState,
  action: 'advance' | 'double' | 'sustained-fire' = 'advance',
  from = 'sm',
  to = 'orks',
) {
  const r = shootingOptions(state, from, to, { action });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const dev = (at: { x: number; y: number }) => ({
  id: 'sm',
  side: 0 as const,
  units: [{ id: 'dev', sheet: 'sm-devastator', ...at }],
});

describe('1.9.5 Roll to Hit', () => {
  it('1.9.5 To Hit Modifier Table: double action -1, sustained fire +1', () => {
    const s = shootingGame([
      dev({ x: 60, y: 20 }),
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 2, 60, 45) },
    ]);
    for (const [action, needed] of [
      ['double', 6],
      ['sustained-fire', 4],
    ] as const) {
      const o = opts(s, action);
      const { dice, rolls } = fixedDice(6, 6);
      rollToHit(s, dice, o, {
        orders: o.weapons.map((w) => ({
          weaponKey: w.key,
          modeIndex: 0,
          firepower: 'AP' as const,
        })),
        cover: {},
      });
      expect(rolls[0]?.needed).toBe(needed);
    }
  });

  it('1.9.5 FAQ: Can a unit armed with two or more of the same kind of weapon choose to fire some with their AP value and others with their AT value? Yes', () => {
    const s = shootingGame([
      dev({ x: 60, y: 20 }),
      {
        id: 'orks',
        side: 1,
        units: [
          ...row('boy', ORK_BOYZ.id, 1, 60, 45),
          { id: 'lr', sheet: 'sm-land-raider', x: 70, y: 45 },
        ],
      },
    ]);
    const o = opts(s);
    const [a, b] = o.weapons;
    const plan: FirePlan = {
      orders: [
        { weaponKey: a!.key, modeIndex: 0, firepower: 'AP' },
        { weaponKey: b!.key, modeIndex: 0, firepower: 'AT' },
      ],
      cover: {},
    };
    expect(validateFirePlan(o, plan)).toBeNull();
    const { dice } = fixedDice(6, 6);
    const { hits } = rollToHit(s, dice, o, plan);
    expect(hits.map((h) => [h.type, h.count, h.eligible])).toEqual([
      ['AP', 1, ['boy1']],
      ['AT', 1, ['lr']],
    ]);
  });

  it('1.9.5 FAQ: Can a unit armed with a weapon with multiple shots choose to fire some shots with the AP value and others with the AT value? No', () => {
    const s = shootingGame([
      dev({ x: 60, y: 20 }),
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 1, 60, 45) },
    ]);
    const o = opts(s);
    const key = o.weapons[0]!.key;
    const plan: FirePlan = {
      orders: [
        { weaponKey: key, modeIndex: 0, firepower: 'AP' },
        { weaponKey: key, modeIndex: 0, firepower: 'AT' },
      ],
      cover: {},
    };
    expect(validateFirePlan(o, plan)?.code).toBe('shooting/fired-twice');
  });

  it('1.9.5 FAQ: If a target formation has infantry in cover and armoured vehicles not in cover will my AT to hit rolls suffer the -1 modifier? No', () => {
    const s = shootingGame(
      [
        dev({ x: 60, y: 20 }),
        {
          id: 'orks',
          side: 1,
          units: [
            { id: 'boy', sheet: ORK_BOYZ.id, x: 50, y: 45 },
            { id: 'lr', sheet: 'sm-land-raider', x: 70, y: 45 },
          ],
        },
      ],
      [rect('wood', 'woods', 45, 40, 55, 50)],
    );
    const o = opts(s);
    expect(o.cover.boy?.inCover).toBe(true);
    expect(o.coverChoices).toEqual([]); // every AP target is in cover: the -1 applies
    const [a, b] = o.weapons;
    const { dice, rolls } = fixedDice(5, 5);
    rollToHit(s, dice, o, {
      orders: [
        { weaponKey: a!.key, modeIndex: 0, firepower: 'AP' },
        { weaponKey: b!.key, modeIndex: 0, firepower: 'AT' },
      ],
      cover: { AP: 'accept-modifier' },
    });
    expect(rolls.map((r) => r.needed)).toEqual([6, 6]); // AP 5+ -1 → 6; AT 6+ unmodified
    expect(rolls[1]?.modifiers).toEqual([]);
  });

  it('1.9.5 FAQ: Can I choose to fire some shots at units in cover and the rest at units out of cover? No: per fire type, take -1 or hit only units in the open', () => {
    const s = shootingGame(
      [
        dev({ x: 60, y: 20 }),
        {
          id: 'orks',
          side: 1,
          units: [
            { id: 'hid', sheet: ORK_BOYZ.id, x: 50, y: 45 },
            { id: 'open', sheet: ORK_BOYZ.id, x: 70, y: 45 },
          ],
        },
      ],
      [rect('wood', 'woods', 45, 40, 55, 50)],
    );
    const o = opts(s);
    const orders = o.weapons.map((w) => ({
      weaponKey: w.key,
      modeIndex: 0,
      firepower: 'AP' as const,
    }));
    expect(validateFirePlan(o, { orders, cover: {} })?.code).toBe('shooting/cover-choice-needed');
    const { dice, rolls } = fixedDice(5, 5);
    const { hits } = rollToHit(s, dice, o, { orders, cover: { AP: 'only-open' } });
    expect(rolls[0]?.needed).toBe(5);
    expect(hits[0]?.eligible).toEqual(['open']);
  });
});

describe('1.9.6 Allocate Hits & Make Saving Throws', () => {
  const dist = { a: 1, b: 2, c: 3 };
  it('1.9.6: hits go to the closest potential target first, no second hit before every target has one', () => {
    expect(
      defaultAllocation([{ count: 4, eligible: ['c', 'b', 'a'] }], dist, ['a', 'b', 'c']),
    ).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      validateAllocation([{ count: 2, eligible: ['a', 'b', 'c'] }], dist, [['a', 'a']])?.code,
    ).toBe('shooting/spread-hits');
    expect(validateAllocation([{ count: 1, eligible: ['a', 'b', 'c'] }], dist, [['b']])?.code).toBe(
      'shooting/front-to-back',
    );
    expect(validateAllocation([{ count: 1, eligible: ['a'] }], dist, [['c']])?.code).toBe(
      'shooting/not-a-potential-target',
    );
  });

  it('1.9.6: AP hits only on infantry, AT hits only on armoured vehicles', () => {
    const s = shootingGame([
      dev({ x: 60, y: 20 }),
      { id: 'orks', side: 1, units: [{ id: 'lr', sheet: 'sm-land-raider', x: 60, y: 45 }] },
    ]);
    const o = opts(s);
    const { dice } = fixedDice(6, 6);
    const { hits } = rollToHit(s, dice, o, {
      orders: o.weapons.map((w) => ({ weaponKey: w.key, modeIndex: 0, firepower: 'AP' as const })),
      cover: {},
    });
    const p = allocationProblem(s, o, hits, 'normal');
    expect(p.groups[0]?.eligible).toEqual([]);
    expect(p.defaultAllocation).toEqual([[]]);
  });

  it('1.9.6 FAQ: How are hits allocated when a formation has light vehicles and infantry? AT hits to the light vehicles before AP hits, none wasted', () => {
    // Infantry i is closest; the light vehicle l takes the AT hit, so the AP hit goes to i.
    const groups = [
      { count: 1, eligible: ['i', 'l'] },
      { count: 1, eligible: ['l'] },
    ];
    const d = { i: 1, l: 2 };
    expect(defaultAllocation(groups, d, ['i', 'l'])).toEqual([['i'], ['l']]);
    expect(validateAllocation(groups, d, [['l'], ['l']])?.code).toBe('shooting/spread-hits');
  });

  it('1.9.6 FAQ: Are modifiers to an armour save cumulative? Yes; and 7+ saves are not taken (7+ rolls are for hits only)', () => {
    const boyz = saveOptions(ORK_BOYZ, hitEffect('AP', []), { crossfire: true });
    expect(boyz.armour).toBeNull();
    const tac = saveOptions(sheet('sm-tactical'), hitEffect('AP', []), { crossfire: true });
    expect(tac.armour?.needed).toBe(5);
  });

  it('1.8.3: infantry in cover use the cover save or their armour, not both', () => {
    const o = saveOptions(ORK_BOYZ, hitEffect('AP', []), {
      crossfire: false,
      cover: { coverSave: 4, inFortification: false },
    });
    expect(o.cover?.needed).toBe(4);
    expect(o.armour?.needed).toBe(6);
    const { dice, rolls } = fixedDice(3);
    const s = shootingGame(
      [
        dev({ x: 60, y: 20 }),
        { id: 'orks', side: 1, units: [{ id: 'boy', sheet: ORK_BOYZ.id, x: 50, y: 45 }] },
      ],
      [rect('ruin', 'ruins', 45, 40, 55, 50)],
    );
    const oo = opts(s);
    const p = allocationProblem(
      s,
      oo,
      [{ type: 'AP', count: 1, abilities: [], eligible: ['boy'] }],
      'normal',
    );
    const r = applyAllocation(s, dice, oo, p, p.defaultAllocation, {
      crossfire: false,
      earlierKill: false,
    });
    expect(rolls).toHaveLength(1);
    expect(rolls[0]?.purpose).toMatch(/^cover save/);
    expect(r.ok && r.state.units.boy?.status).toBe('destroyed');
  });

  it('1.11 FAQ: Does the -1 save modifier apply to cover saves? Yes', () => {
    const o = saveOptions(ORK_BOYZ, hitEffect('AP', []), {
      crossfire: true,
      cover: { coverSave: 4, inFortification: false },
    });
    expect(o.cover?.needed).toBe(5);
  });

  it('2.2.6: macro-weapon hits allow no save except to reinforced armour and invulnerable saves; cover saves are negated', () => {
    const mw = hitEffect('MW', []);
    expect(
      saveOptions(sheet('sm-tactical'), mw, {
        crossfire: false,
        cover: { coverSave: 4, inFortification: false },
      }),
    ).toEqual({ armour: null, cover: null, invulnerable: null });
    expect(saveOptions(sheet('sm-land-raider'), mw, { crossfire: false }).armour).toMatchObject({
      needed: 4,
      reroll: false,
    });
    expect(
      saveOptions(sheet('sm-land-raider'), hitEffect('AT', []), { crossfire: false }).armour
        ?.reroll,
    ).toBe(true);
  });

  it('2.2.5: ignore cover negates infantry cover saves; 2.1.16: thick rear armour ignores the crossfire modifier', () => {
    expect(
      saveOptions(ORK_BOYZ, hitEffect('AP', ['ignore-cover']), {
        crossfire: false,
        cover: { coverSave: 4, inFortification: false },
      }).cover,
    ).toBeNull();
    expect(
      saveOptions(sheet('sm-land-raider'), hitEffect('AT', []), { crossfire: true }).armour?.needed,
    ).toBe(4);
  });

  it('1.9.6 / 2.2.6: macro-weapon hits are allocated after the normal hits', () => {
    const s = shootingGame([
      dev({ x: 60, y: 20 }),
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 2, 60, 45) },
    ]);
    const o = opts(s);
    const hits = [
      { type: 'MW' as const, count: 1, abilities: [], eligible: ['boy1', 'boy2'] },
      { type: 'AP' as const, count: 1, abilities: [], eligible: ['boy1', 'boy2'] },
    ];
    expect(allocationProblem(s, o, hits, 'normal').groups.map((g) => g.source.type)).toEqual([
      'AP',
    ]);
    expect(allocationProblem(s, o, hits, 'macro').groups.map((g) => g.source.type)).toEqual(['MW']);
  });

  it('1.7.5: passengers of a destroyed transport save with armour or 6+ cover and are placed where it was', () => {
    const s = shootingGame([
      dev({ x: 60, y: 20 }),
      {
        id: 'orks',
        side: 1,
        units: [
          { id: 'rhino', sheet: 'sm-rhino', x: 60, y: 45 },
          { id: 'tac', sheet: 'sm-tactical', x: 0, y: 0, embarkedIn: 'rhino' },
        ],
      },
    ]);
    const o = opts(s);
    const { dice } = fixedDice(1, 4);
    const p = allocationProblem(
      s,
      o,
      [{ type: 'AT', count: 1, abilities: [], eligible: ['rhino'] }],
      'normal',
    );
    const r = applyAllocation(s, dice, o, p, p.defaultAllocation, {
      crossfire: false,
      earlierKill: false,
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.units.rhino?.status).toBe('destroyed');
    expect(r.state.units.tac).toMatchObject({
      status: 'deployed',
      position: { x: 60, y: 45 },
      transportedBy: null,
    });
  });
});
