import { describe, expect, it } from 'vitest';
import type { CriticalEffect } from '../../../../engine/netea/data/schema/criticalHit';
import { criticalFor } from '../../../../engine/netea/armies/field/criticals';
import type { GameEvent } from '../../../../engine/netea/events';
import { damageWarEngine } from '../../../../engine/netea/rules/3-war-engines/damage';
import { warEngineEndPhase } from '../../../../engine/netea/rules/3-war-engines/fires';
import type { GameState } from '../../../../engine/netea/state/schema';
import { fixedDice, shootingGame } from '../../../fixtures/shootingGame';
import { bm, bunker, withCritical } from './helpers';

/** A Warlord's reactor: 1 explodes (units within 5cm hit on 4+), 2-3 a point, 4-6 repaired. */
const REACTOR: CriticalEffect = {
  kind: 'reactor',
  destroyedOn: [1],
  damageOn: [2, 3],
  explosion: { radius: 5, hitsOn: 4 },
};

/** A Command Bunker (DC3) with a reactor and `breaches` open; two Tactical units within 5cm of
 * it (formation "near") and one 30cm off. */
function breached(breaches: number, damage = 0): GameState {
  const s = withCritical(
    shootingGame([
      { id: 'we', side: 1, units: [bunker('bk', 60, 60)] },
      {
        id: 'near',
        side: 0,
        units: [
          { id: 'tac1', sheet: 'sm-tactical', x: 66, y: 60 },
          { id: 'tac2', sheet: 'sm-tactical', x: 60, y: 66 },
          { id: 'tac3', sheet: 'sm-tactical', x: 90, y: 60 },
        ],
      },
    ]),
    REACTOR,
  );
  const bk = s.units.bk!;
  return { ...s, units: { ...s.units, bk: { ...bk, damage, reactorBreaches: breaches } } };
}

describe('3.2.3 Critical hits: a breached reactor (Titans)', () => {
  it('3.2.3: a critical hit on a war engine with a reactor opens a breach, not rolled for until the end phase', () => {
    const { dice, source } = fixedDice(6);
    const d = damageWarEngine(breached(0), dice, 'bk', 1, {
      cause: 'unsaved hit',
      section: '3.2.2',
    });
    expect(source.remaining()).toBe(0);
    expect(d.state.units.bk).toMatchObject({ damage: 1, reactorBreaches: 1, status: 'deployed' });
    expect(d.events.map((e) => e.type)).toEqual([
      'war-engine/damaged',
      'war-engine/critical',
      'war-engine/reactor',
    ]);
  });

  it('3.2.3: in the end phase a D6 per breach: 4-6 repairs it, 2-3 costs a point of damage with its Blast marker (3.2.4 FAQ)', () => {
    const events: GameEvent[] = [];
    // Breach 1: 5 (repaired). Breach 2: 2 (a point; critical check 3).
    const { dice, source } = fixedDice(5, 2, 3);
    const s = warEngineEndPhase(breached(2), dice, events);
    expect(source.remaining()).toBe(0);
    expect(s.units.bk).toMatchObject({ damage: 1, reactorBreaches: 1, status: 'deployed' });
    expect(bm(s, 'we')).toBe(1);
    expect(events.flatMap((e) => (e.type === 'war-engine/reactor' ? [e.outcome] : []))).toEqual([
      'repaired',
      'leaks',
    ]);
  });

  it('3.2.3: a 1 and the reactor explodes: the war engine is destroyed, every unit within 5cm is hit on 4+ and saves as usual, none further off is touched', () => {
    const events: GameEvent[] = [];
    // Reactor 1. Hits: tac1 4 (hit), tac2 3 (missed). tac1's 4+ armour save: 2 (failed).
    const { dice, source } = fixedDice(1, 4, 3, 2);
    const s = warEngineEndPhase(breached(1, 1), dice, events);
    expect(source.remaining()).toBe(0);
    expect(s.units.bk?.status).toBe('destroyed');
    expect(s.units.tac1?.status).toBe('destroyed');
    expect(s.units.tac2?.status).toBe('deployed');
    expect(s.units.tac3?.status).toBe('deployed');
  });

  it('3.2.4: a war engine its reactor destroys gives its formation the capacity it had left as Blast markers', () => {
    const events: GameEvent[] = [];
    // DC3 with one point lost: two extra Blast markers. Nobody hit (3, 3).
    const { dice } = fixedDice(1, 3, 3);
    const s = warEngineEndPhase(breached(1, 1), dice, events);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'blast/markers-placed', formationId: 'we', count: 2 }),
    );
    expect(bm(s, 'near')).toBe(0);
  });

  it("3.2.3 FAQ: If a critical hit's effect destroys units in another formation does that formation receive a Blast marker for coming under fire? No: only the one for the unit lost", () => {
    const events: GameEvent[] = [];
    // Reactor 1. Both Tactical units hit (5, 6); saves 1 (lost) and 6 (saved).
    const { dice, source } = fixedDice(1, 5, 6, 1, 6);
    const s = warEngineEndPhase(breached(1), dice, events);
    expect(source.remaining()).toBe(0);
    expect(s.units.tac1?.status).toBe('destroyed');
    expect(s.units.tac2?.status).toBe('deployed');
    expect(bm(s, 'near')).toBe(1);
  });

  it("3.2.3: the army lists' reactors: a Warlord's blast hits on 4+, a Reaver's on 5+; a Crash takes everyone aboard with it", () => {
    const warlord = criticalFor('Reactor Damage', undefined, 'Warlord Battle Titan');
    const reaver = criticalFor('Reactor Damage', undefined, 'Reaver Battle Titan');
    expect(warlord.criticalHit.effect).toMatchObject({ kind: 'reactor', explosion: { hitsOn: 4 } });
    expect(reaver.criticalHit.effect).toMatchObject({ kind: 'reactor', explosion: { hitsOn: 5 } });
    expect(reaver.enforced).toBe(true);
    expect(criticalFor('Crash', undefined, 'Thunderhawk Gunship').criticalHit.effect).toEqual({
      kind: 'destroyed',
      transported: 'destroyed',
    });
  });
});
