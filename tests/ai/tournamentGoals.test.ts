import { describe, expect, it } from 'vitest';
import { goalsOf } from '../../engine/netea/rules/6.1-tournament/goals';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { situationOf } from '../../ai/utility/situation';
import { declare, go } from '../conformance/helpers';
import { pending } from './situations';
import {
  BETA_PREDATORS,
  BETA_TACTICALS,
  RHINOS,
  SPEEDERS,
  TACTICALS,
  battleAway,
  dist,
  half,
  indexOf,
  objective,
  put,
} from './tournamentBoard';

/**
 * The utility AI plays toward the tournament game's goals (6.1.7); the board is
 * tournamentBoard.ts's. The goals are the engine's (goals.ts).
 */
describe('the utility AI plays toward the tournament goals (6.1.7)', () => {
  it('6.1.7 Blitzkrieg: the objective the enemy set up on its own edge is wanted first (with Take And Hold it is two goals)', () => {
    let s = battleAway();
    s = put(s, TACTICALS, { x: 100, y: 100 });
    s = put(s, RHINOS, { x: 60, y: 112 });
    s = put(s, BETA_TACTICALS, { x: 20, y: 10 });
    const situation = situationOf(s, 0);
    expect(s.objectives[situation.targets[0]!]!.id).toBe('objective-2');
    // The three wanted first: Beta's edge, then the two of Alpha's that deny Beta most.
    expect(situation.targets.slice(0, 3).map((i) => s.objectives[i]!.id)).toContain('objective-1');
  });

  it("6.1.7 Take And Hold: a formation in midfield advances on an objective in the enemy's half", () => {
    let s = battleAway();
    s = put(s, TACTICALS, { x: 110, y: 75 });
    s = put(s, RHINOS, { x: 60, y: 112 });
    s = put(s, BETA_TACTICALS, { x: 20, y: 10 });
    const goal = situationOf(s, 0).goals.get(TACTICALS)!;
    expect(half(s, goal.objective)).toBe(1);
    s = go(s, declare(0, TACTICALS, 'advance'), 6).state;
    const command = createUtilityPlayer('hard', 1).decide(
      s,
      pending(s, 'carry-out-action'),
      0,
    ).command;
    expect(command.type).toBe('move.unit');
    if (command.type !== 'move.unit') return;
    const from = s.units[command.unitId]!.position!;
    const to = command.path[command.path.length - 1]!;
    const target = s.objectives[goal.objective]!.position;
    // Most of a 15cm advance toward it.
    expect(dist(from, target) - dist(to, target)).toBeGreaterThan(8);
  });

  it('6.1.4: units of a broken formation neither capture nor contest, and a broken formation is sent to no objective', () => {
    let s = battleAway();
    const o4 = objective(s, 'objective-4');
    s = put(s, TACTICALS, { x: o4.x - 5, y: o4.y + 10 });
    s = put(s, RHINOS, { x: 60, y: 112 });
    s = put(s, SPEEDERS, { x: 150, y: 110 }, true);
    s = put(s, BETA_TACTICALS, { x: o4.x - 5, y: o4.y - 10 }, true);
    const situation = situationOf(s, 0);
    // Beta's broken Tacticals beside it do not contest: Alpha holds it.
    expect(situation.holders[indexOf(s, 'objective-4')]).toBe(0);
    expect(situation.goals.has(SPEEDERS)).toBe(false);
    expect(situation.goals.has(TACTICALS)).toBe(true);
    // The same Tacticals unbroken contest it.
    const contested = put(s, BETA_TACTICALS, { x: o4.x - 5, y: o4.y - 10 }, false);
    expect(situationOf(contested, 0).holders[indexOf(s, 'objective-4')]).toBeNull();
  });

  it('6.1.7: when the enemy is about to win, a formation goes to contest an objective that gives it a goal', () => {
    // Beta holds objectives 4 and 6 in Alpha's half (Take And Hold) and has They Shall Not Pass:
    // two goals to none.
    let base = battleAway();
    base = put(base, SPEEDERS, { x: 100, y: 108 });
    base = put(base, RHINOS, { x: 60, y: 112 });
    const o4 = objective(base, 'objective-4');
    const o6 = objective(base, 'objective-6');
    const winning = put(put(base, BETA_TACTICALS, { x: o4.x - 5, y: o4.y - 5 }), BETA_PREDATORS, {
      x: o6.x - 5,
      y: o6.y - 5,
    });
    expect(goalsOf(winning, 1)).toEqual(['take-and-hold', 'they-shall-not-pass']);
    const contest = situationOf(winning, 0).goals.get(SPEEDERS)!.objective;
    expect(['objective-4', 'objective-6']).toContain(winning.objectives[contest]!.id);
    // With Beta's formations far from those objectives the Speeders go elsewhere.
    const calm = put(put(base, BETA_TACTICALS, { x: 20, y: 10 }), BETA_PREDATORS, {
      x: 160,
      y: 10,
    });
    const elsewhere = situationOf(calm, 0).goals.get(SPEEDERS)!.objective;
    expect(['objective-4', 'objective-6']).not.toContain(calm.objectives[elsewhere]!.id);
  });

  it('6.1.7 Break Their Spirit: the most expensive formation keeps to its own half while cheaper ones go forward', () => {
    let s = battleAway();
    // The Rhinos (350 points) and Tacticals (300) side by side near objective 5 in Beta's half.
    const o5 = objective(s, 'objective-5');
    s = put(s, RHINOS, { x: o5.x - 10, y: o5.y + 14 });
    s = put(s, TACTICALS, { x: o5.x - 10, y: o5.y + 20 });
    s = put(s, BETA_TACTICALS, { x: 20, y: 10 });
    const situation = situationOf(s, 0);
    expect(half(s, situation.goals.get(RHINOS)!.objective)).toBe(0);
    expect(half(s, situation.goals.get(TACTICALS)!.objective)).toBe(1);
    // Beta's Tacticals are the only Beta formation in play: its most expensive, Alpha's quarry
    // for Break Their Spirit.
    expect(situation.tournament?.spirit.has(BETA_TACTICALS)).toBe(true);
    expect(situation.tournament?.treasure.has(RHINOS)).toBe(true);
  });
});
