import { z } from 'zod';
import { specialRuleSchema } from '../state/specialRules';
import { armyChoiceSchema, tournamentGameOptionsSchema } from '../scenarios/tournamentOptions';
import { mapFieldsShape } from './mapSchema';

/**
 * Campaign definitions (seed 001 5.4) as data: a league (5.4.1), or a ladder, tree or narrative
 * campaign (5.4.2). Every battle names a bundled scenario or tournament game options; what a
 * campaign changes about a battle (forces, special rules, a turn limit) and what a result earns
 * for the next battle are data too. A map-based campaign (5.4.2) is a map of regions whose
 * battles are built from the forces meeting there (mapSchema.ts).
 */
const id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'lower-case letters, digits and hyphens');
const text = z.string().max(4000);
const name = z.string().min(1).max(200);

/** The two sides of a story campaign: the person, and the AI they play against. */
export const partySchema = z.enum(['person', 'opponent']);
export type Party = z.infer<typeof partySchema>;

/** A battle's result as the person sees it. */
export const outcomeSchema = z.enum(['win', 'loss', 'draw']);
export type Outcome = z.infer<typeof outcomeSchema>;

const formationEntry = z.strictObject({
  /** A bundled formation id (engine/netea/data). */
  formation: z.string().min(1).max(200),
  count: z.number().int().min(1).max(20),
});

/**
 * 5.4.2 Ladder: "rewards or penalties for winning and losing", agreed in advance and applied to
 * the next battle: reinforcements (formations added), formations held in reserve (kept out of
 * the battle: the engine has no arriving reserves yet, seed 001 5.3.2), a points change for an
 * army built to the points of a tournament game, a strategy rating change.
 */
export const effectSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('reinforce'), party: partySchema, ...formationEntry.shape }),
  z.strictObject({ kind: z.literal('reserve'), party: partySchema, ...formationEntry.shape }),
  z.strictObject({
    kind: z.literal('points'),
    party: partySchema,
    points: z.number().int().min(-5000).max(5000),
  }),
  z.strictObject({
    kind: z.literal('strategy'),
    party: partySchema,
    change: z.number().int().min(-5).max(5),
  }),
]);
export type Effect = z.infer<typeof effectSchema>;

/** What a battle is played as: a bundled scenario (1.15, 2.3.1, 3.4.1) or a tournament game
 * (6.1) with its options. */
export const battleGroundSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('scenario'), scenario: z.string().min(1).max(200) }),
  z.strictObject({ kind: z.literal('tournament'), options: tournamentGameOptionsSchema }),
]);

export const battleSchema = z.strictObject({
  title: name,
  /** The story told before the battle. */
  text,
  ground: battleGroundSchema,
  /** Which of the scenario's two forces the person commands (the first unless said). */
  personSide: z.union([z.literal(0), z.literal(1)]).default(0),
  /** The campaign's own changes to a scenario's forces, by party: formations added, formations
   * left out, army-wide special rules (seed 001 5.5). */
  forces: z
    .strictObject({
      person: z.array(effectSchema).max(20).optional(),
      opponent: z.array(effectSchema).max(20).optional(),
    })
    .optional(),
  specialRules: z
    .strictObject({
      person: z.array(specialRuleSchema).max(10).optional(),
      opponent: z.array(specialRuleSchema).max(10).optional(),
    })
    .optional(),
  /** A campaign special rule told in words (it does not change the engine's rules). */
  notes: z.array(z.string().max(1000)).max(10).optional(),
  /** A turn limit other than the scenario's (keeps a campaign's skirmishes short). */
  maxTurns: z.number().int().min(1).max(50).optional(),
  /** Effects of this battle's result on the next battle (5.4.2 ladder), by the person's result. */
  rewards: z
    .strictObject({
      win: z.array(effectSchema).max(20).optional(),
      loss: z.array(effectSchema).max(20).optional(),
      draw: z.array(effectSchema).max(20).optional(),
    })
    .optional(),
});
export type Battle = z.infer<typeof battleSchema>;
export type BattleInput = z.input<typeof battleSchema>;

/** An AI player and its level, by its id in ai/registry.ts (`ai:normal`); the engine does not
 * know the AI, so main/campaigns checks the id when a campaign is opened. */
const playerId = z.string().regex(/^[a-z][a-z:-]{0,39}$/, 'an AI player id such as ai:normal');

const common = {
  id,
  name,
  /** Where the rulebook describes this kind of campaign. */
  section: z.string().max(50),
  summary: text,
  opponent: z.strictObject({ name, player: playerId }).optional(),
  person: z.strictObject({ name }).optional(),
};

