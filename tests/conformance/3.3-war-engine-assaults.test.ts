import { describe, expect, it } from 'vitest';
import { resolveAttacks } from '../../engine/netea/rules/1.12-assaults/attacks';
import { newAssault, withAssault } from '../../engine/netea/rules/1.12-assaults/state';
import { maxAttackersInContact } from '../../engine/netea/rules/1.7-movement/chargeMoves';
import type { GameState } from '../../engine/netea/state/schema';
import { act, assaultGame, check } from '../fixtures/assaultGame';
import type { AssaultCommand } from '../../engine/netea/rules/1.12-assaults/commands';
import { fixedDice } from '../fixtures/shootingGame';
import { battle } from './helpers';
import { getDatasheet, type UnitDatasheet } from '../../engine/netea/data';
import { basesOverlap, inBaseContact } from '../../engine/kernel/geometry';
import { unitShape } from '../../engine/netea/rules/1.2-formations/battlefield';

/** The Great Gargant ('g', DC12, CC 3+, FF 3+, a 6cm round base at 60,50) and four Tactical
 * units: t1 and t2 in base contact with it, t3 and t4 within 15cm but not in contact. */
const GARGANT_FIGHT = [
  { id: 'we', side: 0 as const, units: [{ id: 'g', sheet: 'ork-great-gargant', x: 60, y: 50 }] },
  {
    id: 'sm',
    side: 1 as const,
    units: [
      { id: 't1', sheet: 'sm-tactical', x: 63.6, y: 50 },
      { id: 't2', sheet: 'sm-tactical', x: 56.4, y: 50 },
      { id: 't3', sheet: 'sm-tactical', x: 70, y: 50 },
      { id: 't4', sheet: 'sm-tactical', x: 60, y: 60 },
    ],
  },
];

function fight(split?: Record<string, number>): { state: GameState; pendingTo1: unknown[] } & {
  rolls: ReturnType<typeof fixedDice>['rolls'];
} {
  const s = battle(GARGANT_FIGHT);
  const base = newAssault(s, 0, 'we', ['we'], ['sm']);
  const assault = split ? { ...base, warEngineDice: split } : base;
  const state = withAssault(s, assault);
  // The Gargant's dice hit on 3+: 6,6,6 then misses; the Marines miss.
  const { dice, rolls } = fixedDice(...[6, 6, 6, 1, 1, 1, 6, 1, 1, 1, 1, 1], 1, 1, 1, 1);
  const after = resolveAttacks(state, assault, dice, []);
  return {
    state,
    rolls,
    pendingTo1: after.pending
      .filter((p) => p.side === 1)
      .map((p) => ({ count: p.count, eligible: [...p.eligible].sort() })),
  };
}

describe('3.3.2 Close Combat and Firefight Attacks', () => {
  it('3.3.2: a war engine rolls as many hit dice as its starting damage capacity; close combat rolls hit only units in base contact, firefight rolls only units within 15cm not in base contact', () => {
    const { rolls, pendingTo1 } = fight();
    const gargant = rolls.filter((r) => r.unitId === 'g');
    // Without a split chosen: in proportion to the enemies each kind can hit (2 and 2).
    expect(gargant.map((r) => [r.purpose.split(':')[0], r.results.length, r.needed])).toEqual([
      ['close combat', 6, 3],
      ['firefight', 6, 3],
    ]);
    expect(pendingTo1).toEqual([
      { count: 3, eligible: ['t1', 't2'] },
      { count: 1, eligible: ['t3', 't4'] },
    ]);
    // Every other unit still rolls one die.
    expect(rolls.filter((r) => r.unitId === 't1').map((r) => r.results.length)).toEqual([1]);
  });

  it('3.3.2: the war engine’s player may split its dice between close combat and firefight as he sees fit', () => {
    const { rolls, pendingTo1 } = fight({ g: 12 });
    const gargant = rolls.filter((r) => r.unitId === 'g');
    expect(gargant.map((r) => [r.purpose.split(':')[0], r.results.length])).toEqual([
      ['close combat', 12],
    ]);
    expect(pendingTo1).toEqual([{ count: 4, eligible: ['t1', 't2'] }]);
  });

  it('3.3.2: the split is given with the end of the charge, between 0 and the starting damage capacity, for one’s own war engines only', () => {
    let s = assaultGame(GARGANT_FIGHT);
    s = act(s, { type: 'assault.declare', side: 0, targetFormationId: 'sm' }).state;
    const tooMany = check(s, { type: 'assault.endCharge', side: 0, closeCombatDice: { g: 13 } });
    expect([tooMany?.code, tooMany?.section]).toEqual(['assault/dice-split', '3.3.2']);
    const notAWarEngine = check(s, {
      type: 'assault.endCharge',
      side: 0,
      closeCombatDice: { t1: 1 },
    });
    expect([notAWarEngine?.code, notAWarEngine?.section]).toEqual([
      'assault/not-a-war-engine',
      '3.3.2',
    ]);
    expect(check(s, { type: 'assault.endCharge', side: 0, closeCombatDice: { g: 4 } })).toBeNull();
  });
});

