import type {
  Battle,
  Campaign,
  CampaignInput,
  Effect,
  Ladder,
  Outcome,
} from '../../../engine/netea/campaigns';
import { slugOf } from '../../../engine/kernel/slug';
import { DEFAULT_TOURNAMENT_GAME } from '../../../engine/netea/scenarios/tournamentOptions';

/**
 * The campaign editor's draft (seed 001 5.4.2 ladder, tree and narrative campaigns): flat fields a form
 * edits, turned into a campaign definition that the engine's own schema and checks validate
 * (parseCampaign), so the editor accepts exactly what an imported file would.
 */
export interface DraftBattle {
  readonly key: string;
  readonly title: string;
  readonly text: string;
  readonly ground: 'scenario' | 'tournament';
  readonly scenario: string;
  /** A tournament game's points (6.1.1). */
  readonly points: number;
  /** A scenario battle's turn limit; empty for the scenario's own. */
  readonly maxTurns: string;
  readonly rewards: Readonly<Record<Outcome, readonly Effect[]>>;
  /** Tree, narrative: the node each result leads to (a battle's, a choice's or an ending's key). */
  readonly next: Readonly<Record<Outcome, string>>;
  /** What the editor does not show (a file's forces, special rules, notes, side), kept as it
   * was so that editing a definition never loses it. */
  readonly keep?: Partial<Battle>;
}

export interface DraftEnding {
  readonly key: string;
  readonly title: string;
  readonly text: string;
  readonly winner: 'person' | 'opponent' | 'nobody';
}

/** 5.4.2 Narrative: one option of a choice ("march on the palace"), and where it leads. */
export interface DraftOption {
  readonly id: string;
  readonly label: string;
  readonly text: string;
  readonly next: string;
}

/** 5.4.2 Narrative: "the options presented to the player" between battles. */
export interface DraftChoice {
  readonly key: string;
  readonly text: string;
  readonly options: readonly DraftOption[];
}

export type DraftKind = 'ladder' | 'tree' | 'narrative';

export interface Draft {
  readonly kind: DraftKind;
  readonly name: string;
  readonly summary: string;
  readonly person: string;
  readonly opponent: string;
  readonly battles: readonly DraftBattle[];
  /** Tree and narrative. */
  readonly endings: readonly DraftEnding[];
  /** Narrative only (absent: none). */
  readonly choices?: readonly DraftChoice[];
  /** Tree, narrative: the node the campaign begins with (absent: the first battle). */
  readonly start?: string;
  /** Kept as the definition had them: the AI player, a ladder's decider, a tree's limit. */
  readonly keep?: { player?: string; decider?: Ladder['decider']; maxBattles?: number };
}

export const OUTCOMES: readonly Outcome[] = ['win', 'draw', 'loss'];

export function newBattle(n: number, scenario: string): DraftBattle {
  return {
    key: `battle-${n}`,
    title: '',
    text: '',
    ground: 'scenario',
    scenario,
    points: DEFAULT_TOURNAMENT_GAME.pointsTotal,
    maxTurns: '',
    rewards: { win: [], draw: [], loss: [] },
    next: { win: '', draw: '', loss: '' },
  };
}

export function newEnding(n: number): DraftEnding {
  return { key: `ending-${n}`, title: '', text: '', winner: 'person' };
}

export function newOption(n: number): DraftOption {
  return { id: `option-${n}`, label: '', text: '', next: '' };
}

/** A choice needs two options at least (5.4.2: "march on the palace or secure the spaceport"). */
export function newChoice(key: string): DraftChoice {
  return { key, text: '', options: [newOption(1), newOption(2)] };
}

export function newDraft(kind: DraftKind, scenario: string): Draft {
  return {
    kind,
    name: '',
    summary: '',
    person: '',
    opponent: '',
    battles: [newBattle(1, scenario)],
    endings: kind === 'ladder' ? [] : [newEnding(1)],
    ...(kind === 'narrative' ? { choices: [] } : {}),
  };
}

