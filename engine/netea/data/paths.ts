/**
 * Field paths such as `weapons[0].modes[1].range`: how provenance names a figure, and how error
 * messages name the field that is wrong.
 */

/** Renders a zod-style path: names joined by dots, indexes in brackets. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) {
      out += out === '' ? key : `.${key}`;
    } else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

/** Follows a path like `weapons[0].modes[1].range` through plain data; undefined if it leads nowhere. */
export function resolvePath(value: unknown, path: string): unknown {
  const keys = path.match(/[A-Za-z]+|\[\d+\]/g) ?? [];
  let current: unknown = value;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    if (key.startsWith('[')) {
      if (!Array.isArray(current)) return undefined;
      current = current[Number(key.slice(1, -1))];
    } else {
      if (Array.isArray(current) || !Object.hasOwn(current, key)) return undefined;
      current = (current as Record<string, unknown>)[key];
    }
  }
  return current;
}
