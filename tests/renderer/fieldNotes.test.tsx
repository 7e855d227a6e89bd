// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldNote } from '../../engine/netea/armies/field';
import { setLanguage } from '../../renderer/src/i18n';
import { FieldNotes } from '../../renderer/src/screens/FieldNotes';
import { byTestId, render, textOf } from './dom';

afterEach(() => setLanguage('en'));

const notes: FieldNote[] = [
  {
    code: 'field/aircraft',
    message: 'Thunderhawk Gunship: an aircraft (4.0); left out until the program plays aircraft.',
    formation: 'Thunderhawk 1',
  },
];

describe('field notes on the tournament set-up (6.1.1, issue 16)', () => {
  it('names what fielding the roster left out, in English and in German', () => {
    const { container, rerender } = render(<FieldNotes notes={notes} />);
    const panel = byTestId(container, 'field-notes');
    expect(textOf(panel)).toContain('Thunderhawk Gunship: an aircraft (4.0)');
    setLanguage('de');
    rerender(<FieldNotes notes={notes} />);
    expect(textOf(byTestId(container, 'field-notes'))).toBe(
      'Deine Armeeliste auf dem Tisch (6.1.1)Thunderhawk 1: Flugzeuge bleiben weg, bis das Programm sie spielt (4.0)',
    );
  });

  it('shows nothing when nothing was left out', () => {
    const { container } = render(<FieldNotes notes={[]} />);
    expect(container.querySelector('[data-testid=field-notes]')).toBeNull();
  });
});
