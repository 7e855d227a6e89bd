import { describe, expect, it } from 'vitest';
import { coverOf } from '../../engine/netea/rules/1.8-terrain/cover';
import { placedUnits } from '../../engine/netea/rules/1.9-shooting/geometry';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, rect, row, shootingGame } from '../fixtures/shootingGame';
import { battle, declare, eventsOf, go, rollsOf } from './helpers';

describe('1.8.4 Terrain Effects', () => {
  it('1.8.4 FAQ: Can an infantry unit claim cover from enemy armoured vehicles? Yes', () => {
    const s = shootingGame([
      { id: 'sm', side: 0, units: [{ id: 'dev', sheet: 'sm-devastator', x: 60, y: 10 }] },
      // A Marine Rhino (another formation of the shooting side) with an Ork touching it.
      { id: 'mech', side: 0, units: [{ id: 'rhino', sheet: 'sm-rhino', x: 60, y: 45 }] },
      { id: 'orks', side: 1, units: [{ id: 'boy', sheet: ORK_BOYZ.id, x: 60, y: 47.6 }] },
    ]);
    const cover = coverOf(s, placedUnits(s, 'orks'), placedUnits(s, 'sm'));
    expect(cover['boy']).toMatchObject({ inCover: true, reasons: ['behind-vehicle'] });
  });

  /** Five Ork Boyz in a fortification at y = 50, caught between two Tactical formations. */
  function fortified(): GameState {
    return battle(
      [
        { id: 'north', side: 0, units: row('n', 'sm-tactical', 3, 58, 30, 4) },
        { id: 'south', side: 0, units: row('s', 'sm-tactical', 3, 58, 70, 4) },
        { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 5, 58, 50, 4) },
      ],
      { terrain: [rect('fort', 'fortifications', 54, 46, 78, 54)] },
    );
  }

  it('1.8.4 Fortifications: -1 to hit for cover, a 3+ cover save for infantry, and no -1 save in a crossfire (the extra Blast marker still comes)', () => {
    const s = go(fortified(), declare(0, 'north', 'sustained-fire'), 1).state;
    const shot = go(s, { type: 'shoot.declare', side: 0, targetFormationId: 'orks' }, 6, 1, 1);
    expect(eventsOf(shot.events, 'shooting/crossfire')).toHaveLength(1);
    const toHit = rollsOf(shot.events).find((r) => r.section === '1.9.5');
    // AP5+ with +1 (sustained fire) and -1 (cover): 5+.
    expect(toHit?.needed).toBe(5);
    const saved = go(shot.state, { type: 'hits.allocate', side: 1 }, 2);
    expect(rollsOf(saved.events)[0]).toMatchObject({ needed: 3, modifiers: [] });
    // Under fire, and two for the first casualty of a crossfire.
    expect(saved.state.formations['orks']?.blastMarkers).toBe(3);
  });
});
