import type { Side } from '../../commands/schema';
import type { GameState } from '../../state/schema';
import { hasActivations } from '../1.2-formations/formations';
import { sidesOf } from '../1.2-formations/sides';
import { keepTeamTurn, otherTeamHasActivations, passTeamTurn } from '../5.3-scenarios/teamPlay';

/**
 * 1.6: who acts next in the action phase. With two players the turn passes to the other player
 * while he has formations to activate; seed 001 5.3.11.1 (all against all) lets every player act
 * in turn, so the turn passes round the players, skipping those with nothing left to activate;
 * in team play (5.3.11.2-3) the two teams take turns (5.3-scenarios/teamPlay.ts).
 */

/** The next player after `side`, in turn, with a formation left to activate; null if none. */
export function nextToAct(state: GameState, side: Side): Side | null {
  if (state.teams) {
    const next = passTeamTurn(state, side).turnState.activeSide;
    return next === side ? null : next;
  }
  const sides = state.turnState.actingOrder ?? sidesOf(state);
  const at = sides.indexOf(side);
  for (let k = 1; k < sides.length; k++) {
    const s = sides[(at + k) % sides.length]!;
    if (hasActivations(state, s)) return s;
  }
  return null;
}

/** 1.6, 1.6.3: whether any player other than `side` still has a formation to activate (in team
 * play: any player of the other team, the opponent of 1.6.3). */
export function othersHaveActivations(state: GameState, side: Side): boolean {
  if (state.teams) return otherTeamHasActivations(state, side);
  return nextToAct(state, side) !== null;
}

/** 1.6: `side` has finished acting and does not retain the initiative: the turn passes on (to
 * `side` again when nobody else has anything left; activeSide null when nobody has). */
export function passTurn(state: GameState, side: Side): GameState {
  if (state.teams) return passTeamTurn(state, side);
  const active = nextToAct(state, side) ?? (hasActivations(state, side) ? side : null);
  return { ...state, turnState: { ...state.turnState, activeSide: active } };
}

/** 1.6.3: `side` may retain the initiative: it stays his (in hierarchical team play, his team's,
 * whose commander picks who acts). */
export function keepTurn(state: GameState, side: Side): GameState {
  if (state.teams) return keepTeamTurn(state, side);
  return { ...state, turnState: { ...state.turnState, activeSide: side } };
}
