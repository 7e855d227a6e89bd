import { describe, expect, it } from 'vitest';
import type { CriticalEffect } from '../../../../engine/netea/data/schema/criticalHit';
import { criticalFor } from '../../../../engine/netea/armies/field/criticals';
import { bundledList } from '../../../../engine/netea/armies';
import { fieldDatasheet } from '../../../../engine/netea/armies/field';
import {
  allocationProblem,
  applyAllocation,
} from '../../../../engine/netea/rules/1.9-shooting/shooting';
import { shootingOptions } from '../../../../engine/netea/rules/1.9-shooting/options';
import type { GameState } from '../../../../engine/netea/state/schema';
import type { GameEvent } from '../../../../engine/netea/events';
import { damageCaughtWarEngines } from '../../../../engine/netea/rules/3-war-engines/withdrawal';
import { fixedDice, ORK_BOYZ, row, shootingGame } from '../../../fixtures/shootingGame';
import { bm, bunker, withCritical } from './helpers';

const EXPLOSION = criticalFor('Explosion', undefined, 'Baneblade').criticalHit.effect;
const MASSIVE = criticalFor('Massive Explosion', undefined, 'Pylon').criticalHit.effect;

/** Devastators shoot a Command Bunker (DC3) with the given critical; next to it an Ork mob of
 * its own side (b1 6cm off, b2 and b3 30cm off) and a Tactical unit of the shooters' side 6cm
 * off (formation "near"). */
function range(effect: CriticalEffect): GameState {
  return withCritical(
    shootingGame([
      { id: 'sm', side: 0, units: row('dev', 'sm-devastator', 4, 60, 20) },
      { id: 'we', side: 1, units: [bunker('bk', 60, 45)] },
      {
        id: 'orks',
        side: 1,
        units: [
          { id: 'b1', sheet: ORK_BOYZ.id, x: 66, y: 45 },
          { id: 'b2', sheet: ORK_BOYZ.id, x: 90, y: 45 },
          { id: 'b3', sheet: ORK_BOYZ.id, x: 92, y: 45 },
        ],
      },
      { id: 'near', side: 0, units: [{ id: 'tac', sheet: 'sm-tactical', x: 54, y: 45 }] },
    ]),
    effect,
  );
}

/** One AT hit from the Devastators on the bunker, with the given dice. */
function shoot(s: GameState, ...faces: number[]) {
  const o = shootingOptions(s, 'sm', 'we', { action: 'advance' });
  if (!o.ok) throw new Error(o.error.message);
  const p = allocationProblem(
    s,
    o.value,
    [{ type: 'AT', count: 1, abilities: [], eligible: ['bk'] }],
    'normal',
  );
  const { dice, source, rolls } = fixedDice(...faces);
  const r = applyAllocation(s, dice, o.value, p, p.defaultAllocation, {
    crossfire: false,
    earlierKill: false,
  });
  if (!r.ok) throw new Error(r.error.message);
  expect(source.remaining()).toBe(0);
  return { state: r.state, rolls };
}

