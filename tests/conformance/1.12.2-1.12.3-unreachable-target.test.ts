import { describe, expect, it } from 'vitest';
import { battle, declare, eventsOf, go, refusalOf } from './helpers';
import { row } from '../fixtures/shootingGame';

/**
 * 1.12.2: "Any enemy formation may be chosen anywhere on the table, though for reasons that will
 * become apparent it makes sense to choose someone fairly close by." 1.12.3: "Once the move is
 * complete, the engaging formation must have at least one unit within 15cms of a unit from the
 * target formation. If this is not the case then the assault does not take place and the action
 * ends." So an unreachable target is no illegal declaration: the charge that cannot reach it
 * ends the action without an assault.
 */
function engaged() {
  const s = battle([
    { id: 'att', side: 0, units: row('a', 'sm-tactical', 2, 20, 50) },
    { id: 'near', side: 1, units: row('n', 'sm-tactical', 2, 45, 50) },
    { id: 'far', side: 1, units: row('f', 'sm-tactical', 2, 150, 100) },
  ]);
  return go(s, declare(0, 'att', 'engage'), 6).state;
}

describe('1.12.2 and 1.12.3: a target out of reach', () => {
  it('1.12.2: a formation far out of reach may be chosen; 1.12.3: the charge cannot go further than one move', () => {
    const s = engaged();
    expect(refusalOf(s, { type: 'assault.declare', side: 0, targetFormationId: 'far' })).toBeNull();
    const declared = go(s, { type: 'assault.declare', side: 0, targetFormationId: 'far' }).state;
    expect(declared.turnState.assault).toMatchObject({ defenders: ['far'] });
    // One move of 15cm (1.12.3: not a double move).
    expect(
      refusalOf(declared, {
        type: 'assault.chargeMove',
        side: 0,
        unitId: 'a1',
        path: [{ x: 46, y: 60 }],
      }),
    ).toMatchObject({ section: expect.stringMatching(/^1\.7/) });
  });

  it('1.12.3: when no charging unit ends within 15cm of the target, the assault does not take place and the action ends', () => {
    let s = go(engaged(), { type: 'assault.declare', side: 0, targetFormationId: 'far' }).state;
    s = go(s, {
      type: 'assault.chargeMove',
      side: 0,
      unitId: 'a1',
      path: [{ x: 30, y: 60 }],
    }).state;
    s = go(s, {
      type: 'assault.chargeMove',
      side: 0,
      unitId: 'a2',
      path: [{ x: 35, y: 60 }],
    }).state;
    const ended = go(s, { type: 'assault.endCharge', side: 0 });
    expect(eventsOf(ended.events, 'assault/called-off')).toMatchObject([
      { formationId: 'att', section: '1.12.3' },
    ]);
    expect(eventsOf(ended.events, 'assault/attacks-rolled')).toEqual([]);
    expect(ended.state.turnState.assault).toBeNull();
    expect(ended.state.turnState.activation).toBeNull();
    // The formation acted: its engage action is spent, and the other side acts next.
    expect(ended.state.formations['att']?.activated).toBe(true);
    expect(ended.state.turnState.activeSide).toBe(1);
    expect(ended.state.formations['far']?.blastMarkers).toBe(0);
  });
});
