import { z } from 'zod';
import {
  deploymentZoneSchema,
  objectivePlacementSchema,
  objectiveSchema,
  tableSizeSchema,
  terrainFeatureSchema,
} from '../state/schema';
import { specialRuleSchema } from '../state/specialRules';
import { victoryConditionSchema } from '../state/victory';
import { MAX_SIDES } from '../state/perSide';
import { unitTypeSchema } from '../data/schema/unitType';
import { teamsProblems, teamsSchema } from '../state/teams';

/**
 * A scenario (1.15 and seed 001 5.3): the forces, the battlefield and how to win. Forces name
 * bundled formations; `createScenarioSetup` turns a scenario into a game set-up.
 */
const id = z.string().min(1).max(200);

export const scenarioForceSchema = z.strictObject({
  name: z.string().max(200),
  /** 1.5: the force's strategy rating. */
  strategyRating: z.number().int().min(0).max(10),
  /** Army-wide rules the scenario grants this force (seed 001 5.5.1 They Shall Know No Fear). */
  specialRules: z.array(specialRuleSchema),
  /** Seed 001 5.3.5, 5.3.6: a force drawn from an army list (engine/netea/armies) to `points`,
   * seeded by the game's seed (tournamentArmies.ts `randomListForce`), set up in the scenario's
   * `zones` when given; its formations come after any listed in `formations`. */
  army: z
    .strictObject({
      list: id,
      points: z.number().int().min(1).max(20_000),
      zones: z.array(id).min(1).max(10).optional(),
      /** Seed 001 5.3.4 ("die Turnier-Armeeorganisationspläne, aber keine Antigrav Einheiten"):
       * unit types and abilities the army may not field; a formation of the list with any such
       * unit is never drawn. */
      exclude: z
        .strictObject({
          types: z.array(unitTypeSchema).max(7).optional(),
          abilities: z.array(id).max(20).optional(),
        })
        .optional(),
    })
    .optional(),
  formations: z
    .array(
      z.strictObject({
        /** A bundled formation id (engine/netea/data). */
        formation: id,
        count: z.number().int().min(1).max(20),
        /** The scenario's initiative value where it differs from the formation's (1.2.2). */
        initiative: z.number().int().min(1).max(6).optional(),
        /** The formation's optional extras taken, by option group id: the choice's id (2.3.1:
         * "one Tactical formation may include … a Space Marine Dreadnought"). */
        options: z.record(id, id).optional(),
        /** 3.4.1: the scenario's `formationZones` (ids) the formation sets up in. */
        zones: z.array(id).min(1).max(10).optional(),
      }),
    )
    .max(100),
  /** Seed 001 5.3.6, 5.3.7: formations of a fixed composition the army lists do not offer as
   * such ("ein Heizakult mit fünf Buggies, vier Waaghbikes und ein Brennabuggy"), each unit a
   * datasheet of the bundled army list `list` (engine/netea/armies), fielded as the list's own
   * units are (armies/field). Game ids `<a|b>-<key>-<n>`. */
  listFormations: z
    .array(
      z.strictObject({
        list: id,
        /** The formation kind, for ids (`mekboy-gunzmob`): the list's formation id where it has one. */
        key: id,
        name: z.string().min(1).max(200),
        initiative: z.number().int().min(1).max(6),
        units: z
          .array(z.strictObject({ unit: id, count: z.number().int().min(1).max(50) }))
          .min(1)
          .max(20),
      }),
    )
    .max(50)
    .optional(),
});

export const scenarioSchema = z
  .strictObject({
    id,
    name: z.string().max(200),
    /** Where the rulebook describes it. */
    section: z.string().max(50),
    summary: z.string().max(2000),
    table: tableSizeSchema,
    terrain: z.array(terrainFeatureSchema).max(200),
    objectives: z.array(objectiveSchema).max(20),
    /** Objectives the players set up themselves (1.15.5: "each player must set up another
     * objective 45cms away from any other objective"). */
    objectivePlacement: objectivePlacementSchema.optional(),
    /** One per force; with more than two forces (seed 001 5.3.11.1) each force's own (sidesFixed). */
    deploymentZones: z.array(deploymentZoneSchema).min(2).max(MAX_SIDES),
    /** 3.4.1: areas where particular formations set up (the ruins, the table edge, the bunkers). */
    formationZones: z.array(deploymentZoneSchema).max(20).optional(),
    /** 3.4.1: each force has its own table edge (zone 0 the first force's): no roll for edges. */
    sidesFixed: z.boolean().optional(),
    /** Two forces, up to four in a game of all against all (seed 001 5.3.11.1), up to MAX_SIDES
     * in two teams (5.3.11.2-3). */
    forces: z
      .array(scenarioForceSchema)
      .min(2)
      .max(MAX_SIDES)
      .refine(
        (forces) =>
          forces.every(
            (f) =>
              f.formations.length > 0 ||
              f.army !== undefined ||
              (f.listFormations ?? []).length > 0,
          ),
        'each force needs formations or an army list',
      ),
    /** Seed 001 5.3.11.2-3: the forces' two teams and how they act; absent in every other
     * scenario. Copied into the game (createSetup). */
    teams: teamsSchema.optional(),
    victory: victoryConditionSchema,
    /** How the terrain layout answers the scenario's "Gaming Area" text. */
    terrainNote: z.string().max(2000),
  })
  .refine((s) => s.deploymentZones.length === s.forces.length, {
    message: 'each force needs its own deployment zone',
    path: ['deploymentZones'],
  })
  .superRefine((s, ctx) => {
    for (const p of teamsProblems(s.teams, s.forces.length))
      ctx.addIssue({
        code: 'custom',
        path: p.path[0] === 'players' ? ['forces'] : p.path,
        message: p.message,
      });
  })
  .refine((s) => s.forces.length === 2 || s.sidesFixed === true, {
    message:
      'a scenario of more than two forces gives each its deployment zone (sidesFixed): the roll for table edges is between two players (1.15.1)',
    path: ['sidesFixed'],
  });

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioInput = z.input<typeof scenarioSchema>;
