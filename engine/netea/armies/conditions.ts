import { childrenOf, type XmlElement } from './xml';

/**
 * BattleScribe modifiers change an entry depending on the roster: hide it, change a figure, set
 * its points. The importer settles those that depend only on choices made before any formation
 * is picked (the community whose list is read, and the kind of force), and leaves the rest to the
 * roster. A condition is true, false, or undefined when it depends on the roster.
 */
export interface ImportContext {
  /** Ids of the selections taken as made: the community's entry (NetEA …) and its language. */
  readonly selected: ReadonlySet<string>;
  /** Ids of entries that could have been selected instead (the other communities). */
  readonly unselected: ReadonlySet<string>;
  /** The force entry read (the game system's "Epic Armageddon") and the other force entries. */
  readonly force: string;
  readonly otherForces: ReadonlySet<string>;
}

type Tri = boolean | undefined;

function compare(count: number, type: string, value: number): Tri {
  switch (type) {
    case 'equalTo':
      return count === value;
    case 'notEqualTo':
      return count !== value;
    case 'atLeast':
      return count >= value;
    case 'atMost':
      return count <= value;
    case 'greaterThan':
      return count > value;
    case 'lessThan':
      return count < value;
    default:
      return undefined;
  }
}

function condition(c: XmlElement, ctx: ImportContext): Tri {
  const child = c.attrs.childId ?? '';
  const type = c.attrs.type ?? '';
  const value = Number(c.attrs.value ?? 'NaN');
  if (type === 'instanceOf' || type === 'notInstanceOf') {
    let is: Tri;
    if (child === ctx.force) is = true;
    else if (ctx.otherForces.has(child)) is = false;
    if (is === undefined) return undefined;
    return type === 'instanceOf' ? is : !is;
  }
  if (c.attrs.field !== 'selections' || !Number.isFinite(value)) return undefined;
  let count: number | undefined;
  if (ctx.selected.has(child)) count = 1;
  else if (ctx.unselected.has(child)) count = 0;
  if (count === undefined) return undefined;
  return compare(count, type, value);
}

function all(values: Tri[]): Tri {
  if (values.some((v) => v === false)) return false;
  return values.every((v) => v === true) ? true : undefined;
}

function any(values: Tri[]): Tri {
  if (values.some((v) => v === true)) return true;
  return values.every((v) => v === false) ? false : undefined;
}

function group(g: XmlElement, ctx: ImportContext): Tri {
  const parts = [
    ...childrenOf(g, 'conditions', 'condition').map((c) => condition(c, ctx)),
    ...childrenOf(g, 'conditionGroups', 'conditionGroup').map((x) => group(x, ctx)),
  ];
  return g.attrs.type === 'or' ? any(parts) : all(parts);
}

/** Whether a modifier applies on import: its conditions and condition groups all hold. */
export function modifierApplies(modifier: XmlElement, ctx: ImportContext): Tri {
  const parts = [
    ...childrenOf(modifier, 'conditions', 'condition').map((c) => condition(c, ctx)),
    ...childrenOf(modifier, 'conditionGroups', 'conditionGroup').map((g) => group(g, ctx)),
  ];
  return all(parts);
}

/** Whether an element is hidden for this community: its attribute, then its "set hidden" modifiers. */
export function isHidden(element: XmlElement, ctx: ImportContext): boolean {
  let hidden = element.attrs.hidden === 'true';
  for (const m of childrenOf(element, 'modifiers', 'modifier')) {
    if (m.attrs.field !== 'hidden' || m.attrs.type !== 'set') continue;
    if (childrenOf(m, 'repeats', 'repeat').length > 0) continue;
    if (modifierApplies(m, ctx) === true) hidden = m.attrs.value === 'true';
  }
  return hidden;
}
