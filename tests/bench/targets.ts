/** A benchmark figure's target: at most `max`, at least `min` (run.ts marks each figure). */
export type Targets = Readonly<Record<string, { readonly max?: number; readonly min?: number }>>;

/** Whether a figure meets its target; null when it has none. */
export function meets(targets: Targets, key: string, value: number): boolean | null {
  const t = targets[key];
  if (!t) return null;
  return (t.max === undefined || value <= t.max) && (t.min === undefined || value >= t.min);
}

/** The target in words, as the table shows it: "≤ 100", "≥ 95". */
export function targetText(targets: Targets, key: string): string {
  const t = targets[key];
  if (!t) return '';
  return [t.min !== undefined ? `≥ ${t.min}` : '', t.max !== undefined ? `≤ ${t.max}` : '']
    .filter(Boolean)
    .join(', ');
}
