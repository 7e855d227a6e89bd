import { useEffect, useRef } from 'react';
import { t, useWords } from '../i18n';
import type { DiceLogEntry } from './diceLog';

/** The dice log: every roll with its purpose, dice, needed score, modifiers and rule section. */
export function DiceLog(props: { entries: readonly DiceLogEntry[]; autoScroll?: boolean }) {
  const end = useRef<HTMLLIElement>(null);
  useWords();
  useEffect(() => {
    if (props.autoScroll !== false) end.current?.scrollIntoView({ block: 'nearest' });
  }, [props.entries, props.autoScroll]);
  return (
    <section className="panel dice-log" aria-label={t('Dice log')}>
      <h3>{t('Dice and events')}</h3>
      <ol data-testid="dice-log">
        {props.entries.map((e) =>
          e.kind === 'roll' ? (
            <li key={e.key} className="roll">
              <div className="purpose">
                <span className="die-badge">{e.dice}</span> {e.purpose}
              </div>
              <div className="figures">
                <span className="faces">{t('rolled {{faces}}', { faces: e.faces })}</span>
                {e.needed && (
                  <span className="needed"> {t('needing {{score}}', { score: e.needed })}</span>
                )}
                {e.result && <span className="result"> → {e.result}</span>}
                <span className="section"> §{e.section}</span>
              </div>
              {e.modifiers.length > 0 && (
                <ul className="modifiers">
                  {e.modifiers.map((m, i) => (
                    <li key={i}>{m}</li>
                  ))}
                </ul>
              )}
            </li>
          ) : (
            <li key={e.key} className="event">
              {e.text}
            </li>
          ),
        )}
        <li ref={end} className="end" aria-hidden="true" />
      </ol>
    </section>
  );
}
