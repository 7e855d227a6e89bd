import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/netea/events';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import type { Command } from '../../engine/netea/commands/schema';
import { airGame, STRAIGHT_IN } from '../netea/rules/4.2-aircraft/airGame';
import {
  battle,
  declare,
  endAction,
  endMove,
  go,
  refusalOf,
  rollsOf,
  withFormation,
} from './helpers';

/** The 1.14 End Phase and the FAQ answers of 1.14 and 1.14.1 (seed 000 footnotes 29, 30). */

/** Marines (two Tactical units, one Blast marker) take the last action of turn 1; an Ork
 * Great Gargant with one fire burning has acted already. */
function lastAction(): GameState {
  let s = battle([
    { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 2, 60, 20) },
    { id: 'gg', side: 1, units: [{ id: 'gargant', sheet: 'ork-great-gargant', x: 100, y: 90 }] },
  ]);
  s = withFormation(s, 'sm', { blastMarkers: 1 });
  s = withFormation(s, 'gg', { activated: true });
  s = { ...s, units: { ...s.units, gargant: { ...s.units['gargant']!, fires: 1 } } };
  // The action test: 1+ with -1 for the Blast marker, passed on a 2.
  s = go(s, declare(0, 'sm', 'advance'), 2).state;
  return go(s, endMove(0)).state;
}

const steps = (events: readonly GameEvent[]) =>
  events
    .map((e) => `${e.type} ${(e as { section?: string }).section ?? ''}`.trim())
    .filter((e) => /phase\/|dice\/rolled|objectives|turn-begins|rallied|rally/.test(e));

describe('1.14 The End Phase', () => {
  it('1.14: once both players have acted with each of their unbroken formations the end phase begins; both players must rally, then the victory conditions are checked', () => {
    const s = lastAction();
    expect(s.phase).toBe('action');
    // The last action ends (the fire on the Gargant is rolled: a 5 puts it out).
    const ended = go(s, endAction(0), 5);
    expect(ended.state.phase).toBe('end');
    // The Marines must rally: nothing else may happen first.
    expect(refusalOf(ended.state, declare(0, 'sm', 'advance'))).not.toBeNull();
    const rallied = go(ended.state, { type: 'end.rally', side: 0, formationId: 'sm' }, 6);
    expect(rallied.state.formations['sm']?.blastMarkers).toBe(0);
    expect(rallied.state).toMatchObject({ turn: 2, phase: 'strategy' });
  });

  it('1.14 FAQ: What is the order of events that happen in the End Phase? End of turn effects of critical hits (fires), then the rallies, then the victory conditions', () => {
    const ended = go(lastAction(), endAction(0), 5);
    const rallied = go(ended.state, { type: 'end.rally', side: 0, formationId: 'sm' }, 6);
    expect(steps([...ended.events, ...rallied.events])).toEqual([
      'phase/end-begins 1.14',
      'dice/rolled 3.2.3',
      'dice/rolled 1.14.1',
      'rally/passed 1.14.1',
      'objectives/checked 1.14.2',
      'game/turn-begins',
    ]);
    expect(ended.state.units['gargant']?.fires).toBe(0);
  });
});

/** The Ork Fighta-Bombers of airGame (side 0) fly the turn's last action; an Ork Great Gargant
 * with one fire burning has acted already, and so has the Imperial battery. */
function lastFlight(): GameState {
  const air = airGame();
  const withGargant = battle([
    ...Object.values(air.formations).map((f) => ({
      id: f.id,
      side: f.side,
      units: f.unitIds.map((id) => ({ id, sheet: air.units[id]!.datasheetId, x: 0, y: 0 })),
    })),
    { id: 'gg', side: 0, units: [{ id: 'gargant', sheet: 'ork-great-gargant', x: 20, y: 40 }] },
  ]);
  let s: GameState = {
    ...air,
    datasheets: withGargant.datasheets,
    units: { ...air.units, gargant: { ...withGargant.units['gargant']!, fires: 1 } },
    formations: { ...air.formations, gg: withGargant.formations['gg']! },
  };
  s = withFormation(withFormation(s, 'gg', { activated: true }), 'bat', { activated: true });
  const mission: Command = {
    type: 'aircraft.mission',
    side: 0,
    formationId: 'fb',
    mission: 'ground-attack',
    approach: STRAIGHT_IN,
  };
  s = go(s, mission, 6).state;
  s = go(s, { type: 'aircraft.flak', side: 1, unitIds: [] }).state;
  return s;
}

