import type { Command } from '../engine/netea/commands/schema';
import type { GameState } from '../engine/netea/state/schema';
import { isAircraftFormation } from '../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import { offItsTable, commandOf } from '../engine/netea/rules/5.3-scenarios/plantCommands';
import { isPlantFormation } from '../engine/netea/rules/5.3-scenarios/plantBuildings';
import { plantResult } from '../engine/netea/rules/5.3-scenarios/plantVictory';
import { isImperial, isWaterPlant, tableAt } from '../engine/netea/rules/5.3-scenarios/plantTables';

/**
 * Seed 001 5.3.15 the water purification plant, checked after every command of a random game:
 * no Imperial unit of table 2's or 3's command stands off its table; no ground unit stands off
 * the tables; the plant's buildings are never broken and never carry a Blast marker; an Ork
 * formation comes on at one table's edge, which is then its command; only Orks go into the
 * control centre, and those listed inside are off the table; a game over is the victory's result (plantVictory.ts).
 */
export function plantHolds(before: GameState, command: Command, after: GameState): string | null {
  if (!isWaterPlant(after)) return null;
  // Checked after every command, so only what this command changed can newly break them (the
  // state is never changed in place): every unit again on the first command or when the
  // tables' commands change.
  const all = before.log.length === 0 || before.plant?.commands !== after.plant?.commands;
  for (const unit of Object.values(after.units)) {
    if (unit.status !== 'deployed' || !unit.position) continue;
    if (!all && before.units[unit.id] === unit) continue;
    if (offItsTable(after, unit))
      return `5.3.15: ${unit.id} of table ${commandOf(after, unit.formationId)}'s command stands off its table`;
    const formation = after.formations[unit.formationId];
    if (formation && !isAircraftFormation(after, formation) && tableAt(unit.position) === null)
      return `5.3.15: ${unit.id} stands off the tables`;
  }
  for (const f of Object.values(after.formations)) {
    if (!all && before.formations[f.id] === f) continue;
    if (!isPlantFormation(after, f.id)) continue;
    if (f.broken || f.blastMarkers > 0)
      return `5.3.15: the plant's buildings are ${f.broken ? 'broken' : `carrying ${f.blastMarkers} Blast markers`}`;
  }
  if (command.type === 'escalation.arrive') {
    const tables = new Set(command.placements.map((p) => tableAt(p.position)));
    const own = commandOf(after, command.formationId);
    if (tables.size !== 1 || !tables.has(own) || own === 1)
      return `5.3.15: ${command.formationId} came on at more than one table edge, or not at its command's`;
  }
  for (const id of after.plant?.centre?.inside ?? []) {
    const unit = after.units[id];
    if (!unit || isImperial(after, unit.side))
      return `5.3.15: ${id} went into the control centre, which only Orks may enter`;
    // Inside is off the table: a unit that came out is no longer listed.
    if (unit.status === 'deployed' || unit.status === 'embarked')
      return `5.3.15: ${id} is listed inside the control centre but stands on the table`;
  }
  if (after.result && !before.result) {
    const expected = plantResult(after);
    if (!expected || expected.winner !== after.result.winner)
      return `5.3.15: the game ended with ${after.result.winner} winning, not by its victory conditions`;
  }
  return null;
}
