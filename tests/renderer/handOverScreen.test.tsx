// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Side } from '../../engine/netea/commands/schema';
import type { Refusal } from '../../engine/kernel/result';
import type { GameClient, NewGameOptions } from '../../renderer/src/host/gameClient';
import { setLanguage } from '../../renderer/src/i18n';
import { TurnPanel } from '../../renderer/src/panels/TurnPanel';
import { HandOverScreen } from '../../renderer/src/screens/HandOverScreen';
import { StartScreen } from '../../renderer/src/screens/StartScreen';
import { button, byTestId, choose, click, render, settle, textOf } from './dom';
import { playUntil } from './states';

afterEach(() => setLanguage('en'));

/** Basic Training as it starts: Force Alpha (player 1) against Force Beta (player 2). */
const start = () => playUntil(() => true);

describe('the hand-over cover (hot seat, issues 14, 16)', () => {
  it('names whom to pass the machine to, and says so to the host when that person is there', async () => {
    const { game } = start();
    const onTakeSeat = vi.fn(async (_side: Side): Promise<Refusal | null> => null);
    const { container } = render(<HandOverScreen game={game} to={1} onTakeSeat={onTakeSeat} />);
    const cover = byTestId(container, 'hand-over');
    expect(textOf(cover.querySelector('h1'))).toBe('Pass the machine to Force Beta');
    expect(textOf(cover)).toContain('Force Alpha, look away');
    // Nothing of the battle is drawn under it: no table, no panel.
    expect(container.querySelector('canvas, [data-testid=turn-panel]')).toBeNull();
    click(button(cover, 'I am Force Beta'));
    await settle();
    expect(onTakeSeat).toHaveBeenCalledWith(1);
  });

  it('shows the host’s refusal in the page’s language, and the cover in German', async () => {
    setLanguage('de');
    const { game } = start();
    const refused: Refusal = {
      code: 'host/not-your-turn-at-the-machine',
      section: '-',
      message: 'Force Alpha is not the one to take the machine now.',
    };
    const { container } = render(
      <HandOverScreen game={game} to={0} onTakeSeat={async () => refused} />,
    );
    expect(textOf(container.querySelector('h1'))).toBe('Gib den Rechner an Force Alpha weiter');
    click(button(container, 'Ich bin Force Alpha'));
    await settle();
    expect(textOf(byTestId(container, 'refusal'))).toBe(
      'Nicht Force Alpha ist jetzt an der Reihe, den Rechner zu übernehmen.',
    );
  });

  it('the turn panel names the side at the machine as “you” and the other as away, not the computer', () => {
    const m = playUntil((x) => x.pending.kind === 'activate' && x.pending.sides.includes(1));
    const panel = byTestId(
      render(<TurnPanel game={m.game} pending={m.pending} humanSide={1} hotSeat />).container,
      'turn-panel',
    );
    expect(textOf(panel)).toContain('Force Beta (you)');
    expect(textOf(panel)).not.toContain('(computer)');
  });

  it('the start screen offers a second person as the opponent and starts a hot-seat game', async () => {
    const onStart = vi.fn(async (_options: NewGameOptions) => null);
    const client = {
      listSaves: async () => ({ ok: true, value: [] }),
    } as unknown as GameClient;
    const { container } = render(
      <StartScreen client={client} onStart={onStart} onLoad={async () => null} />,
    );
    await act(async () => undefined);
    choose(byTestId<HTMLSelectElement>(container, 'opponent'), 'person');
    expect(byTestId(container, 'hot-seat-hint')).toBeTruthy();
    // Nobody is "you" in a hot-seat game: the side list is hidden.
    expect(byTestId(container, 'side').closest('label')!.hidden).toBe(true);
    click(byTestId(container, 'new-game'));
    await settle();
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ opponent: 'person' }));
  });
});
