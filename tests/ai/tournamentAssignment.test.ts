import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import { goalsOf } from '../../engine/netea/rules/6.1-tournament/goals';
import { situationOf } from '../../ai/utility/situation';
import {
  BETA_HYDRA,
  BETA_PREDATORS,
  BETA_TACTICALS,
  RHINOS,
  SPEEDERS,
  TACTICALS,
  TACTICALS_2,
  battleAway,
  indexOf,
  objective,
  put,
} from './tournamentBoard';

/** How many of Alpha's formations the AI sends to the objective. */
function sentTo(state: GameState, id: string): string[] {
  const i = indexOf(state, id);
  return [...situationOf(state, 0).goals].filter(([, g]) => g.objective === i).map(([f]) => f);
}

const worthOf = (state: GameState, id: string) =>
  situationOf(state, 0).tournament!.worth[indexOf(state, id)]!;

describe('the utility AI shares its formations among the tournament objectives (6.1.4, 6.1.7)', () => {
  it('6.1.4: one formation keeps an objective no enemy is near, and the others go on to the next', () => {
    let s = battleAway();
    const o1 = objective(s, 'objective-1');
    // Three formations beside Alpha's own edge objective, the Rhinos at objective 4, Beta far off.
    s = put(s, TACTICALS, { x: o1.x - 12, y: o1.y - 4 });
    s = put(s, TACTICALS_2, { x: o1.x - 12, y: o1.y - 10 });
    s = put(s, SPEEDERS, { x: o1.x - 10, y: o1.y - 16 });
    const o4 = objective(s, 'objective-4');
    s = put(s, RHINOS, { x: o4.x - 10, y: o4.y });
    s = put(s, BETA_TACTICALS, { x: 20, y: 5 });
    expect(sentTo(s, 'objective-1')).toHaveLength(1);
  });

  it('6.1.4: in turn 3 an objective an enemy formation is about to contest wants a second formation', () => {
    // Turn 3, the first goal check (6.1.7): the far objectives are out of reach before it.
    let s: GameState = { ...battleAway(), turn: 3 };
    const o6 = objective(s, 'objective-6');
    s = put(s, TACTICALS, { x: o6.x - 25, y: o6.y + 6 });
    s = put(s, TACTICALS_2, { x: o6.x - 25, y: o6.y + 12 });
    const o4 = objective(s, 'objective-4');
    s = put(s, RHINOS, { x: o4.x - 10, y: o4.y });
    const calm = put(s, BETA_TACTICALS, { x: 20, y: 5 });
    expect(sentTo(calm, 'objective-6')).toHaveLength(1);
    // Beta's Tacticals 25cm north of objective 6: an advance from contesting it.
    const threatened = put(s, BETA_TACTICALS, { x: o6.x - 12, y: o6.y - 25 });
    expect(sentTo(threatened, 'objective-6')).toHaveLength(2);
  });

  it("6.1.7 Take And Hold: with one objective of the enemy's half held, the second is worth the whole goal", () => {
    let s = battleAway();
    const o4 = objective(s, 'objective-4');
    s = put(s, RHINOS, { x: o4.x - 10, y: o4.y });
    s = put(s, BETA_TACTICALS, { x: 20, y: 5 });
    const none = worthOf(s, 'objective-5');
    const o3 = objective(s, 'objective-3');
    const one = put(s, TACTICALS, { x: o3.x - 10, y: o3.y });
    expect(situationOf(one, 0).holders[indexOf(one, 'objective-3')]).toBe(0);
    expect(worthOf(one, 'objective-5')).toBeGreaterThan(none + 0.4);
  });

  it('6.1.7 Defend The Flag: the third objective of my half is worth more while I hold the other two', () => {
    let s = battleAway();
    s = put(s, BETA_TACTICALS, { x: 20, y: 5 });
    const o4 = objective(s, 'objective-4');
    s = put(s, RHINOS, { x: o4.x - 10, y: o4.y });
    const one = worthOf(s, 'objective-6');
    const o1 = objective(s, 'objective-1');
    const two = put(s, TACTICALS, { x: o1.x - 10, y: o1.y - 4 });
    expect(worthOf(two, 'objective-6')).toBeGreaterThan(one + 0.4);
  });

  it('6.1.7: with two goals and more than the enemy, the objectives that give them are kept', () => {
    // Alpha holds objectives 3 and 5 in Beta's half (Take And Hold).
    let s = battleAway();
    const o3 = objective(s, 'objective-3');
    const o5 = objective(s, 'objective-5');
    s = put(s, TACTICALS, { x: o3.x - 10, y: o3.y });
    s = put(s, TACTICALS_2, { x: o5.x - 10, y: o5.y });
    s = put(s, RHINOS, { x: 20, y: 110 });
    s = put(s, BETA_PREDATORS, { x: 170, y: 5 });
    // No Beta formation in Alpha's half: They Shall Not Pass too, two goals to Beta's one.
    const winning = put(s, BETA_HYDRA, { x: 10, y: 5 });
    expect(goalsOf(winning, 0)).toEqual(['take-and-hold', 'they-shall-not-pass']);
    // Beta's Hydras in Alpha's half: Alpha has one goal and is not winning.
    const level = put(s, BETA_HYDRA, { x: 175, y: 100 });
    expect(goalsOf(level, 0)).toEqual(['take-and-hold']);
    expect(worthOf(winning, 'objective-3')).toBeGreaterThan(worthOf(level, 'objective-3') + 0.5);
  });
});
