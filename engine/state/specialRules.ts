import { z } from 'zod';

/**
 * Army-wide special rules a scenario grants to every unit it names: the training scenarios give
 * all Space Marines They Shall Know No Fear (seed 001 5.5.1) and Assault Marines Jump Packs
 * (2.1.7).
 */
export const SPECIAL_RULES = ['they-shall-know-no-fear', 'jump-packs'] as const;
export const specialRuleSchema = z.enum(SPECIAL_RULES);
export type SpecialRule = z.infer<typeof specialRuleSchema>;
