import type { Point } from '../../../engine/kernel/geometry/types';
import type { GameState } from '../../../engine/netea/state/schema';
import { blizzardTables } from '../../../engine/netea/rules/5.3-scenarios/plantBlizzard';
import { centreOf, TECHNICIANS } from '../../../engine/netea/rules/5.3-scenarios/plantCentre';
import { plantTally } from '../../../engine/netea/rules/5.3-scenarios/plantVictory';
import {
  isWaterPlant,
  PLANT_TABLES,
  TABLE_RECTS,
  type PlantTable,
  type TableRect,
} from '../../../engine/netea/rules/5.3-scenarios/plantTables';
import { t } from '../i18n';

/**
 * Seed 001 5.3.15 for the person: what the battlefield shows of the water purification plant
 * (the three tables with their numbers, those a blizzard strikes this turn, the control centre's
 * entrance) and where the game stands, in sentences for the turn panel.
 */

export interface PlantMarks {
  readonly tables: readonly {
    readonly table: PlantTable;
    readonly rect: TableRect;
    readonly label: string;
    readonly blizzard: boolean;
  }[];
  readonly entrance: { readonly at: Point; readonly label: string } | null;
}

export function plantMarks(game: GameState): PlantMarks | null {
  if (!isWaterPlant(game)) return null;
  const struck = blizzardTables(game);
  const centre = centreOf(game);
  return {
    tables: PLANT_TABLES.map((table) => ({
      table,
      rect: TABLE_RECTS[table],
      label: struck.includes(table)
        ? t('Table {{n}}: blizzard', { n: table })
        : t('Table {{n}}', { n: table }),
      blizzard: struck.includes(table),
    })),
    entrance: centre
      ? {
          at: centre.entrance,
          label: t('Control centre entrance: {{hits}} of {{all}} hits on the technicians', {
            hits: Math.min(centre.hits, TECHNICIANS),
            all: TECHNICIANS,
          }),
        }
      : null,
  };
}

/** The turn panel's lines: the buildings left, the blizzard, the turn limit. */
export function plantLines(game: GameState): string[] {
  const tally = plantTally(game);
  if (!tally) return [];
  const struck = blizzardTables(game);
  const hits = Math.min(centreOf(game)?.hits ?? 0, TECHNICIANS);
  return [
    t(
      'The Orks win by destroying the plant by the end of turn {{last}}: {{tanks}} of 6 storage tanks standing, the pump station {{pump}}, {{hits}} of 6 hits on the technicians.',
      {
        last: game.victory.maxTurns,
        tanks: tally.tanksLeft,
        pump: tally.pumpLeft > 0 ? t('standing') : t('destroyed'),
        hits,
      },
    ),
    struck.length > 0
      ? t(
          'A blizzard rages on table {{tables}}: -1 to hit units there, -1 to their firefights, all terrain but roads dangerous.',
          {
            tables: struck.join(', '),
          },
        )
      : t('No blizzard rages this turn.'),
  ];
}
