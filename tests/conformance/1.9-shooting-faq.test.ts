import { describe, expect, it } from 'vitest';
import { getDatasheet, type UnitDatasheet } from '../../engine/netea/data';
import type { Command } from '../../engine/netea/commands/schema';
import { ORK_BOYZ, SMALL_ARMS_ONLY, row } from '../fixtures/shootingGame';
import { SNIPER_TACTICAL } from '../fixtures/specialists';
import { withSheet } from './faqHelpers';
import { battle, declare, eventsOf, go, refusalOf, rollsOf } from './helpers';

/** The FAQ answers of 1.9.4 and 1.9.6 (seed 000 footnotes 13 and 15), played through commands. */

const TACTICAL = getDatasheet('sm-tactical') as UnitDatasheet;

/** A Tactical unit whose only weapon fires one kind of shot (45cm, 5+). */
const armedOnly = (type: 'AP' | 'AT'): UnitDatasheet => ({
  ...TACTICAL,
  id: `test-${type}-only`,
  name: `${type} only`,
  weapons: [
    {
      name: 'Gun',
      count: 1,
      modes: [
        {
          range: { kind: 'cm', cm: 45 },
          firepower: [{ type, toHit: 5 }],
          arc: 'all',
          abilities: [],
        },
      ],
    },
  ],
});

const shoot = (targetFormationId: string, extra: Partial<Command> = {}): Command =>
  ({ type: 'shoot.declare', side: 0, targetFormationId, ...extra }) as Command;

describe('1.9.3 Shooting Procedure', () => {
  it('1.9.3: pick a target, place a Blast marker, roll to hit, allocate hits and save, then see if the target breaks, in that order', () => {
    // Two missile launchers with a sustained fire action at two Ork Boyz: both hit, both saves
    // fail; the Orks (one marker for coming under fire and one per loss) break.
    let s = battle([
      { id: 'sm', side: 0, units: row('tc', 'sm-tactical', 2, 60, 20) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 45) },
    ]);
    s = go(s, declare(0, 'sm', 'sustained-fire'), 1).state;
    const shot = go(s, shoot('orks'), 6, 6);
    const saved = go(shot.state, { type: 'hits.allocate', side: 1 }, 1, 1);
    const steps = [...shot.events, ...saved.events]
      .map((e) => `${e.type} ${(e as { section?: string }).section ?? ''}`)
      .filter((e) => / 1\.9|1\.13/.test(e));
    expect(steps).toEqual([
      'shooting/target-chosen 1.9.1',
      'blast/markers-placed 1.9.4',
      'dice/rolled 1.9.5',
      'shooting/hits-scored 1.9.5',
      'shooting/hits-allocated 1.9.6',
      'dice/rolled 1.9.6',
      'dice/rolled 1.9.6',
      'shooting/unit-destroyed 1.9.6',
      'shooting/unit-destroyed 1.9.6',
      'blast/markers-placed 1.9.4',
      'formation/broken 1.13.2',
    ]);
    // 1.9.7: three Blast markers on three units: broken only once the whole attack is done.
    expect(saved.state.formations['orks']?.broken).toBe(true);
    expect(shot.state.formations['orks']).toMatchObject({ broken: false, blastMarkers: 1 });
  });
});

describe('1.9.4 Place Blast Marker: FAQ', () => {
  const against = (shooter: UnitDatasheet, targetSheet: string, y = 45) => {
    const s = battle([
      { id: 'sm', side: 0, units: [{ id: 'gun', sheet: 'sm-tactical', x: 60, y: 20 }] },
      {
        id: 'foe',
        side: 1,
        units: [
          { id: 't', sheet: targetSheet, x: 60, y },
          { id: 't2', sheet: targetSheet, x: 66, y },
        ],
      },
    ]);
    return go(withSheet(s, 'gun', shooter), declare(0, 'sm', 'sustained-fire'), 1).state;
  };

  it('1.9.4 FAQ: Can a formation of units armed only with AP fire at an enemy formation of armoured vehicles to place a Blast marker on them? Yes, and AT fire at infantry likewise', () => {
    // AP at Land Raiders: a 6 hits but no hit can be allocated; the Blast marker stays.
    const ap = go(against(armedOnly('AP'), 'sm-land-raider'), shoot('foe'), 6).state;
    const apDone = go(ap, { type: 'hits.allocate', side: 1 }).state;
    expect(apDone.formations['foe']?.blastMarkers).toBe(1);
    expect(apDone.units['t']?.status).toBe('deployed');
    // AT at Tactical units: a miss, and the Blast marker for coming under fire.
    const at = go(against(armedOnly('AT'), 'sm-tactical'), shoot('foe'), 1).state;
    expect(at.formations['foe']?.blastMarkers).toBe(1);
  });

  it('1.9.4 FAQ: Can a formation of units armed only with Small Arms fire at an enemy formation to place a Blast marker on them? No', () => {
    // 13cm away: within the 15cm of its firefight value.
    const s = against(SMALL_ARMS_ONLY, 'sm-tactical', 33);
    expect(refusalOf(s, shoot('foe'))).toMatchObject({
      code: 'shooting/small-arms-only',
      section: '1.9.4',
    });
    expect(s.formations['foe']?.blastMarkers).toBe(0);
  });
});

