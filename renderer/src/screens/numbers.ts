import { language, t, w } from '../i18n';

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
  const locale = language() === 'de' ? 'de-DE' : 'en-GB';
  const range = t('from {{min}} to {{max}}', {
    min: spec.min.toLocaleString(locale),
    max: spec.max.toLocaleString(locale),
  });
  const what = t(spec.what);
  const typed = text.trim();
  if (typed === '')
    return { ok: false, problem: t('Enter {{what}}: a whole number {{range}}.', { what, range }) };
  if (!/^[-+]?\d+$/.test(typed))
    return {
      ok: false,
      problem: cap(
        t('{{what}} must be a whole number {{range}}, without other signs.', { what, range }),
      ),
    };
  const value = Number(typed);
  if (value < spec.min || value > spec.max || !Number.isSafeInteger(value))
    return {
      ok: false,
      problem: cap(t('{{what}} must be {{range}}; {{typed}} is not.', { what, range, typed })),
    };
  return { ok: true, value };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The seed of a game: any 32-bit whole number (the generator's seed, kept in the save). */
export const SEED = { what: w('the seed'), min: 0, max: 0xffffffff } as const;
/** 6.1.1: the agreed points (2,000–5,000 as agreed; other totals warned about). */
export const POINTS = { what: w('the points'), min: 500, max: 20000 } as const;
