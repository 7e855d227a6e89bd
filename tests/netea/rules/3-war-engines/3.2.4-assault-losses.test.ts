import { describe, expect, it } from 'vitest';
import { Dice, FixedDieSource } from '../../../../engine/kernel/dice';
import type { GameEvent } from '../../../../engine/netea/events';
import { proceed } from '../../../../engine/netea/flow/next';
import { workOutResult } from '../../../../engine/netea/rules/1.12-assaults/result';
import { assaultDecision, assaultOf } from '../../../../engine/netea/rules/1.12-assaults/state';
import { extractionTargets } from '../../../../engine/netea/rules/4.1-4.2-aircraft/extraction';
import type { GameState } from '../../../../engine/netea/state/schema';
import { getDatasheet, type UnitDatasheet } from '../../../../engine/netea/data';
import { act, assaultAt, assaultGame, eventsOf, TAC } from '../../../fixtures/assaultGame';
import { ORK_BOYZ } from '../../../fixtures/shootingGame';

/** The Great Gargant (DC12, 4+) without its Fearless (2.1.3: immune to these hits). */
const GARGANT: UnitDatasheet = (() => {
  const sheet = getDatasheet('ork-great-gargant')!;
  return {
    ...sheet,
    id: 'test-gargant',
    abilities: sheet.abilities.filter((a) => a.id !== 'fearless'),
  };
})();

/** The assault's result worked out with these dice, then carried on as the flow does. */
function result(state: GameState, faces: number[]) {
  const events: GameEvent[] = [];
  const dice = new Dice(new FixedDieSource(faces, state.rng), events);
  const s = proceed(workOutResult(state, assaultOf(state)!, dice, events), { dice, events });
  return { state: s, events };
}

/** Three Tacticals in contact with a Great Gargant (DC12), `extra` units of its formation
 * behind it. */
function gargantFight(damage: number, extra: readonly { id: string; x: number }[] = []) {
  let s = assaultGame(
    [
      {
        id: 'att',
        side: 0,
        units: [
          { id: 'a1', sheet: TAC, x: 50, y: 50 },
          { id: 'a2', sheet: TAC, x: 50, y: 56 },
          { id: 'a3', sheet: TAC, x: 50, y: 44 },
        ],
      },
      {
        id: 'we',
        side: 1,
        units: [
          { id: 'g', sheet: GARGANT.id, x: 60, y: 50 },
          ...extra.map((u) => ({ id: u.id, sheet: ORK_BOYZ.id, x: u.x, y: 50 })),
        ],
      },
    ],
    { extraSheets: [GARGANT, ORK_BOYZ] },
  );
  s = { ...s, units: { ...s.units, g: { ...s.units.g!, damage } } };
  return assaultAt(s, { attackers: ['att'], defenders: ['we'], step: 'support' });
}

/** One Tactical in contact with a Command Bunker (DC3, immobile). */
function bunkerFight() {
  const s = assaultGame([
    { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 50, y: 50 }] },
    { id: 'we', side: 1, units: [{ id: 'bunker', sheet: 'command-bunker', x: 55, y: 50 }] },
  ]);
  return assaultAt(s, { attackers: ['att'], defenders: ['we'], step: 'support' });
}

/** The bunker fight in a 4.5.2 game: side 0 must storm the bunker (`damage` points down). */
function extractionGame(damage: number): GameState {
  const s = bunkerFight();
  return {
    ...s,
    units: { ...s.units, bunker: { ...s.units.bunker!, damage } },
    victory: {
      ...s.victory,
      kind: 'extraction',
      extraction: {
        attacker: 0,
        targets: 'command-bunker',
        extract: TAC,
        carrier: 'sm-thunderhawk',
      },
    },
  };
}

