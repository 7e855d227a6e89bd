/** 1.9.8 Barrage table: extra templates, extra Blast markers and to-hit scores by total BP. */
export interface BarrageRow {
  readonly extraTemplates: number;
  readonly extraBlastMarkers: number;
  readonly ap: number;
  readonly at: number;
}

const ROWS: readonly (readonly [number, BarrageRow])[] = [
  [1, { extraTemplates: 0, extraBlastMarkers: 0, ap: 6, at: 6 }],
  [2, { extraTemplates: 0, extraBlastMarkers: 0, ap: 5, at: 6 }],
  [3, { extraTemplates: 0, extraBlastMarkers: 0, ap: 4, at: 5 }],
  [5, { extraTemplates: 1, extraBlastMarkers: 0, ap: 4, at: 5 }],
  [7, { extraTemplates: 1, extraBlastMarkers: 1, ap: 4, at: 5 }],
  [9, { extraTemplates: 2, extraBlastMarkers: 1, ap: 4, at: 5 }],
  [12, { extraTemplates: 2, extraBlastMarkers: 2, ap: 4, at: 5 }],
  [15, { extraTemplates: 2, extraBlastMarkers: 3, ap: 4, at: 5 }],
  [18, { extraTemplates: 2, extraBlastMarkers: 4, ap: 4, at: 5 }],
];

/** The row for a barrage of `bp` points; beyond 18 the last row (the table stops there). */
export function barrageRow(bp: number): BarrageRow | null {
  if (bp < 1) return null;
  for (const [upTo, row] of ROWS) if (bp <= upTo) return row;
  return (ROWS[ROWS.length - 1] as readonly [number, BarrageRow])[1];
}
