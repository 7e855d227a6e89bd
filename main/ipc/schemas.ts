import {
  armyChoiceSchema,
  tournamentGameOptionsSchema,
} from '../../engine/netea/scenarios/tournamentOptions';
import { z } from 'zod';
import { isPlayerId, PLAYER_IDS } from '../../ai/registry';
import { commandSchema, sideSchema } from '../../engine/netea/commands/schema';
import { controllerSchema, SAVE_LIMITS } from '../../engine/netea/saves';
import { gameSettingsSchema } from '../../engine/netea/state/settings';
import { perSide } from '../../engine/netea/state/perSide';
import { MAX_AI_DELAY_MS } from '../host/gameHost';
import { SAVE_ID } from '../saves/library';
import type { ShellAction } from './api';
import { rosterSchema } from '../../engine/netea/armies';
import { mapOrdersSchema } from '../../engine/netea/campaigns/mapSchema';
import { CAMPAIGN_FILE } from '../../engine/netea/campaigns/file';
import {
  CAMPAIGN_CHANNELS,
  type CampaignChannel,
  CHANNELS,
  ROSTER_CHANNELS,
  SHELL_CHANNELS,
  type InvokeChannel,
  type RosterChannel,
  type ShellInvokeChannel,
} from './channels';

/**
 * What each invoke channel accepts from the renderer. Main validates every payload against these
 * before anything else looks at it; a payload that fails is answered with the problems, unread.
 */
const none = z.undefined();

export const newGameRequestSchema = z.strictObject({
  scenarioId: z.string().min(1).max(100),
  seed: z.number().int().min(0).max(0xffffffff),
  controllers: perSide(controllerSchema),
  aiPlayer: z
    .string()
    .max(100)
    .refine(isPlayerId, {
      message: `expected one of ${PLAYER_IDS.join(', ')}`,
    }),
  settings: gameSettingsSchema.optional(),
  tournament: tournamentGameOptionsSchema.optional(),
});

/** A name a player types: printable, trimmed, not empty. */
export const saveNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[^\p{Cc}\p{Cf}]+$/u, 'a save name cannot hold control characters');

export const saveIdSchema = z.string().max(100).regex(SAVE_ID, 'not a save id');

export const REQUEST_SCHEMAS = {
  [CHANNELS.newGame]: newGameRequestSchema,
  [CHANNELS.current]: none,
  [CHANNELS.history]: none,
  [CHANNELS.submit]: z.strictObject({ command: commandSchema }),
  [CHANNELS.undo]: none,
  [CHANNELS.retryAi]: none,
  [CHANNELS.aiDelay]: z.strictObject({
    delayMs: z.number().int().min(0).max(MAX_AI_DELAY_MS),
  }),
  [CHANNELS.takeSeat]: z.strictObject({ side: sideSchema }),
  [CHANNELS.scenarios]: none,
  [CHANNELS.listSaves]: none,
  [CHANNELS.save]: z.strictObject({ name: saveNameSchema }),
  [CHANNELS.load]: z.strictObject({ id: saveIdSchema }),
  [CHANNELS.removeSave]: z.strictObject({ id: saveIdSchema }),
  [CHANNELS.renameSave]: z.strictObject({ id: saveIdSchema, name: saveNameSchema }),
  [CHANNELS.exportSave]: z.strictObject({ id: saveIdSchema }),
  // A save file the person chose; checked as any save is before it is kept.
  [CHANNELS.importSave]: z.strictObject({ text: z.string().max(SAVE_LIMITS.fileChars) }),
} as const satisfies Record<InvokeChannel, z.ZodType>;

export type RequestOf<C extends InvokeChannel> = z.output<(typeof REQUEST_SCHEMAS)[C]>;

/** A dropped file's name (no folders) and content, at most as large as the largest save. */
export const droppedFileSchema = z.strictObject({
  name: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[^\\/\p{Cc}]+$/u, 'a file name, without folders or control characters'),
  bytes: z
    .instanceof(Uint8Array)
    .refine((b) => b.length <= SAVE_LIMITS.fileChars * 4, 'larger than any Epic Solo file'),
});

export const ROSTER_REQUEST_SCHEMAS = {
  [ROSTER_CHANNELS.list]: none,
  [ROSTER_CHANNELS.save]: z.strictObject({ roster: rosterSchema }),
  [ROSTER_CHANNELS.open]: z.strictObject({ id: saveIdSchema }),
  [ROSTER_CHANNELS.remove]: z.strictObject({ id: saveIdSchema }),
  [ROSTER_CHANNELS.importFile]: droppedFileSchema,
} as const satisfies Record<RosterChannel, z.ZodType>;