describe('3.2.3 Critical hits that blow a war engine up', () => {
  it("3.2.3: the army lists' Explosion destroys the war engine and hits units within 5cm on a 6; Massive Explosion gives macro-weapon hits on 4+", () => {
    expect(EXPLOSION).toEqual({
      kind: 'destroyed',
      transported: 'save',
      explosion: { radius: 5, hitsOn: 6 },
    });
    expect(MASSIVE).toEqual({
      kind: 'destroyed',
      transported: 'save',
      explosion: { radius: 5, hitsOn: 4, macroWeapon: true },
    });
    expect(criticalFor('Explosion', undefined, 'Baneblade').enforced).toBe(true);
  });

  it('3.2.3: Explosion: the war engine is destroyed, units within 5cm of either side are hit on a 6 and save as usual, units further off are untouched; 3.2.4: its formation takes the capacity it had left as extra Blast markers', () => {
    // bk's save 1 (failed), critical check 6. Blast: tac 6 (hit), b1 6 (hit). Saves: tac (4+) 1
    // fails; b1 (6+) 3 fails.
    const { state, rolls } = shoot(range(EXPLOSION), 1, 6, 6, 6, 1, 3);
    expect(state.units.bk?.status).toBe('destroyed');
    expect(state.units.b1?.status).toBe('destroyed');
    expect(state.units.tac?.status).toBe('destroyed');
    expect(state.units.b2?.status).toBe('deployed');
    expect(state.units.b3?.status).toBe('deployed');
    expect(rolls.filter((r) => r.section === '3.2.3').map((r) => r.purpose)).toEqual([
      'critical hit check: Command Bunker',
      'explosion of Command Bunker: hit on 6+',
      'explosion of Command Bunker: hit on 6+',
    ]);
    // 1 for the point lost + 2 for the capacity left (3.2.4).
    expect(bm(state, 'we')).toBe(3);
    // 3.2.3 FAQ: one marker each for the loss, none for coming under the blast.
    expect(bm(state, 'orks')).toBe(1);
    expect(bm(state, 'near')).toBe(1);
  });

  it('3.2.3: Explosion: a 5 or less misses, and a unit that makes its save survives', () => {
    // Blast: tac 6 (hit), b1 5 (missed). tac's save 4 holds.
    const { state } = shoot(range(EXPLOSION), 1, 6, 6, 5, 4);
    expect(state.units.bk?.status).toBe('destroyed');
    expect(state.units.b1?.status).toBe('deployed');
    expect(state.units.tac?.status).toBe('deployed');
    expect(bm(state, 'orks')).toBe(0);
    expect(bm(state, 'near')).toBe(0);
  });

  it('3.2.3: Massive Explosion: units within 5cm take a macro-weapon hit on 4+, with no armour save (2.2.6)', () => {
    // Blast: tac 3 (missed), b1 4 (hit). No save against the macro-weapon hit.
    const { state, rolls } = shoot(range(MASSIVE), 1, 6, 3, 4);
    expect(state.units.b1?.status).toBe('destroyed');
    expect(state.units.tac?.status).toBe('deployed');
    expect(rolls.at(-1)?.purpose).toBe('explosion of Command Bunker: hit on 4+');
  });

  it('3.2.3: a war engine blown up by a critical from damage outside any attack (3.2.4: enemy units within 15cm after withdrawing) hits the units around it all the same', () => {
    // The Marine (tac) 6cm off costs the bunker 1 point: critical 6, it explodes; the blast
    // catches tac (6, hit) and b1 (5, missed); tac's save 2 fails. b2 and b3 are 30cm off.
    const s = range(EXPLOSION);
    const events: GameEvent[] = [];
    const { dice, source } = fixedDice(6, 6, 5, 2);
    const r = damageCaughtWarEngines(s, ['bk'], dice, events);
    expect(source.remaining()).toBe(0);
    expect(r.state.units.bk?.status).toBe('destroyed');
    expect(r.state.units.tac?.status).toBe('destroyed');
    expect(r.state.units.b1?.status).toBe('deployed');
    expect(bm(r.state, 'near')).toBe(1);
    expect(bm(r.state, 'orks')).toBe(0);
  });
});

describe('3.2.3 Critical hits of the bundled lists that destroy the war engine', () => {
  const fieldedCritical = (listId: string, name: string) => {
    const l = bundledList(listId)!;
    const u = l.units.find((x) => x.name === name)!;
    const f = fieldDatasheet(l, u);
    if (!f.ok) throw new Error(`cannot field ${name}`);
    return { critical: u.critical, sheet: f.sheet, notes: f.notes.map((n) => n.code) };
  };

  it("3.2.3: the Necron C'Tan's critical (destroyed, units within 5cm take a macro-weapon hit on 4+) is played as the Massive Explosion it prints", () => {
    for (const name of ['The Deceiver', 'The Nightbringer']) {
      const f = fieldedCritical('necrons-ea', name);
      expect(f.critical).toBe("C'Tan");
      expect(f.sheet.criticalHit?.effect).toEqual(MASSIVE);
      expect(f.notes).not.toContain('field/critical-not-enforced');
    }
    // Shot down: b1 4 (macro-weapon hit, no save), tac 3 (missed).
    const { state } = shoot(
      range(fieldedCritical('necrons-ea', 'The Deceiver').sheet.criticalHit!.effect),
      1,
      6,
      3,
      4,
    );
    expect(state.units.bk?.status).toBe('destroyed');
    expect(state.units.b1?.status).toBe('destroyed');
    expect(state.units.tac?.status).toBe('deployed');
  });

  it("3.2.3: the Greater Daemons' Banished destroys the war engine outright; 3.2.4: its formation takes the capacity left as extra Blast markers, and nothing around it is hit", () => {
    const f = fieldedCritical('chaos-black-legion-ea', 'Bloodthirster: Greater Daemon of Khorne');
    expect(f.critical).toBe('Banished');
    expect(f.sheet.criticalHit?.effect).toEqual({ kind: 'destroyed', transported: 'save' });
    expect(f.notes).not.toContain('field/critical-not-enforced');
    // bk's save 1, critical 6: banished; no further dice.
    const { state, rolls } = shoot(range(f.sheet.criticalHit!.effect), 1, 6);
    expect(state.units.bk?.status).toBe('destroyed');
    expect(state.units.b1?.status).toBe('deployed');
    expect(state.units.tac?.status).toBe('deployed');
    expect(rolls.filter((r) => r.section === '3.2.3')).toHaveLength(1);
    expect(bm(state, 'we')).toBe(3);
  });
});

