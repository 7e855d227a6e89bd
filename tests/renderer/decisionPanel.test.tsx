// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { validateCommand } from '../../engine/netea/commands/apply';
import type { Command } from '../../engine/netea/commands/schema';
import { COMBINED_ARMS } from '../../engine/netea/scenarios';
import {
  barrageChoices,
  readyFormations,
  shootChoices,
  sideOnlyChoices,
} from '../../renderer/src/play/choices';
import { mine, mount, reasonOf } from './decisionPanelHarness';
import { button, byTestId, choose, click, textOf } from './dom';
import { playUntil, type Moment } from './states';

let held: Moment | undefined;
/** A formation that failed its marshal test (so holds) with one enemy in range and one not. */
const holding = () =>
  (held ??= mine('carry-out-action', (x) => {
    const a = x.game.turnState.activation;
    const shots = shootChoices(x.game, 0);
    return (
      a?.declared === 'marshal' &&
      a.action === 'hold' &&
      shots.some((c) => c.refusal === null) &&
      shots.some((c) => c.refusal !== null)
    );
  }));

describe('the decision panel during set-up', () => {
  it('submits the deployment zone and the choice to go first or second that the person clicks', () => {
    const zone = mine('choose-zone');
    const z = mount(zone);
    expect(textOf(z.panel.querySelector('h3'))).toBe('Your decision: choose zone');
    click(button(z.panel, `Deploy ${zone.game.deploymentZones[1]!.label}`));
    expect(z.onSubmit).toHaveBeenCalledExactlyOnceWith({
      type: 'setup.chooseZone',
      side: 0,
      zone: 1,
    });

    const first = mount(mine('choose-first'));
    click(button(first.panel, 'Go second'));
    click(button(first.panel, 'Go first'));
    expect(first.onSubmit.mock.calls).toEqual([
      [{ type: 'strategy.choose', side: 0, goFirst: false }],
      [{ type: 'strategy.choose', side: 0, goFirst: true }],
    ]);
  });

  it('offers to set up the rest, and keeps "finish deployment" disabled with its reason', () => {
    const p = mount(mine('deploy'));
    expect(textOf(p.panel.querySelector('.hint'))).toMatch(
      /^Click inside your deployment zone to set up Space Marine Tactical of Tactical detachment 1 \(12 to go\)\.$/,
    );
    click(byTestId(p.panel, 'auto-deploy'));
    expect(p.onAutoDeploy).toHaveBeenCalledTimes(1);

    const finish = button(p.panel, 'Finish deployment');
    expect(finish.disabled).toBe(true);
    expect(reasonOf(finish)).toMatch(
      /^You must deploy all of your units: 12 still to set up \(.+\)\. \(1\.15\.1\)$/,
    );
    expect(finish.title).toBe(reasonOf(finish));
    click(finish);
    expect(p.onSubmit).not.toHaveBeenCalled();
  });
});

