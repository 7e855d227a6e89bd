import { describe, expect, it } from 'vitest';
import {
  getArmy,
  getDatasheet,
  getFormation,
  type UnitDatasheet,
  type Weapon,
} from '../../engine/netea/data';

function sheet(id: string): UnitDatasheet {
  const found = getDatasheet(id);
  if (!found) throw new Error(`no datasheet "${id}"`);
  return found;
}

function weapon(id: string, name: string): Weapon {
  const found = sheet(id).weapons.find((w) => w.name === name);
  if (!found) throw new Error(`no weapon "${name}" on "${id}"`);
  return found;
}

const abilityIds = (id: string) => sheet(id).abilities.map((a) => a.id);

describe('figures a player would notice', () => {
  // [datasheet, type, speed, armour, CC, FF, where it is printed]
  const profiles: [
    string,
    string,
    number | string,
    number | string,
    number | string,
    number | string,
    string,
  ][] = [
    ['sm-tactical', 'INF', 15, 4, 4, 4, 'seed 001 5.5; FF 4+ also seed 000 1.12 design concept'],
    ['sm-assault', 'INF', 30, 4, 3, 5, 'seed 001 5.5; CC 3+ also seed 000 1.12'],
    ['sm-devastator', 'INF', 15, 4, 5, 3, 'seed 001 5.5'],
    ['sm-terminator', 'INF', 15, 4, 3, 3, 'seed 001 5.5'],
    ['sm-land-speeder', 'LV', 35, 4, 6, 5, 'Codex Astartes (seed 001 row blank)'],
    ['sm-rhino', 'AV', 30, 5, 6, 6, 'seed 001 5.5'],
    ['sm-predator-destructor', 'AV', 30, 4, 6, 5, 'seed 002; seed 001 misprints FF 3+'],
    ['sm-whirlwind', 'AV', 30, 5, 6, 5, 'seed 001 5.5'],
    ['sm-land-raider', 'AV', 25, 4, 6, 4, 'seed 001 5.5'],
    ['sm-captain', 'CH', '-', '-', '-', '-', 'seed 001 5.5: a character has no values'],
    ['sm-thunderhawk', 'WE', 'bomber', 4, 6, 4, 'seed 001 5.5'],
    ['ork-great-gargant', 'WE', 15, 4, 3, 3, 'seed 001 5.5'],
    ['ork-fighta-bomber', 'AC', 'fighter-bomber', 6, '-', '-', 'seed 001 5.5'],
    ['ig-basilisk', 'AV', 20, 5, 6, 5, 'seed 001 5.5'],
    ['ig-hydra', 'AV', 30, 6, 6, 5, 'seed 001 5.5'],
    ['ig-thunderbolt', 'AC', 'fighter-bomber', 6, '-', '-', 'seed 001 5.5'],
    ['command-bunker', 'WE', 'immobile', 4, '-', '-', 'seed 000 3.4.1: Immobile, CC/FF n/a'],
    ['water-storage-tank', 'AV', 'immobile', 4, '-', '-', 'seed 001 5.3.15: armoured vehicle, 4+'],
    ['water-pump-station', 'WE', 'immobile', 4, '-', '-', 'seed 001 5.3.15: war engine, 4+, DC6'],
  ];
  it.each(profiles)('%s is %s %s %s+ CC %s FF %s (%s)', (id, type, speed, armour, cc, ff) => {
    const s = sheet(id);
    expect([s.type, s.speed, s.armour, s.cc, s.ff]).toEqual([type, speed, armour, cc, ff]);
  });

  it('Tactical: bolters are small arms at (15cm), the missile launcher 45cm AP5+/AT6+', () => {
    const bolters = weapon('sm-tactical', 'Bolters').modes[0];
    expect(bolters?.range).toEqual({ kind: 'firefight', cm: 15 });
    expect(bolters?.firepower).toEqual([{ type: 'small-arms' }]);
    const launcher = weapon('sm-tactical', 'Missile Launcher');
    expect(launcher.count).toBe(1);
    expect(launcher.modes[0]?.range).toEqual({ kind: 'cm', cm: 45 });
    expect(launcher.modes[0]?.firepower).toEqual([
      { type: 'AP', toHit: 5 },
      { type: 'AT', toHit: 6 },
    ]);
  });

  it('Devastator carries "2× Missile Launcher" (1.1.3 example)', () => {
    expect(weapon('sm-devastator', 'Missile Launcher').count).toBe(2);
  });

  it('Rhino transports two infantry without jump packs or mounted (seed 001 5.5)', () => {
    const transport = sheet('sm-rhino').transport;
    expect(transport?.capacity).toBe(2);
    expect(transport?.carries).toEqual([
      { kind: 'unit-type', unitType: 'INF', without: ['jump-packs', 'mounted'] },
    ]);
  });

  it('Land Raider: one Terminator (two spaces) or two infantry, reinforced and thick rear armour', () => {
    const s = sheet('sm-land-raider');
    expect(s.transport?.capacity).toBe(2);
    expect(s.transport?.largeUnits).toEqual([
      { match: { kind: 'datasheet', id: 'sm-terminator' }, spaces: 2 },
    ]);
    expect(abilityIds('sm-land-raider')).toEqual(['reinforced-armour', 'thick-rear-armour']);
    expect(weapon('sm-land-raider', 'Twin Lascannon').count).toBe(2);
  });

  it('Predator Destructor: autocannon 45cm AP5+/AT6+ and 2× heavy bolter 30cm AP5+', () => {
    const autocannon = weapon('sm-predator-destructor', 'Autocannon');
    expect(autocannon.modes[0]?.range).toEqual({ kind: 'cm', cm: 45 });
    expect(autocannon.modes[0]?.firepower).toEqual([
      { type: 'AP', toHit: 5 },
      { type: 'AT', toHit: 6 },
    ]);
    const bolters = weapon('sm-predator-destructor', 'Heavy Bolter');
    expect(bolters.count).toBe(2);
    expect(bolters.modes[0]?.firepower).toEqual([{ type: 'AP', toHit: 5 }]);
  });

  it('Whirlwind: a 1BP barrage at 45cm with indirect fire (2.2.10)', () => {
    const mode = weapon('sm-whirlwind', 'Whirlwind').modes[0];
    expect(mode?.range).toEqual({ kind: 'cm', cm: 45 });
    expect(mode?.firepower).toEqual([{ type: 'BP', points: 1 }]);
    expect(mode?.abilities).toEqual([{ id: 'indirect-fire' }]);
  });

  it('Basilisk: Earthshaker 120cm AP4+/AT4+ OR 1BP indirect (1.1.3 FAQ: OR)', () => {
    const earthshaker = weapon('ig-basilisk', 'Earthshaker');
    expect(earthshaker.combine).toBe('or');
    expect(earthshaker.modes.map((m) => m.firepower)).toEqual([
      [
        { type: 'AP', toHit: 4 },
        { type: 'AT', toHit: 4 },
      ],
      [{ type: 'BP', points: 1 }],
    ]);
    expect(earthshaker.modes[1]?.abilities).toEqual([{ id: 'indirect-fire' }]);
  });

  it('Land Speeder multi-melta: 15cm MW5+ AND (15cm) small arms with macro-weapon', () => {
    const melta = weapon('sm-land-speeder', 'Multi-melta');
    expect(melta.combine).toBe('and');
    expect(melta.modes[1]?.abilities).toEqual([{ id: 'macro-weapon' }]);
    expect(abilityIds('sm-land-speeder')).toEqual(['scout', 'skimmer']);
  });

  it('Terminators teleport and have reinforced armour; power weapons are MW with EA(+1)', () => {
    expect(abilityIds('sm-terminator')).toEqual([
      'reinforced-armour',
      'teleport',
      'thick-rear-armour',
    ]);
    const power = weapon('sm-terminator', 'Power Weapons').modes[0];
    expect(power?.range).toEqual({ kind: 'base-contact' });
    expect(power?.abilities).toEqual([{ id: 'macro-weapon' }, { id: 'extra-attacks', attacks: 1 }]);
  });

  it('Commander: a character with commander, leader and a 6+ invulnerable save (2.1.6)', () => {
    expect(sheet('sm-captain').abilities).toEqual([
      { id: 'commander' },
      { id: 'invulnerable-save', save: 6 },
      { id: 'leader' },
    ]);
    expect(sheet('sm-captain').footprint).toBeUndefined();
  });

  it('Dreadnought is a walker armed one of two ways (1.1.3 FAQ: chosen with the army)', () => {
    const s = sheet('sm-dreadnought');
    expect(abilityIds('sm-dreadnought')).toEqual(['walker']);
    expect(s.weaponOptions[0]?.choices.map((c) => c.weapons.map((w) => w.name))).toEqual([
      ['Missile Launcher', 'Twin Lascannon'],
      ['Assault Cannon', 'Power Fist'],
    ]);
  });

  it('Great Gargant: DC12, D6+6 power fields, catches fire on a critical, Lifta-Droppa AND', () => {
    const s = sheet('ork-great-gargant');
    expect(s.damageCapacity).toBe(12);
    expect(s.powerFields).toEqual({ dice: 1, sides: 6, modifier: 6 });
    expect(s.criticalHit?.effect).toEqual({
      kind: 'fire',
      spreadsOn: [1],
      extinguishedOn: [5, 6],
      damagePerFire: 1,
    });
    expect(abilityIds('ork-great-gargant')).toEqual(['fearless', 'reinforced-armour', 'walker']);
    const gaze = weapon('ork-great-gargant', 'Gaze of Mork').modes[0];
    expect(gaze?.firepower).toEqual([{ type: 'MW', toHit: 4 }]);
    expect(gaze?.abilities).toEqual([{ id: 'titan-killer', damage: 1 }]);
    const lifta = s.weaponOptions[0]?.choices.find((c) => c.id === 'lifta-droppa')?.weapons[0];
    expect(lifta?.combine).toBe('and');
    expect(lifta?.modes[0]?.abilities).toContainEqual({
      id: 'titan-killer',
      damage: { dice: 1, sides: 3 },
    });
    expect(weapon('ork-great-gargant', 'Soopagun').modes[0]?.arc).toBe('fixed-forward');
  });

  it('Thunderhawk: a DC2 war engine flying as a bomber, transport 8, crashes with its cargo', () => {
    const s = sheet('sm-thunderhawk');
    expect(s.damageCapacity).toBe(2);
    expect(s.transport?.capacity).toBe(8);
    expect(s.transport?.largeUnits.map((l) => [l.match, l.spaces])).toEqual([
      [{ kind: 'datasheet', id: 'sm-terminator' }, 2],
      [{ kind: 'datasheet', id: 'sm-dreadnought' }, 2],
    ]);
    expect(s.criticalHit?.effect).toEqual({ kind: 'destroyed', transported: 'destroyed' });
    expect(abilityIds('sm-thunderhawk')).toEqual(['planetfall', 'reinforced-armour']);
    const cannon = weapon('sm-thunderhawk', 'Battle Cannon').modes[0];
    expect([cannon?.range, cannon?.arc]).toEqual([{ kind: 'cm', cm: 75 }, 'fixed-forward']);
  });

  it('Hydra and aircraft weapons carry AA values (2.2.1)', () => {
    expect(weapon('ig-hydra', 'Twin Hydra Autocannon').modes[0]?.firepower).toContainEqual({
      type: 'AA',
      toHit: 5,
    });
    expect(weapon('ig-thunderbolt', 'Storm Bolters').modes[0]?.firepower).toEqual([
      { type: 'AP', toHit: 4 },
      { type: 'AA', toHit: 5 },
    ]);
  });

  it('Command Bunker: an immobile DC3 war engine no unit may enter', () => {
    const s = sheet('command-bunker');
    expect(s.damageCapacity).toBe(3);
    expect(s.structure?.enterable).toBe(false);
    expect(s.transport).toBeUndefined();
    expect(s.weapons).toEqual([]);
  });

  it('infantry stand on 40×12mm strips (seed 001 6.2.6), within 1.1.2', () => {
    for (const id of ['sm-tactical', 'sm-assault', 'sm-devastator', 'sm-terminator']) {
      expect(sheet(id).footprint).toEqual({ shape: 'rect', width: 4, length: 1.2 });
    }
  });
});

