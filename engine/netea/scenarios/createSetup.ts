import { bundledRegistry, type UnitDatasheet } from '../data';
import { err, ok, type Result } from '../../kernel/result';
import type { GameSettings } from '../state/settings';
import type { GameSetup } from '../state/setup';
import { formatIssues } from '../../kernel/issues';
import { scenarioSchema, type Scenario } from './schema';
import { bundledList } from '../armies/lists';
import { randomListForce } from './tournamentArmies';
import { fieldDatasheet } from '../armies/field';

/** Parse a scenario (unchecked data in, a checked scenario or the problems found). */
export function parseScenario(input: unknown): Result<Scenario> {
  const parsed = scenarioSchema.safeParse(input);
  return parsed.success ? ok(parsed.data) : err(formatIssues('scenario', parsed.error.issues));
}

/**
 * Turn a scenario into a game set-up: every formation of each force expanded into units with
 * stable ids (`a-tactical-detachment-1-u3`), the datasheets they use copied in.
 */
export function createScenarioSetup(
  input: unknown,
  options: { seed: number | string; settings?: Partial<GameSettings> },
): Result<GameSetup> {
  const parsed = parseScenario(input);
  if (!parsed.ok) return parsed;
  const scenario = parsed.value;
  const registry = bundledRegistry();
  const problems: string[] = [];
  const datasheets: Record<string, UnitDatasheet> = {};
  const players = scenario.forces.map((force, side) => {
    const prefix = 'abcdef'[side]!;
    const seen = new Map<string, number>();
    const formations = force.formations.flatMap((entry) => {
      const template = registry.getFormation(entry.formation);
      if (!template) {
        problems.push(
          `scenario ${scenario.id}: force ${force.name} names formation "${entry.formation}", which is not bundled`,
        );
        return [];
      }
      return Array.from({ length: entry.count }, () => {
        const n = (seen.get(template.id) ?? 0) + 1;
        seen.set(template.id, n);
        const formationId = `${prefix}-${template.id}-${n}`;
        let u = 0;
        const chosen = Object.entries(entry.options ?? {}).flatMap(([group, choice]) => {
          const picked = template.options
            .find((g) => g.id === group)
            ?.choices.find((c) => c.id === choice);
          if (!picked)
            problems.push(
              `scenario ${scenario.id}: formation ${template.id} has no option ${group}: ${choice}`,
            );
          return picked?.units ?? [];
        });
        const units = [...template.units, ...chosen].flatMap((slot) => {
          const sheet = registry.getDatasheet(slot.datasheet);
          if (sheet) datasheets[sheet.id] = sheet;
          return Array.from({ length: slot.count }, () => ({
            id: `${formationId}-u${++u}`,
            datasheetId: slot.datasheet,
          }));
        });
        return {
          id: formationId,
          name: `${template.name} ${n}`,
          initiative: entry.initiative ?? template.initiative,
          ...(entry.zones ? { zones: entry.zones } : {}),
          units,
        };
      });
    });
    formations.push(...fixedListFormations(force, prefix, datasheets, problems));
    const drawn = force.army ? listFormations(force.army, prefix, options.seed, side) : undefined;
    if (drawn && !drawn.ok) {
      problems.push(...drawn.error.map((e) => `scenario ${scenario.id}: ${e}`));
      return {
        name: force.name,
        strategyRating: force.strategyRating,
        specialRules: [],
        formations,
      };
    }
    if (drawn) Object.assign(datasheets, drawn.value.datasheets);
    return {
      name: force.name,
      strategyRating: drawn?.value.strategyRating ?? force.strategyRating,
      specialRules: drawn
        ? [...new Set([...force.specialRules, ...drawn.value.specialRules])]
        : force.specialRules,
      formations: [...formations, ...(drawn?.value.formations ?? [])],
    };
  });
  if (problems.length > 0) return err(problems);
  return ok({
    scenarioId: scenario.id,
    seed: options.seed,
    table: scenario.table,
    ...(options.settings ? { settings: options.settings } : {}),
    players,
    datasheets,
    terrain: scenario.terrain,
    objectives: scenario.objectives,
    deploymentZones: scenario.deploymentZones,
    ...(scenario.objectivePlacement ? { objectivePlacement: scenario.objectivePlacement } : {}),
    ...(scenario.formationZones ? { formationZones: scenario.formationZones } : {}),
    ...(scenario.sidesFixed ? { sidesFixed: true } : {}),
    ...(scenario.teams ? { teams: scenario.teams } : {}),
    victory: scenario.victory,
  });
}

