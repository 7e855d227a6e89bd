import { playerName } from './players';
import { demolitionCount } from '../../../engine/netea/rules/3-war-engines/demolition';
import type { GameState } from '../../../engine/netea/state/schema';
import { t } from '../i18n';

/**
 * Where a demolition game stands (3.4.1 Korps Grinda Returns!), in sentences for the turn panel
 * and the result screen: how many targets the attacker has demolished of how many, what the
 * defender must do, and the last turn.
 */
export function demolitionLines(game: GameState): string[] {
  const rule = game.victory.demolition;
  const count = demolitionCount(game);
  if (!rule || !count) return [];
  const attacker = playerName(game, rule.attacker);
  // A two-player scenario: the defender is the other player.
  const defender = playerName(game, rule.attacker === 0 ? 1 : 0);
  const targets = game.datasheets[rule.targets]?.name ?? t('objective');
  const spearhead = game.datasheets[rule.spearhead]?.name ?? t('war engine');
  return [
    t('{{attacker}} wins by destroying every {{targets}}: {{done}} of {{all}} destroyed.', {
      attacker,
      targets,
      done: count.demolished,
      all: count.targets,
    }),
    count.demolished === 0
      ? t('{{defender}} wins by destroying the {{spearhead}} before any {{targets}} falls.', {
          defender,
          spearhead,
          targets,
        })
      : t('A {{targets}} has fallen: destroying the {{spearhead}} now only draws.', {
          targets,
          spearhead,
        }),
    t('After turn {{last}} the game is a draw.', { last: game.victory.maxTurns }),
  ];
}
