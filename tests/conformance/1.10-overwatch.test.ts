import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import {
  battle,
  declare,
  endAction,
  endMove,
  eventsOf,
  go,
  goAll,
  move,
  moveAll,
  placeUnit,
  refusalOf,
  rollsOf,
  withFormation,
} from './helpers';

/**
 * Three Space Marine Tactical units (missile launchers AP5+, 45cm) stand at y = 20; six Ork Boyz
 * (test sheet: armour 6+, Big Shoota AP6+ 30cm) stand at y = 80, out of range. The Marines go on
 * overwatch (action test 1+: any die passes), then the Orks take their action.
 */
const BOYZ = ['boy1', 'boy2', 'boy3', 'boy4', 'boy5', 'boy6'];

function situation(): GameState {
  return battle(
    [
      { id: 'ow', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 6, 55, 80) },
    ],
    { active: 0 },
  );
}

/** The Marines are on overwatch and the Orks have declared `action` (test passed). */
function orksDeclared(action: 'advance' | 'double' | 'march' | 'sustained-fire' | 'marshal') {
  const onOverwatch = go(situation(), declare(0, 'ow', 'overwatch'), 1).state;
  return go(onOverwatch, declare(1, 'orks', action), 1).state;
}

/** Overwatch fire of the three missile launchers with the given to-hit faces. */
const fire = (state: GameState, ...faces: number[]) =>
  go(state, { type: 'overwatch.fire', side: 0, formationId: 'ow' }, ...faces);

