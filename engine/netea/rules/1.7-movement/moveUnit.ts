import { isEnemy } from '../1.2-formations/sides';
import type { Dice } from '../../../kernel/dice';
import { firstDistanceWhere } from './geometry';
import { inBaseContact, truncatePath, type Point } from '../../../kernel/geometry';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShape } from '../1.2-formations/battlefield';
import {
  dangerousTerrainDamage,
  dangerousTerrainTests,
  rollDangerousTerrainTest,
  type Reached,
} from '../1.8-terrain/dangerousTerrain';
import type { ShootingEvent } from '../1.9-shooting/events';
import { prepareMove } from './movement';
import type { MoveContext, MoveEvent, MoveRequest } from './types';
import { resolvePassengers } from './transportLoss';
import { DESTROYED, withUnits } from '../1.2-formations/unitUpdates';
import type { Damage } from '../3-war-engines/damage';
import { blastsOnTheMove } from '../3-war-engines/terrainWreck';
import { afterPlantMove } from '../5.3-scenarios/plantCommands';
import type { MoveOutcome } from './types';

export type { MoveOutcome } from './types';

/**
 * Carries out a move that `validateMove` accepted: units picked up go aboard (1.7.5), the
 * dangerous terrain tests are rolled in the order the move meets them (1.8.1), and the unit ends
 * where its path ends, or is destroyed where it failed a test (no save, no Blast marker), its
 * passengers saving as 1.7.5 says. Never mutates `state`; rolls go through `dice`.
 */
export function applyMove(
  state: GameState,
  request: MoveRequest,
  context: MoveContext,
  dice: Dice,
  events: { push(event: MoveEvent | ShootingEvent): unknown },
): MoveOutcome {
  const prepared = prepareMove(state, request, context);
  if ('code' in prepared) throw new Error(`applyMove on a refused move: ${prepared.message}`);
  const { unit, geom } = prepared;
  const sheet = datasheetOf(state, unit);

  const reached: Reached[] = [];
  const pickUps: { id: string; distance: number }[] = [];
  for (const id of request.pickUp ?? []) {
    const other = state.units[id];
    const shape = other && unitShape(state, other);
    if (!shape) continue;
    const distance = firstDistanceWhere(geom, (s) => inBaseContact(s, shape)) ?? geom.length;
    pickUps.push({ id, distance });
    reached.push({ shape, distance, cause: 'pick-up' });
  }
  if (context.kind === 'charge' || context.kind === 'counter-charge') {
    for (const other of Object.values(state.units)) {
      const shape = isEnemy(state, other.side, unit.side) && unitShape(state, other);
      if (shape && inBaseContact(geom.end, shape) && !inBaseContact(geom.start, shape))
        reached.push({ shape, distance: geom.length, cause: 'contact' });
    }
  }

  let lostAt: number | null = null;
  let current = state;
  let wrecked: Damage | null = null;
  for (const test of dangerousTerrainTests(state, sheet, geom, reached)) {
    if (rollDangerousTerrainTest(dice, unit, sheet, test, context.cautious ?? false)) continue;
    // 3.1 FAQ: a war engine takes a point of damage instead, and goes on unless it is destroyed.
    const hurt = dangerousTerrainDamage(current, dice, unit.id);
    if (hurt) {
      current = hurt.state;
      for (const e of hurt.events) events.push(e);
      if (!hurt.destroyed) {
        current = blastsOnTheMove(current, dice, hurt, geom.shapeAt(test.distance), events);
        continue;
      }
      wrecked = hurt;
    }
    lostAt = test.distance;
    break;
  }

  const travelled = lostAt ?? geom.length;
  const path = lostAt === null ? request.path : truncatePath(request.path, lostAt);
  const endShape = lostAt === null ? geom.end : geom.shapeAt(lostAt);
  const to: Point = { x: endShape.cx, y: endShape.cy };
  const from = unit.position as Point;
  events.push({
    type: 'move/unit-moved',
    unitId: unit.id,
    kind: context.kind,
    from,
    to,
    facing: endShape.facing,
    path,
    distance: Math.min(travelled, geom.length),
    section: '1.7',
  });

  const changes: Record<string, Partial<UnitState>> = {};
  for (const p of pickUps) {
    if (p.distance > travelled) continue;
    changes[p.id] = { status: 'embarked', position: null, transportedBy: unit.id };
    events.push({
      type: 'move/unit-embarked',
      unitId: p.id,
      transportId: unit.id,
      section: '1.7.5',
    });
  }
  changes[unit.id] = { position: to, facing: endShape.facing };
  let next = withUnits(current, changes);
  // Seed 001 5.3.15: an Imperial unit of table 2 or 3 that ends its move off its table is lost.
  if (lostAt === null) return afterPlantMove(next, unit.id, events);

  next = withUnits(next, { [unit.id]: DESTROYED });
  events.push({
    type: 'move/unit-destroyed',
    unitId: unit.id,
    reason: 'dangerous-terrain',
    at: to,
    section: '1.8.1',
  });
  // 3.2.3: a critical that destroys the war engine with all aboard ("Crash") allows no save.
  const passengers = resolvePassengers(
    next,
    unit.id,
    to,
    endShape.facing,
    dice,
    events,
    wrecked?.passengersDestroyed ? { forfeit: true } : {},
  );
  const after = wrecked
    ? blastsOnTheMove(passengers.state, dice, wrecked, endShape, events)
    : passengers.state;
  return { state: after, destroyed: [unit.id, ...passengers.destroyed] };
}
