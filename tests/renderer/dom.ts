import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, onTestFinished } from 'vitest';

/**
 * Interactive component tests: a panel mounted with React's own `createRoot` in a happy-dom
 * document (files that use this start with `// @vitest-environment happy-dom`), driven the way
 * a person drives it (clicks, choices in a list, ticks) inside `act`, so every state update and
 * effect has run before the test looks. The root is unmounted when the test finishes.
 */

// React warns about updates outside `act` only where it is told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  readonly container: HTMLElement;
  /** Draws the same root again with new props, as a new snapshot from the host would. */
  rerender(element: ReactElement): void;
}

export function render(element: ReactElement): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(element));
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
  });
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
  };
}

/** The one element with this `data-testid`; fails the test when there is none. */
export function byTestId<T extends Element = HTMLElement>(within: ParentNode, id: string): T {
  const found = within.querySelector<T>(`[data-testid="${id}"]`);
  expect(found, `an element with data-testid="${id}"`).not.toBeNull();
  return found!;
}

/** The button a person would read as `label` (its text, trimmed); fails when there is none. */
export function button(within: ParentNode, label: string | RegExp): HTMLButtonElement {
  const all = [...within.querySelectorAll('button')];
  const found = all.find((b) =>
    typeof label === 'string' ? textOf(b) === label : label.test(textOf(b)),
  );
  expect(found, `a button "${String(label)}" among ${all.map(textOf).join(' | ')}`).toBeDefined();
  return found!;
}

/** An element's text as a person reads it: whitespace collapsed. */
export function textOf(node: Node | null): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function click(element: Element): void {
  act(() => (element as HTMLElement).click());
}

/** Picks `value` in a list, as choosing an option with the mouse or the arrow keys does. */
export function choose(select: HTMLSelectElement, value: string): void {
  expect(
    [...select.options].map((o) => o.value),
    'the list offers the value',
  ).toContain(value);
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Types `value` into a text or number field, as a person typing does (React hears `input`). */
export function typeInto(input: HTMLInputElement, value: string): void {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Lets answers that arrive as promises (a client's calls) reach the screen. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await act(async () => new Promise((r) => setTimeout(r, 0)));
}
