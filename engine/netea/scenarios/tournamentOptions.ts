import { z } from 'zod';
import {
  DEFAULT_TOURNAMENT_TABLE,
  TABLE_LENGTH_RANGE,
  TABLE_WIDTH_RANGE,
} from '../rules/6.1-tournament/table';
import { tournamentWarmUpSchema } from '../rules/6.1-tournament/state';
import { armyStyleSchema } from './armyStyle';
import { terrainLayoutSchema } from './terrainLayout';
import { GENERATED_KINDS } from './tournamentTerrain';

/**
 * A tournament game (6.1) as the "New battle" screen asks for one: the agreed points, the
 * table, generated terrain of a chosen density, and each side's army. 6.1.1 agrees 2,000–5,000
 * points; other totals are allowed with a warning (`pointsWarning`), as players may agree them.
 */
export const POINTS_AGREED = [2000, 5000] as const;

/** 6.1.1: where a side's army comes from: a list drawn at random (built balanced), a bundled army
 * list built to the points at random in a chosen style (armyStyle.ts; without one, balanced, as
 * before styles), or the person's own roster (checked when it is fielded). */
export const armyChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('random') }),
  z.strictObject({
    kind: z.literal('list'),
    listId: z.string().min(1).max(200),
    style: armyStyleSchema.optional(),
  }),
  z.strictObject({ kind: z.literal('roster'), roster: z.unknown() }),
]);
export type ArmyChoice = z.infer<typeof armyChoiceSchema>;

export const tournamentGameOptionsSchema = z.strictObject({
  pointsTotal: z.number().int().min(500).max(20000),
  /** 6.1.2: 150–240cm long (x) by 90–150cm wide (y). */
  table: z.strictObject({
    width: z.number().min(TABLE_LENGTH_RANGE[0]).max(TABLE_LENGTH_RANGE[1]),
    height: z.number().min(TABLE_WIDTH_RANGE[0]).max(TABLE_WIDTH_RANGE[1]),
  }),
  /** Terrain features per 60cm square (6.1.2 FAQ suggests about two). */
  terrainDensity: z.number().min(0).max(4),
  /** The kinds of terrain the generator draws from (default: tournamentTerrain's six). */
  terrainKinds: z.array(z.enum(GENERATED_KINDS)).max(GENERATED_KINDS.length).optional(),
  /** The seed terrain is generated from (default: the game's own seed). */
  terrainSeed: z.number().int().min(0).max(0xffffffff).optional(),
  /** Terrain placed by hand (or a generated layout edited): played instead of generated terrain;
   * checked in full when the game is built (terrainLayout.ts). */
  terrainLayout: terrainLayoutSchema.optional(),
  /** 6.1.2: the player who set up the terrain, whose opponent then chooses the table edge;
   * absent when it was set up jointly or generated (the higher strategy rating chooses). */
  terrainSetUpBy: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Player 1's and player 2's armies (default: a random list each). */
  armies: z.tuple([armyChoiceSchema, armyChoiceSchema]).optional(),
  /** 6.1.3, 6.1.4 FAQ: the warm-up's answer where objectives are measured from (default: the
   * objective's point). */
  warmUp: tournamentWarmUpSchema.partial().optional(),
});
export type TournamentGameOptions = z.infer<typeof tournamentGameOptionsSchema>;

export const DEFAULT_TOURNAMENT_GAME: TournamentGameOptions = {
  pointsTotal: 3000,
  table: { ...DEFAULT_TOURNAMENT_TABLE },
  terrainDensity: 2,
};

/** 6.1.1: the warning for a total outside the agreed range, or null. */
export function pointsWarning(points: number): string | null {
  return points < POINTS_AGREED[0] || points > POINTS_AGREED[1]
    ? `Tournament games are played with 2,000 to 5,000 points (6.1.1); ${points} is outside that.`
    : null;
}
