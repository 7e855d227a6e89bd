import type { ImportContext } from './conditions';
import { modifierApplies } from './conditions';
import { issue, type ImportIssue } from './issues';
import type { Constraint } from './schema';
import { childrenOf, type XmlElement } from './xml';

/**
 * An element's constraints (min / max selections, a share of the points) with the modifiers the
 * importer can settle applied: fixed changes for this community, and "one per so many" increments
 * (a repeat on the selections of another entry or category), which become `per`. Modifiers that
 * depend on the rest of the roster are counted in `unsettled` for the caller to report.
 */
export interface ReadConstraints {
  readonly constraints: Constraint[];
  readonly unsettled: number;
}

const FIELD_NAMES: Record<string, string> = {
  minSelections: 'min',
  maxSelections: 'max',
  minInForce: 'min',
  maxInForce: 'max',
  minInRoster: 'min',
  maxInRoster: 'max',
};

export function readConstraints(
  element: XmlElement,
  ctx: ImportContext,
  nameOf: (id: string) => string,
  file: string,
  entry: string,
  issues: ImportIssue[],
): ReadConstraints {
  const byId = new Map<string, number>();
  const out: Constraint[] = [];
  for (const c of childrenOf(element, 'constraints', 'constraint')) {
    const kind = c.attrs.type;
    const value = Number(c.attrs.value);
    const field =
      c.attrs.field === 'selections'
        ? 'selections'
        : c.attrs.field === 'limit::points'
          ? 'points'
          : undefined;
    const scope = c.attrs.scope;
    // BattleScribe writes "no limit" as a maximum of -1.
    if (kind === 'max' && value === -1) continue;
    if ((kind !== 'min' && kind !== 'max') || !Number.isFinite(value) || value < 0) {
      issues.push(
        issue(
          file,
          `cannot read the constraint ${c.attrs.type ?? '?'} ${c.attrs.value ?? '?'}`,
          entry,
          'constraint',
        ),
      );
      continue;
    }
    if (field === undefined || (scope !== 'parent' && scope !== 'force' && scope !== 'roster')) {
      issues.push(
        issue(
          file,
          `a constraint on "${c.attrs.field ?? '?'}" in scope "${scope ?? '?'}" is not mapped`,
          entry,
          'constraint',
        ),
      );
      continue;
    }
    const percent = c.attrs.percentValue === 'true';
    const constraint: Constraint = { kind, field, value, percent, scope };
    out.push(constraint);
    if (c.attrs.id) byId.set(c.attrs.id, out.length - 1);
  }
  let unsettled = 0;
  for (const m of childrenOf(element, 'modifiers', 'modifier')) {
    const fieldName = m.attrs.field ?? '';
    const named = FIELD_NAMES[fieldName];
    const index =
      byId.get(fieldName) ??
      (named === undefined
        ? -1
        : out.findIndex((c) => c.kind === named && c.field === 'selections'));
    const target = out[index];
    if (index < 0 || !target) continue;
    const value = Number(m.attrs.value);
    if (!Number.isFinite(value)) {
      unsettled += 1;
      continue;
    }
    const applies = modifierApplies(m, ctx);
    const repeats = childrenOf(m, 'repeats', 'repeat');
    if (applies === false) continue;
    if (applies === undefined) {
      unsettled += 1;
      continue;
    }
    if (repeats.length === 1 && m.attrs.type === 'increment' && repeats[0]) {
      const r = repeats[0];
      const every = Number(r.attrs.value);
      if (r.attrs.field === 'selections' && every > 0 && r.attrs.childId && !target.per) {
        out[index] = { ...target, per: { add: value, every, of: nameOf(r.attrs.childId) } };
        continue;
      }
      unsettled += 1;
      continue;
    }
    if (repeats.length > 0) {
      unsettled += 1;
      continue;
    }
    const current = out[index] as Constraint;
    if (m.attrs.type === 'set') out[index] = { ...current, value };
    else if (m.attrs.type === 'increment')
      out[index] = { ...current, value: current.value + value };
    else if (m.attrs.type === 'decrement')
      out[index] = { ...current, value: Math.max(0, current.value - value) };
    else unsettled += 1;
  }
  // A maximum set to -1 (or below) is BattleScribe's "no limit": the constraint is lifted.
  return { constraints: out.filter((c) => c.value >= 0), unsettled };
}
