/** Events of war engines (3.2): damage points, critical hits, fires, reactor breaches. */
export type WarEngineEvent =
  | {
      readonly type: 'war-engine/damaged';
      readonly unitId: string;
      readonly formationId: string;
      /** Damage taken so far and the starting damage capacity (3.2.2). */
      readonly damage: number;
      readonly capacity: number;
      readonly cause: string;
      readonly section: string;
    }
  | {
      readonly type: 'war-engine/critical';
      readonly unitId: string;
      readonly kind: string;
      readonly summary: string;
      readonly section: '3.2.3';
    }
  | {
      readonly type: 'war-engine/fire';
      readonly unitId: string;
      readonly outcome: 'started' | 'spreads' | 'put-out' | 'burns';
      readonly fires: number;
      readonly section: '3.2.3';
    }
  | {
      readonly type: 'war-engine/reactor';
      readonly unitId: string;
      /** A breach opened by a critical, the end-phase roll: it explodes, leaks (a point of
       * damage) or is repaired. */
      readonly outcome: 'breached' | 'explodes' | 'leaks' | 'repaired';
      /** Breaches left open after this. */
      readonly breaches: number;
      readonly section: '3.2.3';
    }
  | {
      readonly type: 'war-engine/shield';
      readonly unitId: string;
      readonly kind: 'void-shield' | 'power-field';
      /** Shields still up after this one stopped the hit. */
      readonly left: number;
      readonly section: string;
    }
  | {
      readonly type: 'war-engine/shield-repaired';
      readonly unitId: string;
      readonly left: number;
      readonly section: string;
    };
