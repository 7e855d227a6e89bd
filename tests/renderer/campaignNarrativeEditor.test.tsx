// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignClient } from '../../renderer/src/campaigns/campaignClient';
import { newDraft } from '../../renderer/src/campaigns/editorModel';
import { setLanguage } from '../../renderer/src/i18n';
import { CampaignEditorScreen } from '../../renderer/src/screens/CampaignEditorScreen';
import { fakeCampaigns } from './fakeCampaigns';
import { button, byTestId, choose, click, render, settle, textOf, typeInto } from './dom';

afterEach(() => act(() => setLanguage('en')));

/** Types into a text area as a person does (React hears `input`). */
function typeArea(area: HTMLTextAreaElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A client that keeps the definitions the editor saves. */
function client(saved: unknown[]): CampaignClient {
  return fakeCampaigns({
    saveDefinition: async (definition) => {
      saved.push(definition);
      return { ok: true, value: 'definition-1' };
    },
  });
}

describe('5.4.2 the narrative campaign editor: choices between battles, checked live', () => {
  it('writes a battle, a choice of two options and an ending, and saves it once complete', async () => {
    const saved: unknown[] = [];
    let done = 0;
    const { container } = render(
      <CampaignEditorScreen
        campaigns={client(saved)}
        draft={newDraft('narrative', 'basic-training')}
        onDone={() => done++}
      />,
    );
    expect(textOf(container)).toContain('A narrative campaign of your own');
    typeInto(byTestId(container, 'editor-name'), 'Palace or Port');
    const battle = byTestId(container, 'editor-battle-0');
    typeInto(byTestId(battle, 'battle-title'), 'The Landing');
    click(byTestId(container, 'editor-add-choice'));
    const choice = byTestId(container, 'editor-choice-0');
    typeArea(byTestId<HTMLTextAreaElement>(choice, 'choice-text'), 'Where now?');
    // Not complete: the options have no labels, nothing leads on.
    expect(textOf(byTestId(container, 'editor-problems'))).toMatch(/options\.0\.label/);
    expect(byTestId<HTMLButtonElement>(container, 'editor-save').disabled).toBe(true);
    const labels = choice.querySelectorAll<HTMLInputElement>('[data-testid="option-label"]');
    typeInto(labels[0]!, 'March on');
    typeInto(labels[1]!, 'Dig in');
    const nexts = choice.querySelectorAll<HTMLSelectElement>('[data-testid="option-next"]');
    choose(nexts[0]!, 'battle-1');
    choose(nexts[1]!, 'ending-1');
    for (const o of ['win', 'draw'] as const)
      choose(byTestId<HTMLSelectElement>(battle, `battle-next-${o}`), 'choice-1');
    choose(byTestId<HTMLSelectElement>(battle, 'battle-next-loss'), 'ending-1');
    // A third option, then taken away again: at least two stay.
    click(button(choice, 'Add an option'));
    expect(choice.querySelectorAll('[data-testid="choice-option"]')).toHaveLength(3);
    click(choice.querySelectorAll<HTMLButtonElement>('[data-testid="option-remove"]')[2]!);
    expect(choice.querySelector('[data-testid="option-remove"]')).toBeNull();
    expect(textOf(byTestId(container, 'editor-problems'))).toBe(
      'campaign: nodes.ending-1.ending.title: Too small: expected string to have >=1 characters',
    );
    typeInto(byTestId(byTestId(container, 'editor-ending-0'), 'ending-title'), 'Dug in');
    // The campaign may begin with the choice.
    choose(byTestId<HTMLSelectElement>(container, 'editor-start'), 'choice-1');
    expect(textOf(byTestId(container, 'editor-valid'))).toBe(
      'The campaign is complete and can be saved.',
    );
    click(byTestId(container, 'editor-save'));
    await settle();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      kind: 'narrative',
      start: 'choice-1',
      nodes: {
        'battle-1': {
          kind: 'battle',
          next: { win: 'choice-1', draw: 'choice-1', loss: 'ending-1' },
        },
        'choice-1': {
          kind: 'choice',
          text: 'Where now?',
          options: [
            { id: 'option-1', label: 'March on', next: 'battle-1' },
            { id: 'option-2', label: 'Dig in', next: 'ending-1' },
          ],
        },
        'ending-1': { kind: 'ending' },
      },
    });
    expect(done).toBe(1);
  });

  it('speaks German', () => {
    act(() => setLanguage('de'));
    const { container } = render(
      <CampaignEditorScreen
        campaigns={client([])}
        draft={newDraft('narrative', 'basic-training')}
        onDone={() => {}}
      />,
    );
    click(button(container, 'Eine Entscheidung hinzufügen'));
    expect(textOf(container)).toContain('Eine eigene Erzählkampagne');
    expect(textOf(byTestId(container, 'editor-choice-0'))).toContain('Entscheidung 1');
    expect(textOf(container)).toContain('Die Kampagne beginnt mit');
  });
});
