import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allDatasheets } from '../../engine/netea/data';
import { objectiveControl } from '../../engine/netea/rules/1.14-end-phase/victory';
import type { FormationState } from '../../engine/netea/state/schema';
import {
  shortName,
  symbolOf,
  traceSymbol,
  type PathContext,
} from '../../renderer/src/battlefield/counters';
import { placeLabels } from '../../renderer/src/battlefield/labelPlacement';
import { unitAt, unitTooltip } from '../../renderer/src/battlefield/tooltip';
import { warEngineTrack } from '../../renderer/src/battlefield/counters';
import { formationStatus } from '../../renderer/src/battlefield/UnitsLayer';
import { deployed } from '../fixtures/battle';

/** A context that records the path it is given, for asserting what a symbol draws. */
function recorder() {
  const calls: string[] = [];
  const ctx: PathContext = {
    beginPath: () => calls.push('beginPath'),
    moveTo: () => calls.push('moveTo'),
    lineTo: () => calls.push('lineTo'),
    closePath: () => calls.push('closePath'),
    ellipse: () => calls.push('ellipse'),
    arc: () => calls.push('arc'),
    rect: () => calls.push('rect'),
  };
  return { ctx, calls };
}

describe('unit counters', () => {
  it('give every unit type a symbol of its own', () => {
    const sheet = allDatasheets().find((s) => s.type === 'INF')!;
    const drawn = new Map<string, string>();
    for (const type of ['INF', 'LV', 'AV', 'WE', 'CH', 'AC', 'SC'] as const) {
      const symbol = symbolOf({ ...sheet, type });
      const { ctx, calls } = recorder();
      traceSymbol(ctx, symbol, sheet.footprint);
      expect(calls.length, type).toBeGreaterThan(0);
      drawn.set(type, `${symbol}:${calls.join(',')}`);
    }
    expect(new Set(drawn.values()).size).toBe(7);
    // Infantry: a box crossed corner to corner; armour: a track (an ellipse).
    expect(drawn.get('INF')).toBe('infantry:rect,moveTo,lineTo,moveTo,lineTo');
    expect(drawn.get('AV')).toBe('armoured-vehicle:moveTo,ellipse');
  });

  it('name units without their army prefix, and keep names that are only the prefix', () => {
    const sheet = allDatasheets()[0]!;
    expect(shortName({ ...sheet, name: 'Space Marine Tactical' })).toBe('Tactical');
    expect(shortName({ ...sheet, name: 'Rhino' })).toBe('Rhino');
    expect(shortName({ ...sheet, name: 'Ork Boyz' })).toBe('Boyz');
  });

  it('say what a formation did this turn in words (1.6.1, 1.10, 1.13)', () => {
    const f = { broken: false, overwatch: false, activated: false, action: null } as const;
    const as = (x: Partial<FormationState>) => ({ ...f, ...x }) as unknown as FormationState;
    expect(formationStatus(as({}), false)).toEqual([]);
    expect(formationStatus(as({}), true)).toEqual(['acting']);
    expect(formationStatus(as({ activated: true, action: 'march' }), false)).toEqual(['marched']);
    expect(
      formationStatus(as({ activated: true, action: 'overwatch', overwatch: true }), false),
    ).toEqual(['on overwatch']);
    expect(formationStatus(as({ broken: true, activated: true, action: 'hold' }), false)).toEqual([
      'broken',
      'held',
    ]);
  });

  it('tell the unit under the pointer, with its datasheet line and formation', () => {
    const game = deployed().context.game;
    const unit = Object.values(game.units).find((u) => u.position)!;
    expect(unitAt(game, unit.position!)?.id).toBe(unit.id);
    expect(unitAt(game, { x: -50, y: -50 })).toBeNull();
    const lines = unitTooltip(game, unit);
    expect(lines[0]).toContain(game.formations[unit.formationId]!.name);
    expect(lines[0]).toContain(game.players[unit.side]!.name);
    expect(lines[1]).toMatch(/^(INF|LV|AV|WE|CH) · speed .* · armour .* · CC .* · FF /);
    // No internal id in what a person reads.
    expect(lines.join(' ')).not.toContain(unit.id);
  });
});

