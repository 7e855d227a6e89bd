/**
 * What the person is told about fielding a roster: a unit or selection left out, or fielded with
 * something the engine does not play. Codes are stable for the renderer; messages name units
 * and formations as the list does.
 */
export interface FieldNote {
  readonly code:
    | 'field/aircraft'
    | 'field/spacecraft'
    | 'field/structure'
    | 'field/planetfall'
    | 'field/invalid-datasheet'
    | 'field/alternatives'
    | 'field/upgrade-not-fielded'
    | 'field/critical-not-enforced'
    | 'field/no-transport-capacity'
    | 'field/not-enforced'
    | 'field/empty-formation'
    | 'field/counts-as';
  readonly message: string;
  /** The formation as the roster names it ("Tactical 2"), when the note is about one. */
  readonly formation?: string;
  /** 'field/counts-as' (6.2.1): the player's model and the unit of the list it counts as. */
  readonly countsAs?: { readonly model: string; readonly unit: string };
  /** A 'field/counts-as' note the opponent's roster tells (6.2.1: told before the game). */
  readonly opponent?: boolean;
}
