import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createRngState,
  Dice,
  FixedDieSource,
  followUpNeeded,
  neededScore,
  PLAIN_TEST_RULES,
  successProbability,
  type Modifier,
  type RollEvent,
} from '../../../engine/kernel/dice';

const cover: Modifier = { value: -1, reason: 'target in cover', section: '1.8.2' };
const doubleAction: Modifier = { value: -1, reason: 'double action', section: '1.9.5' };
const sustained: Modifier = { value: 1, reason: 'sustained fire', section: '1.9.5' };
const why = { purpose: 'to hit', section: '1.9.5' };
const seed = createRngState(0);

/** Dice showing the given faces; their roll events land in `log`. */
function fixed(...faces: number[]): Dice {
  return new Dice(new FixedDieSource(faces, seed), log);
}
let log: RollEvent[] = [];
beforeEach(() => {
  log = [];
});

describe('1.9.5 Roll to Hit', () => {
  it.each([
    // [base, modifiers, needed, follow-up score for a 6 or null when impossible]
    [5, [], 5, 0],
    [5, [cover], 6, 0],
    [5, [cover, doubleAction], 7, 4],
    [6, [cover, doubleAction], 8, 5],
    [6, [cover, doubleAction, { value: -1, reason: 'test', section: '-' }], 9, 6],
    [6, [cover, doubleAction, cover, doubleAction], 10, null],
    [3, [sustained], 2, 0],
  ] as const)('%i+ with %j needs %i (7+ table: follow-up %s)', (base, mods, needed, follow) => {
    expect(neededScore(base, mods)).toBe(needed);
    expect(followUpNeeded(needed)).toBe(follow);
  });

  it('a roll of 1 before modification is always a miss, even needing 1+', () => {
    const roll = fixed(1, 2).test(2, 2, [sustained], why);
    expect(roll.needed).toBe(1);
    expect(roll.successes).toBe(1); // the 2 hits, the 1 misses
  });

  it('Needing 7+ to Hit: 7 is a 6 followed by 4, 5 or 6', () => {
    // Three dice: 6 then 4 (hit), 6 then 3 (miss), 5 (miss, no follow-up).
    const roll = fixed(6, 6, 5, 4, 3).test(3, 5, [cover, doubleAction], why);
    expect(roll.needed).toBe(7);
    expect(roll.results).toEqual([6, 6, 5]);
    expect(roll.followUps).toEqual([4, 3, null]);
    expect(roll.successes).toBe(1);
  });

  it('Needing 7+ to Hit: 8 is a 6 followed by 5 or 6, 9 is a 6 followed by 6', () => {
    expect(fixed(6, 4).test(1, 6, [cover, doubleAction], why).successes).toBe(0);
    expect(fixed(6, 5).test(1, 6, [cover, doubleAction], why).successes).toBe(1);
    const nine = [cover, doubleAction, { value: -1, reason: 'test', section: '-' }];
    expect(fixed(6, 5).test(1, 6, nine, why).successes).toBe(0);
    expect(fixed(6, 6).test(1, 6, nine, why).successes).toBe(1);
  });

  it('Needing 7+ to Hit: 10 may not be hit, and no die is rolled', () => {
    const dice = fixed();
    const roll = dice.test(4, 6, [cover, doubleAction, cover, doubleAction], why);
    expect(roll.successes).toBe(0);
    expect(roll.results).toEqual([]);
  });

  it('records each roll as an event with its purpose, needed score, modifiers and section', () => {
    const dice = fixed(6, 2, 4);
    dice.test(2, 5, [cover, doubleAction], { purpose: 'to hit: 2 shots', section: '1.9.5' });
    expect(log).toEqual([
      {
        type: 'dice/rolled',
        dice: 'D6',
        results: [6, 2],
        base: 5,
        needed: 7,
        modifiers: [cover, doubleAction],
        followUps: [4, null],
        successes: 1,
        purpose: 'to hit: 2 shots',
        section: '1.9.5',
      },
    ]);
  });

  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10])(
    'hits needing %i+ come up as often as the 7+ table says (fixed seed, 120,000 dice)',
    (needed) => {
      const n = 120_000;
      const dice = Dice.seeded(createRngState(`hit-rate-${needed}`));
      const mods: Modifier[] = [{ value: 6 - needed, reason: 'test', section: '-' }];
      const { successes } = dice.test(n, 6, mods, why);
      const p = successProbability(needed);
      expect(p).toBeCloseTo(
        [5 / 6, 4 / 6, 3 / 6, 2 / 6, 1 / 6, 1 / 12, 1 / 18, 1 / 36, 0][needed - 2]!,
        12,
      );
      const sd = Math.sqrt(n * p * (1 - p));
      expect(Math.abs(successes - n * p)).toBeLessThanOrEqual(5 * sd);
    },
  );

  it('D3 reads a D6 as 1–2 → 1, 3–4 → 2, 5–6 → 3 (1.0.1)', () => {
    expect(fixed(1, 2, 3, 4, 5, 6).d3(6, why)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('2D6 adds two dice and keeps both faces in the event', () => {
    const dice = fixed(3, 5);
    expect(dice.twoD6(why)).toBe(8);
    expect(log[0]).toMatchObject({ dice: '2D6', results: [3, 5] });
  });

  it('successes never exceed dice rolled and never appear when 10+ is needed (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: -5, max: 2 }),
        (s, count, base, mod) => {
          const dice = Dice.seeded(createRngState(s));
          const roll = dice.test(count, base, [{ value: mod, reason: 'p', section: '-' }], why);
          expect(roll.successes).toBeLessThanOrEqual(count);
          if (roll.needed >= 10) expect(roll.successes).toBe(0);
          roll.results.forEach((f, i) => {
            if (f === 1) expect(roll.followUps[i]).toBeNull();
          });
        },
      ),
    );
  });
});

describe('1.6.2 FAQ: When rolling an action test does a result of 1 automatically fail? No.', () => {
  it('a 1 passes an action test of a 1+ formation', () => {
    const roll = fixed(1).test(
      1,
      1,
      [],
      { purpose: 'action test', section: '1.6.2' },
      PLAIN_TEST_RULES,
    );
    expect(roll.successes).toBe(1);
  });

  it('with a Blast marker (-1) the same formation needs 2', () => {
    const blast: Modifier = { value: -1, reason: 'has Blast markers', section: '1.6.2' };
    const roll = fixed(1).test(
      1,
      1,
      [blast],
      { purpose: 'action test', section: '1.6.2' },
      PLAIN_TEST_RULES,
    );
    expect(roll.needed).toBe(2);
    expect(roll.successes).toBe(0);
    expect(successProbability(1, PLAIN_TEST_RULES)).toBe(1);
    expect(successProbability(7, PLAIN_TEST_RULES)).toBe(0);
  });
});
