// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '../../engine/netea/events';
import { DiceLog } from '../../renderer/src/panels/DiceLog';
import { diceLogEntries } from '../../renderer/src/panels/diceLog';
import { byTestId, render, textOf } from './dom';
import { playUntil } from './states';

type Roll = Extract<GameEvent, { type: 'dice/rolled' }>;
const isRoll = (e: GameEvent): e is Roll => e.type === 'dice/rolled';
// A real to-hit roll of a seeded game: a shot at a target in cover (1.8.2), so -1 to hit.
const isCoveredShot = (e: GameEvent): e is Roll =>
  isRoll(e) && e.section === '1.9.5' && e.modifiers.some((m) => m.section === '1.8.2');

describe('the dice log', () => {
  const moment = playUntil((m) => m.events.some(isCoveredShot));
  const entries = diceLogEntries(moment.events, moment.game, 0);
  /** The list's items as assistive technology counts them. */
  const items = (container: HTMLElement) => [
    ...byTestId(container, 'dice-log').querySelectorAll(':scope > li:not([aria-hidden="true"])'),
  ];

  it('shows a roll with its purpose, dice, score needed, modifiers, result and section', () => {
    const at = moment.events.findIndex(isCoveredShot);
    const roll = moment.events[at] as Roll;
    const item = items(render(<DiceLog entries={entries} autoScroll={false} />).container)[at]!;
    expect(item.className).toBe('roll');
    expect(textOf(item.querySelector('.die-badge'))).toBe('D6');
    expect(textOf(item.querySelector('.purpose'))).toBe(`D6 ${roll.purpose}`);
    expect(roll.purpose).toMatch(/^to hit: \d+ shots? AP5\+$/);
    const successes = `${roll.successes} success${roll.successes === 1 ? '' : 'es'}`;
    expect(textOf(item.querySelector('.figures'))).toBe(
      `rolled ${roll.results.join(', ')} needing ${roll.needed}+ → ${successes} §1.9.5`,
    );
    // Each modifier with its value, its reason and the section that sets it.
    expect([...item.querySelectorAll('.modifiers li')].map(textOf)).toEqual(
      roll.modifiers.map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.reason} (${m.section})`),
    );
    expect(textOf(item.querySelector('.modifiers'))).toContain('-1 target in cover (1.8.2)');
  });

  it('shows a roll with no score to beat as the dice alone (the roll-off, 1.15.1)', () => {
    const rollOff = moment.events[0] as Roll;
    expect(rollOff).toMatchObject({ type: 'dice/rolled', section: '1.15.1' });
    const item = items(render(<DiceLog entries={entries} autoScroll={false} />).container)[0]!;
    expect(textOf(item.querySelector('.figures'))).toBe(
      `rolled ${rollOff.results.join(', ')} §1.15.1`,
    );
    expect(item.querySelector('.needed')).toBeNull();
    expect(item.querySelector('.modifiers')).toBeNull();
  });

  it('lists every event, and nothing else, in the order it happened, worded as the battle log words it', () => {
    const { container } = render(<DiceLog entries={entries} autoScroll={false} />);
    const shown = items(container);
    expect(shown).toHaveLength(moment.events.length);
    expect(textOf(shown[1]!)).toMatch(
      /^Force Alpha wins the roll-off and chooses the table edge \(1\.15\.1\)$/,
    );
    expect(shown.map((li) => li.className)).toEqual(
      moment.events.map((e) => (isRoll(e) ? 'roll' : 'event')),
    );
    expect(byTestId(container, 'dice-log').closest('section')?.getAttribute('aria-label')).toBe(
      'Dice log',
    );
  });

  it('scrolls to the newest entry as entries arrive, unless told not to', () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    try {
      const { container, rerender } = render(<DiceLog entries={entries.slice(0, 10)} />);
      const end = byTestId(container, 'dice-log').lastElementChild;
      expect(end?.className).toBe('end');
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toBe(end);
      expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest' });

      rerender(<DiceLog entries={entries.slice(0, 20)} />);
      expect(items(container)).toHaveLength(20);
      expect(scrolled).toHaveBeenCalledTimes(2);

      // A person reading back through the log keeps their place.
      rerender(<DiceLog entries={entries} autoScroll={false} />);
      expect(items(container)).toHaveLength(entries.length);
      expect(scrolled).toHaveBeenCalledTimes(2);
    } finally {
      scrolled.mockRestore();
    }
  });
});
