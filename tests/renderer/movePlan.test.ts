import { describe, expect, it } from 'vitest';
import { applyCommand, validateCommand } from '../../engine/netea/commands/apply';
import { FixedDieSource } from '../../engine/kernel/dice/roller';
import type { GameState } from '../../engine/netea/state/schema';
import { unitMoveType } from '../../renderer/src/play/choices';
import {
  acceptsField,
  addWaypoint,
  dragTo,
  draftCommand,
  draftText,
  finalFacing,
  followerPlans,
  previewDraft,
  removeWaypoint,
  resetFacing,
  rotateFacing,
  type MoveDraft,
} from '../../renderer/src/play/movePlan';
import { battle, declare, go } from '../conformance/helpers';
import { rect } from '../fixtures/shootingGame';
import { firstMove } from './states';

function firstUnit(game: GameState) {
  const a = game.turnState.activation!;
  return game.formations[a.formationId]!.unitIds.map((id) => game.units[id]!).find(
    (u) => u.position,
  )!;
}

/** Applies a command the engine must accept (moves in the open roll no dice). */
function applied(game: GameState, command: Parameters<typeof applyCommand>[1]) {
  const result = applyCommand(game, command, { dice: new FixedDieSource([], game.rng) });
  if (!result.ok) throw new Error(result.refusal.message);
  return result.state;
}

describe('a move of several legs (1.7)', () => {
  const m = firstMove();
  const side = m.pending.sides[0]!;
  const type = unitMoveType(m.pending)!;
  const unit = firstUnit(m.game);
  const p = unit.position!;
  // Towards the middle of the table, and sideways along it.
  const dir = p.y < m.game.table.height / 2 ? 1 : -1;
  const side4 = p.x < m.game.table.width / 2 ? 4 : -4;

  it('sends every waypoint; each leg shows its length and the allowance left after it', () => {
    let draft = dragTo(null, unit.id, { x: p.x, y: p.y + dir * 5 });
    draft = addWaypoint(draft);
    draft = dragTo(draft, unit.id, { x: p.x + side4, y: p.y + dir * 5 });
    const preview = previewDraft(m.game, type, side, draft);
    expect(preview.command).toMatchObject({
      type: 'move.unit',
      unitId: unit.id,
      path: [
        { x: p.x, y: p.y + dir * 5 },
        { x: p.x + side4, y: p.y + dir * 5 },
      ],
    });
    expect(preview.refusal).toBeNull();
    expect(preview.legs.map((l) => l.length)).toEqual([expect.closeTo(5), expect.closeTo(4)]);
    expect(preview.legs.map((l) => l.left)).toEqual([expect.closeTo(10), expect.closeTo(6)]);
    expect(draftText(m.game, preview)).toBe(
      '9.0cm of 15cm, 6.0cm left · leg 1: 5.0cm (10.0cm left), leg 2: 4.0cm (6.0cm left)',
    );
    // The table's label leaves the legs to the waypoints' own labels.
    expect(draftText(m.game, preview, { legs: false })).toBe('9.0cm of 15cm, 6.0cm left');
    // Committed, the unit stands at the end of the second leg facing along it (the default).
    const after = applied(m.game, preview.command).units[unit.id]!;
    expect(after.position).toEqual({ x: p.x + side4, y: p.y + dir * 5 });
    expect(after.facing).toBe(side4 > 0 ? 0 : 180);
  });

  it('counts the length of every leg: out and back again is refused though it ends near the start', () => {
    let draft = dragTo(null, unit.id, { x: p.x, y: p.y + dir * 8 });
    draft = addWaypoint(draft, { x: p.x + side4 / 4, y: p.y + dir });
    const preview = previewDraft(m.game, type, side, draft);
    expect(preview.length).toBeGreaterThan(15);
    expect(preview.refusal).toMatchObject({ code: 'move/too-far', section: '1.7' });
    expect(draftText(m.game, preview)).toMatch(/^15\.\dcm: .* \(1\.7\) · leg 1: 8\.0cm/);
    // Backspace takes back the waypoint: one short leg, which the engine accepts.
    const shorter = removeWaypoint(draft)!;
    expect(shorter.waypoints).toEqual([]);
    expect(previewDraft(m.game, type, side, shorter).refusal).toBeNull();
    // And without waypoints, the whole plan.
    expect(removeWaypoint(shorter)).toBeNull();
  });

  it('dragging the same unit again keeps its waypoints; another unit starts a new plan', () => {
    const draft = addWaypoint(dragTo(null, unit.id, { x: p.x, y: p.y + dir * 5 }));
    expect(dragTo(draft, unit.id, { x: 1, y: 2 }).waypoints).toHaveLength(1);
    expect(dragTo(draft, 'another', { x: 1, y: 2 })).toEqual({
      unitId: 'another',
      waypoints: [],
      end: { x: 1, y: 2 },
      facing: null,
    });
  });

  it('the whole formation follows the same legs, shifted by where each unit stands', () => {
    let draft = dragTo(null, unit.id, { x: p.x, y: p.y + dir * 3 });
    draft = addWaypoint(draft);
    draft = dragTo(draft, unit.id, { x: p.x + side4 / 2, y: p.y + dir * 3 });
    const formation = m.game.formations[unit.formationId]!;
    const followers = followerPlans(m.game, type, side, draft, new Set(formation.unitIds));
    expect(followers).toHaveLength(formation.unitIds.length - 1);
    for (const f of followers) {
      const at = m.game.units[f.unitId]!.position!;
      expect(f.path).toEqual([
        { x: at.x, y: at.y + dir * 3 },
        { x: at.x + side4 / 2, y: at.y + dir * 3 },
      ]);
      expect(f.legal).toBe(validateCommand(m.game, f.command) === null);
    }
  });
});

