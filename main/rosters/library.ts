import {
  bundledList,
  bundledLists,
  readRoster,
  readRosterFile,
  rosterSchema,
  validateRoster,
  writeRoster,
  type Roster,
} from '../../engine/netea/armies';
import { formatIssues } from '../../engine/kernel/issues';
import { hashText } from '../../engine/kernel/hash';
import { err, ok, type Result } from '../../engine/kernel/result';
import { FileShelf, fileSlug, type FileDisk } from '../saves/shelf';
import type { ImportedRoster, OpenedRoster, RosterListing } from './listing';

/**
 * The player's rosters: one file each (`roster-<name>-<hash>`), on the same shelf as saves
 * (main/saves/shelf.ts: write queue, atomic replace keeping `.bak`, checked reading with
 * fallback). Every roster written has passed the schema and names a bundled list; a roster file
 * opened from elsewhere is checked first and refused, with nothing written, when it is bad.
 */
export class RosterLibrary {
  private readonly shelf: FileShelf<Roster, Roster>;

  constructor(disk: FileDisk) {
    const read = (text: string) => readRoster(text, bundledLists());
    this.shelf = new FileShelf(disk, { label: 'roster', read, summary: read });
  }

  /** Keep a roster under its name; the same name again replaces it. */
  async save(roster: unknown): Promise<Result<string>> {
    const checked = checkRoster(roster);
    if (!checked.ok) return checked;
    const id = rosterId('roster', checked.value.name);
    await this.shelf.write(id, () => writeRoster(checked.value));
    return ok(id);
  }

  async open(id: string): Promise<Result<OpenedRoster>> {
    const loaded = await this.shelf.load(id);
    if (!loaded.ok) return loaded;
    const { value, problems } = loaded.value;
    const warnings =
      problems.length > 0
        ? [`the roster file was damaged; its previous version was opened (${problems.join('; ')})`]
        : [];
    return ok({ roster: value, warnings });
  }

  /** Every roster, by name. */
  async list(): Promise<RosterListing[]> {
    const listed = await this.shelf.list();
    return listed
      .map((entry): RosterListing => {
        if ('problem' in entry) return entry;
        const list = bundledList(entry.meta.list);
        const check = list ? validateRoster(list, entry.meta) : { points: 0, problems: [0] };
        return {
          id: entry.id,
          name: entry.meta.name,
          listName: list?.name ?? entry.meta.list,
          points: check.points,
          pointsLimit: entry.meta.pointsLimit,
          problems: check.problems.length,
          fromBackup: entry.fromBackup,
        };
      })
      .sort((a, b) => nameOf(a).localeCompare(nameOf(b)) || a.id.localeCompare(b.id));
  }

  remove(id: string): Promise<Result<true>> {
    return this.shelf.remove(id);
  }

  /**
   * Keep a roster file a person opened (BattleScribe's .ros or .rosz, or our .epicroster): read
   * and mapped onto its bundled list first; a file that cannot be read is refused with its
   * reasons and nothing is written. Its id comes from its content, so the same file opened twice
   * is kept once and none of the player's own rosters is replaced by it.
   */
  async importFile(name: string, bytes: Uint8Array): Promise<Result<ImportedRoster>> {
    const read = readRosterFile(name, bytes, bundledLists());
    if (!read.ok) return read;
    const { roster, unmapped } = read.value;
    const text = writeRoster(roster);
    const id = rosterId('opened', `${roster.name}\n${text}`, roster.name);
    await this.shelf.write(id, () => text);
    return ok({ id, roster, unmapped });
  }
}

/** A roster from the page: the roster schema, and a list this program has. */
export function checkRoster(roster: unknown): Result<Roster> {
  const parsed = rosterSchema.safeParse(roster);
  if (!parsed.success) return err(formatIssues('roster', parsed.error.issues));
  if (!bundledList(parsed.data.list))
    return err([
      `the roster is for army list "${parsed.data.list}", which is not bundled with this program`,
    ]);
  return ok(parsed.data);
}

/** A readable, file-safe id: the name's letters and digits and a hash of what identifies it. */
function rosterId(prefix: string, identity: string, name = identity): string {
  const slug = fileSlug(name).replace(/-+$/, '');
  const hash = hashText(identity).slice(0, 10);
  return slug === '' ? `${prefix}-${hash}` : `${prefix}-${slug}-${hash}`;
}

function nameOf(listing: RosterListing): string {
  return 'name' in listing ? listing.name : listing.id;
}
