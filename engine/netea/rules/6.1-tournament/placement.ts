import type { GameEvent } from '../../events';
import type { Side } from '../../commands/schema';
import {
  featureCoverage,
  pointShapeDistance,
  type Point,
  type Shape,
} from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { FormationState, GameState } from '../../state/schema';
import { datasheetOf, ringOf, unitShapeAt } from '../1.2-formations/battlefield';
import { embarkUnit, placementRefusal } from '../1.15-set-up/deployment';

/**
 * Setting up one whole formation (6.1.5 garrisons, 6.1.6 the remaining formations): every unit
 * is placed on the table or starts aboard a transport of its formation (1.7.5), each placement
 * checked as deployment checks it (wholly on the table, no impassable terrain, no other unit:
 * 1.15 placementRefusal; dangerous terrain is allowed, 6.1.5) and against the area the step
 * allows.
 */
export interface FormationSetUp {
  readonly side: Side;
  readonly formationId: string;
  readonly units: readonly { unitId: string; position: Point; facing: number }[];
  readonly embarked?: readonly { unitId: string; transportId: string }[] | undefined;
}

/** Where a unit's base may stand: null when it may, else the refusal. */
export type AreaCheck = (shape: Shape, unitName: string) => Refusal | null;

export function formationToSetUp(
  state: GameState,
  command: FormationSetUp,
): FormationState | Refusal {
  const formation = state.formations[command.formationId];
  if (!formation)
    return refusal(
      'command/unknown-formation',
      '-',
      `There is no formation "${command.formationId}".`,
    );
  if (formation.side !== command.side)
    return refusal(
      'command/not-your-formation',
      '-',
      `${formation.name} belongs to your opponent.`,
    );
  if (formation.unitIds.some((u) => state.units[u]?.status !== 'reserve'))
    return refusal('tournament/already-set-up', '6.1.6', `${formation.name} is already set up.`);
  return formation;
}

/** The state with the formation set up, or the first refusal met. */
export function setUpFormation(
  state: GameState,
  formation: FormationState,
  command: FormationSetUp,
  area: AreaCheck,
  events: GameEvent[] = [],
): { state: GameState } | { refusal: Refusal } {
  const named = new Set<string>();
  for (const id of [
    ...command.units.map((p) => p.unitId),
    ...(command.embarked ?? []).map((e) => e.unitId),
  ]) {
    if (!formation.unitIds.includes(id))
      return {
        refusal: refusal(
          'tournament/not-in-formation',
          '6.1.6',
          `A unit named is not part of ${formation.name}.`,
        ),
      };
    if (named.has(id))
      return {
        refusal: refusal(
          'tournament/unit-twice',
          '6.1.6',
          `A unit of ${formation.name} is set up twice.`,
        ),
      };
    named.add(id);
  }
  if (named.size !== formation.unitIds.length)
    return {
      refusal: refusal(
        'tournament/whole-formation',
        '6.1.6',
        `Formations are set up one at a time, whole: every unit of ${formation.name} must be placed or start aboard a transport.`,
      ),
    };
  let next = state;
  for (const place of command.units) {
    const unit = next.units[place.unitId]!;
    const sheet = datasheetOf(next, unit);
    const name = `${sheet.name} of ${formation.name}`;
    const placed = placementRefusal(next, unit, place.position, place.facing);
    if (placed) return { refusal: placed };
    const shape = unitShapeAt(sheet, place.position, place.facing);
    if (shape) {
      const outside = area(shape, name);
      if (outside) return { refusal: outside };
    }
    events.push({
      type: 'setup/unit-deployed',
      unitId: unit.id,
      position: place.position,
      facing: place.facing,
    });
    next = {
      ...next,
      units: {
        ...next.units,
        [unit.id]: { ...unit, status: 'deployed', position: place.position, facing: place.facing },
      },
    };
  }
  for (const e of command.embarked ?? []) {
    const embark = {
      type: 'setup.embarkUnit' as const,
      side: command.side,
      unitId: e.unitId,
      transportId: e.transportId,
    };
    const refused = embarkUnit.validate(next, embark);
    if (refused) return { refusal: refused };
    // Embarking rolls nothing: no dice are needed.
    next = embarkUnit.apply(next, embark, { dice: null as never, events }) as GameState;
  }
  return { state: next };
}

/** Whether a base lies wholly in a polygon of the table. */
export function whollyIn(polygon: readonly Point[], shape: Shape): boolean {
  return featureCoverage(ringOf(polygon), shape) === 'wholly';
}

/** Whether any part of a base lies in a polygon of the table. */
export function partlyIn(polygon: readonly Point[], shape: Shape): boolean {
  return featureCoverage(ringOf(polygon), shape) !== 'none';
}

export function within(shape: Shape, at: Point, range: number): boolean {
  return pointShapeDistance(shape, at) <= range;
}
