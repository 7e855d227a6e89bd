import type { Command, Side } from '../engine/netea/commands/schema';
import type { Point } from '../engine/kernel/geometry/types';
import type { GameState } from '../engine/netea/state/schema';
import { blizzardDecision } from '../engine/netea/rules/5.3-scenarios/plantBlizzard';
import {
  centreDestroyed,
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
import { unitsInside } from '../engine/netea/rules/5.3-scenarios/plantInside';
import { canActivate, formationsOf } from '../engine/netea/rules/1.2-formations/formations';
import { isPlantFormation, plantOwner } from '../engine/netea/rules/5.3-scenarios/plantBuildings';
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
  const owner = plantOwner(game);
  if (!centreToPlace(game) || !isImperial(game, side) || (owner !== null && owner !== side))
    return null;
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
 * attacking with the value more of them hit with; with none to go in, those already inside
 * attack again; null when none may.
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
  const inside = unitsInside(game, formation).map((id) => datasheetOf(game, game.units[id]!));
  if (able.length === 0 && inside.length === 0) return null;
  const worth = (v: number | string) => (typeof v === 'number' ? 7 - v : 0);
  const sheets = [...able.map((a) => a.sheet), ...inside];
  const cc = sheets.reduce((n, s) => n + worth(s.cc), 0);
  const ff = sheets.reduce((n, s) => n + worth(s.ff), 0);
  const attackWith = cc >= ff ? ('cc' as const) : ('ff' as const);
  const tries = [able, able.slice(1)].map((l) => l.map((a) => a.unit.id));
  for (const ids of inside.length > 0 ? [...tries, []] : tries) {
    if (ids.length === 0 && inside.length === 0) continue;
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

/**
 * Kontrollzentrum, "zurück auf den Tisch": the next unit of the acting formation inside the
 * centre comes out, its move measured from the entrance, towards the nearest building still
 * standing (sensible) or any way (`order` shuffles the directions: random); null when none
 * may. A formation moves out only once the technicians are dead or it chose a move action with
 * no unit on the table (the centre is where it does its work).
 */
export function leaveCentreCommand(
  game: GameState,
  side: Side,
  order?: (directions: number[]) => number[],
): Command | null {
  const activation = game.turnState.activation;
  const centre = centreOf(game);
  const formation = activation ? game.formations[activation.formationId] : undefined;
  if (!centre || !formation || !activation || activation.movesTaken >= activation.movesAllowed)
    return null;
  const waiting = unitsInside(game, formation).filter(
    (id) => !activation.movedThisMove.includes(id),
  );
  if (waiting.length === 0) return null;
  const onTable = liveUnits(game, formation).some((u) => u.status === 'deployed');
  if (!order && onTable && !centreDestroyed(game)) return null;
  const target = nearestBuilding(game, centre.entrance);
  const toward = target
    ? Math.atan2(target.y - centre.entrance.y, target.x - centre.entrance.x)
    : -Math.PI / 2;
  const steps = [0, 1, -1, 2, -2, 3, -3, 4];
  const directions = order ? order(steps) : steps;
  for (const id of waiting) {
    const sheet = datasheetOf(game, game.units[id]!);
    const speed = typeof sheet.speed === 'number' ? sheet.speed : 0;
    for (const k of directions)
      for (const f of [0.95, 0.6, 0.35]) {
        const a = toward + (k * Math.PI) / 4;
        const to = {
          x: centre.entrance.x + Math.cos(a) * speed * f,
          y: centre.entrance.y + Math.sin(a) * speed * f,
        };
        const command: Command = { type: 'plant.leave', side, unitId: id, path: [to] };
        if (validateCommand(game, command) === null) return command;
      }
  }
  return null;
}

/**
 * Kontrollzentrum with 1.12.3: the next unit of the charging formation inside the centre
 * charges out, from the entrance towards the nearest unit of the assault's target (into base
 * contact, or short of its zone of control); null when none of them may. `tried` names the
 * units already tried in this charge, so each is tried once.
 */
export function chargeOutCommand(
  game: GameState,
  side: Side,
  tried: (unitId: string) => boolean,
): Command | null {
  const activation = game.turnState.activation;
  const assault = game.turnState.assault;
  const centre = centreOf(game);
  const formation = activation ? game.formations[activation.formationId] : undefined;
  if (!centre || !formation || !activation || !assault || assault.step !== 'charge') return null;
  const from = centre.entrance;
  let target: Point | null = null;
  let best = Number.POSITIVE_INFINITY;
  for (const u of Object.values(game.units)) {
    if (!assault.defenders.includes(u.formationId) || u.status !== 'deployed' || !u.position)
      continue;
    const d = Math.hypot(u.position.x - from.x, u.position.y - from.y);
    if (d < best) [target, best] = [u.position, d];
  }
  if (!target || best === 0) return null;
  for (const id of unitsInside(game, formation)) {
    if (activation.movedThisMove.includes(id) || tried(id)) continue;
    const sheet = datasheetOf(game, game.units[id]!);
    const speed = typeof sheet.speed === 'number' ? sheet.speed : 0;
    // Into base contact (bases end to end or side by side), or short of the zone of control.
    for (const stop of [1.25, 2.2, 2.6, 3, 6.5, 12]) {
      const length = Math.min(speed, best - stop);
      if (length <= 0) continue;
      const to = {
        x: from.x + ((target.x - from.x) / best) * length,
        y: from.y + ((target.y - from.y) / best) * length,
      };
      const command: Command = { type: 'plant.chargeOut', side, unitId: id, path: [to] };
      if (validateCommand(game, command) === null) return command;
    }
  }
  return null;
}

function nearestBuilding(game: GameState, from: Point): Point | null {
  let best: Point | null = null;
  let d = Number.POSITIVE_INFINITY;
  for (const f of Object.values(game.formations)) {
    if (!isPlantFormation(game, f.id)) continue;
    for (const id of f.unitIds) {
      const p = game.units[id]?.status === 'deployed' ? game.units[id]!.position : null;
      const e = p ? Math.hypot(p.x - from.x, p.y - from.y) : d;
      if (p && e < d) [best, d] = [p, e];
    }
  }
  return best;
}

/**
 * The utility player's actions for formations wholly inside the control centre (its other
 * candidates see only formations on the table): engage to attack the technicians again while
 * they live, else advance to come out.
 */
export function insideCentreDeclarations(game: GameState, side: Side): Command[] {
  const centre = centreOf(game);
  if (!centre) return [];
  const out: Command[] = [];
  for (const f of formationsOf(game, side)) {
    if (!canActivate(game, f) || unitsInside(game, f).length === 0) continue;
    if (liveUnits(game, f).some((u) => u.status === 'deployed')) continue;
    const action = centreDestroyed(game) ? ('advance' as const) : ('engage' as const);
    const command: Command = { type: 'action.declare', side, formationId: f.id, action };
    if (validateCommand(game, command) === null) out.push(command);
  }
  return out;
}
