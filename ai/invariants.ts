import type { Command } from '../engine/netea/commands/schema';
import { inZoneOfControl } from '../engine/kernel/geometry';
import { unitShape } from '../engine/netea/rules/1.2-formations/battlefield';
import { checkFormationCoherency } from '../engine/netea/rules/1.2-formations/coherency';
import { liveUnits } from '../engine/netea/rules/1.2-formations/formations';
import { blastMarkersPerUnit } from '../engine/netea/rules/1.3-blast-markers/blastMarkers';
import type { GameState } from '../engine/netea/state/schema';

/**
 * Rules that must hold after every command of every game, whoever plays it. The simulation
 * checks them after each accepted command, so random games double as a search for states the
 * rules forbid. Each returns a sentence naming the rule broken, or null.
 */
export function checkInvariants(
  before: GameState,
  command: Command,
  after: GameState,
): string | null {
  for (const f of Object.values(after.formations)) {
    if (f.blastMarkers < 0) return `1.3: ${f.id} has ${f.blastMarkers} Blast markers`;
    if (f.broken && f.blastMarkers !== 0)
      return `1.13.2: broken ${f.id} kept ${f.blastMarkers} Blast markers`;
    const units = liveUnits(after, f).length;
    // Breaking is checked once an attack or action is resolved (1.9.7), so only between them.
    const settled =
      after.turnState.attack === null &&
      after.turnState.assault === null &&
      after.turnState.activation === null &&
      after.turnState.withdrawal === null;
    if (
      settled &&
      !f.broken &&
      units > 0 &&
      f.blastMarkers >= units * blastMarkersPerUnit(after, f)
    ) {
      return `1.13.2: ${f.id} has ${f.blastMarkers} Blast markers on ${units} units and is not broken`;
    }
  }
  if (command.type === 'move.end') {
    const formationId = before.turnState.activation?.formationId;
    if (formationId && !checkFormationCoherency(after, formationId).coherent) {
      return `1.7.4: ${formationId} has units out of formation after its move`;
    }
  }
  if (command.type === 'move.unit') {
    const unit = after.units[command.unitId];
    const beforeUnit = before.units[command.unitId];
    const shape = unit ? unitShape(after, unit) : null;
    const startShape = beforeUnit ? unitShape(before, beforeUnit) : null;
    if (shape && startShape) {
      for (const enemy of Object.values(after.units)) {
        if (enemy.side === unit?.side) continue;
        const enemyShape = unitShape(after, enemy);
        if (!enemyShape || !inZoneOfControl(shape, enemyShape)) continue;
        // 1.7.3 FAQ: a unit that started in an enemy's zone of control may move within it.
        if (inZoneOfControl(startShape, enemyShape)) continue;
        return `1.7.3: ${command.unitId} moved into the zone of control of ${enemy.id}`;
      }
    }
  }
  return null;
}
