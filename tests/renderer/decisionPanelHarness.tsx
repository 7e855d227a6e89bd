import { vi } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { ScenarioInput } from '../../engine/netea/scenarios';
import { DecisionPanel, type DecisionPanelProps } from '../../renderer/src/panels/DecisionPanel';
import { byTestId, render, textOf } from './dom';
import { playUntil, type Moment } from './states';

/** The decision panel for the person playing side 0 at a moment, every callback recorded. */
export function mount(m: Moment, extra: Partial<DecisionPanelProps> = {}) {
  const calls = {
    onSubmit: vi.fn<(command: Command) => void>(),
    onConfirmPlan: vi.fn(),
    onCancelPlan: vi.fn(),
    onSuggest: vi.fn(),
    onAutoDeploy: vi.fn(),
    onBarrageMode: vi.fn<(on: boolean) => void>(),
    onWholeFormation: vi.fn<(on: boolean) => void>(),
  };
  const props = (more: Partial<DecisionPanelProps>): DecisionPanelProps => ({
    game: m.game,
    pending: m.pending,
    humanSide: 0,
    selectedFormationId: null,
    plan: null,
    suggestion: null,
    ...calls,
    ...more,
  });
  const { container, rerender } = render(<DecisionPanel {...props(extra)} />);
  return {
    ...calls,
    panel: byTestId(container, 'decision-panel'),
    /** Draws the panel again with other props, as the battle screen does. */
    update: (more: Partial<DecisionPanelProps>) =>
      rerender(<DecisionPanel {...props({ ...extra, ...more })} />),
  };
}

/** The first moment of seeded games at which the person (side 0) has this kind of decision. */
export const mine = (
  kind: string,
  also: (m: Moment) => boolean = () => true,
  seed?: number,
  scenario?: ScenarioInput,
) =>
  playUntil(
    (x) => x.pending.kind === kind && x.pending.sides.includes(0) && also(x),
    seed,
    scenario,
  );

/** What a refused choice shows next to its disabled button. */
export const reasonOf = (b: HTMLButtonElement) => textOf(b.parentElement!.querySelector('.reason'));
