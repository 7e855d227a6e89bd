import {
  BARRAGE_TEMPLATE_DIAMETER,
  GEOMETRY_EPSILON,
  ORBITAL_TEMPLATE_DIAMETER,
} from './constants';
import { pointShapeDistance, shapeDistance } from './distance';
import type { CircleShape, Shape } from './shapes';
import { circleShape } from './shapes';
import type { Point } from './types';

/** The round templates of 1.0.1. */
export type TemplateKind = 'barrage' | 'orbital';

export const TEMPLATE_DIAMETERS: Readonly<Record<TemplateKind, number>> = {
  barrage: BARRAGE_TEMPLATE_DIAMETER,
  orbital: ORBITAL_TEMPLATE_DIAMETER,
};

/** A template placed with its centre at a point. */
export function templateShape(centre: Point, kind: TemplateKind = 'barrage'): CircleShape {
  return circleShape(centre, TEMPLATE_DIAMETERS[kind] / 2);
}

/**
 * 1.9.8 Using Barrage Templates: "a unit is affected if any part of the model falls under the
 * template". A base touching the template's rim is under it (within GEOMETRY_EPSILON).
 */
export function isUnderTemplate(template: CircleShape, unit: Shape): boolean {
  return shapeDistance(template, unit) <= GEOMETRY_EPSILON;
}

/** Indices (ascending) of the units under the template. */
export function unitsUnderTemplate(template: CircleShape, units: readonly Shape[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < units.length; i++) {
    if (isUnderTemplate(template, units[i] as Shape)) out.push(i);
  }
  return out;
}

/** 3.2.1: whether a war engine lies "directly under the centre of a template". */
export function isUnderTemplateCentre(template: CircleShape, unit: Shape): boolean {
  return pointShapeDistance(unit, { x: template.cx, y: template.cy }) <= GEOMETRY_EPSILON;
}
