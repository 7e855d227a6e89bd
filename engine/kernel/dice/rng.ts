/**
 * The seeded generator. Its whole state is four unsigned 32-bit integers held in the game state,
 * so a game is reproducible from its seed and survives a JSON round trip. xoshiro128** (Blackman
 * and Vigna) is small, fast and statistically sound for dice; splitmix32 spreads a seed over the
 * four words so that neighbouring seeds give unrelated games.
 */
export type RngState = readonly [number, number, number, number];

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A seed may be a number or a string (a player can type "tuesday-game"). */
export function seedToNumber(seed: number | string): number {
  if (typeof seed === 'number') {
    if (!Number.isFinite(seed)) throw new RangeError(`seed must be finite, got ${seed}`);
    // Fold the integer part of any safe integer into 32 bits, high word included.
    const high = Math.floor(seed / 0x100000000);
    return (seed ^ Math.imul(high, 0x27d4eb2d)) >>> 0;
  }
  // FNV-1a over UTF-16 code units.
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function createRngState(seed: number | string): RngState {
  const next = splitmix32(seedToNumber(seed));
  const words: [number, number, number, number] = [next(), next(), next(), next()];
  // xoshiro must never be all zero.
  if ((words[0] | words[1] | words[2] | words[3]) === 0) words[0] = 1;
  return words;
}

/**
 * A generator that advances a private copy of a state. Rule code uses one per command and writes
 * `state()` back into the new game state, so the game state itself is never mutated.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5) >>> 0, 7), 9) >>> 0;
    const t = (this.b << 9) >>> 0;
    this.c = (this.c ^ this.a) >>> 0;
    this.d = (this.d ^ this.b) >>> 0;
    this.b = (this.b ^ this.c) >>> 0;
    this.a = (this.a ^ this.d) >>> 0;
    this.c = (this.c ^ t) >>> 0;
    this.d = rotl(this.d, 11);
    return result;
  }

  /** A uniform integer in [0, n) without modulo bias (rejection sampling). */
  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000) {
      throw new RangeError(`below() needs an integer from 1 to 2^32, got ${n}`);
    }
    const limit = Math.floor(0x100000000 / n) * n;
    for (;;) {
      const u = this.nextUint32();
      if (u < limit) return u % n;
    }
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
