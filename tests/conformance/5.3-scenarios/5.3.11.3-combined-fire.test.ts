import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../engine/netea/state/schema';
import { eventsOf, go, refusalOf, rollsOf, withFormation } from '../helpers';
import { declareWith, join, teamSituation } from './combinedFixture';

/**
 * Seed 001 5.3.11.3 combined fire of team-mates: "zwei Spieler auf derselben Seite möchten
 * möglicherweise beide auf den selben Verband feuern ... Behandle die teilnehmenden zwei (oder
 * mehr) Verbände als einen einzelnen Verband, wenn du die Ergebnisse des Schießens ermittelst".
 * Player 1's `a` and player 3's `b` (three Tactical Marines each: one missile launcher shot,
 * AP5+, per unit in range) shoot player 2's Ork Boyz together in a sustained fire action.
 */
function agreed(s: GameState = teamSituation(), face = 4): GameState {
  const asked = go(s, declareWith('sustained-fire'));
  return go(asked.state, join(2, true), face).state;
}
const shoot = { type: 'shoot.declare', side: 0, targetFormationId: 'orks' } as const;

describe('5.3.11.3 combined fire', () => {
  it('5.3.11.3: both formations shoot as one: one pooled roll, one Blast marker for coming under fire', () => {
    const s = agreed();
    for (const f of ['a', 'b'])
      expect(s.formations[f]).toMatchObject({ activated: true, action: 'sustained-fire' });
    const fired = go(s, shoot, 6, 6, 6, 1, 1, 1);
    expect(eventsOf(fired.events, 'shooting/target-chosen')[0]).toMatchObject({
      shooters: ['a1', 'a2', 'a3', 'b1', 'b2', 'b3'],
    });
    const [roll] = rollsOf(fired.events);
    // 1.9.5: each shooter keeps its action's modifier: sustained fire +1 (5+ becomes 4+).
    expect(roll).toMatchObject({
      results: [6, 6, 6, 1, 1, 1],
      needed: 4,
      successes: 3,
      modifiers: [{ value: 1, reason: 'attacker on a sustained fire action', section: '1.9.5' }],
    });
    expect(eventsOf(fired.events, 'blast/markers-placed')).toEqual([
      expect.objectContaining({ formationId: 'orks', count: 1, reason: 'came under fire' }),
    ]);
    // 1.9.6: the three pooled hits are allocated as for one formation; three fail their saves.
    const allocated = go(fired.state, { type: 'hits.allocate', side: 1 }, 1, 1, 1);
    expect(eventsOf(allocated.events, 'shooting/hits-allocated')[0]).toMatchObject({
      hits: [
        { unitId: 'o1', count: 1 },
        { unitId: 'o2', count: 1 },
        { unitId: 'o3', count: 1 },
      ],
    });
    expect(eventsOf(allocated.events, 'blast/markers-placed')).toEqual([
      expect.objectContaining({ formationId: 'orks', count: 3, total: 4, section: '1.9.4' }),
    ]);
    expect(allocated.state.formations['orks']).toMatchObject({ broken: true });
  });

  it('1.9.2 with 5.3.11.3: the partner’s Blast markers suppress units of the combined formation (our reading)', () => {
    const s = agreed(withFormation(teamSituation(), 'b', { blastMarkers: 2 }));
    const fired = go(s, shoot, 6, 6, 6, 1);
    const [target] = eventsOf(fired.events, 'shooting/target-chosen');
    expect(target).toMatchObject({ suppressed: [expect.any(String), expect.any(String)] });
    expect(rollsOf(fired.events)[0]).toMatchObject({ purpose: 'to hit: 4 shots AP5+' });
  });

  it('5.3.11.3: declined, the acting formation shoots alone', () => {
    const asked = go(teamSituation(), declareWith('sustained-fire'));
    const alone = go(asked.state, join(2, false), 4).state;
    expect(alone.formations['b']).toMatchObject({ activated: false });
    const fired = go(alone, shoot, 6, 6, 6);
    expect(rollsOf(fired.events)[0]).toMatchObject({ purpose: 'to hit: 3 shots AP5+' });
  });

  it('5.3.11.3: an advance or double may be combined fire (5.3.11.3-combined-fire-moving); a march, even on a road, may not', () => {
    for (const action of ['advance', 'double'] as const)
      expect(refusalOf(teamSituation(), declareWith(action))).toBeNull();
    expect(refusalOf(teamSituation(), declareWith('march'))).toMatchObject({
      code: 'team/combined-not-attack',
      section: 'seed 001 5.3.11.3',
    });
  });
});
