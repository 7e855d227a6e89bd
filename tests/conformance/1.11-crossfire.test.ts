import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { battle, declare, eventsOf, go, rollsOf, withFormation } from './helpers';

/**
 * Two Tactical formations either side of a warband of ten Ork Boyz (armour 6+): 'north' at
 * y = 30, 'south' at y = 70, the Boyz at y = 50. A line from a unit of one formation to a unit
 * of the other, 40cm long, crosses the Boyz.
 */
function situation(): GameState {
  return battle([
    { id: 'north', side: 0, units: row('n', 'sm-tactical', 3, 60, 30) },
    { id: 'south', side: 0, units: row('s', 'sm-tactical', 3, 60, 70) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 10, 48, 50, 4) },
  ]);
}

/** `formationId` shoots with a sustained fire action (4+ to hit): one hit, with the given
 * save dice for the Ork player. */
function oneHit(state: GameState, formationId: string, test: number, ...saves: number[]) {
  const s = go(state, declare(0, formationId, 'sustained-fire'), test).state;
  const shot = go(s, { type: 'shoot.declare', side: 0, targetFormationId: 'orks' }, 6, 1, 1);
  const allocated = go(shot.state, { type: 'hits.allocate', side: 1 }, ...saves);
  return { state: allocated.state, events: [...shot.events, ...allocated.events] };
}

describe('1.11 Crossfire', () => {
  it('1.11: a crossfire gives -1 to the saves (6+ becomes impossible) and two Blast markers for the first unit destroyed', () => {
    const { state, events } = oneHit(situation(), 'north', 1);
    expect(eventsOf(events, 'shooting/crossfire')).toHaveLength(1);
    // No save is rolled: 6+ with -1 is 7+, and 7+ rolls are for hits only (1.9.6 FAQ).
    expect(rollsOf(events).filter((r) => r.section?.startsWith('1.9.6'))).toEqual([]);
    expect(state.formations['orks']?.blastMarkers).toBe(3); // under fire + 2 for the first loss
  });

  it('1.11: a formation attacked by several formations that each claim a crossfire receives the extra Blast marker from each', () => {
    const first = oneHit(situation(), 'north', 1).state;
    // The Marine player retains the initiative (-1: 2 passes) with the other formation.
    const second = oneHit(first, 'south', 2);
    expect(eventsOf(second.events, 'shooting/crossfire')).toHaveLength(1);
    expect(second.state.formations['orks']?.blastMarkers).toBe(6);
  });

  it('1.11: you may not use units that are in broken formations to claim the crossfire bonus', () => {
    const s = withFormation(situation(), 'south', { broken: true });
    const { state, events } = oneHit(s, 'north', 1, 1);
    expect(eventsOf(events, 'shooting/crossfire')).toEqual([]);
    // A normal 6+ save (failed) and one Blast marker for the loss.
    expect(state.formations['orks']?.blastMarkers).toBe(2);
  });
});
