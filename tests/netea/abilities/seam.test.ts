import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ABILITIES, abilityById, modify } from '../../../engine/netea/abilities/registry';
import { allDatasheets } from '../../../engine/netea/data';
import { UNIT_ABILITY_IDS } from '../../../engine/netea/data/schema/unitAbility';
import { WEAPON_ABILITY_IDS } from '../../../engine/netea/data/schema/weaponAbility';

/**
 * The ability seam (issue 11): each specialist ability, army rule or unit-type rule is one file
 * under engine/netea/abilities that says which rule steps it changes and the section it cites;
 * the core rules ask the registry and never test for an ability themselves.
 */
const ENGINE = fileURLToPath(new URL('../../../engine/netea/', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

describe('the ability seam', () => {
  it('registers one file per ability, each citing its section with a summary of its own', () => {
    const files = ['units', 'weapons', 'armies'].flatMap((d) =>
      filesUnder(join(ENGINE, 'abilities', d)),
    );
    expect(files).toHaveLength(ABILITIES.length);
    expect(new Set(ABILITIES.map((a) => a.id)).size).toBe(ABILITIES.length);
    for (const a of ABILITIES) {
      expect(a.section, a.id).toMatch(/^(\d+\.\d+(\.\d+)*|seed 001 5\.5\.\d+)$/);
      expect(a.summary.length, a.id).toBeGreaterThan(10);
      expect(Object.keys(a.changes).length, a.id).toBeGreaterThan(0);
      expect(abilityById(a.id)).toBe(a);
    }
  });

  it('names datasheet abilities by the ids of the data schema', () => {
    const known = new Set<string>([...UNIT_ABILITY_IDS, ...WEAPON_ABILITY_IDS]);
    for (const a of ABILITIES.filter((x) => x.kind === 'unit' || x.kind === 'weapon'))
      expect(known.has(a.id), a.id).toBe(true);
  });

  /** Words that are an ability's id but name something else: the means a tournament reserve
   * declares it enters by (6.1.6 FAQ) include "planetfall", a word of the set-up, not a test
   * for the ability (4.4); the reserve rules switch on that means, and a refusal says a formation
   * "cannot teleport" in a sentence. The abilities themselves are asked through the seam. */
  const NAMED_ALIKE = new Set([
    `${join('rules', '6.1-tournament', 'state.ts')}: 'planetfall'`,
    `${join('rules', '6.1-tournament', 'reserves.ts')}: 'planetfall'`,
    `${join('rules', '6.1-tournament', 'setupCommands.ts')}: 'planetfall'`,
    `${join('rules', '6.1-tournament', 'setupCommands.ts')}: 'teleport'`,
    // The reserve means through a portal (6.1.6) is named like the ability.
    `${join('rules', '6.1-tournament', 'state.ts')}: 'portal'`,
    `${join('rules', '6.1-tournament', 'reserves.ts')}: 'portal'`,
    `${join('rules', '6.1-tournament', 'setupCommands.ts')}: 'portal'`,
  ]);

  it('keeps abilities out of the core rules: no rule file tests for one by name', () => {
    const ids = ABILITIES.filter((a) => a.kind !== 'unit-type').map((a) => a.id);
    const offenders: string[] = [];
    for (const file of [
      ...filesUnder(join(ENGINE, 'rules')),
      ...filesUnder(join(ENGINE, 'flow')),
    ]) {
      const text = readFileSync(file, 'utf8');
      for (const id of ids)
        if (text.includes(`'${id}'`) && !NAMED_ALIKE.has(`${relative(ENGINE, file)}: '${id}'`))
          offenders.push(`${relative(ENGINE, file)}: '${id}'`);
    }
    expect(offenders).toEqual([]);
  });

  it('changes nothing for a unit whose datasheet lacks the ability', () => {
    for (const sheet of allDatasheets()) {
      const has = (id: string) => sheet.abilities.some((a) => a.id === id);
      if (!has('scout')) expect(modify('zoneOfControlRange', { sheet }, 5), sheet.id).toBe(5);
      if (!has('scout')) expect(modify('coherencyRange', { sheet }, 5), sheet.id).toBe(5);
      if (!has('mounted'))
        expect(modify('terrainMover', { sheet }, 'infantry'), sheet.id).toBe('infantry');
      if (!has('jump-packs') && !has('skimmer'))
        expect(modify('jumps', { sheet }, false), sheet.id).toBe(false);
      if (!has('skimmer'))
        expect(modify('dangerousAtStart', { sheet }, false), sheet.id).toBe(false);
      if (!has('infiltrator')) {
        expect(modify('chargeSpeed', { sheet }, 15), sheet.id).toBe(15);
        expect(modify('ignoresTargetZonesOfControl', { sheet }, false), sheet.id).toBe(false);
      }
      if (!has('fearless'))
        expect(modify('suffersBreakDamage', { sheet }, true), sheet.id).toBe(true);
      if (!has('walker'))
        expect(modify('dangerousTerrainReroll', { sheet, cautious: false }, null)).toBeNull();
      if (!has('thick-rear-armour'))
        expect(modify('crossfireSaveModifier', { sheet }, true), sheet.id).toBe(true);
      if (!has('invulnerable-save'))
        expect(modify('invulnerableSave', { sheet }, null), sheet.id).toBeNull();
    }
  });

  it('2.1.12, 2.1.10, 2.1.7, 2.1.18: unit abilities change their steps for units that have them', () => {
    const base = allDatasheets().find((x) => x.type === 'INF' && x.abilities.length === 0)!;
    const withAbility = (id: 'scout' | 'mounted' | 'jump-packs' | 'walker') => ({
      ...base,
      abilities: [{ id }],
    });
    const scout = withAbility('scout');
    const mounted = withAbility('mounted');
    const jumper = withAbility('jump-packs');
    const walker = withAbility('walker');
    expect(modify('zoneOfControlRange', { sheet: scout }, 5)).toBe(10);
    expect(modify('coherencyRange', { sheet: scout }, 5)).toBe(20);
    expect(modify('terrainMover', { sheet: mounted }, 'infantry')).toBe('vehicle');
    expect(modify('jumps', { sheet: jumper }, false)).toBe(true);
    expect(modify('dangerousTerrainReroll', { sheet: walker, cautious: false }, null)).toEqual({
      section: '2.1.18',
      why: 'walker',
    });
  });

  it('2.2: weapon abilities change what a hit does only for weapons that have them', () => {
    const plain = {
      macro: false,
      titanKiller: false,
      ignoreCover: false,
      disrupt: false,
      attackerChooses: false,
      saveModifiers: [],
    };
    expect(modify('hitEffect', { fireType: 'AP', abilities: [] }, plain)).toEqual(plain);
    expect(modify('hitEffect', { fireType: 'AT', abilities: ['titan-killer'] }, plain)).toEqual({
      ...plain,
      macro: true,
      titanKiller: true,
    });
    expect(
      modify('hitEffect', { fireType: 'AP', abilities: ['ignore-cover', 'disrupt'] }, plain),
    ).toEqual({ ...plain, ignoreCover: true, disrupt: true });
    expect(
      modify('firesIndirectly', { abilities: ['indirect-fire'], declared: false }, false),
    ).toBe(false);
    expect(modify('firesIndirectly', { abilities: ['indirect-fire'], declared: true }, false)).toBe(
      true,
    );
  });
});
