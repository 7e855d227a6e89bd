import type { FireType } from '../1.8-terrain/cover';
import type { WarEngineEvent } from '../3-war-engines/events';

/**
 * Events of shooting (1.9), crossfire (1.11), barrages (1.9.8) and Blast markers (1.3, 1.13).
 * The lead adds them to the GameEvent union (engine/netea/events.ts).
 */
export type ShootingEvent =
  | WarEngineEvent
  | {
      readonly type: 'shooting/target-chosen';
      readonly formationId: string;
      readonly targetFormationId: string;
      readonly shooters: readonly string[];
      readonly suppressed: readonly string[];
      readonly section: '1.9.1';
    }
  | {
      readonly type: 'shooting/crossfire';
      readonly formationId: string;
      readonly targetFormationId: string;
      readonly fromUnitId: string;
      readonly toUnitId: string;
      readonly section: '1.11';
    }
  | {
      readonly type: 'shooting/hits-scored';
      readonly formationId: string;
      readonly targetFormationId: string;
      readonly hits: Readonly<Record<FireType, number>>;
      readonly section: string;
    }
  | {
      readonly type: 'shooting/hits-allocated';
      readonly targetFormationId: string;
      /** Hits per unit, in allocation order. */
      readonly hits: readonly { readonly unitId: string; readonly count: number }[];
      readonly section: string;
    }
  | {
      readonly type: 'shooting/unit-saved';
      readonly unitId: string;
      readonly save: 'armour' | 'cover' | 'invulnerable';
      readonly section: string;
    }
  | {
      readonly type: 'shooting/unit-destroyed';
      readonly unitId: string;
      readonly formationId: string;
      readonly cause:
        | 'failed-save'
        | 'no-save'
        | 'panic'
        | 'transport-destroyed'
        | 'damage-capacity'
        | 'critical-hit';
      readonly section: string;
    }
  | {
      readonly type: 'shooting/passenger-placed';
      readonly unitId: string;
      readonly transportId: string;
      readonly section: '1.7.5';
    }
  | {
      readonly type: 'blast/markers-placed';
      readonly formationId: string;
      readonly count: number;
      readonly total: number;
      readonly reason: string;
      readonly section: string;
    }
  | {
      readonly type: 'blast/panic-hits';
      readonly formationId: string;
      readonly count: number;
      readonly section: '1.13.4';
    }
  | {
      readonly type: 'formation/broken';
      readonly formationId: string;
      readonly blastMarkers: number;
      readonly units: number;
      readonly section: string;
    };
