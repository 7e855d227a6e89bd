import type { Amount, SimpleUnitAbilityId, UnitAbility, WeaponAbility } from '../data';
import { parseAmount } from './amount';
import type { RuleNames } from './ruleNames';
import { weaponAbilityOf } from './weaponNotes';

/**
 * One entry of a unit's Notes column (2.1, 3.0, army lists) read into what it means:
 * - ability: a unit ability of the data schema, with its parameter (`Invulnerable Save (5+)`);
 * - weapon-ability: a weapon ability noted on the unit, applying to all its attacks (2.0 FAQ);
 * - void-shields (`6 Sh`, `Void Shields (4)`), power-fields (`D3+3 Power Fields`),
 *   damage-capacity (`DC 4`), transport (`Transport`, `Transport (10)`): datasheet fields;
 * - army-rule: a special rule the list defines by that name, recognised but not a schema ability;
 * - unread: none of these; reported, never guessed.
 */
export type UnitNote =
  | { readonly kind: 'ability'; readonly ability: UnitAbility }
  | { readonly kind: 'weapon-ability'; readonly ability: WeaponAbility }
  | { readonly kind: 'void-shields'; readonly count: number }
  | { readonly kind: 'power-fields'; readonly amount: Amount }
  | { readonly kind: 'damage-capacity'; readonly dc: number }
  | { readonly kind: 'transport'; readonly capacity?: number }
  | { readonly kind: 'army-rule'; readonly name: string; readonly parameter?: string }
  | { readonly kind: 'unread'; readonly text: string };

/**
 * The names army lists give the rules' unit abilities, spellings and plurals included. Only
 * spellings seen in the catalogues are listed: an unknown spelling stays unread rather than
 * being matched loosely.
 */
const SIMPLE: Record<string, SimpleUnitAbilityId> = {
  commander: 'commander',
  fearless: 'fearless',
  infiltrator: 'infiltrator',
  infiltrators: 'infiltrator',
  infiltrate: 'infiltrator',
  inspiring: 'inspiring',
  'jump packs': 'jump-packs',
  'jump pack': 'jump-packs',
  jump: 'jump-packs',
  leader: 'leader',
  leaders: 'leader',
  mounted: 'mounted',
  'mounted infantry': 'mounted',
  'reinforced armour': 'reinforced-armour',
  'reinforced armor': 'reinforced-armour',
  scout: 'scout',
  scouts: 'scout',
  skimmer: 'skimmer',
  sniper: 'sniper',
  snipers: 'sniper',
  'supreme commander': 'supreme-commander',
  'thick rear armour': 'thick-rear-armour',
  'thick rear armor': 'thick-rear-armour',
  teleport: 'teleport',
  walker: 'walker',
  // The Titan walker rule of the lists is the rules' Walker on a war engine (2.1.18, 3.0).
  'walker (titan)': 'walker',
  'slow and steady': 'slow-and-steady',
  'support craft': 'support-craft',
  'self planetfall': 'self-planetfall',
  'self-planetfall': 'self-planetfall',
  expendable: 'expendable',
  tunneller: 'tunneler',
  tunnellers: 'tunneler',
  tunneler: 'tunneler',
  planetfall: 'planetfall',
  // The Necron lists' rule (Epic.gst "Portal"); the Eldar Webway Portal is another rule.
  portal: 'portal',
  // The Space Marine list's Drop Pod rule (its drop pods' note), played as an ability (4.4).
  'drop pod': 'drop-pod',
  'drop pods': 'drop-pod',
};

const INVULNERABLE = /^(?:invulnerable|invunerable|invulerable) save(?: ?\(?([2-6])\+\)?)?$/;

export function readUnitNote(note: string, rules: RuleNames): UnitNote {
  const text = note.trim();
  const n = text.toLowerCase().replace(/\s+/g, ' ');
  const simple = SIMPLE[n];
  if (simple) return { kind: 'ability', ability: { id: simple } };
  const inv = INVULNERABLE.exec(n);
  if (inv) {
    return { kind: 'ability', ability: { id: 'invulnerable-save', save: Number(inv[1] ?? 6) } };
  }
  const shields = /^(\d+) ?sh$/.exec(n) ?? /^void shields? ?\(?(\d+)\)?$/.exec(n);
  if (shields && Number(shields[1]) >= 1 && Number(shields[1]) <= 20) {
    return { kind: 'void-shields', count: Number(shields[1]) };
  }
  const fields = /^(.+?) power fields?$/.exec(n) ?? /^power fields? ?\((.+)\)$/.exec(n);
  if (fields) {
    const amount = parseAmount((fields[1] ?? '').toUpperCase());
    if (amount !== undefined) return { kind: 'power-fields', amount };
  }
  const dc = /^dc ?\(?(\d+)\)?$/.exec(n);
  if (dc && Number(dc[1]) >= 1) return { kind: 'damage-capacity', dc: Number(dc[1]) };
  const transport = /^transport(?: ?\((\d+)\))?$/.exec(n);
  if (transport) {
    return transport[1] === undefined
      ? { kind: 'transport' }
      : { kind: 'transport', capacity: Number(transport[1]) };
  }
  const weapon = weaponAbilityOf(text);
  if (weapon) return { kind: 'weapon-ability', ability: weapon };
  const rule = rules.find(text);
  if (rule) {
    const parameter = /\(([^)]*)\)\s*$/.exec(text)?.[1]?.trim();
    return parameter
      ? { kind: 'army-rule', name: rule, parameter }
      : { kind: 'army-rule', name: rule };
  }
  return { kind: 'unread', text };
}
