import { z } from 'zod';
import { PLAYER_IDS } from '../../../ai/registry';
import { commandSchema, sideSchema } from '../../../engine/commands/schema';
import type { Command, Side } from '../../../engine/commands/schema';
import type { GameEvent } from '../../../engine/events';
import type { PendingDecision } from '../../../engine/flow/pending';
import type { Refusal } from '../../../engine/result';
import type { GameState } from '../../../engine/state/schema';

/**
 * The messages between the page and the game host (a Web Worker here, Electron's main process
 * later). Both directions are parsed with zod before use: a message that does not match is a
 * bug, reported with what was wrong instead of being half-understood.
 */

/** The game's set-up is checked by the engine's own `createGame`, so it travels unchecked. */
const setupField = z.unknown();
const aiField = z.strictObject({
  seed: z.number().int().min(0).max(0xffffffff),
  /** The computer player's id (ai/registry.ts). */
  difficulty: z.enum(PLAYER_IDS),
  /** Pause between the AI's commands so that a person can follow them (0 skips the pause). */
  delayMs: z.number().int().min(0).max(5000),
});

export const toHostSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('host.new'),
    setup: setupField,
    humanSide: sideSchema,
    ai: aiField,
  }),
  z.strictObject({
    type: z.literal('host.load'),
    setup: setupField,
    log: z.array(z.unknown()).max(100_000),
    humanSide: sideSchema,
    ai: aiField,
  }),
  z.strictObject({ type: z.literal('host.command'), id: z.number().int(), command: commandSchema }),
  z.strictObject({
    type: z.literal('host.aiDelay'),
    delayMs: z.number().int().min(0).max(5000),
  }),
]);
export type ToHost = z.infer<typeof toHostSchema>;
export type AiOptions = z.infer<typeof aiField>;

const refusalSchema = z.strictObject({
  code: z.string(),
  section: z.string(),
  message: z.string(),
});

/** The game state and events are produced by the engine on the other side; the envelope is
 * checked here, the engine's types describe the contents. */
export const fromHostSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('host.state'),
    seq: z.number().int(),
    game: z.looseObject({ version: z.number(), log: z.array(z.unknown()) }),
    pending: z.looseObject({ kind: z.string(), sides: z.array(sideSchema) }),
    /** The phase chart's state value, for saves (engine/saves checks it on loading). */
    chart: z.union([z.string(), z.record(z.string(), z.unknown())]),
    events: z.array(z.looseObject({ type: z.string() })),
    /** Who sent the command that led here (null: a new or loaded game). */
    by: sideSchema.nullable(),
    explanation: z.string().nullable(),
  }),
  z.strictObject({
    type: z.literal('host.result'),
    id: z.number().int(),
    ok: z.boolean(),
    refusal: refusalSchema.optional(),
  }),
  z.strictObject({ type: z.literal('host.error'), message: z.string() }),
]);

/** The typed view of a parsed `host.state` message. */
export interface HostState {
  readonly type: 'host.state';
  readonly seq: number;
  readonly game: GameState;
  readonly pending: PendingDecision;
  readonly chart: unknown;
  readonly events: readonly GameEvent[];
  readonly by: Side | null;
  readonly explanation: string | null;
}
export type FromHost =
  | HostState
  | {
      readonly type: 'host.result';
      readonly id: number;
      readonly ok: boolean;
      readonly refusal?: Refusal;
    }
  | { readonly type: 'host.error'; readonly message: string };

/** Parse a message from the host; the error names the first field that is wrong. */
export function parseFromHost(data: unknown): FromHost | { type: 'invalid'; problem: string } {
  const parsed = fromHostSchema.safeParse(data);
  if (!parsed.success) return { type: 'invalid', problem: describe(parsed.error) };
  return parsed.data as unknown as FromHost;
}

export function parseToHost(data: unknown): ToHost | { type: 'invalid'; problem: string } {
  const parsed = toHostSchema.safeParse(data);
  if (!parsed.success) return { type: 'invalid', problem: describe(parsed.error) };
  return parsed.data;
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'invalid message';
}

export type { Command };
