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

  it('are renamed in place, and a file that is not a save is refused with its reason', async () => {
    let saves = [entry('named-ridge', 'The ridge')];
    const renameSave = vi.fn(async (id: string, name: string) => {
      saves = saves.map((s) => (s.id === id ? { ...s, id: 'named-new', name } : s));
      return { ok: true as const, value: 'named-new' };
    });
    const importSave = vi.fn(async () => ({
      ok: false as const,
      problem: 'save: not valid JSON (the file is truncated or damaged)',
    }));
    const client = {
      listSaves: async () => ({ ok: true, value: saves }),
      renameSave,
      importSave,
    } as unknown as GameClient;
    const { container } = render(
      <StartScreen client={client} onStart={async () => null} onLoad={async () => null} />,
    );
    await act(async () => undefined);
    act(() => container.querySelector<HTMLButtonElement>('[data-testid=rename-save]')!.click());
    const input = container.querySelector<HTMLInputElement>('[data-testid=rename-input]')!;
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, 'The ridge at dawn');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () =>
      container.querySelector<HTMLButtonElement>('[data-testid=confirm-rename]')!.click(),
    );
    expect(renameSave).toHaveBeenCalledWith('named-ridge', 'The ridge at dawn');
    expect(container.querySelector('[data-testid=load-save]')!.textContent).toContain(
      'The ridge at dawn',
    );
    const file = new File(['{"format":'], 'broken.epicsave');
    const picker = container.querySelector<HTMLInputElement>('[data-testid=import-save]')!;
    Object.defineProperty(picker, 'files', { value: [file] });
    await act(async () => {
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => undefined);
    expect(importSave).toHaveBeenCalledWith('{"format":');
    expect(container.textContent).toContain(
      'broken.epicsave cannot be imported: save: not valid JSON (the file is truncated or damaged)',
    );
  });
});
