import { BUNDLED_LIST_FILES } from './bundled';
import { importedListSchema, type ImportedList } from './schema';

let cached: readonly ImportedList[] | undefined;

/**
 * The bundled army lists, validated the first time they are asked for. An invalid bundled list is
 * a programmer mistake (tests/armies catches it), so this throws naming the file and the field.
 */
export function bundledLists(): readonly ImportedList[] {
  if (cached === undefined) {
    cached = BUNDLED_LIST_FILES.map(({ fileName, data }) => {
      const parsed = importedListSchema.safeParse(data);
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        throw new Error(`${fileName}: ${first?.path.join('.') ?? ''}: ${first?.message ?? ''}`);
      }
      return parsed.data;
    });
  }
  return cached;
}

/** A bundled list by id ("space-marines-ea"), or undefined. */
export function bundledList(id: string): ImportedList | undefined {
  return bundledLists().find((l) => l.id === id);
}
