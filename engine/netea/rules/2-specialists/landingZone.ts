import type { Point } from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { Side } from '../../commands/primitives';
import type { FormationState, GameState } from '../../state/schema';
import { liveUnits } from '../1.2-formations/formations';
import { selfPlanetfallRiders } from './offTable';

/**
 * 2.1.21 Self Planetfall, plotted "exactly as planetfall (see 4.4)": at set-up, secretly, the
 * point the formation lands at and its turn (plots of kind 'landing-zone'). "The only exception
 * is that ... they may be plotted to arrive in the same turn that an enemy spacecraft is
 * present": 4.3.1 lets one spacecraft over the battlefield a turn, and the exception names only
 * the enemy's, so the turn of one's own spacecraft is not free for a self planetfall.
 */

/** 2.1.21: why the formation may not land at this point and turn; null when it may. */
export function landingZoneRefusal(
  state: GameState,
  side: Side,
  formation: FormationState,
  plot: { readonly position: Point; readonly turn: number },
): Refusal | null {
  if (selfPlanetfallRiders(state, formation) === null)
    return refusal(
      'self-planetfall/cannot-land',
      '2.1.21',
      `${formation.name} cannot make a self planetfall: every unit must have self planetfall or ride in one that does.`,
    );
  if (liveUnits(state, formation).some((u) => u.status !== 'reserve'))
    return refusal(
      'self-planetfall/on-table',
      '2.1.21',
      `${formation.name} has units set up on the table: only a formation kept off it lands by self planetfall.`,
    );
  const { x, y } = plot.position;
  if (x < 0 || y < 0 || x > state.table.width || y > state.table.height)
    return refusal(
      'self-planetfall/off-table',
      '2.1.21',
      'The landing point must be on the table.',
    );
  if (ownSpacecraftTurn(state, side, plot.turn))
    return refusal(
      'self-planetfall/spacecraft-turn',
      '2.1.21',
      `Your spacecraft arrives on turn ${plot.turn}: a self planetfall may share a turn only with an enemy spacecraft.`,
    );
  return null;
}

/** 2.1.21, 4.3.1: whether the side's own spacecraft takes that turn. */
export function ownSpacecraftTurn(state: GameState, side: Side, turn: number): boolean {
  return (state.spacecraft ?? []).some((s) => s.side === side && !s.done && s.turn === turn);
}

/** 2.1.21: whether the side has a self planetfall plotted for that turn (4.3.1: its own
 * spacecraft may not take the turn). */
export function landingPlottedFor(state: GameState, side: Side, turn: number): boolean {
  return (state.plots ?? []).some(
    (p) => p.side === side && p.kind === 'landing-zone' && p.turn === turn,
  );
}