type ListArmy = NonNullable<Scenario['forces'][number]['army']>;

/**
 * Seed 001 5.3.5, 5.3.6: a force drawn from an army list to the scenario's points (seeded by the
 * game's seed and the side), its formations expanded into units with the same stable ids as
 * bundled ones (`b-<formation>-<n>-u<k>`). A list that cannot be fielded is an error: another
 * army is never put in its place.
 */
function listFormations(army: ListArmy, prefix: string, seed: number | string, side: number) {
  const list = bundledList(army.list);
  if (!list) return err([`there is no army list "${army.list}"`]);
  const force = randomListForce(
    list,
    army.points,
    `scenario-${seed}-${side}`,
    undefined,
    army.exclude,
  );
  if (force.fallback || !force.army)
    return err([force.fallback ?? `${list.name} cannot be fielded`]);
  const seen = new Map<string, number>();
  const formations = force.army.formations.map((formation) => {
    const n = (seen.get(formation.key) ?? 0) + 1;
    seen.set(formation.key, n);
    const id = `${prefix}-${formation.key}-${n}`;
    let u = 0;
    return {
      id,
      name: `${formation.name} ${n}`,
      initiative: formation.initiative,
      ...(army.zones ? { zones: army.zones } : {}),
      units: formation.units.flatMap((slot) =>
        Array.from({ length: slot.count }, () => ({
          id: `${id}-u${++u}`,
          datasheetId: slot.datasheetId,
        })),
      ),
    };
  });
  return ok({
    formations,
    datasheets: force.army.datasheets,
    strategyRating: force.army.strategyRating,
    specialRules: force.army.specialRules,
  });
}

type Force = Scenario['forces'][number];

/**
 * Seed 001 5.3.7: formations of a fixed composition, every unit fielded from its army list's
 * datasheet (armies/field: the list's own figures, never invented ones). A unit the list does
 * not have, or cannot field, is a problem named, not a unit left out.
 */
function fixedListFormations(
  force: Force,
  prefix: string,
  datasheets: Record<string, UnitDatasheet>,
  problems: string[],
) {
  const seen = new Map<string, number>();
  return (force.listFormations ?? []).map((entry) => {
    const n = (seen.get(entry.key) ?? 0) + 1;
    seen.set(entry.key, n);
    const formationId = `${prefix}-${entry.key}-${n}`;
    const list = bundledList(entry.list);
    if (!list) problems.push(`force ${force.name}: there is no army list "${entry.list}"`);
    let u = 0;
    const units = entry.units.flatMap(({ unit, count }) => {
      const listUnit = list?.units.find((x) => x.id === unit);
      if (list && !listUnit) problems.push(`${list.name} has no unit "${unit}" (${entry.name})`);
      if (!list || !listUnit) return [];
      const fielded = fieldDatasheet(list, listUnit);
      if (!fielded.ok) {
        problems.push(fielded.notes.map((x) => x.message).join(' '));
        return [];
      }
      datasheets[fielded.sheet.id] = fielded.sheet;
      return Array.from({ length: count }, () => ({
        id: `${formationId}-u${++u}`,
        datasheetId: fielded.sheet.id,
      }));
    });
    return { id: formationId, name: entry.name, initiative: entry.initiative, units };
  });
}
