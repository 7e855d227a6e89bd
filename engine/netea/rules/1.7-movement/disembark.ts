import { poppedUpTransportRefusal } from '../2-specialists/popUp';
import {
  basesOverlap,
  inBaseContact,
  isWhollyOnTable,
  pointShapeDistance,
  shapeDistance,
  shapesWithin,
  shapeVertices,
  GEOMETRY_EPSILON,
  type Point,
  type Shape,
} from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShape, unitShapeAt } from '../1.2-formations/battlefield';
import { maxAttackersInContact } from './chargeMoves';
import { featureUnder } from './obstacles';
import type { MoveEvent } from './types';
import { trappedInside } from './transports';
import { otherFormationCarrier } from '../3-war-engines/transportCarried';
import { withUnits } from '../1.2-formations/unitUpdates';
import { enemyZocSources, inZocOf } from './zonesOfControl';

/** 1.7.5: disembarking units are placed within 5cm of the transport vehicle. */
export const DISEMBARK_RANGE = 5;

export interface DisembarkPlacement {
  readonly unitId: string;
  readonly position: Point;
  readonly facing: number;
}

export interface DisembarkContext {
  /** 1.7.5: the formation has engage orders (may be placed in base contact with an enemy). */
  readonly engage: boolean;
  /** The formations the engage action targets (1.12.3 applies to these placements too). */
  readonly targetFormationIds?: readonly string[];
  /** Units picked up in this move: they may not disembark in it (1.7.5). */
  readonly pickedUpThisMove?: readonly string[];
  /** 1.7.5: disembarking as part of a counter charge (trapped if in contact with two enemies). */
  readonly counterCharge?: boolean;
  readonly zocLost?: readonly string[];
}

/** Whether every point of the base's rim is within `range` of the other shape. */
export function whollyWithin(shape: Shape, of: Shape, range: number): boolean {
  const rim =
    shape.kind === 'circle'
      ? Array.from({ length: 32 }, (_, i) => ({
          x: shape.cx + shape.radius * Math.cos((i * Math.PI) / 16),
          y: shape.cy + shape.radius * Math.sin((i * Math.PI) / 16),
        }))
      : shapeVertices(shape);
  return rim.every((p) => pointShapeDistance(of, p) <= range + GEOMETRY_EPSILON);
}

/**
 * 1.7.5: may the transport's passengers be placed so at the end of its move? Within 5cm of the
 * transport (wholly or partly: setting `disembarkPlacement`), on the table, not on impassable
 * terrain or another unit, and not in an enemy ZoC, unless the formation has engage orders and
 * the unit is placed in base contact with (the nearest) enemy of a target formation, at most two
 * per defender (1.12.3). With `transportsTiedToUnits` off, a unit may leave by any transport of
 * its formation (1.7.5 FAQ). Speed 0 and immobile units disembark as normal (FAQ).
 */
export function validateDisembark(
  state: GameState,
  transportId: string,
  placements: readonly DisembarkPlacement[],
  context: DisembarkContext,
): Refusal | null {
  const transport = state.units[transportId];
  const tShape = transport && unitShape(state, transport);
  if (!transport || !tShape) {
    return refusal('transport/not-on-table', '1.7.5', `${transportId} is not on the table.`);
  }
  if (context.counterCharge && trappedInside(state, transport)) {
    return refusal('transport/trapped', '1.7.5', 'The units are trapped inside the transport.');
  }
  const popped = poppedUpTransportRefusal(transport);
  if (popped) return popped;
  const placed: { unit: UnitState; shape: Shape }[] = [];
  for (const p of placements) {
    const unit = state.units[p.unitId];
    const aboard =
      unit?.status === 'embarked' &&
      (state.settings.transportsTiedToUnits
        ? unit.transportedBy === transportId
        : unit.formationId === transport.formationId ||
          // 3.1.3: another formation's units ride in the war engine they mounted.
          otherFormationCarrier(state, unit)?.id === transportId);
    if (!unit || !aboard) {
      return refusal('transport/not-aboard', '1.7.5', `${p.unitId} is not aboard ${transportId}.`);
    }
    if ((context.pickedUpThisMove ?? []).includes(unit.id)) {
      return refusal(
        'transport/same-move',
        '1.7.5',
        'Units may not be picked up and disembark as part of the same move.',
      );
    }
    const sheet = datasheetOf(state, unit);
    const shape = unitShapeAt(sheet, p.position, p.facing);
    if (!shape) return refusal('transport/no-base', '1.1.2', `${sheet.name} has no base.`);
    const near =
      state.settings.disembarkPlacement === 'wholly'
        ? whollyWithin(shape, tShape, DISEMBARK_RANGE)
        : shapesWithin(shape, tShape, DISEMBARK_RANGE);
    if (!near) {
      return refusal(
        'transport/too-far',
        '1.7.5',
        `Disembarking units are placed ${state.settings.disembarkPlacement} within 5cm of the transport.`,
      );
    }
    const problem = placementProblem(state, unit, shape, placed, context);
    if (problem) return problem;
    placed.push({ unit, shape });
  }
  return null;
}

