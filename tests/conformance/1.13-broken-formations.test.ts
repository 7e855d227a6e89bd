import { describe, expect, it } from 'vitest';
import { effectiveBlastMarkers } from '../../engine/netea/rules/1.13-broken-formations/breaking';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { battle, declare, eventsOf, go, move, refusalOf, rollsOf, withFormation } from './helpers';

/** Three Tactical units at y = 20; a broken Ork warband of three Boyz at y = 36. */
function situation(): GameState {
  return withFormation(
    battle([
      { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 36) },
    ]),
    'orks',
    { broken: true },
  );
}

describe('1.13 Regrouping & Broken Formations', () => {
  it('1.13.2 FAQ: Does a broken unit have a zone of control? Yes', () => {
    const s = go(situation(), declare(0, 'sm', 'advance'), 1).state;
    // tac1 would end about 1.4cm from boy1's base; 8cm from centre to centre it stays outside.
    expect(refusalOf(s, move(0, 'tac1', 60, 32))).toMatchObject({ section: '1.7.3' });
    expect(refusalOf(s, move(0, 'tac1', 60, 28))).toBeNull();
  });

  it('1.13.4: broken formations count as having as many Blast markers as units for any rules purposes', () => {
    const s = situation();
    expect(s.formations['orks']?.blastMarkers).toBe(0);
    expect(effectiveBlastMarkers(s, 'orks')).toBe(3);
  });

  it('1.13.4: a broken formation receives no Blast markers: each one it would receive is a hit with no save, front to back', () => {
    const s = go(situation(), declare(0, 'sm', 'sustained-fire'), 1).state;
    // Three misses: the Blast marker for coming under fire becomes one hit, and no save is rolled.
    const shot = go(s, { type: 'shoot.declare', side: 0, targetFormationId: 'orks' }, 1, 1, 1);
    expect(shot.state.formations['orks']).toMatchObject({ broken: true, blastMarkers: 0 });
    expect(eventsOf(shot.events, 'blast/panic-hits')).toMatchObject([{ count: 1 }]);
    expect(Object.values(shot.state.units).filter((u) => u.status === 'destroyed')).toHaveLength(1);
    expect(rollsOf(shot.events).filter((r) => r.section === '1.9.6')).toEqual([]);
  });

  it('1.13.4 FAQ: Do the units removed from the additional hits cause Blast markers? No', () => {
    const s = go(situation(), declare(0, 'sm', 'sustained-fire'), 1).state;
    const shot = go(s, { type: 'shoot.declare', side: 0, targetFormationId: 'orks' }, 1, 1, 1);
    // One panic hit and nothing more: the loss places no marker, so no second panic hit follows.
    expect(eventsOf(shot.events, 'blast/panic-hits')).toHaveLength(1);
    expect(Object.values(shot.state.units).filter((u) => u.status === 'destroyed')).toHaveLength(1);
  });
});
