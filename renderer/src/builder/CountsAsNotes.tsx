import { t, w } from '../i18n';
import type { CountsAsNote } from '../../../engine/netea/armies';
import type { CountsAsView } from './rosterModel';

/** What 6.2.1 says against a note, by the code validateRoster gives it. */
const PROBLEM_WORDS: Readonly<Record<string, string>> = {
  'roster/counts-as-no-model': w('Name the model that counts as something else (6.2.1).'),
  'roster/counts-as-unknown-unit': w(
    '{{model}} must count as a unit of this army list; choose one (6.2.1).',
  ),
  'roster/counts-as-covered': w(
    '{{model}} is a unit of this army list: it must be used as itself, not count as something else (6.2.1).',
  ),
  'roster/counts-as-two-units': w(
    '{{model}} already counts as another unit: all models of one type count as the same unit (6.2.1).',
  ),
};

/**
 * 6.2.1 The "counts as" rule on the roster: models the list does not cover, each fielded as a unit
 * of the list, told to the opponent before the game. Each note names the model in the person's own
 * words and the list's unit it counts as; what the rule refuses is said beside it.
 */
export function CountsAsNotes(props: {
  readonly notes: readonly CountsAsView[];
  readonly unitNames: readonly string[];
  readonly onAdd: () => void;
  readonly onChange: (index: number, note: CountsAsNote) => void;
  readonly onRemove: (index: number) => void;
}) {
  return (
    <section className="panel counts-as" data-testid="counts-as">
      <h3>{t('Counts as (6.2.1)')}</h3>
      <p className="hint">
        {t(
          'Models the army list does not cover may count as a unit of the list of about the same size and function. Your opponent is told before the game.',
        )}
      </p>
      <ul>
        {props.notes.map((note) => (
          <li key={note.index} data-testid="counts-as-note">
            <input
              aria-label={t('Model')}
              placeholder={t('Model')}
              maxLength={200}
              value={note.model}
              onChange={(e) =>
                props.onChange(note.index, { model: e.target.value, countsAs: note.countsAs })
              }
            />{' '}
            {t('counts as')}{' '}
            <select
              aria-label={t('Unit of the list')}
              value={note.countsAs}
              onChange={(e) =>
                props.onChange(note.index, { model: note.model, countsAs: e.target.value })
              }
            >
              <option value="">{t('choose a unit')}</option>
              {props.unitNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>{' '}
            <button
              aria-label={t('Remove the note on {{model}}', {
                model: note.model || t('a model'),
              })}
              onClick={() => props.onRemove(note.index)}
            >
              ×
            </button>
            {note.problems.map((code) => (
              <p key={code} className="error" data-code={code}>
                {t(PROBLEM_WORDS[code] ?? code, { model: note.model.trim() })}
              </p>
            ))}
          </li>
        ))}
      </ul>
      <button data-testid="add-counts-as" onClick={props.onAdd}>
        {t('Add a "counts as" note')}
      </button>
    </section>
  );
}