describe('free facing at the end of a move (1.7: units may turn freely)', () => {
  const m = firstMove();
  const side = m.pending.sides[0]!;
  const type = unitMoveType(m.pending)!;
  const unit = firstUnit(m.game);
  const p = unit.position!;
  const dir = p.y < m.game.table.height / 2 ? 1 : -1;

  it('defaults to along the last leg and sends no facing; turning sends the chosen one', () => {
    const draft = dragTo(null, unit.id, { x: p.x, y: p.y + dir * 4 });
    expect(finalFacing(m.game, draft)).toBe(dir > 0 ? 90 : 270);
    expect(draftCommand(type, side, draft)).not.toHaveProperty('facing');
    const turned = rotateFacing(m.game, draft, 45);
    expect(turned.facing).toBe(dir > 0 ? 135 : 315);
    const command = draftCommand(type, side, turned);
    expect(command).toMatchObject({ facing: dir > 0 ? 135 : 315 });
    expect(applied(m.game, command).units[unit.id]!.facing).toBe(dir > 0 ? 135 : 315);
    // Turning lands on whole steps and wraps round; resetting goes back to the default.
    expect(rotateFacing(m.game, { ...draft, facing: 352 }, 15).facing).toBe(0);
    expect(rotateFacing(m.game, { ...draft, facing: 352 }, -5).facing).toBe(345);
    expect(resetFacing(turned).facing).toBeNull();
  });

  it('every unit move command takes a facing; only moves a transport makes take pick-ups', () => {
    for (const t of [
      'move.unit',
      'assault.chargeMove',
      'assault.counterCharge',
      'assault.consolidateMove',
      'assault.withdrawMove',
      'withdrawal.move',
    ] as const)
      expect(acceptsField(t, 'facing')).toBe(true);
    expect(acceptsField('move.unit', 'pickUp')).toBe(true);
    expect(acceptsField('assault.chargeMove', 'pickUp')).toBe(true);
    expect(acceptsField('assault.counterCharge', 'pickUp')).toBe(false);
    expect(acceptsField('withdrawal.move', 'pickUp')).toBe(false);
    const draft: MoveDraft = { unitId: 'u', waypoints: [], end: { x: 1, y: 1 }, facing: 10 };
    expect(draftCommand('withdrawal.move', 0, draft, ['x'])).toEqual({
      type: 'withdrawal.move',
      side: 0,
      unitId: 'u',
      path: [{ x: 1, y: 1 }],
      facing: 10,
    });
  });
});

