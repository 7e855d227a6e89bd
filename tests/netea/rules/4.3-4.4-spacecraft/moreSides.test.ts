import { describe, expect, it } from 'vitest';
import { podTargets } from '../../../../engine/netea/rules/4.3-4.4-spacecraft/dropPods';
import {
  spacecraftFirst,
  spacecraftToSetUp,
} from '../../../../engine/netea/rules/4.3-4.4-spacecraft/order';
import type { GameState } from '../../../../engine/netea/state/schema';
import { ORK_BOYZ } from '../../../fixtures/shootingGame';
import { withTeams } from '../../../fixtures/teams';
import { withAbilities } from '../../../fixtures/specialists';
import { withSheet } from '../../../conformance/entryHelpers';
import { podsDue, settingUp } from './spacecraftFixtures';

/**
 * 4.3-4.4 with more than two players (seed 001 5.3.11): the drop pod's attack is at enemies, a
 * team-mate's units are friends; spacecraft come first for every player.
 */
const POD = withAbilities(
  'sm-rhino',
  'test-deathwind-pod',
  [{ id: 'planetfall' }, { id: 'drop-pod' }],
  {
    weapons: [
      {
        name: 'Deathwind',
        count: 1,
        modes: [
          {
            range: { kind: 'cm', cm: 15 },
            firepower: [{ type: 'AP', toHit: 5 }],
            arc: 'all',
            abilities: [],
          },
        ],
      },
    ],
  },
);

/** Side 0's pod p1 landed at (90, 60); Ork Boyz 'near' (n1 at 90,72) within its reach. */
function landedPod(): GameState {
  const s = withSheet(
    podsDue({ x: 90, y: 60 }, [
      { id: 'near', side: 1, units: [{ id: 'n1', sheet: ORK_BOYZ.id, x: 90, y: 72 }] },
    ]),
    POD,
    ['p1'],
  );
  return {
    ...s,
    units: {
      ...s.units,
      p1: { ...s.units['p1']!, status: 'deployed', position: { x: 90, y: 60 } },
    },
  };
}

describe('4.4 drop pods and 4.3.1 set-up with more players', () => {
  it('4.4 with 5.3.11.2: the pod attacks the enemy within reach, never a team-mate’s unit there', () => {
    const two = landedPod();
    expect(podTargets(two, two.units['p1']!).map((p) => p.unit.id)).toEqual(['n1']);
    // Team play: the Boyz are player 3's, the pod's owner's team-mate.
    const team = withTeams(two, { near: 2 }, { mode: 'simultaneous', of: [0, 1, 0, 1] });
    expect(podTargets(team, team.units['p1']!)).toEqual([]);
    // Player 4's (the other team) are enemies again.
    const enemy = withTeams(two, { near: 3 }, { mode: 'simultaneous', of: [0, 1, 0, 1] });
    expect(podTargets(enemy, enemy.units['p1']!).map((p) => p.unit.id)).toEqual(['n1']);
  });

  it('4.3.1 with 5.3.11.1: ground units wait while the third player’s spacecraft is still to be set up', () => {
    // The fixture's spacecraft 'ship' is player 3's in a game of three, all against all.
    const { teams: _none, ...three } = withTeams(
      settingUp(),
      { ship: 2 },
      { mode: 'simultaneous', of: [0, 1, 1] },
    );
    expect(spacecraftToSetUp(three, 2)).toEqual(['ship']);
    expect(spacecraftFirst(three)).toMatchObject({
      code: 'spacecraft/set-up-first',
      section: '4.3.1',
    });
  });
});
