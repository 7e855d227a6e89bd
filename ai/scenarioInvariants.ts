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
import { ambushResult } from '../engine/netea/rules/5.3-scenarios/ambush';
import { marchDistance } from '../engine/netea/rules/5.3-scenarios/ambushEntry';
import {
  distanceAlongRoad,
  distanceToRoad,
  isAmbush,
  MARINE_ROAD_GAP,
  onRoad,
} from '../engine/netea/rules/5.3-scenarios/ambushRoad';
import {
  ambushingSide,
  isScoutFormation,
  scoutNearest,
} from '../engine/netea/rules/5.3-scenarios/ambushSetup';
import { inVolley } from '../engine/netea/rules/5.3-scenarios/ambushVolley';
import { sidesOf } from '../engine/netea/rules/1.2-formations/sides';

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
    for (const side of sidesOf(before)) {
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

/**
 * Seed 001 5.3.7 ambush, checked after every command of a random game: at set-up no convoy unit
 * is on the table and every Space Marine unit keeps 30cm from the road (the Scouts 5cm); the
 * convoy comes on in its set order, each unit's centre on the road within its march of its end;
 * in the first turn's volley no Space Marine unit moves and each formation only advances; once
 * the game is over its result is the three terms' (ambush.ts).
 */
export function ambushHolds(before: GameState, command: Command, after: GameState): string | null {
  if (!isAmbush(after)) return null;
  const marines = ambushingSide(after)!;
  if (after.phase === 'setup')
    for (const u of Object.values(after.units)) {
      if (u.status !== 'deployed') continue;
      if (u.side !== marines) return `5.3.7: convoy unit ${u.id} set up on the table`;
      const shape = unitShape(after, u);
      const f = after.formations[u.formationId]!;
      const least = isScoutFormation(after, f) ? scoutNearest(after, u) : MARINE_ROAD_GAP;
      const gap = shape ? distanceToRoad(after, shape) : Infinity;
      if (isScoutFormation(after, f) ? gap <= least : gap < least)
        return `5.3.7: ${u.id} set up ${gap.toFixed(1)}cm from the road`;
    }
  if (command.type === 'ambush.enter') {
    const order = after.ambush?.order ?? [];
    const entered = after.ambush?.entered ?? [];
    if (entered.some((id, i) => order[i] !== id))
      return `5.3.7: the convoy came on out of order (${entered.join(', ')})`;
    for (const p of command.placements) {
      const along = distanceAlongRoad(after, after.ambush!.end, p.position);
      if (!onRoad(after, p.position) || along > marchDistance(after, p.unitId) + 1e-9)
        return `5.3.7: ${p.unitId} came on off the road or beyond its march`;
    }
  }
  // (A formation broken by its own losses may still withdraw, 1.13.3.)
  if (inVolley(before) && inVolley(after) && command.type !== 'withdrawal.move')
    for (const u of Object.values(after.units)) {
      const was = before.units[u.id];
      if (u.side !== marines || u.status !== 'deployed' || was?.status !== 'deployed') continue;
      if (was.position?.x !== u.position?.x || was.position?.y !== u.position?.y)
        return `5.3.7: ${u.id} moved in the first turn's volley`;
    }
  if (command.type === 'action.declare' && inVolley(before) && command.action !== 'advance')
    return `5.3.7: ${command.formationId} took a ${command.action} action in the volley`;
  if (after.phase === 'game-over' && before.phase !== 'game-over' && after.result) {
    const expected = ambushResult(after);
    if (expected && expected.winner !== after.result.winner)
      return `5.3.7: the game ended with the wrong winner (${after.result.reason})`;
  }
  return null;
}
