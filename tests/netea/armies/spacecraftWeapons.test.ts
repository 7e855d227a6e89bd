import { describe, expect, it } from 'vitest';
import { bundledList, type ImportedList } from '../../../engine/netea/armies';
import { readWeapons } from '../../../engine/netea/armies/weapons';
import type { ImportIssue } from '../../../engine/netea/armies/issues';
import { RuleNames } from '../../../engine/netea/armies/ruleNames';

/**
 * 4.3.3, 4.3.4: army lists print a spacecraft's orbital bombardment and pin-point attacks with
 * the range "n/a"; the importer keeps them as orbital weapons the spacecraft rules read.
 */
const unit = (listId: string, name: string) => {
  const l: ImportedList | undefined = bundledList(listId);
  const u = l?.units.find((x) => x.name === name);
  if (!u) throw new Error(`${listId}: no ${name}`);
  return u;
};

describe('4.3 spacecraft weapons from the army lists', () => {
  it('4.3.3: the Strike Cruiser keeps its orbital bombardment of 5BP, macro-weapon', () => {
    const sc = unit('space-marines-ea', 'Strike Cruiser');
    expect(sc.type).toBe('SC');
    expect(sc.weapons).toEqual([
      {
        name: 'Orbital Bombardment',
        count: 1,
        modes: [
          {
            range: { kind: 'orbital' },
            firepower: [{ type: 'BP', points: 5 }],
            arc: 'all',
            abilities: [{ id: 'macro-weapon' }],
          },
        ],
      },
    ]);
  });

  it('4.3.4: the Devastation class cruiser keeps its pin-point attack, MW2+ titan killer', () => {
    const weapons = unit('chaos-black-legion-ea', 'Devastation Class Cruiser').weapons;
    expect(weapons.map((w) => w.name)).toEqual(['Orbital Bombardment', 'Pin-point Attack']);
    expect(weapons[1]?.modes[0]).toMatchObject({
      range: { kind: 'orbital' },
      firepower: [{ type: 'MW', toHit: 2 }],
      abilities: [{ id: 'titan-killer' }],
    });
  });

  it('an "n/a" range stays unreadable on a unit that is not a spacecraft', () => {
    const issues: ImportIssue[] = [];
    const columns = { Weapons: 'Lance', Range: 'n/a', Firepower: 'MW2+', Notes: '-' };
    const rules = new RuleNames([]);
    expect(readWeapons('x.cat', 'Tank', columns, [], rules, issues)).toEqual([]);
    expect(issues.map((i) => i.message).join(' ')).toMatch(/cannot read the range "n\/a"/);
    expect(readWeapons('x.cat', 'Ship', columns, [], rules, [], true)[0]?.modes[0]?.range).toEqual({
      kind: 'orbital',
    });
  });
});
