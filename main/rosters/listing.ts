import type { Roster } from '../../engine/netea/armies/roster/schema';

/* What the roster library answers the page (node-free: the page imports it). */

/** One roster as the builder lists it; a damaged file says why it cannot be opened. */
export type RosterListing =
  | {
      readonly id: string;
      readonly name: string;
      /** The army list's name as a person reads it. */
      readonly listName: string;
      readonly points: number;
      readonly pointsLimit: number;
      /** How many constraints the roster breaks (0: a legal army). */
      readonly problems: number;
      readonly fromBackup: boolean;
    }
  | { readonly id: string; readonly problem: string };

export interface OpenedRoster {
  readonly roster: Roster;
  /** Why the file itself was not used, when its previous version was. */
  readonly warnings: readonly string[];
}

export interface ImportedRoster {
  readonly id: string;
  readonly roster: Roster;
  /** Each entry of the file that could not be mapped onto the bundled list. */
  readonly unmapped: readonly string[];
}
