import { isEnemy } from '../../../engine/netea/rules/1.2-formations/sides';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import { shapeDistance, type Point } from '../../../engine/kernel/geometry';
import { datasheetOf, unitShape } from '../../../engine/netea/rules/1.2-formations/battlefield';
import { liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
import { validateDisembark } from '../../../engine/netea/rules/1.7-movement/disembark';
import { formationsCarriedBy } from '../../../engine/netea/rules/3-war-engines/transportCarried';
import {
  AROUND,
  mountProposal,
  spotBeside,
  warEngineTransports,
} from '../../../engine/netea/rules/3-war-engines/transportReach';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';

/**
 * 3.1.3 for the computer: infantry far from the fight mount up in a friendly war engine with
 * room that has already acted this turn (so mounting costs it nothing), and ride it forward;
 * the war engine puts them out at the end of a move that brings it near the enemy.
 */

/** How far from the nearest enemy a formation counts as far from the fight (cm). */
export const FAR_FROM_THE_FIGHT = 45;
/** A war engine within this of an enemy unit (cm) puts its passengers out. */
export const NEAR_THE_FIGHT = 30;

function enemyGap(game: GameState, side: Side, shapes: readonly UnitState[]): number {
  let best = Infinity;
  for (const e of Object.values(game.units)) {
    if (!isEnemy(game, side, e.side)) continue;
    const es = unitShape(game, e);
    if (!es) continue;
    for (const u of shapes) {
      const us = unitShape(game, u);
      if (us) best = Math.min(best, shapeDistance(us, es));
    }
  }
  return best;
}

/** The acting formation's mount command into the best war engine, or null when none is sensible
 * or legal: only infantry far from the fight, into a war engine that has acted already. */
export function weMountCommand(game: GameState, side: Side): Command | null {
  const activation = game.turnState.activation;
  if (!activation || activation.movedThisMove.length > 0) return null;
  const formation = game.formations[activation.formationId];
  if (!formation) return null;
  const units = liveUnits(game, formation);
  if (units.length === 0 || units.some((u) => u.status !== 'deployed')) return null;
  if (units.some((u) => datasheetOf(game, u).type !== 'INF')) return null;
  if (enemyGap(game, side, units) < FAR_FROM_THE_FIGHT) return null;
  const engines = warEngineTransports(game, side, formation.id).filter(
    (w) => game.formations[w.formationId]?.activated === true,
  );
  for (const w of engines) {
    const command = mountProposal(game, side, formation.id, w.id);
    if (command && validateCommand(game, command) === null) return command;
  }
  return null;
}

/** At the end of a move of the acting formation: a war engine of it near the enemy puts one
 * carried formation out around it, or null. */
export function weDismountCommand(game: GameState, side: Side): Command | null {
  const activation = game.turnState.activation;
  if (!activation || activation.movesTaken === 0 || activation.movedThisMove.length > 0)
    return null;
  if (activation.shot) return null;
  for (const w of Object.values(game.units)) {
    if (w.formationId !== activation.formationId || w.status !== 'deployed') continue;
    if (enemyGap(game, side, [w]) > NEAR_THE_FIGHT) continue;
    for (const formationId of formationsCarriedBy(game, w.id)) {
      const riders = liveUnits(game, game.formations[formationId]!);
      const placements: { unitId: string; position: Point; facing: number }[] = [];
      for (const u of riders) {
        for (const angle of AROUND) {
          const at = spotBeside(game, u, w, angle, 1);
          if (!at) continue;
          const tried = [...placements, { unitId: u.id, position: at, facing: u.facing }];
          if (validateDisembark(game, w.id, tried, { engage: false }) === null) {
            placements.push(tried[tried.length - 1]!);
            break;
          }
        }
      }
      const command: Command = { type: 'move.disembark', side, transportId: w.id, placements };
      if (placements.length === riders.length && validateCommand(game, command) === null)
        return command;
    }
  }
  return null;
}