describe('the decision panel in the action phase', () => {
  it('declares the action clicked for the selected formation; a refused choice stays disabled with the reason (1.6.1, 1.10)', () => {
    const m = mine('activate');
    const formation = Object.values(m.game.formations).find((f) => f.side === 0 && !f.activated)!;
    const p = mount(m);
    expect(textOf(p.panel.querySelector('.hint'))).toBe(
      'Select one of your formations to declare its action.',
    );
    p.update({ selectedFormationId: formation.id });
    expect(textOf(p.panel.querySelector('p'))).toBe(
      `Declare the action of ${formation.name} (1.6.1):`,
    );
    click(button(p.panel, 'Sustained Fire'));
    click(button(p.panel, 'Advance'));
    expect(p.onSubmit.mock.calls).toEqual([
      [{ type: 'action.declare', side: 0, formationId: formation.id, action: 'sustained-fire' }],
      [{ type: 'action.declare', side: 0, formationId: formation.id, action: 'advance' }],
    ]);

    const remain = button(p.panel, 'All remaining formations stay on overwatch');
    const refusal = validateCommand(m.game, { type: 'overwatch.remain', side: 0 })!;
    expect(refusal.code).toBe('overwatch/not-all-on-overwatch');
    expect(remain.disabled).toBe(true);
    expect(reasonOf(remain)).toBe(`${refusal.message} (1.10)`);
    click(remain);
    expect(p.onSubmit).toHaveBeenCalledTimes(2);
  });

  it('puts what can be done now first, and folds away what cannot, each with its reason', () => {
    const m = mine(
      'carry-out-action',
      (x) =>
        sideOnlyChoices(x.game, x.pending, 0).some((c) => c.refusal !== null) &&
        sideOnlyChoices(x.game, x.pending, 0).some((c) => c.refusal === null),
    );
    const p = mount(m);
    const choices = sideOnlyChoices(m.game, m.pending, 0);
    // The buttons for commands that take only the side are the panel's last list.
    const folded = [...p.panel.querySelectorAll('.choices details.refused-choices')].at(-1)!;
    expect(folded).toBeDefined();
    // Not open until the person asks why.
    expect((folded as HTMLDetailsElement).open).toBe(false);
    const inFold = [...folded.querySelectorAll('button')].map(textOf);
    expect(inFold).toEqual(choices.filter((c) => c.refusal).map((c) => c.label));
    const before = [...folded.parentElement!.querySelectorAll(':scope > .choice button')].map(
      textOf,
    );
    expect(before).toEqual(choices.filter((c) => !c.refusal).map((c) => c.label));
  });

  it('names the formations that may act, and says why a selected one cannot (1.6.1)', () => {
    const m = playUntil(
      (x) =>
        x.pending.kind === 'activate' &&
        x.pending.sides.includes(0) &&
        Object.values(x.game.formations).some((f) => f.side === 0 && f.activated),
    );
    const done = Object.values(m.game.formations).find((f) => f.side === 0 && f.activated)!;
    const ready = readyFormations(m.game, 0);
    expect(ready.length).toBeGreaterThan(0);
    expect(ready.map((f) => f.id)).not.toContain(done.id);
    const onSelectFormation = vi.fn<(id: string) => void>();
    const p = mount(m, { onSelectFormation });
    const buttons = () =>
      [...byTestId(p.panel, 'ready-formations').querySelectorAll('button')].map(textOf);
    expect(buttons()).toEqual(ready.map((f) => f.name));

    p.update({ selectedFormationId: done.id, onSelectFormation });
    const refusal = validateCommand(m.game, {
      type: 'action.declare',
      side: 0,
      formationId: done.id,
      action: 'advance',
    })!;
    expect(refusal.section).toBe('1.6.1');
    expect(textOf(byTestId(p.panel, 'cannot-act'))).toBe(
      `${done.name} cannot act now: ${refusal.message} (1.6.1). These may:`,
    );
    click(button(p.panel, ready[0]!.name));
    expect(onSelectFormation).toHaveBeenCalledExactlyOnceWith(ready[0]!.id);
    expect(p.onSubmit).not.toHaveBeenCalled();
  });

  const shots = shootChoices(holding().game, 0);
  const inRange = shots.find((c) => c.refusal === null)!;
  const outOfRange = shots.find((c) => c.refusal !== null)!;
  const acting = holding().game.formations[holding().game.turnState.activation!.formationId]!;

  it('shoots at the target clicked, with the fire type the person picks (1.9.1, 1.9.5)', () => {
    const p = mount(holding());
    expect(textOf(p.panel.querySelector('h3 + p'))).toBe(
      `${acting.name}: Hold (declared Marshal, test failed) · moves 0/1`,
    );
    const shoot = button(p.panel, `Shoot at ${holding().game.formations[inRange.key]!.name}`);
    expect(textOf(shoot.parentElement!.querySelector('.detail'))).toMatch(
      /^\d+\/\d+ units in range and line of fire · about \d+\.\d hits expected$/,
    );
    click(shoot);
    expect(p.onSubmit).toHaveBeenLastCalledWith({
      type: 'shoot.declare',
      side: 0,
      targetFormationId: inRange.key,
    });

    // Missile launchers fire AT instead of their better AP value: the plan says so per weapon.
    choose(byTestId<HTMLSelectElement>(p.panel, 'fire-type'), 'AT');
    click(shoot);
    const atShot = p.onSubmit.mock.lastCall![0];
    expect(atShot).toMatchObject({
      type: 'shoot.declare',
      side: 0,
      targetFormationId: inRange.key,
    });
    const orders = atShot.type === 'shoot.declare' ? atShot.plan?.orders : undefined;
    expect(orders?.length).toBeGreaterThan(0);
    expect(orders?.map((o) => o.firepower)).toEqual(orders?.map(() => 'AT'));
    expect(validateCommand(holding().game, atShot)).toBeNull();
  });

  it('shows a target out of range disabled with the reason and section (1.9.2)', () => {
    const p = mount(holding());
    const shoot = button(p.panel, `Shoot at ${holding().game.formations[outOfRange.key]!.name}`);
    expect(shoot.disabled).toBe(true);
    expect(reasonOf(shoot)).toBe(
      'No unit is in range and line of fire of the target formation. (1.9.2)',
    );
    expect(shoot.parentElement!.querySelector('.detail')).toBeNull();
    click(shoot);
    expect(p.onSubmit).not.toHaveBeenCalled();
  });

  it('ends the action or the move with the buttons for commands that take only the side', () => {
    const p = mount(holding());
    click(button(p.panel, 'Complete this move'));
    click(button(p.panel, 'Regroup (remove Blast markers)'));
    click(button(p.panel, 'End the action'));
    expect(p.onSubmit.mock.calls).toEqual([
      [{ type: 'move.end', side: 0 }],
      [{ type: 'action.regroup', side: 0 }],
      [{ type: 'action.end', side: 0 }],
    ]);
  });

  it('confirms or takes back a planned move, and never confirms an illegal one', () => {
    const p = mount(holding());
    expect(p.panel.querySelector('[data-testid="plan"]')).toBeNull();
    click(byTestId(p.panel, 'whole-formation'));
    expect(p.onWholeFormation).toHaveBeenCalledExactlyOnceWith(true);

    const unitId = acting.unitIds[0]!;
    p.update({ plan: { unitId, legal: true, text: 'Moves 12.0cm' }, wholeFormation: true });
    expect(byTestId<HTMLInputElement>(p.panel, 'whole-formation').checked).toBe(true);
    expect(textOf(byTestId(p.panel, 'plan').querySelector('span'))).toBe('Moves 12.0cm');
    expect(byTestId(p.panel, 'plan').className).toBe('plan legal');
    click(byTestId(p.panel, 'confirm-move'));
    click(byTestId(p.panel, 'cancel-move'));
    expect(p.onConfirmPlan).toHaveBeenCalledTimes(1);
    expect(p.onCancelPlan).toHaveBeenCalledTimes(1);

    p.update({ plan: { unitId, legal: false, text: 'Too far (1.7.1)' } });
    expect(byTestId(p.panel, 'plan').className).toBe('plan illegal');
    const confirm = byTestId<HTMLButtonElement>(p.panel, 'confirm-move');
    expect(confirm.disabled).toBe(true);
    click(confirm);
    expect(p.onConfirmPlan).toHaveBeenCalledTimes(1);
  });

  it('places a barrage on the legal target offered, or lets the person place one on the table (1.9.8)', () => {
    const m = mine(
      'carry-out-action',
      (x) => {
        const a = x.game.turnState.activation;
        return (
          a !== null &&
          !a.shot &&
          a.formationId.includes('whirlwind') &&
          barrageChoices(x.game, 0).some((c) => c.refusal === null)
        );
      },
      2,
      COMBINED_ARMS,
    );
    const legal = barrageChoices(m.game, 0).filter((c) => c.refusal === null);
    expect(legal.length).toBeGreaterThan(0);
    // 1.9.8: each offer is the engine's own best placement, which the engine always accepts.
    expect(barrageChoices(m.game, 0).map((c) => c.refusal)).toEqual(legal.map(() => null));
    expect(legal[0]!.label).toMatch(/^Barrage .+ \(\d+ under the templates\)$/);
    const p = mount(m);
    // Only the templates the engine would take are offered.
    const offered = [...p.panel.querySelectorAll('button')]
      .map(textOf)
      .filter((t) => t.startsWith('Barrage '));
    expect(offered).toEqual(legal.map((c) => c.label));
    click(button(p.panel, legal[0]!.label));
    expect(p.onSubmit).toHaveBeenCalledExactlyOnceWith({
      type: 'shoot.barrage',
      side: 0,
      targetFormationId: legal[0]!.key,
      centres: [expect.objectContaining({ x: expect.any(Number), y: expect.any(Number) })],
    });

    expect(byTestId(p.panel, 'barrage-mode').closest('label')?.textContent).toContain(
      'Place a barrage template: click the table where its centre goes, then once more for each extra template the barrage gives (1.9.8)',
    );
    click(byTestId(p.panel, 'barrage-mode'));
    p.update({ barrageMode: true });
    click(byTestId(p.panel, 'barrage-mode'));
    expect(p.onBarrageMode.mock.calls).toEqual([[true], [false]]);

    // Tactical Marines have no barrage weapon: no template to place.
    expect(mount(holding()).panel.querySelector('[data-testid="barrage-mode"]')).toBeNull();
  });
});

