import type { CommandContext } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import type { GameState } from '../../state/schema';
import { ofSide } from '../../state/perSide';
import type { Team } from '../../state/teams';
import { teamOf } from '../1.2-formations/sides';
import { beginTeamActions, otherTeam, teamLead } from './teamPlay';

/**
 * 1.5 in team play (seed 001 5.3.11.2-3): the two teams roll for strategy as two players do.
 * The rules do not say whose strategy rating is the team's (our reading): its lead's (teamPlay.ts
 * `teamLead`: the commander in hierarchical play, the highest rating of the team in simultaneous
 * play). Ties as 1.5: the team that failed to win the initiative last turn gets it; in the first
 * turn the dice are rolled again. The lead of the winning team chooses which team goes first.
 * Every player's strategy total (turnState.strategyTotals) is his team's.
 */
export function teamStrategyRoll(
  state: GameState,
  dice: CommandContext['dice'],
  events: CommandContext['events'],
): GameState {
  const leads = [teamLead(state, 0), teamLead(state, 1)] as const;
  const ratings = leads.map((s) => ofSide(state.players, s).strategyRating);
  for (;;) {
    const [a = 0, b = 0] = dice.d6(2, {
      purpose: `strategy rolls (team 1 +${ratings[0]}, team 2 +${ratings[1]})`,
      section: 'seed 001 5.3.11.2',
    });
    const totals = [a + ratings[0]!, b + ratings[1]!];
    let winner: Team | null = totals[0]! > totals[1]! ? 0 : totals[1]! > totals[0]! ? 1 : null;
    let tie = false;
    if (winner === null) {
      const last = state.turnState.lastStrategyWinner;
      const lastTeam = last === null ? null : teamOf(state, last);
      if (lastTeam === null) continue;
      winner = otherTeam(lastTeam);
      tie = true;
    }
    const side = leads[winner];
    events.push({ type: 'strategy/won', side, totals, tie, section: 'seed 001 5.3.11.2' });
    const { startOfTurn: _done, ...turnState } = state.turnState;
    return {
      ...state,
      turnState: {
        ...turnState,
        strategyTotals: state.players.map((_, s) => totals[state.teams!.of[s]!]!),
        strategyWinner: side,
      },
    };
  }
}

/** 1.5, 1.6: the winning team's lead has chosen whether his team goes first; its first player
 * acts (or its commander picks who does). */
export function teamStrategyChoice(
  state: GameState,
  command: CommandOf<'strategy.choose'>,
  events: CommandContext['events'],
): GameState {
  const own = teamOf(state, command.side)!;
  const first = command.goFirst ? own : otherTeam(own);
  const next = beginTeamActions(state, first);
  const active = next.turnState.activeSide;
  events.push({ type: 'strategy/first-side', side: active ?? command.side, section: '1.6' });
  return {
    ...next,
    phase: 'action',
    turnState: { ...next.turnState, lastStrategyWinner: command.side, firstSide: active },
  };
}
