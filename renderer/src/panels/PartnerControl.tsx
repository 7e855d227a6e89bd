import { useState, type ReactNode } from 'react';
import type { Side } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';
import { t, useWords } from '../i18n';
import { partnerCandidates, partnerChoices, partnerName, type Choice } from '../play/choices';

/**
 * Seed 001 5.3.11.3 in simultaneous team play: the team-mates' formations that may join the
 * selected formation's action, ticked one by one, then the four actions they may join together
 * (engage, sustained fire, advance, double), each with the engine's answer for that company. A
 * list of every action with every partner and every pair grew to sixteen buttons and more.
 */
export function PartnerControl(props: {
  game: GameState;
  side: Side;
  formationId: string;
  list: (choices: readonly Choice[]) => ReactNode;
}) {
  const { game, side, formationId } = props;
  useWords();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const candidates = partnerCandidates(game, side, formationId);
  if (candidates.length === 0) return null;
  // Ticked formations that can no longer join (broken, or they acted) drop out.
  const picked = chosen.filter((id) => candidates.some((c) => c.id === id));
  return (
    <fieldset className="partners" data-testid="partners">
      <legend>{t('Together with team-mates (5.3.11.3)')}</legend>
      {candidates.map((p) => (
        <label key={p.id} className="setting">
          <input
            type="checkbox"
            data-testid={`partner-${p.id}`}
            checked={picked.includes(p.id)}
            onChange={(e) =>
              setChosen((old) =>
                e.target.checked ? [...old, p.id] : old.filter((id) => id !== p.id),
              )
            }
          />{' '}
          {partnerName(p)}
        </label>
      ))}
      {picked.length > 0 ? (
        <div className="choices">{props.list(partnerChoices(game, side, formationId, picked))}</div>
      ) : (
        <p className="hint">{t('Tick the formations to join, then choose the action.')}</p>
      )}
    </fieldset>
  );
}
