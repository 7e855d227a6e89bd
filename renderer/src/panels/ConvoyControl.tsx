import { useState } from 'react';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';
import { formationsOf } from '../../../engine/netea/rules/1.2-formations/formations';
import { nextInConvoy } from '../../../engine/netea/rules/5.3-scenarios/ambushEntry';
import { convoyEntryCommand } from '../../../engine/netea/rules/5.3-scenarios/ambushPlan';
import { t, useWords } from '../i18n';

/**
 * Seed 001 5.3.7 Hinterhalt, the Orks' set-up: the person picks the road end the convoy comes on
 * at and puts its formations in the order they arrive (first at the top), then confirms.
 */
export function ConvoyOrderControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly onSubmit: (command: Command) => void;
}) {
  const { game, side } = props;
  useWords();
  const [order, setOrder] = useState(() => formationsOf(game, side).map((f) => f.id));
  const [end, setEnd] = useState<'west' | 'east'>('west');
  const swap = (i: number, j: number) =>
    setOrder((o) => {
      if (j < 0 || j >= o.length) return o;
      const next = [...o];
      [next[i], next[j]] = [next[j]!, next[i]!];
      return next;
    });
  return (
    <div className="convoy" data-testid="convoy-order">
      <p className="hint">
        {t('Your convoy comes on along the road in the first turn, in this order:')}{' '}
        <span className="section">5.3.7</span>
      </p>
      <ol>
        {order.map((id, i) => (
          <li key={id} data-testid={`convoy-${id}`}>
            {game.formations[id]?.name}{' '}
            <button
              data-testid={`convoy-up-${id}`}
              disabled={i === 0}
              onClick={() => swap(i, i - 1)}
              aria-label={t('earlier')}
            >
              ↑
            </button>
            <button
              data-testid={`convoy-down-${id}`}
              disabled={i === order.length - 1}
              onClick={() => swap(i, i + 1)}
              aria-label={t('later')}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <p>
        {(['west', 'east'] as const).map((e) => (
          <label key={e} style={{ display: 'block' }}>
            <input
              type="radio"
              name="convoy-end"
              data-testid={`convoy-end-${e}`}
              checked={end === e}
              onChange={() => setEnd(e)}
            />{' '}
            {e === 'west' ? t('at the west end of the road') : t('at the east end of the road')}
          </label>
        ))}
      </p>
      <button
        data-testid="convoy-confirm"
        onClick={() => props.onSubmit({ type: 'ambush.convoy', side, end, order })}
      >
        {t('Set the convoy in this order')}
      </button>
    </div>
  );
}

/** How far short of its full march the person may stop the formation. */
const HOLDS = [0, 15] as const;

/**
 * Seed 001 5.3.7, the first turn: the convoy's next formation marches on along the road, as far
 * as it may or 15cm short of that (the units set down on the road in coherency).
 */
export function ConvoyEntryControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly onSubmit: (command: Command) => void;
}) {
  const { game, side } = props;
  useWords();
  const next = nextInConvoy(game);
  if (!next) return null;
  return (
    <div className="convoy" data-testid="convoy-entry">
      <p className="hint">
        {t('The convoy marches on along the road, formation by formation:')}{' '}
        <span className="section">5.3.7</span>
      </p>
      {HOLDS.map((hold) => {
        const command = convoyEntryCommand(game, side, () => hold);
        return (
          <button
            key={hold}
            data-testid={`convoy-march-${hold}`}
            disabled={command === null}
            onClick={() => command && props.onSubmit(command)}
          >
            {hold === 0
              ? t('{{formation}} marches as far as it may', { formation: next.name })
              : t('{{formation}} stops {{cm}}cm short', { formation: next.name, cm: hold })}
          </button>
        );
      })}
    </div>
  );
}

/**
 * Seed 001 5.3.7, the Space Marines' set-up: where they may stand, and the Scouts' choice to set
 * up near the road (the person makes it by placing them there with the deployment tools).
 */
export function AmbushSetUpHint(props: { readonly game: GameState; readonly side: Side }) {
  useWords();
  const terms = props.game.victory.ambush;
  if (!terms || terms.marines !== props.side || !props.game.ambush) return null;
  const scouts = terms.scouts.map((id) => props.game.formations[id]?.name).filter(Boolean);
  return (
    <p className="hint" data-testid="ambush-set-up">
      {t('Set up at least 30cm from the road.')}{' '}
      {scouts.length > 0 &&
        t(
          '{{scouts}} may set up within 15cm of it, if you wish (not within their zone of control of it).',
          {
            scouts: scouts.join(', '),
          },
        )}{' '}
      <span className="section">5.3.7</span>
    </p>
  );
}
