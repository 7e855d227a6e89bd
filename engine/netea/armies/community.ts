import type { CatalogueIndex } from './catalogue';
import type { ImportContext } from './conditions';
import { childrenOf, type XmlElement } from './xml';

/**
 * The community whose version of the list is read. Most catalogues hold several (GW, NetEA,
 * EpicUK, F-ERC, EpicAU) behind a compulsory "-Community-" entry whose choice hides and changes
 * entries; the importer reads one of them, NetEA unless asked otherwise, or the catalogue's
 * default. Languages likewise: English, the catalogue's default.
 */
export interface Community {
  readonly chosen?: string;
  readonly offered: readonly string[];
  readonly context: ImportContext;
}

interface Option {
  readonly name: string;
  readonly ids: string[];
  readonly hidden: boolean;
}

function options(index: CatalogueIndex, group: XmlElement): Option[] {
  return childrenOf(group, 'entryLinks', 'entryLink').map((link) => {
    const target = index.byId.get(link.attrs.targetId ?? '')?.element;
    return {
      name: link.attrs.name || target?.attrs.name || '?',
      ids: [link.attrs.id, link.attrs.targetId].filter((x): x is string => x !== undefined),
      hidden: link.attrs.hidden === 'true' || target?.attrs.hidden === 'true',
    };
  });
}

function groupsOf(index: CatalogueIndex, entry: XmlElement): XmlElement[] {
  const out = childrenOf(entry, 'selectionEntryGroups', 'selectionEntryGroup');
  for (const link of childrenOf(entry, 'entryLinks', 'entryLink')) {
    const target = index.byId.get(link.attrs.targetId ?? '')?.element;
    if (target?.tag === 'selectionEntryGroup') out.push(target);
  }
  return out;
}

export function chooseCommunity(index: CatalogueIndex, wanted?: string): Community {
  const root = index.catalogue.root;
  const entry = childrenOf(root, 'selectionEntries', 'selectionEntry').find(
    (e) => e.attrs.name === '-Community-',
  );
  const selected = new Set<string>();
  const unselected = new Set<string>();
  let chosen: string | undefined;
  let offered: string[] = [];
  if (entry) {
    for (const group of groupsOf(index, entry)) {
      const opts = options(index, group);
      const isCommunity = opts.some((o) => /^(GW|NetEA|EpicUK|F-ERC|EpicAU)$/.test(o.name));
      const def = group.attrs.defaultSelectionEntryId;
      let pick: Option | undefined;
      if (isCommunity) {
        offered = opts.filter((o) => !o.hidden).map((o) => o.name);
        pick =
          opts.find((o) => o.name === wanted) ??
          (wanted === undefined ? opts.find((o) => o.name === 'NetEA') : undefined) ??
          (wanted === undefined
            ? opts.find((o) => def !== undefined && o.ids.includes(def))
            : undefined);
        chosen = pick?.name;
      } else {
        pick =
          opts.find((o) => def !== undefined && o.ids.includes(def)) ??
          opts.find((o) => o.name === 'English');
      }
      for (const o of opts) for (const id of o.ids) (o === pick ? selected : unselected).add(id);
    }
  }
  const forces = childrenOf(index.gameSystem.root, 'forceEntries', 'forceEntry');
  const force = forces[0]?.attrs.id ?? '';
  const otherForces = new Set(forces.slice(1).map((f) => f.attrs.id ?? ''));
  return {
    ...(chosen === undefined ? {} : { chosen }),
    offered,
    context: { selected, unselected, force, otherForces },
  };
}
