// @vitest-environment happy-dom
import { named } from '../../renderer/src/i18n/refusals';
import { unitName } from '../../renderer/src/play/movePlan';
import { describe, expect, it, vi } from 'vitest';
import { validateCommand } from '../../engine/netea/commands/apply';
import type { Command } from '../../engine/netea/commands/schema';
import {
  AllocationControl,
  assaultAllocation,
  shootingAllocation,
  type AllocationModel,
} from '../../renderer/src/panels/AllocationControl';
import { byTestId, choose, click, render, textOf } from './dom';
import { playUntil, type Moment } from './states';

/** The control for a moment, with the commands it submits recorded. */
function mount(m: Moment, model: AllocationModel) {
  const onSubmit = vi.fn<(command: Command) => void>();
  const { container } = render(
    <AllocationControl game={m.game} model={model} onSubmit={onSubmit} />,
  );
  const control = byTestId(container, 'allocation');
  const selects = [...control.querySelectorAll('select')];
  const send = byTestId<HTMLButtonElement>(control, 'allocate-chosen');
  const reason = () => textOf(control.querySelector('.reason'));
  return { onSubmit, control, selects, send, reason };
}

const hits = (model: AllocationModel) => model.groups.reduce((n, g) => n + g.count, 0);
const farthest = (model: AllocationModel, ids: readonly string[]) =>
  [...ids].sort((a, b) => model.distance[b]! - model.distance[a]!)[0]!;

describe('the hit allocation control', () => {
  it('builds the shooting allocation the person chooses, hit by hit, and submits it (1.9.6)', () => {
    // Two groups of AP hits, not every unit in reach of the second: the person decides which
    // of their front units takes which.
    const m = playUntil(
      (x) =>
        x.pending.kind === 'allocate-hits' &&
        x.pending.sides.includes(0) &&
        shootingAllocation(x.game, 0)?.groups.filter((g) => g.count > 0).length === 2,
      1,
    );
    const model = shootingAllocation(m.game, 0)!;
    const [first, second] = model.groups as [
      AllocationModel['groups'][0],
      AllocationModel['groups'][0],
    ];
    const { onSubmit, selects, send, reason } = mount(m, model);

    // One list per hit, named for a screen reader, starting from the front-to-back default.
    expect(selects).toHaveLength(hits(model));
    expect(selects.map((s) => s.getAttribute('aria-label'))).toEqual([
      ...Array.from({ length: first.count }, (_, i) => `${first.label}, hit ${i + 1}`),
      ...Array.from({ length: second.count }, (_, i) => `${second.label}, hit ${i + 1}`),
    ]);
    expect(first.label).toMatch(/^\d+ AP hits? \(normal\)$/);
    expect(selects.map((s) => s.value)).toEqual(model.initial.flat());
    // Each list offers the units that hit may go to, by name and distance.
    const near = model.initial[1]![0]!;
    expect([...selects[first.count]!.options].map((o) => o.value)).toEqual(second.eligible);
    expect(textOf(selects[first.count]!.selectedOptions[0]!)).toBe(
      `Space Marine Tactical ${near.split('-').pop()} (${model.distance[near]!.toFixed(1)}cm)`,
    );
    expect(send.disabled).toBe(false);
    expect(reason()).toBe('');

    // The person swaps the units taking the first hit of each group: still legal.
    const front = model.initial[0]![0]!;
    choose(selects[0]!, near);
    choose(selects[first.count]!, front);
    expect(send.disabled).toBe(false);
    click(send);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'hits.allocate',
      side: 0,
      allocation: [[near, ...model.initial[0]!.slice(1)], [front]],
    });
  });

  it('refuses an allocation against the rules, with the reason and section, until put right', () => {
    const m = playUntil(
      (x) =>
        x.pending.kind === 'allocate-hits' &&
        x.pending.sides.includes(0) &&
        (shootingAllocation(x.game, 0)?.groups[0]?.count ?? 0) >= 2,
      1,
    );
    const model = shootingAllocation(m.game, 0)!;
    const { onSubmit, selects, send, reason } = mount(m, model);
    const [a, b] = model.initial[0] as [string, string];

    // A second hit on a unit before every unit in front has one (1.9.6).
    choose(selects[1]!, a);
    const spread = validateCommand(
      m.game,
      model.toCommand([
        [a, a, ...model.initial[0]!.slice(2)],
        ...model.initial.slice(1).map((g) => [...g]),
      ]),
    );
    expect(spread).toMatchObject({ code: 'shooting/spread-hits', section: '1.9.6' });
    // Units by the names a player knows, never by their ids.
    expect(reason()).toBe(`${named(spread!.message, m.game)} (1.9.6)`);
    expect(reason()).toContain(unitName(m.game, a));
    expect(reason()).not.toContain(a);
    expect(send.disabled).toBe(true);
    click(send);
    expect(onSubmit).not.toHaveBeenCalled();

    // A hit on the farthest unit while nearer ones go free: front to back (1.9.6).
    choose(selects[1]!, farthest(model, model.groups[0]!.eligible));
    expect(reason()).toMatch(/ must take the hit first\. \(1\.9\.6\)$/);
    expect(send.disabled).toBe(true);

    // Put back: the default is legal again and goes out as it is.
    choose(selects[1]!, b);
    expect(reason()).toBe('');
    click(send);
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'hits.allocate',
      side: 0,
      allocation: model.initial.map((g) => [...g]),
    });
  });

  it('builds the assault allocation the person chooses and submits it (1.12.5)', () => {
    const m = playUntil(
      (x) =>
        x.pending.kind === 'assault' &&
        x.pending.step?.startsWith('allocate-') === true &&
        x.pending.sides.includes(0) &&
        (assaultAllocation(x.game, 0)?.groups[0]?.count ?? 0) >= 2,
      1,
    );
    const model = assaultAllocation(m.game, 0)!;
    const group = model.groups[0]!;
    const initial = model.initial[0]!;
    expect(group.label).toMatch(/^\d+ hits from the assault$/);
    expect(group.eligible.length).toBeGreaterThan(initial.length);
    const { onSubmit, selects, send, reason } = mount(m, model);
    expect(selects.map((s) => s.value)).toEqual(initial);

    // The unit farthest away may not take a hit while a nearer one has none.
    const far = farthest(model, group.eligible);
    expect(initial).not.toContain(far);
    choose(selects.at(-1)!, far);
    const refusal = validateCommand(m.game, model.toCommand([[...initial.slice(0, -1), far]]));
    expect(refusal).toMatchObject({ code: 'assault/front-to-back', section: '1.12.5' });
    expect(reason()).toBe(`${named(refusal!.message, m.game)} (1.12.5)`);
    expect(reason()).toMatch(/^Unit [A-Z][\w ]+ \d+ of /);
    expect(send.disabled).toBe(true);

    // Reordered, the same units take the hits: legal, and sent as the person set it out.
    const reordered = [initial.at(-1)!, ...initial.slice(1, -1), initial[0]!];
    choose(selects.at(-1)!, reordered.at(-1)!);
    choose(selects[0]!, reordered[0]!);
    expect(reason()).toBe('');
    click(send);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      type: 'assault.allocateHits',
      side: 0,
      allocation: reordered,
    });
  });
});
