import { z } from 'zod';

/**
 * Army-wide special rules a scenario grants to a force: the training scenarios give all Space
 * Marines They Shall Know No Fear (seed 001 5.5.1). (Jump packs, 2.1.7, are a unit ability on
 * the Assault datasheet.)
 */
export const SPECIAL_RULES = [
  'they-shall-know-no-fear',
  // Seed 001 5.5.2 Mob Rule and 5.5.3 Power of the Waaagh! (3.4.1 grants both to the Gargant).
  'mob-rule',
  'power-of-the-waaagh',
] as const;
export const specialRuleSchema = z.enum(SPECIAL_RULES);
export type SpecialRule = z.infer<typeof specialRuleSchema>;
