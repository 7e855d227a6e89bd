import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, hashText, hashValue } from '../../../engine/kernel/hash';

describe('state hash', () => {
  it('ignores key order at every level', () => {
    expect(hashValue({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      hashValue({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
  });

  it('sees every change a player would notice: a moved unit, one more Blast marker', () => {
    const base = { units: { u1: { x: 10, y: 20 } }, formations: { f1: { blastMarkers: 1 } } };
    const moved = { units: { u1: { x: 10.5, y: 20 } }, formations: { f1: { blastMarkers: 1 } } };
    const blasted = { units: { u1: { x: 10, y: 20 } }, formations: { f1: { blastMarkers: 2 } } };
    expect(hashValue(moved)).not.toBe(hashValue(base));
    expect(hashValue(blasted)).not.toBe(hashValue(base));
  });

  it('is 16 hex digits and stable across versions for a pinned text', () => {
    expect(hashText('')).toMatch(/^[0-9a-f]{16}$/);
    // Saves store hashes: a change to the function must be a deliberate, migrated one.
    expect(hashText('epic')).toBe('7ef913fe64e3c3a9');
    expect(hashText('epic')).not.toBe(hashText('Epic'));
  });

  it('writes -0 as 0, drops undefined members as JSON does, refuses NaN', () => {
    expect(canonicalJson({ a: -0, b: undefined, c: [undefined] })).toBe('{"a":0,"c":[null]}');
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ a: () => 1 })).toThrow(TypeError);
  });

  it('agrees with a JSON round trip for any JSON value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(hashValue(JSON.parse(JSON.stringify(value)))).toBe(hashValue(value));
      }),
    );
  });
});
