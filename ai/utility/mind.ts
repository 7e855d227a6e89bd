import type { Rng } from '../../engine/kernel/dice/rng';

/** How well the utility player plays: how widely it looks and how carefully it chooses. */
export interface Difficulty {
  readonly id: 'easy' | 'normal' | 'hard';
  /** Directions sampled around a formation for a move. */
  readonly directions: number;
  /** Best destinations checked for how far every unit can really go. */
  readonly feasible: number;
  /** Ask the engine's crossfire rule about the best destinations (costly). */
  readonly crossfire: boolean;
  /** Softmax temperature over candidate scores; 0 always takes the best. */
  readonly temperature: number;
  /** Whether it weighs shooting and assault odds, or only distances (easy looks less far). */
  readonly weighOdds: boolean;
}

export const DIFFICULTIES: Readonly<Record<Difficulty['id'], Difficulty>> = {
  easy: {
    id: 'easy',
    directions: 6,
    feasible: 1,
    crossfire: false,
    temperature: 0.25,
    weighOdds: false,
  },
  normal: {
    id: 'normal',
    directions: 8,
    feasible: 1,
    crossfire: false,
    temperature: 0.08,
    weighOdds: true,
  },
  hard: {
    id: 'hard',
    directions: 16,
    feasible: 3,
    crossfire: true,
    temperature: 0,
    weighOdds: true,
  },
};

/**
 * What the utility player carries between decisions: its level and its own generator. Nothing
 * else: the host builds the player afresh for each decision (main/ai/decide.ts), so every plan
 * is worked out from the state.
 */
export interface Mind {
  readonly difficulty: Difficulty;
  readonly rng: Rng;
  uniform(lo: number, hi: number): number;
}
