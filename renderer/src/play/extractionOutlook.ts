import { playerName } from './players';
import { extractionTargets } from '../../../engine/netea/rules/4.1-4.2-aircraft/extraction';
import type { GameState } from '../../../engine/netea/state/schema';
import { t } from '../i18n';

/**
 * Where an extraction game stands (4.5.2 Thunderhawk Down), in sentences for the turn panel:
 * what the attacker must do (storm every target in an assault, then fly a unit out aboard the
 * carrier) and how many targets are stormed; then what that means for each side.
 */
export function extractionLines(game: GameState): string[] {
  const rule = game.victory.extraction;
  const count = extractionTargets(game);
  if (!rule || !count) return [];
  const attacker = playerName(game, rule.attacker);
  // A two-player scenario: the defender is the other player.
  const defender = playerName(game, rule.attacker === 0 ? 1 : 0);
  const name = (id: string) => game.datasheets[id]?.name ?? id;
  const values = {
    attacker,
    defender,
    targets: name(rule.targets),
    extract: name(rule.extract),
    carrier: name(rule.carrier),
    done: count.inAssault,
    all: count.targets,
    last: game.victory.maxTurns,
  };
  const lines = [
    t(
      '{{attacker}} wins by destroying every {{targets}} in an assault and then flying a {{extract}} off the table aboard the {{carrier}}: {{done}} of {{all}} stormed.',
      values,
    ),
  ];
  // 4.5.2: a target lost any other way can no longer be stormed.
  if (count.otherwise > 0)
    lines.push(t('A {{targets}} was destroyed outside an assault: {{defender}} wins.', values));
  else if (count.targets > 0 && count.inAssault >= count.targets)
    lines.push(
      t(
        'Every {{targets}} has been stormed: a draw at least; a {{extract}} flown out aboard the {{carrier}} wins.',
        values,
      ),
    );
  else
    lines.push(t('{{defender}} wins if any {{targets}} still stands after turn {{last}}.', values));
  return lines;
}
