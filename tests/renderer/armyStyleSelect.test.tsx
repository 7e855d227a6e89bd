// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOURNAMENT_SCENARIO_ID } from '../../engine/netea/scenarios/tournament';
import { setLanguage } from '../../renderer/src/i18n';
import type { GameClient, NewGameOptions } from '../../renderer/src/host/gameClient';
import { StartScreen } from '../../renderer/src/screens/StartScreen';
import { byTestId, choose, click, render, settle } from './dom';

/** The start screen's tournament army choice (6.1.1): a list built to the points in a style. */
async function startScreen() {
  const onStart = vi.fn(async (_options: NewGameOptions) => null);
  const client = { listSaves: async () => ({ ok: true, value: [] }) } as unknown as GameClient;
  const { container } = render(
    <StartScreen client={client} onStart={onStart} onLoad={async () => null} />,
  );
  await settle();
  choose(byTestId<HTMLSelectElement>(container, 'scenario'), TOURNAMENT_SCENARIO_ID);
  // The army lists are loaded when a tournament game is chosen.
  const armies = byTestId<HTMLSelectElement>(container, 'army-0');
  for (let i = 0; i < 100 && armies.options.length <= 1; i++)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  return { container, onStart };
}

afterEach(() => setLanguage('en'));

describe('the style of a list built to the points (6.1.1)', () => {
  it('is offered only for a side whose army is a list, and goes with that side to the new game', async () => {
    const { container, onStart } = await startScreen();
    expect(container.querySelector('[data-testid=army-style-0]')).toBeNull();
    choose(byTestId<HTMLSelectElement>(container, 'army-0'), 'list:space-marines-ea');
    const style = byTestId<HTMLSelectElement>(container, 'army-style-0');
    // Balanced is what a list choice got before styles.
    expect(style.value).toBe('balanced');
    expect([...style.options].map((o) => o.value)).toEqual([
      'balanced',
      'armoured',
      'infantry',
      'fast',
      'war-engines',
    ]);
    expect(container.querySelector('[data-testid=army-style-1]')).toBeNull();
    choose(style, 'armoured');
    await act(async () => click(byTestId(container, 'new-game')));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onStart.mock.calls[0]![0].tournament?.armies).toEqual([
      { kind: 'list', listId: 'space-marines-ea', style: 'armoured' },
      { kind: 'random' },
    ]);
  });

  it('names the styles in German', async () => {
    const { container } = await startScreen();
    choose(
      byTestId<HTMLSelectElement>(container, 'army-1'),
      'list:orks-ghazghkull-thraka-s-war-horde-ea',
    );
    act(() => setLanguage('de'));
    const style = byTestId<HTMLSelectElement>(container, 'army-style-1');
    expect([...style.options].map((o) => o.textContent)).toContain(
      'gepanzert: Panzer und Kriegsmaschinen',
    );
    expect(style.closest('label')?.textContent).toContain('Stil der Armee von Spieler 2');
  });
});
