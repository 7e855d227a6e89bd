import { describe, expect, it } from 'vitest';
import { importCatalogue, type ImportedList } from '../../../engine/netea/armies';
import { fixture } from './fixtures';

/** The importer over the hand-written catalogue of tests/armies/fixtures, one kind of entry at a time. */
function imported(community?: string) {
  const report = importCatalogue(
    fixture('mini.gst'),
    fixture('mini.cat'),
    community ? { community } : {},
  );
  if (!report.ok) throw new Error(report.error.map((e) => e.message).join('; '));
  return report.value;
}

const unit = (list: ImportedList, name: string) => {
  const u = list.units.find((x) => x.name === name);
  if (!u) throw new Error(`no unit ${name}`);
  return u;
};
const formation = (list: ImportedList, name: string) => {
  const f = list.formations.find((x) => x.name === name);
  if (!f) throw new Error(`no formation ${name}`);
  return f;
};

describe('importCatalogue on a hand-written catalogue', () => {
  const { list, unread } = imported();

  it('names the list, its source revision and the community read (NetEA by default)', () => {
    expect(list.name).toBe('Mini Marines');
    expect(list.source).toEqual({
      file: 'mini.cat',
      revision: '7',
      gameSystem: 'mini.gst',
      gameSystemRevision: '3',
    });
    expect(list.community).toBe('NetEA');
    expect(list.communities).toEqual(['NetEA']);
  });

  it('reads strategy rating and initiative from the list rule, figures only', () => {
    expect(list.strategyRating).toBe(5);
    expect(list.initiative).toEqual([{ who: 'All formations', value: 1 }]);
    expect(formation(list, 'Tactical Detachment').initiative).toBe(1);
  });

  it('reads a unit profile with the community modifier applied', () => {
    const tactical = unit(list, 'Tactical');
    expect([tactical.type, tactical.speed, tactical.armour, tactical.cc, tactical.ff]).toEqual([
      'INF',
      20,
      4,
      4,
      4,
    ]);
    expect(tactical.abilities).toEqual([{ id: 'jump-packs' }, { id: 'teleport' }]);
    expect(tactical.weapons.map((w) => w.modes[0]?.range)).toEqual([
      { kind: 'cm', cm: 45 },
      { kind: 'firefight', cm: 15 },
    ]);
    // Jump packs and teleport (2.1.17, issue 12) are both enforced by the engine.
    expect(tactical.notEnforced).toEqual([]);
    expect(imported('GW').list.units.find((u) => u.name === 'Tactical')?.speed).toBe(15);
  });

  it('reads a war engine: multipliers, modes joined by "and", arcs, notes with parameters', () => {
    const titan = unit(list, 'Warlord');
    expect(titan.type).toBe('WE');
    expect(titan.damageCapacity).toBe(8);
    expect(titan.critical).toBe('Reactor Damage');
    expect(titan.voidShields).toBe(6);
    expect(titan.powerFields).toEqual({ dice: 1, sides: 3 });
    expect(titan.transport).toEqual({ capacity: 4 });
    expect(titan.abilities).toEqual([
      { id: 'fearless' },
      { id: 'reinforced-armour' },
      { id: 'walker' },
      { id: 'invulnerable-save', save: 5 },
    ]);
    expect(titan.rules).toEqual([{ name: 'Synapse', parameter: '2' }]);
    expect(titan.unreadNotes).toEqual(['Unheard Of Rule']);
    expect(titan.noteCount).toBe(9);
    const [turbo, volcano, fist] = titan.weapons;
    expect(turbo).toMatchObject({ name: 'Turbolaser', count: 2 });
    expect(turbo?.modes[0]).toMatchObject({
      arc: 'fixed-forward',
      firepower: [
        { type: 'AP', toHit: 5, shots: 4 },
        { type: 'AT', toHit: 3, shots: 4 },
      ],
    });
    expect(volcano?.modes[0]?.abilities).toEqual([
      { id: 'titan-killer', damage: { dice: 1, sides: 3 } },
    ]);
    expect(volcano?.modes[0]?.arc).toBe('forward');
    expect(fist?.combine).toBe('and');
    expect(fist?.modes.map((m) => m.firepower[0]?.type)).toEqual(['assault-weapons', 'small-arms']);
    expect(fist?.modes[0]?.abilities).toEqual([
      { id: 'macro-weapon' },
      { id: 'extra-attacks', attacks: 1 },
    ]);
  });

  it('reports an unread note by file, entry and field', () => {
    expect(unread).toContainEqual({
      file: 'mini.cat',
      entry: 'Warlord',
      field: 'Unit Notes',
      message: 'cannot read the note "Unheard Of Rule"',
    });
  });

  it('reads weapons given as separate Weapon profiles ("*")', () => {
    const predator = unit(list, 'Predator');
    expect(predator.weapons).toEqual([
      {
        name: 'Lascannon',
        count: 2,
        modes: [
          {
            range: { kind: 'cm', cm: 45 },
            firepower: [{ type: 'AT', toHit: 5 }],
            arc: 'left',
            abilities: [],
          },
        ],
      },
    ]);
  });

  it('reads a structure profile', () => {
    expect(unit(list, 'Bunker')).toMatchObject({
      profile: 'Structure',
      structure: { Infantry: '2', Vehicle: '0', 'War Engine': '0' },
      abilities: [{ id: 'reinforced-armour' }],
    });
  });

  it('reads formations with categories, points, units, groups and linked entries', () => {
    const tactical = formation(list, 'Tactical Detachment');
    expect(tactical.category).toBe('Formations');
    expect(tactical.entry.points).toBe(300);
    expect(tactical.entry.entries[0]).toMatchObject({
      name: 'Tactical',
      units: ['tactical'],
      constraints: [
        { kind: 'min', value: 6, scope: 'parent' },
        { kind: 'max', value: 6, scope: 'parent' },
      ],
    });
    const upgrades = tactical.entry.groups[0];
    expect(upgrades?.name).toBe('Upgrades');
    expect(upgrades?.constraints).toEqual([
      { kind: 'max', field: 'selections', value: 2, percent: false, scope: 'parent' },
    ]);
    expect(upgrades?.entries.map((e) => [e.name, e.points, e.constraints.length])).toEqual([
      ['Commander', 50, 1],
      ['Rhinos', 0, 0],
    ]);
  });

  it('reads a top-level entry link, its points modifier and "no limit" (-1)', () => {
    const predators = formation(list, 'Predators');
    expect(predators.category).toBe('1 per Formation');
    expect(predators.entry.points).toBe(275);
    expect(predators.entry.entries[0]?.constraints).toEqual([
      { kind: 'min', field: 'selections', value: 4, percent: false, scope: 'parent' },
    ]);
    expect(imported('GW').list.formations.find((f) => f.name === 'Predators')?.entry.points).toBe(
      250,
    );
  });

  it('reads "one per so many" constraints and leaves out entries hidden for the community', () => {
    expect(formation(list, 'Warlord Titan').entry.constraints).toEqual([
      {
        kind: 'max',
        field: 'selections',
        value: 1,
        percent: false,
        scope: 'force',
        per: { add: 1, every: 2, of: 'Formations' },
      },
    ]);
    expect(list.formations.map((f) => f.name)).not.toContain('Only For GW');
    expect(imported('GW').list.formations.map((f) => f.name)).toContain('Only For GW');
  });

  it("reads the army's category limits from the game system's force entry", () => {
    expect(list.categories).toEqual([
      {
        category: '1 per Formation',
        constraints: [
          {
            kind: 'max',
            field: 'selections',
            value: 0,
            percent: false,
            scope: 'parent',
            per: { add: 1, every: 1, of: 'Formations' },
          },
        ],
      },
      {
        category: 'One Third - 33%',
        constraints: [{ kind: 'max', field: 'points', value: 33, percent: true, scope: 'roster' }],
      },
    ]);
  });

  it('refuses a community the catalogue does not offer, naming those it does', () => {
    const report = importCatalogue(fixture('mini.gst'), fixture('mini.cat'), {
      community: 'EpicUK',
    });
    expect(report.ok).toBe(false);
    if (!report.ok) expect(report.error[0]?.message).toMatch(/no community "EpicUK".*NetEA/);
  });

  it('never copies rules prose into the list', () => {
    expect(JSON.stringify(list)).not.toMatch(/Prose/);
  });
});