export function placementProblem(
  state: GameState,
  unit: UnitState,
  shape: Shape,
  placed: readonly { unit: UnitState; shape: Shape }[],
  context: DisembarkContext,
): Refusal | null {
  if (!isWhollyOnTable(shape, state.table)) {
    return refusal('transport/off-table', '1.7', 'Units must be placed wholly on the table.');
  }
  const wall = featureUnder(state, datasheetOf(state, unit), 'impassable', shape);
  if (wall) {
    return refusal('transport/impassable', '1.8.4', `${wall.feature.type} is impassable to it.`);
  }
  const others = Object.values(state.units)
    .map((u) => ({ unit: u, shape: unitShape(state, u) }))
    .concat(placed);
  for (const o of others) {
    if (o.shape && o.unit.id !== unit.id && basesOverlap(shape, o.shape)) {
      return refusal('transport/on-unit', '1.7.2', `It would stand on ${o.unit.id}.`);
    }
  }
  const zocs = enemyZocSources(state, unit.side, context.zocLost).filter((s) => inZocOf(shape, s));
  if (zocs.length === 0) return null;
  const targets = context.targetFormationIds ?? [];
  const gaps = zocs.map((s) => shapeDistance(shape, s.shape));
  const nearest = zocs.filter((_, i) => (gaps[i] as number) <= Math.min(...gaps) + 0.01);
  const contact = nearest.find(
    (s) => inBaseContact(shape, s.shape) && targets.includes(s.unit.formationId),
  );
  if (!context.engage || !contact || zocs.some((s) => !targets.includes(s.unit.formationId))) {
    return refusal(
      'transport/in-zoc',
      '1.7.5',
      'Disembarking units may not be placed in an enemy zone of control, except in base contact with the target of an engage action.',
    );
  }
  const attackers = others.filter(
    (o) =>
      o.unit.side === unit.side &&
      o.unit.id !== unit.id &&
      o.shape &&
      inBaseContact(o.shape, contact.shape),
  ).length;
  if (attackers >= maxAttackersInContact(state, contact.unit)) {
    return refusal(
      'move/defender-full',
      '1.12.3',
      `${contact.unit.id} has no room for another attacker.`,
    );
  }
  return null;
}

/** Places disembarking units (validated first) on the table. */
export function applyDisembark(
  state: GameState,
  transportId: string,
  placements: readonly DisembarkPlacement[],
  events: { push(event: MoveEvent): unknown },
): GameState {
  const changes: Record<string, Partial<UnitState>> = {};
  for (const p of placements) {
    changes[p.unitId] = {
      status: 'deployed',
      position: p.position,
      facing: p.facing,
      transportedBy: null,
    };
    events.push({
      type: 'move/unit-disembarked',
      unitId: p.unitId,
      transportId,
      position: p.position,
      facing: p.facing,
      section: '1.7.5',
    });
  }
  return withUnits(state, changes);
}
