import type { Side } from '../../../engine/netea/commands/schema';
import {
  nextStep,
  recordBattle,
  type BattleReport,
  type CampaignProgress,
  type DecidedBy,
  type NextBattle,
} from '../../../engine/netea/campaigns';

/** A battle's report as a game would give it, made by hand. */
export function report(
  winner: Side | null,
  options: { decidedBy?: DecidedBy; turns?: number; goals?: [number, number] } = {},
): BattleReport {
  return {
    winner,
    decidedBy: options.decidedBy ?? (winner === null ? 'draw' : 'conditions'),
    turns: options.turns ?? 3,
    reason: winner === null ? 'no side won' : 'held 1 objective for 1 full turn',
    casualties: [1, 2],
    goals: options.goals ?? (winner === null ? [0, 0] : winner === 0 ? [1, 0] : [0, 1]),
    forces: [['Tactical detachment 1'], ['Tactical detachment 1']],
    turningPoints: ['Turn 1: something happened.'],
  };
}

export function battleOf(progress: CampaignProgress): NextBattle {
  const step = nextStep(progress);
  if (!step.ok) throw new Error(step.error.join('; '));
  if (step.value.kind !== 'battle')
    throw new Error(`expected a battle, the campaign is at ${step.value.kind}`);
  return step.value.battle;
}

/** Record the current battle with the person's side winning, losing or drawing. */
export function play(
  progress: CampaignProgress,
  outcome: 'win' | 'loss' | 'draw',
  options: Parameters<typeof report>[1] = {},
): CampaignProgress {
  const battle = battleOf(progress);
  const person = battle.sides.findIndex((s) => s.player === 'person');
  const at = (person === -1 ? 0 : person) as Side;
  const winner = outcome === 'draw' ? null : outcome === 'win' ? at : ((1 - at) as Side);
  const recorded = recordBattle(progress, battle.key, report(winner, options), {
    date: `2026-11-${String(progress.battles.length + 1).padStart(2, '0')}`,
  });
  if (!recorded.ok) throw new Error(recorded.error.join('; '));
  return recorded.value;
}

/** How many formations with this bundled id a side of the set-up has. */
export function formationsOf(battle: NextBattle, side: Side, formation: string): number {
  const pattern = new RegExp(`^${side === 0 ? 'a' : 'b'}-${formation}-\\d+$`);
  return battle.setup.players[side]!.formations.filter((f) => pattern.test(f.id)).length;
}
