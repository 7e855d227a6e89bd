import { z } from 'zod';
import { idSchema, nameSchema } from '../../data';

/**
 * A roster: the formations a player picked from one army list, with their options. Each
 * selection names an entry of the list's entry tree (EntryNode.id) under the entry it belongs
 * to, and how many are taken. Plain data: the file format (format.ts) wraps it with a version
 * and a checksum.
 */
export type Selection = {
  entry: string;
  count: number;
  selections: Selection[];
};

export const selectionSchema: z.ZodType<Selection> = z.lazy(() =>
  z.strictObject({
    entry: z.string().min(1).max(200),
    count: z.number().int().min(1).max(1000),
    selections: z.array(selectionSchema).max(200),
  }),
);

export const rosterFormationSchema = z.strictObject({
  /** The formation's id in the list. */
  formation: idSchema,
  selections: z.array(selectionSchema).max(200),
});

/**
 * 6.2.1 "counts as": a model the player fields as a unit of the list (an old Squigoth as an Ork
 * Battlewagon), told to the opponent before the game. `model` is the person's own words;
 * `countsAs` names a unit of the list as the list names it.
 */
export const countsAsNoteSchema = z.strictObject({
  model: z.string().max(200),
  countsAs: z.string().max(200),
});

export const rosterSchema = z.strictObject({
  /** The bundled list's id and the catalogue revision it was built against. */
  list: idSchema,
  listRevision: z.string().max(20),
  name: nameSchema,
  pointsLimit: z.number().int().min(0).max(100_000),
  formations: z.array(rosterFormationSchema).max(200),
  /** 6.2.1: optional, so rosters written before counts-as notes still load. */
  countsAs: z.array(countsAsNoteSchema).max(100).optional(),
});

export type RosterFormation = z.infer<typeof rosterFormationSchema>;
export type CountsAsNote = z.infer<typeof countsAsNoteSchema>;
export type Roster = z.infer<typeof rosterSchema>;
