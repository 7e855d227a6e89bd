import type { CatalogueIndex } from './catalogue';
import { normaliseName } from './characteristics';
import { modifierApplies, type ImportContext } from './conditions';
import { issue, type ImportIssue } from './issues';
import type { ImportedUnitInput } from './schema';
import { childrenOf } from './xml';

/**
 * A war engine's transport capacity (3.1.3) where the list prints it only in its Transport rule
 * ("Transport (Ork)": one line per vehicle, "Battlefortress: up to 8 units of Boyz, Kommandos or
 * Nobz. …"). Only the figures and the names of the units carried are kept, never the wording.
 * A line is read only in the phrasings below; a sentence it cannot read leaves the war engine
 * without a capacity and is reported, never guessed. Extras the engine's capacity cannot hold
 * (one unit that "may be" another kind, units carried "in addition") are left out, so the war
 * engine carries less than the list allows rather than more, and a notice says so.
 */
export interface TransportReading {
  readonly capacity: number;
  /** Ids of the list's units it may carry. */
  readonly carries: readonly string[];
  readonly largeUnits: readonly { readonly unit: string; readonly spaces: number }[];
  /** Sentences of the line that allow more than the capacity holds, left out. */
  readonly leftOut: readonly string[];
}

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

/** The lines of the list's Transport rules ("Name: …"), by the vehicle's name. */
export function transportLines(index: CatalogueIndex, ctx: ImportContext): Map<string, string> {
  const lines = new Map<string, string>();
  for (const { element } of index.byId.values()) {
    if (element.tag !== 'rule' || !/^transport\b/i.test(element.attrs.name ?? '')) continue;
    let text = element.children.find((c) => c.tag === 'description')?.text ?? '';
    for (const m of childrenOf(element, 'modifiers', 'modifier')) {
      if (
        m.attrs.field === 'description' &&
        m.attrs.type === 'set' &&
        modifierApplies(m, ctx) === true
      )
        text = m.attrs.value ?? text;
    }
    for (const line of text.split('\n')) {
      const m = /^\s*([^:]{1,60}):\s*(.+?)\s*$/.exec(line);
      if (m?.[1] && m[2]) lines.set(baseName(m[1]), m[2]);
    }
  }
  return lines;
}

/** "Big Gunz (Soopagun)" is a Big Gunz; "Buggies / Wartraks" is "Buggies/Wartraks". */
function baseName(name: string): string {
  return normaliseName(name)
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s*\/\s*/g, '/');
}

/** The list's units a name in the rule stands for: the unit of that name (singular or plural),
 * with its variants ("Big Gunz" names every Big Gunz profile). */
function unitsNamed(kind: string, units: readonly ImportedUnitInput[]): ImportedUnitInput[] {
  const k = baseName(kind);
  return units.filter((u) => {
    const n = baseName(u.name);
    return n === k || `${n}s` === k || n === `${k}s`;
  });
}

function splitKinds(text: string): string[] {
  return text
    .split(/\s*,\s*|\s+or\s+|\s+and\s+/)
    .map((k) => k.trim())
    .filter((k) => k !== '');
}

/**
 * Reads one line of the rule for a war engine of the list. `undefined` with an issue when the
 * line says something this reader does not know.
 */
export function readTransportLine(
  line: string,
  units: readonly ImportedUnitInput[],
  report: (message: string) => void,
): TransportReading | undefined {
  const sentences = line
    .split(/\.\s*/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const [first, ...rest] = sentences;
  const head =
    /^(?:up to\s+)?(\d+)\s+(?:units?\s+of\s+|of the following(?:\s+units)?:\s*)?(.+)$/i.exec(
      first ?? '',
    );
  if (!head?.[1] || !head[2] || /\bor\s+\d+\b/.test(head[2])) {
    report(`cannot read the transport capacity "${(first ?? '').slice(0, 120)}"`);
    return undefined;
  }
  const capacity = Number(head[1]);
  const carries: string[] = [];
  const largeUnits: { unit: string; spaces: number }[] = [];
  for (const raw of splitKinds(head[2])) {
    const places = /^(.+?)\s*\(takes? (\d+) places?\)$/i.exec(raw);
    const kind = places?.[1] ?? raw;
    const named = unitsNamed(kind, units);
    if (named.length === 0)
      report(
        `its transport rule names "${kind}", which is no unit of the list by that name (left out)`,
      );
    for (const u of named) {
      if (!carries.includes(u.id)) carries.push(u.id);
      if (places) largeUnits.push({ unit: u.id, spaces: Number(places[2]) });
    }
  }
  const leftOut: string[] = [];
  for (const s of rest) {
    const large = /^(.+?)\s+counts?\s+as\s+(\w+)\s+units?$/i.exec(s);
    const spaces = large && (NUMBERS[(large[2] ?? '').toLowerCase()] ?? Number(large[2]));
    if (large?.[1] && spaces && spaces >= 2) {
      for (const kind of splitKinds(large[1])) {
        const ids = /^light vehicles?$/i.test(kind)
          ? units.filter((u) => u.type === 'LV' && carries.includes(u.id)).map((u) => u.id)
          : unitsNamed(kind, units).map((u) => u.id);
        for (const id of ids)
          if (!largeUnits.some((l) => l.unit === id)) largeUnits.push({ unit: id, spaces });
      }
      continue;
    }
    // Room beyond the capacity, or one seat another kind may take: not expressible as one
    // capacity, so left out (the war engine carries less, never more, than the list allows).
    if (/\bin addition\b|\bmay be an?\b/i.test(s)) {
      leftOut.push(s.slice(0, 120));
      continue;
    }
    report(`cannot read "${s.slice(0, 120)}" in its transport capacity`);
    return undefined;
  }
  if (carries.length === 0 || capacity < 1 || capacity > 100) {
    report(`its transport rule names no unit of the list it may carry`);
    return undefined;
  }
  return { capacity, carries, largeUnits, leftOut };
}

/**
 * 3.1.3: gives each war engine of the list that has "Transport" without a figure the capacity
 * its line of the list's Transport rule prints; reports those it cannot read or finds no line
 * for (they are fielded carrying nothing).
 */
export function readWarEngineTransports(
  index: CatalogueIndex,
  ctx: ImportContext,
  units: readonly ImportedUnitInput[],
  issues: ImportIssue[],
  notices: ImportIssue[],
): void {
  const file = index.catalogue.file;
  let lines: Map<string, string> | undefined;
  for (const unit of units) {
    if (unit.type !== 'WE' || !unit.transport || unit.transport.capacity !== undefined) continue;
    lines ??= transportLines(index, ctx);
    const line = lines.get(baseName(unit.name));
    const report = (message: string) => issues.push(issue(file, message, unit.name, 'Transport'));
    if (line === undefined) {
      report('no line of the list’s Transport rule says how many units it carries');
      continue;
    }
    const read = readTransportLine(line, units, report);
    if (!read) continue;
    unit.transport = {
      capacity: read.capacity,
      carries: [...read.carries],
      ...(read.largeUnits.length > 0 ? { largeUnits: [...read.largeUnits] } : {}),
    };
    for (const s of read.leftOut)
      notices.push(
        issue(
          file,
          `"${s}" is left out: it carries only the capacity read`,
          unit.name,
          'Transport',
        ),
      );
  }
}
