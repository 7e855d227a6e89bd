import type { Command, Side } from '../../../engine/commands/schema';
import type { Refusal } from '../../../engine/result';
import type { AiOptions, HostState } from './protocol';

/**
 * What the page needs from a game host, whatever carries it: a Web Worker in the browser
 * (workerClient.ts) or Electron's preload bridge later. Screens depend on this interface only.
 */
export interface GameClient {
  newGame(setup: unknown, humanSide: Side, ai: AiOptions): void;
  /** Replay a save's command log on its set-up and carry on from there. */
  load(setup: unknown, log: readonly unknown[], humanSide: Side, ai: AiOptions): void;
  /** Submit one of the person's commands; resolves with the host's refusal or null. */
  submit(command: Command): Promise<Refusal | null>;
  setAiDelay(delayMs: number): void;
  /** Every new state, in order; returns the unsubscribe function. */
  onState(listener: (state: HostState) => void): () => void;
  onError(listener: (message: string) => void): () => void;
  dispose(): void;
}
