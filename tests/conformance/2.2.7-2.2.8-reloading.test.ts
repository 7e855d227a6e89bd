import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { SINGLE_SHOT_TANK, SLOW_FIRING_TANK, SLOW_FIRING_TWIN } from '../fixtures/specialists';
import { battle, declare, go, refusalOf, rollsOf } from './helpers';

/** A tank of the given datasheet ('gun', 45cm AP4+) 30cm from a warband of Ork Boyz, in the
 * action phase of `turn`, with the weapons fired so far. */
function situation(sheet: string, turn: number, weaponsFired?: GameState['weaponsFired']) {
  const s = battle([
    { id: 'tank', side: 0, units: [{ id: 'gun', sheet, x: 60, y: 20 }] },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 4, 55, 50) },
  ]);
  return { ...s, turn, ...(weaponsFired ? { weaponsFired } : {}) };
}

const shoot = (plan?: Extract<Command, { type: 'shoot.declare' }>['plan']): Command => ({
  type: 'shoot.declare',
  side: 0,
  targetFormationId: 'orks',
  ...(plan ? { plan } : {}),
});

/** The tank takes a sustained fire action and shoots; the dice after the action test are to-hit dice. */
function fire(state: GameState, plan?: Parameters<typeof shoot>[0], ...toHit: number[]) {
  const s = go(state, declare(0, 'tank', 'sustained-fire'), 1).state;
  return go(s, shoot(plan), ...toHit);
}

describe('2.2.8 Slow Firing', () => {
  it('2.2.8: a slow firing weapon that fires on one turn may not fire during the next', () => {
    const fired = fire(situation(SLOW_FIRING_TANK.id, 1), undefined, 1).state;
    expect(fired.weaponsFired).toEqual({ 'gun#0#0': 1 });
    const next = go(
      situation(SLOW_FIRING_TANK.id, 2, fired.weaponsFired),
      declare(0, 'tank', 'sustained-fire'),
      1,
    );
    expect(refusalOf(next.state, shoot())).toMatchObject({
      code: 'shooting/all-suppressed',
      section: '1.9.2',
    });
  });

  it('2.2.8: … and fires again the turn after', () => {
    const fired = fire(situation(SLOW_FIRING_TANK.id, 1), undefined, 1).state;
    const again = fire(situation(SLOW_FIRING_TANK.id, 3, fired.weaponsFired), undefined, 6);
    expect(rollsOf(again.events).filter((r) => r.section === '1.9.5')).toHaveLength(1);
    expect(again.state.weaponsFired).toEqual({ 'gun#0#0': 3 });
  });

  it('2.2.8 FAQ: If a slow firing weapon’s firepower is preceded by a multiplier do all of the shots have to be used? No, shots can be saved for the following turn', () => {
    // Only the first of the two guns fires in turn 1; the second fires in turn 2.
    const one = { weaponKey: 'gun#0#0', modeIndex: 0, firepower: 'AP' } as const;
    const fired = fire(situation(SLOW_FIRING_TWIN.id, 1), { orders: [one], cover: {} }, 1).state;
    const next = fire(situation(SLOW_FIRING_TWIN.id, 2, fired.weaponsFired), undefined, 1);
    const toHit = rollsOf(next.events).filter((r) => r.section === '1.9.5');
    expect(toHit.flatMap((r) => r.results)).toHaveLength(1);
    expect(next.state.weaponsFired).toEqual({ 'gun#0#0': 1, 'gun#0#1': 2 });
  });

  it('2.2.8 FAQ: Can a slow firing weapon that has fired all its shots count for suppression purposes on the turn it is reloading? Yes', () => {
    // The tank reloading, with one Blast marker: it is the one unit to suppress, and it is.
    const reloading = situation(SLOW_FIRING_TANK.id, 2, { 'gun#0#0': 1 });
    const marked = {
      ...reloading,
      formations: {
        ...reloading.formations,
        tank: { ...reloading.formations['tank']!, blastMarkers: 1 },
      },
    };
    const s = go(marked, declare(0, 'tank', 'sustained-fire'), 2).state;
    expect(refusalOf(s, shoot())).toMatchObject({ code: 'shooting/all-suppressed' });
  });
});

describe('2.2.7 Single Shot', () => {
  it('2.2.7 FAQ: Can a single shot weapon that has fired count for suppression purposes? Yes', () => {
    const fired = situation(SINGLE_SHOT_TANK.id, 3, { 'gun#0#0': 1 });
    const marked = {
      ...fired,
      formations: { ...fired.formations, tank: { ...fired.formations['tank']!, blastMarkers: 1 } },
    };
    const s = go(marked, declare(0, 'tank', 'sustained-fire'), 2).state;
    expect(refusalOf(s, shoot())).toMatchObject({ code: 'shooting/all-suppressed' });
  });

  it('2.2.7: a single shot weapon may be used once per battle', () => {
    const fired = fire(situation(SINGLE_SHOT_TANK.id, 1), undefined, 1).state;
    const later = go(
      situation(SINGLE_SHOT_TANK.id, 4, fired.weaponsFired),
      declare(0, 'tank', 'sustained-fire'),
      1,
    );
    expect(refusalOf(later.state, shoot())).toMatchObject({ code: 'shooting/all-suppressed' });
  });

  it('2.2.7: … and until it fires it is as any other weapon, with nothing remembered for other weapons', () => {
    const first = fire(situation(SINGLE_SHOT_TANK.id, 3), undefined, 1).state;
    expect(first.weaponsFired).toEqual({ 'gun#0#0': 3 });
    const plain = fire(situation('sm-predator-destructor', 1), undefined, 1, 1, 1).state;
    expect(plain.weaponsFired).toBeUndefined();
  });
});
