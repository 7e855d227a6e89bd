// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { validateCommand } from '../../engine/netea/commands/apply';
import { supportCandidates } from '../../engine/netea/rules/1.12-assaults/support';
import { mine, mount } from './decisionPanelHarness';
import { button, byTestId, click, textOf } from './dom';

describe('the decision panel for hits, overwatch, assaults and rallies', () => {
  it('sums up the hits taken and takes the default allocation or the one set out (1.9.6)', () => {
    const m = mine('allocate-hits', () => true, 6);
    const attack = m.game.turnState.attack!;
    const p = mount(m);
    expect(textOf(p.panel.querySelector('h3 + p'))).toBe(
      `${m.game.formations[attack.formationId]!.name} hit ${m.game.formations[attack.targetFormationId]!.name}: ` +
        `${attack.hits.map((h) => `${h.count} ${h.type}`).join(', ')} (normal hits, 1.9.6)`,
    );
    click(button(p.panel, 'Allocate hits front to back (default)'));
    click(byTestId(p.panel, 'allocate-chosen'));
    expect(p.onSubmit.mock.calls[0]).toEqual([{ type: 'hits.allocate', side: 0 }]);
    expect(p.onSubmit.mock.calls[1]![0]).toMatchObject({ type: 'hits.allocate', side: 0 });
    expect(validateCommand(m.game, p.onSubmit.mock.calls[1]![0])).toBeNull();
  });

  it("places the assault hits on the person's units, by default or as set out (1.12.5)", () => {
    const m = mine(
      'assault',
      (x) =>
        x.pending.step === 'allocate-attacker-hits' || x.pending.step === 'allocate-defender-hits',
      1,
    );
    const p = mount(m);
    const allocation = byTestId(p.panel, 'allocation');
    expect(textOf(allocation.querySelector('strong'))).toMatch(
      /^\d+ hits? from (the assault|supporting fire)$/,
    );
    click(byTestId(allocation, 'allocate-chosen'));
    click(button(p.panel, 'Allocate assault hits (default)'));
    expect(p.onSubmit.mock.calls[0]![0]).toMatchObject({ type: 'assault.allocateHits', side: 0 });
    expect(validateCommand(m.game, p.onSubmit.mock.calls[0]![0])).toBeNull();
    expect(p.onSubmit.mock.calls[1]).toEqual([{ type: 'assault.allocateHits', side: 0 }]);
  });

  it('fires on overwatch with the formation clicked, or passes (1.10)', () => {
    const m = mine('overwatch-fire');
    const watcher = Object.values(m.game.formations).find((f) => f.side === 0 && f.overwatch)!;
    const moved = m.game.formations[m.game.turnState.overwatchWindow!.formationId]!;
    const p = mount(m);
    expect(textOf(p.panel.querySelector('h3 + p'))).toBe(
      `${moved.name} has moved: your formations on overwatch may shoot at it (1.10).`,
    );
    click(button(p.panel, `${watcher.name} fires on overwatch`));
    click(button(p.panel, 'Do not fire on overwatch'));
    expect(p.onSubmit.mock.calls).toEqual([
      [{ type: 'overwatch.fire', side: 0, formationId: watcher.id }],
      [{ type: 'overwatch.pass', side: 0 }],
    ]);
  });

  it('declares the assault on the formation clicked (1.12.2)', () => {
    const m = mine('assault', (x) => x.pending.step === 'target');
    const target = Object.values(m.game.formations).find((f) => f.side === 1)!;
    const p = mount(m);
    expect(textOf(p.panel.querySelector('h3'))).toBe('Your decision: assault: target');
    click(button(p.panel, `Assault ${target.name}`));
    expect(p.onSubmit).toHaveBeenCalledExactlyOnceWith({
      type: 'assault.declare',
      side: 0,
      targetFormationId: target.id,
    });
  });

  it('calls on the supporting formations the person leaves ticked (1.12.6)', () => {
    const m = mine(
      'assault',
      (x) =>
        x.pending.step === 'support' &&
        Object.keys(supportCandidates(x.game, x.game.turnState.assault!, 0)).length > 0,
      1,
    );
    const [helper] = Object.keys(supportCandidates(m.game, m.game.turnState.assault!, 0));
    const p = mount(m);
    const support = byTestId(p.panel, 'support');
    const tick = support.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(textOf(tick.parentElement)).toBe(`${m.game.formations[helper!]!.name} supports`);
    expect(tick.checked).toBe(true);
    click(button(support, 'Call on the chosen support'));
    click(tick);
    expect(tick.checked).toBe(false);
    click(button(support, 'Call on the chosen support'));
    click(button(p.panel, 'Call on all supporting fire (default)'));
    expect(p.onSubmit.mock.calls).toEqual([
      [{ type: 'assault.support', side: 0, formationIds: [helper] }],
      [{ type: 'assault.support', side: 0, formationIds: [] }],
      [{ type: 'assault.support', side: 0 }],
    ]);
  });

  it('rallies the formation clicked (1.14.1)', () => {
    const m = mine('rally');
    const broken = Object.values(m.game.formations).find(
      (f) =>
        f.side === 0 &&
        validateCommand(m.game, { type: 'end.rally', side: 0, formationId: f.id }) === null,
    )!;
    const p = mount(m);
    click(button(p.panel, `Rally ${broken.name}`));
    expect(p.onSubmit).toHaveBeenCalledExactlyOnceWith({
      type: 'end.rally',
      side: 0,
      formationId: broken.id,
    });
  });
});