describe('picking up units on the way (1.7.5)', () => {
  /** A Rhino (2cm long) with a Tactical unit (1.2cm deep) of its formation 8cm ahead, advancing
   * (test passed): 6.4cm forward puts them in base contact. */
  const mech = () =>
    go(
      battle([
        {
          id: 'mech',
          side: 0,
          units: [
            { id: 'rhino', sheet: 'sm-rhino', x: 60, y: 60 },
            { id: 'tac', sheet: 'sm-tactical', x: 68, y: 60 },
          ],
        },
        { id: 'foe', side: 1, units: [{ id: 'enemy', sheet: 'sm-tactical', x: 60, y: 110 }] },
      ]),
      declare(0, 'mech', 'advance'),
      1,
    ).state;

  it('with the toggle on, the transport takes aboard the units it reaches and the engine agrees', () => {
    const game = mech();
    const draft = dragTo(null, 'rhino', { x: 66.4, y: 60 });
    const preview = previewDraft(game, 'move.unit', 0, draft, { pickUp: true });
    expect(preview.pickUp).toEqual(['tac']);
    expect(preview.refusal).toBeNull();
    // Named as a player finds the unit, never by its id (issue 17).
    expect(draftText(game, preview)).toMatch(/picks up Space Marine Tactical \d+ of mech$/);
    const after = applied(game, preview.command);
    expect(after.units['tac']).toMatchObject({ status: 'embarked', transportedBy: 'rhino' });
  });

  it('without it, driving onto the unit is refused (1.7.2), and a unit it never reaches is not picked up', () => {
    const game = mech();
    const onto = previewDraft(game, 'move.unit', 0, dragTo(null, 'rhino', { x: 67, y: 60 }));
    expect(onto.pickUp).toEqual([]);
    expect(onto.refusal?.section).toBe('1.7.2');
    const away = previewDraft(game, 'move.unit', 0, dragTo(null, 'rhino', { x: 60, y: 50 }), {
      pickUp: true,
    });
    expect(away.pickUp).toEqual([]);
    expect(away.refusal).toBeNull();
  });
});

describe('a vehicle backing away from a building (1.7, 1.8.4)', () => {
  it('with "keep its facing" the plan slides the Land Raider out, where turning to drive off is refused', () => {
    let game = battle(
      [
        {
          id: 'lr',
          side: 0,
          units: [{ id: 'r', sheet: 'sm-land-raider', x: 56.9, y: 50, facing: 90 }],
        },
        { id: 'e', side: 1, units: [{ id: 'e1', sheet: 'sm-tactical', x: 10, y: 140 }] },
      ],
      { terrain: [rect('house', 'buildings', 58, 40, 62, 60)] },
    );
    game = go(game, declare(0, 'lr', 'advance'), 6).state;
    const draft = dragTo(null, 'r', { x: 46.9, y: 50 });
    const nose = previewDraft(game, 'move.unit', 0, draft);
    expect(nose.refusal?.code).toBe('move/impassable');
    const backing = previewDraft(game, 'move.unit', 0, draft, { keepFacing: true });
    expect(backing.refusal).toBeNull();
    expect(backing.command).toMatchObject({ orientation: 'keep-facing' });
    // It still faces along the wall where it ends.
    expect(backing.facing).toBe(90);
    expect(applied(game, backing.command).units['r']!.position).toEqual({ x: 46.9, y: 50 });
  });
});
