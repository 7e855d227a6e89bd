// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { PartnerControl } from '../../renderer/src/panels/PartnerControl';
import { ChoiceButton } from '../../renderer/src/panels/ChoiceButton';
import type { Choice } from '../../renderer/src/play/choices';
import { teamSituation } from '../conformance/5.3-scenarios/combinedFixture';
import { button, byTestId, click, render, textOf } from './dom';

/** Seed 001 5.3.11.3 on the page: the team-mates' formations ticked, then the action together. */
describe('5.3.11.3: picking the team-mates that join an action', () => {
  function mount() {
    const onSubmit = vi.fn<(c: Command) => void>();
    const list = (choices: readonly Choice[]) =>
      choices.map((c) => <ChoiceButton key={c.key} choice={c} onSubmit={onSubmit} />);
    const { container } = render(
      <PartnerControl game={teamSituation()} side={0} formationId="a" list={list} />,
    );
    return { container, onSubmit };
  }

  it('5.3.11.3: one tick box per team-mate formation able to join; the actions once one is ticked', () => {
    const { container, onSubmit } = mount();
    const box = byTestId(container, 'partners');
    expect(textOf(box)).toContain('b (Player 3)');
    expect(textOf(box)).toContain('d (Player 3)');
    expect(box.querySelectorAll('button')).toHaveLength(0);
    click(byTestId(container, 'partner-b'));
    click(byTestId(container, 'partner-d'));
    expect(box.querySelectorAll('button')).toHaveLength(4);
    click(button(box, /^Advance together/));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'action.declare',
      side: 0,
      formationId: 'a',
      action: 'advance',
      partners: [
        { formationId: 'b', action: 'advance' },
        { formationId: 'd', action: 'advance' },
      ],
    });
    // Unticked again, the actions go.
    click(byTestId(container, 'partner-b'));
    click(byTestId(container, 'partner-d'));
    expect(box.querySelectorAll('button')).toHaveLength(0);
  });
});