describe('1.9.6 Allocate Hits & Make Saving Throws: FAQ', () => {
  it('1.9.6 FAQ: Are modifiers to an amour save cumulative? For example, does a sniper hit on a unit caught in a crossfire suffer a -2 save modifier? Yes: the Tactical unit needs 6 instead of 4', () => {
    // The sniper at (60, 20) and the friendly 'south' formation at (60, 62), 42cm apart across
    // the target: a crossfire (1.11).
    let s = battle([
      {
        id: 'sm',
        side: 0,
        units: [
          { id: 'sn', sheet: SNIPER_TACTICAL.id, x: 60, y: 20 },
          { id: 'tc', sheet: 'sm-tactical', x: 65, y: 20 },
        ],
      },
      { id: 'south', side: 0, units: [{ id: 's1', sheet: 'sm-tactical', x: 60, y: 62 }] },
      {
        id: 'foe',
        side: 1,
        units: [
          { id: 'e1', sheet: 'sm-tactical', x: 60, y: 40 },
          { id: 'e2', sheet: 'sm-tactical', x: 65, y: 40 },
        ],
      },
    ]);
    s = go(s, declare(0, 'sm', 'sustained-fire'), 1).state;
    // The sniper hits (6), the other misses (1); the sniper's hit goes to e2.
    const shot = go(s, shoot('foe', { chosenTargets: ['e2'] }), 6, 1);
    expect(eventsOf(shot.events, 'shooting/crossfire')).toHaveLength(1);
    const saved = go(shot.state, { type: 'hits.allocate', side: 1 }, 5);
    const save = rollsOf(saved.events)[0];
    expect(save?.needed).toBe(6);
    expect(save?.modifiers.map((m) => m.value)).toEqual([-1, -1]);
    // A 5 would have saved at 4+ with one modifier; with both it fails.
    expect(saved.state.units['e2']?.status).toBe('destroyed');
  });

  it('1.9.6 FAQ: If a unit suffers save modifiers so that its armour value is effectively 7+ does it still get a save? No: Ork Boyz (6+) caught in a crossfire roll no save', () => {
    let s = battle([
      { id: 'north', side: 0, units: row('n', 'sm-tactical', 1, 60, 30) },
      { id: 'south', side: 0, units: row('s', 'sm-tactical', 1, 60, 70) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 2, 58, 50, 4) },
    ]);
    s = go(s, declare(0, 'north', 'sustained-fire'), 1).state;
    const shot = go(s, shoot('orks'), 6);
    // No die is rolled for the save (go fails if one were).
    const saved = go(shot.state, { type: 'hits.allocate', side: 1 });
    expect(rollsOf(saved.events)).toEqual([]);
    expect(Object.values(saved.state.units).filter((u) => u.status === 'destroyed')).toHaveLength(
      1,
    );
  });

  it('1.9.6 FAQ: How are hits allocated on a formation when it contains light vehicles as well as infantry or armoured vehicles? So that none are wasted: the AT hit to the light vehicle, the AP hit to the infantry', () => {
    // Two missile launchers, one firing AP and one AT; a Tactical unit in front of a Land
    // Speeder (light vehicle).
    let s = battle([
      { id: 'sm', side: 0, units: row('tc', 'sm-tactical', 2, 60, 20) },
      {
        id: 'foe',
        side: 1,
        units: [
          { id: 'inf', sheet: 'sm-tactical', x: 62, y: 40 },
          { id: 'lv', sheet: 'sm-land-speeder', x: 62, y: 48 },
        ],
      },
    ]);
    s = go(s, declare(0, 'sm', 'sustained-fire'), 1).state;
    const key = (unitId: string) => {
      const sheet = s.datasheets[s.units[unitId]!.datasheetId]!;
      const index = sheet.weapons.findIndex((w) => w.modes.some((m) => m.range.kind === 'cm'));
      return `${unitId}#${index}#0`;
    };
    const plan = {
      orders: [
        { weaponKey: key('tc1'), modeIndex: 0, firepower: 'AP' as const },
        { weaponKey: key('tc2'), modeIndex: 0, firepower: 'AT' as const },
      ],
      cover: {},
    };
    const shot = go(s, shoot('foe', { plan }), 6, 6).state;
    // Both hits on the speeder would leave the infantry without one: refused.
    expect(
      refusalOf(shot, { type: 'hits.allocate', side: 1, allocation: [['lv'], ['lv']] }),
    ).toMatchObject({ code: 'shooting/spread-hits', section: '1.9.6' });
    const saved = go(shot, { type: 'hits.allocate', side: 1 }, 1, 1);
    const allocated = eventsOf(saved.events, 'shooting/hits-allocated')[0] as unknown as {
      hits: { unitId: string; count: number }[];
    };
    expect([...allocated.hits].sort((a, b) => a.unitId.localeCompare(b.unitId))).toMatchObject([
      { unitId: 'inf', count: 1 },
      { unitId: 'lv', count: 1 },
    ]);
    expect(saved.state.units['inf']?.status).toBe('destroyed');
    expect(saved.state.units['lv']?.status).toBe('destroyed');
  });
});
