import { z } from 'zod';
import { armySchema } from './army';
import { fortificationSchema } from './fortification';
import { formationSchema } from './formation';
import { idSchema, nameSchema } from './primitives';
import { unitDatasheetSchema } from './unit';

/** One bundled data file: a force's datasheets, formations and armies. */
export const dataFileSchema = z.strictObject(
  {
    force: idSchema,
    name: nameSchema,
    datasheets: z.array(unitDatasheetSchema).default([]),
    formations: z.array(formationSchema).default([]),
    armies: z.array(armySchema).default([]),
    fortifications: z.array(fortificationSchema).default([]),
  },
  { error: 'expected a data file: an object with "force", "name" and "datasheets"' },
);

export type DataFile = z.infer<typeof dataFileSchema>;
export type DataFileInput = z.input<typeof dataFileSchema>;
