import { createPlayer } from '../../ai/registry';
import { simulate } from '../../ai/simulate';
import type { GameEvent } from '../../engine/netea/events';
import type { Side } from '../../engine/netea/commands/schema';
import { err, ok, type Result } from '../../engine/kernel/result';
import {
  battleReport,
  chooseOption,
  mapLosses,
  nextStep,
  orderMap,
  planOrders,
  recordBattle,
  type CampaignProgress,
  type NextBattle,
  type Step,
} from '../../engine/netea/campaigns';

export interface PlayOptions {
  /** The AI player that plays the person's battles (headless play: AI on every side). */
  readonly personPlayer: string;
  /** The date each battle and choice is recorded with. */
  readonly date: (battles: number) => string;
  /** The option taken at a narrative choice (the first when not given). */
  readonly choose?: (step: Extract<Step, { kind: 'choice' }>, progress: CampaignProgress) => string;
  /** Called after every battle recorded. */
  readonly onBattle?: (progress: CampaignProgress) => void;
  /** At most this many steps (a guard against a campaign that never ends). */
  readonly maxSteps?: number;
}

/** Play one campaign battle headless with AI players on both sides; the record's report. */
export function playBattle(battle: NextBattle, personPlayer: string) {
  return playBattleOut(battle, personPlayer).report;
}

/**
 * A campaign battle played headless by AI players under the battle's seed: its report and the
 * units each side lost (what a map campaign's forces carry on with, 5.4.2). A map battle the
 * person asks to be resolved automatically is this, with the AI playing their side too.
 */
export function playBattleOut(battle: NextBattle, personPlayer: string) {
  const players = battle.sides.map((side, i) =>
    createPlayer(side.player === 'person' ? personPlayer : side.player, battle.seed + i * 7919),
  );
  const events: GameEvent[] = [];
  const played = simulate(battle.setup, [players[0]!, players[1]!], {
    onEvents: (evs: readonly GameEvent[], _game: unknown, _side: Side) => void events.push(...evs),
  });
  const game = played.snapshot.context.game;
  return { report: battleReport(game, events), lost: mapLosses(game) };
}

/**
 * Play a campaign to its end headless: every battle played by AI players (the person's by
 * `personPlayer`), every choice taken by `choose`, each result recorded as the desktop app
 * records it.
 */
export function playCampaign(
  start: CampaignProgress,
  options: PlayOptions,
): Result<CampaignProgress> {
  let progress = start;
  const max = options.maxSteps ?? 200;
  for (let steps = 0; steps < max; steps++) {
    const step = nextStep(progress);
    if (!step.ok) return step;
    if (step.value.kind === 'over') return ok(progress);
    // A map campaign's turns count as steps too (5.4.2), so each turn has its own date.
    const date = options.date(
      progress.battles.length + progress.choices.length + (progress.map?.turns.length ?? 0),
    );
    if (step.value.kind === 'orders') {
      // 5.4.2 Map-based: the person's orders planned as the AI plans its own.
      const c = progress.campaign;
      const orders = c.kind === 'map' && progress.map ? planOrders(c, progress.map, 'person') : [];
      const ordered = orderMap(progress, orders, date);
      if (!ordered.ok) return ordered;
      progress = ordered.value;
      continue;
    }
    if (step.value.kind === 'choice') {
      const option = options.choose?.(step.value, progress) ?? step.value.options[0]!.id;
      const chosen = chooseOption(progress, option, date);
      if (!chosen.ok) return chosen;
      progress = chosen.value;
      continue;
    }
    const battle = step.value.battle;
    const { report, lost } = playBattleOut(battle, options.personPlayer);
    const recorded = recordBattle(progress, battle.key, report, { date, lost });
    if (!recorded.ok) return recorded;
    progress = recorded.value;
    options.onBattle?.(progress);
  }
  return err([`campaign: not over after ${max} steps`]);
}