describe('the decision panel at any moment', () => {
  it('asks for a suggestion and plays the one offered', () => {
    const m = mine('activate');
    const p = mount(m);
    click(byTestId(p.panel, 'suggest'));
    expect(p.onSuggest).toHaveBeenCalledTimes(1);
    const command: Command = { type: 'overwatch.remain', side: 0 };
    p.update({ suggestion: { text: 'Stay on overwatch', command } });
    expect(textOf(p.panel.querySelector('.suggestion span'))).toBe('Stay on overwatch');
    click(byTestId(p.panel, 'play-suggestion'));
    expect(p.onSubmit).toHaveBeenCalledExactlyOnceWith(command);
  });

  it('waits with no controls while the computer decides, and says when the battle is over', () => {
    const thinking = playUntil(
      (x) => x.pending.kind === 'activate' && !x.pending.sides.includes(0),
    );
    const p = mount(thinking);
    expect([...p.panel.children].map(textOf)).toEqual([
      'The computer is thinking',
      'It decides: activate',
    ]);
    expect(p.panel.querySelectorAll('button, select, input')).toHaveLength(0);

    const over = playUntil((x) => x.game.result !== null);
    const q = mount(over);
    expect(textOf(q.panel)).toBe('The battle is over');
  });

  it('is worked with native controls, each with a name, so the keyboard reaches them all', () => {
    const p = mount(holding());
    const controls = [...p.panel.querySelectorAll<HTMLElement>('button, select, input')];
    expect(controls.length).toBeGreaterThan(5);
    for (const c of controls) {
      expect(c.tabIndex, c.outerHTML).toBe(0);
      const label = c.closest('label');
      const name = c.getAttribute('aria-label') ?? textOf(label ?? c);
      expect(name, c.outerHTML).not.toBe('');
    }
    // Nothing clickable hides in an element a keyboard cannot reach.
    expect(
      p.panel.querySelectorAll('[onclick], div[role="button"], span[role="button"]'),
    ).toHaveLength(0);
  });
});
