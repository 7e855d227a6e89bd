import { describe, expect, it } from 'vitest';
import type { Point } from '../../engine/kernel/geometry';
import type { GameState } from '../../engine/netea/state/schema';
import { goalsOf } from '../../engine/netea/rules/6.1-tournament/goals';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { situationOf } from '../../ai/utility/situation';
import { declare, go } from '../conformance/helpers';
import { play, setUpUntil, tournamentGame } from '../netea/rules/6.1-tournament/fixture';
import { pending } from './situations';

/**
 * The utility AI plays toward the tournament game's goals (6.1.7). Alpha (side 0) has the south
 * edge; the set-up's default objectives are objective-1 on Alpha's edge, objective-2 on Beta's
 * edge, 3 and 5 in Beta's half, 4 and 6 in Alpha's half. Every unit starts off the table; each
 * test stands the formations it needs. The goals are the engine's (goals.ts).
 */
function battleAway(): GameState {
  const game = setUpUntil(
    play(tournamentGame(), { type: 'tournament.chooseEdge', side: 0, edge: 'south' }),
    'battle',
  );
  const units = Object.fromEntries(
    Object.entries(game.units).map(([id, u]) => [
      id,
      { ...u, status: 'reserve' as const, position: null },
    ]),
  );
  // Turn 1's action phase, Alpha to act.
  return {
    ...game,
    units,
    turn: 1,
    phase: 'action',
    turnState: { ...game.turnState, strategyWinner: 0, firstSide: 0, activeSide: 0 },
  };
}

/** Stands the formation's units in a row from `at`, 5cm apart. */
function put(state: GameState, formationId: string, at: Point, broken?: boolean): GameState {
  const units = { ...state.units };
  state.formations[formationId]!.unitIds.forEach((id, i) => {
    units[id] = {
      ...units[id]!,
      status: 'deployed',
      position: { x: at.x + i * 5, y: at.y },
    };
  });
  const formations =
    broken !== undefined
      ? { ...state.formations, [formationId]: { ...state.formations[formationId]!, broken } }
      : state.formations;
  return { ...state, units, formations };
}

const objective = (state: GameState, id: string) =>
  state.objectives.find((o) => o.id === id)!.position;
const indexOf = (state: GameState, id: string) => state.objectives.findIndex((o) => o.id === id);
const half = (state: GameState, index: number) =>
  state.tournament!.objectives.find((o) => o.objectiveId === state.objectives[index]!.id)!.half;
const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

const TACTICALS = 'a-sm-tactical-detachment-1';
const SPEEDERS = 'a-sm-land-speeder-detachment-1';
const RHINOS = 'a-sm-tactical-detachment-rhinos-1'; // Alpha's most expensive (350 points)
const BETA_TACTICALS = 'b-sm-tactical-detachment-1';
const BETA_PREDATORS = 'b-sm-predator-destructor-detachment-1';

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
