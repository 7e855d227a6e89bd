import { isRefusal, ownFormation } from './entering';
import type { CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import { refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { liveUnits } from '../1.2-formations/formations';
import { tunnelsIn } from './offTable';
import { inOwnHalf } from './tableHalf';
import { landingZoneRefusal } from './landingZone';

/**
 * 2.1.23, 2.1.21, 4.3.1: writing down a secret before the battle, "in turn while the other player
 * is not looking": a tunneler's surfacing point and turn, or a self planetfall's landing point
 * and turn (landingZone.ts). The plot goes into `state.plots` with its
 * side; the event says only that something was written down.
 */

/** 2.1.23: the earliest turn a tunneler may surface at the point: from turn 2 in its own half,
 * from turn 3 in the opposing half. */
export function earliestSurfacing(state: GameState, side: Side, at: { x: number; y: number }) {
  return inOwnHalf(state, side, at) ? 2 : 3;
}

export const plot: CommandHandler<CommandOf<'setup.plot'>> = {
  validate(state, command) {
    if (state.phase !== 'setup')
      return refusal(
        'flow/wrong-phase',
        '4.3.1',
        'Secret plans are written down before the battle.',
      );
    if (state.setup.finished[command.side])
      return refusal('setup/deployment-finished', '1.15.1', 'You have already finished deploying.');
    const formation = ownFormation(state, command);
    if (isRefusal(formation)) return formation;
    if (!command.plot)
      return refusal('plot/hidden', '4.3.1', 'Write down where and when the formation arrives.');
    if (command.kind === 'landing-zone')
      return landingZoneRefusal(state, command.side, formation, command.plot);
    if (!tunnelsIn(state, formation))
      return refusal(
        'tunnel/cannot-tunnel',
        '2.1.23',
        `${formation.name} cannot tunnel: every unit must be a tunneler or ride in one.`,
      );
    if (liveUnits(state, formation).some((u) => u.status !== 'reserve'))
      return refusal(
        'tunnel/on-table',
        '2.1.23',
        `${formation.name} has units set up on the table: only a formation kept off it tunnels.`,
      );
    const { position, turn } = command.plot;
    const { width, height } = state.table;
    if (position.x < 0 || position.y < 0 || position.x > width || position.y > height)
      return refusal('tunnel/off-table', '2.1.23', 'The surfacing point must be on the table.');
    const earliest = earliestSurfacing(state, command.side, position);
    if (turn < earliest)
      return refusal(
        'tunnel/too-early',
        '2.1.23',
        earliest === 2
          ? 'A tunneler may surface in your own half from the second turn onwards.'
          : 'A tunneler may surface in the opposing half of the table from turn three onwards.',
      );
    return null;
  },
  apply(state, command, { events }) {
    const written = command.plot!;
    events.push({
      type: 'plot/recorded',
      side: command.side,
      formationId: command.formationId,
      section: command.kind === 'landing-zone' ? '2.1.21' : '2.1.23',
    });
    const others = (state.plots ?? []).filter((p) => p.formationId !== command.formationId);
    return {
      ...state,
      plots: [
        ...others,
        {
          side: command.side,
          kind: command.kind,
          formationId: command.formationId,
          position: written.position,
          turn: written.turn,
        },
      ],
    };
  },
};

/** 2.1.23: when a side finishes deploying, its plots for formations set up on the table after
 * all are void (the formation does not tunnel). */
export function withoutStalePlots(state: GameState, side: Side): GameState {
  if (!state.plots) return state;
  const kept = state.plots.filter((p) => {
    if (p.side !== side) return true;
    const f = state.formations[p.formationId];
    return f !== undefined && liveUnits(state, f).every((u) => u.status === 'reserve');
  });
  return kept.length === state.plots.length ? state : withPlots(state, kept);
}

/** The state with these plots; the field goes when none are left, as in older saves. */
export function withPlots(state: GameState, plots: GameState['plots']): GameState {
  if (plots && plots.length > 0) return { ...state, plots };
  const { plots: _gone, ...rest } = state;
  return rest;
}
