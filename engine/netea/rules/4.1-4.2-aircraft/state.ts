import { z } from 'zod';
import { perSide } from '../../state/perSide';
import { pointSchema, sideSchema } from '../../commands/primitives';

/**
 * The aircraft's part of the game state (4.2): absent from games without aircraft, and every
 * field optional or defaulted, so older saves load unchanged.
 */
const id = z.string().min(1).max(200);

export const TABLE_EDGES = ['north', 'south', 'west', 'east'] as const;
export const tableEdgeSchema = z.enum(TABLE_EDGES);

/** 4.2: the missions an aircraft formation may fly (combat air patrol: 'cap'). */
export const MISSIONS = ['interception', 'ground-attack', 'cap', 'stand-down'] as const;
export const missionSchema = z.enum(MISSIONS);
export type Mission = z.infer<typeof missionSchema>;

/** An aircraft formation on the table this turn, from its approach to its disengagement. */
export const flightSchema = z.strictObject({
  mission: missionSchema,
  /** 4.2.1: the approach path, from the own table edge to where the formation ended. */
  path: z.array(pointSchema).min(2).max(50),
  /** 4.2.3: the formation jinked, so it loses its attack. */
  jinked: z.boolean(),
  /** 4.2.2: its attack is made (or given up). */
  attacked: z.boolean(),
  /** 4.2.7: the Blast marker for coming under fire, once in the approach and once when
   * disengaging. */
  underFire: z.strictObject({ approach: z.boolean(), disengagement: z.boolean() }),
});
export type Flight = z.infer<typeof flightSchema>;

/** The step of an aircraft's mission that waits for a decision (4.2 FAQ order of events). */
export const aircraftStepSchema = z.strictObject({
  formationId: id,
  /** cap: an enemy on CAP may intercept (4.2); flak: each enemy in turn may flak (4.2.4); jink: the owner saves, jinking or not (4.2.3);
   * attack: the owner attacks (4.2.2); disengage: the owner flies off (4.2.6). */
  stage: z.enum(['cap', 'flak', 'jink', 'attack', 'disengage']),
  /** Whether the flak is at the approach or the disengagement move. */
  move: z.enum(['approach', 'disengagement', 'interception']),
  /** Hits waiting for their saves. */
  hits: z.number().int().min(0).max(1000),
  /** 2.2.6: macro-weapon hits among them, saved after the others. */
  macroHits: z.number().int().min(0).max(1000).optional(),
  /** 4.2 FAQ step 2: a CAP interception interrupts this ground attack formation's mission,
   * which goes on with its flak afterwards. */
  resume: id.optional(),
  /** Disengagement path, kept while its flak is resolved. */
  exitPath: z.array(pointSchema).min(2).max(50).optional(),
  /** Seed 001 5.3.11 with 4.2.4: the enemy players who have made (or given up) their flak at
   * this move while another is still to be asked; absent with one enemy, so two-player saves
   * are unchanged. */
  flakDone: z.array(sideSchema).max(6).optional(),
  /** Seed 001 5.3.11 with 4.2: the enemy players who let this ground attack pass without a CAP
   * interception while another with a formation on CAP is still to be asked. */
  capPassed: z.array(sideSchema).max(6).optional(),
});
export type AircraftStep = z.infer<typeof aircraftStepSchema>;

export const aircraftStateSchema = z.strictObject({
  /** 4.2.1: each side's own table edge where the scenario names one. */
  edges: perSide(tableEdgeSchema.nullable()).optional(),
  /** Aircraft formations on the table this turn. */
  flights: z.record(id, flightSchema),
  /** 4.2.4 FAQ: the aircraft formations each unit has shot at with flak this turn. */
  flak: z.record(id, z.array(id).max(100)),
  /** The turn `flak` was recorded in: a new turn starts it afresh. */
  flakTurn: z.number().int().min(0).optional(),
  /** The mission step waiting for a decision. */
  step: aircraftStepSchema.nullable(),
  /** 4.2: formations on combat air patrol this turn, with where they will enter play. */
  cap: z
    .record(
      id,
      z.strictObject({
        entry: pointSchema,
        turn: z.number().int().min(0),
        /** 4.2: stayed on CAP from the turn before ("remain on CAP into the following turn"):
         * that is its action this turn. */
        stayed: z.boolean().optional(),
      }),
    )
    .optional(),
  /** 4.2.5: landed aircraft formations: on the table as ground units (4.1.1). */
  landed: z.array(id).max(100).optional(),
  /** 4.2.5: each landed formation's turn of landing and its approach path (the disengagement
   * move goes on from it, 4.2.6). */
  landings: z
    .record(
      id,
      z.strictObject({
        turn: z.number().int().min(0),
        path: z.array(pointSchema).min(2).max(50),
      }),
    )
    .optional(),
  /** 4.5.2: the targets destroyed in assaults, and the units flown off the table aboard the
   * carrier after they all were (the extraction victory's record). */
  extraction: z
    .strictObject({
      assaultKills: z.array(id).max(100),
      extracted: z.array(id).max(100),
    })
    .optional(),
  /** FAQ 4.2.5: the landed formations units got into with a consolidation move this turn: they
   * may not make a disengagement move. */
  grounded: z.strictObject({ turn: z.number().int().min(0), ids: z.array(id).max(100) }).optional(),
  /** 4.2.6: the landed formations whose owner chose, this end phase, to stay on the ground. */
  stayed: z.strictObject({ turn: z.number().int().min(0), ids: z.array(id).max(100) }).optional(),
});
export type AircraftState = z.infer<typeof aircraftStateSchema>;

export const EMPTY_AIRCRAFT: AircraftState = { flights: {}, flak: {}, step: null };
