/**
 * Number fields read as a person types them: the text stays as typed (no "-5" turning into
 * "05" under the cursor), and what does not make sense is said in a sentence instead of being
 * silently clamped or refused later in the schema's words.
 */
export type Read =
  { readonly ok: true; readonly value: number } | { readonly ok: false; readonly problem: string };

export function readWholeNumber(
  text: string,
  spec: { readonly what: string; readonly min: number; readonly max: number },
): Read {
  const range = `from ${spec.min.toLocaleString('en-GB')} to ${spec.max.toLocaleString('en-GB')}`;
  const t = text.trim();
  if (t === '') return { ok: false, problem: `Enter ${spec.what}: a whole number ${range}.` };
  if (!/^[-+]?\d+$/.test(t))
    return {
      ok: false,
      problem: `${cap(spec.what)} must be a whole number ${range}, without other signs.`,
    };
  const value = Number(t);
  if (value < spec.min || value > spec.max || !Number.isSafeInteger(value))
    return { ok: false, problem: `${cap(spec.what)} must be ${range}; ${t} is not.` };
  return { ok: true, value };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The seed of a game: any 32-bit whole number (the generator's seed, kept in the save). */
export const SEED = { what: 'the seed', min: 0, max: 0xffffffff } as const;
