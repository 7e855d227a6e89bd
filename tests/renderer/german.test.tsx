// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/netea/events';
import { setLanguage } from '../../renderer/src/i18n';
import { DiceLog } from '../../renderer/src/panels/DiceLog';
import { diceLogEntries } from '../../renderer/src/panels/diceLog';
import { TurnPanel } from '../../renderer/src/panels/TurnPanel';
import { byTestId, render, textOf } from './dom';
import { playUntil } from './states';

type Roll = Extract<GameEvent, { type: 'dice/rolled' }>;
const isCoveredShot = (e: GameEvent): e is Roll =>
  e.type === 'dice/rolled' &&
  e.section === '1.9.5' &&
  e.modifiers.some((m) => m.section === '1.8.2');

afterEach(() => setLanguage('en'));

describe('the battle screen in German (issue 17, glossary 6.1)', () => {
  it('names the turn (Runde), the phase and the decision in German', () => {
    setLanguage('de');
    const m = playUntil((x) => x.pending.kind === 'activate' && x.pending.sides.includes(0));
    const panel = byTestId(
      render(<TurnPanel game={m.game} pending={m.pending} humanSide={0} />).container,
      'turn-panel',
    );
    const [turn, waiting] = [...panel.children].map(textOf);
    expect(turn).toBe('Runde 1 · Aktionsphase · Force Alpha (du) handelt');
    expect(waiting).toBe('Wartet auf Force Alpha (du): Verband aktivieren');
  });

  it('words the dice log in German: the roll, its modifier and the events', () => {
    const moment = playUntil((m) => m.events.some(isCoveredShot));
    setLanguage('de');
    const entries = diceLogEntries(moment.events, moment.game, 0);
    const at = moment.events.findIndex(isCoveredShot);
    const roll = moment.events[at] as Roll;
    const { container } = render(<DiceLog entries={entries} autoScroll={false} />);
    const item = byTestId(container, 'dice-log').children[at]!;
    expect(textOf(item.querySelector('.purpose'))).toMatch(
      /^D6 Trefferwurf: \d+ (Schuss|Schüsse) AP5\+$/,
    );
    expect(textOf(item.querySelector('.figures'))).toContain(
      `gewürfelt ${roll.results.join(', ')} benötigt ${roll.needed}+`,
    );
    expect(textOf(item.querySelector('.modifiers'))).toContain('-1 Ziel in Deckung (1.8.2)');
    // The events around it in German, with the glossary's terms.
    const text = textOf(container);
    expect(text).toContain('schießt auf');
    expect(text).not.toContain(' shoots at ');
  });
});