describe('1.10 Overwatch', () => {
  it('1.10: a formation that takes an overwatch action may not move', () => {
    const state = go(situation(), declare(0, 'ow', 'overwatch'), 1).state;
    expect(state.formations['ow']).toMatchObject({ overwatch: true, activated: true });
    // Its action is over at once: nothing of it is left to move or shoot with.
    expect(state.turnState.activation).toBeNull();
    expect(state.turnState.activeSide).toBe(1);
  });

  it('1.10: it may shoot immediately after an enemy formation completes a move, before the target shoots', () => {
    const moved = moveAll(orksDeclared('advance'), 1, BOYZ, 0, -15);
    expect(moved.state.turnState.overwatchWindow).toEqual({ formationId: 'orks' });
    // The Orks may not shoot until the overwatch fire is resolved or declined.
    expect(
      refusalOf(moved.state, { type: 'shoot.declare', side: 1, targetFormationId: 'ow' }),
    ).toMatchObject({ code: 'overwatch/window-open', section: '1.10' });
    const fired = fire(moved.state, 5, 6, 2);
    expect(eventsOf(fired.events, 'overwatch/fired')).toEqual([
      { type: 'overwatch/fired', formationId: 'ow', targetFormationId: 'orks', section: '1.10' },
    ]);
    // Resolve the shooting attacks using the normal rules: no action modifier for overwatch fire.
    const toHit = rollsOf(fired.events).filter((r) => r.section === '1.9.5');
    expect(toHit.flatMap((r) => r.results)).toEqual([5, 6, 2]);
    expect(toHit.every((r) => r.needed === 5 && r.modifiers.length === 0)).toBe(true);
    // Two hits on the Boyz; the Ork player allocates and saves (6+): one saved, one lost.
    const saved = go(fired.state, { type: 'hits.allocate', side: 1 }, 6, 1).state;
    expect(saved.formations['orks']?.blastMarkers).toBe(2); // under fire + one casualty
    // Then the Orks' action goes on (their shooting is next, were anything in range).
    expect(saved.turnState.overwatchWindow).toBeNull();
    expect(saved.turnState.activation).toMatchObject({ formationId: 'orks', shot: false });
  });

  it('1.10: a formation on overwatch may shoot after any move, between the moves of a double action', () => {
    const first = moveAll(orksDeclared('double'), 1, BOYZ, 0, -15);
    expect(first.state.turnState.overwatchWindow).toEqual({ formationId: 'orks' });
    expect(
      refusalOf(first.state, {
        type: 'move.unit',
        side: 1,
        unitId: 'boy1',
        path: [{ x: 55, y: 55 }],
      }),
    ).toMatchObject({ code: 'overwatch/window-open' });
    const fired = fire(first.state, 1, 1, 1); // three misses
    expect(fired.state.turnState.activation).toMatchObject({ movesTaken: 1, movesAllowed: 2 });
    // The second move is made after the overwatch fire.
    const second = moveAll(fired.state, 1, BOYZ, 0, -5);
    expect(second.state.turnState.activation?.movesTaken).toBe(2);
  });

  it('1.10: the overwatch may be held back after one move of a march and used after a later one', () => {
    // Out of range after the first move: nothing can fire.
    const first = moveAll(orksDeclared('march'), 1, BOYZ, 0, -5);
    expect(first.state.turnState.overwatchWindow).toBeNull();
    // In range after the second: the Marine player declines ("the overwatch goes on").
    const second = moveAll(first.state, 1, BOYZ, 0, -10);
    expect(second.state.turnState.overwatchWindow).toEqual({ formationId: 'orks' });
    const passed = go(second.state, { type: 'overwatch.pass', side: 0 }).state;
    expect(passed.formations['ow']?.overwatch).toBe(true);
    // After the third move it may still fire.
    const third = moveAll(passed, 1, BOYZ, 0, -10);
    expect(third.state.turnState.overwatchWindow).toEqual({ formationId: 'orks' });
    const fired = fire(third.state, 1, 1, 1);
    expect(fired.state.formations['ow']?.overwatch).toBe(false);
    // A march has no shooting: with its last move done and the fire resolved, its action ends.
    expect(fired.state.turnState.activation).toBeNull();
  });

  it('1.10: a formation on overwatch may shoot immediately after an enemy formation unloads troops', () => {
    const state = battle(
      [
        { id: 'ow', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
        {
          id: 'mech',
          side: 1,
          units: [
            { id: 'rhino', sheet: 'sm-rhino', x: 60, y: 87 },
            { id: 'rider', sheet: 'sm-tactical', x: 0, y: 0, embarkedIn: 'rhino' },
          ],
        },
      ],
      { active: 0 },
    );
    let s = go(state, declare(0, 'ow', 'overwatch'), 1).state;
    s = go(s, declare(1, 'mech', 'advance'), 1).state;
    // The Rhino stops just beyond the missile launchers' 45cm: no overwatch fire yet.
    s = go(s, move(1, 'rhino', 60, 72)).state;
    s = go(s, endMove(1)).state;
    expect(s.turnState.overwatchWindow).toBeNull();
    // The rider gets out towards the Marines, within their range.
    const out = go(s, {
      type: 'move.disembark',
      side: 1,
      transportId: 'rhino',
      placements: [{ unitId: 'rider', position: { x: 60, y: 67 }, facing: 0 }],
    }).state;
    expect(out.turnState.overwatchWindow).toEqual({ formationId: 'mech' });
    const fired = fire(out, 1, 1, 1).state;
    expect(fired.formations['mech']?.blastMarkers).toBe(1);
  });

  it('1.10: the overwatching formation must shoot at the formation that triggered it', () => {
    const state = battle(
      [
        { id: 'ow', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
        { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 6, 55, 80) },
        // Another Ork formation already in range, which has not moved.
        { id: 'near', side: 1, units: row('nob', ORK_BOYZ.id, 2, 100, 40) },
      ],
      { active: 0 },
    );
    let s = go(state, declare(0, 'ow', 'overwatch'), 1).state;
    s = go(s, declare(1, 'orks', 'advance'), 1).state;
    const moved = moveAll(s, 1, BOYZ, 0, -15).state;
    const fired = fire(moved, 1, 1, 1);
    expect(eventsOf(fired.events, 'overwatch/fired')[0]).toMatchObject({
      targetFormationId: 'orks',
    });
    expect(fired.state.formations['orks']?.blastMarkers).toBe(1);
    expect(fired.state.formations['near']?.blastMarkers).toBe(0);
  });

  it('1.10: once it has fired, the formation is no longer on overwatch', () => {
    const first = moveAll(orksDeclared('double'), 1, BOYZ, 0, -15);
    const fired = fire(first.state, 1, 1, 1);
    expect(fired.state.formations['ow']?.overwatch).toBe(false);
    // The Orks' second move opens no window: nothing is left on overwatch.
    const second = moveAll(fired.state, 1, BOYZ, 0, -5);
    expect(second.state.turnState.overwatchWindow).toBeNull();
    expect(
      refusalOf(second.state, { type: 'overwatch.fire', side: 0, formationId: 'ow' }),
    ).toMatchObject({ code: 'overwatch/no-trigger', section: '1.10' });
  });

  it('1.10: formations on overwatch may not shoot at a formation that shoots without moving (sustained fire)', () => {
    // The Orks already stand in range of each other.
    let s = situation();
    for (const [i, id] of BOYZ.entries()) s = placeUnit(s, id, 55 + i * 5, 45);
    s = go(s, declare(0, 'ow', 'overwatch'), 1).state;
    s = go(s, declare(1, 'orks', 'sustained-fire'), 1).state;
    expect(refusalOf(s, { type: 'overwatch.fire', side: 0, formationId: 'ow' })).toMatchObject({
      code: 'overwatch/no-trigger',
    });
    // Six Big Shootas at AP6+ with +1 for sustained fire: all miss.
    const shot = go(
      s,
      { type: 'shoot.declare', side: 1, targetFormationId: 'ow' },
      1,
      1,
      1,
      1,
      1,
      1,
    );
    expect(shot.state.turnState.overwatchWindow).toBeNull();
    expect(shot.state.formations['ow']?.overwatch).toBe(true);
  });

  it('1.10: formations on overwatch may not shoot at a formation that regroups', () => {
    let s = situation();
    for (const [i, id] of BOYZ.entries()) s = placeUnit(s, id, 55 + i * 5, 45);
    s = withFormation(s, 'orks', { blastMarkers: 2 });
    s = go(s, declare(0, 'ow', 'overwatch'), 1).state;
    s = go(s, declare(1, 'orks', 'marshal'), 2).state; // 1+ with -1 for Blast markers: 2 passes
    const regrouped = go(s, { type: 'action.regroup', side: 1 }, 2, 3);
    expect(regrouped.state.turnState.overwatchWindow).toBeNull();
    expect(regrouped.state.formations['orks']?.blastMarkers).toBe(0);
    expect(regrouped.state.formations['ow']?.overwatch).toBe(true);
  });

  it('1.10 FAQ: A formation carries out an action that involves a move but none of the units physically move, is it still susceptible to overwatch? Yes', () => {
    let s = situation();
    for (const [i, id] of BOYZ.entries()) s = placeUnit(s, id, 55 + i * 5, 50);
    s = go(s, declare(0, 'ow', 'overwatch'), 1).state;
    s = go(s, declare(1, 'orks', 'advance'), 1).state;
    // A move of 0cm: the move is completed with no unit moving.
    const still = go(s, endMove(1)).state;
    expect(still.turnState.overwatchWindow).toEqual({ formationId: 'orks' });
  });

  it('1.10: formations remain on overwatch into the following turn; shooting then counts as their action', () => {
    // Turn 1: the Marines go on overwatch, the Orks take a 0cm advance out of range.
    let s = go(situation(), declare(0, 'ow', 'overwatch'), 1).state;
    s = go(s, declare(1, 'orks', 'advance'), 1).state;
    s = goAll(s, endMove(1), endAction(1));
    // No Blast markers anywhere: the end phase passes and turn 2 begins.
    expect(s).toMatchObject({ turn: 2, phase: 'strategy' });
    expect(s.formations['ow']).toMatchObject({ overwatch: true, activated: false });
    // Turn 2: the Orks win the strategy roll and go first.
    s = go(s, { type: 'strategy.roll', side: 1 }, 1, 6).state;
    s = go(s, { type: 'strategy.choose', side: 1, goFirst: true }).state;
    s = go(s, declare(1, 'orks', 'advance'), 1).state;
    const moved = moveAll(s, 1, BOYZ, 0, -15).state;
    const fired = fire(moved, 1, 1, 1).state;
    expect(fired.formations['ow']).toMatchObject({ overwatch: false, activated: true });
    // The Orks end their action, and with it the action phase: the Marines' shot was theirs.
    const ended = go(fired, endAction(1)).state;
    expect(ended.phase).toBe('end');
  });

  it('1.10: a formation that does not shoot in the following turn may take an action instead, which ends its overwatch', () => {
    let s = go(situation(), declare(0, 'ow', 'overwatch'), 1).state;
    s = go(s, declare(1, 'orks', 'advance'), 1).state;
    s = goAll(s, endMove(1), endAction(1));
    s = go(s, { type: 'strategy.roll', side: 0 }, 6, 1).state;
    s = go(s, { type: 'strategy.choose', side: 0, goFirst: true }).state;
    const acted = go(s, declare(0, 'ow', 'advance'), 1).state;
    expect(acted.formations['ow']).toMatchObject({ overwatch: false, action: 'advance' });
  });

  it('1.10 FAQ: Can a formation on overwatch use its overwatch fire when it is not a legal formation? Yes', () => {
    let s = go(situation(), declare(0, 'ow', 'overwatch'), 1).state;
    // Enemy fire has scattered the Marines: tac3 stands 20cm from the others.
    s = placeUnit(s, 'tac3', 90, 20);
    s = go(s, declare(1, 'orks', 'advance'), 1).state;
    const moved = moveAll(s, 1, BOYZ, 0, -15).state;
    expect(moved.turnState.overwatchWindow).toEqual({ formationId: 'orks' });
    expect(fire(moved, 1, 1, 1).state.formations['ow']?.overwatch).toBe(false);
  });

  it('1.10 FAQ: ... However, it could not choose to remain on overwatch as it would have to move back into a legal formation', () => {
    const s = placeUnit(situation(), 'tac3', 90, 20);
    expect(refusalOf(s, declare(0, 'ow', 'overwatch'))).toMatchObject({
      code: 'action/out-of-formation',
      section: '1.10',
    });
  });

  it('1.10 FAQ: Can a formation on overwatch use its overwatch fire when it is in the zone of control of an enemy formation? Yes', () => {
    const state = battle(
      [
        { id: 'ow', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
        { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 6, 55, 80) },
        // An Ork unit of another formation within 5cm of tac1.
        { id: 'near', side: 1, units: [{ id: 'nob', sheet: ORK_BOYZ.id, x: 60, y: 24 }] },
      ],
      { active: 0 },
    );
    // It went on overwatch before the Nob came so close (1.7.3 would not let it now).
    const onOverwatch = withFormation(state, 'ow', { overwatch: true, activated: true });
    let s: GameState = {
      ...onOverwatch,
      turnState: { ...onOverwatch.turnState, activeSide: 1 },
    };
    s = go(s, declare(1, 'orks', 'advance'), 1).state;
    const moved = moveAll(s, 1, BOYZ, 0, -15).state;
    expect(moved.turnState.overwatchWindow).toEqual({ formationId: 'orks' });
    const fired = fire(moved, 1, 1, 1);
    expect(eventsOf(fired.events, 'overwatch/fired')).toHaveLength(1);
  });

  it('1.10 FAQ: What happens to a formation that is broken from overwatch fire while it is carrying out an action? It loses the rest of its action', () => {
    // The Orks arrive with four Blast markers on six units.
    const s = withFormation(orksDeclared('double'), 'orks', { blastMarkers: 4 });
    const first = moveAll(s, 1, BOYZ, 0, -15).state;
    // One hit, failed save: 4 + 1 (under fire) + 1 (casualty) = 6 on five units: broken.
    const fired = fire(first, 5, 1, 1).state;
    const allocated = go(fired, { type: 'hits.allocate', side: 1 }, 1).state;
    expect(allocated.formations['orks']?.broken).toBe(true);
    expect(
      refusalOf(allocated, {
        type: 'move.unit',
        side: 1,
        unitId: 'boy1',
        path: [{ x: 55, y: 60 }],
      }),
    ).not.toBeNull();
    expect(
      refusalOf(allocated, { type: 'shoot.declare', side: 1, targetFormationId: 'ow' }),
    ).not.toBeNull();
  });

  it('1.10 FAQ: Do formations on overwatch need to take an Action test to remain on overwatch? Yes', () => {
    let s = go(situation(), declare(0, 'ow', 'overwatch'), 1).state;
    s = go(s, declare(1, 'orks', 'advance'), 1).state;
    s = goAll(s, endMove(1), endAction(1));
    s = go(s, { type: 'strategy.roll', side: 0 }, 6, 1).state;
    s = go(s, { type: 'strategy.choose', side: 0, goFirst: true }).state;
    // The Marines have a Blast marker now: their 1+ test needs a 2, and a 1 fails.
    s = withFormation(s, 'ow', { blastMarkers: 1 });
    const again = go(s, declare(0, 'ow', 'overwatch'), 1);
    expect(rollsOf(again.events)[0]).toMatchObject({ section: '1.6.2', needed: 2 });
    expect(again.state.formations['ow']).toMatchObject({ overwatch: false, action: 'hold' });
  });

  it('1.10 FAQ: ... if all the unactivated formations you have left are on overwatch they all remain on overwatch without an Action test (even out of formation or with Blast markers)', () => {
    let s = go(situation(), declare(0, 'ow', 'overwatch'), 1).state;
    s = go(s, declare(1, 'orks', 'advance'), 1).state;
    s = goAll(s, endMove(1), endAction(1));
    s = go(s, { type: 'strategy.roll', side: 0 }, 6, 1).state;
    s = go(s, { type: 'strategy.choose', side: 0, goFirst: true }).state;
    s = withFormation(placeUnit(s, 'tac3', 90, 20), 'ow', { blastMarkers: 2 });
    const remained = go(s, { type: 'overwatch.remain', side: 0 });
    expect(rollsOf(remained.events)).toEqual([]);
    expect(remained.state.formations['ow']).toMatchObject({ overwatch: true, activated: true });
    expect(remained.state.turnState.activeSide).toBe(1);
  });

  it('1.8.4 Open Ground: infantry on overwatch in the open are in cover (5+ save); the save is lost once they have shot', () => {
    /** The Orks double up to 30cm of the Marines, the Marines firing (or not) after the second
     * move; then the Orks shoot: the cover modifiers of their to-hit rolls. */
    function orksShoot(marinesFire: boolean) {
      let s = moveAll(orksDeclared('double'), 1, BOYZ, 0, -15).state;
      s = go(s, { type: 'overwatch.pass', side: 0 }).state;
      s = moveAll(s, 1, BOYZ, 0, -15).state;
      s = marinesFire ? fire(s, 1, 1, 1).state : go(s, { type: 'overwatch.pass', side: 0 }).state;
      // Six Big Shootas, or five when the overwatch fire's Blast marker suppresses boy6: misses.
      const shot = go(
        s,
        { type: 'shoot.declare', side: 1, targetFormationId: 'ow' },
        ...(marinesFire ? [1, 1, 1, 1, 1] : [1, 1, 1, 1, 1, 1]),
      );
      const toHit = rollsOf(shot.events).filter((r) => r.section === '1.9.5');
      return toHit[0]?.modifiers.map((m) => [m.value, m.section]);
    }
    expect(orksShoot(false)).toEqual([
      [-1, '1.9.5'], // double action
      [-1, '1.8.2'], // in cover: infantry on overwatch in the open
    ]);
    expect(orksShoot(true)).toEqual([[-1, '1.9.5']]);
  });
});
