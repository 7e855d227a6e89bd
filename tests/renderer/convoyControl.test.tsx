// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { applyCommand } from '../../engine/netea/commands/apply';
import { AMBUSH } from '../../engine/netea/scenarios';
import { createGame } from '../../engine/netea/state/setup';
import type { GameState } from '../../engine/netea/state/schema';
import {
  AmbushSetUpHint,
  ConvoyEntryControl,
  ConvoyOrderControl,
} from '../../renderer/src/panels/ConvoyControl';
import { deployed, scenarioSetup } from '../fixtures/battle';
import { byTestId, click, render, textOf } from './dom';

/**
 * Seed 001 5.3.7 for the person: the Orks' convoy is put in order (road end and order of
 * arrival) with clicks; in the first turn the next formation marches on with a click; the Space
 * Marine player is told where to set up and that the Scouts may come near the road.
 */
function fresh(): GameState {
  const created = createGame(scenarioSetup(AMBUSH, 1));
  if (!created.ok) throw new Error(created.error.join('\n'));
  return created.value;
}

describe('5.3.7 the convoy order, for the person', () => {
  it('moves a formation up, picks the east end and sends a convoy the engine accepts', () => {
    const game = fresh();
    const onSubmit = vi.fn<(c: Command) => void>();
    const { container } = render(<ConvoyOrderControl game={game} side={0} onSubmit={onSubmit} />);
    click(byTestId(container, 'convoy-up-a-mekboy-gunzmob-1'));
    click(byTestId(container, 'convoy-end-east'));
    click(byTestId(container, 'convoy-confirm'));
    const sent = onSubmit.mock.calls[0]![0] as Extract<Command, { type: 'ambush.convoy' }>;
    expect(sent.end).toBe('east');
    expect(sent.order.indexOf('a-mekboy-gunzmob-1')).toBe(1);
    expect(applyCommand(game, sent).ok).toBe(true);
  });

  it('marches the next formation on along the road, or 15cm short', () => {
    const game = deployed(AMBUSH, 3).context.game;
    const onSubmit = vi.fn<(c: Command) => void>();
    const { container } = render(<ConvoyEntryControl game={game} side={0} onSubmit={onSubmit} />);
    click(byTestId(container, 'convoy-march-15'));
    const sent = onSubmit.mock.calls[0]![0] as Extract<Command, { type: 'ambush.enter' }>;
    expect(sent.formationId).toBe(game.ambush!.order[0]);
    const after = applyCommand(game, sent);
    expect(after.ok && after.state.ambush?.entered).toEqual([game.ambush!.order[0]]);
  });

  it('tells the Space Marine player the 30cm and the Scouts’ choice', () => {
    const ordered = applyCommand(fresh(), {
      type: 'ambush.convoy',
      side: 0,
      end: 'west',
      order:
        fresh().ambush?.order ??
        Object.keys(fresh().formations).filter((id) => id.startsWith('a-')),
    });
    if (!ordered.ok) throw new Error(ordered.refusal.message);
    const { container } = render(<AmbushSetUpHint game={ordered.state} side={1} />);
    expect(textOf(byTestId(container, 'ambush-set-up'))).toMatch(
      /at least 30cm from the road\. Scout Detachment \(10th Company\) may set up within 15cm/,
    );
  });
});
