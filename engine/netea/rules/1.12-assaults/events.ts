import type { Side } from '../../commands/schema';

/**
 * Events of assaults (1.12) and withdrawals (1.13.3), part of the GameEvent union
 * (engine/netea/events.ts, where `emit` reports them).
 */

export interface ResultModifier {
  readonly value: number;
  readonly reason: string;
}

export interface ResultScore {
  readonly side: Side;
  /** The two dice and the highest, which the modifiers are added to (1.12.7). */
  readonly dice: readonly [number, number];
  readonly highest: number;
  readonly modifiers: readonly ResultModifier[];
  readonly total: number;
}

export type AssaultEvent =
  | {
      readonly type: 'assault/declared';
      readonly formationId: string;
      readonly targetFormationIds: readonly string[];
      readonly section: '1.12.2';
    }
  | {
      readonly type: 'assault/called-off';
      readonly formationId: string;
      readonly reason: string;
      readonly section: string;
    }
  | {
      readonly type: 'assault/joined';
      readonly formationId: string;
      /** The side it fights for: the attacker's or the defender's. */
      readonly role: 'attacker' | 'defender';
      /** 1.12.4 drawn in by a counter charge; 2.1.2 following a commander; 2.1.3 FAQ in base
       * contact with a formation of the assault when it was declared; seed 001 5.3.11.3 a
       * team-mate's formation joining a combined assault. */
      readonly section: '1.12.4' | '2.1.2' | '2.1.3' | 'seed 001 5.3.11.3';
    }
  | {
      readonly type: 'assault/zoc-lost';
      readonly unitId: string;
      readonly section: '1.12.3';
    }
  | {
      readonly type: 'assault/engaged';
      readonly round: number;
      readonly engaged: readonly string[];
      readonly section: '1.12.5';
    }
  | {
      readonly type: 'assault/attacks-rolled';
      readonly side: Side;
      readonly closeCombat: number;
      readonly firefight: number;
      readonly hits: number;
      readonly source: 'attacks' | 'support';
      /** 2.2.4: the first strike, or the attacks after it (absent: no first strike). */
      readonly strike?: 'first' | 'rest';
      readonly section: string;
    }
  | {
      readonly type: 'assault/hits-allocated';
      readonly side: Side;
      readonly hits: readonly { readonly unitId: string; readonly count: number }[];
      readonly section: string;
    }
  | {
      readonly type: 'assault/support-declared';
      readonly side: Side;
      readonly formationIds: readonly string[];
      readonly section: '1.12.6';
    }
  | {
      readonly type: 'assault/result';
      readonly scores: readonly [ResultScore, ResultScore];
      readonly winner: Side | null;
      readonly section: '1.12.7';
    }
  | {
      readonly type: 'assault/next-round';
      readonly round: number;
      readonly section: '1.12.7';
    }
  | {
      readonly type: 'assault/winner';
      readonly side: Side;
      readonly reason: 'defender-wiped-out' | 'attack-stalled' | 'wiped-out' | 'result';
      readonly section: string;
    }
  | {
      readonly type: 'assault/extra-hits';
      readonly side: Side;
      readonly count: number;
      readonly section: string;
    }
  | {
      readonly type: 'assault/formation-destroyed';
      readonly formationId: string;
      readonly section: '1.12.8';
    }
  | {
      readonly type: 'assault/withdrawal';
      readonly formationIds: readonly string[];
      readonly section: '1.13.3';
    }
  | {
      readonly type: 'assault/unit-caught';
      readonly unitId: string;
      readonly reason: 'within-15cm' | 'speed-zero';
      readonly section: '1.13.3';
    }
  | {
      readonly type: 'assault/ended';
      readonly winner: Side | null;
      readonly section: '1.12';
    };
