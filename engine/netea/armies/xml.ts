import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { err, ok, type Result } from '../../kernel/result';
import { issue, type ImportIssue } from './issues';

/**
 * A small, checked XML reader for BattleScribe files. The files are unchecked input (a person may
 * hand us any file), so before fast-xml-parser sees them we refuse what no catalogue needs and
 * what makes parsers misbehave: document type declarations (the billion-laughs and external
 * entity attacks live there), files over a size limit and nesting deeper than any catalogue.
 */
export interface XmlElement {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The element's own text, entities decoded, trimmed; "" when none. */
  readonly text: string;
}

/** Twice the largest catalogue of the snapshot (the game system, under 1 MB) and then some. */
export const MAX_XML_CHARS = 16_000_000;
/** The deepest catalogue nests about 25 elements; 200 leaves room and stops stack exhaustion. */
export const MAX_XML_DEPTH = 200;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Only XML's five predefined entities are decoded: the DOCTYPE that could declare others is
  // refused before parsing, and HTML's named entities are not part of the format.
  processEntities: true,
  htmlEntities: false,
});

/** The depth of the deepest element, stopping as soon as it passes `limit`. */
function nestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  const tags = /<(\/?)([A-Za-z_][^\s/>]*)[^>]*?(\/?)>/g;
  for (let m = tags.exec(text); m !== null; m = tags.exec(text)) {
    if (m[1] === '/') depth -= 1;
    else if (m[3] !== '/') {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    }
  }
  return deepest;
}

type Ordered = Record<string, unknown>;

function toElement(node: Ordered): XmlElement | undefined {
  const tag = Object.keys(node).find((k) => k !== ':@');
  if (tag === undefined || tag === '#text' || tag.startsWith('?')) return undefined;
  const attrs = (node[':@'] ?? {}) as Record<string, string>;
  const raw = (node[tag] ?? []) as Ordered[];
  const children: XmlElement[] = [];
  let text = '';
  for (const child of raw) {
    if ('#text' in child) text += String(child['#text']);
    else {
      const element = toElement(child);
      if (element) children.push(element);
    }
  }
  return { tag, attrs, children, text: text.trim() };
}

/** Reads one XML document into its root element, or says why it will not. */
export function parseXml(text: string, file: string): Result<XmlElement, ImportIssue[]> {
  const refuse = (message: string) => err([issue(file, message)]);
  if (text.length > MAX_XML_CHARS) {
    return refuse(`the file is ${text.length} characters long, over the limit of ${MAX_XML_CHARS}`);
  }
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) {
    return refuse(
      'the file declares a document type or entities (<!DOCTYPE / <!ENTITY>); BattleScribe files ' +
        'never do, and entity expansion is refused',
    );
  }
  const depth = nestingDepth(text, MAX_XML_DEPTH);
  if (depth > MAX_XML_DEPTH) {
    return refuse(`elements are nested more than ${MAX_XML_DEPTH} deep`);
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    return refuse(`not well-formed XML at line ${valid.err.line}: ${valid.err.msg}`);
  }
  let nodes: Ordered[];
  try {
    nodes = parser.parse(text) as Ordered[];
  } catch (e) {
    return refuse(`not readable XML: ${e instanceof Error ? e.message : String(e)}`);
  }
  const roots = nodes.map(toElement).filter((e): e is XmlElement => e !== undefined);
  if (roots.length !== 1 || !roots[0]) {
    return refuse(`expected one root element, found ${roots.length}`);
  }
  return ok(roots[0]);
}

/** The child elements called `tag`, looking through wrapper elements such as <profiles>. */
export function childrenOf(element: XmlElement, wrapper: string, tag: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (const w of element.children) {
    if (w.tag !== wrapper) continue;
    for (const c of w.children) if (c.tag === tag) out.push(c);
  }
  return out;
}
