import { opponentsOf, playerName } from '../play/players';
import type { Controller } from '../../../engine/netea/saves';
import { useState } from 'react';
import type { Side } from '../../../engine/netea/commands/schema';
import type { Refusal } from '../../../engine/kernel/result';
import type { GameState } from '../../../engine/netea/state/schema';
import { t, useWords } from '../i18n';
import { refusalWords } from '../i18n/refusals';

/**
 * Hot seat (issues 14, 16): between the two people's turns at the machine, a cover over the whole
 * window. It shows nothing of either side's plans (the host sends none while it is up), only whom
 * to pass the machine to; the battle comes back once that person says they are at it.
 */
export function HandOverScreen(props: {
  readonly game: GameState;
  readonly to: Side;
  readonly onTakeSeat: (side: Side) => Promise<Refusal | null>;
  /** Who plays each side: only the other people at the machine are asked to look away. */
  readonly controllers?: readonly Controller[];
}) {
  const { game, to } = props;
  useWords();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const player = playerName(game, to);
  // Everyone else at the machine looks away (with three or four players, the other people).
  const other = opponentsOf(game, to)
    .filter((s) => props.controllers?.[s] !== 'computer')
    .map((s) => playerName(game, s))
    .join(` ${t('and')} `);
  const take = async () => {
    setBusy(true);
    const refusal = await props.onTakeSeat(to);
    setBusy(false);
    setRefused(refusal);
  };
  return (
    <main className="hand-over" data-testid="hand-over" role="dialog" aria-modal="true">
      <h1>{t('Pass the machine to {{player}}', { player })}</h1>
      <p>
        {t(
          '{{player}} decides next. {{other}}, look away: what {{player}} plans stays hidden from you, as yours stays hidden from {{player}}.',
          { player, other },
        )}
      </p>
      <button className="primary" data-testid="take-seat" disabled={busy} onClick={take}>
        {t('I am {{player}}', { player })}
      </button>
      {refused && (
        <p className="error" data-testid="refusal" data-code={refused.code}>
          {refusalWords(refused, game)}
        </p>
      )}
    </main>
  );
}
