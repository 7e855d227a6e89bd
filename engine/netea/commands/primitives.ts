import { z } from 'zod';

/** The smallest pieces of command schemas, shared by every command module without cycles. */
/** A player's index in the game: 0 and 1 in a two-player game, up to 5 in the multiplayer games
 * of seed 001 5.3.11 (state/perSide.ts: four in all against all, six in team play). */
export const sideSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type Side = z.infer<typeof sideSchema>;
/** The sides of a game only two players play (the tournament game, 6.1; campaign battles). */
export const twoSidesSchema = z.union([z.literal(0), z.literal(1)]);
export type TwoSides = z.infer<typeof twoSidesSchema>;

export const pointSchema = z.strictObject({ x: z.number(), y: z.number() });

export const idSchema = z.string().min(1).max(200);

/** 1.6.1: the actions a formation may declare (hold is only what a failed action test leaves). */
export const DECLARABLE_ACTIONS = [
  'advance',
  'engage',
  'double',
  'march',
  'marshal',
  'overwatch',
  'sustained-fire',
] as const;
export const declarableActionSchema = z.enum(DECLARABLE_ACTIONS);

/** The fields of one unit's move along waypoints from where it stands (1.7: it may turn
 * freely); `facing` is the facing at the end (default: along the last leg). `orientation`
 * 'keep-facing' slides the base without turning it (reversing or sidestepping, so a vehicle
 * parked against a building can back away: its turn in place would swing into the wall);
 * the default 'face-path' turns it to face along each leg. */
export const unitMoveFields = {
  side: sideSchema,
  unitId: idSchema,
  path: z.array(pointSchema).min(1).max(50),
  facing: z.number().optional(),
  orientation: z.enum(['face-path', 'keep-facing']).optional(),
};

/** 1.7.4: the player's choice of units out of formation when a move ends (default: those
 * outside the largest chain). */
export const outOfFormationField = { outOfFormation: z.array(idSchema).max(500).optional() };

/** 1.7.5: where the units getting out of a transport are placed. */
export const disembarkFields = {
  side: sideSchema,
  transportId: idSchema,
  placements: z
    .array(z.strictObject({ unitId: idSchema, position: pointSchema, facing: z.number() }))
    .min(1)
    .max(20),
};
