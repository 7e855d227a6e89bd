import { validateCommand } from '../engine/netea/commands/apply';
import type { Command, Side } from '../engine/netea/commands/schema';
import type { GameState } from '../engine/netea/state/schema';
import { formationsOf, liveUnits } from '../engine/netea/rules/1.2-formations/formations';
import { marchDistance } from '../engine/netea/rules/5.3-scenarios/ambushEntry';
export { convoyEntryCommand } from '../engine/netea/rules/5.3-scenarios/ambushPlan';
import { roadBand, MARINE_ROAD_GAP } from '../engine/netea/rules/5.3-scenarios/ambushRoad';
import { isScoutFormation, scoutNearest } from '../engine/netea/rules/5.3-scenarios/ambushSetup';

/**
 * Seed 001 5.3.7 Hinterhalt: the computer players' set-up decisions and the convoy's march, for
 * the random player (any legal answer) and the utility player (a sensible one).
 */

/** The slowest march of a formation's units: how far it gets along the road. */
function slowest(game: GameState, formationId: string): number {
  const f = game.formations[formationId];
  if (!f) return 0;
  return Math.min(...liveUnits(game, f).map((u) => marchDistance(game, u.id)));
}

/**
 * The convoy's road end and order. `sensible`: the fastest formations first, so they run on
 * ahead and leave the road by the edge for the slow Gunzmobs, which come last and stand furthest
 * from the ambushers' far end of the table; otherwise `shuffle` orders them (the random player).
 */
export function convoyCommand(
  game: GameState,
  side: Side,
  end: 'west' | 'east',
  shuffle?: (ids: string[]) => string[],
): Command {
  const ids = formationsOf(game, side).map((f) => f.id);
  const order = shuffle
    ? shuffle(ids)
    : [...ids].sort((a, b) => slowest(game, b) - slowest(game, a) || a.localeCompare(b));
  return { type: 'ambush.convoy', side, end, order };
}

/**
 * A Space Marine unit's place: on the side of the road (north or south, `north`), just beyond
 * the 30cm the rule asks (the Scouts just beyond their 5cm), near the units of its formation
 * already set up, at `x` along the table for the formation's first unit.
 */
export function marineSetUpCommand(
  game: GameState,
  side: Side,
  unitId: string,
  north: boolean,
  x: number,
  jitter: () => number = () => 0,
): Command | null {
  const unit = game.units[unitId];
  const band = roadBand(game);
  const formation = unit ? game.formations[unit.formationId] : undefined;
  if (!unit || !band || !formation) return null;
  const gap = isScoutFormation(game, formation)
    ? scoutNearest(game, unit) + 3
    : MARINE_ROAD_GAP + 2;
  const placed = liveUnits(game, formation).filter((u) => u.status === 'deployed' && u.position);
  const facing = north ? 90 : 270;
  const baseY = north ? band.minY - gap - 1.2 : band.maxY + gap + 1.2;
  // The first unit where asked; each next one beside a unit of its formation already set up,
  // so the formation stands in coherency (1.2.1: each within 5cm of another).
  const spots =
    placed.length === 0
      ? Array.from({ length: 40 }, (_, i) => ({
          x: x + ((i % 8) - 4) * 3 + jitter(),
          y: baseY + Math.floor(i / 8) * 3 * (north ? -1 : 1),
        }))
      : // Beside a unit along the road first, then a row further back.
        [
          [4.5, 0],
          [-4.5, 0],
          [0, 3],
          [0, -3],
          [4.5, 3],
          [-4.5, 3],
          [4.5, -3],
          [-4.5, -3],
        ].flatMap(([dx, dy]) =>
          placed.map((u) => ({
            x: u.position!.x + dx! + jitter() / 4,
            y: u.position!.y + dy!,
          })),
        );
  for (const position of spots) {
    const command: Command = { type: 'setup.deployUnit', side, unitId, position, facing };
    if (validateCommand(game, command) === null) return command;
  }
  return null;
}
