import { strFromU8, unzipSync } from 'fflate';
import { err, ok, type Result } from '../../../kernel/result';
import { parseXml, type XmlElement } from '../xml';
import type { EntryNode, ImportedFormation, ImportedList } from '../schema';
import type { Roster, RosterFormation, Selection } from './schema';
import { choicesOf } from './tree';

/**
 * Reading BattleScribe rosters: a `.ros` file (XML) or a `.rosz` (the same, zipped), mapped onto
 * a bundled army list. Selections are matched by the entry ids BattleScribe records (link and
 * target ids joined by "::"), then by name; every selection that cannot be mapped is named in
 * `unmapped`, nothing is dropped silently.
 */
export interface RosterImport {
  readonly roster: Roster;
  readonly unmapped: readonly string[];
}

/** The largest roster we inflate; real ones are a few hundred kilobytes at most. */
export const MAX_ROSTER_BYTES = 8_000_000;
/** Real rosters compress 5 to 20 times; a far higher ratio is a zip bomb. */
export const MAX_COMPRESSION_RATIO = 200;

function kids(e: XmlElement, wrapper: string, tag: string): XmlElement[] {
  return e.children
    .filter((c) => c.tag === wrapper)
    .flatMap((w) => w.children.filter((c) => c.tag === tag));
}

function matchEntry(choices: readonly EntryNode[], selection: XmlElement): EntryNode | undefined {
  const ids = (selection.attrs.entryId ?? '').split('::').reverse();
  for (const id of ids) {
    const found = choices.find((c) => c.id === id);
    if (found) return found;
  }
  const name = (selection.attrs.name ?? '').toLowerCase();
  return choices.find((c) => c.name.toLowerCase() === name);
}

function mapSelections(
  node: EntryNode,
  elements: readonly XmlElement[],
  where: string,
  unmapped: string[],
): Selection[] {
  const out: Selection[] = [];
  const choices = choicesOf(node);
  for (const s of elements) {
    const entry = matchEntry(choices, s);
    const name = s.attrs.name ?? s.attrs.entryId ?? '?';
    if (!entry) {
      unmapped.push(`${where} › ${name}: no such entry in the bundled list`);
      continue;
    }
    const count = Number(s.attrs.number ?? '1');
    if (!Number.isInteger(count) || count < 1 || count > 1000) {
      unmapped.push(`${where} › ${name}: the number "${s.attrs.number ?? ''}" is not a count`);
      continue;
    }
    out.push({
      entry: entry.id,
      count,
      selections: mapSelections(
        entry,
        kids(s, 'selections', 'selection'),
        `${where} › ${entry.name}`,
        unmapped,
      ),
    });
  }
  return out;
}

function matchFormation(list: ImportedList, s: XmlElement): ImportedFormation | undefined {
  const ids = (s.attrs.entryId ?? '').split('::').reverse();
  for (const id of ids) {
    const found = list.formations.find((f) => f.entry.id === id);
    if (found) return found;
  }
  return list.formations.find((f) => f.name.toLowerCase() === (s.attrs.name ?? '').toLowerCase());
}

