import { z } from 'zod';
import { hashText } from '../../kernel/hash';
import { err, ok, type Result } from '../../kernel/result';
import type { TwoSides as Side } from '../commands/primitives';
import type { GameSetup } from '../state/setup';
import type { GameSettings } from '../state/settings';
import { battleSetup, partyOf } from './battle';
import { finalFixture, leagueFixtures, leagueStandings, type Fixture } from './league';
import type { BattleReport } from './report';
import { armyChoiceSchema, type ArmyChoice } from '../scenarios/tournamentOptions';
import { battleRecordSchema, type BattleRecord } from './record';
import { applyMapBattle, mapBattle, withoutLosses } from './mapBattle';
import { mapOrdersSchema, mapStateSchema, type MapOrders } from './mapSchema';
import { mapOutcome, orderMapTurn, startMapState } from './mapTurn';
import { formatIssues } from '../../kernel/issues';
import {
  campaignSchema,
  effectSchema,
  partySchema,
  type Battle,
  type Campaign,
  type Effect,
  type Outcome,
} from './schema';

/**
 * A campaign under way (seed 001 5.4), as plain JSON: the definition it was started from (so a
 * file stands alone when the bundled campaigns change), where it stands, every battle's record
 * (the journal, never lost), the person's choices and notes, the effects carried to the next
 * battle, and the battle save being played. Every change is a pure function returning a new
 * progress or a refusal.
 */
const date = z.string().max(40);

export const progressSchema = z.strictObject({
  campaign: campaignSchema,
  seed: z.number().int().min(0).max(0xffffffff),
  startedAt: date,
  /** The next step: a ladder battle or league game by index, a node of a tree or narrative. */
  at: z.union([
    z.strictObject({ index: z.number().int().min(0) }),
    z.strictObject({ node: z.string().max(80) }),
  ]),
  battles: z.array(battleRecordSchema).max(500),
  choices: z
    .array(z.strictObject({ node: z.string().max(80), option: z.string().max(80), date }))
    .max(500),
  /** 5.4.2: what the last battle earned, for the next one. */
  carried: z.array(effectSchema).max(40),
  /** Times the current battle was started afresh (its seed changes with each). */
  replays: z.number().int().min(0).max(1000),
  /** The battle being played: its save, so closing mid-battle and reopening continues it. */
  linked: z
    .strictObject({ key: z.string().max(80), saveId: z.string().max(120), startedAt: date })
    .optional(),
  over: z
    .strictObject({
      /** A party of a story campaign, a league entry's id, or null for nobody. */
      winner: z.string().max(80).nullable(),
      title: z.string().max(200),
      text: z.string().max(4000),
    })
    .optional(),
  notes: z.string().max(50_000),
  /** The army the person chose at the start for every tournament-style battle (6.1.1): a
   * bundled list built to the points, or a roster of theirs kept whole here so the file stands
   * alone. Absent: the campaign's own armies (and in files written before it was offered). */
  army: armyChoiceSchema.optional(),
  /** 5.4.2 Map-based: the map as it stands (who holds what, the forces, the turns so far);
   * absent for every other kind. */
  map: mapStateSchema.optional(),
});
export type CampaignProgress = z.infer<typeof progressSchema>;

export function startCampaign(
  campaign: Campaign,
  seed: number,
  startedAt: string,
  army?: ArmyChoice,
): CampaignProgress {
  const at =
    campaign.kind === 'ladder' || campaign.kind === 'league' || campaign.kind === 'map'
      ? { index: 0 }
      : { node: campaign.start };
  return settle({
    campaign,
    seed: seed >>> 0,
    startedAt,
    at,
    battles: [],
    choices: [],
    carried: [],
    replays: 0,
    notes: '',
    ...(army ? { army } : {}),
    ...(campaign.kind === 'map' ? { map: startMapState(campaign) } : {}),
  });
}

/** Every battle a campaign may play. */
export function campaignBattles(campaign: Campaign): Battle[] {
  switch (campaign.kind) {
    case 'ladder':
      return campaign.battles;
    case 'league':
      return [campaign.battle];
    case 'map':
      // Its battles are made on the map from the forces that meet (mapBattle.ts).
      return [];
    default:
      return Object.values(campaign.nodes).flatMap((n) => (n.kind === 'battle' ? [n.battle] : []));
  }
}

/** Whether the person can bring an army of their choice: some battle is a tournament game,
 * its armies built to the points (6.1.1), not a scenario's fixed forces. */
export function takesArmy(campaign: Campaign): boolean {
  return campaignBattles(campaign).some((b) => b.ground.kind === 'tournament');
}