describe('formation labels', () => {
  const table = { width: 180, height: 120 };

  it('never cover one another, and stay on the table', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            x: fc.double({ min: 0, max: 180, noNaN: true }),
            y: fc.double({ min: 0, max: 120, noNaN: true }),
            w: fc.double({ min: 8, max: 30, noNaN: true }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (spots) => {
          const placed = placeLabels(
            spots.map((s, i) => ({
              id: `f${i}`,
              hull: [
                { x: s.x, y: s.y },
                { x: Math.min(180, s.x + 5), y: Math.min(120, s.y + 5) },
              ],
              width: s.w,
              height: 3,
            })),
            table,
            0.5,
          );
          for (const a of placed) {
            expect(a.x).toBeGreaterThanOrEqual(0);
            expect(a.y).toBeGreaterThanOrEqual(0);
            expect(a.x + a.width).toBeLessThanOrEqual(180 + 1e-9);
            expect(a.y + a.height).toBeLessThanOrEqual(120 + 1e-9);
          }
          // Sparse tables always find room: no two labels overlap.
          const overlapping = placed.some((a, i) =>
            placed.some(
              (b, j) =>
                i < j &&
                a.x < b.x + b.width &&
                b.x < a.x + a.width &&
                a.y < b.y + b.height &&
                b.y < a.y + a.height,
            ),
          );
          expect(overlapping).toBe(false);
        },
      ),
    );
  });

  it('put a label above its formation when there is room', () => {
    const [label] = placeLabels(
      [
        {
          id: 'a',
          hull: [
            { x: 50, y: 60 },
            { x: 60, y: 70 },
          ],
          width: 20,
          height: 3,
        },
      ],
      table,
      1,
    );
    expect(label).toMatchObject({ x: 50, y: 56 });
  });
});

describe('objectives on the table (1.14.2)', () => {
  it('are held by the side alone within range, contested by both, or not held', () => {
    const game = deployed().context.game;
    const control = objectiveControl(game);
    expect(control).toHaveLength(game.objectives.length);
    for (const c of control) expect([0, 1, 'contested', 'empty']).toContain(c);
    // An objective with every unit moved away from it is not held by anyone.
    const away = {
      ...game,
      units: Object.fromEntries(
        Object.entries(game.units).map(([id, u]) => [id, { ...u, position: null }]),
      ),
    };
    expect(objectiveControl(away).every((c) => c === 'empty')).toBe(true);
  });
});

describe('war engine counters (3.2.2, 3.2.3, 5.5.4)', () => {
  const gargant = allDatasheets().find((d) => d.id === 'ork-great-gargant')!;

  it('the track shows damage taken of the starting capacity, power fields unrolled, and fires', () => {
    expect(warEngineTrack(gargant, { damage: 0 })).toEqual({
      capacity: 12,
      damage: 0,
      shields: { up: null, kind: 'power' },
      fires: 0,
    });
    expect(warEngineTrack(gargant, { damage: 5, shields: 3, fires: 2 })).toEqual({
      capacity: 12,
      damage: 5,
      shields: { up: 3, kind: 'power' },
      fires: 2,
    });
    // Other units have no track.
    expect(
      warEngineTrack(
        allDatasheets().find((d) => d.id === 'sm-rhino'),
        { damage: 0 },
      ),
    ).toBeNull();
  });

  it('the tooltip says the damage capacity left, the shields and the fires in words', () => {
    const game = deployed().context.game;
    const unit = Object.values(game.units)[0]!;
    const withGargant = {
      ...game,
      datasheets: { ...game.datasheets, [gargant.id]: gargant },
      units: {
        ...game.units,
        [unit.id]: { ...unit, datasheetId: gargant.id, damage: 4, shields: 2, fires: 1 },
      },
    };
    const lines = unitTooltip(withGargant, withGargant.units[unit.id]!);
    expect(lines).toContain('Damage capacity 8 of 12 left (3.2.2)');
    expect(lines).toContain('Power fields up: 2 (5.5.4)');
    expect(lines).toContain('Fires burning: 1 (3.2.3)');
  });
});
