import { err, ok, type Result } from '../../kernel/result';
import { issue, type ImportIssue } from './issues';
import { childrenOf, parseXml, type XmlElement } from './xml';

/**
 * A game system (.gst) and a catalogue (.cat) read as XML and indexed by id, so that links
 * (entryLink, infoLink, categoryLink) resolve wherever their target is defined: in the catalogue,
 * in a catalogue it links (catalogueLink) or in the game system.
 */
export interface SourceFile {
  readonly file: string;
  readonly root: XmlElement;
}

export interface CatalogueIndex {
  readonly gameSystem: SourceFile;
  readonly catalogue: SourceFile;
  /** Catalogues the catalogue links to, when the caller supplied them. */
  readonly linked: readonly SourceFile[];
  readonly byId: ReadonlyMap<string, { readonly element: XmlElement; readonly file: string }>;
  readonly categoryNames: ReadonlyMap<string, string>;
  readonly ruleNames: readonly string[];
}

const INDEXED = new Set([
  'selectionEntry',
  'selectionEntryGroup',
  'profile',
  'rule',
  'categoryEntry',
  'forceEntry',
  'infoGroup',
]);

function walk(element: XmlElement, visit: (e: XmlElement) => void): void {
  const stack: XmlElement[] = [element];
  while (stack.length > 0) {
    const e = stack.pop() as XmlElement;
    visit(e);
    for (let i = e.children.length - 1; i >= 0; i -= 1) stack.push(e.children[i] as XmlElement);
  }
}

/**
 * The game system is the same for every catalogue of an import run; its parsed tree is kept for
 * the next call with the very same text (the tree is never changed, so sharing it is safe).
 */
let lastGameSystem:
  { text: string; file: string; result: Result<XmlElement, ImportIssue[]> } | undefined;

function parseGameSystem(gst: { file: string; text: string }): Result<XmlElement, ImportIssue[]> {
  if (lastGameSystem?.text === gst.text && lastGameSystem.file === gst.file)
    return lastGameSystem.result;
  const result = parseXml(gst.text, gst.file);
  lastGameSystem = { text: gst.text, file: gst.file, result };
  return result;
}

/** Reads the game system and the catalogue (and any catalogues it links) into one index. */
export function indexCatalogue(
  gst: { file: string; text: string },
  cat: { file: string; text: string },
  others: readonly { file: string; text: string }[] = [],
): Result<CatalogueIndex, ImportIssue[]> {
  const g = parseGameSystem(gst);
  if (!g.ok) return g;
  if (g.value.tag !== 'gameSystem') {
    return err([issue(gst.file, `expected a <gameSystem> root element, found <${g.value.tag}>`)]);
  }
  const c = parseXml(cat.text, cat.file);
  if (!c.ok) return c;
  if (c.value.tag !== 'catalogue') {
    return err([issue(cat.file, `expected a <catalogue> root element, found <${c.value.tag}>`)]);
  }
  const gameSystem = { file: gst.file, root: g.value };
  const catalogue = { file: cat.file, root: c.value };
  const problems: ImportIssue[] = [];
  const gsId = g.value.attrs.id;
  if (c.value.attrs.gameSystemId !== undefined && c.value.attrs.gameSystemId !== gsId) {
    problems.push(
      issue(
        cat.file,
        `belongs to game system ${c.value.attrs.gameSystemId}, not ${gst.file} (${gsId ?? 'no id'})`,
        undefined,
        'gameSystemId',
      ),
    );
  }

  const linked: SourceFile[] = [];
  for (const link of childrenOf(c.value, 'catalogueLinks', 'catalogueLink')) {
    const target = link.attrs.targetId;
    const found = others
      .map((o) => ({ o, r: parseXml(o.text, o.file) }))
      .find(({ r }) => r.ok && r.value.attrs.id === target);
    if (!found || !found.r.ok) {
      problems.push(
        issue(
          cat.file,
          `links catalogue ${link.attrs.name ?? target ?? '?'}, which was not supplied`,
          link.attrs.name,
          'catalogueLink',
        ),
      );
    } else linked.push({ file: found.o.file, root: found.r.value });
  }
  if (problems.length > 0) return err(problems);

  const byId = new Map<string, { element: XmlElement; file: string }>();
  const categoryNames = new Map<string, string>();
  const ruleNames: string[] = [];
  // Later sources win: a catalogue's own definition overrides the game system's.
  for (const source of [gameSystem, ...linked, catalogue]) {
    walk(source.root, (e) => {
      const id = e.attrs.id;
      if (INDEXED.has(e.tag) && id !== undefined) byId.set(id, { element: e, file: source.file });
      if (e.tag === 'categoryEntry' && id !== undefined) categoryNames.set(id, e.attrs.name ?? id);
      if (e.tag === 'rule' && e.attrs.name) ruleNames.push(e.attrs.name);
    });
  }
  return ok({ gameSystem, catalogue, linked, byId, categoryNames, ruleNames });
}
