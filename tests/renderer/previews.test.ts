import { describe, expect, it } from 'vitest';
import { validateCommand } from '../../engine/netea/commands/apply';
import {
  actionChoices,
  shootChoices,
  sideOnlyChoices,
  unitMoveCommand,
  unitMoveType,
} from '../../renderer/src/play/choices';
import { previewMove, previewOutOfFormation, previewShot } from '../../renderer/src/play/previews';
import { firstMove, playUntil } from './states';

describe('previews before committing', () => {
  it('a planned move shows its length, the allowance left, and the engine verdict (1.7)', () => {
    const m = firstMove();
    const side = m.pending.sides[0]!;
    const a = m.game.turnState.activation!;
    const unit = m.game.formations[a.formationId]!.unitIds.map((id) => m.game.units[id]!).find(
      (u) => u.position,
    )!;
    const type = unitMoveType(m.pending)!;
    expect(type).toBe('move.unit');
    const dir = unit.position!.y < m.game.table.height / 2 ? 1 : -1;
    const short = unitMoveCommand(type, side, unit.id, {
      x: unit.position!.x,
      y: unit.position!.y + dir * 3,
    }) as Parameters<typeof previewMove>[1];
    expect(previewMove(m.game, short)).toMatchObject({ refusal: null, allowance: 15 });
    expect(previewMove(m.game, short).length).toBeCloseTo(3);
    const far = unitMoveCommand(type, side, unit.id, {
      x: unit.position!.x,
      y: unit.position!.y + dir * 20,
    }) as Parameters<typeof previewMove>[1];
    expect(previewMove(m.game, far).refusal).toMatchObject({
      code: 'move/too-far',
      section: '1.7',
    });
  });

  it('a shot out of range says so with its section; the choices agree with the engine', () => {
    const m = firstMove();
    const side = m.pending.sides[0]!;
    const a = m.game.turnState.activation!;
    const enemy = Object.values(m.game.formations).find((f) => f.side !== side)!;
    const shot = previewShot(m.game, a.formationId, enemy.id);
    if (shot.refusal) expect(shot.refusal.section).toMatch(/^1\.9/);
    else expect(shot.expectedHits).toBeGreaterThan(0);
    for (const c of sideOnlyChoices(m.game, m.pending, side))
      expect(c.refusal).toEqual(validateCommand(m.game, c.command));
    expect(sideOnlyChoices(m.game, m.pending, side).map((c) => c.command.type)).toEqual(
      expect.arrayContaining(['move.end', 'action.end']),
    );
  });

  it('every action of an activated formation is refused with a reason', () => {
    const m = firstMove();
    const side = m.pending.sides[0]!;
    const choices = actionChoices(m.game, side, m.game.turnState.activation!.formationId);
    expect(choices).toHaveLength(7);
    for (const c of choices) expect(c.refusal?.message).toBeTruthy();
  });
});

describe('the fire plan the person chooses (1.9.5)', () => {
  it('switches weapons to AT or AP and the preview counts only hits a target can take', () => {
    const m = playUntil(
      (x) =>
        x.pending.kind === 'carry-out-action' &&
        shootChoices(x.game, x.pending.sides[0]!).some((c) => c.refusal === null),
      6,
    );
    const side = m.pending.sides[0]!;
    const best = shootChoices(m.game, side).find((c) => c.refusal === null)!;
    const at = shootChoices(m.game, side, { firepower: 'AT', cover: 'accept-modifier' }).find(
      (c) => c.key === best.key,
    )!;
    if (at.command.type !== 'shoot.declare' || best.command.type !== 'shoot.declare')
      throw new Error('not a shot');
    expect(best.command.plan).toBeUndefined();
    // Missile launchers (AP5+/AT6+) fire AT: the engine accepts the plan.
    expect(at.command.plan!.orders.some((o) => o.firepower === 'AT')).toBe(true);
    expect(at.refusal).toBeNull();
    const acting = m.game.turnState.activation!.formationId;
    const withBest = previewShot(m.game, acting, best.key);
    const withAt = previewShot(m.game, acting, at.key, false, at.command.plan!);
    // Against infantry, AT hits are wasted (1.9.6): fewer expected hits.
    expect(withAt.expectedHits).toBeLessThan(withBest.expectedHits);
  });
});

describe('1.7.4: units that would end out of formation, shown before the move is confirmed', () => {
  it('marks none for a short move and some when a unit strays from the formation', () => {
    const m = firstMove();
    const a = m.game.turnState.activation!;
    const units = m.game.formations[a.formationId]!.unitIds.map((id) => m.game.units[id]!).filter(
      (u) => u.position,
    );
    const unit = units[0]!;
    const dir = unit.position!.y < m.game.table.height / 2 ? 1 : -1;
    const near = { x: unit.position!.x, y: unit.position!.y + dir * 1 };
    expect(previewOutOfFormation(m.game, [{ unitId: unit.id, to: near, facing: 90 }])).toEqual([]);
    // 14cm straight ahead, alone: the engine's coherency check finds the formation split.
    const far = { x: unit.position!.x, y: unit.position!.y + dir * 14 };
    const lost = previewOutOfFormation(m.game, [{ unitId: unit.id, to: far, facing: 90 }]);
    expect(lost.length).toBeGreaterThan(0);
    for (const id of lost) expect(units.map((u) => u.id)).toContain(id);
  });
});
