import type { ImportedList } from '../../armies/schema';
import { rosterPoints } from '../../armies/roster/tree';
import type { Roster } from '../../armies/roster/schema';

/**
 * 6.1.1 Forces: "Both players pick armies to an agreed points total between 2,000 to 5,000
 * points". Larger or smaller games are allowed ("may be slightly unbalanced"), so a total
 * outside the range is a warning, never a refusal; an army over the agreed total is one too
 * (6.2: "formations whose points value comes to 3,000 points or less").
 */
export const POINTS_RANGE = [2000, 5000] as const;

export interface ForcesWarning {
  readonly code: 'forces/total-outside-range' | 'forces/over-total';
  readonly section: '6.1.1';
  readonly message: string;
}

export function forcesWarnings(
  pointsTotal: number,
  armies: readonly { readonly name: string; readonly points: number }[],
): ForcesWarning[] {
  const out: ForcesWarning[] = [];
  if (pointsTotal < POINTS_RANGE[0] || pointsTotal > POINTS_RANGE[1])
    out.push({
      code: 'forces/total-outside-range',
      section: '6.1.1',
      message: `A ${pointsTotal} point game is outside the 2,000–5,000 points the army lists are balanced for; it may be slightly unbalanced.`,
    });
  for (const army of armies)
    if (army.points > pointsTotal)
      out.push({
        code: 'forces/over-total',
        section: '6.1.1',
        message: `${army.name} is ${army.points} points, over the agreed ${pointsTotal}.`,
      });
  return out;
}

/** The roster's points by the army list's own figures (engine/netea/armies). */
export function armyPoints(list: ImportedList, roster: Roster): number {
  return rosterPoints(list, roster.formations);
}
