import { z } from 'zod';
import { WEAPON_ABILITY_IDS, type WeaponAbilityId } from '../data/schema/weaponAbility';
import { ASSAULT_COMMAND_SCHEMAS } from '../rules/1.12-assaults/commandSchemas';
import { TOURNAMENT_COMMAND_SCHEMAS } from '../rules/6.1-tournament/commandSchemas';
import { SPACECRAFT_COMMAND_SCHEMAS } from '../rules/4.3-4.4-spacecraft/commandSchemas';
import { AIRCRAFT_COMMAND_SCHEMAS } from '../rules/4.1-4.2-aircraft/commandSchemas';
import { WE_TRANSPORT_COMMAND_SCHEMAS } from '../rules/3-war-engines/transportSchemas';
import { PLANT_COMMAND_SCHEMAS } from '../rules/5.3-scenarios/plantCommandSchemas';
import { selfPlanetfallCommandSchema } from '../rules/2-specialists/selfPlanetfallSchema';
import { teamPickCommandSchema } from '../rules/5.3-scenarios/teamPickSchema';
import { partnerSchema, teamJoinCommandSchema } from '../rules/5.3-scenarios/combinedSchema';
import {
  declarableActionSchema,
  disembarkFields,
  outOfFormationField,
  pointSchema,
  sideSchema,
  unitMoveFields,
} from './primitives';

/**
 * Every decision a player makes is a command (DESIGN: "Every decision the rules leave to a player
 * is a command"). Commands are plain data: they travel over IPC, sit in the command log of a save
 * and replay a game, so each has a zod schema and is checked before any rule looks at it.
 */
export { pointSchema, sideSchema, type Side } from './primitives';

const id = z.string().min(1).max(200);

/** Set-up (1.15.1 Deployment): roll to see who chooses the table edge; re-roll ties. */
export const rollOffCommandSchema = z.strictObject({
  type: z.literal('setup.rollOff'),
  side: sideSchema,
});

/** Set-up: the roll-off winner picks a deployment zone; the opponent takes the other. */
export const chooseZoneCommandSchema = z.strictObject({
  type: z.literal('setup.chooseZone'),
  side: sideSchema,
  zone: z.number().int().min(0).max(1),
});

/** Set-up (1.15.5): a player sets up an objective of his, away from every other objective. */
export const placeObjectiveCommandSchema = z.strictObject({
  type: z.literal('setup.placeObjective'),
  side: sideSchema,
  position: pointSchema,
});

/** Set-up: place one unit of one's own army in one's deployment zone. */
export const deployUnitCommandSchema = z.strictObject({
  type: z.literal('setup.deployUnit'),
  side: sideSchema,
  unitId: id,
  position: pointSchema,
  facing: z.number(),
});

/** Set-up: a unit starts the battle carried by a transport of its formation (1.7.5). */
export const embarkUnitCommandSchema = z.strictObject({
  type: z.literal('setup.embarkUnit'),
  side: sideSchema,
  unitId: id,
  transportId: id,
});

/** 2.1.1: a character joins a unit of its own formation (its weapons and abilities go with it;
 * it has no base of its own). */
export const joinCharacterCommandSchema = z.strictObject({
  type: z.literal('setup.joinCharacter'),
  side: sideSchema,
  characterId: id,
  unitId: id,
});

/** Set-up: a player declares deployment complete. */
export const finishDeploymentCommandSchema = z.strictObject({
  type: z.literal('setup.finishDeployment'),
  side: sideSchema,
});

/** Units entering play from off the table (2.1.17 teleport, 2.1.23 tunnelers): each placed unit,
 * and (2.1.17 FAQ) the units riding in the formation's transports that enter with them; those
 * left out are destroyed. */
const enteringPlayFields = {
  placements: z
    .array(z.strictObject({ unitId: id, position: pointSchema, facing: z.number() }))
    .min(1)
    .max(100),
  aboard: z
    .array(z.strictObject({ unitId: id, transportId: id }))
    .max(100)
    .optional(),
};

/** 2.1.17: a formation kept off the table appears at the start of the turn, before the
 * strategy roll (1.4.2, 1.5 FAQ): every unit placed at once, the first anywhere, each other
 * within 5cm of one already placed. */
export const teleportCommandSchema = z.strictObject({
  type: z.literal('teleport.place'),
  side: sideSchema,
  formationId: id,
  ...enteringPlayFields,
});

/** Seed 001 5.3.2 escalation: a formation due to arrive comes on at its own table edge at the
 * start of the turn, every unit placed, each within 5cm of one already placed. */
