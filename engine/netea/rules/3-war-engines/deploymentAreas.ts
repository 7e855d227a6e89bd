import { featureCoverage } from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf, ringOf, unitShape, unitShapeAt } from '../1.2-formations/battlefield';

/**
 * 3.4.1 Korps Grinda Returns! sets formations up in particular areas instead of a table edge's
 * zone: "One formation is deployed on the table, either in or touching the ruined buildings by
 * the 'Y' junction. The remaining two … enter play anywhere along the Space Marine table edge",
 * and the command bunkers "may be set up anywhere on the table that is at least 15cm from a table
 * edge". A formation names the areas it may use; an area may hold a limited number of
 * formations; every unit of a formation stands in the same area.
 */

type Area = NonNullable<GameState['formationZones']>[number];

function wholly(area: Area, shape: ReturnType<typeof unitShape>): boolean {
  return shape !== null && featureCoverage(ringOf(area.polygon), shape) === 'wholly';
}

/** Formations other than `formationId` with a unit set up in the area. */
function formationsIn(state: GameState, area: Area, formationId: string): number {
  let n = 0;
  for (const f of Object.values(state.formations)) {
    if (f.id === formationId || !f.zones?.includes(area.id)) continue;
    if (f.unitIds.some((id) => isIn(state, area, id))) n++;
  }
  return n;
}

function isIn(state: GameState, area: Area, unitId: string): boolean {
  const u = state.units[unitId];
  return u !== undefined && u.status === 'deployed' && wholly(area, unitShape(state, u));
}

/**
 * The areas the formation may still set up in (leaving `exceptUnit` out of the count, the unit
 * being set up again), or null when the formation uses its side's zone. Once a unit of the
 * formation stands in an area, that area alone; otherwise those with room for one more formation.
 */
export function openAreas(
  state: GameState,
  formationId: string,
  exceptUnit?: string,
): Area[] | null {
  const formation = state.formations[formationId];
  if (!formation?.zones) return null;
  const areas = formation.zones.flatMap(
    (id) => state.formationZones?.find((a) => a.id === id) ?? [],
  );
  const mates = formation.unitIds.filter(
    (id) => id !== exceptUnit && state.units[id]?.status === 'deployed',
  );
  if (mates.length > 0) return areas.filter((a) => mates.every((id) => isIn(state, a, id)));
  return areas.filter(
    (a) => a.maxFormations === undefined || formationsIn(state, a, formationId) < a.maxFormations,
  );
}

/**
 * Where the unit may be set up (3.4.1): undefined when its formation has no areas of its own (the
 * side's zone applies), null when the position is wholly inside an open area, else the refusal.
 */
export function areaRefusal(
  state: GameState,
  unit: UnitState,
  position: { readonly x: number; readonly y: number },
  facing: number,
): Refusal | null | undefined {
  const areas = openAreas(state, unit.formationId, unit.id);
  if (areas === null) return undefined;
  const shape = unitShapeAt(datasheetOf(state, unit), position, facing);
  if (areas.some((a) => wholly(a, shape))) return null;
  const formation = state.formations[unit.formationId];
  const name = formation?.name ?? 'this formation';
  if (areas.length === 0)
    return refusal(
      'deploy/area-full',
      '3.4.1',
      `There is no area left for ${name}: the others are taken by other formations.`,
    );
  return refusal(
    'deploy/outside-area',
    '3.4.1',
    `Units of ${name} must be set up wholly ${areas.map((a) => a.label).join(' or ')}.`,
  );
}
