import { describe, expect, it } from 'vitest';
import { lineOfFireBetween, placedUnits } from '../../engine/netea/rules/1.9-shooting/geometry';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, UNARMED, rect, row } from '../fixtures/shootingGame';
import { battle, declare, eventsOf, go, rollsOf } from './helpers';

/**
 * The FAQ answers of 1.11 Crossfire (seed 000 footnote 18), played through commands: a Tactical
 * unit at (56, 30) shoots with a sustained fire action at a row of eight Ork Boyz (armour 6+) at
 * y = 50; a friendly unit of another formation stands at (56, 70), 40cm away across the Orks.
 */
function situation(friendSheet: string, terrain = [] as ReturnType<typeof rect>[]): GameState {
  const s = battle(
    [
      { id: 'sm', side: 0, units: [{ id: 'tac', sheet: 'sm-tactical', x: 56, y: 30 }] },
      { id: 'friend', side: 0, units: [{ id: 'f', sheet: friendSheet, x: 56, y: 70 }] },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 8, 45, 50, 4) },
    ],
    { terrain },
  );
  return go(s, declare(0, 'sm', 'sustained-fire'), 1).state;
}

/** One missile launcher hit (a 6); the Orks allocate it and roll the saves they are allowed. */
function oneHit(state: GameState, ...saves: number[]) {
  const shot = go(state, { type: 'shoot.declare', side: 0, targetFormationId: 'orks' }, 6);
  const saved = go(shot.state, { type: 'hits.allocate', side: 1 }, ...saves);
  return { state: saved.state, events: [...shot.events, ...saved.events] };
}

describe('1.11 Crossfire: FAQ', () => {
  it("1.11 FAQ: Does the friendly unit need to have a weapon that can affect the target formation in order to be used to catch it in a crossfire? No, it doesn't need weapons at all or even a Firefight value", () => {
    const { state, events } = oneHit(situation(UNARMED.id));
    expect(eventsOf(events, 'shooting/crossfire')).toHaveLength(1);
    // 6+ with -1 allows no save (1.9.6 FAQ); under fire + two for the first loss.
    expect(rollsOf(events).filter((r) => r.section?.startsWith('1.9.6'))).toEqual([]);
    expect(state.formations['orks']?.blastMarkers).toBe(3);
  });

  it('1.11 FAQ: Does the shooting formation need to have a line of fire to the friendly unit? No, both only need a line of fire to the target formation', () => {
    // A tall building between the Orks and the friend hides it from the shooter, not the Orks
    // at the end of the row from it.
    const block = rect('block', 'buildings', 52, 57, 60, 63, 5);
    const hidden = situation('sm-tactical', [block]);
    const [tac] = placedUnits(hidden, 'sm');
    const [friend] = placedUnits(hidden, 'friend');
    expect(lineOfFireBetween(hidden, tac!, friend!).clear).toBe(false);
    const { state, events } = oneHit(hidden);
    expect(eventsOf(events, 'shooting/crossfire')).toHaveLength(1);
    expect(state.formations['orks']?.blastMarkers).toBe(3);
    // Without the friend no crossfire: a 6+ save (failed on a 1) and one marker for the loss.
    const alone = battle([
      { id: 'sm', side: 0, units: [{ id: 'tac', sheet: 'sm-tactical', x: 56, y: 30 }] },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 8, 45, 50, 4) },
    ]);
    const plain = oneHit(go(alone, declare(0, 'sm', 'sustained-fire'), 1).state, 1);
    expect(eventsOf(plain.events, 'shooting/crossfire')).toEqual([]);
    expect(plain.state.formations['orks']?.blastMarkers).toBe(2);
  });
});
