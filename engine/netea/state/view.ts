import type { Side } from '../commands/schema';
import type { GameState } from './schema';

/**
 * A side's view of the game (DESIGN: "each side decides from its own view of the state"): the
 * state without the opponent's secrets that have not yet taken effect (2.1.23 tunnelers' plots,
 * 4.3.1). Their plots go, and the opponent's plotting commands in the log keep their place (the
 * log's length seeds the AI's decisions) but lose what was written down. The engine keeps the
 * full state; the AI players decide from this one.
 */
export function sideView(state: GameState, side: Side): GameState {
  const plots = state.plots;
  const secretInLog = state.log.some((c) => c.type === 'setup.plot' && c.side !== side);
  if (!plots?.some((p) => p.side !== side) && !secretInLog) return state;
  const own = (plots ?? []).filter((p) => p.side === side);
  const { plots: _all, ...rest } = state;
  return {
    ...rest,
    ...(own.length > 0 ? { plots: own } : {}),
    log: state.log.map((c) => {
      if (c.type !== 'setup.plot' || c.side === side) return c;
      const { plot: _secret, ...hidden } = c;
      return hidden;
    }),
  };
}
