import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import { eventsOf, go, refusalOf, rollsOf } from './helpers';
import { row } from '../fixtures/shootingGame';
import {
  PIN_POINT_SHIP,
  STRIKE_CRUISER,
  shipDue,
} from '../netea/rules/4.3-4.4-spacecraft/spacecraftFixtures';

/** The Ark's operation with pin-point attacks at these units (no bombardment plotted). */
const strike = (...pinPoints: string[]) =>
  ({ type: 'spacecraft.operate', side: 0, formationId: 'ship', pinPoints }) as const;

/** Side 1's Great Gargants: 'big' (g1, g2 in one formation) and 'lone' (g3). */
function gargants(sheet = PIN_POINT_SHIP): GameState {
  const s = shipDue([], 1, sheet, [
    { id: 'big', side: 1, units: row('g', 'ork-great-gargant', 2, 40, 70, 20) },
    { id: 'lone', side: 1, units: [{ id: 'g3', sheet: 'ork-great-gargant', x: 140, y: 70 }] },
  ]);
  // Their power fields (seed 001 5.5.4) are down already, so that hits do damage.
  const units = { ...s.units };
  for (const id of ['g1', 'g2', 'g3']) units[id] = { ...units[id]!, shields: 0 };
  return { ...s, units };
}

describe('4.3.4 Pin-Point Attacks', () => {
  it('4.3.4: a pin-point attack picks an enemy war engine anywhere on the table, and nothing else', () => {
    const s = gargants();
    expect(refusalOf(s, strike('boy1'))).toMatchObject({
      code: 'spacecraft/pin-point-target',
      section: '4.3.4',
    });
    expect(refusalOf(s, strike('g1', 'g3'))).toMatchObject({
      code: 'spacecraft/pin-points',
      section: '4.3.4',
    });
    expect(refusalOf(gargants(STRIKE_CRUISER), strike('g1'))).toMatchObject({
      code: 'spacecraft/pin-points',
    });
    // Test 6; to hit 2 (MW2+); titan killer damage D3 (a 5: 3); no critical hit (3.2.3).
    const done = go(s, strike('g3'), 6, 2, 5, 1, 1, 1);
    const hit = rollsOf(done.events).find((r) => r.section === '4.3.4');
    expect(hit).toMatchObject({ needed: 2, successes: 1, unitId: 'g3' });
    expect(done.state.units.g3?.damage).toBe(3);
  });

  it('4.3.4 FAQ: "If a spacecraft has multiple pin-point attacks and uses them to attack separate formations do they each get a Blast marker for coming under fire?" Yes', () => {
    // A ship with two pin-point attacks, one at each Gargant formation; both miss.
    const two = {
      ...PIN_POINT_SHIP,
      weapons: PIN_POINT_SHIP.weapons.map((w) =>
        w.name === 'Pin-point Attack' ? { ...w, count: 2 } : w,
      ),
    };
    const done = go(gargants(two), strike('g1', 'g3'), 6, 1, 1);
    expect(eventsOf(done.events, 'blast/markers-placed')).toMatchObject([
      { formationId: 'big', count: 1, reason: 'came under a pin-point attack' },
      { formationId: 'lone', count: 1, reason: 'came under a pin-point attack' },
    ]);
  });

  it('4.3.4 FAQ: "If a formation contains multiple war engines who picks the target of a pin-point attack?" The attacker', () => {
    // g2 stands behind g1 (further from everything); the attacker picks it and it takes the hit.
    const done = go(gargants(), strike('g2'), 6, 2, 3, 1, 1);
    expect(done.state.units.g2?.damage).toBe(2);
    expect(done.state.units.g1?.damage).toBe(0);
  });
});