export const escalationArriveCommandSchema = z.strictObject({
  type: z.literal('escalation.arrive'),
  side: sideSchema,
  formationId: id,
  placements: enteringPlayFields.placements,
});

/** Seed 001 5.3.5 breakthrough: every surviving unit of a formation at a short table edge leaves
 * the table together (engine/netea/rules/5.3-scenarios/leaveTable.ts). */
export const breakthroughLeaveCommandSchema = z.strictObject({
  type: z.literal('breakthrough.leave'),
  side: sideSchema,
  formationId: id,
});

/** Seed 001 5.3.7 Hinterhalt: the Orks set up first by naming the road end their convoy comes on
 * at and the order its formations arrive in (engine/netea/rules/5.3-scenarios/ambushSetup.ts). */
export const ambushConvoyCommandSchema = z.strictObject({
  type: z.literal('ambush.convoy'),
  side: sideSchema,
  end: z.enum(['west', 'east']),
  order: z.array(id).min(1).max(50),
});

/** Seed 001 5.3.7: in the first turn the next formation of the convoy comes on along the road
 * and marches (ambushEntry.ts): where each of its units ends its march. */
export const ambushEnterCommandSchema = z.strictObject({
  type: z.literal('ambush.enter'),
  side: sideSchema,
  formationId: id,
  placements: enteringPlayFields.placements,
});

/** 2.1.23, 2.1.21, 4.3.1: at set-up a player secretly writes down where and when a formation
 * kept off the table will surface or land. `plot` is absent only where the command log is shown to the other side
 * (engine/netea/state/view.ts), which never sees it; such a command is refused. */
export const plotCommandSchema = z.strictObject({
  type: z.literal('setup.plot'),
  side: sideSchema,
  /** 2.1.23 a tunneler's surfacing; 2.1.21 a self planetfall's landing point. */
  kind: z.enum(['tunnel', 'landing-zone']),
  formationId: id,
  plot: z
    .strictObject({ position: pointSchema, turn: z.number().int().min(1).max(100) })
    .optional(),
});

/** 2.1.23: a tunneling formation surfaces at the start of its plotted turn (1.5 FAQ: before
 * teleporters): the first unit at the plotted point (or where it was diverted), each other
 * within 5cm of one already placed, all within 15cm of the point; its passengers aboard. */
export const surfaceCommandSchema = z.strictObject({
  type: z.literal('tunnel.surface'),
  side: sideSchema,
  formationId: id,
  ...enteringPlayFields,
});

/** 1.4.2 FAQ: on equal strategy ratings, dice to see who chooses who resolves start-of-turn
 * abilities first (one command rolls both dice). */
export const turnStartRollOffCommandSchema = z.strictObject({
  type: z.literal('turnStart.rollOff'),
  side: sideSchema,
});

/** 1.4.2: the player with the higher strategy rating (or the roll-off's winner) chooses who
 * resolves the first start-of-turn ability (1.4.2 FAQ: he may make the opponent go first). */
export const turnStartChooseCommandSchema = z.strictObject({
  type: z.literal('turnStart.choose'),
  side: sideSchema,
  goFirst: z.boolean(),
});

/** 1.4.2: a player resolves no more start-of-turn abilities this turn (keeps the rest off). */
export const turnStartPassCommandSchema = z.strictObject({
  type: z.literal('turnStart.pass'),
  side: sideSchema,
});

/** 1.5: both players make their strategy rolls (one command rolls both dice). */
export const strategyRollCommandSchema = z.strictObject({
  type: z.literal('strategy.roll'),
  side: sideSchema,
});

/** 1.5: the winner of the strategy roll chooses to go first or second (1.4.2 FAQ). */
export const strategyChooseCommandSchema = z.strictObject({
  type: z.literal('strategy.choose'),
  side: sideSchema,
  goFirst: z.boolean(),
});

/** 1.6: nominate a formation and declare its action; the action test follows (1.6.2). */
export const declareActionCommandSchema = z.strictObject({
  type: z.literal('action.declare'),
  side: sideSchema,
  formationId: id,
  action: declarableActionSchema,
  /** 1.8.4: declare a road march (a march action that passes its test automatically). */
  roadMarch: z.boolean().optional(),
  /** 2.1.2: with an engage action of a formation with a commander, up to two more formations
   * (each with a unit within 5cm of the commander's formation) that follow it into one assault. */
  followers: z.array(id).max(2).optional(),
  /** Seed 001 5.3.11.3: in simultaneous team play, formations of team-mates that join this
   * action's combined fire or assault; each one's player agrees first (`team.join`). */
  partners: z.array(partnerSchema).min(1).max(6).optional(),
  /** 2.1.15: re-roll the test if it fails and a supreme commander's re-roll is left this turn
   * (the default: yes; false keeps the re-roll for later). */
  reroll: z.boolean().optional(),
  /** 2.1.13: skimmers of the formation that pop up for the action (not with sustained fire or
   * marshal). */
  popUp: z.array(id).max(100).optional(),
  /** 6.1.6: a formation kept in reserve by portal names the portal it enters play through. */
  portal: id.optional(),
});

