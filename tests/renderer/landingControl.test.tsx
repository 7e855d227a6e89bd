// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { GameState } from '../../engine/netea/state/schema';
import { LandingControl, LandingPlotControl } from '../../renderer/src/panels/LandingControls';
import { unitName } from '../../renderer/src/play/movePlan';
import {
  landingCommand,
  landingPlotCommand,
  placeLander,
  type LandingDraft,
  type LandingPlotDraft,
} from '../../renderer/src/play/landingPlan';
import { deployingLanders, landersDue } from '../netea/rules/2-specialists/selfPlanetfallFixtures';
import { byTestId, click, render, textOf } from './dom';

function mountPlot(game: GameState, draft: LandingPlotDraft | null) {
  const calls = {
    onDraft: vi.fn<(d: LandingPlotDraft | null) => void>(),
    onConfirm: vi.fn(),
  };
  const { container } = render(
    <LandingPlotControl game={game} side={0} draft={draft} {...calls} />,
  );
  return { ...calls, panel: byTestId(container, 'landing-plot') };
}

function mountLanding(game: GameState, draft: LandingDraft | null) {
  const calls = { onDraft: vi.fn<(d: LandingDraft | null) => void>(), onConfirm: vi.fn() };
  const { container } = render(<LandingControl game={game} side={0} draft={draft} {...calls} />);
  return { ...calls, panel: byTestId(container, 'landing') };
}

describe('self planetfall through the decision panel (2.1.21)', () => {
  it('at set-up offers to keep the formation off the table, and writes down the clicked point and turn', () => {
    const game = deployingLanders();
    const { panel, onDraft } = mountPlot(game, null);
    expect(textOf(panel)).toContain('2.1.21');
    click(byTestId(panel, 'plot-landing-landers'));
    expect(onDraft).toHaveBeenCalledWith({ formationId: 'landers', turn: 1, position: null });
    // Off the table: the engine's refusal, and no writing it down.
    const off = mountPlot(game, { formationId: 'landers', turn: 2, position: { x: 200, y: 60 } });
    expect(textOf(byTestId(off.panel, 'landing-plot-refusal'))).toMatch(/on the table.*2\.1\.21/);
    expect(byTestId<HTMLButtonElement>(off.panel, 'confirm-landing-plot').disabled).toBe(true);
    const draft = { formationId: 'landers', turn: 2, position: { x: 90, y: 60 } };
    const ok = mountPlot(game, draft);
    expect(byTestId(ok.panel, 'landing-turn').textContent).toBe('2');
    click(byTestId(ok.panel, 'confirm-landing-plot'));
    expect(ok.onConfirm).toHaveBeenCalled();
    const done = applyCommand(game, landingPlotCommand(0, draft)!);
    expect(done.ok && done.state.plots).toEqual([
      {
        side: 0,
        kind: 'landing-zone',
        formationId: 'landers',
        position: { x: 90, y: 60 },
        turn: 2,
      },
    ]);
  });

  it('on its turn takes the action and places each unit click by click; one too far from the point is refused', () => {
    const game = landersDue({ x: 90, y: 60 }, 2);
    const first = mountLanding(game, null);
    click(byTestId(first.panel, 'land-landers'));
    expect(first.onDraft).toHaveBeenCalledWith({
      formationId: 'landers',
      action: 'advance',
      placements: [],
    });
    let draft: LandingDraft = { formationId: 'landers', action: 'double', placements: [] };
    draft = placeLander(game, draft, { x: 90, y: 60 });
    const partly = mountLanding(game, draft).panel;
    expect(textOf(partly)).toContain(`place ${unitName(game, 'r2')}`);
    expect(textOf(partly)).toContain('(90.0, 60.0)');
    const far = placeLander(game, draft, { x: 90, y: 80 });
    const refused = mountLanding(game, far).panel;
    expect(textOf(byTestId(refused, 'landing-refusal'))).toMatch(/within 15cm.*4\.4/);
    draft = placeLander(game, draft, { x: 95, y: 60 });
    const { panel, onConfirm } = mountLanding(game, draft);
    expect(panel.querySelector('[data-testid=landing-refusal]')).toBeNull();
    click(byTestId(panel, 'confirm-landing'));
    expect(onConfirm).toHaveBeenCalled();
    expect(landingCommand(0, draft)).toMatchObject({
      type: 'planetfall.self',
      action: 'double',
      placements: [{ unitId: 'r1' }, { unitId: 'r2' }],
    });
  });
});
