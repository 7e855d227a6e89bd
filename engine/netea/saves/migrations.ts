import { z } from 'zod';
import { createGameActor } from '../flow/game';
import { replay } from '../replay';
import { err, ok, type Result } from '../../kernel/result';
import { formatIssues } from '../../kernel/issues';
import { gameSetupSchema } from '../state/setup';
import { saveBodyOf } from './body';
import { hostSettingsSchema, SAVE_VERSION } from './schema';

/**
 * Older save formats, each migrated by code to the next version. A migration takes the body of
 * its version (already past the checksum) and returns the body of the next, or says what is wrong.
 */
export interface Migration {
  readonly from: number;
  readonly describe: string;
  migrate(body: unknown): Result<unknown>;
}

/**
 * Version 1 is the bare game record of DESIGN ("a game is its set-up, its seed and its command
 * log"): no snapshot, no summary, no host settings. It is what a game looks like when written
 * by hand or by a tool from a battle log, and it is migrated by replaying the log.
 */
export const saveBodyV1Schema = z.strictObject({
  setup: gameSetupSchema,
  commands: z.array(z.unknown()).max(100_000),
  name: z.string().min(1).max(120).optional(),
  savedAt: z.iso.datetime(),
  host: hostSettingsSchema.optional(),
});

/** A game record says nothing of who played what: the person takes player 1, as in a new game. */
export const V1_DEFAULT_HOST = {
  controllers: ['person', 'computer'],
  aiPlayer: 'random',
  aiSeed: 0,
} as const;

const v1ToV2: Migration = {
  from: 1,
  describe: 'a game record (set-up and command log) gains a snapshot, a summary and host settings',
  migrate(body) {
    const parsed = saveBodyV1Schema.safeParse(body);
    if (!parsed.success) return err(formatIssues('save (version 1) body', parsed.error.issues));
    const record = parsed.data;
    const replayed = replay(record.setup, record.commands);
    if (!replayed.ok)
      return err([`save (version 1): the command log does not replay: ${replayed.problem}`]);
    const actor = createGameActor({ game: replayed.state });
    actor.start();
    const snapshot = actor.getPersistedSnapshot();
    actor.stop();
    return ok(
      saveBodyOf({
        setup: record.setup,
        snapshot,
        host: record.host ?? {
          controllers: [...V1_DEFAULT_HOST.controllers],
          aiPlayer: V1_DEFAULT_HOST.aiPlayer,
          aiSeed: V1_DEFAULT_HOST.aiSeed,
        },
        name: record.name ?? null,
        savedAt: record.savedAt,
      }),
    );
  },
};

export const MIGRATIONS: readonly Migration[] = [v1ToV2];

/** Bring a body of `version` up to the current version, one migration at a time. */
export function migrate(version: number, body: unknown): Result<unknown> {
  let current = body;
  for (let v = version; v < SAVE_VERSION; v++) {
    const step = MIGRATIONS.find((m) => m.from === v);
    if (!step) return err([`save: no migration from format version ${v}`]);
    const next = step.migrate(current);
    if (!next.ok) return next;
    current = next.value;
  }
  return ok(current);
}
