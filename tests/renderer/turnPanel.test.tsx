// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { outlookLines, TurnPanel } from '../../renderer/src/panels/TurnPanel';
import { byTestId, render, textOf } from './dom';
import { playUntil, type Moment } from './states';

const turnPanel = (m: Moment) =>
  byTestId(
    render(<TurnPanel game={m.game} pending={m.pending} humanSide={0} />).container,
    'turn-panel',
  );

describe('the turn panel', () => {
  it('names the turn, the phase, who acts and the decision the game waits for', () => {
    const m = playUntil((x) => x.pending.kind === 'activate' && x.pending.sides.includes(0));
    const [turn, waiting] = [...turnPanel(m).children].map(textOf);
    expect(turn).toBe('Turn 1 · action phase · Force Alpha (you) acts');
    expect(waiting).toBe('Waiting for Force Alpha (you): activate');
  });

  it("says so when the computer's decision is awaited, with the step of an assault", () => {
    const m = playUntil(
      (x) =>
        x.pending.kind === 'assault' && x.pending.step === 'target' && x.pending.sides.includes(1),
    );
    const [turn, waiting] = [...turnPanel(m).children].map(textOf);
    expect(turn).toBe(`Turn ${m.game.turn} · action phase · Force Beta (computer) acts`);
    expect(waiting).toBe('Waiting for Force Beta (computer): assault: target');
  });

  it('follows the game from one snapshot to the next', () => {
    const setup = playUntil((x) => x.pending.kind === 'choose-zone');
    const later = playUntil((x) => x.game.turn === 2 && x.game.phase === 'end');
    const { container, rerender } = render(
      <TurnPanel game={setup.game} pending={setup.pending} humanSide={0} />,
    );
    const lines = () => [...byTestId(container, 'turn-panel').children].map(textOf);
    // Before the first turn the game counts turn 0 (1.15: set-up comes before turn 1).
    expect(lines()).toEqual([
      'Setting up the battle (1.15)',
      'Waiting for Force Alpha (you): choose zone',
    ]);
    rerender(<TurnPanel game={later.game} pending={later.pending} humanSide={0} />);
    expect(lines()[0]).toBe('Turn 2 · end phase');
  });
});

describe('the victory conditions in the turn panel (1.14.2)', () => {
  const turnTwo = () => playUntil((x) => x.game.turn === 2 && x.pending.kind === 'activate');

  it('say when a side that holds the objective wins if it keeps it', () => {
    const m = turnTwo();
    // Force Beta held the one objective at the end of turn 1 (Basic Training: hold it one turn).
    const game = { ...m.game, objectiveHistory: [[1 as const]] };
    const lines = outlookLines(game);
    expect(lines).toContain(
      'Force Beta holds 1 objective: wins if it still does at the end of turn 2.',
    );
    const list = byTestId(
      render(<TurnPanel game={game} pending={m.pending} humanSide={0} />).container,
      'turn-panel',
    ).querySelector('ul');
    expect(textOf(list!)).toContain('wins if it still does at the end of turn 2');
  });

  it('say what wins when nobody is on course yet', () => {
    const m = turnTwo();
    const away = {
      ...m.game,
      objectiveHistory: [[null]],
      units: Object.fromEntries(
        Object.entries(m.game.units).map(([id, u]) => [id, { ...u, position: null }]),
      ),
    };
    expect(outlookLines(away)).toEqual([
      `To win: hold 1 objective for 1 full turn (the game ends after turn ${m.game.victory.maxTurns}).`,
    ]);
  });

  it('say the battle is over instead of waiting for nobody', () => {
    const m = turnTwo();
    const over = {
      ...m.game,
      phase: 'game-over' as const,
      result: { winner: 1 as const, turn: 2, reason: 'held 1 objective for 1 full turn' },
    };
    const text = textOf(
      byTestId(
        render(<TurnPanel game={over} pending={{ ...m.pending, sides: [] }} humanSide={0} />)
          .container,
        'turn-panel',
      ),
    );
    expect(text).toContain('The battle is over.');
    expect(text).not.toContain('nobody');
  });
});
