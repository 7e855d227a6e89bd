import { replayWith, type ReplayResult as KernelReplayResult } from '../kernel/replay';
import type { GameEvent } from './events';
import { NETEA } from './ruleset';
import type { GameState } from './state/schema';

export type ReplayResult = KernelReplayResult<GameState, GameEvent>;

/** A NetEA game rebuilt from its set-up and command log (the kernel's replay). */
export function replay(setup: unknown, log: readonly unknown[]): ReplayResult {
  return replayWith(NETEA, setup, log);
}