/**
 * An army chosen at the start, checked before the campaign is kept: the campaign must have a
 * tournament game to bring it to, and the army must field (a list that exists, a roster within
 * the rules), tried on the first such battle.
 */
export function checkArmy(campaign: Campaign, army: ArmyChoice, seed: number): Result<ArmyChoice> {
  const battle = campaignBattles(campaign).find((b) => b.ground.kind === 'tournament');
  if (!battle)
    return err([
      'campaign: every battle of this campaign has fixed forces; it takes no army of your choice',
    ]);
  const side = campaign.kind === 'league' ? 0 : battle.personSide;
  const setup = battleSetup(withArmies(battle, side === 0 ? [army] : [undefined, army]), [], {
    seed,
    personSide: side,
  });
  return setup.ok ? ok(army) : err(setup.error.map((e) => `campaign: your army: ${e}`));
}

/** The battle as played: a tournament game fields each side's chosen army (the person's at their
 * side, a league entry's own), the effects earned, a points change, still applying on top in
 * battleSetup. A side without a choice keeps the battle's. */
function withArmies(battle: Battle, chosen: readonly (ArmyChoice | undefined)[]): Battle {
  const ground = battle.ground;
  if (ground.kind !== 'tournament' || !chosen.some((a) => a !== undefined)) return battle;
  const armies = [...(ground.options.armies ?? [{ kind: 'random' }, { kind: 'random' }])];
  chosen.forEach((army, side) => {
    if (army) armies[side] = army;
  });
  return {
    ...battle,
    ground: { ...ground, options: { ...ground.options, armies: [armies[0]!, armies[1]!] } },
  };
}

/** The armies chosen for a story battle's sides: the person's at their side. */
function personArmy(army: ArmyChoice | undefined, personSide: Side | null) {
  return personSide === null ? [] : personSide === 0 ? [army] : [undefined, army];
}

/** The next thing the campaign asks for. */
export type Step =
  | { readonly kind: 'battle'; readonly battle: NextBattle }
  | {
      readonly kind: 'choice';
      readonly node: string;
      readonly text: string;
      readonly options: readonly { id: string; label: string; text?: string | undefined }[];
    }
  /** 5.4.2 Map-based: the person's orders for this campaign turn (mapTurn.ts). */
  | { readonly kind: 'orders'; readonly turn: number }
  | {
      readonly kind: 'over';
      readonly winner: string | null;
      readonly title: string;
      readonly text: string;
    };

export interface BattleSide {
  /** The party (`person`, `opponent`) or the league entry's id. */
  readonly who: string;
  readonly name: string;
  /** `person`, or an AI player id (ai/registry.ts). */
  readonly player: string;
}

export interface NextBattle {
  readonly key: string;
  readonly title: string;
  readonly text: string;
  readonly notes: readonly string[];
  readonly seed: number;
  readonly sides: readonly [BattleSide, BattleSide];
  readonly effects: readonly Effect[];
  readonly setup: GameSetup;
}

const DEFAULT_AI = 'ai:normal';

/** Where the campaign stands: the battle to play (its set-up with what was earned applied), a
 * choice to make, or its end. */