const GARGANT_SHEET = getDatasheet('ork-great-gargant') as UnitDatasheet;
/** A test war engine like the Great Gargant with a starting damage capacity of 1. */
const SMALL_WE: UnitDatasheet = { ...GARGANT_SHEET, id: 'test-we-dc1', damageCapacity: 1 };

/** The Gargant (g, 60,50) facing a target formation: units standing in its way and t2 to
 * charge (its base from y 66 to 70: the Gargant's base touches it at 60,63). */
function bargeGame(
  inTheWay: { id: string; sheet: string; x: number; y: number }[],
  other = false,
  t2y = 68,
) {
  let s = assaultGame(
    [
      { id: 'we', side: 0, units: [{ id: 'g', sheet: 'ork-great-gargant', x: 60, y: 50 }] },
      {
        id: 'sm',
        side: 1,
        units: [{ id: 't2', sheet: 'sm-tactical', x: 60, y: t2y }, ...(other ? [] : inTheWay)],
      },
      ...(other ? [{ id: 'other', side: 1 as const, units: inTheWay }] : []),
    ],
    { extraSheets: [SMALL_WE] },
  );
  s = act(s, { type: 'assault.declare', side: 0, targetFormationId: 'sm' }).state;
  return s;
}
const chargeTo = (y = 63): Extract<AssaultCommand, { type: 'assault.chargeMove' }> => ({
  type: 'assault.chargeMove',
  side: 0,
  unitId: 'g',
  path: [{ x: 60, y }],
});

