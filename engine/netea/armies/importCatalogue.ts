import { err, ok, type Result } from '../../kernel/result';
import { indexCatalogue } from './catalogue';
import { slug } from './characteristics';
import { chooseCommunity } from './community';
import { readConstraints } from './constraints';
import { entryReader } from './entries';
import { issue, type ImportIssue } from './issues';
import { assignInitiative } from './initiative';
import { readListFigures } from './listRules';
import { RuleNames } from './ruleNames';
import { readWarEngineTransports } from './transportRules';
import {
  importedListSchema,
  type CategoryRule,
  type ImportedFormation,
  type ImportedList,
} from './schema';
import { childrenOf, type XmlElement } from './xml';

/**
 * Imports one army list: the game system (Epic.gst) and a catalogue (.cat) as text, read into
 * the list's units, formations (entry trees with options, upgrades and points), the army's
 * category limits, strategy rating and initiative, for one community. Parse, then validate: the
 * result is either the checked list with the notices of what was left to the roster and what
 * could not be read, or the errors that stop the import, each naming file, entry and field.
 */
export interface CatalogueText {
  readonly file: string;
  readonly text: string;
}

export interface ImportOptions {
  /** The community whose list is read (NetEA, EpicUK, F-ERC, GW …); NetEA where offered. */
  readonly community?: string;
  /** Catalogues the catalogue links to (catalogueLink), if any. */
  readonly linked?: readonly CatalogueText[];
}

export interface ImportReport {
  readonly list: ImportedList;
  /** What could not be read (unit notes, weapon lines …), by file, entry and field. */
  readonly unread: readonly ImportIssue[];
  /** What was left to the roster (modifiers depending on other selections). */
  readonly notices: readonly ImportIssue[];
}

function categoryRules(
  root: XmlElement,
  ctx: Parameters<typeof readConstraints>[1],
  nameOf: (id: string) => string,
  file: string,
  issues: ImportIssue[],
): CategoryRule[] {
  const force = childrenOf(root, 'forceEntries', 'forceEntry')[0];
  if (!force) return [];
  const out: CategoryRule[] = [];
  for (const link of childrenOf(force, 'categoryLinks', 'categoryLink')) {
    const category = link.attrs.name || nameOf(link.attrs.targetId ?? '');
    const read = readConstraints(link, ctx, nameOf, file, category, issues);
    if (read.constraints.length > 0) out.push({ category, constraints: read.constraints });
  }
  return out;
}

export function importCatalogue(
  gameSystem: CatalogueText,
  catalogue: CatalogueText,
  options: ImportOptions = {},
): Result<ImportReport, ImportIssue[]> {
  const indexed = indexCatalogue(gameSystem, catalogue, options.linked ?? []);
  if (!indexed.ok) return indexed;
  const index = indexed.value;
  const file = catalogue.file;
  const root = index.catalogue.root;
  const community = chooseCommunity(index, options.community);
  if (options.community !== undefined && community.chosen !== options.community) {
    return err([
      issue(
        file,
        `offers no community "${options.community}" (it offers ${community.offered.join(', ') || 'none'})`,
        undefined,
        '-Community-',
      ),
    ]);
  }
  const ctx = community.context;
  const rules = new RuleNames(index.ruleNames);
  const characteristicNames = new Map<string, string>();
  for (const pt of childrenOf(index.gameSystem.root, 'profileTypes', 'profileType')) {
    for (const ct of childrenOf(pt, 'characteristicTypes', 'characteristicType')) {
      if (ct.attrs.id) characteristicNames.set(ct.attrs.id, ct.attrs.name ?? ct.attrs.id);
    }
  }
  const reader = entryReader(index, ctx, rules, characteristicNames);
  const figures = readListFigures(index, ctx);
  if (figures.strategyRating === undefined) {
    reader.notices.push(
      issue(
        file,
        'no strategy rating found in its Strategy Rating & Initiative rule',
        undefined,
        'rule',
      ),
    );
  }
  const formations: ImportedFormation[] = [];
  const ids = new Set<string>();
  const tops = [
    ...childrenOf(root, 'selectionEntries', 'selectionEntry'),
    ...childrenOf(root, 'entryLinks', 'entryLink'),
  ];
  for (const top of tops) {
    if (top.attrs.name === '-Community-') continue;
    const target =
      top.tag === 'entryLink' ? index.byId.get(top.attrs.targetId ?? '')?.element : top;
    if (!target) {
      reader.errors.push(
        issue(
          file,
          `links entry ${top.attrs.targetId ?? '?'}, which is not defined`,
          top.attrs.name,
          'entryLink',
        ),
      );
      continue;
    }
    const type = target.attrs.type;
    if (type !== 'unit' && type !== 'model') continue;
    const entry = reader.entry(top);
    if (!entry) continue;
    const primary = [
      ...childrenOf(top, 'categoryLinks', 'categoryLink'),
      ...(target && target !== top ? childrenOf(target, 'categoryLinks', 'categoryLink') : []),
    ].find((c) => c.attrs.primary === 'true');
    const category = primary ? reader.nameOf(primary.attrs.targetId ?? '') : 'Uncategorised';
    let id = slug(entry.name);
    for (let n = 2; ids.has(id); n += 1) id = `${slug(entry.name)}-${n}`;
    ids.add(id);
    const statement = assignInitiative(
      figures.initiative,
      root.attrs.name ?? file,
      { name: entry.name, entry },
      reader.units,
    );
    if (statement?.byWords) {
      reader.notices.push(
        issue(
          file,
          `initiative ${statement.value}+ by the words of "${statement.who}"`,
          entry.name,
          'initiative',
        ),
      );
    }
    if (!statement && figures.initiative.length > 0) {
      reader.notices.push(
        issue(
          file,
          'no single initiative statement of the list applies to it',
          entry.name,
          'initiative',
        ),
      );
    }
    formations.push({
      id,
      name: entry.name,
      category,
      ...(statement === undefined
        ? {}
        : { initiative: statement.value, initiativeFrom: statement.who }),
      entry,
      source: { file, entry: entry.name },
    });
  }
  if (reader.errors.length > 0) return err(reader.errors);
  if (formations.length === 0) {
    return err([issue(file, 'holds no formation (no selection entry of type "unit")')]);
  }
  const categories = categoryRules(
    index.gameSystem.root,
    ctx,
    reader.nameOf,
    gameSystem.file,
    reader.issues,
  );

  readWarEngineTransports(index, ctx, [...reader.units.values()], reader.issues, reader.notices);

  const list = {
    format: 'epic-solo/army-list',
    version: 1,
    id: slug(file.replace(/\.cat$/i, '')),
    name: (root.attrs.name ?? file).slice(0, 200),
    ...(community.chosen === undefined ? {} : { community: community.chosen }),
    communities: community.offered,
    source: {
      file,
      revision: root.attrs.revision ?? '',
      gameSystem: gameSystem.file,
      gameSystemRevision: index.gameSystem.root.attrs.revision ?? '',
    },
    ...(figures.strategyRating === undefined ? {} : { strategyRating: figures.strategyRating }),
    initiative: figures.initiative,
    units: [...reader.units.values()],
    formations,
    categories,
  };
  const checked = importedListSchema.safeParse(list);
  if (!checked.success) {
    return err(
      checked.error.issues
        .slice(0, 20)
        .map((i) => issue(file, i.message, undefined, i.path.join('.'))),
    );
  }
  return ok({ list: checked.data, unread: reader.issues, notices: reader.notices });
}
