import { playerName } from './players';
import { strikeTargets } from '../../../engine/netea/rules/4.1-4.2-aircraft/strike';
import type { GameState } from '../../../engine/netea/state/schema';
import { t } from '../i18n';

/**
 * Where a strike game stands (4.5.1 Death From The Skies!), in sentences for the turn panel: the
 * attacker's targets destroyed of how many, and the last turn, after which the defender wins.
 */
export function strikeLines(game: GameState): string[] {
  const rule = game.victory.strike;
  const count = strikeTargets(game);
  if (!rule || !count) return [];
  const attacker = playerName(game, rule.attacker);
  // A two-player scenario: the defender is the other player.
  const defender = playerName(game, rule.attacker === 0 ? 1 : 0);
  const targets = rule.targets.map((id) => game.datasheets[id]?.name ?? id).join(` ${t('and')} `);
  return [
    t('{{attacker}} wins by destroying every {{targets}}: {{done}} of {{all}} destroyed.', {
      attacker,
      targets,
      done: count.destroyed,
      all: count.targets,
    }),
    t('{{defender}} wins if any is left after turn {{last}}.', {
      defender,
      last: game.victory.maxTurns,
    }),
  ];
}
