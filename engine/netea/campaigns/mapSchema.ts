import { z } from 'zod';

/**
 * Seed 001 5.4.2 "Kartenbasierte Kampagne" as data: a map of regions joined by links, each
 * side's forces (named groups of bundled formations) in their starting regions, campaign turns
 * in which the forces move, and the campaign's own rules for supply, reinforcements and victory
 * ("Kartenbasierte Kampagnen beinhalten oft spezielle Regeln für Dinge wie Versorgung,
 * Verstärkungen": the rulebook leaves them to the campaign, so they are data here).
 *
 * This module knows nothing of schema.ts (which adds `kind: 'map'` and the fields every
 * campaign has), so the two never import each other.
 */
const id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'lower-case letters, digits and hyphens');
const name = z.string().min(1).max(200);
const party = z.enum(['person', 'opponent']);

const formationEntry = z.strictObject({
  /** A bundled formation id (engine/netea/data). */
  formation: z.string().min(1).max(200),
  count: z.number().int().min(1).max(20),
});

export const mapRegionSchema = z.strictObject({
  id,
  name,
  /** Where the region is drawn, in per cent of the map's width and height. */
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  /** The bundled scenario of a battle fought here (the map's default when absent). */
  scenario: z.string().min(1).max(200).optional(),
  /** Who holds the region when the campaign starts (nobody when absent). */
  holder: party.nullable().default(null),
  /** A supply depot of the party holding it: reinforcements arrive here, and forces linked to
   * it through their own side's regions are in supply. */
  depot: z.boolean().default(false),
  /** An objective region: the regions counted by the `objectives` victory rule. */
  objective: z.boolean().default(false),
  /** What the region is worth to an AI planning its moves (a hive, a spaceport: more). */
  value: z.number().int().min(0).max(10).default(1),
});
export type MapRegion = z.infer<typeof mapRegionSchema>;

export const mapForceSchema = z.strictObject({
  id,
  name,
  party,
  /** The region it starts in. */
  region: id,
  formations: z.array(formationEntry).min(1).max(20),
});

/** Reinforcements arriving every `every` campaign turns (after turn `every`, 2×`every`, …) at
 * a depot region, if the party holds it then: they join the party's force there, or form a
 * new force when none is there. */
export const mapReinforcementSchema = z.strictObject({
  party,
  depot: id,
  every: z.number().int().min(1).max(30),
  /** The name of a force they form. */
  name,
  formations: z.array(formationEntry).min(1).max(10),
});

export const mapFieldsShape = {
  regions: z.array(mapRegionSchema).min(2).max(40),
  /** Region pairs a force can move between (both ways). */
  links: z
    .array(z.tuple([id, id]))
    .min(1)
    .max(200),
  forces: z.array(mapForceSchema).min(2).max(20),
  /** The campaign ends after this many campaign turns. */
  turns: z.number().int().min(1).max(30),
  /** How many links a force may move along in one campaign turn (never through a region
   * holding an enemy force). */
  movement: z.number().int().min(1).max(3).default(1),
  battle: z.strictObject({
    /** The scenario of a battle in a region that names none. */
    scenario: z.string().min(1).max(200),
    /** A turn limit for map battles (keeps them short), the scenario's when absent. */
    maxTurns: z.number().int().min(1).max(50).optional(),
  }),
  /**
   * The campaign's supply rule, checked at the end of every campaign turn: a force is in
   * supply when its region links through regions its side holds to a depot its side holds.
   * `attrition`: a force out of supply loses its last formation (a force with one formation
   * left keeps it). A force out of supply never receives reinforcements.
   */
  supply: z.strictObject({ attrition: z.boolean() }),
  reinforcements: z.array(mapReinforcementSchema).max(20).default([]),
  /**
   * `objectives`: after the last campaign turn, the side holding more objective regions wins
   * (equal: a draw). `annihilation`: the side with forces left wins (both: the objectives
   * decide). Either way a side that has lost every force loses at once.
   */
  victory: z.enum(['objectives', 'annihilation']).default('objectives'),
};

/** A force on the map as the campaign goes on: each formation one entry, with the unit
 * numbers (`u3` of its set-up: the third unit) it has lost in earlier battles. */
export const mapForceStateSchema = z.strictObject({
  id: z.string().max(80),
  name: z.string().max(200),
  party,
  region: z.string().max(80),
  formations: z
    .array(
      z.strictObject({
        formation: z.string().max(200),
        lost: z.array(z.number().int().min(1).max(1000)).max(1000),
      }),
    )
    .max(100),
});
export type MapForceState = z.infer<typeof mapForceStateSchema>;

const encounterSchema = z.strictObject({
  /** The battle's key: `turn-<n>-<region>`. */
  key: z.string().max(120),
  region: z.string().max(80),
  person: z.string().max(80),
  opponent: z.string().max(80),
});
export type Encounter = z.infer<typeof encounterSchema>;

const moveSchema = z.strictObject({
  force: z.string().max(80),
  /** The force's name then (a force may later join another). */
  name: z.string().max(200),
  party,
  from: z.string().max(80),
  to: z.string().max(80),
});
export type MapMove = z.infer<typeof moveSchema>;

/** One campaign turn as the journal keeps it. */
export const mapTurnRecordSchema = z.strictObject({
  turn: z.number().int().min(1),
  date: z.string().max(40),
  moves: z.array(moveSchema).max(100),
  /** Keys of the battles fought (records in `battles`). */
  battles: z.array(z.string().max(120)).max(40),
  /** What else happened: retreats, forces destroyed, supply, reinforcements. */
  events: z.array(z.string().max(500)).max(200),
  /** Who held each region at the end of the turn. */
  holders: z.record(z.string().max(80), party.nullable()),
});
export type MapTurnRecord = z.infer<typeof mapTurnRecordSchema>;

/** The map's state in a campaign under way. */
export const mapStateSchema = z.strictObject({
  /** The campaign turn under way (1-based). */
  turn: z.number().int().min(1).max(31),
  holders: z.record(z.string().max(80), party.nullable()),
  forces: z.array(mapForceStateSchema).max(100),
  /** Battles still to fight this turn, in order. */
  pending: z.array(encounterSchema).max(40),
  /** Who held each region when the turn's moves were made (a drawn battle keeps the region
   * with its holder). */
  heldBefore: z.record(z.string().max(80), party.nullable()),
  /** The turn's record while it is under way. */
  current: mapTurnRecordSchema.optional(),
  turns: z.array(mapTurnRecordSchema).max(40),
  /** A counter for forces formed by reinforcements. */
  formed: z.number().int().min(0).max(1000),
});
export type MapState = z.infer<typeof mapStateSchema>;

/** The person's orders for a campaign turn: a destination per force (a force not named holds). */
export const mapOrdersSchema = z
  .array(z.strictObject({ force: z.string().min(1).max(80), to: z.string().min(1).max(80) }))
  .max(40);
export type MapOrders = z.infer<typeof mapOrdersSchema>;
