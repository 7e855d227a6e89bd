import { describe, expect, it } from 'vitest';
import { bundledCampaign, parseCampaign } from '../../engine/netea/campaigns';
import {
  fromDefinition,
  newBattle,
  newChoice,
  newDraft,
  newEnding,
  toDefinition,
  type Draft,
} from '../../renderer/src/campaigns/editorModel';

/** The campaign editor's drafts (issue 18, 5.4.2), checked by the engine's own validation. */
const problems = (draft: Draft) => {
  const parsed = parseCampaign(toDefinition(draft));
  return parsed.ok ? [] : parsed.error;
};

describe('the campaign editor’s drafts', () => {
  it('a new ladder is incomplete until it has a name, then valid; a reward of points on fixed forces is refused', () => {
    const draft = newDraft('ladder', 'basic-training');
    expect(problems(draft).join('\n')).toMatch(/name/);
    const named: Draft = {
      ...draft,
      name: 'Two Hills',
      battles: [
        {
          ...draft.battles[0]!,
          title: 'First hill',
          rewards: { win: [{ kind: 'strategy', party: 'person', change: 1 }], draw: [], loss: [] },
        },
        { ...newBattle(2, 'advanced'), title: 'Second hill' },
      ],
    };
    expect(problems(named)).toEqual([]);
    const points: Draft = {
      ...named,
      battles: [
        {
          ...named.battles[0]!,
          rewards: { win: [{ kind: 'points', party: 'person', points: 100 }], draw: [], loss: [] },
        },
        named.battles[1]!,
      ],
    };
    expect(problems(points).join('\n')).toMatch(
      /points change needs a battle with armies built to the points/,
    );
    // A tournament game as the next battle takes it.
    const tournament: Draft = {
      ...points,
      battles: [points.battles[0]!, { ...points.battles[1]!, ground: 'tournament', points: 1500 }],
    };
    expect(problems(tournament)).toEqual([]);
  });

  it('a tree needs every result to lead somewhere, then saves as a tree starting at its first battle', () => {
    const draft: Draft = {
      ...newDraft('tree', 'basic-training'),
      name: 'Fork',
      battles: [{ ...newBattle(1, 'basic-training'), title: 'Crossing' }],
      endings: [
        { ...newEnding(1), title: 'Won' },
        { ...newEnding(2), title: 'Lost', winner: 'opponent' },
      ],
    };
    expect(problems(draft).join('\n')).toMatch(/nodes.battle-1.next.win/);
    const linked: Draft = {
      ...draft,
      battles: [
        { ...draft.battles[0]!, next: { win: 'ending-1', draw: 'ending-2', loss: 'ending-2' } },
      ],
    };
    expect(problems(linked)).toEqual([]);
    const definition = toDefinition(linked);
    expect(definition).toMatchObject({ kind: 'tree', start: 'battle-1', id: 'fork' });
  });

  it('a bundled ladder and tree come back from the editor unchanged', () => {
    for (const id of ['spaceport-ladder', 'hill-tree']) {
      const campaign = bundledCampaign(id)!;
      const draft = fromDefinition(campaign, 'basic-training')!;
      const again = parseCampaign(toDefinition(draft));
      if (!again.ok) throw new Error(again.error.join('; '));
      const { id: _a, section: _s, ...mine } = again.value;
      const { id: _b, section: _t, ...theirs } = campaign;
      expect(mine).toEqual(theirs);
    }
    expect(fromDefinition(bundledCampaign('training-league')!, 'basic-training')).toBeNull();
  });

  it('5.4.2 narrative: a choice needs every option to lead somewhere; the bundled narrative comes back unchanged', () => {
    const draft: Draft = {
      ...newDraft('narrative', 'basic-training'),
      name: 'Palace or Port',
      battles: [
        {
          ...newBattle(1, 'basic-training'),
          title: 'The Landing',
          next: { win: 'choice-1', draw: 'choice-1', loss: 'ending-1' },
        },
      ],
      endings: [{ ...newEnding(1), title: 'The end' }],
      choices: [{ ...newChoice('choice-1'), text: 'Where now?' }],
    };
    // Two options without labels or a way on: each is named.
    expect(problems(draft)).toEqual([
      'campaign: nodes.choice-1.options.0.label: Too small: expected string to have >=1 characters',
      'campaign: nodes.choice-1.options.0.next: Too small: expected string to have >=1 characters',
      'campaign: nodes.choice-1.options.1.label: Too small: expected string to have >=1 characters',
      'campaign: nodes.choice-1.options.1.next: Too small: expected string to have >=1 characters',
    ]);
    const options = draft.choices![0]!.options;
    const complete: Draft = {
      ...draft,
      choices: [
        {
          ...draft.choices![0]!,
          options: [
            { ...options[0]!, label: 'March', next: 'battle-1' },
            { ...options[1]!, label: 'Dig in', text: 'Hold the line', next: 'ending-1' },
          ],
        },
      ],
    };
    expect(problems(complete)).toEqual([]);
    expect(toDefinition(complete)).toMatchObject({
      kind: 'narrative',
      start: 'battle-1',
      nodes: {
        'choice-1': {
          kind: 'choice',
          options: [
            { id: 'option-1', label: 'March', next: 'battle-1' },
            { id: 'option-2', label: 'Dig in', text: 'Hold the line', next: 'ending-1' },
          ],
        },
      },
    });
    // A narrative may begin with its choice; a tree keeps no choices, so results leading to one
    // lead nowhere.
    expect(toDefinition({ ...complete, start: 'choice-1' })).toMatchObject({ start: 'choice-1' });
    expect(toDefinition({ ...complete, kind: 'tree' })).not.toHaveProperty('nodes.choice-1');
    expect(problems({ ...complete, kind: 'tree' })).toEqual([
      'campaign: node "battle-1": leads to "choice-1", which is no node',
      'campaign: node "battle-1": leads to "choice-1", which is no node',
    ]);

    const campaign = bundledCampaign('armageddon-narrative')!;
    const again = parseCampaign(toDefinition(fromDefinition(campaign, 'basic-training')!));
    if (!again.ok) throw new Error(again.error.join('; '));
    const { id: _a, section: _s, ...mine } = again.value;
    const { id: _b, section: _t, ...theirs } = campaign;
    expect(mine).toEqual(theirs);
  });
});