export function nextStep(
  progress: CampaignProgress,
  settings?: Partial<GameSettings>,
): Result<Step> {
  if (progress.over) return ok({ kind: 'over', ...progress.over });
  const campaign = progress.campaign;
  if (campaign.kind === 'league') {
    const fixture = currentFixture(progress);
    if (!fixture) return err(['campaign: the league has no game left to play']);
    const entry = (id: string) => campaign.entries.find((e) => e.id === id)!;
    const sides = fixture.sides.map((id) => ({
      who: id,
      name: entry(id).name,
      player: entry(id).player,
    })) as [BattleSide, BattleSide];
    const personAt = sides.findIndex((s) => s.player === 'person');
    // The army chosen at the start is the first person's; an entry's own army wins (our reading).
    const firstPerson = campaign.entries.find((e) => e.player === 'person')?.id;
    const armies = fixture.sides.map(
      (id) => entry(id).army ?? (id === firstPerson ? progress.army : undefined),
    );
    return battleStep(
      progress,
      fixture.key,
      { ...campaign.battle, title: fixture.title },
      sides,
      personAt === -1 ? null : (personAt as Side),
      settings,
      progress.carried,
      armies,
    );
  }
  const person = { name: campaign.person?.name ?? 'You', player: 'person' };
  const opponent = {
    name: campaign.opponent?.name ?? 'The enemy',
    player: campaign.opponent?.player ?? DEFAULT_AI,
  };
  const story = (key: string, battle: Battle) => {
    const at = (s: Side) =>
      partyOf(s, battle.personSide) === 'person'
        ? { who: 'person', ...person }
        : { who: 'opponent', ...opponent };
    return battleStep(progress, key, battle, [at(0), at(1)], battle.personSide, settings);
  };
  if (campaign.kind === 'ladder') {
    const index = 'index' in progress.at ? progress.at.index : -1;
    const battle = campaign.battles[index];
    if (!battle) return err([`campaign: there is no battle ${index + 1}`]);
    return story(`battle-${index + 1}`, battle);
  }
  if (campaign.kind === 'map') {
    const map = progress.map;
    if (!map) return err(['campaign: a map campaign without its map']);
    const encounter = map.pending[0];
    if (!encounter) return ok({ kind: 'orders', turn: map.turn });
    const made = mapBattle(campaign, map, encounter);
    const sides = made.forces.map((f) => ({
      who: f.party,
      name: f.name,
      player: f.party === 'person' ? 'person' : opponent.player,
    })) as [BattleSide, BattleSide];
    const step = battleStep(progress, encounter.key, made.battle, sides, 0, settings, made.effects);
    if (!step.ok || step.value.kind !== 'battle') return step;
    const battle = step.value.battle;
    // The effects building the battle are the map's forces, not rewards earned: none shown.
    return ok({
      kind: 'battle',
      battle: { ...battle, effects: [], setup: withoutLosses(battle.setup, made.forces) },
    });
  }
  const key = 'node' in progress.at ? progress.at.node : '';
  const node = campaign.nodes[key];
  if (!node) return err([`campaign: there is no node "${key}"`]);
  if (node.kind === 'choice')
    return ok({ kind: 'choice', node: key, text: node.text, options: node.options });
  if (node.kind === 'ending') return ok({ kind: 'over', ...node.ending });
  return story(key, node.battle);
}

function battleStep(
  progress: CampaignProgress,
  key: string,
  battle: Battle,
  sides: [BattleSide, BattleSide],
  personSide: Side | null,
  settings?: Partial<GameSettings>,
  carried: readonly Effect[] = progress.carried,
  armies: readonly (ArmyChoice | undefined)[] = personArmy(progress.army, personSide),
): Result<Step> {
  const seed = battleSeed(progress, key);
  const setup = battleSetup(withArmies(battle, armies), carried, {
    seed,
    personSide,
    ...(settings ? { settings } : {}),
  });
  if (!setup.ok) return setup;
  // The scenario's force names give way to the campaign's sides.
  const players = setup.value.players.map((p, i) => ({ ...p, name: sides[i]!.name }));
  return ok({
    kind: 'battle',
    battle: {
      key,
      title: battle.title,
      text: battle.text,
      notes: battle.notes ?? [],
      seed,
      sides,
      effects: progress.carried,
      setup: { ...setup.value, players: [players[0]!, players[1]!] },
    },
  });
}

/** A battle's seed: the campaign's, the battle's place and how often it was started afresh. */
function battleSeed(progress: CampaignProgress, key: string): number {
  return Number.parseInt(
    hashText(`${progress.seed}/${progress.battles.length}/${key}/${progress.replays}`).slice(0, 8),
    16,
  );
}

function currentFixture(progress: CampaignProgress): Fixture | undefined {
  const campaign = progress.campaign;
  if (campaign.kind !== 'league' || !('index' in progress.at)) return undefined;
  const fixtures = leagueFixtures(campaign);
  const index = progress.at.index;
  if (index < fixtures.length) return fixtures[index];
  if (index === fixtures.length && campaign.final) {
    const regular = progress.battles.filter((b) => b.key !== 'final');
    return finalFixture(leagueStandings(campaign, regular).table);
  }
  return undefined;
}

/** The person's result in a battle record (a league game without the person: side 0's). */
export function outcomeOf(record: Pick<BattleRecord, 'winner' | 'sides'>): Outcome {
  if (record.winner === null) return 'draw';
  const at = record.sides.findIndex((s) => s.who === 'person' || s.player === 'person');
  return record.winner === (at === -1 ? 0 : at) ? 'win' : 'loss';
}

/**
 * Keep a finished battle's result and move on: the ladder's next battle with its rewards
 * carried, the tree's branch for the result, the league's next game. The report must be of the
 * battle the campaign is at (`key`); anything else is refused and nothing changes.
 */
