// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GameClient, SaveEntry } from '../../renderer/src/host/gameClient';
import { StartScreen } from '../../renderer/src/screens/StartScreen';
import { render } from './dom';

const entry = (id: string, name: string): SaveEntry => ({
  id,
  autosave: false,
  name,
  savedAt: '2026-11-24T08:00:00.000Z',
  scenarioName: 'Basic Training',
  turn: 2,
  over: false,
  problem: null,
});

describe('saves on the start screen', () => {
  it('are deleted only once the person confirms, and the list follows', async () => {
    let saves = [entry('named-ridge', 'The ridge'), entry('named-ford', 'The ford')];
    const removeSave = vi.fn(async (id: string) => {
      saves = saves.filter((s) => s.id !== id);
      return { ok: true as const, value: true as const };
    });
    const client = {
      listSaves: async () => ({ ok: true, value: saves }),
      removeSave,
    } as unknown as GameClient;
    const { container } = render(
      <StartScreen client={client} onStart={async () => null} onLoad={async () => null} />,
    );
    await act(async () => undefined);
    const names = () =>
      [...container.querySelectorAll('[data-testid=load-save]')].map((b) => b.textContent);
    expect(names()).toHaveLength(2);
    const deleteButtons = container.querySelectorAll<HTMLButtonElement>(
      '[data-testid=delete-save]',
    );
    act(() => deleteButtons[0]!.click());
    // Asked first: nothing is deleted yet.
    expect(container.textContent).toContain('Delete “The ridge” for good?');
    expect(removeSave).not.toHaveBeenCalled();
    await act(async () =>
      container.querySelector<HTMLButtonElement>('[data-testid=confirm-delete]')!.click(),
    );
    expect(removeSave).toHaveBeenCalledWith('named-ridge');
    expect(names()).toEqual([expect.stringContaining('The ford')]);
  });
});
