import type { Command, Side } from '../engine/netea/commands/schema';
import { featureCoverage, isWhollyOnTable } from '../engine/kernel/geometry';
import { ringOf, unitShape } from '../engine/netea/rules/1.2-formations/battlefield';
import { isBreakthrough } from '../engine/netea/rules/5.3-scenarios/breakthrough';
import { atShortEdge } from '../engine/netea/rules/5.3-scenarios/leaveTable';
import { liveUnits } from '../engine/netea/rules/1.2-formations/formations';
import {
  arrivalStrip,
  isEscalation,
  startOptions,
} from '../engine/netea/rules/5.3-scenarios/arrivalOrder';
import { arrivalTurn } from '../engine/netea/rules/5.3-scenarios/escalationForces';
import { partlyIn } from '../engine/netea/rules/6.1-tournament/placement';
import type { GameState } from '../engine/netea/state/schema';

/**
 * Seed 001 5.3.2 escalation, checked after every command of a random game: set-up leaves only
 * the starting formation on the table; an arriving formation stands wholly on the table at its
 * own edge; and once the turn's strategy roll is made, no formation due by then is still off it
 * ("du darfst keine Formationen absichtlich in Reserve behalten").
 */
export function escalationHolds(
  before: GameState,
  command: Command,
  after: GameState,
): string | null {
  if (!isEscalation(after)) return null;
  if (before.phase === 'setup' && after.phase !== 'setup')
    for (const side of [0, 1] as const) {
      const starters = startOptions(before, side).map((f) => f.id);
      const onTable = Object.values(after.formations).filter(
        (f) => f.side === side && f.unitIds.some((id) => after.units[id]?.status === 'deployed'),
      );
      const wrong = onTable.find((f) => !starters.includes(f.id));
      if (wrong) return `5.3.2: ${wrong.id} set up on the table though it arrives later`;
    }
  if (command.type === 'escalation.arrive') {
    const strip = arrivalStrip(after, command.side as Side);
    for (const p of command.placements) {
      const unit = after.units[p.unitId];
      const shape = unit ? unitShape(after, unit) : null;
      if (!shape || !isWhollyOnTable(shape, after.table) || !strip || !partlyIn(strip, shape))
        return `5.3.2: ${p.unitId} did not come on wholly on the table at its own edge`;
    }
  }
  if (after.phase !== 'setup' && after.turnState.strategyTotals !== null)
    for (const f of Object.values(after.formations)) {
      const units = liveUnits(after, f);
      const turn = arrivalTurn(after, f);
      if (
        turn !== 'as-normal' &&
        turn <= after.turn &&
        units.length > 0 &&
        units.every((u) => u.status === 'reserve')
      )
        return `5.3.2: ${f.id} was due on turn ${turn} and is still off the table on turn ${after.turn}`;
    }
  return null;
}

/**
 * Seed 001 5.3.5 breakthrough, checked after every command of a random game: the Orks' formations
 * each stand wholly in one of their two areas after set-up; a formation that left the table did
 * so from a short edge with every surviving unit, and none of its units is ever seen again.
 */
export function breakthroughHolds(
  before: GameState,
  command: Command,
  after: GameState,
): string | null {
  if (!isBreakthrough(after)) return null;
  if (before.phase === 'setup' && after.phase !== 'setup')
    for (const f of Object.values(after.formations)) {
      if (!f.zones) continue;
      const areas = (after.formationZones ?? []).filter((a) => f.zones!.includes(a.id));
      const placed = liveUnits(after, f).filter((u) => u.status === 'deployed');
      const home = areas.find((a) =>
        placed.every((u) => {
          const shape = unitShape(after, u);
          return shape !== null && featureCoverage(ringOf(a.polygon), shape) === 'wholly';
        }),
      );
      if (placed.length > 0 && !home) return `5.3.5: ${f.id} is not wholly in one Ork area`;
    }
  if (command.type === 'breakthrough.leave') {
    const f = before.formations[command.formationId];
    const units = f ? liveUnits(before, f) : [];
    if (units.some((u) => u.status === 'deployed' && !atShortEdge(before, u)))
      return `5.3.5: ${command.formationId} left the table with a unit away from a short edge`;
  }
  for (const left of after.leftTable ?? []) {
    const f = after.formations[left.formationId];
    if (f && liveUnits(after, f).length > 0)
      return `5.3.5: ${left.formationId} left the table but has units in play`;
  }
  return null;
}
