import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { FEARLESS_TACTICAL } from '../fixtures/specialists';
import { battle, declare, eventsOf, go, withFormation } from './helpers';

/**
 * A broken formation of fearless Marines (`fear`) stayed in base contact with Ork Boyz (`orks`)
 * after losing an assault; other Marines (`sm`) 20cm off engage the Orks, or another Ork mob
 * (`mob`) engages the fearless Marines.
 */
function aftermath(): GameState {
  const s = battle([
    { id: 'fear', side: 0, units: [{ id: 'f1', sheet: FEARLESS_TACTICAL.id, x: 60, y: 50 }] },
    { id: 'orks', side: 1, units: [{ id: 'o1', sheet: ORK_BOYZ.id, x: 61.2, y: 50 }] },
    { id: 'sm', side: 0, units: row('s', 'sm-tactical', 2, 80, 50) },
    { id: 'mob', side: 1, units: row('m', ORK_BOYZ.id, 2, 40, 50) },
  ]);
  return withFormation(s, 'fear', { broken: true, activated: true });
}

describe('2.1.3 Fearless', () => {
  it('2.1.3 FAQ: What happens when a broken fearless unit remains in base contact with an enemy unit after losing assault? The opposing formation is drawn in to an assault on either formation', () => {
    // The Marines engage the Orks: the fearless Marines touching them join as attackers.
    const s = go(aftermath(), declare(0, 'sm', 'engage'), 1).state;
    const declared = go(s, { type: 'assault.declare', side: 0, targetFormationId: 'orks' });
    expect(declared.state.turnState.assault).toMatchObject({
      attackers: ['sm', 'fear'],
      defenders: ['orks'],
    });
    expect(eventsOf(declared.events, 'assault/joined')).toEqual([
      { type: 'assault/joined', formationId: 'fear', role: 'attacker', section: '2.1.3' },
    ]);
    // Another mob engages the fearless Marines: the Orks touching them join as attackers.
    const orks = withFormation(
      { ...aftermath(), turnState: { ...aftermath().turnState, activeSide: 1 } },
      'sm',
      { activated: true },
    );
    const mob = go(orks, declare(1, 'mob', 'engage'), 1).state;
    const onFearless = go(mob, { type: 'assault.declare', side: 1, targetFormationId: 'fear' });
    expect(onFearless.state.turnState.assault).toMatchObject({
      attackers: ['mob', 'orks'],
      defenders: ['fear'],
    });
  });
});
