import { describe, expect, it } from 'vitest';
import type { TerrainFeature } from '../../engine/kernel/geometry';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { rect } from '../fixtures/shootingGame';
import { withAbilities } from '../fixtures/specialists';
import { withSheet } from './entryHelpers';
import { battle, declare, go, refusalOf, rollsOf } from './helpers';

/** A Rhino that is a skimmer (a skimmer transport, as a Wave Serpent is). */
const SKIMMER_RHINO = withAbilities('sm-rhino', 'test-skimmer-rhino', [{ id: 'skimmer' }]);

/** The skimmer transport `sk` 10cm from the Tactical unit `tac` of its formation (x 59.4–60.6,
 * y 48–52), advancing; `terrain` around the Tactical unit. */
function advancing(terrain: readonly TerrainFeature[]): GameState {
  const s = battle(
    [
      {
        id: 'mech',
        side: 0,
        units: [
          { id: 'sk', sheet: 'sm-rhino', x: 50, y: 50 },
          { id: 'tac', sheet: 'sm-tactical', x: 60, y: 50 },
        ],
      },
      { id: 'far', side: 1, units: [{ id: 'o1', sheet: 'sm-tactical', x: 170, y: 110 }] },
    ],
    { terrain },
  );
  return go(withSheet(s, SKIMMER_RHINO, ['sk']), declare(0, 'mech', 'advance'), 1).state;
}

/** The transport moves into base contact with the Tactical unit and picks it up. */
const pickUp: Command = {
  type: 'move.unit',
  side: 0,
  unitId: 'sk',
  path: [{ x: 58.4, y: 50 }],
  pickUp: ['tac'],
};

describe('2.1.13 Skimmer transports picking units up', () => {
  it('2.1.13 FAQ: Can a skimmer transport unit pick up a unit that is in terrain that is dangerous to the skimmer? Yes, but if the unit was completely within it the skimmer takes a dangerous terrain test', () => {
    const wholly = go(advancing([rect('wood', 'woods', 59.4, 45, 70, 55)]), pickUp, 2);
    expect(rollsOf(wholly.events).map((r) => [r.section, r.purpose])).toEqual([
      ['1.8.1', 'sk: dangerous terrain test (wood, pick-up), destroyed on a 1'],
    ]);
    expect(wholly.state.units['tac']).toMatchObject({ status: 'embarked', transportedBy: 'sk' });
    // Partly within: no test (the skimmer flies over the woods and lands outside them).
    const partly = go(advancing([rect('wood', 'woods', 60, 45, 70, 55)]), pickUp);
    expect(rollsOf(partly.events)).toEqual([]);
    expect(partly.state.units['tac']).toMatchObject({ status: 'embarked', transportedBy: 'sk' });
  });

  it('2.1.13 FAQ: Can a skimmer transport unit pick up a unit that is in terrain that is impassable to the skimmer? Yes, but only if the unit is not completely within it', () => {
    expect(
      refusalOf(advancing([rect('house', 'buildings', 59.4, 45, 70, 55)]), pickUp),
    ).toMatchObject({ code: 'transport/pick-up-impassable', section: '1.7.5' });
    const partly = go(advancing([rect('house', 'buildings', 60, 45, 70, 55)]), pickUp);
    expect(partly.state.units['tac']).toMatchObject({ status: 'embarked', transportedBy: 'sk' });
  });
});
