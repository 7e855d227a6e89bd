import { describe, expect, it } from 'vitest';
import { isContinued, type Applied } from '../../engine/netea/flow/steps';
import { decideAssault } from '../../engine/netea/rules/1.12-assaults/result';
import { newAssault } from '../../engine/netea/rules/1.12-assaults/state';
import type { GameEvent } from '../../engine/netea/events';
import type { GameState } from '../../engine/netea/state/schema';
import { fixedDice, ORK_BOYZ, rect, row } from '../fixtures/shootingGame';
import { INVULNERABLE_TACTICAL } from '../fixtures/specialists';
import { battle, declare, go, move, rollsOf, withFormation } from './helpers';

const stateOf = (applied: Applied): GameState => (isContinued(applied) ? applied.state : applied);
const invulnerableRolls = (events: readonly GameEvent[]) =>
  rollsOf(events).filter((r) => r.section === '2.1.6');

/** Two Marines with invulnerable saves ('inv1', 'inv2') in base contact with Ork Boyz. */
function inAssault(broken = false) {
  let s = battle([
    { id: 'sm', side: 0, units: row('inv', INVULNERABLE_TACTICAL.id, 2, 60, 50) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 4, 57, 53) },
  ]);
  if (broken) s = withFormation(s, 'sm', { broken: true });
  return { state: s, assault: newAssault(s, 0, 'sm', ['sm'], ['orks']) };
}

describe('2.1.6 Invulnerable Saves', () => {
  it('2.1.6: a unit that fails its save takes a second, unmodified 6+ save', () => {
    const s = battle(
      [
        {
          id: 'sm',
          side: 0,
          units: [{ id: 'inv1', sheet: INVULNERABLE_TACTICAL.id, x: 60, y: 20 }],
        },
        { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 1, 60, 35) },
      ],
      { active: 1 },
    );
    const declared = go(s, declare(1, 'orks', 'sustained-fire'), 1).state;
    const shot = go(declared, { type: 'shoot.declare', side: 1, targetFormationId: 'sm' }, 6);
    const saved = go(shot.state, { type: 'hits.allocate', side: 0 }, 1, 6);
    expect(invulnerableRolls(saved.events)).toMatchObject([{ needed: 6, modifiers: [] }]);
    expect(saved.state.units['inv1']?.status).toBe('deployed');
  });

  it('2.1.6 FAQ: Can invulnerable saves be used by units destroyed by dangerous terrain? No', () => {
    const s = battle(
      [
        {
          id: 'sm',
          side: 0,
          units: [{ id: 'inv1', sheet: INVULNERABLE_TACTICAL.id, x: 40, y: 50 }],
        },
        { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 1, 60, 110) },
      ],
      { terrain: [rect('marsh', 'marsh', 45, 40, 60, 60)] },
    );
    const advancing = go(s, declare(0, 'sm', 'advance'), 1).state;
    const moved = go(advancing, move(0, 'inv1', 50, 50), 1);
    expect(moved.state.units['inv1']?.status).toBe('destroyed');
    expect(invulnerableRolls(moved.events)).toEqual([]);
  });

  it('2.1.6 FAQ: Can invulnerable saves be used by units destroyed by the extra hits from the result of an assault? No', () => {
    const { state, assault } = inAssault();
    const events: GameEvent[] = [];
    const dice = fixedDice();
    const after = stateOf(decideAssault(state, assault, 1, 2, dice.dice, events));
    expect(after.units['inv1']?.status).toBe('destroyed');
    expect(after.units['inv2']?.status).toBe('destroyed');
    expect(dice.rolls).toEqual([]);
  });

  it('2.1.6 FAQ: Can invulnerable saves be used by units destroyed from ending their second withdrawal move within 15cm of the enemy? No', () => {
    const { state, assault } = inAssault();
    const lost = stateOf(decideAssault(state, assault, 1, 0, fixedDice().dice, []));
    const after = go(lost, { type: 'assault.endWithdrawal', side: 0 });
    expect(after.state.units['inv1']?.status).toBe('destroyed');
    expect(invulnerableRolls(after.events)).toEqual([]);
  });

  it('2.1.6 FAQ: Can invulnerable saves be used by units destroyed from an additional hit from a Blast marker on a broken formation? No', () => {
    const s = withFormation(
      battle(
        [
          { id: 'sm', side: 0, units: row('inv', INVULNERABLE_TACTICAL.id, 2, 60, 20) },
          { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 1, 60, 45) },
        ],
        { active: 1 },
      ),
      'sm',
      { broken: true },
    );
    const declared = go(s, declare(1, 'orks', 'sustained-fire'), 1).state;
    const shot = go(declared, { type: 'shoot.declare', side: 1, targetFormationId: 'sm' }, 1);
    expect(shot.state.units['inv1']?.status).toBe('destroyed');
    expect(invulnerableRolls(shot.events)).toEqual([]);
  });
});
