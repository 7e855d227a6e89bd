import type { CatalogueIndex } from './catalogue';
import { slug } from './characteristics';
import { isHidden, modifierApplies, type ImportContext } from './conditions';
import { readConstraints } from './constraints';
import { issue, type ImportIssue } from './issues';
import type { RuleNames } from './ruleNames';
import type { EntryNode, GroupNode, ImportedUnitInput } from './schema';
import { readUnit, type Characteristics } from './units';
import { readWeapons, type WeaponProfile } from './weapons';
import { childrenOf, type XmlElement } from './xml';

/**
 * Builds the entry tree of a formation: its selection entries and groups with links resolved,
 * hidden entries of other communities left out, points and constraints read, and the unit
 * profiles each entry puts on the table read once into the list's units.
 */
export interface EntryReader {
  readonly units: Map<string, ImportedUnitInput>;
  readonly issues: ImportIssue[];
  /** Broken references, cycles and unreadable points: the catalogue is refused. */
  readonly errors: ImportIssue[];
  readonly notices: ImportIssue[];
  entry(element: XmlElement): EntryNode | undefined;
  nameOf(id: string): string;
}

const MAX_DEPTH = 40;

export function entryReader(
  index: CatalogueIndex,
  ctx: ImportContext,
  rules: RuleNames,
  characteristicNames: ReadonlyMap<string, string>,
): EntryReader {
  const file = index.catalogue.file;
  const units = new Map<string, ImportedUnitInput>();
  const unitIdByProfile = new Map<string, string>();
  const issues: ImportIssue[] = [];
  const errors: ImportIssue[] = [];
  const notices: ImportIssue[] = [];

  const nameOf = (id: string) =>
    index.categoryNames.get(id) ?? index.byId.get(id)?.element.attrs.name ?? id;

  /** A profile's characteristics by name, with this community's set / append modifiers applied. */
  function characteristics(profile: XmlElement): Characteristics {
    const out: Record<string, string> = {};
    const byType = new Map<string, string>();
    for (const c of childrenOf(profile, 'characteristics', 'characteristic')) {
      const name = c.attrs.name ?? characteristicNames.get(c.attrs.typeId ?? '') ?? '?';
      out[name] = c.text;
      if (c.attrs.typeId) byType.set(c.attrs.typeId, name);
    }
    for (const m of childrenOf(profile, 'modifiers', 'modifier')) {
      const name = byType.get(m.attrs.field ?? '');
      if (name === undefined || modifierApplies(m, ctx) !== true) continue;
      if (m.attrs.type === 'set') out[name] = m.attrs.value ?? '';
      else if (m.attrs.type === 'append') out[name] = `${out[name] ?? ''}${m.attrs.value ?? ''}`;
    }
    return out;
  }

  function profilesOf(element: XmlElement): XmlElement[] {
    const out: XmlElement[] = [];
    for (const p of childrenOf(element, 'profiles', 'profile')) if (!isHidden(p, ctx)) out.push(p);
    for (const link of childrenOf(element, 'infoLinks', 'infoLink')) {
      if (link.attrs.type !== 'profile' || isHidden(link, ctx)) continue;
      const target = index.byId.get(link.attrs.targetId ?? '');
      if (!target) {
        errors.push(
          issue(
            file,
            `links profile ${link.attrs.targetId ?? '?'}, which is not defined`,
            element.attrs.name,
            'infoLink',
          ),
        );
      } else if (!isHidden(target.element, ctx)) out.push(target.element);
    }
    return out;
  }

  function unitsOf(element: XmlElement): string[] {
    const profiles = profilesOf(element);
    const weaponProfiles: WeaponProfile[] = profiles
      .filter((p) => p.attrs.typeName === 'Weapon')
      .map((p) => ({ name: p.attrs.name ?? '', ...characteristics(p) }));
    const ids: string[] = [];
    for (const p of profiles) {
      const type = p.attrs.typeName ?? '';
      if (type !== 'Unit' && type !== 'War Engine' && type !== 'Structure') continue;
      const profileId = p.attrs.id ?? '';
      let unitId = unitIdByProfile.get(profileId);
      if (unitId === undefined) {
        const name = p.attrs.name ?? '?';
        let candidate = slug(name);
        for (let n = 2; [...units.values()].some((u) => u.id === candidate); n += 1) {
          candidate = `${slug(name)}-${n}`;
        }
        const unit = readUnit(
          file,
          candidate,
          name,
          type,
          characteristics(p),
          weaponProfiles,
          rules,
          issues,
        );
        if (!unit) continue;
        units.set(candidate, unit);
        unitIdByProfile.set(profileId, candidate);
        unitId = candidate;
      }
      ids.push(unitId);
    }
    return ids;
  }

  /** The Weapon profiles of an entry that has no unit profile: what the upgrade arms its unit with. */
  function upgradeWeapons(element: XmlElement) {
    return profilesOf(element)
      .filter((p) => p.attrs.typeName === 'Weapon')
      .flatMap((p) => {
        const c = characteristics(p);
        // A head or a landing platform: a profile with no range is not a weapon.
        if (/^\s*(-|n\/a)?\s*$/i.test(c.Range ?? '')) return [];
        const columns = {
          Weapons: p.attrs.name ?? '',
          Range: c.Range,
          Firepower: c.Firepower,
          Notes: c.Notes,
        };
        return readWeapons(file, element.attrs.name ?? '?', columns, [], rules, issues);
      })
      .slice(0, 10);
  }

  function points(element: XmlElement, link: XmlElement | undefined, name: string): number {
    let value = 0;
    const costs = [
      ...childrenOf(element, 'costs', 'cost'),
      ...(link ? childrenOf(link, 'costs', 'cost') : []),
    ];
    for (const c of costs) {
      if (c.attrs.typeId !== 'points' && c.attrs.name !== 'pts') continue;
      const v = Number(c.attrs.value);
      if (!Number.isFinite(v)) {
        errors.push(
          issue(file, `the points "${c.attrs.value ?? ''}" are not a number`, name, 'cost'),
        );
        continue;
      }
      value = v;
    }
    for (const source of link ? [element, link] : [element]) {
      for (const m of childrenOf(source, 'modifiers', 'modifier')) {
        if (m.attrs.field !== 'points') continue;
        if (childrenOf(m, 'repeats', 'repeat').length > 0) continue;
        if (modifierApplies(m, ctx) !== true) continue;
        const v = Number(m.attrs.value);
        if (!Number.isFinite(v)) continue;
        if (m.attrs.type === 'set') value = v;
        else if (m.attrs.type === 'increment') value += v;
        else if (m.attrs.type === 'decrement') value -= v;
      }
    }
    return value;
  }

  function children(
    element: XmlElement,
    stack: string[],
  ): { entries: EntryNode[]; groups: GroupNode[] } {
    const entries: EntryNode[] = [];
    const groups: GroupNode[] = [];
    for (const e of childrenOf(element, 'selectionEntries', 'selectionEntry')) {
      const node = build(e, undefined, stack);
      if (node) entries.push(node);
    }
    for (const g of childrenOf(element, 'selectionEntryGroups', 'selectionEntryGroup')) {
      const node = buildGroup(g, undefined, stack);
      if (node) groups.push(node);
    }
    for (const link of childrenOf(element, 'entryLinks', 'entryLink')) {
      const target = index.byId.get(link.attrs.targetId ?? '');
      if (!target) {
        errors.push(
          issue(
            file,
            `links entry ${link.attrs.targetId ?? '?'}, which is not defined`,
            link.attrs.name ?? element.attrs.name,
            'entryLink',
          ),
        );
        continue;
      }
      if (target.element.tag === 'selectionEntryGroup') {
        const node = buildGroup(target.element, link, stack);
        if (node) groups.push(node);
      } else if (target.element.tag === 'selectionEntry') {
        const node = build(target.element, link, stack);
        if (node) entries.push(node);
      }
    }
    return { entries, groups };
  }

  function constraintsOf(element: XmlElement, link: XmlElement | undefined, name: string) {
    const own = readConstraints(element, ctx, nameOf, file, name, issues);
    const linked = link ? readConstraints(link, ctx, nameOf, file, name, issues) : undefined;
    const unsettled = own.unsettled + (linked?.unsettled ?? 0);
    if (unsettled > 0) {
      notices.push(
        issue(
          file,
          `${unsettled} modifier(s) depend on other selections and are left to the roster`,
          name,
          'modifiers',
        ),
      );
    }
    // A link's own constraints replace the target's of the same kind.
    const fromLink = linked?.constraints ?? [];
    const kept = own.constraints.filter(
      (c) => !fromLink.some((l) => l.kind === c.kind && l.scope === c.scope && l.field === c.field),
    );
    return [...kept, ...fromLink];
  }

  function guard(id: string, name: string, stack: string[]): boolean {
    if (stack.includes(id)) {
      errors.push(issue(file, 'links back to itself (a cycle of entry links)', name, 'entryLink'));
      return false;
    }
    if (stack.length > MAX_DEPTH) {
      errors.push(issue(file, `entries nest more than ${MAX_DEPTH} deep`, name, 'entryLink'));
      return false;
    }
    return true;
  }

  function build(
    element: XmlElement,
    link: XmlElement | undefined,
    stack: string[],
  ): EntryNode | undefined {
    if (isHidden(element, ctx) || (link && isHidden(link, ctx))) return undefined;
    const id = link?.attrs.id ?? element.attrs.id ?? '?';
    const name = link?.attrs.name || element.attrs.name || '?';
    if (!guard(element.attrs.id ?? id, name, stack)) return undefined;
    const inner = [...stack, element.attrs.id ?? id];
    const kids = children(element, inner);
    const type = element.attrs.type;
    const units = unitsOf(element);
    const weapons = units.length === 0 ? upgradeWeapons(element) : [];
    return {
      id,
      name: name.slice(0, 200),
      kind: type === 'unit' || type === 'model' ? type : 'upgrade',
      points: points(element, link, name),
      units,
      ...(weapons.length > 0 ? { weapons } : {}),
      constraints: constraintsOf(element, link, name),
      entries: kids.entries,
      groups: kids.groups,
    };
  }

  function buildGroup(
    element: XmlElement,
    link: XmlElement | undefined,
    stack: string[],
  ): GroupNode | undefined {
    if (isHidden(element, ctx) || (link && isHidden(link, ctx))) return undefined;
    const id = link?.attrs.id ?? element.attrs.id ?? '?';
    const name = link?.attrs.name || element.attrs.name || '?';
    if (!guard(element.attrs.id ?? id, name, stack)) return undefined;
    const kids = children(element, [...stack, element.attrs.id ?? id]);
    const def = element.attrs.defaultSelectionEntryId;
    return {
      id,
      name: name.slice(0, 200),
      constraints: constraintsOf(element, link, name),
      ...(def ? { defaultEntry: def } : {}),
      entries: kids.entries,
      groups: kids.groups,
    };
  }

  return {
    units,
    issues,
    errors,
    notices,
    nameOf,
    entry: (element) =>
      element.tag === 'entryLink'
        ? (() => {
            const target = index.byId.get(element.attrs.targetId ?? '');
            if (!target || target.element.tag !== 'selectionEntry') {
              errors.push(
                issue(
                  file,
                  `links entry ${element.attrs.targetId ?? '?'}, which is not a selection entry`,
                  element.attrs.name,
                  'entryLink',
                ),
              );
              return undefined;
            }
            return build(target.element, element, []);
          })()
        : build(element, undefined, []),
  };
}
