import type { FieldNote } from '../../../engine/netea/armies/field';
import { language, t, useWords, w } from '../i18n';

/** Each kind of note in a sentence, so that the German page words it too. */
const NOTE_WORDS: Readonly<Record<FieldNote['code'], string>> = {
  'field/aircraft': w('aircraft are left out until the program plays them (4.0)'),
  'field/spacecraft': w('spacecraft are left out until the program plays them (4.0)'),
  'field/structure': w('structures are left out'),
  'field/planetfall': w('planetfall is left out until the program plays it (4.3)'),
  'field/invalid-datasheet': w('no datasheet the program can play'),
  'field/alternatives': w('the roster does not say which of the list’s choices; left out'),
  'field/upgrade-not-fielded': w('an upgrade that changes nothing on the table yet'),
  'field/critical-not-enforced': w('its critical hit is not played yet; only its damage counts'),
  'field/no-transport-capacity': w('fielded without carrying any units'),
  'field/not-enforced': w('a rule shown but not played yet'),
  'field/empty-formation': w('none of its units can be fielded; the formation is left out'),
  'field/counts-as': w('{{model}} counts as {{unit}} (6.2.1)'),
};

/** 6.2.1: a "counts as" note, in the page's language, the opponent's said as theirs. */
function countsAsWords(note: FieldNote): string {
  const sentence = NOTE_WORDS['field/counts-as'];
  const words = t(sentence, {
    model: note.countsAs?.model ?? '',
    unit: note.countsAs?.unit ?? '',
  });
  return note.opponent ? t('Your opponent: {{words}}', { words }) : words;
}

/**
 * 6.1.1: what fielding the person's roster left out, or fielded without playing, shown while the
 * tournament game is set up (engine/netea/armies/field notes). English shows the fielder's own
 * sentence; other languages name the unit or formation and the kind of note.
 */
export function FieldNotes(props: { readonly notes: readonly FieldNote[] }) {
  useWords();
  if (props.notes.length === 0) return null;
  return (
    <section className="panel field-notes" data-testid="field-notes">
      <strong>{t('Your roster on the table (6.1.1)')}</strong>
      <ul>
        {props.notes.map((note, i) => (
          <li key={i} data-code={note.code}>
            {note.code === 'field/counts-as'
              ? countsAsWords(note)
              : language() === 'en'
                ? note.message
                : `${note.formation ?? note.message.split(':')[0]}: ${t(NOTE_WORDS[note.code])}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