/** 1.6.3: after a successful action, give the initiative to the opponent instead of retaining it. */
export const handOverCommandSchema = z.strictObject({
  type: z.literal('action.handOver'),
  side: sideSchema,
});

/** 1.10 FAQ: all one's unactivated formations are on overwatch: they all remain on it. */
export const remainOnOverwatchCommandSchema = z.strictObject({
  type: z.literal('overwatch.remain'),
  side: sideSchema,
});

/** 1.13.1: a formation regroups (marshal, or a hold action that regroups). */
export const regroupCommandSchema = z.strictObject({
  type: z.literal('action.regroup'),
  side: sideSchema,
});

/** The active formation gives up the rest of its action (a move it will not make, shooting). */
export const endActionCommandSchema = z.strictObject({
  type: z.literal('action.end'),
  side: sideSchema,
});

/** 1.14.1: take the rally test of one formation. */
export const rallyCommandSchema = z.strictObject({
  type: z.literal('end.rally'),
  side: sideSchema,
  formationId: id,
  /** 2.1.15: as for the action test (default: re-roll a failed rally test if one is left). */
  reroll: z.boolean().optional(),
});

/**
 * 1.7: one unit of the acting formation makes its part of the formation's current move along a
 * path of waypoints from where it stands (its start is implied); it may turn freely.
 */
export const moveUnitCommandSchema = z.strictObject({
  type: z.literal('move.unit'),
  ...unitMoveFields,
  /** 1.8.1: move cautiously through dangerous terrain. */
  cautious: z.boolean().optional(),
  /** 1.8.4: claim the +5cm of a move spent wholly on a road. */
  road: z.boolean().optional(),
  /** 1.7.5: units of its formation a transport picks up on the way. */
  pickUp: z.array(id).max(20).optional(),
});

/**
 * 1.7.1, 1.7.4: the formation's current move is complete. Units out of formation are destroyed:
 * the player may name which (the default is those outside the largest chain).
 */
export const endMoveCommandSchema = z.strictObject({
  type: z.literal('move.end'),
  side: sideSchema,
  ...outOfFormationField,
});

/**
 * 1.7.5: at the end of a move, units carried by a transport of the acting formation get out,
 * each placed within 5cm of it (not picked up in that same move).
 */
export const disembarkCommandSchema = z.strictObject({
  type: z.literal('move.disembark'),
  ...disembarkFields,
});

/** 1.13.3: one unit of a withdrawing broken formation makes one of its two withdrawal moves. */
export const withdrawalMoveCommandSchema = z.strictObject({
  type: z.literal('withdrawal.move'),
  ...unitMoveFields,
  road: z.boolean().optional(),
});

/** 1.13.3: the withdrawal is over (or, where it is optional, not made at all). */
export const withdrawalEndCommandSchema = z.strictObject({
  type: z.literal('withdrawal.end'),
  side: sideSchema,
  ...outOfFormationField,
});

const fireTypeSchema = z.enum(['AP', 'AT', 'MW']);
const coverChoiceSchema = z.enum(['accept-modifier', 'only-open']);

/** 1.9.5: how the weapons fire: per weapon a mode and AP/AT, per fire type the cover choice. */
export const firePlanSchema = z.strictObject({
  orders: z
    .array(
      z.strictObject({
        weaponKey: z.string().min(1).max(300),
        modeIndex: z.number().int().min(0).max(10),
        firepower: fireTypeSchema,
      }),
    )
    .max(500),
  cover: z.strictObject({
    AP: coverChoiceSchema.optional(),
    AT: coverChoiceSchema.optional(),
    MW: coverChoiceSchema.optional(),
  }),
});

/**
 * 1.9: the active formation shoots at one enemy formation. Without a plan every weapon fires its
 * first value and takes the cover modifier; without a choice the default units are suppressed;
 * a crossfire (1.11) is claimed whenever one can be.
 */
