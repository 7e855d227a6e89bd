/**
 * A state hash: the fingerprint that replay, saves and tests compare. It is taken over a canonical
 * JSON text (object keys sorted, so key order never matters) and is stable across machines.
 */

/**
 * JSON with object keys sorted at every level; `undefined` members are dropped as JSON does.
 * With a memo, the text of every object and array is remembered by identity, so writing the next
 * state of a game (which shares most of its objects with the last, states being immutable) only
 * writes what changed: the autosave after each command relies on it.
 */
export function canonicalJson(value: unknown, memo?: WeakMap<object, string>): string {
  const parts: string[] = [];
  write(value, parts, memo);
  return parts.join('');
}

function write(value: unknown, out: string[], memo: WeakMap<object, string> | undefined): void {
  if (value === null) {
    out.push('null');
    return;
  }
  switch (typeof value) {
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`cannot hash a non-finite number: ${value}`);
      out.push(Object.is(value, -0) ? '0' : String(value));
      return;
    case 'string':
      out.push(JSON.stringify(value));
      return;
    case 'boolean':
      out.push(value ? 'true' : 'false');
      return;
    case 'object': {
      if (memo) {
        const known = memo.get(value);
        if (known !== undefined) {
          out.push(known);
          return;
        }
        const own: string[] = [];
        writeObject(value, own, memo);
        const text = own.join('');
        memo.set(value, text);
        out.push(text);
        return;
      }
      writeObject(value, out, memo);
      return;
    }
    default:
      throw new TypeError(`cannot hash a ${typeof value}`);
  }
}

function writeObject(
  value: object,
  out: string[],
  memo: WeakMap<object, string> | undefined,
): void {
  if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item, i) => {
      if (i > 0) out.push(',');
      write(item === undefined ? null : item, out, memo);
    });
    out.push(']');
    return;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  out.push('{');
  let first = true;
  for (const key of keys) {
    const member = record[key];
    if (member === undefined) continue;
    if (!first) out.push(',');
    first = false;
    out.push(JSON.stringify(key), ':');
    write(member, out, memo);
  }
  out.push('}');
}

/** 64 bits of two independently mixed 32-bit lanes (after cyrb53), as 16 hex digits. */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return hex(h2 >>> 0) + hex(h1 >>> 0);
}

function hex(n: number): string {
  return n.toString(16).padStart(8, '0');
}

/** The hash of any plain-data value, for example a game state. */
export function hashValue(value: unknown): string {
  return hashText(canonicalJson(value));
}
