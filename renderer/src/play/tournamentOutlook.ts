import { playerName } from './players';
import type { Side } from '../../../engine/netea/commands/schema';
import {
  FIRST_CHECK_TURN,
  GOALS_TO_WIN,
  goalsOf,
  tournamentVerdict,
  victoryPoints,
  type Goal,
} from '../../../engine/netea/rules/6.1-tournament/goals';
import type { GameState } from '../../../engine/netea/state/schema';
import { t, w } from '../i18n';

/** 6.1.7: the five goals by the German edition's names where the page is German. */
export const GOAL_WORDS: Readonly<Record<Goal, string>> = {
  blitzkrieg: w('Blitzkrieg'),
  'break-their-spirit': w('Break Their Spirit'),
  'defend-the-flag': w('Defend The Flag'),
  'take-and-hold': w('Take And Hold'),
  'they-shall-not-pass': w('They Shall Not Pass'),
};

export function goalList(goals: readonly Goal[]): string {
  return goals.length === 0 ? t('no goal') : goals.map((g) => t(GOAL_WORDS[g])).join(', ');
}

/**
 * Where a tournament game stands (6.1.7), in sentences for the turn panel: each side's goals as
 * the table is now, what the end phase would decide, and the tiebreak's victory points.
 */
export function tournamentOutlookLines(game: GameState): string[] {
  if (!game.tournament || game.phase === 'setup') return [];
  const goals = [goalsOf(game, 0), goalsOf(game, 1)] as [Goal[], Goal[]];
  const name = (s: Side) => playerName(game, s);
  const lines = ([0, 1] as const).map((s) =>
    t('{{who}} now achieves {{goals}}', { who: name(s), goals: goalList(goals[s]) }),
  );
  if (game.turn < FIRST_CHECK_TURN)
    lines.push(
      t(
        'Goals are first checked at the end of turn {{turn}}: {{count}} and more than the opponent win.',
        {
          turn: FIRST_CHECK_TURN,
          count: GOALS_TO_WIN,
        },
      ),
    );
  else {
    const verdict = tournamentVerdict(game, goals);
    lines.push(
      verdict.kind === 'won'
        ? t('If the turn ended now, {{who}} would win.', { who: name(verdict.side) })
        : verdict.kind === 'roll-on'
          ? t('If the turn ended now, nobody would win: the dice decide whether to play on.')
          : t('If the turn ended now, nobody would win yet.'),
    );
  }
  lines.push(
    t('Tiebreak victory points now: {{a}} to {{b}}.', {
      a: victoryPoints(game, 0),
      b: victoryPoints(game, 1),
    }),
  );
  return lines;
}
