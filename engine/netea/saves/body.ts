import type { ChartContext } from '../flow/chart';
import type { GameState } from '../state/schema';
import type { GameSetup } from '../state/setup';
import type { HostSettings, SaveBodyInput, SaveMeta } from './schema';

/** The parts of `actor.getPersistedSnapshot()` a save keeps. */
export interface PersistedChart {
  readonly status: string;
  readonly value: unknown;
  readonly context: ChartContext;
}

export interface SaveContent {
  readonly setup: GameSetup;
  /** The chart's snapshot (`getPersistedSnapshot()` or `getSnapshot()`: status, value and
   * context are read). */
  readonly snapshot: unknown;
  readonly host: HostSettings;
  /** The player's name for a named save, null for an autosave. */
  readonly name: string | null;
  /** ISO 8601; the caller's clock, so the engine stays pure. */
  readonly savedAt: string;
}

/** The body of a save of a game in progress (or over): see schema.ts for its parts. */
export function saveBodyOf(content: SaveContent): SaveBodyInput {
  const persisted = content.snapshot as PersistedChart;
  const { log, ...game } = persisted.context.game;
  return {
    meta: metaOf(persisted.context.game, content),
    host: content.host,
    setup: content.setup,
    commands: log,
    snapshot: {
      status: persisted.status === 'done' ? 'done' : 'active',
      value: persisted.value as SaveBodyInput['snapshot']['value'],
      historyValue: {},
      children: {},
      context: { game, events: [] },
    },
  };
}

function metaOf(game: GameState, content: SaveContent): SaveMeta {
  const { controllers } = content.host;
  return {
    name: content.name,
    savedAt: content.savedAt,
    scenarioId: game.scenarioId,
    turn: game.turn,
    phase: game.phase,
    sides: game.players.map((p, side) => ({
      name: p.name,
      controller: controllers[side] ?? 'computer',
    })),
    result: game.result,
    commands: game.log.length,
  };
}
