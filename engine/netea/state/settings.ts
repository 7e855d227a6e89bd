import { z } from 'zod';

/**
 * The "five minute warm-up" (6.1.3 and the FAQ answers that send a question there) as explicit
 * game settings. Each default is the rulebook author's method or, where the FAQ names none, the
 * rules as written.
 */
export const gameSettingsSchema = z.strictObject({
  /** 1.9.2 Shooting Conventions, Pre-measuring: the author's method is to allow it. */
  preMeasuring: z.boolean(),
  /** 1.7.5 FAQ: transported units may be tied to particular transports or only to the formation. */
  transportsTiedToUnits: z.boolean(),
  /** 1.7.5 FAQ: disembarking units placed wholly within 5cm of the transport, or partly (the
   * default, measured like ranges: any part, 1.9.2 Shooting Conventions). */
  disembarkPlacement: z.enum(['wholly', 'partly']),
  /** 1.8.2 FAQ: when a unit counts as in cover: any part of its base in the terrain, or all of it. */
  inCoverWhen: z.enum(['partly', 'wholly']),
  /** 1.8.4 FAQ: infantry that may claim cover from one armoured vehicle (null: no limit, as
   * written; 2 per AV and 2 per starting DC of a war engine is the common house rule). */
  infantryCoverPerVehicle: z.number().int().positive().nullable(),
  /** 1.8.4 FAQ: units of a side that may claim cover from one fortification (null: no limit;
   * the first by unit id claim it, engine/netea/rules/1.8-terrain/cover.ts). */
  unitsPerFortification: z.number().int().positive().nullable(),
  /** 1.8.4 FAQ: a speed 0cm (not immobile) unit on a road may use the +5cm road bonus. */
  speedZeroUsesRoads: z.boolean(),
  /** 1.12.10 FAQ: a charge must get within 15cm of the original target, or of any intermingled
   * formation included in the assault ("played both ways around the world"). */
  assaultIntermingledReach: z.enum(['any', 'original-target']),
  /** 1.4.2 FAQ: "Should you dice for each ability (e.g. teleport, tunneler, etc.) used at the
   * start of the turn? Bring it up in the five minute warm-up." `once` (the rules as written,
   * and what an absent field means, so older games replay unchanged): one order for the whole
   * start of the turn; `each-ability`: the order is settled again for teleporters once the
   * tunnelers have surfaced. */
  startOfTurnOrder: z.enum(['once', 'each-ability']).optional(),
  /** 3.3.1 FAQ: "Can a war engine counter charge if it has enemy units in base contact? ...
   * it should be brought up in the five minute warm up." `fewer-than-dc` (the FAQ's suggested
   * compromise, and what an absent field means): while fewer enemy units than its starting
   * damage capacity touch it; `never`: 1.12.4 as written. */
  warEngineCounterCharge: z.enum(['fewer-than-dc', 'never']).optional(),
  /** 4.2.5 FAQ: "Is it possible to air assault into a formation which is completely covered by
   * the zone of control of another formation? You can play it either way, just bring it up in
   * the five minute warm up." `allowed` (what an absent field means: the aircraft flies over
   * zones of control, 4.2.1): units dropping in may be placed in other enemy formations' zones
   * of control; `refused`: only in the target's, as a charge (1.12.3). */
  airAssaultThroughZoc: z.enum(['allowed', 'refused']).optional(),
  /** 1.12.5 FAQ: "How are attacks with special abilities like ignore cover and lance allocated
   * in an assault? ... The unofficial consensus is that they should be allocated in such a way
   * to utilize their special rules, if possible. I.e., ignore cover hits should be allocated to
   * units that are benefiting from a cover save ... bring up in the five minute warm up."
   * `to-cover` (the consensus, and the start screen's default, NEW_GAME_SETTINGS): a defender
   * gives ignore-cover hits to its units that would have a cover save, while it has any;
   * `as-other-hits` (what an absent field means, so older games replay unchanged): as any
   * other hit. (Lance is no ability of
   * these rules: it comes with the army lists that have it.) */
  assaultIgnoreCoverHits: z.enum(['to-cover', 'as-other-hits']).optional(),
});

export type GameSettings = z.infer<typeof gameSettingsSchema>;

export const DEFAULT_SETTINGS: GameSettings = {
  preMeasuring: true,
  transportsTiedToUnits: false,
  disembarkPlacement: 'partly',
  inCoverWhen: 'partly',
  infantryCoverPerVehicle: null,
  unitsPerFortification: null,
  speedZeroUsesRoads: true,
  assaultIntermingledReach: 'any',
};

/** The settings a new game starts from on the start screen: the defaults, with the FAQ's
 * consensus where an absent field keeps older games as they were played. */
export const NEW_GAME_SETTINGS: GameSettings = {
  ...DEFAULT_SETTINGS,
  assaultIgnoreCoverHits: 'to-cover',
};
