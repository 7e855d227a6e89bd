import { readFileSync } from 'node:fs';

/**
 * Just enough of BattleScribe's catalogue XML to compare our datasheets with it in tests: the
 * characteristics of a named profile. The catalogues stay in ../shared/bsdata and are read, never
 * copied (bsdata/SOURCE.md).
 */
export type Characteristics = Readonly<Record<string, string>>;

const cache = new Map<string, string>();

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The characteristics of the first profile called `entry` in `file`, or undefined. */
export function readProfile(dir: string, file: string, entry: string): Characteristics | undefined {
  let xml = cache.get(file);
  if (xml === undefined) {
    xml = readFileSync(dir + file, 'utf8');
    cache.set(file, xml);
  }
  const name = escapeRegExp(entry.replace(/&/g, '&amp;').replace(/'/g, '&apos;'));
  const profile = new RegExp(`<profile [^>]*name="${name}"[^>]*>([\\s\\S]*?)</profile>`).exec(xml);
  if (!profile?.[1]) return undefined;
  const out: Record<string, string> = {};
  const characteristic =
    /<characteristic name="([^"]*)"[^>]*?(?:\/>|>([\s\S]*?)<\/characteristic>)/g;
  for (const match of profile[1].matchAll(characteristic)) {
    out[decode(match[1] ?? '')] = decode(match[2] ?? '').trim();
  }
  return out;
}

/** A characteristic's lines: "A<BR><BR>B<BR>or C" → [["A"], ["B", "or C"]] (blocks per weapon). */
export function blocks(text: string): string[][] {
  return text.split(/<BR>\s*<BR>/i).map((block) =>
    block
      .split(/<BR>/i)
      .map((line) => line.trim())
      .filter((l) => l !== ''),
  );
}