/** A fresh key of this kind not used yet. */
export function freshKey(prefix: 'battle' | 'ending' | 'choice', draft: Draft): string {
  const used = new Set(
    [...draft.battles, ...draft.endings, ...(draft.choices ?? [])].map((x) => x.key),
  );
  for (let n = 1; ; n++) if (!used.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

/** A fresh option id within a choice. */
export function freshOption(choice: DraftChoice): DraftOption {
  const used = new Set(choice.options.map((o) => o.id));
  for (let n = 1; ; n++) if (!used.has(`option-${n}`)) return newOption(n);
}

/** The effect the editor adds first for a ground: formations for fixed forces, points otherwise. */
export function newEffect(kind: Effect['kind']): Effect {
  switch (kind) {
    case 'reinforce':
    case 'reserve':
      return { kind, party: 'person', formation: '', count: 1 };
    case 'points':
      return { kind, party: 'person', points: 100 };
    case 'strategy':
      return { kind, party: 'person', change: 1 };
  }
}

/** A campaign id from its name (the schema's lower-case letters, digits and hyphens). */
function idOf(name: string): string {
  return slugOf(name) || 'my-campaign';
}

function battleOf(b: DraftBattle) {
  const rewards = Object.fromEntries(
    OUTCOMES.flatMap((o) => (b.rewards[o].length > 0 ? [[o, b.rewards[o]]] : [])),
  );
  const turns = b.maxTurns.trim();
  const { title: _t, text: _x, ground: kept, maxTurns: _m, rewards: _r, ...keep } = b.keep ?? {};
  // A tournament game's other options (armies, table, terrain) as the definition had them.
  const options = kept?.kind === 'tournament' ? kept.options : DEFAULT_TOURNAMENT_GAME;
  return {
    ...keep,
    title: b.title,
    text: b.text,
    ground:
      b.ground === 'scenario'
        ? { kind: 'scenario' as const, scenario: b.scenario }
        : {
            kind: 'tournament' as const,
            options: { ...options, pointsTotal: b.points },
          },
    ...(b.ground === 'scenario' && turns !== '' ? { maxTurns: Number(turns) } : {}),
    ...(Object.keys(rewards).length > 0 ? { rewards } : {}),
  };
}

/** The definition the draft stands for, to validate and save. */
export function toDefinition(draft: Draft): CampaignInput {
  const common = {
    id: idOf(draft.name),
    name: draft.name,
    section: '5.4.2',
    summary: draft.summary,
    ...(draft.person.trim() ? { person: { name: draft.person } } : {}),
    ...(draft.opponent.trim()
      ? { opponent: { name: draft.opponent, player: draft.keep?.player ?? 'ai:normal' } }
      : {}),
  };
  if (draft.kind === 'ladder')
    return {
      kind: 'ladder',
      ...common,
      battles: draft.battles.map(battleOf),
      ...(draft.keep?.decider ? { decider: draft.keep.decider } : {}),
    };
  const nodes: Record<string, unknown> = {};
  for (const b of draft.battles)
    nodes[b.key] = { kind: 'battle', battle: battleOf(b), next: { ...b.next } };
  for (const e of draft.endings)
    nodes[e.key] = {
      kind: 'ending',
      ending: { title: e.title, text: e.text, winner: e.winner === 'nobody' ? null : e.winner },
    };
  // 5.4.2 Narrative: the choices between battles; a tree has none (parseCampaign refuses them).
  for (const c of draft.kind === 'narrative' ? (draft.choices ?? []) : [])
    nodes[c.key] = {
      kind: 'choice',
      text: c.text,
      options: c.options.map((o) => ({
        id: o.id,
        label: o.label,
        ...(o.text.trim() ? { text: o.text } : {}),
        next: o.next,
      })),
    };
  return {
    kind: draft.kind,
    ...common,
    start: draft.start || (draft.battles[0]?.key ?? ''),
    nodes,
    ...(draft.keep?.maxBattles ? { maxBattles: draft.keep.maxBattles } : {}),
  } as CampaignInput;
}

/** A saved ladder, tree or narrative definition back into the editor (null for another kind). */
export function fromDefinition(c: Campaign, scenario: string): Draft | null {
  if (c.kind !== 'ladder' && c.kind !== 'tree' && c.kind !== 'narrative') return null;
  const battle = (
    key: string,
    b: Extract<Campaign, { kind: 'ladder' }>['battles'][number],
    next?: Record<Outcome, string>,
  ): DraftBattle => ({
    ...newBattle(1, scenario),
    key,
    title: b.title,
    text: b.text,
    ground: b.ground.kind,
    scenario: b.ground.kind === 'scenario' ? b.ground.scenario : scenario,
    points:
      b.ground.kind === 'tournament'
        ? b.ground.options.pointsTotal
        : DEFAULT_TOURNAMENT_GAME.pointsTotal,
    maxTurns: b.maxTurns === undefined ? '' : String(b.maxTurns),
    rewards: {
      win: b.rewards?.win ?? [],
      draw: b.rewards?.draw ?? [],
      loss: b.rewards?.loss ?? [],
    },
    ...(next ? { next } : {}),
    keep: b,
  });
  const base = {
    name: c.name,
    summary: c.summary,
    person: c.person?.name ?? '',
    opponent: c.opponent?.name ?? '',
    keep: {
      ...(c.opponent ? { player: c.opponent.player } : {}),
      ...(c.kind === 'ladder' ? { decider: c.decider } : { maxBattles: c.maxBattles }),
    },
  };
  if (c.kind === 'ladder')
    return {
      kind: 'ladder',
      ...base,
      battles: c.battles.map((b, i) => battle(`battle-${i + 1}`, b)),
      endings: [],
    };
  const entries = Object.entries(c.nodes);
  // The start first: the tree's first battle is where it begins.
  entries.sort(([a], [b]) => (a === c.start ? -1 : b === c.start ? 1 : 0));
  const first = entries.find(([, n]) => n.kind === 'battle')?.[0];
  return {
    kind: c.kind,
    ...base,
    // The start is kept where it is no first battle (a narrative may begin with a choice).
    ...(c.start !== first ? { start: c.start } : {}),
    ...(c.kind === 'narrative'
      ? {
          choices: entries.flatMap(([key, n]) =>
            n.kind === 'choice'
              ? [
                  {
                    key,
                    text: n.text,
                    options: n.options.map((o) => ({
                      id: o.id,
                      label: o.label,
                      text: o.text ?? '',
                      next: o.next,
                    })),
                  },
                ]
              : [],
          ),
        }
      : {}),
    battles: entries.flatMap(([key, n]) =>
      n.kind === 'battle' ? [battle(key, n.battle, n.next)] : [],
    ),
    endings: entries.flatMap(([key, n]) =>
      n.kind === 'ending'
        ? [{ key, title: n.ending.title, text: n.ending.text, winner: n.ending.winner ?? 'nobody' }]
        : [],
    ),
  };
}
