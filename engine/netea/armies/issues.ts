/**
 * What the importer could not read or could not map, named by file, entry and field so a person
 * can find it in the catalogue. Errors stop an import; notices are kept beside the imported list
 * (nothing is dropped silently).
 */
export interface ImportIssue {
  readonly file: string;
  /** The entry's name (and id where names repeat), when the issue belongs to one. */
  readonly entry?: string;
  /** The characteristic, attribute or element the issue is about. */
  readonly field?: string;
  readonly message: string;
}

export function issue(file: string, message: string, entry?: string, field?: string): ImportIssue {
  return {
    file,
    message,
    ...(entry === undefined ? {} : { entry }),
    ...(field === undefined ? {} : { field }),
  };
}

/** "Space Marines - EA.cat: Rhino: Unit Notes: …", the way the tests and scripts print an issue. */
export function formatIssue(i: ImportIssue): string {
  return [i.file, i.entry, i.field, i.message].filter((p) => p !== undefined).join(': ');
}
