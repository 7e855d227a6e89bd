import { describe, expect, it } from 'vitest';
import {
  allDatasheets,
  amountBounds,
  formatAmount,
  formatPath,
  getDatasheet,
  isLegalStand,
  resolvePath,
  unitDatasheetSchema,
  weaponSchema,
  type UnitDatasheetInput,
} from '../../engine/netea/data';
import type { Footprint } from '../../engine/kernel/geometry/types';

/** A minimal valid datasheet to vary. */
function minimal(overrides: Partial<UnitDatasheetInput> = {}): UnitDatasheetInput {
  return {
    id: 'test-unit',
    name: 'Test unit',
    type: 'AV',
    speed: 20,
    armour: 5,
    cc: 6,
    ff: 5,
    weapons: [],
    abilities: [],
    footprint: { shape: 'rect', width: 1.5, length: 2 },
    provenance: {
      source: { kind: 'judgement', reasoning: 'a test' },
      footprint: { reasoning: 'a test' },
    },
    ...overrides,
  };
}

const messages = (input: unknown) => {
  const parsed = unitDatasheetSchema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => `${formatPath(i.path)}: ${i.message}`);
};

describe('amounts (1.1.3 multipliers, 3.2.5 TK dice)', () => {
  it.each([
    [3, '3', 3, 3],
    [{ dice: 1, sides: 3 }, 'D3', 1, 3],
    [{ dice: 2, sides: 6 }, '2D6', 2, 12],
    [{ dice: 1, sides: 6, modifier: 6 }, 'D6+6', 7, 12],
    [{ dice: 1, sides: 3, modifier: -1 }, 'D3-1', 0, 2],
  ] as const)('%j prints as %s and ranges %i..%i', (amount, text, min, max) => {
    expect(formatAmount(amount)).toBe(text);
    expect(amountBounds(amount)).toEqual({ min, max });
  });
});

describe('stands (1.1.2)', () => {
  it.each<[Footprint, boolean, string]>([
    [{ shape: 'rect', width: 4, length: 1.2 }, true, '40x12mm strip'],
    [{ shape: 'rect', width: 2, length: 2 }, true, '20x20mm square'],
    [{ shape: 'circle', diameter: 2.2 }, true, 'a 22mm coin'],
    [{ shape: 'rect', width: 2, length: 0.5 }, true, '5x20mm is allowed'],
    [{ shape: 'rect', width: 0.5, length: 0.5 }, false, '5x5mm is not'],
    [{ shape: 'rect', width: 4.5, length: 2 }, false, 'more than 40mm across'],
  ])('%j legal: %s (%s)', (footprint, legal) => {
    expect(isLegalStand(footprint)).toBe(legal);
  });
});

describe('datasheet rules of shape', () => {
  it('keeps speed 0cm and immobile apart (1.8.4 FAQ)', () => {
    const zero = unitDatasheetSchema.parse(minimal({ speed: 0 }));
    const immobile = unitDatasheetSchema.parse(minimal({ speed: 'immobile' }));
    expect(zero.speed).toBe(0);
    expect(immobile.speed).toBe('immobile');
  });

  it('fills the documented defaults: all-round arc, TK(1), 6+ invulnerable save', () => {
    const sheet = unitDatasheetSchema.parse(
      minimal({
        abilities: [{ id: 'invulnerable-save' }],
        weapons: [
          {
            name: 'Gun',
            modes: [
              {
                range: { kind: 'cm', cm: 30 },
                firepower: [{ type: 'MW', toHit: 4 }],
                abilities: [{ id: 'titan-killer' }],
              },
            ],
          },
        ],
      }),
    );
    expect(sheet.weapons[0]?.count).toBe(1);
    expect(sheet.weapons[0]?.modes[0]?.arc).toBe('all');
    expect(sheet.weapons[0]?.modes[0]?.abilities).toEqual([{ id: 'titan-killer', damage: 1 }]);
    expect(sheet.abilities).toEqual([{ id: 'invulnerable-save', save: 6 }]);
  });

  it.each([
    [
      'a character with a footprint (2.1.1)',
      minimal({ type: 'CH', speed: '-', armour: '-', cc: '-', ff: '-' }),
      "footprint: a character joins another unit's base (2.1.1)",
    ],
    [
      'an aircraft with a speed in cm (4.2.1)',
      minimal({ type: 'AC', speed: 30 }),
      'speed: an aircraft notes its manoeuvre class instead of a speed (4.2.1)',
    ],
    [
      'a war engine without damage capacity (3.2.2)',
      minimal({ type: 'WE' }),
      'damageCapacity: a war engine needs its damage capacity (3.2.2)',
    ],
    [
      'a critical hit on a tank (3.2.3)',
      minimal({ criticalHit: { effect: { kind: 'other' }, summary: 'boom' } }),
      'criticalHit: only war engines suffer critical hits (3.2.3)',
    ],
    [
      'an ability twice (2.1 FAQ)',
      minimal({ abilities: [{ id: 'walker' }, { id: 'walker' }] }),
      'abilities: an ability is listed twice (2.1 FAQ: duplicates count once)',
    ],
    [
      'a unit on the table without footprint (1.1.2)',
      minimal({ footprint: undefined }),
      'footprint: a unit on the table needs a footprint (1.1.2)',
    ],
  ])('refuses %s', (_what, input, expected) => {
    expect(messages(input)).toContain(expected);
  });

  it('lets a spacecraft stay off the table without a footprint (4.3)', () => {
    const input = minimal({ type: 'SC', speed: '-', armour: '-', cc: '-', ff: '-' });
    delete input.footprint;
    delete input.provenance.footprint;
    expect(messages(input)).toEqual([]);
  });
});

