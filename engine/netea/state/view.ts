import type { Command, Side } from '../commands/schema';
import type { GameState } from './schema';

/**
 * A side's view of the game (DESIGN: "each side decides from its own view of the state"): the
 * state without the opponent's secrets that have not yet taken effect (2.1.23 tunnelers' plots,
 * 4.3.1 a spacecraft's bombardment points). Their plots go, and the opponent's plotting commands
 * in the log keep their place (the log's length seeds the AI's decisions) but lose what was
 * written down. The engine keeps the full state; the AI players decide from this one.
 */
export function sideView(state: GameState, side: Side): GameState {
  const plots = state.plots;
  const secretInLog = state.log.some((c) => isSecret(c) && c.side !== side);
  if (!plots?.some((p) => p.side !== side) && !secretInLog) return state;
  const own = (plots ?? []).filter((p) => p.side === side);
  const { plots: _all, ...rest } = state;
  return {
    ...rest,
    ...(own.length > 0 ? { plots: own } : {}),
    log: state.log.map((c) => (isSecret(c) && c.side !== side ? withoutSecret(c) : c)),
  };
}

/** Commands that carry something written down secretly (2.1.23, 4.3.1). */
function isSecret(c: Command): c is Extract<Command, { type: 'setup.plot' | 'setup.spacecraft' }> {
  return c.type === 'setup.plot' || c.type === 'setup.spacecraft';
}

function withoutSecret(c: Extract<Command, { type: 'setup.plot' | 'setup.spacecraft' }>): Command {
  if (c.type === 'setup.plot') {
    const { plot: _secret, ...hidden } = c;
    return hidden;
  }
  // 4.3.1: the spacecraft's place and turn are open; only its plan is secret.
  const { plan: _secret, ...hidden } = c;
  return hidden;
}
