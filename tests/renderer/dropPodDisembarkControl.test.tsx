// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { applyCommand } from '../../engine/netea/commands/apply';
import { PlanetfallDisembarkControl } from '../../renderer/src/panels/LandingControls';
import { go } from '../conformance/helpers';
import { withSheet } from '../conformance/entryHelpers';
import { withAbilities } from '../fixtures/specialists';
import { landPods, podsDue } from '../netea/rules/4.3-4.4-spacecraft/spacecraftFixtures';
import { byTestId, click, render, textOf } from './dom';

/** The pod p1 (planetfall, the list's Drop Pod rule, no weapon) lands at (92, 60) carrying m1, m2. */
const POD = withAbilities('sm-rhino', 'test-plain-drop-pod', [
  { id: 'planetfall' },
  { id: 'drop-pod' },
]);

describe('a drop pod landing through the decision panel (4.4, the Drop Pod rule)', () => {
  it('says everyone must get out and offers no staying aboard; the proposal is accepted', () => {
    const game = go(
      withSheet(podsDue({ x: 90, y: 60 }), POD, ['p1']),
      landPods({ x: 90, y: 60 }, { x: 95, y: 60 }),
      6,
      1,
      1,
      1,
      1,
      2,
      4,
      3,
      3,
    ).state;
    const onSubmit = vi.fn<(c: Command) => void>();
    const { container } = render(
      <PlanetfallDisembarkControl game={game} side={0} onSubmit={onSubmit} />,
    );
    const panel = byTestId(container, 'planetfall-disembark');
    expect(textOf(byTestId(panel, 'planetfall-drop-pods'))).toContain('15cm');
    expect(panel.querySelector('[data-testid="planetfall-stay-aboard"]')).toBeNull();
    click(byTestId(panel, 'planetfall-get-out'));
    const out = onSubmit.mock.calls.at(-1)![0];
    const applied = applyCommand(game, out);
    expect(applied.ok).toBe(true);
    if (applied.ok) expect(applied.state.units.p1).toBeUndefined();
  });
});