describe("3.2.3 Critical hits on a chart: the Tyranids' Wounded", () => {
  const fielded = (name: string) => {
    const l = bundledList('tyranids-ea')!;
    const u = l.units.find((x) => x.name === name)!;
    const f = fieldDatasheet(l, u);
    if (!f.ok) throw new Error(`cannot field ${name}`);
    return { critical: u.critical, sheet: f.sheet, notes: f.notes.map((n) => n.code) };
  };
  const wounded = (name: string) => fielded(name).sheet.criticalHit!.effect;
  /** The bunker takes the creature's critical; a Tactical unit (side 0) touches its east side. */
  const touched = (effect: CriticalEffect) => {
    const s = range(effect);
    const tac = s.units.tac!;
    return { ...s, units: { ...s.units, tac: { ...tac, position: { x: 62.6, y: 45 } } } };
  };

  it('3.2.3: Wounded, as the Dominatrix, Hierophant and Hydraphant print it: 1 a macro-weapon attack on 6+ on every other unit in base contact, 2-5 a point of damage, 6 D3 more (Dominatrix) or slain (the others)', () => {
    for (const name of ['Dominatrix', 'Hierophant', 'Hydraphant']) {
      const f = fielded(name);
      expect(f.critical).toBe('Wounded');
      expect(f.notes).not.toContain('field/critical-not-enforced');
      expect(f.sheet.criticalHit?.effect).toEqual({
        kind: 'chart',
        outcomes: [
          { faces: [1], outcome: { kind: 'contact-attack', hitsOn: 6, macroWeapon: true } },
          { faces: [2, 3, 4, 5], outcome: { kind: 'extra-damage', amount: 1 } },
          {
            faces: [6],
            outcome:
              name === 'Dominatrix'
                ? { kind: 'extra-damage', amount: { dice: 1, sides: 3 } }
                : { kind: 'destroyed', transported: 'save' },
          },
        ],
      });
    }
  });

  it('3.2.3: Wounded on a 1: the unit in base contact takes a macro-weapon hit on a 6 (no save) and its formation a Blast marker for the loss; units further off are not rolled for; the creature stands', () => {
    // bk's save 1, critical 6, chart 1; tac (in contact) 6: hit, no save against it.
    const { state, rolls } = shoot(touched(wounded('Hierophant')), 1, 6, 1, 6);
    expect(state.units.bk?.status).toBe('deployed');
    expect(state.units.bk?.damage).toBe(1);
    expect(state.units.tac?.status).toBe('destroyed');
    expect(state.units.b1?.status).toBe('deployed');
    expect(rolls.filter((r) => r.section === '3.2.3').map((r) => r.purpose)).toEqual([
      'critical hit check: Command Bunker',
      'critical hit chart: Command Bunker',
      'critical of Command Bunker: a unit in base contact is hit on 6+',
    ]);
    expect(bm(state, 'near')).toBe(1);
    expect(bm(state, 'we')).toBe(1);
  });

  it('3.2.3: Wounded on a 2-5 costs a point more, which checks for a critical again (3.2.3 FAQ); on a 6 a Hierophant is slain, its capacity left as Blast markers (3.2.4), and a Dominatrix loses D3 more', () => {
    // Chart 3: one more point; its critical check 2.
    const more = shoot(touched(wounded('Hierophant')), 1, 6, 3, 2).state;
    expect(more.units.bk?.damage).toBe(2);
    expect(more.units.tac?.status).toBe('deployed');
    expect(bm(more, 'we')).toBe(2);
    // Chart 6: slain.
    const slain = shoot(touched(wounded('Hierophant')), 1, 6, 6).state;
    expect(slain.units.bk?.status).toBe('destroyed');
    expect(bm(slain, 'we')).toBe(3);
    // Dominatrix, chart 6: D3 shows 1, one more point; its critical check 4.
    const dominatrix = shoot(touched(wounded('Dominatrix')), 1, 6, 6, 1, 4).state;
    expect(dominatrix.units.bk?.status).toBe('deployed');
    expect(dominatrix.units.bk?.damage).toBe(2);
  });
});