describe('3.3.1 Charge Moves', () => {
  it('3.3.1: a charging war engine barges units of the target formation out of its way; they are placed as close as they can to where they stood, touching its base', () => {
    const s = bargeGame([{ id: 't1', sheet: 'sm-tactical', x: 60, y: 57 }]);
    const after = act(s, chargeTo()).state;
    expect(after.units.g?.position).toEqual({ x: 60, y: 63 });
    const g = unitShape(after, after.units.g!)!;
    const t1 = unitShape(after, after.units.t1!)!;
    expect(inBaseContact(g, t1)).toBe(true);
    expect(basesOverlap(g, t1)).toBe(false);
    const p = after.units.t1!.position!;
    // Pushed sideways off the Gargant's path: about 3.6cm from where it stood.
    expect(Math.hypot(p.x - 60, p.y - 57)).toBeLessThan(4);
    expect(after.units.t1?.status).toBe('deployed');
  });

  it('3.3.1 and 1.8.4: barged units are placed again only where they may stand: never on terrain impassable to them (a river for a Rhino, which the war engine crosses)', () => {
    // A strip just behind the Gargant's end position: where a unit barged from 60,57 would go.
    const strip = [
      { x: 50, y: 58 },
      { x: 70, y: 58 },
      { x: 70, y: 61 },
      { x: 50, y: 61 },
    ];
    const barge = (river: boolean) => {
      let s = assaultGame(
        [
          { id: 'we', side: 0, units: [{ id: 'g', sheet: 'ork-great-gargant', x: 60, y: 50 }] },
          {
            id: 'sm',
            side: 1,
            units: [
              { id: 't2', sheet: 'sm-tactical', x: 60, y: 68 },
              { id: 't1', sheet: 'sm-rhino', x: 60, y: 57 },
            ],
          },
        ],
        { terrain: river ? [{ id: 'strip', type: 'river', height: 0, polygon: strip }] : [] },
      );
      s = act(s, { type: 'assault.declare', side: 0, targetFormationId: 'sm' }).state;
      return act(s, chargeTo()).state;
    };
    // Open ground: the Rhino goes straight behind the Gargant, onto the strip.
    expect(barge(false).units.t1?.position).toEqual({ x: 60, y: 59.35 });
    // A river there: the Gargant crosses it (no effect on war engines), the Rhino is placed
    // beside it instead, wholly clear of the strip (y 58 to 61) and still touching it.
    const after = barge(true);
    expect(after.units.g?.position).toEqual({ x: 60, y: 63 });
    const t1 = unitShape(after, after.units.t1!)!;
    expect(t1.minY > 61 || t1.maxY < 58 || t1.minX > 70 || t1.maxX < 50).toBe(true);
    expect(inBaseContact(unitShape(after, after.units.g!)!, t1)).toBe(true);
  });

  it('3.3.1: a war engine may barge at most two units per point of its starting damage capacity', () => {
    const three = [57.5, 60, 62.5].map((x, i) => ({ id: `w${i}`, sheet: 'sm-tactical', x, y: 57 }));
    const small = bargeGame(three);
    const withSmall: GameState = {
      ...small,
      datasheets: { ...small.datasheets, [SMALL_WE.id]: SMALL_WE },
      units: { ...small.units, g: { ...small.units.g!, datasheetId: SMALL_WE.id } },
    };
    const refused = check(withSmall, chargeTo());
    expect([refused?.code, refused?.section]).toEqual(['move/barge-limit', '3.3.1']);
    // The Great Gargant (DC12) may barge 24: the same three are no obstacle.
    expect(check(small, chargeTo())).toBeNull();
  });

  it('3.3.1: war engines may not barge other war engines out of the way', () => {
    const s = bargeGame([{ id: 'bk', sheet: 'command-bunker', x: 60, y: 57 }]);
    expect(check(s, chargeTo())?.code).toBe('move/over-enemy');
  });

  it('3.3.1 FAQ: Can a war engine barge one formation and assault another? No', () => {
    const s = bargeGame([{ id: 't1', sheet: 'sm-tactical', x: 60, y: 57 }], true);
    expect(check(s, chargeTo())?.code).toBe('move/over-enemy');
  });

  it('3.3.1 FAQ: Can a war engine barge a unit and then move away from other units to deny attacks? Yes, but a war engine is still required to move into base contact with an enemy unit if it enters its zone of control: units it barges count as contacted', () => {
    // t1 stands in the way (6cm off), t2 behind it (its base from y 70).
    const t1 = { id: 't1', sheet: 'sm-tactical', x: 60, y: 61 };
    const s = bargeGame([t1], false, 72);
    // Stopping inside t2's zone of control short of it after barging t1: t1 ends touching the
    // Gargant, so the charge holds.
    const short = chargeTo(64);
    expect(check(s, short)).toBeNull();
    // Without anyone to barge, the same move short of t2 is refused.
    const refused = check(bargeGame([], false, 72), short);
    expect(refused?.code).toBe('move/charge-nearest');
  });

  it('3.3.1 FAQ: How many units does a war engine making a charge move count as when moving into base contact with an enemy unit? One', () => {
    // Marines of the charging formation already touching t2 (its base x 59.4-60.6, y 66-70).
    const withMarines = (n: number) => {
      let s = assaultGame([
        {
          id: 'we',
          side: 0,
          units: [
            { id: 'g', sheet: 'ork-great-gargant', x: 60, y: 50 },
            ...[
              { id: 'm1', sheet: 'sm-tactical', x: 58.8, y: 68 },
              { id: 'm2', sheet: 'sm-tactical', x: 61.2, y: 68 },
            ].slice(0, n),
          ],
        },
        { id: 'sm', side: 1, units: [{ id: 't2', sheet: 'sm-tactical', x: 60, y: 68 }] },
      ]);
      s = act(s, { type: 'assault.declare', side: 0, targetFormationId: 'sm' }).state;
      return s;
    };
    // With one attacker touching it the Gargant is the second: allowed.
    expect(check(withMarines(1), chargeTo())).toBeNull();
    // With two, no third unit (the Gargant is one) may contact it.
    expect(check(withMarines(2), chargeTo())?.code).toBe('move/defender-full');
  });

  it('3.3.1: a war engine may be charged by up to two enemy units per point of its starting damage capacity (a Baneblade with DC3: six)', () => {
    const s = battle([
      {
        id: 'we',
        side: 0,
        units: [
          { id: 'bk', sheet: 'command-bunker', x: 60, y: 50 },
          { id: 'g', sheet: 'ork-great-gargant', x: 90, y: 50 },
          { id: 't', sheet: 'sm-tactical', x: 120, y: 50 },
        ],
      },
    ]);
    expect(maxAttackersInContact(s, s.units.bk!)).toBe(6);
    expect(maxAttackersInContact(s, s.units.g!)).toBe(24);
    expect(maxAttackersInContact(s, s.units.t!)).toBe(2);
  });
});
