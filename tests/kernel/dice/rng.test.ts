import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRngState, Dice, Rng, seedToNumber } from '../../../engine/kernel/dice';

function faces(seed: number | string, n: number): number[] {
  return Dice.seeded(createRngState(seed)).d6(n, { purpose: 'test', section: '-' });
}

describe('seeded generator', () => {
  it('pins the first dice of seed 1 so that saved games keep their dice across versions', () => {
    expect(faces(1, 12)).toEqual(PINNED_SEED_1);
  });

  it('is xoshiro128**: the reference outputs from state [1, 2, 3, 4]', () => {
    const rng = new Rng([1, 2, 3, 4]);
    const out = Array.from({ length: 10 }, () => rng.nextUint32());
    // The reference implementation's first ten outputs (as published with rand_xoshiro).
    expect(out).toEqual([
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597,
      4258142804,
    ]);
  });

  it('gives the same dice for the same seed, numbers and strings alike (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat(), fc.string()), fc.integer({ min: 1, max: 50 }), (seed, n) => {
        expect(faces(seed, n)).toEqual(faces(seed, n));
      }),
    );
  });

  it('gives different sequences for neighbouring seeds', () => {
    expect(faces(1000, 20)).not.toEqual(faces(1001, 20));
    expect(seedToNumber('alpha')).not.toBe(seedToNumber('beta'));
  });

  it('advances purely: the state it started from is unchanged and can be resumed', () => {
    const start = createRngState(7);
    const copy = [...start];
    const rng = new Rng(start);
    const first = [rng.nextUint32(), rng.nextUint32()];
    expect([...start]).toEqual(copy);
    const resumed = new Rng(start);
    expect([resumed.nextUint32(), resumed.nextUint32()]).toEqual(first);
    // And from a saved mid-sequence state, the rest of the sequence follows.
    const a = new Rng(start);
    a.nextUint32();
    const b = new Rng(a.state());
    expect(b.nextUint32()).toBe(first[1]);
  });

  it('rolls every face of a D6 about equally often (fixed seed, 60,000 dice)', () => {
    const rolled = faces('uniformity', 60_000);
    const counts = [0, 0, 0, 0, 0, 0];
    for (const f of rolled) counts[f - 1]!++;
    // 10,000 expected per face; sd ≈ 91. Five sd either way.
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(460);
  });

  it('refuses impossible ranges', () => {
    const rng = new Rng(createRngState(1));
    expect(() => rng.below(0)).toThrow(RangeError);
    expect(() => rng.below(2.5)).toThrow(RangeError);
    expect(() => seedToNumber(Number.NaN)).toThrow(RangeError);
  });
});

// Recorded from the generator when it was written (xoshiro128** seeded by splitmix32).
const PINNED_SEED_1 = [3, 6, 4, 6, 1, 1, 5, 4, 2, 3, 1, 1];
