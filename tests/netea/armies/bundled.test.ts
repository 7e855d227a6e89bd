import { describe, expect, it } from 'vitest';
import {
  BUNDLED_CATALOGUES,
  bundledList,
  bundledLists,
  forBundling,
  importCatalogue,
  type ImportedList,
} from '../../../engine/netea/armies';
import { haveBsdata, readBsdata } from './bsdataFiles';

/**
 * The army lists shipped with the program (engine/netea/armies/bundled): valid, of the catalogues
 * named, equal to a fresh import when the catalogues are here (otherwise that check is skipped:
 * they are not part of this repository, bsdata/SOURCE.md), and agreeing with the figures the
 * rules print where they overlap.
 */
const list = (id: string): ImportedList => {
  const l = bundledList(id);
  if (!l) throw new Error(`no bundled list ${id}`);
  return l;
};
const unit = (l: ImportedList, name: string) => {
  const u = l.units.find((x) => x.name === name);
  if (!u) throw new Error(`${l.id}: no unit ${name}`);
  return u;
};

describe('bundled army lists', () => {
  it('holds one valid list per bundled catalogue, with its source file and revision', () => {
    expect(bundledLists().map((l) => l.source.file)).toEqual([...BUNDLED_CATALOGUES].sort());
    for (const l of bundledLists()) {
      expect(l.source.revision).toMatch(/^\d+$/);
      expect(l.units.every((u) => u.unreadNotes.length === 0)).toBe(true);
    }
  });

  it.skipIf(!haveBsdata).each(BUNDLED_CATALOGUES.map((f) => [f]))(
    '%s equals a fresh import',
    (file) => {
      const report = importCatalogue(readBsdata('Epic.gst'), readBsdata(file));
      if (!report.ok) throw new Error(report.error[0]?.message);
      const fresh = forBundling(report.value.list);
      expect(bundledList(fresh.id)).toEqual(fresh);
    },
  );

  // Seed 001 5.3.14 and 5.5 (the training forces): Space Marines strategy rating 5, every
  // formation initiative 1+; Orks strategy rating 3, initiative 3+.
  it('agrees with the strategy ratings and initiative of seed 001 5.3.14', () => {
    expect(list('space-marines-ea').strategyRating).toBe(5);
    expect(list('space-marines-ea').initiative[0]).toEqual({
      who: 'Space Marine formations',
      value: 1,
    });
    expect(list('orks-ghazghkull-thraka-s-war-horde-ea').strategyRating).toBe(3);
    expect(list('orks-ghazghkull-thraka-s-war-horde-ea').formations[0]?.initiative).toBe(3);
  });

  // Seed 001 5.5, Space Marine and Imperial forces: type, speed, armour, CC, FF.
  it.each([
    ['space-marines-ea', 'Tactical', ['INF', 15, 4, 4, 4]],
    ['space-marines-ea', 'Assault', ['INF', 30, 4, 3, 5]],
    ['space-marines-ea', 'Devastator', ['INF', 15, 4, 5, 3]],
    ['space-marines-ea', 'Rhino', ['AV', 30, 5, 6, 6]],
    ['space-marines-ea', 'Land Raider', ['AV', 25, 4, 6, 4]],
    ['space-marines-ea', 'Whirlwind', ['AV', 30, 5, 6, 5]],
    ['imperial-guard-steel-legion-ea', 'Basilisk', ['AV', 20, 5, 6, 5]],
    ['imperial-guard-steel-legion-ea', 'Hydra', ['AV', 30, 6, 6, 5]],
  ] as const)('%s %s has the figures of seed 001 5.5', (id, name, figures) => {
    const u = unit(list(id), name);
    expect([u.type, u.speed, u.armour, u.cc, u.ff]).toEqual(figures);
  });

  it('reads the abilities seed 001 5.5 notes for the Land Raider, Assault and Rhino', () => {
    const sm = list('space-marines-ea');
    expect(unit(sm, 'Land Raider').abilities).toEqual(
      expect.arrayContaining([{ id: 'reinforced-armour' }, { id: 'thick-rear-armour' }]),
    );
    expect(unit(sm, 'Land Raider').transport).toBeDefined();
    expect(unit(sm, 'Assault').abilities).toEqual([{ id: 'jump-packs' }]);
    expect(unit(sm, 'Rhino').transport).toBeDefined();
    expect(
      unit(sm, 'Tactical').weapons.find((w) => w.name === 'Missile Launcher')?.modes[0],
    ).toMatchObject({
      range: { kind: 'cm', cm: 45 },
      firepower: [
        { type: 'AP', toHit: 5 },
        { type: 'AT', toHit: 6 },
      ],
    });
  });

  it("reads the Great Gargant's DC, power fields and abilities as seed 001 5.5 prints them", () => {
    const gargant = unit(list('orks-ghazghkull-thraka-s-war-horde-ea'), 'Great Gargant');
    expect(gargant.type).toBe('WE');
    expect(gargant.damageCapacity).toBe(12);
    expect(gargant.powerFields).toEqual({ dice: 1, sides: 6, modifier: 6 });
    expect(gargant.abilities).toEqual(
      expect.arrayContaining([{ id: 'fearless' }, { id: 'reinforced-armour' }]),
    );
  });
});