export type RosterRequestOf<C extends RosterChannel> = z.output<(typeof ROSTER_REQUEST_SCHEMAS)[C]>;

const campaignIdSchema = z.object({ id: saveIdSchema }).strict();

export const CAMPAIGN_REQUEST_SCHEMAS = {
  [CAMPAIGN_CHANNELS.bundled]: none,
  [CAMPAIGN_CHANNELS.list]: none,
  [CAMPAIGN_CHANNELS.start]: z.strictObject({
    campaign: z.string().min(1).max(80),
    seed: z.number().int().min(0).max(0xffffffff),
    otherSide: z.boolean().optional(),
    opponentPlayer: z
      .string()
      .max(100)
      .refine(isPlayerId, { message: `expected one of ${PLAYER_IDS.join(', ')}` })
      .optional(),
    // A roster is checked when it is fielded (checkArmy), as a tournament game's is.
    army: armyChoiceSchema.optional(),
    // 5.4.1 more people at this machine in a league; names are checked by withPeople.
    people: z
      .array(z.strictObject({ name: z.string().max(200), army: armyChoiceSchema.optional() }))
      .max(15)
      .optional(),
  }),
  [CAMPAIGN_CHANNELS.view]: campaignIdSchema,
  [CAMPAIGN_CHANNELS.play]: campaignIdSchema,
  [CAMPAIGN_CHANNELS.choose]: z.strictObject({ id: saveIdSchema, option: z.string().max(80) }),
  [CAMPAIGN_CHANNELS.orders]: z.strictObject({ id: saveIdSchema, orders: mapOrdersSchema }),
  [CAMPAIGN_CHANNELS.resolve]: campaignIdSchema,
  [CAMPAIGN_CHANNELS.settle]: z.strictObject({
    id: saveIdSchema,
    choice: z.enum(['replay', 'forfeit']),
  }),
  [CAMPAIGN_CHANNELS.notes]: z.strictObject({ id: saveIdSchema, notes: z.string().max(50_000) }),
  [CAMPAIGN_CHANNELS.journal]: z.strictObject({
    id: saveIdSchema,
    format: z.enum(['md', 'html']),
  }),
  [CAMPAIGN_CHANNELS.remove]: campaignIdSchema,
  // The text is checked by the campaign readers (engine/netea/campaigns/definitionFile.ts).
  [CAMPAIGN_CHANNELS.importFile]: z.strictObject({ text: z.string().max(CAMPAIGN_FILE.maxChars!) }),
  [CAMPAIGN_CHANNELS.definitions]: none,
  // The definition is checked by parseCampaign in the library, as an imported one is.
  [CAMPAIGN_CHANNELS.saveDefinition]: z.strictObject({
    definition: z.unknown(),
    replace: saveIdSchema.optional(),
  }),
  [CAMPAIGN_CHANNELS.removeDefinition]: campaignIdSchema,
  [CAMPAIGN_CHANNELS.exportDefinition]: campaignIdSchema,
} as const satisfies Record<CampaignChannel, z.ZodType>;

export type CampaignRequestOf<C extends CampaignChannel> = z.output<
  (typeof CAMPAIGN_REQUEST_SCHEMAS)[C]
>;

export const SHELL_REQUEST_SCHEMAS = {
  [SHELL_CHANNELS.ready]: none,
  [SHELL_CHANNELS.openDropped]: droppedFileSchema,
} as const satisfies Record<ShellInvokeChannel, z.ZodType>;

export type ShellRequestOf<C extends ShellInvokeChannel> = z.output<
  (typeof SHELL_REQUEST_SCHEMAS)[C]
>;

/** What main sends the page on `shell:action`: checked before sending, like every payload. */
export const shellActionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('new-battle') }),
  z.strictObject({ kind: z.literal('open-save'), id: saveIdSchema }),
  z.strictObject({
    kind: z.literal('open-roster'),
    id: saveIdSchema,
    unmapped: z.array(z.string().max(2000)).max(10_000),
  }),
  z.strictObject({ kind: z.literal('language'), language: z.enum(['en', 'de']) }),
]) satisfies z.ZodType<ShellAction>;
