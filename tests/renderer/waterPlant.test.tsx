// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { PendingDecision } from '../../engine/netea/flow/pending';
import type { GameState } from '../../engine/netea/state/schema';
import { setLanguage } from '../../renderer/src/i18n';
import { PlantControl } from '../../renderer/src/panels/PlantControl';
import { plantLines, plantMarks } from '../../renderer/src/play/plantOutlook';
import { TERRAIN_FILL } from '../../renderer/src/battlefield/style';
import { plantLabelBoxes } from '../../renderer/src/battlefield/PlantLayer';
import { baseLength } from '../../renderer/src/battlefield/counters';
import { plantGame, PUMP, TANK, unitRow } from '../fixtures/plantGame';
import { byTestId, click, render, textOf, typeInto } from './dom';
import { engageActivation } from '../fixtures/assaultGame';
import { declare, go } from '../conformance/helpers';

/**
 * Seed 001 5.3.15 for the person: the three tables drawn with their numbers and the ground
 * between them unlike any table, a blizzard's tables marked, the control centre's entrance
 * labelled, and the plant's decisions (the entrance, the blizzard, storming the centre) as
 * buttons, in English and German.
 */

const FORCES = [
  {
    id: 'works',
    side: 0 as const,
    units: [
      ...unitRow('works', TANK, 2, 170, 200),
      { id: 'works-u3', sheet: PUMP, x: 195, y: 200 },
    ],
  },
  { id: 'boyz', side: 1 as const, units: unitRow('boyz', 'test-ork-boyz', 3, 176, 172, 4) },
];

function strategy(game: GameState): GameState {
  return {
    ...game,
    phase: 'strategy',
    turnState: { ...game.turnState, strategyTotals: null, strategyWinner: null, activeSide: null },
  };
}

function mount(game: GameState, pending: PendingDecision, side: 0 | 1 = 0) {
  const onSubmit = vi.fn<(c: Command) => void>();
  const { container } = render(
    <PlantControl game={game} side={side} pending={pending} onSubmit={onSubmit} />,
  );
  return { container, onSubmit };
}

describe('5.3.15 on the battlefield', () => {
  it('5.3.15: the three tables are numbered, the struck one marked; the entrance says how many hits the technicians took', () => {
    const base = plantGame(FORCES, {}, { blizzard: [3] });
    const game: GameState = {
      ...base,
      plant: { ...base.plant!, centre: { entrance: { x: 180, y: 180 }, hits: 2, inside: [] } },
    };
    const marks = plantMarks(game)!;
    expect(marks.tables.map((m) => [m.table, m.label, m.blizzard])).toEqual([
      [1, 'Table 1', false],
      [2, 'Table 2', false],
      [3, 'Table 3: blizzard', true],
    ]);
    expect(marks.tables[0]!.rect).toEqual({ x: 90, y: 120, width: 180, height: 120 });
    expect(marks.entrance).toEqual({
      at: { x: 180, y: 180 },
      label: 'Control centre entrance: 2 of 6 hits on the technicians',
    });
    expect(plantLines(game)).toEqual([
      'The Orks win by destroying the plant by the end of turn 12: 2 of 6 storage tanks standing, the pump station standing, 2 of 6 hits on the technicians.',
      'A blizzard rages on table 3: -1 to hit units there, -1 to their firefights, all terrain but roads dangerous.',
    ]);
    // The ground off the tables is terrain of its own, drawn unlike the table or any feature.
    expect(game.terrain.filter((f) => f.type === 'off-table')).toHaveLength(2);
    const fills = Object.entries(TERRAIN_FILL)
      .filter(([k]) => k !== 'off-table')
      .map(([, v]) => v);
    expect(fills).not.toContain(TERRAIN_FILL['off-table']);
  });

  it('5.3.15: the entrance\u2019s words stand beside it clear of the buildings and the Orks round it', () => {
    const base = plantGame(FORCES, {});
    // A storage tank right of the entrance, where the words used to be drawn, Orks above it.
    const entrance = { x: 180, y: 180 };
    const game: GameState = {
      ...base,
      units: {
        ...base.units,
        'works-u1': { ...base.units['works-u1']!, position: { x: 190, y: 181 } },
      },
      plant: { ...base.plant!, centre: { entrance, hits: 0, inside: [] } },
    };
    const px = 0.25;
    const boxes = plantLabelBoxes(game, px);
    const words = boxes[boxes.length - 1]!;
    const bases = Object.values(game.units).map((u) => {
      const half = baseLength(game.datasheets[u.datasheetId]?.footprint) / 2;
      return { x: u.position!.x - half, y: u.position!.y - half, w: 2 * half, h: 2 * half };
    });
    const covers = bases.filter(
      (b) =>
        words.x < b.x + b.w &&
        b.x < words.x + words.width &&
        words.y < b.y + b.h &&
        b.y < words.y + words.height,
    );
    expect(covers).toEqual([]);
    // Still beside the entrance: its nearest corner within a few cm.
    const dx = Math.max(words.x - entrance.x, 0, entrance.x - (words.x + words.width));
    const dy = Math.max(words.y - entrance.y, 0, entrance.y - (words.y + words.height));
    expect(Math.hypot(dx, dy)).toBeLessThan(8);
  });

  it('5.3.15: nothing of the plant is drawn in another game', () => {
    const game = plantGame(FORCES, {});
    expect(
      plantMarks({ ...game, victory: { ...game.victory, kind: 'hold-objectives' } }),
    ).toBeNull();
  });
});

