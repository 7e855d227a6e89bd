import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundledList, validateRoster } from '../../../engine/netea/armies';
import { fieldFormations } from '../../../engine/netea/armies/field';
import type { Roster } from '../../../engine/netea/armies/roster/schema';
import { formationPoints, rosterPoints } from '../../../engine/netea/armies/roster/tree';
import type { ImportedList } from '../../../engine/netea/armies/schema';
import { ARMY_STYLES, type ArmyStyle } from '../../../engine/netea/scenarios/armyStyle';
import {
  AEROSPACE,
  buildRoster,
  fieldableList,
} from '../../../engine/netea/scenarios/tournamentArmies';
import { armyChoiceSchema } from '../../../engine/netea/scenarios/tournamentOptions';

/** Points of formations every unit of which is a tank or a war engine, as a player counts armour. */
function armourPoints(list: ImportedList, roster: Roster): number {
  return roster.formations.reduce((sum, rf) => {
    const army = fieldFormations(list, 'one', [rf], AEROSPACE);
    if (!army.ok) return sum;
    const types = army.value.formations.flatMap((f) =>
      f.units.map((u) => army.value.datasheets[u.datasheetId]!.type),
    );
    const armour = types.length > 0 && types.every((t) => t === 'AV' || t === 'WE');
    return armour ? sum + formationPoints(list, rf) : sum;
  }, 0);
}

/** Points of formations of foot infantry, carried or not (infantry and their transports only). */
function infantryPoints(list: ImportedList, roster: Roster): number {
  return roster.formations.reduce((sum, rf) => {
    const army = fieldFormations(list, 'one', [rf], AEROSPACE);
    if (!army.ok) return sum;
    const sheets = army.value.formations.flatMap((f) =>
      f.units.map((u) => army.value.datasheets[u.datasheetId]!),
    );
    const infantry =
      sheets.some((d) => d.type === 'INF') &&
      sheets.every((d) => d.type === 'INF' || d.type === 'CH' || d.transport !== undefined);
    return infantry ? sum + formationPoints(list, rf) : sum;
  }, 0);
}

const LISTS = [
  'imperial-guard-steel-legion-ea',
  'space-marines-ea',
  'orks-ghazghkull-thraka-s-war-horde-ea',
];
const listOf = (id: string) => fieldableList(bundledList(id)!);

describe('armies built to the points in a style (6.1.1)', () => {
  it.each(LISTS)(
    '%s: armoured armies field at least three times the tank and war engine points of infantry armies, and infantry armies the reverse',
    (id) => {
      const list = listOf(id);
      let armouredArmour = 0;
      let infantryArmour = 0;
      let armouredInfantry = 0;
      let infantryInfantry = 0;
      let armouredTotal = 0;
      for (let seed = 0; seed < 10; seed++) {
        const armoured = buildRoster(list, 3000, seed, 'armoured');
        const infantry = buildRoster(list, 3000, seed, 'infantry');
        armouredArmour += armourPoints(list, armoured);
        infantryArmour += armourPoints(list, infantry);
        armouredInfantry += infantryPoints(list, armoured);
        infantryInfantry += infantryPoints(list, infantry);
        armouredTotal += rosterPoints(list, armoured.formations);
      }
      expect(armouredArmour).toBeGreaterThanOrEqual(3 * infantryArmour);
      expect(infantryInfantry).toBeGreaterThanOrEqual(3 * armouredInfantry);
      // Most of an armoured army is armour: a player sees a tank army.
      expect(armouredArmour).toBeGreaterThan(0.6 * armouredTotal);
    },
    60_000,
  );

  it('a war engine army of the Steel Legion brings more war engines than a balanced one', () => {
    const list = listOf('imperial-guard-steel-legion-ea');
    const warEngines = (roster: Roster) => {
      const army = fieldFormations(list, 'army', roster.formations, AEROSPACE);
      if (!army.ok) return 0;
      return army.value.formations
        .flatMap((f) => f.units)
        .filter((u) => army.value.datasheets[u.datasheetId]!.type === 'WE')
        .reduce((s, u) => s + u.count, 0);
    };
    let styled = 0;
    let balanced = 0;
    for (let seed = 0; seed < 10; seed++) {
      styled += warEngines(buildRoster(list, 3000, seed, 'war-engines'));
      balanced += warEngines(buildRoster(list, 3000, seed, 'balanced'));
    }
    expect(styled).toBeGreaterThan(1.5 * balanced);
  }, 60_000);

  it('every built roster validates, stays within the points and is the same for the same seed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LISTS),
        fc.constantFrom<ArmyStyle>(...ARMY_STYLES),
        fc.integer({ min: 2000, max: 5000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (id, style, points, seed) => {
          const list = listOf(id);
          const roster = buildRoster(list, points, seed, style);
          expect(roster.formations.length).toBeGreaterThan(0);
          expect(rosterPoints(list, roster.formations)).toBeLessThanOrEqual(points);
          expect(validateRoster(list, roster).problems).toEqual([]);
          expect(buildRoster(list, points, seed, style)).toEqual(roster);
        },
      ),
      { numRuns: 30, seed: 616 },
    );
  }, 120_000);

  it('a list choice without a style is built balanced, as before styles', () => {
    const list = listOf('space-marines-ea');
    expect(buildRoster(list, 3000, 5)).toEqual(buildRoster(list, 3000, 5, 'balanced'));
    expect(buildRoster(list, 3000, 5, 'armoured')).not.toEqual(buildRoster(list, 3000, 5));
    const old = armyChoiceSchema.parse({ kind: 'list', listId: 'space-marines-ea' });
    expect(old).toEqual({ kind: 'list', listId: 'space-marines-ea' });
    expect(
      armyChoiceSchema.safeParse({ kind: 'list', listId: 'space-marines-ea', style: 'armoured' })
        .success,
    ).toBe(true);
    expect(
      armyChoiceSchema.safeParse({ kind: 'list', listId: 'space-marines-ea', style: 'sneaky' })
        .success,
    ).toBe(false);
  });
});
