import { err, ok, type Result } from '../../kernel/result';
import { dataMessage, formatDataIssues } from './issues';
import { dataFileSchema, type DataFile } from './schema/dataFile';

/**
 * Parse, then validate (CONVENTIONS: Engine): unchecked JSON and its file name in, a checked data
 * file or every problem found out. Never throws for bad data.
 */
export function parseDataFile(input: unknown, fileName: string): Result<DataFile> {
  const parsed = dataFileSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) return err(formatDataIssues(fileName, input, parsed.error.issues));
  const file = parsed.data;
  const problems = [
    ...repeatedIds(fileName, 'unit', file.datasheets),
    ...repeatedIds(fileName, 'formation', file.formations),
    ...repeatedIds(fileName, 'army', file.armies),
    ...repeatedIds(fileName, 'fortification', file.fortifications),
  ];
  return problems.length > 0 ? err(problems) : ok(file);
}

function repeatedIds(fileName: string, kind: string, entries: readonly { id: string }[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const { id } of entries) {
    if (seen.has(id))
      problems.push(dataMessage(fileName, `${kind} "${id}"`, 'id', 'is used twice'));
    seen.add(id);
  }
  return problems;
}
