// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { applyCommand } from '../../engine/netea/commands/apply';
import {
  disembarkCommand,
  disembarkMarks,
  disembarkVerdict,
  passengersToPlace,
  placePassenger,
  startDisembark,
  withoutLastPassenger,
} from '../../renderer/src/play/disembarkPlan';
import { DisembarkByHandControl } from '../../renderer/src/panels/DisembarkByHand';
import { go } from '../conformance/helpers';
import { withSheet } from '../conformance/entryHelpers';
import { withAbilities } from '../fixtures/specialists';
import { landPods, podsDue } from '../netea/rules/4.3-4.4-spacecraft/spacecraftFixtures';
import { byTestId, click, render, textOf } from './dom';

/** p1, a drop pod (no weapon), lands at (92, 60) with m1, m2 aboard; p2, a plain planetfall
 * transport, at (95, 66), empty. */
const POD = withAbilities('sm-rhino', 'test-hand-drop-pod', [
  { id: 'planetfall' },
  { id: 'drop-pod' },
]);
const landed = () =>
  go(
    withSheet(podsDue({ x: 90, y: 60 }), POD, ['p1']),
    landPods({ x: 90, y: 60 }, { x: 95, y: 60 }),
    ...[6, 1, 1, 1, 1, 2, 4, 3, 3],
  ).state;

describe('4.4, the Drop Pod rule: getting out placed by hand', () => {
  it('each click places the next unit; a place beyond the 5cm chain is refused at once with the rule; the whole accepted', () => {
    const game = landed();
    let draft = startDisembark(game, 0)!;
    expect(startDisembark(game, 1)).toBeNull();
    expect(passengersToPlace(game, draft)).toEqual(['m1', 'm2']);
    draft = placePassenger(game, draft, { x: 88, y: 60 });
    // One placed of two: the pod's "everyone out" waits for the last click.
    expect(disembarkVerdict(game, 0, draft)).toBeNull();
    const marks = disembarkMarks(game, 0, draft)!;
    expect(marks).toMatchObject({ radius: 15, legal: true });
    expect(marks.points.map((p) => p.position)).toEqual([{ x: 92, y: 60 }]);
    const unchained = placePassenger(game, draft, { x: 103, y: 60 });
    expect(disembarkVerdict(game, 0, unchained)).toMatchObject({ code: 'drop-pod/not-chained' });
    expect(disembarkMarks(game, 0, unchained)?.legal).toBe(false);
    draft = placePassenger(game, withoutLastPassenger(unchained), { x: 84, y: 60 });
    expect(passengersToPlace(game, draft)).toEqual([]);
    expect(disembarkVerdict(game, 0, draft)).toBeNull();
    const done = applyCommand(game, disembarkCommand(0, draft));
    expect(done.ok).toBe(true);
    if (done.ok) {
      expect(done.state.units.m2).toMatchObject({ status: 'deployed', position: { x: 84, y: 60 } });
      expect(done.state.units.p1).toBeUndefined();
    }
  });

  it('the panel starts the placing, shows the refusal, and confirms only when all are placed', () => {
    const game = landed();
    const onDraft = vi.fn();
    const onConfirm = vi.fn<() => void>();
    const idle = render(
      <DisembarkByHandControl
        game={game}
        side={0}
        draft={null}
        onDraft={onDraft}
        onConfirm={onConfirm}
      />,
    );
    click(byTestId(idle.container, 'disembark-by-hand-start'));
    expect(onDraft).toHaveBeenLastCalledWith({ formationId: 'pods', placements: [] });
    const half = placePassenger(game, startDisembark(game, 0)!, { x: 88, y: 60 });
    const placing = render(
      <DisembarkByHandControl
        game={game}
        side={0}
        draft={placePassenger(game, half, { x: 103, y: 60 })}
        onDraft={onDraft}
        onConfirm={onConfirm}
      />,
    );
    const panel = byTestId(placing.container, 'disembark-by-hand');
    expect(byTestId(panel, 'disembark-by-hand-refusal').dataset.code).toBe('drop-pod/not-chained');
    expect((byTestId(panel, 'confirm-disembark-by-hand') as HTMLButtonElement).disabled).toBe(true);
    const partial = render(
      <DisembarkByHandControl
        game={game}
        side={0}
        draft={half}
        onDraft={onDraft}
        onConfirm={onConfirm}
      />,
    );
    const p = byTestId(partial.container, 'disembark-by-hand');
    expect(textOf(p)).toContain('15cm');
    // A pod's units all get out: not ready with one still aboard.
    expect((byTestId(p, 'confirm-disembark-by-hand') as HTMLButtonElement).disabled).toBe(true);
    const command: Command = disembarkCommand(0, half);
    expect(command.type).toBe('planetfall.disembark');
  });
});
