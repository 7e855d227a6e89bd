import { Rng, type RngState } from './rng';
import {
  dieSucceeds,
  followUpNeeded,
  neededScore,
  TO_HIT_RULES,
  type Modifier,
  type TestRules,
} from './toHit';

/** What a roll was for: shown in the dice log and kept in the event stream. */
export interface RollPurpose {
  /** A sentence for the dice log: "to hit: Devastators (8 shots, AP5+) at Boyz". */
  readonly purpose: string;
  /** The rule section that calls for the roll ("1.9.5"). */
  readonly section: string;
  readonly formationId?: string;
  readonly unitId?: string;
}

/** Every die rolled in a game is reported as one of these (DESIGN: each die with its purpose,
 * target number, modifiers and the rule that set them). */
export interface RollEvent extends RollPurpose {
  readonly type: 'dice/rolled';
  readonly dice: 'D6' | 'D3' | '2D6';
  /** The faces shown: D6 faces, D3 results (1–3) or the two dice of a 2D6. */
  readonly results: readonly number[];
  /** For tests against a score: the score before modifiers ("5" for 5+). */
  readonly base?: number;
  /** The score needed after modifiers; 7–9 use the 7+ procedure of 1.9.5. */
  readonly needed?: number;
  readonly modifiers: readonly Modifier[];
  /** 1.9.5: the follow-up die rolled for each 6 when 7+ is needed (null where none was rolled). */
  readonly followUps?: readonly (number | null)[];
  readonly successes?: number;
}

/** Where faces come from: the game's generator, or fixed faces in a test. */
export interface DieSource {
  d6(): number;
  state(): RngState;
}

export class SeededDieSource implements DieSource {
  private readonly rng: Rng;
  constructor(state: RngState) {
    this.rng = new Rng(state);
  }
  d6(): number {
    return this.rng.below(6) + 1;
  }
  state(): RngState {
    return this.rng.state();
  }
}

/**
 * Faces given in advance, for tests that want a rule to meet particular dice. Running out of
 * faces is a mistake in the test, so it throws. The generator state is left as it was.
 */
export class FixedDieSource implements DieSource {
  private index = 0;
  constructor(
    private readonly faces: readonly number[],
    private readonly rngState: RngState,
  ) {
    for (const f of faces) {
      if (!Number.isInteger(f) || f < 1 || f > 6) throw new RangeError(`not a D6 face: ${f}`);
    }
  }
  d6(): number {
    const face = this.faces[this.index];
    if (face === undefined) {
      throw new Error(`fixed dice exhausted after ${this.faces.length} faces`);
    }
    this.index++;
    return face;
  }
  state(): RngState {
    return this.rngState;
  }
  remaining(): number {
    return this.faces.length - this.index;
  }
}

export interface TestRoll {
  readonly results: readonly number[];
  readonly followUps: readonly (number | null)[];
  readonly successes: number;
  readonly needed: number;
}

/**
 * The dice of one command: draws faces from a source and records each roll as an event.
 * Rule code receives one, rolls through it, and the command's result carries `events` and the
 * advanced generator state.
 */
export class Dice {
  /**
   * @param events where roll events go: usually the command's own event list, so that rolls and
   * the rule events around them stay in the order they happened.
   */
  constructor(
    private readonly source: DieSource,
    readonly events: { push(event: RollEvent): unknown } = [],
  ) {}

  static seeded(state: RngState): Dice {
    return new Dice(new SeededDieSource(state));
  }

  rngState(): RngState {
    return this.source.state();
  }

  /** Roll `count` D6 and report them. */
  d6(count: number, why: RollPurpose): number[] {
    const results = this.faces(count);
    this.events.push({ type: 'dice/rolled', dice: 'D6', results, modifiers: [], ...why });
    return results;
  }

  /** 1.0.1: a D3 is a D6 read as 1–2 → 1, 3–4 → 2, 5–6 → 3. */
  d3(count: number, why: RollPurpose): number[] {
    const results = this.faces(count).map((f) => Math.ceil(f / 2));
    this.events.push({ type: 'dice/rolled', dice: 'D3', results, modifiers: [], ...why });
    return results;
  }

  /** 2D6 added together; the event keeps both faces. */
  twoD6(why: RollPurpose): number {
    const results = this.faces(2);
    this.events.push({ type: 'dice/rolled', dice: '2D6', results, modifiers: [], ...why });
    return (results[0] ?? 0) + (results[1] ?? 0);
  }

  /**
   * Roll `count` D6 each needing `base`+ after `modifiers`. By default the dice are read as to-hit
   * rolls (1.9.5): a natural 1 misses, 7–9 use the follow-up table, and nothing is rolled when
   * 10+ is needed since it may not be hit. Other tests pass their own `rules`.
   */
  test(
    count: number,
    base: number,
    modifiers: readonly Modifier[],
    why: RollPurpose,
    rules: TestRules = TO_HIT_RULES,
  ): TestRoll {
    const needed = neededScore(base, modifiers);
    const sevenPlus = rules.sevenPlus && needed > 6;
    const follow = followUpNeeded(needed);
    const impossible = rules.sevenPlus && follow === null;
    const results = impossible ? [] : this.faces(count);
    const followUps = results.map((f) => (sevenPlus && f === 6 ? this.one() : null));
    let successes = 0;
    results.forEach((f, i) => {
      if (dieSucceeds(needed, f, followUps[i] ?? null, rules)) successes++;
    });
    this.events.push({
      type: 'dice/rolled',
      dice: 'D6',
      results,
      base,
      needed,
      modifiers,
      ...(sevenPlus ? { followUps } : {}),
      successes,
      ...why,
    });
    return { results, followUps, successes, needed };
  }

  private one(): number {
    return this.source.d6();
  }

  private faces(count: number): number[] {
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`bad dice count ${count}`);
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(this.one());
    return out;
  }
}
