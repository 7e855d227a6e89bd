import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DE } from './de';

/**
 * The renderer's words in English and German (issue 17). The English sentence is the key, so
 * the code reads as the page does and a sentence without a German entry still shows in English;
 * tests/renderer/i18n.test.ts fails when a sentence of the renderer lacks its German entry.
 * German rule terms follow the glossary of the German edition (6.1 Übersetzungen).
 */
export type Language = 'en' | 'de';
export const LANGUAGES: readonly { readonly id: Language; readonly name: string }[] = [
  { id: 'en', name: 'English' },
  { id: 'de', name: 'Deutsch' },
];

const STORE_KEY = 'epic-solo.language';

function storedLanguage(): Language {
  try {
    return globalThis.localStorage?.getItem(STORE_KEY) === 'de' ? 'de' : 'en';
  } catch {
    // A page without storage (a sandboxed frame) starts in English.
    return 'en';
  }
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'en',
  resources: { en: { translation: {} }, de: { translation: DE } },
  // Whole sentences are keys: they contain '.' and ':'.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it shows; the words go into text nodes, never HTML.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnEmptyString: false,
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** The words of `key` (an English sentence, `{{name}}` for values) in the chosen language. */
export function t(key: string, values?: Record<string, string | number>): string {
  return i18n.t(key, values ?? {});
}

export function language(): Language {
  return i18n.language === 'de' ? 'de' : 'en';
}

/** Switches the page's language and remembers it for the next visit (the browser build; the
 * desktop app's View menu keeps its own setting and sends it on start, main/shell/settings.ts). */
export function setLanguage(next: Language): void {
  try {
    globalThis.localStorage?.setItem(STORE_KEY, next);
  } catch {
    // Not remembered, still switched.
  }
  void i18n.changeLanguage(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

/** `t` for a component: it draws again when the language changes. */
export function useWords(): typeof t {
  useTranslation();
  return t;
}

/** Marks a sentence that is put into words later with `t(...)` (kept in tables and state), so
 * the German check of tests/renderer/i18n.test.ts finds it. */
export function w<const S extends string>(sentence: S): S {
  return sentence;
}
