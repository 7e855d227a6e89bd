import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import {
  pointInRing,
  shapeDistance,
  type Point,
  type Shape,
} from '../../../engine/kernel/geometry';
import { ringOf, unitShapeAt } from '../../../engine/netea/rules/1.2-formations/battlefield';
import { terrainCover } from '../../../engine/netea/rules/1.8-terrain/cover';
import {
  featuresWithEffect,
  terrainMoverOf,
} from '../../../engine/netea/rules/1.7-movement/obstacles';
import { placedUnits } from '../../../engine/netea/rules/1.9-shooting/geometry';
import { openAreas } from '../../../engine/netea/rules/3-war-engines/deploymentAreas';
import type { GameState } from '../../../engine/netea/state/schema';
import { floor, linear } from '../curves';
import type { Candidate } from '../score';
import { centreOf, clampTo, dist, type Situation } from '../situation';

/**
 * Where to set up my objective (1.15.5): near my own table edge, far from the enemy's, so that
 * it is mine from the first end phase and costly for the enemy to reach.
 */
export function objectiveCandidates(game: GameState, s: Situation): Candidate[] {
  const out: Candidate[] = [];
  const side: Side = s.side;
  for (let x = 6; x <= game.table.width - 6; x += 6)
    for (let y = 6; y <= game.table.height - 6; y += 6) {
      const command: Command = { type: 'setup.placeObjective', side, position: { x, y } };
      if (validateCommand(game, command) !== null) continue;
      const p = { x, y };
      out.push({
        label: `objective at (${x}, ${y})`,
        command,
        considerations: [
          { name: 'nearHome', value: linear(0, 1, game.table.height, 0.05)(dist(p, s.home)) },
          {
            name: 'farFromEnemy',
            value: linear(0, 0.05, game.table.height, 1)(dist(p, s.enemyHome)),
          },
          {
            name: 'notInCorner',
            value: linear(0, 0.6, game.table.width / 2, 1)(Math.min(x, game.table.width - x)),
          },
        ],
      });
    }
  return out;
}

/**
 * The point of `side`'s deployment zone nearest `at`, 3cm inside its bounding box (a 3cm grid):
 * a zone that is no strip along one edge (seed 001 5.3.11.1: a corner's L for a third player)
 * need not hold the front of its bounding box, where the anchor is put. `at` if it has no zone.
 */
export function intoZone(game: GameState, side: Side, at: Point): Point {
  const zone = game.deploymentZones[game.setup.zones[side] ?? side];
  if (!zone) return at;
  const ring = ringOf(zone.polygon);
  const xs = zone.polygon.map((p) => p.x);
  const ys = zone.polygon.map((p) => p.y);
  let best: Point | null = null;
  for (let x = Math.min(...xs) + 3; x <= Math.max(...xs) - 3; x += 3)
    for (let y = Math.min(...ys) + 3; y <= Math.max(...ys) - 3; y += 3)
      if (pointInRing(ring, x, y) && (!best || dist({ x, y }, at) < dist(best, at)))
        best = { x, y };
  return best ?? at;
}

/**
 * Deployment spots for a unit (1.15.1): around its formation's units already set up (for
 * coherency, 1.2.1) or at its formation's anchor: the front of my zone facing its objective.
 */
export function deployCandidates(
  game: GameState,
  s: Situation,
  unitId: string,
  anchorOf: (formationId: string) => Point,
): Candidate[] {
  const unit = game.units[unitId];
  const sheet = unit ? game.datasheets[unit.datasheetId] : undefined;
  if (!unit || !sheet) return [];
  const side: Side = s.side;
  // 3.4.1: a formation with areas of its own sets up in the one its anchor lies in (5.3.5: the
  // Orks' two edges, taken in turn), else the first still open.
  const areas = openAreas(game, unit.formationId);
  const anchor = anchorOf(unit.formationId);
  const zone = areas
    ? (areas.find((a) => pointInRing(ringOf(a.polygon), anchor.x, anchor.y)) ?? areas[0])
    : game.deploymentZones[game.setup.zones[side] ?? side];
  const facing = s.enemyHome.y > s.home.y ? 90 : 270;
  const mates = placedUnits(game, unit.formationId);
  const others = Object.values(game.formations)
    .filter((f) => f.side === side && f.id !== unit.formationId)
    .flatMap((f) => placedUnits(game, f.id));
  const centre =
    mates.length > 0 ? centreOf(mates.map((m) => ({ x: m.shape.cx, y: m.shape.cy }))) : anchor;
  const spots: Point[] = [];
  for (let r = 0; r <= 4; r++)
    for (let k = 0; k < Math.max(1, r * 6); k++) {
      const a = (2 * Math.PI * k) / Math.max(1, r * 6);
      spots.push({ x: centre.x + Math.cos(a) * r * 3.2, y: centre.y + Math.sin(a) * r * 3.2 });
    }
  const xs = zone?.polygon.map((p) => p.x) ?? [0, game.table.width];
  const ys = zone?.polygon.map((p) => p.y) ?? [0, game.table.height];
  const mover = terrainMoverOf(sheet);
  const out: Candidate[] = [];
  for (const raw of spots) {
    const position = {
      x: clampTo(raw.x, Math.min(...xs) + 2, Math.max(...xs) - 2),
      y: clampTo(raw.y, Math.min(...ys) + 2, Math.max(...ys) - 2),
    };
    const command: Command = { type: 'setup.deployUnit', side, unitId, position, facing };
    if (validateCommand(game, command) !== null) continue;
    const shape = unitShapeAt(sheet, position, facing);
    const gap = (p: { shape: Shape }) => (shape ? shapeDistance(shape, p.shape) : 0);
    const nearestMate = mates.reduce((m, p) => Math.min(m, gap(p)), Infinity);
    const nearestAny = [...mates, ...others].reduce((m, p) => Math.min(m, gap(p)), Infinity);
    const nearestOther = others.reduce(
      (m, p) => Math.min(m, dist({ x: p.shape.cx, y: p.shape.cy }, position)),
      Infinity,
    );
    const inCover =
      shape && terrainCover(game, { unit: { ...unit, position }, sheet, shape }).inCover;
    // 1.8.1: a unit starting its move in dangerous terrain tests and is lost on a 1.
    const dangerous =
      !!shape && !!mover && featuresWithEffect(game, mover, 'dangerous', shape).length > 0;
    out.push({
      label: `deploy ${unitId} at (${position.x.toFixed(1)}, ${position.y.toFixed(1)})`,
      command,
      considerations: [
        {
          name: 'coherency',
          value: mates.length === 0 ? 1 : linear(3, 1, 4.8, 0.05)(nearestMate),
        },
        // Bases touching a vehicle cannot move off past it (1.7.2): leave a little room.
        { name: 'roomToMove', value: linear(0.4, 0.05, 1.2, 1)(nearestAny) },
        { name: 'nearAnchor', value: linear(0, 1, 40, 0.1)(dist(position, anchor)) },
        { name: 'roomForOthers', value: linear(2, 0.2, 7, 1)(nearestOther) },
        { name: 'cover', value: floor(linear(0, 0, 1, 1), 0.8)(inCover ? 1 : 0) },
        { name: 'noDangerousStart', value: dangerous ? 0.2 : 1 },
      ],
    });
  }
  return out;
}
