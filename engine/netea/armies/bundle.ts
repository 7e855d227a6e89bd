import type { ImportedList } from './schema';

/**
 * What of an imported list is shipped with the program: everything but the text of the notes
 * the importer could not read, which may be a catalogue's rules prose (bsdata/SOURCE.md). Their
 * number stays, so the program still says a unit has notes it does not know.
 */
export function forBundling(list: ImportedList): ImportedList {
  return {
    ...list,
    units: list.units.map((u) => ({
      ...u,
      unreadNotes: [],
      unreadNoteCount: u.unreadNotes.length + (u.unreadNoteCount ?? 0),
    })),
  };
}

/** The catalogues bundled as the program's army lists (NetEA's version where offered). */
export const BUNDLED_CATALOGUES = [
  'Space Marines - EA.cat',
  'Imperial Guard - Steel Legion - EA.cat',
  "Orks - Ghazghkull Thraka's War Horde - EA.cat",
  'Eldar - Biel-Tan - EA.cat',
  'Chaos - Black Legion - EA.cat',
  'Adeptus Mechanicus - Titan Legions - EA.cat',
  'Tyranids - EA.cat',
  'Necrons - EA.cat',
  'Tau - EA.cat',
] as const;
