import { pendingDecision, startChart } from '../../engine/netea/flow/game';
import type { PendingDecision } from '../../engine/netea/flow/pending';
import type { GameState } from '../../engine/netea/state/schema';

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

/** The decision the phase chart reports for the state, which must be of the kind the test means. */
export function pending(state: GameState, kind: PendingDecision['kind']): PendingDecision {
  const decision = pendingDecision(startChart(state));
  if (decision.kind !== kind)
    throw new Error(`the situation waits for ${decision.kind}, not ${kind}`);
  return decision;
}