export function recordBattle(
  progress: CampaignProgress,
  key: string,
  report: BattleReport,
  details: {
    date: string;
    saveId?: string;
    notes?: string;
    /** 5.4.2 Map-based: the units each side lost, by id (mapLosses), lost to the forces. */
    lost?: readonly [readonly string[], readonly string[]];
  },
): Result<CampaignProgress> {
  const step = nextStep(progress);
  if (!step.ok) return step;
  if (step.value.kind !== 'battle')
    return err([
      `campaign: no battle is being played now (the campaign is at ${step.value.kind === 'choice' ? 'a choice' : step.value.kind === 'orders' ? 'its orders' : 'its end'})`,
    ]);
  const battle = step.value.battle;
  if (battle.key !== key)
    return err([
      `campaign: the result is of "${key}", but the battle being played is "${battle.key}"`,
    ]);
  const record: BattleRecord = {
    key,
    title: battle.title,
    ground: battle.setup.scenarioId,
    date: details.date,
    seed: battle.seed,
    sides: [...battle.sides] as BattleRecord['sides'],
    forces: [[...report.forces[0]], [...report.forces[1]]],
    effects: [...battle.effects],
    // A campaign battle is between the person and one opponent: sides 0 and 1.
    winner: report.winner as Side | null,
    decidedBy: report.decidedBy,
    turns: report.turns,
    reason: report.reason,
    casualties: [...report.casualties] as [number, number],
    goals: [...report.goals] as [number, number],
    turningPoints: [...report.turningPoints],
    ...(details.saveId ? { saveId: details.saveId } : {}),
    notes: details.notes ?? '',
  };
  const outcome = outcomeOf(record);
  const { linked: _linked, ...rest } = progress;
  const next: CampaignProgress = {
    ...rest,
    battles: [...progress.battles, record],
    carried: [],
    replays: 0,
  };
  const campaign = progress.campaign;
  if (campaign.kind === 'map') {
    const map = applyMapBattle(
      campaign,
      progress.map!,
      key,
      report.winner as Side | null,
      details.lost ?? [[], []],
    );
    return ok(settle({ ...next, map }));
  }
  if (campaign.kind === 'ladder' || campaign.kind === 'league') {
    const index = 'index' in progress.at ? progress.at.index : 0;
    const rewards =
      campaign.kind === 'ladder' ? (campaign.battles[index]!.rewards?.[outcome] ?? []) : [];
    return ok(settle({ ...next, at: { index: index + 1 }, carried: rewards }));
  }
  const node = campaign.nodes['node' in progress.at ? progress.at.node : '']!;
  if (node.kind !== 'battle') return err(['campaign: no battle is being played now']);
  return ok(
    settle({
      ...next,
      at: { node: node.next[outcome] },
      carried: node.battle.rewards?.[outcome] ?? [],
    }),
  );
}

/** 5.4.1, 5.4.2: a battle that cannot be played on (its save lost) counts as lost by the person. */
export function forfeitBattle(progress: CampaignProgress, date: string): Result<CampaignProgress> {
  const step = nextStep(progress);
  if (!step.ok) return step;
  if (step.value.kind !== 'battle') return err(['campaign: there is no battle to forfeit']);
  const battle = step.value.battle;
  const personAt = battle.sides.findIndex((s) => s.player === 'person');
  if (personAt === -1) return err(['campaign: only the person can forfeit a battle']);
  // 5.4.1 people at the same machine: one does not give up a game for the other (our reading);
  // a lost save of theirs is played again.
  if (battle.sides.every((s) => s.player === 'person'))
    return err([
      'campaign: both sides of this game are people at this machine; neither forfeits it for the other: play it again',
    ]);
  const winner = (1 - personAt) as Side;
  return recordBattle(
    progress,
    battle.key,
    {
      winner,
      decidedBy: 'forfeit',
      turns: 0,
      reason: `${battle.sides[personAt]!.name} forfeited the battle`,
      casualties: [0, 0],
      goals: [0, 0],
      forces: [[], []],
      turningPoints: [`${battle.sides[personAt]!.name} forfeited the battle.`],
    },
    { date },
  );
}

/** 5.4.2 Map-based: the person's orders for the campaign turn, the AI's planned beside them
 * (or given, for a test or a replay). */
export function orderMap(
  progress: CampaignProgress,
  orders: MapOrders,
  date: string,
  opponentOrders?: MapOrders,
): Result<CampaignProgress> {
  const step = nextStep(progress);
  if (!step.ok) return step;
  if (step.value.kind !== 'orders' || progress.campaign.kind !== 'map' || !progress.map)
    return err(['campaign: 5.4.2: there are no orders to give now']);
  const parsed = mapOrdersSchema.safeParse(orders);
  if (!parsed.success) return err(formatIssues('orders', parsed.error.issues));
  const map = orderMapTurn(progress.campaign, progress.map, parsed.data, date, opponentOrders);
  return map.ok ? ok(settle({ ...progress, map: map.value })) : map;
}