describe('training formations and forces', () => {
  // [formation, units, initiative, where]
  const formations: [string, [string, number][], number, string][] = [
    ['sm-tactical-detachment', [['sm-tactical', 6]], 1, 'seed 000 1.15.1'],
    [
      'sm-tactical-detachment-rhinos',
      [
        ['sm-tactical', 6],
        ['sm-rhino', 3],
      ],
      1,
      'seed 000 1.15.2',
    ],
    ['sm-assault-detachment', [['sm-assault', 4]], 1, 'seed 000 1.15.4'],
    ['sm-devastator-detachment', [['sm-devastator', 4]], 1, 'seed 000 1.15.4'],
    ['sm-predator-destructor-detachment', [['sm-predator-destructor', 4]], 1, 'seed 000 1.15.3'],
    ['sm-whirlwind-detachment', [['sm-whirlwind', 3]], 1, 'seed 000 1.15.5'],
    ['sm-land-raider-detachment', [['sm-land-raider', 4]], 1, 'seed 000 2.3.1'],
    ['sm-land-speeder-detachment', [['sm-land-speeder', 5]], 1, 'seed 000 2.3.1'],
    ['ork-great-gargant-formation', [['ork-great-gargant', 1]], 3, 'seed 000 3.4.1'],
    ['ork-fighta-bomber-squadron-4', [['ork-fighta-bomber', 4]], 3, 'seed 000 4.5.1'],
    [
      'ig-basilisk-battery-and-hydra',
      [
        ['ig-basilisk', 3],
        ['ig-hydra', 1],
      ],
      2,
      'seed 000 4.5.1',
    ],
    ['ig-thunderbolt-squadron', [['ig-thunderbolt', 3]], 2, 'seed 000 4.5.1'],
  ];
  it.each(formations)('%s: %j at %i+ (%s)', (id, units, initiative) => {
    const f = getFormation(id);
    expect(f?.units.map((u) => [u.datasheet, u.count])).toEqual(units);
    expect(f?.initiative).toBe(initiative);
  });

  it('2.3.1: a Tactical formation may add a Commander or a Dreadnought', () => {
    const group = getFormation('sm-tactical-detachment-rhinos')?.options[0];
    expect([group?.min, group?.max]).toEqual([0, 1]);
    expect(group?.choices.map((c) => c.units[0]?.datasheet)).toEqual([
      'sm-captain',
      'sm-dreadnought',
    ]);
  });

  // [army, strategy rating, where]
  const armies: [string, number, string][] = [
    ['sm-training-force', 5, 'seed 000 1.15'],
    ['sm-korps-grinda-defenders', 5, 'seed 000 3.4.1'],
    ['ork-korps-grinda', 3, 'seed 000 3.4.1'],
    ['ork-death-from-the-skies', 3, 'seed 000 4.5.1'],
    ['imperial-death-from-the-skies', 2, 'seed 000 4.5.1'],
    ['imperial-thunderhawk-down', 5, 'seed 000 4.5.2'],
    ['ork-thunderhawk-down', 2, 'seed 000 4.5.2'],
  ];
  it.each(armies)('%s has strategy rating %i (%s)', (id, rating) => {
    expect(getArmy(id)?.strategyRating).toBe(rating);
  });
});
