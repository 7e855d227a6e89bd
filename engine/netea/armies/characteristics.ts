/**
 * BattleScribe characteristics print a datasheet's columns as text with "<BR>" line breaks: a
 * blank line ("<BR><BR>") separates weapons, a single break separates the lines of one weapon
 * ("Force Weapon<BR>and"). These helpers split that text; they know nothing of the game.
 */

/** The blocks of a column, each a list of its lines: "A<BR><BR>B<BR>or C" → [["A"], ["B", "or C"]]. */
export function blocks(text: string): string[][] {
  if (text.trim() === '') return [];
  return text.split(/<BR>\s*<BR>/i).map((block) =>
    block
      .split(/<BR>/i)
      .map((line) => line.trim())
      .filter((l) => l !== ''),
  );
}

/** Splits a notes text at commas and line breaks that are not inside brackets. */
export function splitNotes(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  const flat = text.replace(/<BR>/gi, '\n');
  for (const ch of flat) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if ((ch === ',' || ch === '\n' || ch === ';') && depth === 0) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim().replace(/\.$/, '').trim()).filter((s) => s !== '' && s !== '-');
}

/** Lower case, single spaces, straight apostrophes: the form names are compared in. */
export function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();
}

/** A stable kebab-case id from a name: "Warlord Titan" → "warlord-titan". */
export function slug(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s === '' ? 'x' : s.slice(0, 90).replace(/-+$/, '');
}
