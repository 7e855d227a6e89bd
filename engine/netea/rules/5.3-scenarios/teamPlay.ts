import type { Side } from '../../commands/schema';
import type { GameState, TurnState } from '../../state/schema';
import type { Team, Teams } from '../../state/teams';
import { ofSide } from '../../state/perSide';
import { hasActivations } from '../1.2-formations/formations';
import { playersOfTeam, teamOf } from '../1.2-formations/sides';

/**
 * Seed 001 5.3.11.2-3, team play: the players are split into two teams, and the teams take turns
 * as the two players do in 1.6.
 * - Hierarchical (5.3.11.2): when it is a team's turn its commander ("Oberbefehlshaber") decides
 *   which of its players carries out an action (`team.pick`, teamPick.ts); when only one of them
 *   has a formation left the choice is his without asking. "Abgesehen davon gelten die normalen
 *   Spielregeln vollständig": the team is one side of 1.6, so it retains the initiative (1.6.3)
 *   as a side does, its commander picking who takes the retained action (our reading).
 * - Simultaneous (5.3.11.3): "Alle Spieler mit einem berechtigten Verband dürfen ... Aktionen
 *   ausführen, wenn ihre Seite an der Reihe ist": every player of the team with a formation to
 *   activate takes one action, one after the other in player order (our reading: the program
 *   serialises them so), each may retain the initiative for himself right after his own action
 *   (1.6.3), and then the other team acts.
 */

/** The teams of a team game, or null. */
export function teamsOf(state: Pick<GameState, 'teams'>): Teams | null {
  return state.teams ?? null;
}

/** The other team. */
export function otherTeam(team: Team): Team {
  return team === 0 ? 1 : 0;
}

/**
 * The player who speaks for a team where the rules ask one "side" for a choice or a figure: the
 * commander in hierarchical play (5.3.11.2); in simultaneous play, which names no commander, the
 * player with the highest strategy rating, the first in player order among equals (our reading).
 * His strategy rating is the team's (1.5), he chooses who goes first, and the team's objectives
 * and victory are recorded under him.
 */
export function teamLead(state: GameState, team: Team): Side {
  const teams = state.teams;
  const commander = teams?.commanders?.[team];
  if (commander !== undefined) return commander;
  const players = playersOfTeam(state, team);
  return players.reduce((best, side) =>
    ofSide(state.players, side).strategyRating > ofSide(state.players, best).strategyRating
      ? side
      : best,
  );
}

/** The players of `team` with a formation left to activate, in player order. */
export function teamPlayersToAct(state: GameState, team: Team): Side[] {
  return playersOfTeam(state, team).filter((s) => hasActivations(state, s));
}

export function teamHasActivations(state: GameState, team: Team): boolean {
  return teamPlayersToAct(state, team).length > 0;
}

/** 1.6.3 in team play: whether `b`'s declaration continues `a`'s initiative, that is, whether `a`
 * and `b` are the one "side" that may retain it: the team in hierarchical play, the player
 * himself in simultaneous play ("individuell") and outside team play. */
export function sameInitiative(state: GameState, a: Side, b: Side): boolean {
  if (a === b) return true;
  return state.teams?.mode === 'hierarchical' && teamOf(state, a) === teamOf(state, b);
}

/** Whether `side`'s "side" of 1.6 (his team in hierarchical play, himself otherwise) has a
 * formation left to activate. */
export function initiativeHasActivations(state: GameState, side: Side): boolean {
  const team = teamOf(state, side);
  return state.teams?.mode === 'hierarchical' && team !== null
    ? teamHasActivations(state, team)
    : hasActivations(state, side);
}

/** Whether the team other than `side`'s has a formation left to activate. */
export function otherTeamHasActivations(state: GameState, side: Side): boolean {
  const team = teamOf(state, side);
  return team !== null && teamHasActivations(state, otherTeam(team));
}

type TeamTurn = Pick<TurnState, 'activeSide'> & Partial<Pick<TurnState, 'teamPick' | 'teamActed'>>;

function withTurn(state: GameState, turn: TeamTurn): GameState {
  const { teamPick: _pick, teamActed: _acted, ...rest } = state.turnState;
  return {
    ...state,
    turnState: {
      ...rest,
      activeSide: turn.activeSide,
      ...(turn.teamPick ? { teamPick: true as const } : {}),
      ...(turn.teamActed && turn.teamActed.length > 0 ? { teamActed: turn.teamActed } : {}),
    },
  };
}

/** The start of `team`'s turn to act: its commander picks when two or more of its players have
 * a formation left (hierarchical), else the one who has acts; in simultaneous play its first
 * player (in player order) with a formation left. Null when none of its players has one. */
function teamTurn(state: GameState, team: Team, acted: readonly Side[] = []): TeamTurn | null {
  const players = teamPlayersToAct(state, team).filter((s) => !acted.includes(s));
  const first = players[0];
  if (first === undefined) return null;
  if (state.teams?.mode === 'hierarchical' && players.length > 1)
    return { activeSide: teamLead(state, team), teamPick: true };
  return { activeSide: first, teamActed: [...acted] };
}

/** The team that goes first begins the action phase (1.5, 1.6); the other if it has nothing
 * left to activate; nobody (activeSide null) when neither has. */
export function beginTeamActions(state: GameState, first: Team): GameState {
  const turn = teamTurn(state, first) ?? teamTurn(state, otherTeam(first)) ?? { activeSide: null };
  return withTurn(state, turn);
}

/**
 * After `side` has finished acting without retaining the initiative: in hierarchical play the
 * other team's turn; in simultaneous play the next player of `side`'s team who has not acted in
 * this turn of the team, then the other team's. A team with nothing left to activate is passed
 * over (1.6: "the active side keeps on activating"); activeSide null when nobody has anything.
 */
export function passTeamTurn(state: GameState, side: Side): GameState {
  const team = teamOf(state, side);
  if (team === null) throw new Error('passTeamTurn outside a team game');
  if (state.teams?.mode === 'simultaneous') {
    const acted = [...new Set([...(state.turnState.teamActed ?? []), side])];
    const mate = teamTurn(state, team, acted);
    if (mate) return withTurn(state, mate);
  }
  const turn = teamTurn(state, otherTeam(team)) ?? teamTurn(state, team) ?? { activeSide: null };
  return withTurn(state, turn);
}

/** 1.6.3: `side` has acted successfully and the initiative may be retained: in hierarchical play
 * the team keeps it, its commander picking who acts when more than one could; in simultaneous
 * play the player himself may take another action now. */
export function keepTeamTurn(state: GameState, side: Side): GameState {
  const team = teamOf(state, side);
  if (team === null || state.teams?.mode !== 'hierarchical')
    return withTurn(state, { activeSide: side, teamActed: state.turnState.teamActed ?? [] });
  return withTurn(state, teamTurn(state, team) ?? { activeSide: side });
}
