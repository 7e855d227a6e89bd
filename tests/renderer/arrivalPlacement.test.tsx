// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import { FixedDieSource } from '../../engine/kernel/dice/roller';
import type { GameState } from '../../engine/netea/state/schema';
import { setLanguage } from '../../renderer/src/i18n';
import { OperationControl, SurfaceControl } from '../../renderer/src/panels/LandingControls';
import {
  nextLander,
  operationCommand,
  operationMarks,
  operationVerdict,
  placeLanderAt,
  spacecraftToOperate,
  startOperation,
  type OperationDraft,
} from '../../renderer/src/play/operationPlan';
import {
  placeTunneler,
  startSurface,
  surfaceCommand,
  surfaceMarks,
  surfaceVerdict,
  surfacingFormations,
  tunnelersToPlace,
  withoutLast,
  type SurfaceDraft,
} from '../../renderer/src/play/surfacePlan';
import { molesDue } from '../netea/rules/2-specialists/tunnelFixtures';
import {
  PIN_POINT_SHIP,
  podsDue,
  shipDue,
} from '../netea/rules/4.3-4.4-spacecraft/spacecraftFixtures';
import { byTestId, click, render, textOf } from './dom';

/**
 * 2.1.23 and 4.3.2/4.4 for the person: a tunnelling formation surfacing and the spacecraft's
 * planetfall landings are placed with clicks on the table, each checked by the engine, with the
 * ring the units must arrive within drawn and the reason shown for a place refused.
 */
function mountSurface(game: GameState, draft: SurfaceDraft | null) {
  const onDraft = vi.fn<(d: SurfaceDraft | null) => void>();
  const onConfirm = vi.fn<() => void>();
  const { container } = render(
    <SurfaceControl game={game} side={0} draft={draft} onDraft={onDraft} onConfirm={onConfirm} />,
  );
  return { container, onDraft, onConfirm };
}

function mountOperation(game: GameState, draft: OperationDraft | null) {
  const onDraft = vi.fn<(d: OperationDraft | null) => void>();
  const onConfirm = vi.fn<() => void>();
  const { container } = render(
    <OperationControl game={game} side={0} draft={draft} onDraft={onDraft} onConfirm={onConfirm} />,
  );
  return { container, onDraft, onConfirm };
}

