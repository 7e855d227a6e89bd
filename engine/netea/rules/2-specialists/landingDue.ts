import type { GameState } from '../../state/schema';
import type { Plot } from './plotState';

/**
 * 2.1.21: "On the designated turn the self planetfalling unit is activated in the normal
 * activation sequence, as with spacecraft": the formation's landing plot when it is due this
 * turn (its plotted turn, or a later one after a failed action test delayed it); undefined
 * otherwise, or in the opponent's view, which does not hold the plot. Apart from the other
 * self planetfall rules so that the activation sequence (1.2-formations) can ask.
 */
export function landingDue(state: GameState, formationId: string): Plot | undefined {
  return (state.plots ?? []).find(
    (p) => p.formationId === formationId && p.kind === 'landing-zone' && p.turn <= state.turn,
  );
}
