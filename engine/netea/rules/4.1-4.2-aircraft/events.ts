import type { Point } from '../../../kernel/geometry/types';
import type { Side } from '../../commands/primitives';
import type { Mission } from './state';

/** What happens in an aircraft's mission (4.2), for the log, the view and the tests. */
export type AircraftEvent =
  | {
      readonly type: 'aircraft/mission-declared';
      readonly side: Side;
      readonly formationId: string;
      readonly mission: Mission;
      readonly section: string;
    }
  | {
      readonly type: 'aircraft/stood-down';
      readonly formationId: string;
      readonly failed: boolean;
      readonly section: string;
    }
  | {
      readonly type: 'aircraft/approached';
      readonly formationId: string;
      readonly path: readonly Point[];
      readonly section: string;
    }
  | {
      readonly type: 'aircraft/flak';
      readonly formationId: string;
      readonly unitIds: readonly string[];
      readonly hits: number;
      readonly section: string;
    }
  | { readonly type: 'aircraft/jinked'; readonly formationId: string; readonly section: string }
  | {
      readonly type: 'aircraft/on-cap';
      readonly formationId: string;
      readonly entry: Point;
      readonly section: string;
    }
  | {
      /** 4.2: at the end of the turn the CAP stays on into the next, or returns to base. */
      readonly type: 'aircraft/cap-stays';
      readonly formationId: string;
      readonly stay: boolean;
      readonly section: string;
    }
  | {
      readonly type: 'aircraft/intercepted';
      readonly formationId: string;
      readonly targetFormationId: string;
      readonly hits: number;
      readonly section: string;
    }
  | {
      readonly type: 'aircraft/disengaging';
      readonly formationId: string;
      readonly path: readonly Point[];
      readonly section: string;
    }
  | {
      readonly type: 'aircraft/exited';
      readonly formationId: string;
      readonly edge: string | null;
      readonly section: string;
    }
  | { readonly type: 'aircraft/landed'; readonly formationId: string; readonly section: string }
  | { readonly type: 'aircraft/stayed'; readonly formationId: string; readonly section: string }
  | {
      readonly type: 'aircraft/air-assault';
      readonly formationId: string;
      readonly targetFormationId: string;
      readonly section: string;
    }
  | { readonly type: 'aircraft/lost-in-assault'; readonly unitId: string; readonly section: string }
  | {
      readonly type: 'aircraft/cargo-lost';
      readonly unitIds: readonly string[];
      readonly section: string;
    };
