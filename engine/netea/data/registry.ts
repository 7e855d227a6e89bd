import { err, ok, type Result } from '../../kernel/result';
import { dataMessage } from './issues';
import { parseDataFile } from './load';
import type { Army } from './schema/army';
import type { DataFile } from './schema/dataFile';
import type { Formation } from './schema/formation';
import type { Fortification } from './schema/fortification';
import type { TransportMatch } from './schema/transport';
import type { UnitDatasheet } from './schema/unit';

/** An unchecked data file: its name (for messages) and its parsed JSON. */
export interface DataFileSource {
  readonly fileName: string;
  readonly data: unknown;
}

/** Every datasheet, formation and army of a set of data files, checked and looked up by id. */
export interface DataRegistry {
  readonly fileNames: readonly string[];
  getDatasheet(id: string): UnitDatasheet | undefined;
  allDatasheets(): readonly UnitDatasheet[];
  getFormation(id: string): Formation | undefined;
  allFormations(): readonly Formation[];
  getArmy(id: string): Army | undefined;
  allArmies(): readonly Army[];
  getFortification(id: string): Fortification | undefined;
  allFortifications(): readonly Fortification[];
}

/**
 * Checks each file, then the files together: ids are unique across files, and every id a
 * formation, army or transport names exists. The values are frozen: callers share them.
 */
export function createRegistry(sources: readonly DataFileSource[]): Result<DataRegistry> {
  const problems: string[] = [];
  const files: { readonly fileName: string; readonly file: DataFile }[] = [];
  for (const { fileName, data } of sources) {
    const parsed = parseDataFile(data, fileName);
    if (parsed.ok) files.push({ fileName, file: parsed.value });
    else problems.push(...parsed.error);
  }
  if (problems.length > 0) return err(problems);

  const datasheets = collect(files, 'unit', (f) => f.datasheets, problems);
  const formations = collect(files, 'formation', (f) => f.formations, problems);
  const armies = collect(files, 'army', (f) => f.armies, problems);
  const fortifications = collect(files, 'fortification', (f) => f.fortifications, problems);

  for (const { fileName, file } of files) {
    const missing = (owner: string, path: string, what: string, id: string) =>
      problems.push(
        dataMessage(fileName, owner, path, `names ${what} "${id}", which no data file defines`),
      );
    for (const sheet of file.datasheets) {
      const matches: [string, TransportMatch][] = [
        ...(sheet.transport?.carries ?? []).map((m, i): [string, TransportMatch] => [
          `transport.carries[${i}]`,
          m,
        ]),
        ...(sheet.transport?.largeUnits ?? []).map((l, i): [string, TransportMatch] => [
          `transport.largeUnits[${i}].match`,
          l.match,
        ]),
      ];
      for (const [path, match] of matches) {
        if (match.kind === 'datasheet' && !datasheets.has(match.id)) {
          missing(`unit "${sheet.id}"`, `${path}.id`, 'datasheet', match.id);
        }
      }
    }
    for (const formation of file.formations) {
      const owner = `formation "${formation.id}"`;
      formation.units.forEach((u, i) => {
        if (!datasheets.has(u.datasheet))
          missing(owner, `units[${i}].datasheet`, 'datasheet', u.datasheet);
      });
      formation.options.forEach((group, g) =>
        group.choices.forEach((choice, c) =>
          choice.units.forEach((u, i) => {
            if (!datasheets.has(u.datasheet)) {
              missing(
                owner,
                `options[${g}].choices[${c}].units[${i}].datasheet`,
                'datasheet',
                u.datasheet,
              );
            }
          }),
        ),
      );
    }
    for (const army of file.armies) {
      army.formations.forEach((entry, i) => {
        if (!formations.has(entry.formation)) {
          missing(`army "${army.id}"`, `formations[${i}].formation`, 'formation', entry.formation);
        }
      });
    }
  }
  if (problems.length > 0) return err(problems);

  const registry: DataRegistry = {
    fileNames: Object.freeze(files.map((f) => f.fileName)),
    getDatasheet: (id) => datasheets.get(id),
    allDatasheets: () => [...datasheets.values()],
    getFormation: (id) => formations.get(id),
    allFormations: () => [...formations.values()],
    getArmy: (id) => armies.get(id),
    allArmies: () => [...armies.values()],
    getFortification: (id) => fortifications.get(id),
    allFortifications: () => [...fortifications.values()],
  };
  return ok(Object.freeze(registry));
}

function collect<T extends { readonly id: string }>(
  files: readonly { readonly fileName: string; readonly file: DataFile }[],
  kind: string,
  pick: (file: DataFile) => readonly T[],
  problems: string[],
): Map<string, T> {
  const byId = new Map<string, T>();
  const where = new Map<string, string>();
  for (const { fileName, file } of files) {
    for (const entry of pick(file)) {
      const first = where.get(entry.id);
      if (first !== undefined) {
        problems.push(
          dataMessage(fileName, `${kind} "${entry.id}"`, 'id', `is already defined in ${first}`),
        );
        continue;
      }
      where.set(entry.id, fileName);
      byId.set(entry.id, deepFreeze(entry));
    }
  }
  return byId;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}
