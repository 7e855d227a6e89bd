import { describe, expect, it } from 'vitest';
import { shapeDistance } from '../../engine/kernel/geometry';
import { unitShape } from '../../engine/netea/rules/1.2-formations/battlefield';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import {
  battle,
  declare,
  endMove,
  eventsOf,
  go,
  move,
  placeUnit,
  refusalOf,
  rollsOf,
  withFormation,
} from './helpers';

/** Three Tactical units 5cm apart (centre to centre) at y = 20; an Ork warband far away. */
function situation(): GameState {
  return battle([
    { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 3, 60, 20) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 55, 110) },
  ]);
}

describe('1.2.1 Formations', () => {
  /** tac3 moves along the line to stand `gap` cm (edge to edge) from tac2; the move ends. */
  function stepAway(gap: number) {
    const s = go(situation(), declare(0, 'sm', 'advance'), 1).state;
    const now = shapeDistance(unitShape(s, s.units['tac2']!)!, unitShape(s, s.units['tac3']!)!);
    const moved = go(s, move(0, 'tac3', 70 + gap - now, 20)).state;
    const apart = shapeDistance(
      unitShape(moved, moved.units['tac2']!)!,
      unitShape(moved, moved.units['tac3']!)!,
    );
    expect(apart).toBeCloseTo(gap, 6);
    return go(moved, endMove(0));
  }

  it('1.2.1: every unit no further than 5cm from another, in a chain: a move that keeps the chain loses nobody', () => {
    const ended = stepAway(5);
    expect(eventsOf(ended.events, 'move/unit-destroyed')).toEqual([]);
    expect(ended.state.formations['sm']?.blastMarkers).toBe(0);
  });

  it('1.2.1 / 1.7.4: a gap of more than 5cm in the chain puts units out of formation; they are destroyed after the move', () => {
    const ended = stepAway(5.2);
    expect(ended.state.units['tac3']?.status).toBe('destroyed');
    // Each unit lost places one Blast marker on the formation.
    expect(ended.state.formations['sm']?.blastMarkers).toBe(1);
  });

  it('1.2.1: a formation separated by enemy fire must close back up into a legal formation when it next takes an action', () => {
    // tac3 stands 19cm (centre to centre) from tac2 after earlier fire.
    let s = placeUnit(situation(), 'tac3', 84, 20);
    s = go(s, declare(0, 'sm', 'march'), 1).state;
    s = go(s, move(0, 'tac3', 70, 20)).state;
    const ended = go(s, endMove(0));
    expect(ended.state.units['tac3']?.status).toBe('deployed');
    expect(eventsOf(ended.events, 'move/unit-destroyed')).toEqual([]);
  });

  it('1.2.1 / 1.6.1: a formation that is not a legal formation may not take an overwatch or sustained fire action', () => {
    const s = placeUnit(situation(), 'tac3', 90, 20);
    expect(refusalOf(s, declare(0, 'sm', 'sustained-fire'))).toMatchObject({
      code: 'action/out-of-formation',
    });
    expect(refusalOf(s, declare(0, 'sm', 'overwatch'))).toMatchObject({
      code: 'action/out-of-formation',
    });
  });
});

describe('1.2.2 Initiative Values', () => {
  it('1.2.2: the lower the initiative value the better: a 1+ formation passes on a 2, a 3+ (Ork) one fails', () => {
    const marines = go(situation(), declare(0, 'sm', 'double'), 2);
    expect(rollsOf(marines.events)[0]).toMatchObject({ base: 1, needed: 1, successes: 1 });
    expect(marines.state.turnState.activation?.action).toBe('double');
    const orks = go(
      withFormation(situation(), 'sm', { initiative: 3 }),
      declare(0, 'sm', 'double'),
      2,
    );
    expect(rollsOf(orks.events)[0]).toMatchObject({ base: 3, needed: 3, successes: 0 });
    expect(orks.state.turnState.activation?.action).toBe('hold');
  });

  it('1.2.2: formations with good initiative values rally more quickly (the rally test needs the initiative value)', () => {
    const end = (initiative: number): GameState => ({
      ...withFormation(situation(), 'sm', { initiative, blastMarkers: 2, activated: true }),
      phase: 'end',
    });
    const good = go(end(2), { type: 'end.rally', side: 0, formationId: 'sm' }, 2);
    expect(rollsOf(good.events)[0]).toMatchObject({ needed: 2, successes: 1 });
    const poor = go(end(3), { type: 'end.rally', side: 0, formationId: 'sm' }, 2);
    expect(rollsOf(poor.events)[0]).toMatchObject({ needed: 3, successes: 0 });
  });
});
