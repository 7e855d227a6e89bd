import { describe, expect, it } from 'vitest';
import { bundledLists } from '../../../../engine/netea/armies';
import { fieldFormations, fieldRoster } from '../../../../engine/netea/armies/field';
import { newFormation } from '../../../../engine/netea/armies/roster/tree';
import { getDatasheet, unitDatasheetSchema } from '../../../../engine/netea/data';
import { entryNamed, formationNamed, list, roster } from './helpers';

/** Fielding an army list's formations as the engine's units (issue 16, roadmap "field any real army"). */

const LEFT_OUT_CODES = new Set([
  'field/aircraft',
  'field/spacecraft',
  'field/structure',
  'field/planetfall',
  'field/alternatives',
  'field/empty-formation',
]);

describe('every bundled list converts', () => {
  it('fields each formation or says why not; every datasheet passes the datasheet schema', () => {
    const counts: Record<string, string> = {};
    for (const l of bundledLists()) {
      let fielded = 0;
      for (const f of l.formations) {
        const result = fieldFormations(l, f.name, [newFormation(l, f.id)!]);
        if (result.ok) {
          fielded++;
          for (const sheet of Object.values(result.value.datasheets)) {
            expect(unitDatasheetSchema.safeParse(sheet).success).toBe(true);
            // 4.3: a spacecraft never stands on the table, so it has no base.
            if (sheet.type !== 'CH' && sheet.type !== 'SC')
              expect(sheet.footprint, sheet.name).toBeDefined();
            expect(sheet.type).not.toBe('AC');
          }
          expect(result.value.formations[0]!.points).toBeGreaterThanOrEqual(0);
        } else {
          // Left out: the message names the formation and why (aircraft, spacecraft …).
          expect(result.error.join(' ')).toMatch(/cannot be fielded|left out/);
        }
      }
      counts[l.id] = `${fielded}/${l.formations.length}`;
    }
    // 4.3, 6.1.5: spacecraft formations field (one more in each list that has them; two in
    // the Necrons').
    expect(counts).toEqual({
      'adeptus-mechanicus-titan-legions-ea': '9/12',
      'chaos-black-legion-ea': '14/18',
      'eldar-biel-tan-ea': '14/19',
      'imperial-guard-steel-legion-ea': '19/21',
      'necrons-ea': '20/23',
      'orks-ghazghkull-thraka-s-war-horde-ea': '10/12',
      'space-marines-ea': '15/19',
      'tau-ea': '20/26',
      'tyranids-ea': '13/13',
    });
  });

  it('aircraft and spacecraft are left out with a note the person sees, never silently', () => {
    const sm = list('space-marines-ea');
    const result = fieldRoster(
      roster(sm, [formationNamed(sm, 'Tactical'), formationNamed(sm, 'Thunderhawk')]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.formations.map((f) => f.name)).toEqual(['Tactical']);
    const notes = result.value.notes.filter((n) => LEFT_OUT_CODES.has(n.code));
    expect(notes.map((n) => n.code)).toContain('field/aircraft');
    expect(notes.find((n) => n.code === 'field/aircraft')?.message).toMatch(
      /^Thunderhawk Gunship: an aircraft \(4\.0\)/,
    );
    expect(notes.find((n) => n.code === 'field/aircraft')?.formation).toBe('Thunderhawk 1');
  });
});

describe('a Space Marine Tactical formation from the list', () => {
  const sm = list('space-marines-ea');

  it('fields six units with the figures of the bundled Tactical datasheet (speed 15, 4+, 4+, 4+)', () => {
    const result = fieldRoster(roster(sm, [formationNamed(sm, 'Tactical')]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const army = result.value;
    expect(army.strategyRating).toBe(5);
    expect(army.specialRules).toEqual(['they-shall-know-no-fear']);
    const formation = army.formations[0]!;
    expect(formation).toMatchObject({ key: 'tactical', initiative: 1, points: 275 });
    expect(formation.units).toEqual([{ datasheetId: 'space-marines-ea-tactical', count: 6 }]);
    const sheet = army.datasheets['space-marines-ea-tactical']!;
    const bundled = getDatasheet('sm-tactical')!;
    for (const key of ['type', 'speed', 'armour', 'cc', 'ff', 'footprint'] as const)
      expect(sheet[key]).toEqual(bundled[key]);
    expect(sheet).toMatchObject({ type: 'INF', speed: 15, armour: 4, cc: 4, ff: 4 });
    expect(sheet.weapons.map((w) => w.name)).toEqual(['Bolters', 'Missile Launcher']);
    expect(sheet.weapons.map((w) => w.modes)).toEqual(bundled.weapons.map((w) => w.modes));
    expect(sheet.provenance.footprint?.reasoning).toMatch(/Space Marine Tactical/);
  });

  it('upgrades add their units: Rhinos carry as the bundled Rhino, two Land Raiders count two, a Captain joins', () => {
    const base = formationNamed(sm, 'Tactical');
    const rhino = entryNamed(sm, 'tactical', 'Rhino');
    const raiders = entryNamed(sm, 'tactical', '2x Land Raiders');
    const captain = entryNamed(sm, 'tactical', 'Captain');
    const result = fieldRoster(
      roster(sm, [
        {
          ...base,
          selections: [
            ...base.selections,
            { entry: rhino.id, count: 3, selections: [] },
            { entry: raiders.id, count: 1, selections: [] },
            { entry: captain.id, count: 1, selections: [] },
          ],
        },
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { formations, datasheets } = result.value;
    expect(formations[0]!.units).toEqual([
      { datasheetId: 'space-marines-ea-tactical', count: 6 },
      { datasheetId: 'space-marines-ea-rhino', count: 3 },
      { datasheetId: 'space-marines-ea-land-raider', count: 2 },
      { datasheetId: 'space-marines-ea-captain', count: 1 },
    ]);
    expect(formations[0]!.points).toBe(275 + 125 + 50);
    expect(datasheets['space-marines-ea-rhino']!.transport).toEqual(
      getDatasheet('sm-rhino')!.transport,
    );
    expect(datasheets['space-marines-ea-captain']).toMatchObject({
      type: 'CH',
      speed: '-',
      armour: '-',
    });
    expect(datasheets['space-marines-ea-captain']!.footprint).toBeUndefined();
  });
});

describe('a Titan from the Titan Legions list', () => {
  const tl = list('adeptus-mechanicus-titan-legions-ea');

  it('fields as a war engine with its damage capacity, void shields and critical hit', () => {
    const result = fieldRoster(roster(tl, [formationNamed(tl, 'Warlord Battle Titan')]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const sheet = result.value.datasheets[result.value.formations[0]!.units[0]!.datasheetId]!;
    // Armed with the list's default choice, four times (the formation must take four arms).
    expect(sheet.weapons.map((w) => [w.name, w.count])).toEqual([['Lasburner', 4]]);
    expect(sheet).toMatchObject({ type: 'WE', damageCapacity: 8, voidShields: 6, speed: 15 });
    // 3.2.3: the Warlord's reactor blast hits units within 5cm on 4+ (a Reaver's on 5+).
    expect(sheet.criticalHit?.effect).toEqual({
      kind: 'reactor',
      destroyedOn: [1],
      damageOn: [2, 3],
      explosion: { radius: 5, hitsOn: 4 },
    });
    expect(sheet.criticalHit?.summary).toMatch(/^Reactor Damage: .*1 the reactor explodes/);
    expect(sheet.footprint).toEqual({ shape: 'circle', diameter: 7 });
    expect(sheet.provenance.footprint?.reasoning).toMatch(/DC 8/);
    expect(result.value.strategyRating).toBe(3);
    expect(result.value.formations[0]!.initiative).toBe(1);
    expect(result.value.notes.map((n) => n.code)).not.toContain('field/critical-not-enforced');
  });

  it('weapons chosen for a Titan arm it: a Volcano Cannon and three Gatling Blasters', () => {
    const start = formationNamed(tl, 'Warlord Battle Titan');
    const volcano = entryNamed(tl, 'warlord-battle-titan', 'Volcano Cannon');
    const gatling = entryNamed(tl, 'warlord-battle-titan', 'Gatling Blaster');
    const weaponIds = new Set(
      ['Volcano Cannon', 'Gatling Blaster', 'Lasburner'].map(
        (n) => entryNamed(tl, 'warlord-battle-titan', n).id,
      ),
    );
    const selections = [
      ...start.selections.filter((s) => !weaponIds.has(s.entry)),
      { entry: volcano.id, count: 1, selections: [] },
      { entry: gatling.id, count: 3, selections: [] },
    ];
    const result = fieldRoster(roster(tl, [{ ...start, selections }]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [unit] = result.value.formations[0]!.units;
    const sheet = result.value.datasheets[unit!.datasheetId]!;
    expect(sheet.name).toBe('Warlord Titan');
    expect(sheet.weapons.map((w) => [w.name, w.count])).toEqual([
      ['Volcano Cannon', 1],
      ['Gatling Blaster', 3],
    ]);
    expect(sheet.weapons[0]!.modes[0]).toMatchObject({
      range: { kind: 'cm', cm: 90 },
      firepower: [{ type: 'MW', toHit: 2 }],
    });
    expect(result.value.formations[0]!.points).toBe(675 + 50 + 3 * 25);
    // The same unit with other weapons is another datasheet.
    const other = fieldRoster(roster(tl, [start]));
    expect(other.ok && other.value.formations[0]!.units[0]!.datasheetId).not.toBe(
      unit!.datasheetId,
    );
  });

  it('two Warhounds of a battlegroup count two; a "Destroyed" critical is enforced as destroyed', () => {
    const result = fieldRoster(roster(tl, [formationNamed(tl, 'Warhound Titan Battlegroup')]));
    expect(result.ok && result.value.formations[0]!.units).toEqual([
      {
        datasheetId: expect.stringMatching(/^adeptus-mechanicus-titan-legions-ea-warhound-titan-/),
        count: 2,
      },
    ]);
    const tyranids = list('tyranids-ea');
    const nest = fieldRoster(roster(tyranids, [formationNamed(tyranids, 'Nest Swarm')]));
    expect(nest.ok && nest.value.formations[0]!.units).toEqual([
      { datasheetId: 'tyranids-ea-hive-nest', count: 1 },
      { datasheetId: 'tyranids-ea-hormagaunt', count: 4 },
    ]);
    expect(nest.ok && nest.value.datasheets['tyranids-ea-hive-nest']!.criticalHit?.effect).toEqual({
      kind: 'destroyed',
      transported: 'save',
    });
  });
});

describe('bad rosters get named errors, nothing thrown', () => {
  const sm = list('space-marines-ea');

  it('a malformed roster: the zod issues as sentences naming the field', () => {
    const result = fieldRoster({ list: 'space-marines-ea', name: 'X', formations: 'many' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.some((e) => e.startsWith('roster: listRevision:'))).toBe(true);
    expect(result.error.some((e) => e.startsWith('roster: formations:'))).toBe(true);
    expect(fieldRoster(null).ok).toBe(false);
  });

  it('an unknown list id names the id and the lists there are', () => {
    const result = fieldRoster({ ...roster(sm, []), list: 'squats-ea' });
    expect(result).toEqual({
      ok: false,
      error: [expect.stringMatching(/no army list "squats-ea"; the lists are .*Space Marines/)],
    });
  });

  it('an unknown formation or entry names the formation and the path', () => {
    const unknown = fieldRoster(roster(sm, [{ formation: 'ultramarines', selections: [] }]));
    expect(unknown).toEqual({
      ok: false,
      error: [
        'ultramarines 1: the list "Space Marines: Codex Astartes" has no formation "ultramarines".',
      ],
    });
    const base = formationNamed(sm, 'Tactical');
    const bad = fieldRoster(
      roster(sm, [
        { ...base, selections: [...base.selections, { entry: 'nope', count: 1, selections: [] }] },
      ]),
    );
    expect(bad).toEqual({
      ok: false,
      error: ['Tactical 1: the list offers no entry "nope" here.'],
    });
  });

  it('a roster of nothing fieldable says so, naming why', () => {
    const result = fieldRoster(roster(sm, [formationNamed(sm, 'Thunderhawk')]));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error[0]).toMatch(
      /no formation of it can be fielded: Thunderhawk Gunship: an aircraft/,
    );
  });
});
