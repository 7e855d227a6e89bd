import type { Point } from '../../../kernel/geometry';
import type { Side } from '../../commands/primitives';

/** What spacecraft operations report (4.3). */
export type SpacecraftEvent =
  /** 4.3.1: a spacecraft is set up at its table edge and its turn of arrival declared; its
   * secret plan is written down but stays out of the event (view.ts). */
  | {
      readonly type: 'spacecraft/set-up';
      readonly side: Side;
      readonly formationId: string;
      readonly position: Point;
      readonly turn: number;
      readonly section: string;
    }
  /** 4.3.2: the action test failed: the spacecraft arrives on a later free turn. */
  | {
      readonly type: 'spacecraft/delayed';
      readonly formationId: string;
      readonly turn: number;
      readonly section: string;
    }
  /** 4.3.3: an orbital bombardment falls: the secretly plotted points are revealed. */
  | {
      readonly type: 'spacecraft/bombardment';
      readonly formationId: string;
      readonly centres: readonly Point[];
      readonly points: number;
      readonly section: string;
    }
  /** 4.4: a unit landed by planetfall: its drop zone revealed, where it was placed, where it
   * scattered to, and where it came down (null: off the table, destroyed with its cargo). */
  | {
      readonly type: 'planetfall/landed';
      readonly unitId: string;
      readonly formationId: string;
      readonly dropZone: Point;
      readonly placed: Point;
      readonly scattered: Point;
      readonly at: Point | null;
      readonly section: string;
    }
  /** 4.4: the passengers of a formation just landed by planetfall stay aboard, to disembark
   * later (those who got out are reported as disembarking, 1.7.5). */
  | {
      readonly type: 'planetfall/stayed-aboard';
      readonly formationId: string;
      readonly unitIds: readonly string[];
      readonly section: string;
    }
  /** 4.4, the Space Marine list's Drop Pod rule: the landed pod's weapon attacks every enemy
   * unit within its range (`targetIds`; the dice, saves and Blast markers follow as their own
   * events); `attacked` the formations that came under fire. */
  | {
      readonly type: 'drop-pod/attack';
      readonly unitId: string;
      /** The pod's name, for the log once the pod has been removed. */
      readonly name: string;
      readonly formationId: string;
      readonly weapon: string;
      readonly targetIds: readonly string[];
      readonly attacked: readonly string[];
      readonly section: string;
    }
  /** Drop Pod rule: its cargo out, the formation's pods are removed from the table (they are
   * not destroyed: they leave the game). */
  | {
      readonly type: 'drop-pod/removed';
      readonly formationId: string;
      readonly unitIds: readonly string[];
      readonly section: string;
    }
  /** 4.3.2: the operation is over and the spacecraft's model removed. */
  | {
      readonly type: 'spacecraft/departed';
      readonly formationId: string;
      readonly section: string;
    };
