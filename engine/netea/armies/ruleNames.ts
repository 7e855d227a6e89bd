import { normaliseName } from './characteristics';

/**
 * The names of the special rules a game system and a catalogue define (their <rule> elements).
 * A note that names one of them is an army special rule the importer recognises by name, even
 * where the engine does not enforce it yet. Names compare without a bracketed parameter and
 * without a plural "s" ("Markerlights (2)" names "Markerlight").
 */
export function ruleKey(name: string): string {
  return normaliseName(name)
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/^critical hit:\s*/, '')
    .replace(/s$/, '');
}

export class RuleNames {
  private readonly keys = new Map<string, string>();

  constructor(names: Iterable<string>) {
    for (const name of names) {
      const key = ruleKey(name);
      if (key !== '' && !this.keys.has(key)) this.keys.set(key, name);
    }
  }

  /** The rule's name as defined, or undefined when no rule has it. */
  find(note: string): string | undefined {
    return this.keys.get(ruleKey(note));
  }
}
