import type { z } from 'zod';
import { formatPath } from './paths';

/**
 * zod issues as sentences a person editing a data file can act on: the file, the unit (or
 * formation, army) by its id, the field path, what was expected and what was found:
 * `space-marines.json: unit "sm-tactical": weapons[0].modes[0].firepower[0].toHit: expected a
 * number from 2 to 6, got 7`.
 */
const OWNER_KINDS: Readonly<Record<string, string>> = {
  datasheets: 'unit',
  formations: 'formation',
  armies: 'army',
  fortifications: 'fortification',
};

/** `unit "sm-tactical"` for the entry at datasheets[index] of the raw file (or `unit #3`). */
export function ownerLabel(raw: unknown, collection: string, index: number): string {
  const kind = OWNER_KINDS[collection] ?? collection;
  const list = isRecord(raw) ? raw[collection] : undefined;
  const entry = Array.isArray(list) ? (list[index] as unknown) : undefined;
  const id = isRecord(entry) ? entry.id : undefined;
  return typeof id === 'string' && id !== '' ? `${kind} "${id}"` : `${kind} #${index}`;
}

/** One line: `file: owner: path: message`, leaving out the parts that are empty. */
export function dataMessage(
  fileName: string,
  owner: string,
  path: string,
  message: string,
): string {
  return [fileName, owner, path, message].filter((part) => part !== '').join(': ');
}

export function formatDataIssues(
  fileName: string,
  raw: unknown,
  issues: readonly z.core.$ZodIssue[],
): string[] {
  return issues.map((issue) => {
    const [first, second, ...rest] = issue.path;
    const owned = typeof first === 'string' && first in OWNER_KINDS && typeof second === 'number';
    const owner = owned ? ownerLabel(raw, first, second) : '';
    const path = formatPath(owned ? rest : issue.path);
    return dataMessage(fileName, owner, path, describe(issue));
  });
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `"${k}"`).join(', ');
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${keys}`;
  }
  if (issue.code === 'custom' || !('input' in issue)) return issue.message;
  let found: unknown = issue.input;
  if (issue.code === 'invalid_union' && issue.discriminator !== undefined && isRecord(found)) {
    found = found[issue.discriminator];
  }
  return found === undefined
    ? `${issue.message} (missing)`
    : `${issue.message}, got ${show(found)}`;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
