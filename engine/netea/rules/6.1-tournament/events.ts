import type { Side } from '../../commands/primitives';
import type { ReserveMeans, TournamentEdge } from './state';

/** What the tournament game's rules report (6.1), each with its section. */
export type TournamentEvent =
  | {
      readonly type: 'tournament/roll-off-won';
      readonly side: Side;
      readonly for: 'edge' | 'objectives';
      readonly section: string;
    }
  | {
      readonly type: 'tournament/edge-chosen';
      readonly side: Side;
      readonly edge: TournamentEdge;
      readonly section: string;
    }
  | {
      readonly type: 'tournament/formation-set-up';
      readonly side: Side;
      readonly formationId: string;
      readonly garrison: boolean;
      readonly overwatch: boolean;
      readonly section: string;
    }
  | {
      readonly type: 'tournament/reserves-declared';
      readonly side: Side;
      readonly reserves: readonly { readonly formationId: string; readonly means: ReserveMeans }[];
      readonly section: string;
    }
  | {
      readonly type: 'tournament/goals';
      readonly turn: number;
      readonly goals: readonly [readonly string[], readonly string[]];
      readonly section: string;
    }
  | {
      /** 6.1.6 FAQ: a pass; `heldBack`, the reserves kept back for the rest of the phase. */
      readonly type: 'action/passed';
      readonly side: Side;
      readonly heldBack: readonly string[];
      readonly section: string;
    }
  | {
      /** 6.1.6: a reserve formation steps into a portal to enter play. */
      readonly type: 'tournament/portal-entered';
      readonly formationId: string;
      readonly portalId: string;
      readonly section: string;
    }
  | {
      /** 6.1.6 Portal: units still in the portal at the end of the move (destroyed). */
      readonly type: 'tournament/portal-stuck';
      readonly formationId: string;
      readonly unitIds: readonly string[];
      readonly section: string;
    }
  | {
      /** 6.1.6 FAQ: a reserve that cannot enter play loses its activation; `blastMarker` after
       * a failed action test. */
      readonly type: 'tournament/no-way-in';
      readonly formationId: string;
      readonly blastMarker: boolean;
      readonly section: string;
    }
  | {
      readonly type: 'tournament/victory-points';
      readonly points: readonly [number, number];
      readonly section: string;
    };
