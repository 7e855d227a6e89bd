import { isPlayerId, type PlayerId } from '../../../ai/registry';
import type { Side } from '../../../engine/commands/schema';
import { readSave, writeSave } from '../../../engine/saves';
import { TRAINING_SCENARIOS } from '../../../engine/scenarios';
import type { GameState } from '../../../engine/state/schema';
import type { GameSetup } from '../../../engine/state/setup';

/**
 * Saves in the browser, in the one versioned, checksummed save format of `engine/saves` that the
 * desktop host writes to disk: set-up, command log and the chart's snapshot. Loading replays the
 * log in the game host, so a save that the engine's checks accept plays on exactly.
 */

/** What the page writes: the game as it stands, with the chart state the host reported. */
export interface SaveInput {
  readonly name: string | null;
  readonly savedAt: string;
  readonly humanSide: Side;
  readonly aiSeed: number;
  readonly aiPlayer: PlayerId;
  readonly setup: unknown;
  /** The phase chart's state value (HostState.chart). */
  readonly chart: unknown;
  readonly game: GameState;
}

/** What the start screen reads back. */
export interface SaveRecord {
  readonly name: string;
  readonly savedAt: string;
  readonly scenarioName: string;
  readonly humanSide: Side;
  readonly aiSeed: number;
  readonly aiPlayer: PlayerId;
  readonly setup: unknown;
  readonly log: readonly unknown[];
}

export function encodeSave(input: SaveInput): string {
  const computer: Side = input.humanSide === 0 ? 1 : 0;
  return writeSave({
    setup: input.setup as GameSetup,
    snapshot: {
      // The chart reaches its final state when the game is over.
      status: input.game.result ? 'done' : 'active',
      value: input.chart,
      context: { game: input.game, events: [] },
    },
    host: {
      controllers: computer === 1 ? ['person', 'computer'] : ['computer', 'person'],
      aiPlayer: input.aiPlayer,
      aiSeed: input.aiSeed,
    },
    name: input.name,
    savedAt: input.savedAt,
  });
}

export type Decoded = { ok: true; save: SaveRecord } | { ok: false; problem: string };

export function decodeSave(text: string): Decoded {
  const read = readSave(text);
  if (!read.ok) return { ok: false, problem: read.error.join('; ') };
  const { meta, host, setup, commands } = read.value;
  const humanSide = host.controllers.indexOf('person');
  if (humanSide !== 0 && humanSide !== 1)
    return { ok: false, problem: 'host.controllers: no side is played by a person' };
  if (!isPlayerId(host.aiPlayer))
    return { ok: false, problem: `host.aiPlayer: no computer player "${host.aiPlayer}"` };
  return {
    ok: true,
    save: {
      name: meta.name ?? 'Autosave',
      savedAt: meta.savedAt,
      scenarioName:
        TRAINING_SCENARIOS.find((s) => s.id === meta.scenarioId)?.name ?? meta.scenarioId,
      humanSide,
      aiSeed: host.aiSeed,
      aiPlayer: host.aiPlayer,
      setup,
      log: commands,
    },
  };
}

/** Where saves live: localStorage in the browser, files through the preload bridge later. */
export interface SaveStore {
  list(): { key: string; name: string; savedAt: string }[];
  read(key: string): Decoded;
  write(key: string, input: SaveInput): void;
}

const PREFIX = 'epic-solo/save/';
export const AUTOSAVE_KEY = 'autosave';

export function localStorageSaves(storage: Storage): SaveStore {
  return {
    list() {
      const out: { key: string; name: string; savedAt: string }[] = [];
      for (let i = 0; i < storage.length; i++) {
        const full = storage.key(i);
        if (!full?.startsWith(PREFIX)) continue;
        const decoded = decodeSave(storage.getItem(full) ?? '');
        if (decoded.ok) {
          out.push({
            key: full.slice(PREFIX.length),
            name: decoded.save.name,
            savedAt: decoded.save.savedAt,
          });
        }
      }
      return out.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    },
    read(key) {
      const text = storage.getItem(PREFIX + key);
      return text === null ? { ok: false, problem: `no save named "${key}"` } : decodeSave(text);
    },
    write(key, input) {
      // A save that does not fit in storage throws here; the caller shows it and the older
      // save under that key stays as it was.
      storage.setItem(PREFIX + key, encodeSave(input));
    },
  };
}
