import { playerName } from './players';
import { objectiveName } from './words';
import type { Side } from '../../../engine/netea/commands/schema';
import {
  goalStatuses,
  perSideTerms,
  type GoalStatus,
} from '../../../engine/netea/rules/5.3-scenarios/opposedGoals';
import type { SideGoal } from '../../../engine/netea/state/perSideGoals';
import type { GameState } from '../../../engine/netea/state/schema';
import { t, w } from '../i18n';

/**
 * Where a game of different victory conditions stands (seed 001 5.3.3), in sentences for the
 * turn panel: each side's own goal and whether it is achieved, lost or still open, then the
 * outcome rule (one side's goal wins; both, a draw; neither, what the scenario says).
 */
const STATUS_WORDS: Readonly<Record<GoalStatus, string>> = {
  achieved: w('achieved'),
  failed: w('no longer possible'),
  open: w('not yet'),
};

function list(names: readonly string[]): string {
  return names.join(', ');
}

function goalWords(game: GameState, goal: SideGoal): string {
  switch (goal.kind) {
    case 'hold': {
      const names = goal.objectives.map((id) => {
        const o = game.objectives.find((x) => x.id === id);
        return o ? objectiveName(o.label) : id;
      });
      const count = Math.min(goal.count ?? names.length, names.length);
      const what =
        count === names.length
          ? list(names)
          : t('{{count}} of {{objectives}}', { count, objectives: list(names) });
      if (goal.lastTurn)
        return t('hold {{what}} at the end of turn {{last}}', {
          what,
          last: game.victory.maxTurns,
        });
      return goal.endPhases === 1
        ? t('hold {{what}} at the end of a turn', { what })
        : t('hold {{what}} at {{count}} end phases in a row', { what, count: goal.endPhases });
    }
    case 'destroy': {
      const names = [
        ...(goal.formations ?? []).map((id) => game.formations[id]?.name ?? id),
        ...(goal.datasheets ?? []).map((id) => game.datasheets[id]?.name ?? id),
      ];
      return goal.halfStrength
        ? t('bring {{what}} to half strength or less', { what: list(names) })
        : t('destroy every unit of {{what}}', { what: list(names) });
    }
    case 'keep':
      return t('keep {{what}} on the table', {
        what: list(goal.formations.map((id) => game.formations[id]?.name ?? id)),
      });
  }
}

export function opposedGoalLines(game: GameState): string[] {
  const terms = perSideTerms(game);
  if (!terms) return [];
  // After the last turn the open goals are decided (a keep goal kept is achieved).
  const statuses = goalStatuses(
    game,
    game.phase === 'game-over' && game.turn >= game.victory.maxTurns,
  );
  const lines = ([0, 1] as const).flatMap((side: Side) => {
    const goal = terms.goals[side as 0 | 1];
    if (!goal) return [];
    const status = STATUS_WORDS[statuses[side as 0 | 1] ?? 'open'];
    return [
      t('{{who}} must {{goal}}: {{status}}.', {
        who: playerName(game, side),
        goal: goalWords(game, goal),
        status: t(status),
      }),
    ];
  });
  const last = game.victory.maxTurns;
  lines.push(
    terms.neither === 'draw'
      ? t('One side achieving its goal wins; both, a draw; neither after turn {{last}}, a draw.', {
          last,
        })
      : t(
          'One side achieving its goal wins; both, a draw; neither after turn {{last}}: {{who}} wins.',
          { last, who: playerName(game, terms.neither) },
        ),
  );
  return lines;
}
