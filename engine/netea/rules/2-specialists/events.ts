import type { Side } from '../../commands/schema';

/** What the start of the turn's abilities report (1.4.2, 2.1.17). */
export type TurnStartEvent =
  | { readonly type: 'turn-start/roll-off-won'; readonly side: Side; readonly section: string }
  | { readonly type: 'turn-start/first-side'; readonly side: Side; readonly section: string }
  | { readonly type: 'turn-start/passed'; readonly side: Side; readonly section: string }
  | {
      readonly type: 'skimmer/popped-up';
      readonly unitIds: readonly string[];
      readonly section: string;
    }
  | {
      readonly type: 'teleport/left-behind';
      readonly unitId: string;
      readonly formationId: string;
      readonly section: string;
    };
