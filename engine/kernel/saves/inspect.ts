/**
 * The first look at a parsed save file, before any schema: refuse shapes that could hurt the
 * program rather than merely be wrong. Keys that reach an object's prototype (`__proto__`,
 * `constructor`, `prototype`) are refused wherever they are, as are nesting, arrays, objects and
 * strings far beyond anything a game writes, and numbers JSON cannot hold. Each problem names where in the file it is.
 */
export const SAVE_LIMITS = {
  /** Characters of a whole save file (a 400-unit game of 2,000 commands is about 0.6 MB). */
  fileChars: 32 * 1024 * 1024,
  depth: 48,
  arrayItems: 100_000,
  objectKeys: 100_000,
  stringChars: 100_000,
  /** Values in the whole tree. */
  nodes: 5_000_000,
} as const;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A value in the tree and how it was reached (the path is only spelled out for a problem). */
interface Visit {
  readonly value: unknown;
  readonly parent: Visit | null;
  readonly key: string | number;
  readonly depth: number;
}

/** The first problem found in the tree, or null when it is safe to hand to the schemas. */
export function inspectTree(root: unknown): string | null {
  let nodes = 0;
  const stack: Visit[] = [{ value: root, parent: null, key: '', depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value, depth } = visit;
    if (++nodes > SAVE_LIMITS.nodes) return `more than ${SAVE_LIMITS.nodes} values in the file`;
    if (typeof value === 'string') {
      if (value.length > SAVE_LIMITS.stringChars)
        return `${pathOf(visit)}: a text of ${value.length} characters (at most ${SAVE_LIMITS.stringChars})`;
      continue;
    }
    if (typeof value === 'number') {
      // JSON reads 1e999 as Infinity, which no figure of a game can be.
      if (!Number.isFinite(value)) return `${pathOf(visit)}: a number out of range`;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= SAVE_LIMITS.depth)
      return `${pathOf(visit)}: nested more than ${SAVE_LIMITS.depth} levels deep`;
    if (Array.isArray(value)) {
      if (value.length > SAVE_LIMITS.arrayItems)
        return `${pathOf(visit)}: a list of ${value.length} items (at most ${SAVE_LIMITS.arrayItems})`;
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], parent: visit, key: i, depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length > SAVE_LIMITS.objectKeys)
      return `${pathOf(visit)}: an object of ${keys.length} members (at most ${SAVE_LIMITS.objectKeys})`;
    for (const key of keys) {
      if (FORBIDDEN_KEYS.has(key))
        return `${pathOf(visit)}: the key "${key}" is not allowed in a save (it could change how the program's objects behave)`;
      stack.push({
        value: (value as Record<string, unknown>)[key],
        parent: visit,
        key,
        depth: depth + 1,
      });
    }
  }
  return null;
}

/** `body.snapshot.context.game.units` style, or "(top level)". */
function pathOf(visit: Visit): string {
  const parts: string[] = [];
  for (let v: Visit | null = visit; v && v.parent; v = v.parent)
    parts.push(typeof v.key === 'number' ? `[${v.key}]` : `.${v.key}`);
  const path = parts.reverse().join('').replace(/^\./, '');
  return path === '' ? '(top level)' : path;
}