/** 5.4.2 Ladder: a predefined series of battles; the last decides the campaign (the text's
 * example) unless `decider` says most wins do. */
export const ladderSchema = z.strictObject({
  kind: z.literal('ladder'),
  ...common,
  battles: z.array(battleSchema).min(1).max(50),
  decider: z.enum(['last-battle', 'most-wins']).default('last-battle'),
});

/** Where a result or a choice leads: another node, or an ending. */
const target = z.string().min(1).max(80);

export const endingSchema = z.strictObject({
  title: name,
  text,
  /** Who won the campaign (null: nobody did). */
  winner: partySchema.nullable(),
});

/** A node of a tree or narrative campaign's flow chart. */
export const nodeSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('battle'),
    battle: battleSchema,
    /** 5.4.2 Tree: "the results of each battle" show the path to the next. */
    next: z.strictObject({ win: target, loss: target, draw: target }),
  }),
  z.strictObject({
    kind: z.literal('choice'),
    /** 5.4.2 Narrative: the options presented to the player ("march on the palace or secure
     * the spaceport"). */
    text,
    options: z
      .array(z.strictObject({ id, label: name, text: text.optional(), next: target }))
      .min(2)
      .max(6),
  }),
  z.strictObject({ kind: z.literal('ending'), ending: endingSchema }),
]);
export type CampaignNode = z.infer<typeof nodeSchema>;

const graph = {
  start: target,
  nodes: z.record(id, nodeSchema),
  /** Paths may lead back (5.4.2); the campaign ends after this many battles regardless. */
  maxBattles: z.number().int().min(1).max(100).default(20),
};

export const treeSchema = z.strictObject({ kind: z.literal('tree'), ...common, ...graph });
export const narrativeSchema = z.strictObject({
  kind: z.literal('narrative'),
  ...common,
  ...graph,
});

/** 5.4.1: 3 for a win on victory conditions, 2 for a win on victory points or a draw, 1 for a
 * loss ("for example": configurable). */
export const leaguePointsSchema = z.strictObject({
  conditions: z.number().int().min(0).max(100),
  points: z.number().int().min(0).max(100),
  draw: z.number().int().min(0).max(100),
  loss: z.number().int().min(0).max(100),
});
export const DEFAULT_LEAGUE_POINTS = { conditions: 3, points: 2, draw: 2, loss: 1 } as const;

export const leagueEntrySchema = z.strictObject({
  id,
  name,
  /** `person`: a person at this machine (5.4.1 "optionally people at the same machine": a league
   * may have several, their games against each other played hot seat); otherwise an AI player
   * of ai/registry.ts. */
  player: z.union([z.literal('person'), playerId]),
  /** The entry's own army in a league of tournament games (6.1.1: "AI players with their own
   * armies", each person's chosen at the start); absent: the league battle's, and for the first
   * person the army chosen at the start (`progress.army`). Absent in older files. */
  army: armyChoiceSchema.optional(),
});

/**
 * 5.4.1 Tournament league: entries ordered at the start (the list's order stands for "by age"),
 * every entry playing every other `rounds` times on the league's battle, then a final between
 * the top two when `final` is set. `scoring` is the ladder of 5.4.1 (the winner swaps places
 * with the loser or climbs one place, whichever is nearer the top) or points per result.
 */
export const leagueSchema = z.strictObject({
  kind: z.literal('league'),
  ...common,
  entries: z.array(leagueEntrySchema).min(2).max(16),
  battle: battleSchema,
  rounds: z.number().int().min(1).max(10).default(1),
  scoring: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('ladder') }),
    z.strictObject({ kind: z.literal('points'), points: leaguePointsSchema }),
  ]),
  final: z.boolean().default(true),
});

/** 5.4.2 Map-based: forces moving on a map of regions in campaign turns (mapSchema.ts). */
export const mapCampaignSchema = z.strictObject({
  kind: z.literal('map'),
  ...common,
  ...mapFieldsShape,
});

export const campaignSchema = z.discriminatedUnion('kind', [
  ladderSchema,
  treeSchema,
  narrativeSchema,
  leagueSchema,
  mapCampaignSchema,
]);
export type Campaign = z.infer<typeof campaignSchema>;
export type CampaignInput = z.input<typeof campaignSchema>;
export type Ladder = z.infer<typeof ladderSchema>;
export type Tree = z.infer<typeof treeSchema>;
export type Narrative = z.infer<typeof narrativeSchema>;
export type League = z.infer<typeof leagueSchema>;
export type MapCampaign = z.infer<typeof mapCampaignSchema>;
export type LeagueEntry = z.infer<typeof leagueEntrySchema>;
export type LeaguePoints = z.infer<typeof leaguePointsSchema>;
