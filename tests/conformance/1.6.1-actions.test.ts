import { describe, expect, it } from 'vitest';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { startChart } from '../../engine/netea/flow/game';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import {
  battle,
  declare,
  endMove,
  go,
  move,
  moveAll,
  refusalOf,
  rollsOf,
  withFormation,
} from './helpers';

/**
 * Three Space Marine Tactical units (missile launchers AP5+, 45cm; speed 15cm) at y = 20, six
 * Ork Boyz at y = 50, within range. The Marines act first.
 */
const TACS = ['tac1', 'tac2', 'tac3'];

function situation(): GameState {
  return battle([
    { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 6, 55, 50) },
  ]);
}

const shoot = { type: 'shoot.declare', side: 0, targetFormationId: 'orks' } as const;

/** The score the missile launchers needed and the modifiers' sections, three misses. */
function shotAt(state: GameState) {
  const shot = go(state, shoot, 1, 1, 1);
  const toHit = rollsOf(shot.events).filter((r) => r.section === '1.9.5');
  return { state: shot.state, needed: toHit[0]?.needed, modifiers: toHit[0]?.modifiers };
}

describe('1.6.1 Actions', () => {
  it('1.6.1: you must activate a formation if you can: no pass is offered, and one is refused', () => {
    const pending = pendingDecision(startChart(situation()));
    expect(pending).toMatchObject({ sides: [0], kind: 'activate' });
    expect(pending.commands).toEqual(['action.declare', 'overwatch.remain']);
    // Passing is for a tournament game's reserves (6.1.6 FAQ).
    expect(refusalOf(situation(), { type: 'action.pass', side: 0 })).toMatchObject({
      code: 'action/no-pass',
      section: '1.6.1',
    });
    // Remaining on overwatch is the only other answer, and only when all left are on overwatch.
    expect(refusalOf(situation(), { type: 'overwatch.remain', side: 0 })).toMatchObject({
      code: 'overwatch/not-all-on-overwatch',
    });
  });

  it('Advance: the formation may make one move and then shoot', () => {
    const moved = moveAll(go(situation(), declare(0, 'sm', 'advance'), 1).state, 0, TACS, 0, 5);
    expect(refusalOf(moved.state, move(0, 'tac1', 60, 27))).toMatchObject({
      code: 'move/no-moves-left',
    });
    const { needed, modifiers, state } = shotAt(moved.state);
    expect({ needed, modifiers }).toEqual({ needed: 5, modifiers: [] });
    expect(state.turnState.activation).toBeNull();
  });

  it('Advance: shooting comes after the move, never before it', () => {
    const declared = go(situation(), declare(0, 'sm', 'advance'), 1).state;
    // The move comes first; standing still is a 0cm move (1.7 FAQ), which triggers overwatch.
    expect(refusalOf(declared, shoot)).toMatchObject({ code: 'action/moves-first' });
    const shot = shotAt(go(declared, { type: 'move.end', side: 0 }).state).state;
    expect(shot.turnState.activation).toBeNull();
    expect(refusalOf(shot, move(0, 'tac1', 60, 25))).not.toBeNull();
  });

  it('Double: the formation may make two moves and then shoot with a -1 modifier', () => {
    let s = go(situation(), declare(0, 'sm', 'double'), 1).state;
    s = moveAll(s, 0, TACS, 0, 2).state;
    s = moveAll(s, 0, TACS, 0, 2).state;
    expect(refusalOf(s, move(0, 'tac1', 60, 25))).toMatchObject({ code: 'move/no-moves-left' });
    const { needed, modifiers } = shotAt(s);
    expect(needed).toBe(6);
    expect(modifiers).toMatchObject([{ value: -1, section: '1.9.5' }]);
  });

  it('March: the formation may make three moves, and does not shoot', () => {
    let s = go(situation(), declare(0, 'sm', 'march'), 1).state;
    s = moveAll(s, 0, TACS, 0, -1).state;
    s = moveAll(s, 0, TACS, 0, -1).state;
    expect(refusalOf(s, shoot)).toMatchObject({ code: 'shooting/action-does-not-shoot' });
    s = moveAll(s, 0, TACS, 0, -1).state;
    // Nothing of a march is left after its third move.
    expect(s.turnState.activation).toBeNull();
  });

  it('Marshal: the formation may shoot with a -1 modifier', () => {
    let s = withFormation(situation(), 'sm', { blastMarkers: 1 });
    s = go(s, declare(0, 'sm', 'marshal'), 2).state; // 1+ with -1 for the Blast marker
    // One Blast marker suppresses one of the three: two shots, needing 6 (5+ and -1).
    const shot = go(s, shoot, 1, 1);
    expect(rollsOf(shot.events).find((r) => r.section === '1.9.5')).toMatchObject({
      needed: 6,
      modifiers: [{ value: -1, section: '1.9.5' }],
    });
    expect(refusalOf(shot.state, move(0, 'tac1', 60, 15))).not.toBeNull();
  });

  it('Marshal: ... or make one move and then regroup, not move and shoot', () => {
    let s = withFormation(situation(), 'sm', { blastMarkers: 2 });
    s = go(s, declare(0, 'sm', 'marshal'), 2).state;
    s = moveAll(s, 0, TACS, 0, -5).state;
    expect(refusalOf(s, shoot)).toMatchObject({ code: 'shooting/moved-instead', section: '1.6.1' });
    const regrouped = go(s, { type: 'action.regroup', side: 0 }, 1, 1).state;
    expect(regrouped.formations['sm']?.blastMarkers).toBe(1);
  });

  it('Sustained Fire: the formation may not move (not even to turn in place), but shoots with a +1 modifier', () => {
    const s = go(situation(), declare(0, 'sm', 'sustained-fire'), 1).state;
    expect(
      refusalOf(s, {
        type: 'move.unit',
        side: 0,
        unitId: 'tac1',
        path: [{ x: 60, y: 20 }],
        facing: 90,
      }),
    ).toMatchObject({ code: 'move/action-does-not-move', section: '1.6.1' });
    expect(refusalOf(s, endMove(0))).toMatchObject({ code: 'move/action-does-not-move' });
    const { needed, modifiers } = shotAt(s);
    expect(needed).toBe(4);
    expect(modifiers).toMatchObject([{ value: 1, section: '1.9.5' }]);
  });

  it('Hold: the action of a formation that fails its action test: one move or shoot or regroup', () => {
    const s = withFormation(situation(), 'sm', { initiative: 2, blastMarkers: 1 });
    const held = go(s, declare(0, 'sm', 'double'), 2).state; // needs 3 with the Blast marker
    expect(held.turnState.activation).toMatchObject({ declared: 'double', action: 'hold' });
    // Shoot (no modifier) ...
    expect(refusalOf(held, shoot)).toBeNull();
    // ... or regroup ...
    expect(refusalOf(held, { type: 'action.regroup', side: 0 })).toBeNull();
    // ... or move once; and then neither shoot nor regroup.
    const moved = moveAll(held, 0, TACS, 0, -5).state;
    expect(moved.turnState.activation).toBeNull();
    // Two Blast markers now (one for the failed test): two of the three are suppressed.
    const shot = go(held, shoot, 1);
    expect(rollsOf(shot.events).find((r) => r.section === '1.9.5')?.modifiers).toEqual([]);
    expect(refusalOf(shot.state, { type: 'action.regroup', side: 0 })).not.toBeNull();
  });

  it('Overwatch: the formation may not move, but enters overwatch', () => {
    const s = go(situation(), declare(0, 'sm', 'overwatch'), 1).state;
    expect(s.formations['sm']?.overwatch).toBe(true);
    expect(refusalOf(s, move(0, 'tac1', 60, 25))).not.toBeNull();
    expect(refusalOf(s, shoot)).not.toBeNull();
  });
});
