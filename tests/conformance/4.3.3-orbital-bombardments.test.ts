import { describe, expect, it } from 'vitest';
import { isUnderTemplate, templateShape } from '../../engine/kernel/geometry';
import { unitsUnderBombardment } from '../../engine/netea/rules/4.3-4.4-spacecraft/bombardment';
import { placedUnits } from '../../engine/netea/rules/1.9-shooting/geometry';
import type { GameState } from '../../engine/netea/state/schema';
import { eventsOf, go, rollsOf } from './helpers';
import { operate, shipDue } from '../netea/rules/4.3-4.4-spacecraft/spacecraftFixtures';

/** A Tactical unit of side 1 ('flank', unit f1) standing at (x, y). */
function withFlank(s: GameState, x: number, y: number): GameState {
  const t1 = s.units.t1!;
  return {
    ...s,
    formations: {
      ...s.formations,
      flank: { ...s.formations.tac!, id: 'flank', name: 'flank', side: 1, unitIds: ['f1'] },
    },
    units: {
      ...s.units,
      f1: { ...t1, id: 'f1', side: 1, formationId: 'flank', position: { x, y } },
    },
  };
}

describe('4.3.3 Orbital Bombardments', () => {
  it('4.3.3: the template is 12cm across, centred on the plotted point, and the point is revealed as it falls', () => {
    // Boyz at x 60, 65, 70, 75 (y 100, bases 4cm deep); a point 7cm off boy2's centre catches
    // it under the 12cm template but would miss it with the 7.4cm barrage template.
    const centre = { x: 65, y: 107 };
    const s = shipDue([centre]);
    const boy2 = placedUnits(s, 'orks').find((u) => u.unit.id === 'boy2')!;
    expect(isUnderTemplate(templateShape(centre, 'barrage'), boy2.shape)).toBe(false);
    expect(unitsUnderBombardment(s, [centre]).map((u) => u.unit.id)).toEqual(['boy2']);
    const done = go(s, operate(), 6, 4);
    expect(eventsOf(done.events, 'spacecraft/bombardment')).toEqual([
      {
        type: 'spacecraft/bombardment',
        formationId: 'ship',
        centres: [centre],
        points: 5,
        section: '4.3.3',
      },
    ]);
    // 5BP: AP 4+ against infantry (1.9.8 Barrage table); macro-weapon hits allow no armour save.
    const toHit = rollsOf(done.events).filter((r) => r.section === '4.3.3');
    expect(toHit).toMatchObject([{ needed: 4, results: [4], successes: 1 }]);
    expect(
      eventsOf(done.events, 'shooting/unit-destroyed').map((e) => (e as { unitId: string }).unitId),
    ).toEqual(['boy2']);
  });

  it('4.3.3: every unit under the template is attacked as by an artillery barrage, friend or foe', () => {
    // One of side 0's own Tacticals stands under the template too.
    const s = shipDue([{ x: 100, y: 20 }]);
    const done = go(s, operate(), 6, 1, 1);
    expect(rollsOf(done.events).filter((r) => r.section === '4.3.3')).toMatchObject([
      { formationId: 'tac', results: [1, 1] },
    ]);
  });

  it('4.3.3 FAQ: "Do all formations that are under an orbital bombardment template receive a Blast marker for coming under fire?" Yes', () => {
    // The Boyz and a side-1 Tactical unit under one template, all missed.
    const s = withFlank(shipDue([{ x: 67, y: 100 }]), 67, 104);
    const done = go(s, operate(), 6, 1, 1, 1);
    const marked = eventsOf(done.events, 'blast/markers-placed').map((e) => ({
      formationId: (e as { formationId: string }).formationId,
      count: (e as { count: number }).count,
      reason: (e as { reason: string }).reason,
    }));
    expect(marked).toEqual([
      { formationId: 'orks', count: 1, reason: 'came under orbital bombardment' },
      { formationId: 'flank', count: 1, reason: 'came under orbital bombardment' },
    ]);
  });

  it('4.3.3: "Orbital bombardments never benefit from the crossfire rule"', () => {
    // Side 0's Tacticals behind the Boyz would give a crossfire to a shooting attack; the
    // bombardment kills one Boy, which places one Blast marker for the loss and no more.
    const s = shipDue([{ x: 60, y: 100 }]);
    const behind: GameState = {
      ...s,
      units: {
        ...s.units,
        t1: { ...s.units.t1!, position: { x: 60, y: 115 } },
        t2: { ...s.units.t2!, position: { x: 65, y: 115 } },
      },
    };
    const done = go(behind, operate(), 6, 6, 1);
    const casualties = eventsOf(done.events, 'blast/markers-placed').filter(
      (e) => (e as { reason: string }).reason === 'casualties',
    );
    expect(casualties).toMatchObject([{ formationId: 'orks', count: 1 }]);
    expect(JSON.stringify(done.events)).not.toContain('1.11');
  });

  it("4.3.3: the bombardment of 14BP (a Battle Barge) gets the Barrage table's extra Blast markers", () => {
    // 14BP: two extra templates and three extra Blast markers for each formation under them.
    const s = shipDue([{ x: 67, y: 100 }], 3);
    const barge = {
      ...s,
      datasheets: {
        ...s.datasheets,
        [s.units.sc1!.datasheetId]: {
          ...s.datasheets[s.units.sc1!.datasheetId]!,
          weapons: [
            {
              ...s.datasheets[s.units.sc1!.datasheetId]!.weapons[0]!,
              modes: [
                {
                  ...s.datasheets[s.units.sc1!.datasheetId]!.weapons[0]!.modes[0]!,
                  firepower: [{ type: 'BP' as const, points: 14 }],
                },
              ],
            },
          ],
        },
      },
    };
    const done = go(barge, operate(), 6, 1, 1);
    expect(eventsOf(done.events, 'blast/markers-placed')).toMatchObject([
      { formationId: 'orks', count: 4, reason: 'came under orbital bombardment' },
    ]);
  });
});
