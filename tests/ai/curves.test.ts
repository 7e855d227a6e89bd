import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clamp01,
  floor,
  inverse,
  linear,
  logistic,
  piecewise,
  power,
} from '../../ai/utility/curves';
import { objectiveControlCurve } from '../../ai/utility/considerations/position';
import { rank, scoreOf } from '../../ai/utility/score';

describe('response curves', () => {
  it('linear runs between its two points and is flat beyond them', () => {
    const c = linear(10, 0, 20, 1);
    expect([c(0), c(10), c(15), c(20), c(99)]).toEqual([0, 0, 0.5, 1, 1]);
    expect(linear(0, 1, 100, 0)(25)).toBeCloseTo(0.75);
  });

  it('logistic is one half at its middle and rises or falls with the sign of its steepness', () => {
    expect(logistic(3, 2)(3)).toBeCloseTo(0.5);
    expect(logistic(3, 2)(6)).toBeGreaterThan(0.99);
    expect(logistic(3, -2)(6)).toBeLessThan(0.01);
  });

  it('power starts slowly; inverse and floor reshape another curve', () => {
    expect(power(0, 10)(5)).toBeCloseTo(0.25);
    expect(inverse(linear(0, 0, 10, 1))(2)).toBeCloseTo(0.8);
    expect(floor(linear(0, 0, 10, 1), 0.6)(0)).toBeCloseTo(0.6);
    expect(floor(linear(0, 0, 10, 1), 0.6)(10)).toBeCloseTo(1);
  });

  it('piecewise passes through its points', () => {
    const c = piecewise([
      [0, 0],
      [10, 1],
      [20, 0.5],
    ]);
    expect([c(-5), c(5), c(10), c(15), c(30)]).toEqual([0, 0.5, 1, 0.75, 0.5]);
  });

  it('every curve stays within 0..1 whatever it is given, NaN included', () => {
    const curves = [
      linear(-3, -2, 7, 5),
      logistic(0, 4),
      power(2, 9, 3),
      inverse(logistic(1, -1)),
      floor(linear(0, 0, 1, 1), 0.3),
      objectiveControlCurve,
    ];
    fc.assert(
      fc.property(fc.double(), (x) =>
        curves.every((c) => {
          const y = c(x);
          return y >= 0 && y <= 1;
        }),
      ),
    );
    expect(clamp01(Number.NaN)).toBe(0);
  });

  it('objective control rewards standing within capture range (15cm, 1.14.2) far above nearby', () => {
    expect(objectiveControlCurve(5)).toBeGreaterThan(0.9);
    expect(objectiveControlCurve(25)).toBeLessThan(0.5);
  });
});

describe('scoring', () => {
  it('multiplies considerations, compensating for their number, so one zero vetoes', () => {
    const one = { label: 'x', command: { type: 'action.end', side: 0 } as const };
    expect(scoreOf({ ...one, considerations: [{ name: 'a', value: 0.5 }] })).toBeCloseTo(0.5);
    // Two halves: 0.5 * 0.5 raised back by the make-up factor (1 - 1/2) to 0.625 * 0.625.
    expect(
      scoreOf({
        ...one,
        considerations: [
          { name: 'a', value: 0.5 },
          { name: 'b', value: 0.5 },
        ],
      }),
    ).toBeCloseTo(0.390625);
    expect(
      scoreOf({
        ...one,
        considerations: [
          { name: 'a', value: 1 },
          { name: 'b', value: 0 },
        ],
      }),
    ).toBe(0);
  });

  it('ranks best first, keeping the given order on ties', () => {
    const c = (label: string, value: number) => ({
      label,
      command: { type: 'action.end', side: 0 } as const,
      considerations: [{ name: 'v', value }],
    });
    expect(rank([c('a', 0.2), c('b', 0.9), c('c', 0.2)]).map((x) => x.label)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });
});
