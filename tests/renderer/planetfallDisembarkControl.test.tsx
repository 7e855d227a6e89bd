// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { PlanetfallDisembarkControl } from '../../renderer/src/panels/LandingControls';
import { go } from '../conformance/helpers';
import { landPods, podsDue } from '../netea/rules/4.3-4.4-spacecraft/spacecraftFixtures';
import { byTestId, click, render, textOf } from './dom';

describe('passengers landing by planetfall through the decision panel (4.4)', () => {
  it('offers to get them out or keep them aboard, and sends the command', () => {
    const operate = {
      ...landPods({ x: 90, y: 60 }, { x: 95, y: 60 }),
      disembark: 'decide' as const,
    };
    const game = go(podsDue({ x: 90, y: 60 }), operate, 6, 1, 1, 1, 1, 2, 4, 3, 3).state;
    const onSubmit = vi.fn<(c: Command) => void>();
    const { container } = render(
      <PlanetfallDisembarkControl game={game} side={0} onSubmit={onSubmit} />,
    );
    const panel = byTestId(container, 'planetfall-disembark');
    expect(textOf(panel)).toContain('4.4');
    click(byTestId(panel, 'planetfall-stay-aboard'));
    expect(onSubmit).toHaveBeenLastCalledWith({
      type: 'planetfall.disembark',
      side: 0,
      formationId: 'pods',
      placements: [],
    });
    click(byTestId(panel, 'planetfall-get-out'));
    const out = onSubmit.mock.calls.at(-1)![0] as Extract<
      Command,
      { type: 'planetfall.disembark' }
    >;
    expect(out.placements.map((p) => p.unitId)).toEqual(['m1', 'm2']);
    // Not the other side's decision: nothing to show.
    const other = render(<PlanetfallDisembarkControl game={game} side={1} onSubmit={onSubmit} />);
    expect(other.container.querySelector('[data-testid="planetfall-disembark"]')).toBeNull();
  });
});
