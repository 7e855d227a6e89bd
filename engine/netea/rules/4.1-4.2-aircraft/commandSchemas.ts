import { z } from 'zod';
import { idSchema, pointSchema, sideSchema } from '../../commands/primitives';
import { missionSchema } from './state';

/** 4.2: an aircraft formation off the table declares its mission (the action test follows);
 * interception and ground attack give the approach move (4.2.1): set up touching the own table
 * edge at the first point, then straight legs through the others. */
export const aircraftMissionCommandSchema = z.strictObject({
  type: z.literal('aircraft.mission'),
  side: sideSchema,
  formationId: idSchema,
  mission: missionSchema,
  /** For a combat air patrol, one point: where on the own table edge it will enter play. */
  approach: z.array(pointSchema).min(1).max(50).optional(),
});

/** 4.2: a formation on combat air patrol intercepts the enemy ground attack that has just made
 * its approach move (no action test), flying in from where it was set up; null lets it pass. */
export const aircraftInterceptCommandSchema = z.strictObject({
  type: z.literal('aircraft.intercept'),
  side: sideSchema,
  formationId: idSchema.nullable(),
  approach: z.array(pointSchema).min(2).max(50).optional(),
});

/** 4.2.4: the opponent's flak at an aircraft formation: the units that fire (none: no flak). */
export const aircraftFlakCommandSchema = z.strictObject({
  type: z.literal('aircraft.flak'),
  side: sideSchema,
  unitIds: z.array(idSchema).max(200),
});

/** 4.2.3: before its saves (and after allocating the hits), a formation of fighters or fighter-bombers may jink (all or none). */
export const aircraftJinkCommandSchema = z.strictObject({
  type: z.literal('aircraft.jink'),
  side: sideSchema,
  jink: z.boolean(),
  /** 4.2.3, 1.9.6: the owner's allocation, the aircraft taking each hit in turn (spread; the
   * macro-weapon hits last); without it the hits are spread in formation order. */
  allocation: z.array(idSchema).max(1000).optional(),
});

/** 4.2.2: the aircraft attack: an enemy ground formation (ground attack) or enemy aircraft
 * formation (interception); null gives the attack up. */
export const aircraftAttackCommandSchema = z.strictObject({
  type: z.literal('aircraft.attack'),
  side: sideSchema,
  targetFormationId: idSchema.nullable(),
});

/** 4.2.6: the disengagement move in the end phase, from where the approach ended to any edge. */
export const aircraftDisengageCommandSchema = z.strictObject({
  type: z.literal('aircraft.disengage'),
  side: sideSchema,
  formationId: idSchema,
  path: z.array(pointSchema).min(2).max(50),
});

/** 4.2: at the end of the turn a formation still on CAP (it made no interception) either stands
 * down and returns to base, or remains on CAP into the following turn. */
export const aircraftCapStayCommandSchema = z.strictObject({
  type: z.literal('aircraft.capStay'),
  side: sideSchema,
  formationId: idSchema,
  stay: z.boolean(),
});

/** 4.2.5: a transport aircraft on a ground attack lands where its approach ended, after the
 * flak: units aboard may get out (within 5cm, 15cm for skimmers and jump packs) and friendly
 * units within 5cm may get in; with `assault` it air assaults that enemy formation instead of
 * shooting. */
export const aircraftLandCommandSchema = z.strictObject({
  type: z.literal('aircraft.land'),
  side: sideSchema,
  disembark: z
    .array(
      z.strictObject({
        unitId: idSchema,
        position: pointSchema,
        facing: z.number().min(-720).max(720),
      }),
    )
    .max(100),
  pickUp: z.array(idSchema).max(100),
  assault: idSchema.nullable().optional(),
});

/** 4.2.6: a landed aircraft formation stays on the table this end phase instead of taking off. */
export const aircraftStayCommandSchema = z.strictObject({
  type: z.literal('aircraft.stay'),
  side: sideSchema,
  formationId: idSchema,
});

export const AIRCRAFT_COMMAND_SCHEMAS = [
  aircraftMissionCommandSchema,
  aircraftFlakCommandSchema,
  aircraftJinkCommandSchema,
  aircraftAttackCommandSchema,
  aircraftDisengageCommandSchema,
  aircraftInterceptCommandSchema,
  aircraftCapStayCommandSchema,
  aircraftLandCommandSchema,
  aircraftStayCommandSchema,
] as const;

export const AIRCRAFT_COMMAND_TYPES = AIRCRAFT_COMMAND_SCHEMAS.map(
  (s) => s.shape.type.value,
) as readonly (typeof AIRCRAFT_COMMAND_SCHEMAS)[number]['shape']['type']['value'][];
