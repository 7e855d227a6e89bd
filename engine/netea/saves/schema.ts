import { z } from 'zod';
import { perSide } from '../state/perSide';
import { commandSchema } from '../commands/schema';
import {
  checkPlayers,
  gameResultSchema,
  gameStateFieldsSchema,
  phaseSchema,
} from '../state/schema';
import { gameSetupSchema } from '../state/setup';

/**
 * The save file (docs/saves.md): an envelope naming the format, its version and a checksum over
 * the canonical text of the body; the body holds the set-up (with the seed), the command log, a
 * snapshot of the phase chart for fast loading, the host's settings and a summary for lists.
 * The schemas here describe the current version; older versions live with their migrations.
 */
export const SAVE_FORMAT = 'epic-solo/game';
export const SAVE_VERSION = 2;

const id = z.string().min(1).max(200);

/** The envelope, read first, is the kernel's (engine/kernel/saves/envelope.ts). */
export { envelopeSchema as saveEnvelopeSchema } from '../../kernel/saves/envelope';

export const controllerSchema = z.enum(['person', 'computer']);
export type Controller = z.infer<typeof controllerSchema>;

/** Who plays each side and how the computer decides: the host needs these to go on playing. */
export const hostSettingsSchema = z.strictObject({
  controllers: perSide(controllerSchema),
  /** The computer player's id in the registry of ai/registry.ts. */
  aiPlayer: id,
  /** The computer's decisions are a function of the game, its side and this seed. */
  aiSeed: z.number().int().min(0).max(0xffffffff),
});
export type HostSettings = z.infer<typeof hostSettingsSchema>;

/** What a list of saves shows without reading the game itself. */
export const saveMetaSchema = z.strictObject({
  /** The name the player gave, or null for an autosave. */
  name: z.string().min(1).max(120).nullable(),
  savedAt: z.iso.datetime(),
  scenarioId: id,
  turn: z.number().int().min(0),
  phase: phaseSchema,
  sides: perSide(z.strictObject({ name: z.string().max(200), controller: controllerSchema })),
  result: gameResultSchema.nullable(),
  commands: z.number().int().min(0),
});
export type SaveMeta = z.infer<typeof saveMetaSchema>;

/** A state of the phase chart: a name, or nested names (`{ turn: { action: 'nominating' } }`). */
export type ChartStateValue = string | { readonly [key: string]: ChartStateValue };
const chartStateValueSchema: z.ZodType<ChartStateValue> = z.union([
  z.string().min(1).max(100),
  z.record(
    z.string().min(1).max(100),
    z.lazy(() => chartStateValueSchema),
  ),
]);

/** The game in the snapshot leaves out its log: the body's `commands` is that log, kept once. */
export const savedGameSchema = gameStateFieldsSchema.omit({ log: true }).superRefine(checkPlayers);

/**
 * The chart's persisted snapshot (`actor.getPersistedSnapshot()`), with the last command's events
 * dropped (they are for the view, not the game) and the game's log kept in `commands`.
 */
export const savedSnapshotSchema = z.strictObject({
  status: z.enum(['active', 'done']),
  value: chartStateValueSchema,
  historyValue: z.strictObject({}),
  children: z.strictObject({}),
  context: z.strictObject({
    game: savedGameSchema,
    events: z.array(z.never()).max(0),
  }),
});

export const saveBodySchema = z.strictObject({
  meta: saveMetaSchema,
  host: hostSettingsSchema,
  /** The set-up the game started from; its `seed` is the game's seed. */
  setup: gameSetupSchema,
  /** Every accepted command, in order: with the set-up, the game replays exactly. */
  commands: z.array(commandSchema).max(100_000),
  snapshot: savedSnapshotSchema,
});
export type SaveBody = z.output<typeof saveBodySchema>;
export type SaveBodyInput = z.input<typeof saveBodySchema>;
