import { z } from 'zod';

/** The smallest pieces of command schemas, shared by every command module without cycles. */
export const sideSchema = z.union([z.literal(0), z.literal(1)]);
export type Side = z.infer<typeof sideSchema>;

export const pointSchema = z.strictObject({ x: z.number(), y: z.number() });