/** Reads a `.ros` roster's XML onto one of `lists`. */
export function readRos(
  text: string,
  file: string,
  lists: readonly ImportedList[],
): Result<RosterImport, string[]> {
  const parsed = parseXml(text, file);
  if (!parsed.ok) return err(parsed.error.map((i) => `${i.file}: ${i.message}`));
  const root = parsed.value;
  if (root.tag !== 'roster')
    return err([`${file}: expected a <roster> root element, found <${root.tag}>`]);
  const forces = kids(root, 'forces', 'force');
  const first = forces[0];
  if (!first) return err([`${file}: the roster has no force`]);
  const catalogueName = first.attrs.catalogueName ?? '';
  const list = lists.find((l) => l.name === catalogueName);
  if (!list) {
    return err([
      `${file}: the roster is for the army list "${catalogueName}", which is not bundled with this program`,
    ]);
  }
  const unmapped: string[] = [];
  for (const other of forces.slice(1)) {
    unmapped.push(
      `force "${other.attrs.name ?? '?'}" of ${other.attrs.catalogueName ?? '?'}: only the first force is read`,
    );
  }
  const formations: RosterFormation[] = [];
  for (const s of kids(first, 'selections', 'selection')) {
    const name = s.attrs.name ?? '?';
    if (name === '-Community-') {
      const chosen = kids(s, 'selections', 'selection').map((c) => c.attrs.name ?? '');
      if (list.community && !chosen.includes(list.community)) {
        unmapped.push(
          `-Community-: the roster chose ${chosen.join(', ') || 'none'}, the bundled list is ${list.community}'s`,
        );
      }
      continue;
    }
    const formation = matchFormation(list, s);
    if (!formation) {
      unmapped.push(`${name}: no such formation in ${list.name}`);
      continue;
    }
    const count = Number(s.attrs.number ?? '1');
    const times = Number.isInteger(count) && count >= 1 && count <= 100 ? count : 1;
    const selections = mapSelections(
      formation.entry,
      kids(s, 'selections', 'selection'),
      formation.name,
      unmapped,
    );
    for (let i = 0; i < times; i += 1) formations.push({ formation: formation.id, selections });
  }
  const limit = kids(root, 'costLimits', 'costLimit').find(
    (c) => c.attrs.typeId === 'points' || c.attrs.name === 'pts',
  );
  const pointsLimit = Math.max(
    0,
    Math.min(100_000, Math.round(Number(limit?.attrs.value ?? '0')) || 0),
  );
  return ok({
    roster: {
      list: list.id,
      listRevision: first.attrs.catalogueRevision ?? '',
      name: (root.attrs.name ?? file).slice(0, 200) || file,
      pointsLimit,
      formations,
    },
    unmapped,
  });
}

/** Reads a `.rosz` (a zip holding one `.ros`), refusing archives that inflate beyond reason. */
export function readRosz(
  data: Uint8Array,
  file: string,
  lists: readonly ImportedList[],
): Result<RosterImport, string[]> {
  let problem: string | undefined;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, {
      filter: (info) => {
        if (problem) return false;
        if (!/\.ros$/i.test(info.name)) return false;
        if (info.originalSize > MAX_ROSTER_BYTES) {
          problem = `${info.name} would inflate to ${info.originalSize} bytes, over the limit of ${MAX_ROSTER_BYTES}`;
        } else if (info.size > info.originalSize + info.originalSize / 10 + 1024) {
          // Deflate never grows data by more than a few bytes per block: a file whose compressed
          // size exceeds what it declares lies about its size, and inflating it would work
          // through all of it only to cut it off.
          problem = `${info.name} declares ${info.originalSize} bytes but holds ${info.size} compressed`;
        } else if (info.originalSize > Math.max(info.size, 1) * MAX_COMPRESSION_RATIO) {
          problem = `${info.name} is compressed ${Math.round(info.originalSize / Math.max(info.size, 1))} to 1, which only a zip bomb is`;
        }
        return problem === undefined;
      },
    });
  } catch (e) {
    return err([
      `${file}: not a readable zip archive: ${e instanceof Error ? e.message : String(e)}`,
    ]);
  }
  if (problem) return err([`${file}: ${problem}`]);
  const names = Object.keys(files);
  if (names.length !== 1 || !names[0]) {
    return err([`${file}: expected one .ros roster inside the archive, found ${names.length}`]);
  }
  const bytes = files[names[0]] as Uint8Array;
  if (bytes.length > MAX_ROSTER_BYTES)
    return err([`${file}: the roster inflates beyond ${MAX_ROSTER_BYTES} bytes`]);
  return readRos(strFromU8(bytes), names[0], lists);
}
