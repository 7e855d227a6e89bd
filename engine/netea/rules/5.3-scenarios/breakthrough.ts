import type { Side } from '../../commands/schema';
import type { FormationState, GameState } from '../../state/schema';
import { formationsOf, liveUnits, otherSide } from '../1.2-formations/formations';
import { isAircraftFormation } from '../4.1-4.2-aircraft/aerospace';
import { strength } from '../6.1-tournament/goals';
import { breakingOutSide } from './breakthroughOrder';

export { breakingOutSide, isBreakthrough } from './breakthroughOrder';

/**
 * Seed 001 5.3.5 Durchbruch (breakthrough): the Minervans, surrounded, break out along the short
 * table edges where the Orks are set up. Which formations count, and the result after the last
 * turn; who sets up first is breakthroughOrder.ts. Leaving the table is leaveTable.ts.
 */

/** The text names no last turn; four, the tournament game's (6.1.7), is ours. */
export const BREAKTHROUGH_LAST_TURN = 4;

/** The formations that count for 5.3.5's victory: those that can stand on the table and leave it
 * (our reading: aircraft (4.2) and spacecraft (4.3) never stand on it, so they do not count). */
export function breakoutFormations(state: GameState, side: Side): FormationState[] {
  return formationsOf(state, side).filter(
    (f) =>
      !isAircraftFormation(state, f) &&
      !f.unitIds.every((id) => {
        const unit = state.units[id];
        return unit !== undefined && state.datasheets[unit.datasheetId]?.type === 'SC';
      }),
  );
}

/** 5.3.5: "Jede Formation, die auf die Hälfte oder weniger ihrer Stärke reduziert ist" (strength
 * as 5.3.2 and 6.1.7 count it: units plus the war engines' remaining damage capacity). */
export function atHalfOrLess(state: GameState, formation: FormationState): boolean {
  const { now, full } = strength(state, formation);
  return now * 2 <= full;
}

/** Formations off the table so far, each counting one, or a half when it left at half strength
 * or less; and how many count in all. */
export function breakoutScore(state: GameState): { left: number; of: number } {
  const leaver = breakingOutSide(state);
  if (leaver === null) return { left: 0, of: 0 };
  const counted = breakoutFormations(state, leaver);
  const ids = new Set(counted.map((f) => f.id));
  const left = (state.leftTable ?? [])
    .filter((l) => ids.has(l.formationId))
    .reduce((sum, l) => sum + (l.halfOrLess ? 0.5 : 1), 0);
  return { left, of: counted.length };
}

/**
 * 5.3.5 Siegbedingungen: "Der Minervanische Spieler muss die Hälfte oder mehr seiner Verbände vom
 * Tisch bringen, um zu gewinnen"; anything else is the Orks' win. Decided after the last turn's
 * end phase, or earlier once it can no longer change: half or more have already left (leaving
 * cannot be undone), or no formation of the Minervans is left on the table.
 */
export function breakthroughResult(state: GameState): { winner: Side; reason: string } | null {
  const leaver = breakingOutSide(state);
  if (leaver === null) return null;
  const { left, of } = breakoutScore(state);
  const won = of > 0 && left * 2 >= of;
  const onTable = breakoutFormations(state, leaver).some((f) => liveUnits(state, f).length > 0);
  if (!won && onTable && state.turn < state.victory.maxTurns) return null;
  const reason = `${left} of ${of} formations broke out`;
  // Two-sided: 5.3 Breakthrough is a two-player scenario.
  return { winner: won ? leaver : otherSide(leaver), reason };
}