describe('2.1.23: the person surfaces a tunnelling formation by clicks on the table', () => {
  it('the first tunneler comes up at the plotted point; the other goes where clicked; the engine takes it', () => {
    const game = molesDue({ x: 90, y: 80 }, 3);
    expect(surfacingFormations(game, 0).map((f) => f.id)).toEqual(['moles']);
    const start = startSurface(game, 'moles');
    expect(start.placements).toEqual([{ unitId: 'r1', position: { x: 90, y: 80 }, facing: 270 }]);
    expect(tunnelersToPlace(game, start)).toEqual(['r2']);
    // The ring of 15cm about the point is drawn, green while nothing is wrong.
    expect(surfaceMarks(game, 0, start)).toEqual({
      points: [{ position: { x: 90, y: 80 }, label: game.formations.moles!.name }],
      radius: 15,
      legal: true,
    });
    const draft = placeTunneler(game, start, { x: 93, y: 80 });
    expect(surfaceVerdict(game, 0, draft)).toBeNull();
    const command = surfaceCommand(game, 0, draft);
    expect(command).toMatchObject({
      type: 'tunnel.surface',
      placements: [
        { unitId: 'r1', position: { x: 90, y: 80 } },
        { unitId: 'r2', position: { x: 93, y: 80 } },
      ],
      aboard: [
        { unitId: 'm1', transportId: 'r1' },
        { unitId: 'm2', transportId: 'r1' },
      ],
    });
    const done = applyCommand(game, command);
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.state.units.r2).toMatchObject({ status: 'deployed', position: { x: 93, y: 80 } });
    expect(done.state.units.m1).toMatchObject({ status: 'embarked', transportedBy: 'r1' });
    // The first stays where the rule put it: only the clicked one is taken back.
    expect(withoutLast(draft)).toEqual(start);
    expect(withoutLast(start)).toEqual(start);
  });

  it('a click too far from the point is refused at once with the reason; the ring turns orange and nothing can be sent', () => {
    const game = molesDue({ x: 90, y: 80 }, 3);
    const far = placeTunneler(game, startSurface(game, 'moles'), { x: 90, y: 100 });
    expect(surfaceVerdict(game, 0, far)).toMatchObject({
      code: 'tunnel/spread',
      section: '2.1.23',
    });
    expect(surfaceMarks(game, 0, far)?.legal).toBe(false);
    const { container, onConfirm } = mountSurface(game, far);
    const refusal = byTestId(container, 'surface-refusal');
    expect(refusal.dataset.code).toBe('tunnel/spread');
    expect(textOf(refusal)).toContain('must be within 15cm of the surfacing point');
    const confirm = byTestId<HTMLButtonElement>(container, 'confirm-surface');
    expect(confirm.disabled).toBe(true);
    click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('the panel offers the formation due, starts its surfacing, and sends a legal one', () => {
    const game = molesDue({ x: 90, y: 80 }, 3);
    const offer = mountSurface(game, null);
    click(byTestId(offer.container, 'surface-moles'));
    expect(offer.onDraft).toHaveBeenCalledWith(startSurface(game, 'moles'));
    const ready = mountSurface(
      game,
      placeTunneler(game, startSurface(game, 'moles'), { x: 93, y: 80 }),
    );
    expect(textOf(byTestId(ready.container, 'surface-aboard'))).toContain('rides in');
    click(byTestId(ready.container, 'confirm-surface'));
    expect(ready.onConfirm).toHaveBeenCalledOnce();
  });

  it('speaks German', () => {
    setLanguage('de');
    try {
      const game = molesDue({ x: 90, y: 80 }, 3);
      const { container } = mountSurface(game, startSurface(game, 'moles'));
      expect(textOf(container)).toContain('taucht bei (90.0, 80.0) auf');
    } finally {
      act(() => setLanguage('en'));
    }
  });
});

describe('4.4: the person lands the planetfall formations of the spacecraft by clicks on the table', () => {
  it('each unit with planetfall is placed within 15cm of its drop zone; the operation lands them, passengers decided after', () => {
    const game = podsDue({ x: 90, y: 60 });
    expect(spacecraftToOperate(game, 0).map((f) => f.id)).toEqual(['ship']);
    let draft = startOperation(game, 0, 'ship');
    expect(nextLander(game, 0, draft)).toMatchObject({ unitId: 'p1', zone: { x: 90, y: 60 } });
    expect(operationMarks(game, 0, draft)).toEqual({
      points: [{ position: { x: 90, y: 60 }, label: game.formations.pods!.name }],
      radius: 15,
      legal: true,
    });
    draft = placeLanderAt(game, 0, draft, { x: 85, y: 60 });
    draft = placeLanderAt(game, 0, draft, { x: 95, y: 62 });
    expect(nextLander(game, 0, draft)).toBeNull();
    expect(operationVerdict(game, 0, draft)).toBeNull();
    const command = operationCommand(game, 0, draft);
    expect(command).toMatchObject({
      type: 'spacecraft.operate',
      formationId: 'ship',
      disembark: 'decide',
      landings: [
        {
          formationId: 'pods',
          placements: [
            { unitId: 'p1', position: { x: 85, y: 60 } },
            { unitId: 'p2', position: { x: 95, y: 62 } },
          ],
        },
      ],
    });
    // Test 6; p1 scatters 0° 2cm, p2 90° 6cm (as in the 4.4 conformance test).
    const done = applyCommand(game, command, {
      dice: new FixedDieSource([6, 1, 1, 1, 1, 2, 4, 3, 3], game.rng),
    });
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.state.units.p1?.position?.x).toBeCloseTo(87, 5);
    expect(done.state.units.p2?.status).toBe('deployed');
  });

  it('a click more than 15cm from the drop zone is refused at once with the reason', () => {
    const game = podsDue({ x: 90, y: 60 });
    const far = placeLanderAt(game, 0, startOperation(game, 0, 'ship'), { x: 90, y: 80 });
    expect(operationVerdict(game, 0, far)).toMatchObject({
      code: 'planetfall/too-far',
      section: '4.4',
    });
    expect(operationMarks(game, 0, far)?.legal).toBe(false);
    const { container } = mountOperation(game, far);
    expect(byTestId(container, 'operation-refusal').dataset.code).toBe('planetfall/too-far');
    expect(textOf(byTestId(container, 'operation-refusal'))).toContain(
      'must be placed within 15cm of its drop zone',
    );
    expect(byTestId<HTMLButtonElement>(container, 'confirm-operation').disabled).toBe(true);
  });

  it('the panel offers the spacecraft due and asks for the next unit by name; until all are placed nothing is sent', () => {
    const game = podsDue({ x: 90, y: 60 });
    const offer = mountOperation(game, null);
    click(byTestId(offer.container, 'operate-ship'));
    expect(offer.onDraft).toHaveBeenCalledWith(startOperation(game, 0, 'ship'));
    const half = placeLanderAt(game, 0, startOperation(game, 0, 'ship'), { x: 85, y: 60 });
    const { container } = mountOperation(game, half);
    expect(textOf(container)).toContain('within 15cm of the drop zone of');
    expect(byTestId<HTMLButtonElement>(container, 'confirm-operation').disabled).toBe(true);
  });

  it('4.3.4: the pin-point attack picks an enemy war engine, or none', () => {
    const game = shipDue([], 1, PIN_POINT_SHIP, [
      { id: 'lone', side: 1, units: [{ id: 'g3', sheet: 'ork-great-gargant', x: 140, y: 70 }] },
    ]);
    const draft = startOperation(game, 0, 'ship');
    const { container, onDraft } = mountOperation(game, draft);
    const select = byTestId<HTMLSelectElement>(container, 'pin-point-0');
    expect(draft.pinPoints).toEqual(['g3']);
    expect([...select.options].map((o) => o.value)).toEqual(['', 'g3']);
    act(() => {
      select.value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onDraft).toHaveBeenCalledWith({ ...draft, pinPoints: [''] });
    expect(operationCommand(game, 0, { ...draft, pinPoints: [''] })).not.toHaveProperty(
      'pinPoints',
    );
  });
});