describe('3.2.4 war engines losing an assault', () => {
  it('3.2.4: "Additional hits caused by losing an assault ... cause one point of damage each": a Great Gargant loses a point per extra hit, rolls for criticals, and stays on the table', () => {
    const r = result(gargantFight(0), [6, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const count = eventsOf(r.events, 'assault/extra-hits')[0]?.count as number;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(12);
    expect(r.state.units.g).toMatchObject({ status: 'deployed', damage: count });
    const damaged = eventsOf(r.events, 'war-engine/damaged');
    expect(damaged).toHaveLength(count);
    expect(damaged.every((e) => e.section === '3.2.4')).toBe(true);
    expect(
      r.events.filter((e) => 'purpose' in e && String(e.purpose).startsWith('critical hit check')),
    ).toHaveLength(count);
  });

  it('3.2.4 with 1.12.7: a war engine takes the extra hits up to the capacity it has left; the next hit goes to the next unit of its formation', () => {
    // One point left: the first extra hit destroys it (3.2.2), the second kills the Boy behind.
    const r = result(gargantFight(11, [{ id: 'b1', x: 70 }]), [6, 5, 1, 1, 1, 1, 1, 1]);
    expect(eventsOf(r.events, 'assault/extra-hits')[0]?.count).toBeGreaterThanOrEqual(2);
    expect(r.state.units.g?.status).toBe('destroyed');
    expect(eventsOf(r.events, 'war-engine/damaged')).toEqual([
      expect.objectContaining({ unitId: 'g', damage: 12, section: '3.2.4' }),
    ]);
    expect(r.state.units.b1?.status).toBe('destroyed');
  });

  it('3.2.4 with 1.12.8 and 1.13.3: an immobile war engine that loses an assault is not destroyed for being unable to withdraw: once the withdrawal is over it loses a point per enemy unit within 15cm, once', () => {
    const r = result(bunkerFight(), [6, 1, 3, 1, 1]);
    // 6 + 1 = 7 against 3 + 3 (it counts as three units: more, more than twice; no Blast
    // markers) = 6: one extra hit, a point of damage.
    expect(eventsOf(r.events, 'assault/extra-hits')[0]).toMatchObject({ side: 1, count: 1 });
    expect(r.state.units.bunker).toMatchObject({ status: 'deployed', damage: 1 });
    expect(assaultDecision(r.state)).toMatchObject({ side: 1, kind: 'withdraw' });
    const w = act(r.state, { type: 'assault.endWithdrawal', side: 1 }, [1]);
    // One Tactical within 15cm: one point more, 2 of 3, still standing.
    expect(w.state.units.bunker).toMatchObject({ status: 'deployed', damage: 2 });
    expect(eventsOf(w.events, 'assault/unit-caught')).toEqual([]);
    expect(eventsOf(w.events, 'war-engine/damaged')).toEqual([
      expect.objectContaining({ damage: 2, section: '3.2.4' }),
    ]);
  });

  it('4.5.2 with 1.12.7: a bunker destroyed by the hits for losing the assault was destroyed in close combat: it counts as stormed', () => {
    const s = extractionGame(2);
    const r = result(s, [6, 1, 3, 1, 1, 1, 1, 1]);
    expect(eventsOf(r.events, 'assault/extra-hits')[0]).toMatchObject({ side: 1, count: 1 });
    expect(r.state.units.bunker?.status).toBe('destroyed');
    expect(extractionTargets(r.state)).toEqual({ targets: 1, inAssault: 1, otherwise: 0 });
  });

  it("4.5.2 with 3.2.4: a bunker lost to the enemy near it once the loser's withdrawal is over was destroyed in the assault: it counts as stormed", () => {
    const s = extractionGame(1);
    const r = result(s, [6, 1, 3, 1, 1]);
    expect(r.state.units.bunker).toMatchObject({ status: 'deployed', damage: 2 });
    const w = act(r.state, { type: 'assault.endWithdrawal', side: 1 });
    expect(w.state.units.bunker?.status).toBe('destroyed');
    expect(extractionTargets(w.state)).toEqual({ targets: 1, inAssault: 1, otherwise: 0 });
  });
});
