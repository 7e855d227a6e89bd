import { z } from 'zod';

/**
 * Every decision a player makes is a command (DESIGN: "Every decision the rules leave to a player
 * is a command"). Commands are plain data: they travel over IPC, sit in the command log of a save
 * and replay a game, so each has a zod schema and is checked before any rule looks at it.
 */
export const sideSchema = z.union([z.literal(0), z.literal(1)]);
export type Side = z.infer<typeof sideSchema>;

export const pointSchema = z.strictObject({ x: z.number(), y: z.number() });

const id = z.string().min(1).max(200);

/** Set-up (1.15.1 Deployment): roll to see who chooses the table edge; re-roll ties. */
export const rollOffCommandSchema = z.strictObject({
  type: z.literal('setup/roll-off'),
  side: sideSchema,
});

/** Set-up: the roll-off winner picks a deployment zone; the opponent takes the other. */
export const chooseZoneCommandSchema = z.strictObject({
  type: z.literal('setup/choose-zone'),
  side: sideSchema,
  zone: z.number().int().min(0).max(1),
});

/** Set-up: place one unit of one's own army in one's deployment zone. */
export const deployUnitCommandSchema = z.strictObject({
  type: z.literal('setup/deploy-unit'),
  side: sideSchema,
  unitId: id,
  position: pointSchema,
  facing: z.number(),
});

/** Set-up: a player declares deployment complete. */
export const finishDeploymentCommandSchema = z.strictObject({
  type: z.literal('setup/finish-deployment'),
  side: sideSchema,
});

export const commandSchema = z.discriminatedUnion('type', [
  rollOffCommandSchema,
  chooseZoneCommandSchema,
  deployUnitCommandSchema,
  finishDeploymentCommandSchema,
]);

export type Command = z.infer<typeof commandSchema>;
export type CommandType = Command['type'];
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;