describe('weapons', () => {
  const line = { range: { kind: 'cm', cm: 30 }, firepower: [{ type: 'AP', toHit: 5 }] } as const;
  it('needs "and" or "or" between several lines (1.1.3 FAQ), and only then', () => {
    expect(weaponSchema.safeParse({ name: 'W', modes: [line, line], combine: 'or' }).success).toBe(
      true,
    );
    expect(weaponSchema.safeParse({ name: 'W', modes: [line, line] }).success).toBe(false);
    expect(weaponSchema.safeParse({ name: 'W', modes: [line], combine: 'and' }).success).toBe(
      false,
    );
  });

  it('takes assault weapons at base contact only (1.12)', () => {
    const assault = { firepower: [{ type: 'assault-weapons' }] };
    expect(
      weaponSchema.safeParse({
        name: 'W',
        modes: [{ ...assault, range: { kind: 'base-contact' } }],
      }).success,
    ).toBe(true);
    expect(
      weaponSchema.safeParse({ name: 'W', modes: [{ ...assault, range: { kind: 'cm', cm: 15 } }] })
        .success,
    ).toBe(false);
  });

  it('holds every firepower form: multipliers, dice, barrages, AA', () => {
    const parsed = weaponSchema.parse({
      name: 'Everything',
      modes: [
        {
          range: { kind: 'cm', cm: 60, minCm: 30 },
          firepower: [
            { type: 'AP', toHit: 4, shots: 3 },
            { type: 'AT', toHit: 5, shots: { dice: 1, sides: 3 } },
            { type: 'AA', toHit: 5 },
          ],
        },
        {
          range: { kind: 'unlimited' },
          firepower: [{ type: 'BP', points: { dice: 1, sides: 6, modifier: 3 } }],
        },
      ],
      combine: 'or',
    });
    expect(parsed.modes[1]?.firepower[0]).toEqual({
      type: 'BP',
      points: { dice: 1, sides: 6, modifier: 3 },
    });
  });
});

describe('bundled datasheets as saved state', () => {
  it('survive a JSON round trip and parse again unchanged (saves store them)', () => {
    for (const sheet of allDatasheets()) {
      const copy: unknown = JSON.parse(JSON.stringify(sheet));
      expect(unitDatasheetSchema.parse(copy)).toEqual(sheet);
    }
  });

  it('resolve every provenance field path to a figure', () => {
    for (const sheet of allDatasheets()) {
      for (const path of Object.keys(sheet.provenance.fields)) {
        expect(resolvePath(sheet, path), `${sheet.id}: ${path}`).toBeDefined();
      }
    }
  });

  it('record a reason for every footprint', () => {
    for (const sheet of allDatasheets()) {
      if (sheet.footprint) expect(sheet.provenance.footprint?.reasoning).toBeTruthy();
    }
    expect(getDatasheet('sm-tactical')?.provenance.footprint?.source).toEqual({
      kind: 'seed',
      seed: '001',
      section: '6.2.6 Bases',
    });
  });
});

describe('paths', () => {
  it('prints indexes in brackets and odd keys quoted', () => {
    expect(formatPath(['weapons', 0, 'modes', 1, 'range', 'cm'])).toBe(
      'weapons[0].modes[1].range.cm',
    );
    expect(formatPath(['provenance', 'fields', 'weapons[5]'])).toBe(
      'provenance.fields["weapons[5]"]',
    );
  });
  it('follows paths through data, and nowhere else', () => {
    const data = { weapons: [{ modes: [{ arc: 'all' }] }] };
    expect(resolvePath(data, 'weapons[0].modes[0].arc')).toBe('all');
    expect(resolvePath(data, 'weapons[1]')).toBeUndefined();
    expect(resolvePath(data, 'weapons.length')).toBeUndefined();
    expect(resolvePath(data, 'toString')).toBeUndefined();
  });
});