/** 5.4.2 Narrative: the person's choice between battles. */
export function chooseOption(
  progress: CampaignProgress,
  option: string,
  date: string,
): Result<CampaignProgress> {
  const step = nextStep(progress);
  if (!step.ok) return step;
  if (step.value.kind !== 'choice') return err(['campaign: there is no choice to make now']);
  const node = step.value.node;
  const campaign = progress.campaign;
  const picked =
    campaign.kind === 'narrative' && campaign.nodes[node]?.kind === 'choice'
      ? campaign.nodes[node].options.find((o) => o.id === option)
      : undefined;
  if (!picked)
    return err([
      `campaign: "${option}" is not one of the options (${step.value.options.map((o) => o.id).join(', ')})`,
    ]);
  return ok(
    settle({
      ...progress,
      at: { node: picked.next },
      choices: [...progress.choices, { node, option, date }],
    }),
  );
}

/** Link the save of the battle now being played. */
export function linkBattle(
  progress: CampaignProgress,
  key: string,
  saveId: string,
  startedAt: string,
): CampaignProgress {
  return { ...progress, linked: { key, saveId, startedAt } };
}

/** Start the current battle afresh (its save lost or abandoned): a new seed, no save linked. */
export function replayBattle(progress: CampaignProgress): CampaignProgress {
  const { linked: _linked, ...rest } = progress;
  return { ...rest, replays: progress.replays + 1 };
}

export function setNotes(
  progress: CampaignProgress,
  notes: string,
  battle?: number,
): CampaignProgress {
  if (battle === undefined) return { ...progress, notes };
  return {
    ...progress,
    battles: progress.battles.map((b, i) => (i === battle ? { ...b, notes } : b)),
  };
}

/** Mark the campaign over when it reaches its end: a ladder's last battle, an ending node, the
 * flow chart's battle limit, the league's last game. */
function settle(progress: CampaignProgress): CampaignProgress {
  const campaign = progress.campaign;
  const wins = progress.battles.filter((b) => outcomeOf(b) === 'win').length;
  const losses = progress.battles.filter((b) => outcomeOf(b) === 'loss').length;
  const byWins = wins > losses ? 'person' : losses > wins ? 'opponent' : null;
  const over = (winner: string | null, title: string, text: string) => ({
    ...progress,
    carried: [],
    over: { winner, title, text },
  });
  switch (campaign.kind) {
    case 'ladder': {
      if (!('index' in progress.at) || progress.at.index < campaign.battles.length) return progress;
      const last = progress.battles.at(-1)!;
      const winner =
        campaign.decider === 'most-wins'
          ? byWins
          : outcomeOf(last) === 'draw'
            ? null
            : outcomeOf(last) === 'win'
              ? 'person'
              : 'opponent';
      return over(
        winner,
        'The campaign is over',
        campaign.decider === 'most-wins'
          ? 'The side with more battles won takes the campaign.'
          : 'The last battle decides the campaign (5.4.2).',
      );
    }
    case 'map': {
      const end = progress.map ? mapOutcome(campaign, progress.map) : null;
      return end ? over(end.winner, end.title, end.text) : progress;
    }
    case 'league': {
      if (!('index' in progress.at)) return progress;
      const played = leagueFixtures(campaign).length + (campaign.final ? 1 : 0);
      if (progress.at.index < played) return progress;
      const standings = leagueStandings(campaign, progress.battles);
      const winner = standings.champion ?? standings.table[0]!.id;
      const name = campaign.entries.find((e) => e.id === winner)!.name;
      return over(winner, 'The league is over', `${name} is the league champion.`);
    }
    default: {
      if (!('node' in progress.at)) return progress;
      const node = campaign.nodes[progress.at.node];
      if (node?.kind === 'ending') {
        const parsed = partySchema.nullable().parse(node.ending.winner);
        return over(parsed, node.ending.title, node.ending.text);
      }
      if (node?.kind === 'battle' && progress.battles.length >= campaign.maxBattles)
        return over(
          byWins,
          'The campaign is over',
          `The campaign ends after ${campaign.maxBattles} battles; the side with more battles won takes it.`,
        );
      return progress;
    }
  }
}

/** Standings of a story campaign: the person's battles won, lost and drawn, and the path. */
export function storyStandings(progress: CampaignProgress) {
  const count = (o: Outcome) => progress.battles.filter((b) => outcomeOf(b) === o).length;
  return {
    wins: count('win'),
    losses: count('loss'),
    draws: count('draw'),
    path: progress.battles.map((b) => b.key),
  };
}
