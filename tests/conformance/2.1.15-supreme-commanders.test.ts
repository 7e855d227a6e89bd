import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { SUPREME_TACTICAL } from '../fixtures/specialists';
import { battle, declare, go, rollsOf, withFormation } from './helpers';

/** Two Marine formations with a Blast marker each (action tests need 2+); `sm` includes
 * `supremes` supreme commanders. Orks far away. */
function situation(supremes = 1): GameState {
  const s = battle([
    {
      id: 'sm',
      side: 0,
      units: [
        ...row('tac', 'sm-tactical', 2, 60, 20),
        ...row('sc', SUPREME_TACTICAL.id, supremes, 70, 20),
      ],
    },
    { id: 'sm2', side: 0, units: row('b', 'sm-tactical', 3, 120, 20) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 110) },
  ]);
  return withFormation(withFormation(s, 'sm', { blastMarkers: 1 }), 'sm2', { blastMarkers: 1 });
}

const sections = (events: Parameters<typeof rollsOf>[0]) => rollsOf(events).map((r) => r.section);

describe('2.1.15 Supreme Commanders', () => {
  it('2.1.15: a supreme commander allows a player to re-roll one failed initiative test once per turn', () => {
    const first = go(situation(), declare(0, 'sm', 'sustained-fire'), 1, 4);
    expect(sections(first.events)).toEqual(['1.6.2', '2.1.15']);
    expect(first.state.formations['sm']?.action).toBe('sustained-fire');
    // Later in the turn another formation of the army fails: the re-roll is spent.
    const s = go(first.state, { type: 'action.end', side: 0 }).state;
    const mine = { ...s, turnState: { ...s.turnState, activeSide: 0 as const } };
    const second = go(mine, declare(0, 'sm2', 'advance'), 1);
    expect(second.state.formations['sm2']?.action).toBe('hold');
  });

  it('2.1.15: the player may keep the re-roll', () => {
    const kept = go(
      situation(),
      { type: 'action.declare', side: 0, formationId: 'sm', action: 'advance', reroll: false },
      1,
    );
    expect(kept.state.formations['sm']?.action).toBe('hold');
    expect(kept.state.turnState.rerollsUsed).toBeUndefined();
  });

  it('2.1.15 FAQ: Can an army have more than one supreme commander? Yes: one re-roll for each', () => {
    const first = go(situation(2), declare(0, 'sm', 'sustained-fire'), 1, 4).state;
    const s = go(first, { type: 'action.end', side: 0 }).state;
    const mine = { ...s, turnState: { ...s.turnState, activeSide: 0 as const } };
    const second = go(mine, declare(0, 'sm2', 'advance'), 1, 5);
    expect(second.state.formations['sm2']?.action).toBe('advance');
    expect(second.state.turnState.rerollsUsed).toEqual([2, 0]);
  });

  it('2.1.15 FAQ: What is an initiative test? An action or rally test: a failed rally test is re-rolled too', () => {
    const s = situation();
    const end: GameState = {
      ...withFormation(
        withFormation(withFormation(s, 'sm', { activated: true }), 'sm2', {
          activated: true,
        }),
        'orks',
        { activated: true },
      ),
      phase: 'end',
    };
    // A broken formation: 1+ at -2 needs 3; a 2 fails, the re-roll's 5 passes.
    const broken = withFormation(end, 'sm', { broken: true, blastMarkers: 0 });
    const rallied = go(broken, { type: 'end.rally', side: 0, formationId: 'sm' }, 2, 5);
    expect(sections(rallied.events)).toEqual(['1.14.1', '2.1.15']);
    expect(rallied.state.formations['sm']?.broken).toBe(false);
  });
});
