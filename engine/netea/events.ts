import type { Side } from './commands/schema';
import type { RollEvent } from '../kernel/dice/roller';
import type { Point } from '../kernel/geometry/types';
import type { AssaultEvent } from './rules/1.12-assaults/events';
import type { MoveEvent } from './rules/1.7-movement/types';
import type { ShootingEvent } from './rules/1.9-shooting/events';
import type { Action } from './state/schema';
import type { TurnStartEvent } from './rules/2-specialists/events';
import type { TournamentEvent } from './rules/6.1-tournament/events';
import type { SpacecraftEvent } from './rules/4.3-4.4-spacecraft/events';
import type { AircraftEvent } from './rules/4.1-4.2-aircraft/events';
import type { PlantEvent } from './rules/5.3-scenarios/plantEvents';

/**
 * What happened when a command was applied, in order: every die rolled and every change a player
 * would notice, each with the rule section behind it. The renderer draws them, the dice log
 * lists them, the battle log prints them, tests assert them.
 */
type Sectioned = { readonly section: string };

export type GameEvent =
  | RollEvent
  | ShootingEvent
  | MoveEvent
  | AssaultEvent
  | TournamentEvent
  | SpacecraftEvent
  | AircraftEvent
  | PlantEvent
  | ({ readonly type: 'setup/roll-off-won'; readonly side: Side } & Sectioned)
  | { readonly type: 'setup/zone-chosen'; readonly side: Side; readonly zone: number }
  | ({
      readonly type: 'setup/objective-placed';
      readonly side: Side;
      readonly objectiveId: string;
      readonly position: Point;
    } & Sectioned)
  | {
      readonly type: 'setup/unit-deployed';
      readonly unitId: string;
      readonly position: Point;
      readonly facing: number;
    }
  | ({
      readonly type: 'setup/character-joined';
      readonly characterId: string;
      readonly characterName: string;
      readonly unitId: string;
    } & Sectioned)
  | { readonly type: 'setup/deployment-finished'; readonly side: Side }
  | { readonly type: 'game/turn-begins'; readonly turn: number }
  | ({
      readonly type: 'strategy/won';
      readonly side: Side;
      readonly totals: readonly number[];
      readonly tie: boolean;
    } & Sectioned)
  | ({ readonly type: 'strategy/first-side'; readonly side: Side } & Sectioned)
  | ({ readonly type: 'strategy/acting-order'; readonly order: readonly Side[] } & Sectioned)
  /** Seed 001 5.3.11.2: a team's commander picks the player who acts. */
  | ({ readonly type: 'team/picked'; readonly side: Side; readonly player: Side } & Sectioned)
  /** Seed 001 5.3.11.3: a player asks team-mates' formations to join his formation's attack. */
  | ({
      readonly type: 'team/join-asked';
      readonly side: Side;
      readonly formationId: string;
      readonly partnerIds: readonly string[];
    } & Sectioned)
  /** Seed 001 5.3.11.3: a team-mate's answer for his formations named as partners. */
  | ({
      readonly type: 'team/join-answered';
      readonly side: Side;
      readonly accept: boolean;
      readonly partnerIds: readonly string[];
    } & Sectioned)
  | TurnStartEvent
  | ({
      readonly type: 'action/declared';
      readonly side: Side;
      readonly formationId: string;
      readonly action: Action;
      readonly retained: boolean;
    } & Sectioned)
  | ({ readonly type: 'action/test-failed'; readonly formationId: string } & Sectioned)
  | ({ readonly type: 'action/ended'; readonly formationId: string } & Sectioned)
  | ({ readonly type: 'action/handed-over'; readonly side: Side } & Sectioned)
  | ({ readonly type: 'overwatch/entered'; readonly formationId: string } & Sectioned)
  | ({ readonly type: 'overwatch/remained'; readonly side: Side } & Sectioned)
  | ({
      readonly type: 'overwatch/fired';
      readonly formationId: string;
      readonly targetFormationId: string;
    } & Sectioned)
  | ({
      readonly type: 'blast/removed';
      readonly formationId: string;
      readonly count: number;
    } & Sectioned)
  | ({ readonly type: 'phase/end-begins' } & Sectioned)
  | ({
      readonly type: 'rally/passed';
      readonly formationId: string;
      readonly blastMarkers: number;
    } & Sectioned)
  | ({
      readonly type: 'rally/failed';
      readonly formationId: string;
      readonly broken: boolean;
    } & Sectioned)
  | ({
      readonly type: 'objectives/checked';
      readonly turn: number;
      readonly holders: readonly (Side | null)[];
    } & Sectioned)
  | ({
      /** Seed 001 5.3.7: the Orks' convoy: its road end and the order its formations arrive. */
      readonly type: 'scenario/convoy-ordered';
      readonly side: Side;
      readonly end: 'west' | 'east';
      readonly order: readonly string[];
    } & Sectioned)
  | ({
      /** Seed 001 5.3.5: every surviving unit of the formation left the table. */
      readonly type: 'scenario/formation-left-table';
      readonly side: Side;
      readonly formationId: string;
      readonly units: number;
      readonly halfOrLess: boolean;
    } & Sectioned)
  | ({
      readonly type: 'game/over';
      readonly winner: Side | null;
      readonly reason: string;
    } & Sectioned);

/** Events a rule step may report: assault events, and the game's own (rolls, casualties). */
export type AssaultSink = GameEvent[];

/** Reports an assault event.  */
export function emit(events: AssaultSink, event: AssaultEvent): void {
  (events as unknown as { push(e: AssaultEvent): unknown }).push(event);
}
