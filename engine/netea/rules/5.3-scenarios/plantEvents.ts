import type { Point } from '../../../kernel/geometry/types';
import type { Side } from '../../commands/primitives';
import type { PlantTable } from './plantTables';

/** Seed 001 5.3.15: what the water purification plant's rules make happen. */
export type PlantEvent =
  /** Schneestürme: the roll and the tables struck (none yet while a 4 or 5 awaits a choice). */
  | {
      readonly type: 'plant/blizzard';
      readonly roll: number;
      readonly tables: readonly PlantTable[];
      readonly section: string;
    }
  /** Kontrollzentrum: the Imperials set up its entrance. */
  | {
      readonly type: 'plant/centre-placed';
      readonly side: Side;
      readonly position: Point;
      readonly section: string;
    }
  /** Ork units went into the control centre (off the table). */
  | {
      readonly type: 'plant/centre-entered';
      readonly unitIds: readonly string[];
      readonly section: string;
    }
  /** An Ork unit came out of the control centre, its move measured from the entrance. */
  | {
      readonly type: 'plant/centre-left';
      readonly unitId: string;
      readonly section: string;
    }
  /** Hits on the technicians: this attack's and the total (six kill them all). */
  | {
      readonly type: 'plant/technicians-hit';
      readonly hits: number;
      readonly total: number;
      readonly section: string;
    };
