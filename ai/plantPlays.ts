import type { Command, Side } from '../engine/netea/commands/schema';
import type { Point } from '../engine/kernel/geometry/types';
import type { GameState } from '../engine/netea/state/schema';
import { blizzardDecision } from '../engine/netea/rules/5.3-scenarios/plantBlizzard';
import {
  centreOf,
  centreToPlace,
  chargeReach,
  distanceToEntrance,
  mayEnterCentre,
} from '../engine/netea/rules/5.3-scenarios/plantCentre';
import { validateCommand } from '../engine/netea/commands/apply';
import { datasheetOf } from '../engine/netea/rules/1.2-formations/battlefield';
import { liveUnits } from '../engine/netea/rules/1.2-formations/formations';
import { isImperial } from '../engine/netea/rules/5.3-scenarios/plantTables';
import { isPlantFormation } from '../engine/netea/rules/5.3-scenarios/plantBuildings';
import { TABLE_RECTS, type PlantTable } from '../engine/netea/rules/5.3-scenarios/plantTables';

/**
 * Seed 001 5.3.15: the computer players' answers to the water purification plant's own
 * decisions, for the random player (any legal answer: `draw` gives its numbers) and the utility
 * player (`draw` absent: a sensible one).
 */

/** The control centre's entrance, when the Imperials still have to set it up: somewhere on
 * table 1 (random), or its middle, furthest from both Ork edges (sensible). */
export function centreCommand(
  game: GameState,
  side: Side,
  draw?: (lo: number, hi: number) => number,
): Command | null {
  if (!centreToPlace(game) || !isImperial(game, side)) return null;
  const t = TABLE_RECTS[1];
  const position = draw
    ? { x: draw(t.x + 20, t.x + t.width - 20), y: draw(t.y + 20, t.y + t.height - 20) }
    : { x: t.x + t.width / 2, y: t.y + t.height * 0.6 };
  return { type: 'plant.centre', side, position };
}

/** Where a unit of the plant's buildings goes: around the control centre's entrance. */
export function plantAnchor(game: GameState, formationId: string): Point | null {
  return isPlantFormation(game, formationId) ? (centreOf(game)?.entrance ?? null) : null;
}

/**
 * The blizzard: the roll, or the choice of table after a 4 or a 5. The random player picks any
 * table; the sensible one strikes where it hurts the enemy: the Orks the plant's table 1 (the
 * defenders' shots at them there are -1), the Imperials an Ork table (2, the first to arrive on).
 */
export function blizzardCommand(
  game: GameState,
  side: Side,
  pick?: (n: number) => number,
): Command | null {
  const due = blizzardDecision(game);
  if (!due || due.side !== side) return null;
  if (due.step === 'roll') return { type: 'plant.blizzard', side };
  const table: PlantTable = pick
    ? (([1, 2, 3] as const)[pick(3)] ?? 1)
    : isImperial(game, side)
      ? 2
      : 1;
  return { type: 'plant.blizzard', side, table };
}

/**
 * Kontrollzentrum: the engaging formation's units that can reach the entrance go in (keeping the
 * nearest outside when the rest of the formation would be left with no unit by the entrance),
 * attacking with the value more of them hit with; null when none may.
 */
export function stormCommand(game: GameState, side: Side): Command | null {
  const activation = game.turnState.activation;
  const centre = centreOf(game);
  const formation = activation ? game.formations[activation.formationId] : undefined;
  if (!centre || !formation) return null;
  const able = liveUnits(game, formation)
    .filter((u) => u.status === 'deployed')
    .map((u) => ({ unit: u, sheet: datasheetOf(game, u) }))
    .filter(
      ({ unit, sheet }) =>
        mayEnterCentre(sheet) &&
        distanceToEntrance(game, unit, centre.entrance) <= chargeReach(sheet),
    )
    .sort(
      (a, b) =>
        distanceToEntrance(game, a.unit, centre.entrance) -
        distanceToEntrance(game, b.unit, centre.entrance),
    );
  if (able.length === 0) return null;
  const worth = (v: number | string) => (typeof v === 'number' ? 7 - v : 0);
  const cc = able.reduce((n, a) => n + worth(a.sheet.cc), 0);
  const ff = able.reduce((n, a) => n + worth(a.sheet.ff), 0);
  const attackWith = cc >= ff ? ('cc' as const) : ('ff' as const);
  for (const ids of [able, able.slice(1)].map((l) => l.map((a) => a.unit.id))) {
    if (ids.length === 0) continue;
    const command: Command = {
      type: 'plant.storm',
      side,
      formationId: formation.id,
      unitIds: ids,
      attackWith,
    };
    if (validateCommand(game, command) === null) return command;
  }
  return null;
}
