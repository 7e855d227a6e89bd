import type {
  BattleSide,
  Campaign,
  CampaignProgress,
  Effect,
  LeaguePerson,
  LeagueStandings,
} from '../../engine/netea/campaigns';
import type { LinkedBattle } from './library';
import type { ArmyChoice } from '../../engine/netea/scenarios/tournamentOptions';

/**
 * What the window sees of campaigns (the campaign screens): plain data, free of Node, so the
 * page's program can type its side against it (main/ipc/api.ts).
 */

/** A campaign the program brings with it, to start. */
export interface BundledCampaign {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly section: string;
  readonly summary: string;
  /** A story campaign can be played from the other side (not a league). */
  readonly sides: boolean;
  readonly person: string | null;
  readonly opponent: string | null;
  /** The AI player the campaign names for the opponent (a league names its own). */
  readonly opponentPlayer: string | null;
  /** Some battle is a tournament game: the person may bring an army of their choice (6.1.1). */
  readonly takesArmy: boolean;
}

/** A campaign definition of the person's own (imported or made in the editor): to start like a
 * bundled one (`listing.id` is its file's id), to edit, or damaged with its problem. */
export type OwnDefinition =
  | { readonly id: string; readonly listing: BundledCampaign; readonly definition: Campaign }
  | { readonly id: string; readonly problem: string };

/** How to start a campaign: a bundled one, from which side and against which AI player. */
export interface StartCampaignRequest {
  /** A bundled campaign's id, or the id of one of the person's own definitions. */
  readonly campaign: string;
  readonly seed: number;
  /** Play the force the campaign wrote for the opponent. */
  readonly otherSide?: boolean;
  /** The AI player of the opponent, instead of the campaign's own. */
  readonly opponentPlayer?: string;
  /** The person's army for every tournament-style battle (6.1.1); the campaign's own if absent. */
  readonly army?: ArmyChoice;
  /** 5.4.1: more people at this machine joining a league, each with a name and an army
   * (leaguePeople.ts); a league only. */
  readonly people?: readonly LeaguePerson[];
}

/** The step the campaign is at, as the screen shows it. */
export type StepView =
  | {
      readonly kind: 'battle';
      readonly key: string;
      readonly title: string;
      readonly text: string;
      readonly notes: readonly string[];
      readonly sides: readonly [BattleSide, BattleSide];
      /** What the last battle earned, applied to this one (5.4.2). */
      readonly effects: readonly Effect[];
      /** The scenario (or `tournament`) and its turn limit. */
      readonly ground: string;
      readonly maxTurns: number | null;
      /** Each side's formations in this battle, with the effects applied. */
      readonly forces: readonly [readonly string[], readonly string[]];
      /** The person plays in it (a league game between two AI players is played for them). */
      readonly personPlays: boolean;
    }
  | {
      readonly kind: 'choice';
      readonly node: string;
      readonly text: string;
      readonly options: readonly { id: string; label: string; text?: string | undefined }[];
    }
  /** 5.4.2 Map-based: the person's orders for this campaign turn (the map is in `progress`). */
  | { readonly kind: 'orders'; readonly turn: number }
  | {
      readonly kind: 'over';
      readonly winner: string | null;
      readonly title: string;
      readonly text: string;
    };

export interface CampaignView {
  readonly id: string;
  readonly progress: CampaignProgress;
  readonly step: StepView;
  /** The battle save linked to the campaign, as found (missing or damaged: replay or forfeit). */
  readonly linked: LinkedBattle;
  /** The game open now is this campaign's battle. */
  readonly live: boolean;
  readonly league: LeagueStandings | null;
  /** The names of the formations the campaign's effects name, by id. */
  readonly formations: Readonly<Record<string, string>>;
  readonly warnings: readonly string[];
}
