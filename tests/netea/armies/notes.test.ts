import { describe, expect, it } from 'vitest';
import { fullyEnforced, readUnitNote } from '../../../engine/netea/armies';
import { parseAmount } from '../../../engine/netea/armies/amount';
import { splitNotes } from '../../../engine/netea/armies/characteristics';
import { parseFirepower } from '../../../engine/netea/armies/firepower';
import { parseRange } from '../../../engine/netea/armies/range';
import { RuleNames } from '../../../engine/netea/armies/ruleNames';
import { readWeaponNotes } from '../../../engine/netea/armies/weaponNotes';

/**
 * The readers of the columns of a datasheet as army lists print them (1.1.3, 2.1, 2.2, 5.0
 * abbreviations), one printed form per case, taken from the catalogues of ../shared/bsdata.
 */
const rules = new RuleNames(['Synapse', 'Markerlights and Guided Missiles', 'Critical Hit: Fire']);

describe('unit notes', () => {
  it.each([
    ['Reinforced Armour', { kind: 'ability', ability: { id: 'reinforced-armour' } }],
    ['Reinforced Armor', { kind: 'ability', ability: { id: 'reinforced-armour' } }],
    ['Walker (Titan)', { kind: 'ability', ability: { id: 'walker' } }],
    ['Infiltrators', { kind: 'ability', ability: { id: 'infiltrator' } }],
    ['Jump Pack', { kind: 'ability', ability: { id: 'jump-packs' } }],
    ['Tunnellers', { kind: 'ability', ability: { id: 'tunneler' } }],
    ['Self-Planetfall', { kind: 'ability', ability: { id: 'self-planetfall' } }],
    ['Invulnerable Save', { kind: 'ability', ability: { id: 'invulnerable-save', save: 6 } }],
    ['Invulnerable Save (5+)', { kind: 'ability', ability: { id: 'invulnerable-save', save: 5 } }],
    ['Invulnerable Save 4+', { kind: 'ability', ability: { id: 'invulnerable-save', save: 4 } }],
    ['6 Sh', { kind: 'void-shields', count: 6 }],
    ['Void Shields (4)', { kind: 'void-shields', count: 4 }],
    ['D6+6 Power Fields', { kind: 'power-fields', amount: { dice: 1, sides: 6, modifier: 6 } }],
    ['2 Power Fields', { kind: 'power-fields', amount: 2 }],
    ['DC 4', { kind: 'damage-capacity', dc: 4 }],
    ['Transport', { kind: 'transport' }],
    ['Transport (10)', { kind: 'transport', capacity: 10 }],
    ['First Strike', { kind: 'weapon-ability', ability: { id: 'first-strike' } }],
    [
      'Titan Killer (D3)',
      { kind: 'weapon-ability', ability: { id: 'titan-killer', damage: { dice: 1, sides: 3 } } },
    ],
    ['Synapse (2)', { kind: 'army-rule', name: 'Synapse', parameter: '2' }],
    ['Markerlights', { kind: 'unread', text: 'Markerlights' }],
    ['Commander or Inspiring', { kind: 'unread', text: 'Commander or Inspiring' }],
  ] as const)('%s', (text, expected) => {
    expect(readUnitNote(text, rules)).toEqual(expected);
  });

  it('splits notes at commas and line breaks outside brackets', () => {
    expect(splitNotes('Fearless, Ion Shield (4+/-)<BR>Transport (2, INF)., -')).toEqual([
      'Fearless',
      'Ion Shield (4+/-)',
      'Transport (2, INF)',
    ]);
  });

  it('says a unit is fully enforced only when nothing is left unenforced', () => {
    expect(fullyEnforced({ notEnforced: [] })).toBe(true);
    expect(fullyEnforced({ notEnforced: ['teleport'] })).toBe(false);
  });
});

describe('weapon columns', () => {
  it.each([
    [
      'AP5+/AT6+',
      [
        { type: 'AP', toHit: 5 },
        { type: 'AT', toHit: 6 },
      ],
    ],
    [
      '4x AP4+/AT4+',
      [
        { type: 'AP', toHit: 4, shots: 4 },
        { type: 'AT', toHit: 4, shots: 4 },
      ],
    ],
    ['D3x MW4+', [{ type: 'MW', toHit: 4, shots: { dice: 1, sides: 3 } }]],
    [
      'D6+3× AP5+/AA6+',
      [
        { type: 'AP', toHit: 5, shots: { dice: 1, sides: 6, modifier: 3 } },
        { type: 'AA', toHit: 6, shots: { dice: 1, sides: 6, modifier: 3 } },
      ],
    ],
    ['3BP', [{ type: 'BP', points: 3 }]],
    ['BP2', [{ type: 'BP', points: 2 }]],
    ['D3+1BPs', [{ type: 'BP', points: { dice: 1, sides: 3, modifier: 1 } }]],
    ['6x 2BP', [{ type: 'BP', points: 2, shots: 6 }]],
    ['AP5', [{ type: 'AP', toHit: 5 }]],
    ['Small Arms', [{ type: 'small-arms' }]],
    ['Assault Weapon', [{ type: 'assault-weapons' }]],
    ['AP4+/AT57+', undefined],
    ['AP4+/AP6+', undefined],
    ['1 Mark', undefined],
  ] as const)('firepower %s', (text, expected) => {
    expect(parseFirepower(text)).toEqual(expected);
  });

  it.each([
    ['45cm', { kind: 'cm', cm: 45 }],
    ['(15 cm)', { kind: 'firefight', cm: 15 }],
    ['(contact)', { kind: 'base-contact' }],
    ['15-30cm', { kind: 'cm', cm: 30, minCm: 15 }],
    ['Unlimited', { kind: 'unlimited' }],
    ['Flame Template', { kind: 'template' }],
    ['45m', undefined],
    ['30cm/60cm', undefined],
  ] as const)('range %s', (text, expected) => {
    expect(parseRange(text)).toEqual(expected);
  });

  it.each([
    ['3', 3],
    ['D3', { dice: 1, sides: 3 }],
    ['2D6', { dice: 2, sides: 6 }],
    ['1D3-1', { dice: 1, sides: 3, modifier: -1 }],
    ['3+D3', { dice: 1, sides: 3, modifier: 3 }],
    ['D7', undefined],
    ['0', undefined],
  ] as const)('amount %s', (text, expected) => {
    expect(parseAmount(text)).toEqual(expected);
  });

  it('reads arcs and abilities of a weapon line, and names what it cannot read', () => {
    expect(
      readWeaponNotes(['Titan Killer (D3)', 'Forward Arc', '+1A', 'One Shot', 'Fleshbane'], rules),
    ).toEqual({
      arc: 'forward',
      abilities: [
        { id: 'titan-killer', damage: { dice: 1, sides: 3 } },
        { id: 'extra-attacks', attacks: 1 },
        { id: 'single-shot' },
      ],
      unread: ['Fleshbane'],
    });
  });
});