export const shootCommandSchema = z.strictObject({
  type: z.literal('shoot.declare'),
  side: sideSchema,
  targetFormationId: id,
  plan: firePlanSchema.optional(),
  suppressed: z.array(id).max(500).optional(),
  /** 2.1.14: the units the attacker wants its sniper hits to strike, in order of preference
   * (each hit to the next one it can reach); without it, units with abilities, nearest first. */
  chosenTargets: z.array(id).max(100).optional(),
  /** 3.2.1: at a formation of war engines and other units, what the attacks are directed at;
   * without it the other units when the hits may reach them, else the war engines. */
  aimAt: z.enum(['war-engines', 'others']).optional(),
});

/**
 * 1.9.8: the active formation fires a barrage: the first template's centre, then any extra
 * templates the barrage table gives (touching the first, not overlapping). 2.2.10: `indirect`
 * fires indirect-fire weapons indirectly (sustained fire action only).
 */
/** 1.9.8: the first template and at most two extra ones, the most the Barrage table gives. */
export const MAX_BARRAGE_TEMPLATES = 3;

export const barrageCommandSchema = z.strictObject({
  type: z.literal('shoot.barrage'),
  side: sideSchema,
  targetFormationId: id,
  centres: z.array(pointSchema).min(1).max(MAX_BARRAGE_TEMPLATES),
  indirect: z.boolean().optional(),
  /** 1.9.8 FAQ: weapon abilities the barrage is to use; only weapons with all of them join it.
   * Without them every barrage weapon joins and an ability counts only if all have it (2.0). */
  abilities: z
    .array(
      z.enum(
        WEAPON_ABILITY_IDS.filter((a) => a !== 'special') as [
          WeaponAbilityId,
          ...WeaponAbilityId[],
        ],
      ),
    )
    .max(10)
    .optional(),
});

/** 1.9.6: the defender allocates the hits (one list of unit ids per hit group); without an
 * allocation the default front-to-back allocation is used. */
export const allocateHitsCommandSchema = z.strictObject({
  type: z.literal('hits.allocate'),
  side: sideSchema,
  allocation: z.array(z.array(id).max(1000)).max(100).optional(),
});

/** 1.10: a formation on overwatch shoots at the formation that has just moved. */
export const overwatchFireCommandSchema = z.strictObject({
  type: z.literal('overwatch.fire'),
  side: sideSchema,
  formationId: id,
  plan: firePlanSchema.optional(),
});

/** 1.10: no (further) overwatch fire at this move. */
export const overwatchPassCommandSchema = z.strictObject({
  type: z.literal('overwatch.pass'),
  side: sideSchema,
});

export const commandSchema = z.discriminatedUnion('type', [
  rollOffCommandSchema,
  chooseZoneCommandSchema,
  placeObjectiveCommandSchema,
  deployUnitCommandSchema,
  embarkUnitCommandSchema,
  joinCharacterCommandSchema,
  finishDeploymentCommandSchema,
  teleportCommandSchema,
  escalationArriveCommandSchema,
  breakthroughLeaveCommandSchema,
  ambushConvoyCommandSchema,
  ambushEnterCommandSchema,
  plotCommandSchema,
  surfaceCommandSchema,
  turnStartRollOffCommandSchema,
  turnStartChooseCommandSchema,
  turnStartPassCommandSchema,
  strategyRollCommandSchema,
  strategyChooseCommandSchema,
  declareActionCommandSchema,
  handOverCommandSchema,
  // Seed 001 5.3.11.2: a team's commander picks who acts.
  teamPickCommandSchema,
  // Seed 001 5.3.11.3: a team-mate agrees to a combined fire or assault.
  teamJoinCommandSchema,
  remainOnOverwatchCommandSchema,
  regroupCommandSchema,
  endActionCommandSchema,
  rallyCommandSchema,
  shootCommandSchema,
  barrageCommandSchema,
  allocateHitsCommandSchema,
  moveUnitCommandSchema,
  endMoveCommandSchema,
  disembarkCommandSchema,
  withdrawalMoveCommandSchema,
  withdrawalEndCommandSchema,
  ...ASSAULT_COMMAND_SCHEMAS,
  overwatchFireCommandSchema,
  overwatchPassCommandSchema,
  ...TOURNAMENT_COMMAND_SCHEMAS,
  ...SPACECRAFT_COMMAND_SCHEMAS,
  selfPlanetfallCommandSchema,
  // 4.2: aircraft missions, flak, jinking, attacks and disengagement.
  ...AIRCRAFT_COMMAND_SCHEMAS,
  // 3.1.3: formations mounting up in war engines of other formations.
  ...WE_TRANSPORT_COMMAND_SCHEMAS,
  // Seed 001 5.3.15: the water purification plant's blizzards and control centre.
  ...PLANT_COMMAND_SCHEMAS,
]);

export type Command = z.infer<typeof commandSchema>;
export type CommandType = Command['type'];
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;
