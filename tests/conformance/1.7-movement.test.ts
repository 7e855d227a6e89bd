import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { battle, declare, endMove, eventsOf, go, move, refusalOf } from './helpers';

/** Three Tactical units (speed 15cm) at y = 20; an Ork warband far away at y = 110. */
function situation(): GameState {
  return battle([
    { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 110) },
  ]);
}

describe('1.7 Movement through the action commands', () => {
  it('1.7: units move up to their speed; there is no compulsion to use all of it', () => {
    const s = go(situation(), declare(0, 'sm', 'advance'), 1).state;
    expect(refusalOf(s, move(0, 'tac1', 60, 36))).toMatchObject({ section: '1.7' });
    expect(refusalOf(s, move(0, 'tac1', 60, 35))).toBeNull();
    expect(refusalOf(s, move(0, 'tac1', 60, 22))).toBeNull();
  });

  it('1.7: once a unit has moved, the move may not be changed', () => {
    const s = go(
      go(situation(), declare(0, 'sm', 'advance'), 1).state,
      move(0, 'tac1', 60, 25),
    ).state;
    expect(refusalOf(s, move(0, 'tac1', 60, 30))).toMatchObject({ code: 'move/already-moved' });
  });

  it('1.7.1: a march is three moves of 15cm each, not one move of 45cm', () => {
    let s = go(situation(), declare(0, 'sm', 'march'), 1).state;
    expect(refusalOf(s, move(0, 'tac1', 60, 50))).not.toBeNull();
    for (const y of [35, 50, 65]) {
      s = go(s, move(0, 'tac1', 60, y)).state;
      s = go(s, move(0, 'tac2', 65, y)).state;
      s = go(s, move(0, 'tac3', 70, y)).state;
      s = go(s, endMove(0)).state;
    }
    expect(s.units['tac1']?.position).toEqual({ x: 60, y: 65 });
    expect(s.turnState.activation).toBeNull();
  });

  it('1.7.4: units out of formation are destroyed at the end of the first move of a march, not after the third', () => {
    let s = go(situation(), declare(0, 'sm', 'march'), 1).state;
    s = go(s, move(0, 'tac3', 70, 35)).state;
    const first = go(s, endMove(0));
    expect(first.state.units['tac3']?.status).toBe('destroyed');
    expect(eventsOf(first.events, 'move/unit-destroyed')).toHaveLength(1);
    expect(first.state.formations['sm']?.blastMarkers).toBe(1);
    expect(first.state.turnState.activation).toMatchObject({ movesTaken: 1, movesAllowed: 3 });
  });

  it('1.7.4: the controlling player may choose which units are out of formation and destroyed', () => {
    let s = go(situation(), declare(0, 'sm', 'advance'), 1).state;
    s = go(s, move(0, 'tac3', 70, 35)).state;
    // Keep tac3 and lose tac1 and tac2 instead (each of them is out of formation with tac3).
    const chosen = go(s, { type: 'move.end', side: 0, outOfFormation: ['tac1', 'tac2'] }).state;
    expect(chosen.units['tac3']?.status).toBe('deployed');
    expect(chosen.units['tac1']?.status).toBe('destroyed');
    // Two Blast markers on the one unit left: it breaks (1.13.2) and loses them.
    expect(chosen.formations['sm']).toMatchObject({ broken: true, blastMarkers: 0 });
  });
});