describe('5.3.15: the person\u2019s decisions', () => {
  it('5.3.15: the Imperial player rolls for the blizzard; after a 4 the Orks choose the table with a button each', () => {
    const game = strategy(plantGame(FORCES, {}));
    const pending: PendingDecision = {
      sides: [0],
      kind: 'turn-start',
      commands: ['plant.blizzard'],
      step: 'blizzard-roll',
    };
    const roll = mount(game, pending);
    click(byTestId(roll.container, 'plant-blizzard-roll'));
    expect(roll.onSubmit).toHaveBeenCalledWith({ type: 'plant.blizzard', side: 0 });
    const four: GameState = {
      ...game,
      plant: { ...game.plant!, blizzard: { turn: 1, roll: 4, tables: [] } },
    };
    const choose = mount(four, { ...pending, sides: [1], step: 'blizzard-choose' }, 1);
    click(byTestId(choose.container, 'plant-blizzard-2'));
    expect(choose.onSubmit).toHaveBeenCalledWith({ type: 'plant.blizzard', side: 1, table: 2 });
    // The Imperial player has nothing to press meanwhile.
    expect(textOf(mount(four, { ...pending, sides: [1] }, 0).container)).toBe('');
  });

  it('5.3.15: the Imperials set up the control centre in the middle of table 1 with a button', () => {
    const game: GameState = { ...plantGame(FORCES, {}), phase: 'setup' };
    const { container, onSubmit } = mount(game, {
      sides: [0],
      kind: 'deploy',
      commands: ['setup.deployUnit', 'plant.centre'],
    });
    click(byTestId(container, 'plant-centre-middle'));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'plant.centre',
      side: 0,
      position: { x: 180, y: 192 },
    });
  });

  it('5.3.15: an engaging Ork formation by the entrance may storm it, in close combat or with firefight', () => {
    const base = plantGame(FORCES, {}, { active: 1 });
    const game: GameState = {
      ...base,
      plant: { ...base.plant!, centre: { entrance: { x: 180, y: 180 }, hits: 0, inside: [] } },
      turnState: {
        ...base.turnState,
        activation: engageActivation('boyz'),
      },
    };
    const { container, onSubmit } = mount(
      game,
      { sides: [1], kind: 'assault', step: 'target', commands: ['assault.declare', 'plant.storm'] },
      1,
    );
    expect(textOf(byTestId(container, 'plant-storm-cc'))).toBe(
      'Storm the control centre with 3 units, attacking in close combat',
    );
    click(byTestId(container, 'plant-storm-ff'));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'plant.storm', attackWith: 'ff' }),
    );
  });

  it('5.3.15: the storm buttons count what attacks: those inside attacking again, or those going in with them', () => {
    // "Alle Einheiten, welche den Komplex betreten, dürfen … angreifen": with boyz-u1 and
    // boyz-u2 inside, the Boyz engage again; first boyz-u3 is inside too (only those inside
    // attack), then by the entrance (it goes in, three attack).
    const base = plantGame(FORCES, {}, { active: 1 });
    const away = { status: 'reserve' as const, position: null };
    const inside = (u3: { x: number; y: number } | null): GameState => ({
      ...base,
      units: {
        ...base.units,
        'boyz-u1': { ...base.units['boyz-u1']!, ...away },
        'boyz-u2': { ...base.units['boyz-u2']!, ...away },
        'boyz-u3': { ...base.units['boyz-u3']!, ...(u3 ? { position: u3 } : away) },
      },
      plant: {
        ...base.plant!,
        centre: {
          entrance: { x: 180, y: 180 },
          hits: 1,
          inside: ['boyz-u1', 'boyz-u2', ...(u3 ? [] : ['boyz-u3'])],
        },
      },
      turnState: { ...base.turnState, activation: engageActivation('boyz') },
    });
    const pending: PendingDecision = {
      sides: [1],
      kind: 'assault',
      step: 'target',
      commands: ['assault.declare', 'plant.storm'],
    };
    const far = mount(inside(null), pending, 1);
    expect(textOf(byTestId(far.container, 'plant-storm-cc'))).toBe(
      'Attack again from inside the control centre: 3 attacking in close combat',
    );
    expect(textOf(byTestId(far.container, 'plant-storm-ff'))).toBe(
      'Attack again from inside the control centre: 3 attacking with firefight',
    );
    click(byTestId(far.container, 'plant-storm-cc'));
    expect(far.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'plant.storm', unitIds: [], attackWith: 'cc' }),
    );
    const near = mount(inside({ x: 180, y: 176 }), pending, 1);
    expect(textOf(byTestId(near.container, 'plant-storm-cc'))).toBe(
      'Storm the control centre: 1 going in, 3 attacking in close combat',
    );
    setLanguage('de');
    try {
      const de = mount(inside(null), pending, 1);
      expect(textOf(byTestId(de.container, 'plant-storm-cc'))).toBe(
        'Erneut aus dem Kontrollzentrum angreifen: 3 Angreifer im Nahkampf',
      );
      const deNear = mount(inside({ x: 180, y: 176 }), pending, 1);
      expect(textOf(byTestId(deNear.container, 'plant-storm-ff'))).toBe(
        'Das Kontrollzentrum stürmen: 1 neu hinein, insgesamt 3 Angreifer im Feuergefecht',
      );
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('5.3.15: a unit inside the centre comes out the way and the distance the person picks, measured from the entrance', () => {
    // boyz-u1 went into the centre last turn (boyz-u2 held the entrance); now the Boyz advance.
    const entrance = { x: 180, y: 180 };
    const s = plantGame(
      [
        {
          id: 'boyz',
          side: 1,
          units: [
            { id: 'boyz-u1', sheet: 'test-ork-boyz', x: 180, y: 184 },
            { id: 'boyz-u2', sheet: 'test-ork-boyz', x: 184, y: 182 },
          ],
        },
        FORCES[0]!,
      ],
      {},
      { active: 1 },
    );
    const fresh = { ...s, plant: { ...s.plant!, centre: { entrance, hits: 0, inside: [] } } };
    const stormed = go(
      go(fresh, declare(1, 'boyz', 'engage'), 6).state,
      { type: 'plant.storm', side: 1, formationId: 'boyz', unitIds: ['boyz-u1'], attackWith: 'cc' },
      4,
    ).state;
    const later: GameState = {
      ...stormed,
      turn: stormed.turn + 1,
      // The next turn's action phase (with the Orks alone left to act, the storm ended this one).
      phase: fresh.phase,
      turnState: fresh.turnState,
      formations: Object.fromEntries(
        Object.entries(stormed.formations).map(([id, f]) => [id, { ...f, activated: false }]),
      ),
    };
    const game = go(later, declare(1, 'boyz', 'advance'), 6).state;
    const { container, onSubmit } = mount(
      game,
      { sides: [1], kind: 'carry-out-action', commands: ['move.unit', 'plant.leave', 'move.end'] },
      1,
    );
    expect(textOf(byTestId(container, 'plant-leave'))).toContain('Ork Boyz 1 of');
    // 20cm north is beyond the Boyz's 15cm: refused with the engine's reason.
    const input = byTestId(container, 'plant-leave-cm-boyz-u1') as HTMLInputElement;
    typeInto(input, '20');
    expect((byTestId(container, 'plant-leave-boyz-u1') as HTMLButtonElement).disabled).toBe(true);
    typeInto(input, '12');
    click(byTestId(container, 'plant-leave-boyz-u1'));
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent).toMatchObject({ type: 'plant.leave', side: 1, unitId: 'boyz-u1' });
    const to = (sent as { path: { x: number; y: number }[] }).path[0]!;
    expect(to.x).toBeCloseTo(180, 6);
    expect(to.y).toBeCloseTo(168, 6);
  });

  it('5.3.15, 1.12.3: in the charge of an engaging formation a unit inside charges out, measured from the entrance', () => {
    // The Boyz went wholly into the centre; a turn later they engage the Marines 15cm north.
    const s = plantGame(
      [
        { id: 'boyz', side: 1, units: [{ id: 'boyz-u1', sheet: 'test-ork-boyz', x: 180, y: 184 }] },
        { id: 'guard', side: 0, units: [{ id: 'guard-u1', sheet: 'sm-tactical', x: 180, y: 165 }] },
        FORCES[0]!,
      ],
      {},
      { active: 1 },
    );
    const entrance = { x: 180, y: 180 };
    const fresh = { ...s, plant: { ...s.plant!, centre: { entrance, hits: 0, inside: [] } } };
    const stormed = go(
      go(fresh, declare(1, 'boyz', 'engage'), 6).state,
      { type: 'plant.storm', side: 1, formationId: 'boyz', unitIds: ['boyz-u1'], attackWith: 'cc' },
      4,
    ).state;
    const later: GameState = {
      ...stormed,
      turn: stormed.turn + 1,
      // The next turn's action phase (with the Orks alone left to act, the storm ended this one).
      phase: fresh.phase,
      turnState: fresh.turnState,
      formations: Object.fromEntries(
        Object.entries(stormed.formations).map(([id, f]) => [id, { ...f, activated: false }]),
      ),
    };
    const engaged = go(later, declare(1, 'boyz', 'engage'), 6).state;
    const game = go(engaged, {
      type: 'assault.declare',
      side: 1,
      targetFormationId: 'guard',
    }).state;
    const { container, onSubmit } = mount(
      game,
      {
        sides: [1],
        kind: 'assault',
        step: 'charge',
        commands: ['assault.chargeMove', 'assault.endCharge', 'plant.chargeOut'],
      },
      1,
    );
    expect(textOf(byTestId(container, 'plant-leave'))).toContain(
      'Units inside the control centre may charge out, measured from the entrance.',
    );
    // The full 15cm north would end on top of the Marines: refused, the reason shown.
    const button = byTestId(container, 'plant-leave-boyz-u1') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(textOf(byTestId(container, 'plant-leave'))).toContain(
      'The move would end on top of guard-u1.',
    );
    typeInto(byTestId(container, 'plant-leave-cm-boyz-u1') as HTMLInputElement, '12.4');
    expect(textOf(button)).toBe('Charge out');
    click(button);
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent).toMatchObject({ type: 'plant.chargeOut', side: 1, unitId: 'boyz-u1' });
    const to = (sent as { path: { x: number; y: number }[] }).path[0]!;
    expect(to.x).toBeCloseTo(180, 6);
    expect(to.y).toBeCloseTo(167.6, 6);
  });

  it('speaks German', () => {
    setLanguage('de');
    try {
      const game = strategy(plantGame(FORCES, {}, { blizzard: [1] }));
      expect(plantMarks(game)!.tables[0]!.label).toBe('Tisch 1: Schneesturm');
      const { container } = mount(
        { ...game, plant: { ...game.plant!, blizzard: { turn: 1, roll: 5, tables: [] } } },
        { sides: [0], kind: 'turn-start', commands: ['plant.blizzard'] },
      );
      expect(textOf(container)).toContain('Wähle den Tisch, auf dem der Schneesturm tobt:');
      expect(textOf(container)).toContain('Tisch 3');
    } finally {
      act(() => setLanguage('en'));
    }
  });
});
