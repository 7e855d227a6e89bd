import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BUNDLED_DATA_FILES,
  bundledRegistry,
  createRegistry,
  ID_PATTERN,
  parseDataFile,
} from '../../engine/netea/data';

const bundledDir = fileURLToPath(new URL('../../engine/netea/data/bundled/', import.meta.url));
const jsonOnDisk = readdirSync(bundledDir).filter((f) => f.endsWith('.json'));

describe('bundled data files', () => {
  it('lists every JSON file of engine/netea/data/bundled, and only those', () => {
    expect(BUNDLED_DATA_FILES.map((f) => f.fileName).sort()).toEqual([...jsonOnDisk].sort());
  });

  it.each(jsonOnDisk)('%s parses through the schema as read from disk', (fileName) => {
    const raw: unknown = JSON.parse(readFileSync(bundledDir + fileName, 'utf8'));
    const parsed = parseDataFile(raw, fileName);
    expect(parsed.ok ? [] : parsed.error).toEqual([]);
  });

  it.each(['space-marines.json', 'orks.json', 'imperial-guard.json', 'structures.json'])(
    '%s stands alone: a registry of that file only resolves every reference',
    (fileName) => {
      const only = BUNDLED_DATA_FILES.filter((f) => f.fileName === fileName);
      const created = createRegistry(only);
      expect(created.ok ? [] : created.error).toEqual([]);
    },
  );

  it('form one registry: ids unique across files, every reference resolves', () => {
    const created = createRegistry(BUNDLED_DATA_FILES);
    expect(created.ok ? [] : created.error).toEqual([]);
  });

  it('uses stable kebab-case ids', () => {
    const registry = bundledRegistry();
    const ids = [
      ...registry.allDatasheets().map((d) => d.id),
      ...registry.allFormations().map((f) => f.id),
      ...registry.allArmies().map((a) => a.id),
    ];
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
  });

  it('holds the datasheet of every unit of the training scenarios', () => {
    const registry = bundledRegistry();
    const expected = [
      'sm-tactical',
      'sm-assault',
      'sm-devastator',
      'sm-terminator',
      'sm-land-speeder',
      'sm-dreadnought',
      'sm-rhino',
      'sm-predator-destructor',
      'sm-whirlwind',
      'sm-land-raider',
      'sm-captain',
      'sm-thunderhawk',
      'ork-great-gargant',
      'ork-fighta-bomber',
      'ig-basilisk',
      'ig-hydra',
      'ig-thunderbolt',
      'command-bunker',
      'water-storage-tank',
      'water-pump-station',
    ];
    expect(
      registry
        .allDatasheets()
        .map((d) => d.id)
        .sort(),
    ).toEqual([...expected].sort());
  });

  it('gives the 1.15 training forces strategy rating 5 and 1+ formations', () => {
    const registry = bundledRegistry();
    const force = registry.getArmy('sm-training-force');
    expect(force?.strategyRating).toBe(5);
    expect(force?.rules).toEqual([{ id: 'they-shall-know-no-fear' }]);
    for (const entry of force?.formations ?? []) {
      expect(registry.getFormation(entry.formation)?.initiative).toBe(1);
    }
  });

  it('hands out frozen values', () => {
    const tactical = bundledRegistry().getDatasheet('sm-tactical');
    expect(Object.isFrozen(tactical)).toBe(true);
    expect(Object.isFrozen(tactical?.weapons[0]?.modes[0])).toBe(true);
  });
});
