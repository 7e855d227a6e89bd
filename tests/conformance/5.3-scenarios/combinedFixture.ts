import type { Command } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';
import type { Teams } from '../../../engine/netea/state/teams';
import { ORK_BOYZ, row } from '../../fixtures/shootingGame';
import { withTeams } from '../../fixtures/teams';
import { battle } from '../helpers';

/**
 * Seed 001 5.3.11.3 set-up for combined attacks: players 1 and 3 (team 1) against 2 and 4.
 * Player 1's Tactical Marines `a` (a1-a3 at y 50, x 60-70) and player 3's `b` (b1-b3, x 80-90),
 * 10cm apart (so no 2.1.2 5cm link); player 2's Ork Boyz `orks` (o1-o4, x 62-77) at y 62 and
 * his Marines `c` far south; player 4's `x` far south-east; player 3's second formation `d`
 * (d1-d3) at y 40, x 120-130. Player 1 acts.
 */
export function teamSituation(
  teams: Teams = { mode: 'simultaneous', of: [0, 1, 0, 1] },
): GameState {
  return withTeams(
    battle([
      { id: 'a', side: 0, units: row('a', 'sm-tactical', 3, 60, 50) },
      { id: 'b', side: 1, units: row('b', 'sm-tactical', 3, 80, 50) },
      { id: 'orks', side: 1, units: row('o', ORK_BOYZ.id, 4, 62, 62) },
      { id: 'c', side: 1, units: row('c', 'sm-tactical', 3, 20, 110) },
      { id: 'x', side: 1, units: row('x', 'sm-tactical', 3, 150, 110) },
      { id: 'd', side: 1, units: row('d', 'sm-tactical', 3, 120, 40) },
    ]),
    { b: 2, d: 2, x: 3 },
    teams,
  );
}

type Declare = Extract<Command, { type: 'action.declare' }>;
type Action = Declare['action'];

/** Player 1 declares `action` for `a` with the given partners (each taking `partnerAction`). */
export function declareWith(
  action: Action,
  partners: readonly string[] = ['b'],
  partnerAction: Action = action,
): Declare {
  return {
    type: 'action.declare',
    side: 0,
    formationId: 'a',
    action,
    partners: partners.map((formationId) => ({ formationId, action: partnerAction })),
  };
}

export const join = (side: 0 | 1 | 2 | 3, accept: boolean): Command => ({
  type: 'team.join',
  side,
  accept,
});
