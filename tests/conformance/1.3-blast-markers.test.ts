import { describe, expect, it } from 'vitest';
import { needsRally } from '../../engine/netea/rules/1.14-end-phase/rally';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { battle, declare, eventsOf, go, refusalOf, rollsOf, withFormation } from './helpers';

/** Three Tactical units (missile launchers AP5+) at y = 20 shoot at Ork Boyz (6+ save)
 * at y = 50 with a sustained fire action (+1: 4+ to hit). */
function situation(boyz = 4): GameState {
  return battle([
    { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, boyz, 57, 50) },
  ]);
}

const shoot = { type: 'shoot.declare', side: 0, targetFormationId: 'orks' } as const;
const allocate = { type: 'hits.allocate', side: 1 } as const;

describe('1.3 Blast Markers', () => {
  it('1.3: a formation receives one Blast marker every time it is shot at, even if no casualties are caused', () => {
    const s = go(situation(), declare(0, 'sm', 'sustained-fire'), 1).state;
    const shot = go(s, shoot, 1, 2, 3); // three misses
    expect(shot.state.formations['orks']?.blastMarkers).toBe(1);
    expect(eventsOf(shot.events, 'blast/markers-placed')).toMatchObject([{ count: 1 }]);
  });

  it('1.3: ... and one Blast marker every time a unit is destroyed', () => {
    const s = go(situation(6), declare(0, 'sm', 'sustained-fire'), 1).state;
    const shot = go(s, shoot, 4, 5, 6).state; // three hits
    const saved = go(shot, allocate, 1, 1, 6).state; // two saves failed
    expect(Object.values(saved.units).filter((u) => u.status === 'destroyed')).toHaveLength(2);
    expect(saved.formations['orks']?.blastMarkers).toBe(3);
  });

  it('1.3: each Blast marker suppresses one unit in the formation and stops it from shooting', () => {
    const s = withFormation(situation(), 'sm', { blastMarkers: 2 });
    const declared = go(s, declare(0, 'sm', 'sustained-fire'), 2).state; // 1+ at -1: 2 passes
    const shot = go(declared, shoot, 1); // one shot: the two others are suppressed
    const toHit = rollsOf(shot.events).filter((r) => r.section === '1.9.5');
    expect(toHit.flatMap((r) => r.results)).toEqual([1]);
  });

  it('1.3: a formation is broken when the number of Blast markers equals the number of units', () => {
    const s = withFormation(situation(), 'orks', { blastMarkers: 2 });
    const declared = go(s, declare(0, 'sm', 'sustained-fire'), 1).state;
    const shot = go(declared, shoot, 5, 1, 1).state; // one hit
    const after = go(shot, allocate, 1); // failed save: 2 + 1 + 1 = 4 on three units
    expect(after.state.formations['orks']).toMatchObject({ broken: true, blastMarkers: 0 });
    expect(eventsOf(after.events, 'formation/broken')).toHaveLength(1);
  });

  it('1.3: a broken formation is not allowed to take actions, and must try to rally in the end phase', () => {
    const s = withFormation(situation(), 'sm', { broken: true });
    expect(refusalOf(s, declare(0, 'sm', 'advance'))).toMatchObject({ code: 'action/broken' });
    expect(needsRally(s, s.formations['sm']!)).toBe(true);
  });

  it('1.3: formations receive Blast markers when they fail initiative tests', () => {
    const s = withFormation(situation(), 'sm', { initiative: 2 });
    expect(go(s, declare(0, 'sm', 'advance'), 1).state.formations['sm']?.blastMarkers).toBe(1);
  });

  it('1.3: Blast markers are removed when a formation regroups (1.13.1) or rallies (1.14.1)', () => {
    const marked = withFormation(situation(), 'sm', { blastMarkers: 3 });
    const marshal = go(marked, declare(0, 'sm', 'marshal'), 2).state;
    expect(
      go(marshal, { type: 'action.regroup', side: 0 }, 2, 1).state.formations['sm']?.blastMarkers,
    ).toBe(1);
    const end: GameState = { ...withFormation(marked, 'sm', { activated: true }), phase: 'end' };
    const rallied = go(end, { type: 'end.rally', side: 0, formationId: 'sm' }, 4).state;
    expect(rallied.formations['sm']?.blastMarkers).toBe(1);
  });
});
