import type { Side } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry/types';
import type { FormationState, GameState } from '../../../engine/netea/state/schema';
import type { Placed } from '../../../engine/netea/rules/1.9-shooting/geometry';
import { linear } from '../curves';
import { isAircraftFormation } from '../../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import { centreOf as plantCentreOf } from '../../../engine/netea/rules/5.3-scenarios/plantCentre';
import { commandOf } from '../../../engine/netea/rules/5.3-scenarios/plantCommands';
import { isImperial } from '../../../engine/netea/rules/5.3-scenarios/plantTables';
import { isPlantFormation } from '../../../engine/netea/rules/5.3-scenarios/plantBuildings';
import {
  isWaterPlant,
  TABLE_RECTS,
  tableAt,
  type PlantTable,
} from '../../../engine/netea/rules/5.3-scenarios/plantTables';

/**
 * What seed 001 5.3.15 (the water purification plant) asks of the utility player: the Orks go
 * for the plant's buildings and the control centre's entrance (the situation's objectives and
 * quarry); the Imperials of tables 2 and 3 hold a line across their own table between the Ork
 * edge and the plant (never leaving it: that loses the unit), those of table 1 stand by the
 * plant.
 */

/** The plant's buildings still standing and the control centre's entrance, as the places the
 * Orks go for and the Imperials guard; null in any other game. */
export function plantObjectives(game: GameState): GameState['objectives'] | null {
  if (!isWaterPlant(game)) return null;
  const out: GameState['objectives'] = [];
  for (const f of Object.values(game.formations)) {
    if (!isPlantFormation(game, f.id)) continue;
    for (const id of f.unitIds) {
      const u = game.units[id];
      if (u?.status === 'deployed' && u.position)
        out.push({ id: u.id, position: u.position, label: u.id });
    }
  }
  const centre = plantCentreOf(game);
  if (centre && centre.hits < 6)
    out.push({ id: 'control-centre', position: centre.entrance, label: 'control centre' });
  return out;
}

/** The Orks' quarry: the plant's buildings. */
export function plantQuarry<V extends { readonly formation: FormationState }>(
  game: GameState,
  side: Side,
  theirs: readonly V[],
): V[] | null {
  if (!isWaterPlant(game)) return null;
  return isImperial(game, side) ? [] : theirs.filter((v) => isPlantFormation(game, v.formation.id));
}

/** Where an Imperial formation of table 2 or 3 holds: across its table, 75cm from the Ork edge
 * (30cm short of the plant's side), spread along it by `index`. */
function holdPoint(table: PlantTable, index: number): Point {
  const t = TABLE_RECTS[table];
  const along = [0.5, 0.25, 0.75, 0.35, 0.65][index % 5]!;
  return { x: t.x + t.width * along, y: t.y + 75 };
}

/** The Imperial formations' goals: tables 2 and 3 hold their line; table 1 by the plant. */
export function plantGoals(
  game: GameState,
  side: Side,
  mine: readonly { readonly formation: FormationState; readonly centre: Point }[],
  goals: Map<string, { objective: number; point: Point }>,
): void {
  if (!isWaterPlant(game) || !isImperial(game, side)) return;
  const entrance = plantCentreOf(game)?.entrance;
  let n = 0;
  for (const v of mine) {
    if (isAircraftFormation(game, v.formation) || isPlantFormation(game, v.formation.id)) continue;
    const table = commandOf(game, v.formation.id);
    if (table === 2 || table === 3)
      goals.set(v.formation.id, { objective: 0, point: holdPoint(table, n++) });
    else if (table === 1 && entrance)
      goals.set(v.formation.id, {
        objective: 0,
        point: { x: entrance.x + ((n++ % 3) - 1) * 20, y: entrance.y - 15 },
      });
  }
}

/** Where the Imperials set up a formation: by its place in the army, table 1, 2, 3, 1 … (the
 * three commands about equal), at its holding point; the plant's buildings by the centre. */
export function plantDeployAnchor(
  game: GameState,
  side: Side,
  formationId: string,
  index: number,
): Point | null {
  if (!isWaterPlant(game) || !isImperial(game, side)) return null;
  const entrance = plantCentreOf(game)?.entrance;
  if (isPlantFormation(game, formationId)) return entrance ?? null;
  const own = commandOf(game, formationId);
  const table = own ?? ([1, 2, 3] as const)[index % 3] ?? 1;
  if (table === 1)
    return entrance ? { x: entrance.x + ((index % 5) - 2) * 14, y: entrance.y - 20 } : null;
  return holdPoint(table, Math.floor(index / 3));
}

/** "dürfen die Tische … nicht verlassen": 1 when every unit of an Imperial formation of table 2
 * or 3 would stand on its table, near nothing otherwise (leaving it loses the unit). */
export function keepsToItsTable(
  game: GameState,
  formationId: string,
  placed: readonly Placed[],
): number | null {
  if (!isWaterPlant(game)) return null;
  const f = game.formations[formationId];
  if (!f || !isImperial(game, f.side) || isAircraftFormation(game, f)) return null;
  const own = commandOf(game, formationId);
  if (own !== 2 && own !== 3) return null;
  return placed.every((p) => tableAt({ x: p.shape.cx, y: p.shape.cy }) === own) ? 1 : 0.001;
}

/** plantAdvance: an Ork move is worth more the nearer it ends to the plant, however far away
 * (the battlefield is 360 x 240: from the Ork edges the plant is some 200cm off; the objective's
 * own curve is flat beyond 40cm). */
export const plantAdvanceCurve = linear(260, 0.2, 0, 1);

/** Whether the side must go for the plant (the Orks of a water purification plant game). */
export function goesForThePlant(game: GameState, side: Side): boolean {
  return isWaterPlant(game) && !isImperial(game, side);
}
