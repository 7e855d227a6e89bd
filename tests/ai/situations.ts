import type { Side } from '../../engine/commands/schema';
import type { PendingDecision } from '../../engine/flow/pending';
import type { GameState } from '../../engine/state/schema';

/**
 * Helpers for the AI's hand-built situations, on top of the conformance suite's (battle, go,
 * declare, withFormation): objectives on the table and the pending decision the chart reports.
 */
export function withObjectives(
  state: GameState,
  ...points: readonly { x: number; y: number }[]
): GameState {
  return {
    ...state,
    objectives: points.map((position, i) => ({
      id: `objective-${i + 1}`,
      position,
      label: `Objective ${i + 1}`,
    })),
  };
}

const COMMANDS: Partial<Record<PendingDecision['kind'], PendingDecision['commands']>> = {
  activate: ['action.declare', 'overwatch.remain'],
  'carry-out-action': [
    'move.unit',
    'move.end',
    'move.disembark',
    'shoot.declare',
    'shoot.barrage',
    'action.regroup',
    'action.end',
  ],
  withdraw: ['withdrawal.move', 'withdrawal.end'],
};

export function pending(kind: PendingDecision['kind'], side: Side = 0): PendingDecision {
  return { sides: [side], kind, commands: COMMANDS[kind] ?? [] };
}
