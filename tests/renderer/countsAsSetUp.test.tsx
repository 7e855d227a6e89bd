// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldNote } from '../../engine/netea/armies/field';
import { setLanguage } from '../../renderer/src/i18n';
import { FieldNotes } from '../../renderer/src/screens/FieldNotes';
import { byTestId, render } from './dom';

afterEach(() => setLanguage('en'));

const own: FieldNote = {
  code: 'field/counts-as',
  message: 'Squigoth counts as Battlewagonz (6.2.1).',
  countsAs: { model: 'Squigoth', unit: 'Battlewagonz' },
};
const theirs: FieldNote = {
  code: 'field/counts-as',
  message: 'Old Rhino counts as Rhino (6.2.1).',
  countsAs: { model: 'Old Rhino', unit: 'Rhino' },
  opponent: true,
};

describe('what counts as what, told at the tournament set-up (6.2.1)', () => {
  it("lists the player's own notes and the opponent's, in English and in German", () => {
    const { container, rerender } = render(<FieldNotes notes={[own, theirs]} />);
    const items = () =>
      [...byTestId(container, 'field-notes').querySelectorAll('li')].map((li) => li.textContent);
    expect(items()).toEqual([
      'Squigoth counts as Battlewagonz (6.2.1)',
      'Your opponent: Old Rhino counts as Rhino (6.2.1)',
    ]);
    setLanguage('de');
    rerender(<FieldNotes notes={[own, theirs]} />);
    expect(items()).toEqual([
      'Squigoth zählt als Battlewagonz (6.2.1)',
      'Dein Gegner: Old Rhino zählt als Rhino (6.2.1)',
    ]);
  });
});
