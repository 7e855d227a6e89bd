import type { CatalogueIndex } from './catalogue';
import { isHidden, type ImportContext } from './conditions';
import { childrenOf, type XmlElement } from './xml';

/**
 * The figures of a list's "Strategy Rating & Initiative" rule: the strategy rating (1.5) and the
 * initiative of its kinds of formation (1.2.2). Only the numbers and who they apply to are kept,
 * never the rule's wording.
 */
export interface ListFigures {
  readonly strategyRating?: number;
  readonly initiative: { who: string; value: number }[];
}

function strategyRule(index: CatalogueIndex, ctx: ImportContext): XmlElement | undefined {
  const root = index.catalogue.root;
  const links = childrenOf(root, 'infoLinks', 'infoLink').filter(
    (l) => l.attrs.type === 'rule' && !isHidden(l, ctx),
  );
  const candidates = [
    ...links.map((l) => index.byId.get(l.attrs.targetId ?? '')?.element),
    ...childrenOf(root, 'rules', 'rule'),
    ...childrenOf(root, 'sharedRules', 'rule'),
  ];
  return candidates.find(
    (r): r is XmlElement =>
      r !== undefined && /strategy/i.test(r.attrs.name ?? '') && !isHidden(r, ctx),
  );
}

export function readListFigures(index: CatalogueIndex, ctx: ImportContext): ListFigures {
  const rule = strategyRule(index, ctx);
  const text = rule?.children.find((c) => c.tag === 'description')?.text ?? '';
  const sr = /strategy rating(?:\s+of|\s*:)?\s*(\d+)/i.exec(text);
  const initiative: { who: string; value: number }[] = [];
  for (const sentence of text.split(/[.\n]/)) {
    const m =
      /^\s*(.*?)\s*(?:have|has)\s+(?:an?\s+)?(?:([1-6])\+\s+initiative|initiative(?:\s+rating)?(?:\s+of)?\s*([1-6])\+)/i.exec(
        sentence,
      );
    if (m) {
      initiative.push({ who: (m[1] ?? '').trim().slice(0, 200), value: Number(m[2] ?? m[3]) });
    }
  }
  return { ...(sr ? { strategyRating: Number(sr[1]) } : {}), initiative };
}