describe('1.14 FAQ: the order of the end phase', () => {
  it('1.14 FAQ: What is the order of events that happen in the End Phase? Aircraft disengage first (step 1), then the fires of critical hits burn (step 2)', () => {
    // The Fighta-Bombers give up their attack: the action phase is over and the end phase begins,
    // with no fire rolled while they are still in the air.
    const ended = go(lastFlight(), { type: 'aircraft.attack', side: 0, targetFormationId: null });
    expect(ended.state.phase).toBe('end');
    expect(rollsOf(ended.events)).toEqual([]);
    expect(ended.state.units['gargant']?.fires).toBe(1);
    // They disengage (the Hydra, which let the approach pass, may fire at them: it does not);
    // then the fire is rolled for (a 5 puts it out, 3.2.3).
    const out = go(ended.state, {
      type: 'aircraft.disengage',
      side: 0,
      formationId: 'fb',
      path: [
        { x: 90, y: 60 },
        { x: 90, y: 120 },
      ],
    });
    expect(rollsOf(out.events)).toEqual([]);
    const burnt = go(out.state, { type: 'aircraft.flak', side: 1, unitIds: [] }, 5);
    expect(burnt.state.aircraft?.flights['fb']).toBeUndefined();
    expect(rollsOf(burnt.events).map((r) => r.section)).toEqual(['3.2.3']);
    expect(burnt.state.units['gargant']?.fires ?? 0).toBe(0);
  });
});

describe('1.14.1 Rallying Formations: FAQ', () => {
  it('1.14.1 FAQ: Can a broken formation that failed to rally make a withdrawal move in the End phase if it already made a withdrawal in the Action phase when it broke? Yes', () => {
    // Two Marines with a Blast marker at y = 40; three Boyz 30cm away shoot them with a
    // sustained fire action and miss: the marker for coming under fire breaks the Marines.
    let s = battle(
      [
        { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 2, 60, 40) },
        { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 70) },
      ],
      { active: 1 },
    );
    s = withFormation(s, 'sm', { blastMarkers: 1 });
    s = go(s, declare(1, 'orks', 'sustained-fire'), 1).state;
    s = go(s, { type: 'shoot.declare', side: 1, targetFormationId: 'sm' }, 1, 1, 1).state;
    expect(s.formations['sm']?.broken).toBe(true);
    // The withdrawal in the action phase: both Marines fall back 10cm.
    expect(s.turnState.withdrawal).toMatchObject({ side: 0, formationIds: ['sm'] });
    for (const [id, x] of [
      ['tac1', 60],
      ['tac2', 65],
    ] as const) {
      s = go(s, { type: 'withdrawal.move', side: 0, unitId: id, path: [{ x, y: 30 }] }).state;
    }
    s = go(s, { type: 'withdrawal.end', side: 0 }).state;
    s = go(s, { type: 'withdrawal.end', side: 0 }).state;
    expect(s.units['tac1']?.position).toEqual({ x: 60, y: 30 });
    if (s.turnState.activation) s = go(s, endAction(1)).state;
    expect(s.phase).toBe('end');
    // The rally fails (1+ with -2 for broken, the Orks over 30cm away: a 2 fails) ...
    const failed = go(s, { type: 'end.rally', side: 0, formationId: 'sm' }, 2).state;
    expect(failed.formations['sm']?.broken).toBe(true);
    // ... and the formation withdraws again, in the end phase.
    expect(failed.turnState.withdrawal).toMatchObject({ side: 0, formationIds: ['sm'] });
    let back = failed;
    for (const [id, x] of [
      ['tac1', 60],
      ['tac2', 65],
    ] as const) {
      back = go(back, { type: 'withdrawal.move', side: 0, unitId: id, path: [{ x, y: 20 }] }).state;
    }
    back = go(go(back, { type: 'withdrawal.end', side: 0 }).state, {
      type: 'withdrawal.end',
      side: 0,
    }).state;
    expect(back.units['tac1']?.position).toEqual({ x: 60, y: 20 });
    expect(back.units['tac2']?.position).toEqual({ x: 65, y: 20 });
    expect(back).toMatchObject({ turn: 2, phase: 'strategy' });
  });
});
