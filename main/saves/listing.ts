import type { SaveMeta } from '../../engine/netea/saves';

/** One entry of the list of saves, as main sends it to the window (node-free: the page imports it). */
export type SaveListing =
  | {
      readonly id: string;
      readonly kind: 'autosave' | 'named';
      readonly meta: SaveMeta;
      /** The file was damaged and its previous good version is what loading will give. */
      readonly fromBackup: boolean;
    }
  | { readonly id: string; readonly kind: 'autosave' | 'named'; readonly problem: string };
