import { z } from 'zod';
import { PLAYER_IDS } from '../../../ai/registry';
import { sideSchema } from '../../../engine/commands/schema';

/**
 * Saves in the browser: a game is its set-up, its seed (inside the set-up) and its command log,
 * so a save holds those and loading replays the log. This is a thin adapter: the versioned save
 * format of `engine/saves/` (in progress) replaces `encodeSave` / `decodeSave` without changing
 * the screens, which only see `SaveRecord` and `SaveStore`.
 */
const SAVE_FORMAT = 'epic-solo-browser-save';
const SAVE_VERSION = 0;

const saveSchema = z.strictObject({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(SAVE_VERSION),
  name: z.string().min(1).max(200),
  savedAt: z.string().max(100),
  scenarioName: z.string().max(200),
  humanSide: sideSchema,
  aiSeed: z.number().int().min(0).max(0xffffffff),
  /** The computer player (ai/registry.ts); saves from before it was chosen played random. */
  aiPlayer: z.enum(PLAYER_IDS).default('random'),
  /** Checked by the engine's createGame when the game is loaded. */
  setup: z.unknown(),
  log: z.array(z.unknown()).max(100_000),
});
export type SaveRecord = z.infer<typeof saveSchema>;

export function encodeSave(record: Omit<SaveRecord, 'format' | 'version'>): string {
  return JSON.stringify({ format: SAVE_FORMAT, version: SAVE_VERSION, ...record });
}

export type Decoded = { ok: true; save: SaveRecord } | { ok: false; problem: string };

export function decodeSave(text: string): Decoded {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'the save is not JSON' };
  }
  const parsed = saveSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, problem: `${issue?.path.join('.') || 'save'}: ${issue?.message ?? '?'}` };
  }
  return { ok: true, save: parsed.data };
}

/** Where saves live: localStorage in the browser, files through the preload bridge later. */
export interface SaveStore {
  list(): { key: string; name: string; savedAt: string }[];
  read(key: string): Decoded;
  write(key: string, record: Omit<SaveRecord, 'format' | 'version'>): void;
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
    write(key, record) {
      // A save that does not fit in storage throws here; the caller shows it and the older
      // save under that key stays as it was.
      storage.setItem(PREFIX + key, encodeSave(record));
    },
  };
}
