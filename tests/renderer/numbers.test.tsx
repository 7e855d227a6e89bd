// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GameClient } from '../../renderer/src/host/gameClient';
import { readWholeNumber, SEED } from '../../renderer/src/screens/numbers';
import { StartScreen } from '../../renderer/src/screens/StartScreen';
import { byTestId, render } from './dom';

describe('number fields in plain words', () => {
  it('read whole numbers within their range and say what is wrong in a sentence', () => {
    expect(readWholeNumber('42', SEED)).toEqual({ ok: true, value: 42 });
    expect(readWholeNumber(' 4294967295 ', SEED)).toEqual({ ok: true, value: 4294967295 });
    expect(readWholeNumber('-5', SEED)).toEqual({
      ok: false,
      problem: 'The seed must be from 0 to 4,294,967,295; -5 is not.',
    });
    expect(readWholeNumber('4294967296', SEED)).toMatchObject({ ok: false });
    expect(readWholeNumber('1e3', SEED)).toEqual({
      ok: false,
      problem: 'The seed must be a whole number from 0 to 4,294,967,295, without other signs.',
    });
    expect(readWholeNumber('', SEED)).toEqual({
      ok: false,
      problem: 'Enter the seed: a whole number from 0 to 4,294,967,295.',
    });
  });

  it('keep the seed as typed, say why it cannot start, and start with a good one', () => {
    const client = {
      listSaves: () => Promise.resolve({ ok: true, value: [] }),
    } as unknown as GameClient;
    const onStart = vi.fn(() => Promise.resolve(null));
    const { container } = render(
      <StartScreen client={client} onStart={onStart} onLoad={() => Promise.resolve(null)} />,
    );
    const seed = byTestId<HTMLInputElement>(container, 'seed');
    const type = (text: string) =>
      act(() => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(seed, text);
        seed.dispatchEvent(new Event('input', { bubbles: true }));
      });
    type('-5');
    expect(seed.value).toBe('-5');
    expect(byTestId(container, 'seed-problem').textContent).toBe(
      'The seed must be from 0 to 4,294,967,295; -5 is not.',
    );
    expect(byTestId<HTMLButtonElement>(container, 'new-game').disabled).toBe(true);
    type('99999999999');
    expect(byTestId<HTMLButtonElement>(container, 'new-game').disabled).toBe(true);
    type('12345');
    expect(container.querySelector('[data-testid=seed-problem]')).toBeNull();
    act(() => byTestId<HTMLButtonElement>(container, 'new-game').click());
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ seed: 12345 }));
  });
});
