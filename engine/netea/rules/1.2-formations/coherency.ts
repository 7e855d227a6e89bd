import type { Dice } from '../../../kernel/dice';
import {
  COHERENCY_RANGE,
  formationCoherency,
  type Point,
  type Shape,
} from '../../../kernel/geometry';
import type { UnitDatasheet } from '../../data/schema/unit';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { datasheetOf, unitShape } from './battlefield';
import { placeAttackBlastMarkers } from '../1.13-broken-formations/breaking';
import type { ShootingEvent } from '../1.9-shooting/events';
import type { MoveEvent } from '../1.7-movement/types';
import { resolvePassengers } from '../1.7-movement/transportLoss';
import { DESTROYED, withUnits } from './unitUpdates';
import { modify } from '../../abilities/registry';
import { lossPlacesBlastMarker } from '../1.3-blast-markers/blastMarkers';
import { unitLabel } from '../2-specialists/unitLabel';

/** 1.2.1: 5cm, unless an ability says otherwise (scouts, 2.1.12); 3.1.1: war engines starting
 * damage capacity x 5cm. */
export function coherencyRange(sheet: UnitDatasheet): number {
  if (sheet.type === 'WE') return (sheet.damageCapacity ?? 1) * COHERENCY_RANGE;
  return modify('coherencyRange', { sheet }, COHERENCY_RANGE);
}

export interface FormationCoherencyReport {
  readonly coherent: boolean;
  /** The formation's units on the table (embarked units travel with their transport). */
  readonly unitIds: readonly string[];
  /** A suggestion: the units outside the largest chain (the player may choose otherwise). */
  readonly suggested: readonly string[];
}

function onTable(state: GameState, formationId: string, except: readonly string[] = []) {
  const formation = state.formations[formationId];
  if (!formation) throw new Error(`no formation ${formationId}`);
  const ids: string[] = [];
  const shapes: Shape[] = [];
  const ranges: number[] = [];
  for (const id of formation.unitIds) {
    const unit = state.units[id];
    const shape = unit && !except.includes(id) ? unitShape(state, unit) : null;
    if (!unit || !shape) continue;
    ids.push(id);
    shapes.push(shape);
    ranges.push(coherencyRange(datasheetOf(state, unit)));
  }
  return { ids, shapes, ranges };
}

/** 1.2.1, 1.7.4: whether the formation's units on the table form one chain. */
export function checkFormationCoherency(
  state: GameState,
  formationId: string,
): FormationCoherencyReport {
  const { ids, shapes, ranges } = onTable(state, formationId);
  const result = formationCoherency(shapes, ranges);
  return {
    coherent: result.coherent,
    unitIds: ids,
    suggested: result.outOfFormation.map((i) => ids[i] as string),
  };
}

/**
 * 1.7.4: "The controlling player may choose which units are out of formation". The choice must
 * leave the rest coherent and be minimal by inclusion: each chosen unit, put back, would break
 * coherency. So a player may keep either half of a formation split in two, but may not destroy
 * a unit that is in formation with the rest. An empty choice is right for a coherent formation.
 */
export function checkOutOfFormationChoice(
  state: GameState,
  formationId: string,
  chosen: readonly string[],
): Refusal | null {
  const { ids } = onTable(state, formationId);
  const stray = chosen.find((id) => !ids.includes(id));
  if (stray) {
    return refusal(
      'formation/not-in-formation',
      '1.7.4',
      `${unitLabel(state, stray)} is not on the table in it.`,
    );
  }
  const rest = onTable(state, formationId, chosen);
  if (!formationCoherency(rest.shapes, rest.ranges).coherent) {
    return refusal(
      'formation/still-incoherent',
      '1.7.4',
      'The units left must be in formation: choose more units as out of formation.',
    );
  }
  for (const id of chosen) {
    const back = onTable(
      state,
      formationId,
      chosen.filter((c) => c !== id),
    );
    if (formationCoherency(back.shapes, back.ranges).coherent) {
      return refusal(
        'formation/in-formation',
        '1.7.4',
        `${unitLabel(state, id)} is in formation with the rest and cannot be chosen as out of formation.`,
      );
    }
  }
  return null;
}

/**
 * 1.7.4: the choices a player has when a formation ends a move out of formation: for each chain
 * of its units that could be kept, the others as the units destroyed (each a choice the rule
 * accepts), the engine's default (the largest chain kept) first. Empty when it is in formation.
 */
export function outOfFormationChoices(state: GameState, formationId: string): string[][] {
  const report = checkFormationCoherency(state, formationId);
  if (report.coherent) return [];
  const { ids, shapes, ranges } = onTable(state, formationId);
  const { groups } = formationCoherency(shapes, ranges);
  const choices: string[][] = [[...report.suggested]];
  for (const group of groups) {
    const kept = new Set(group.map((i) => ids[i]));
    const chosen = ids.filter((id) => !kept.has(id));
    const key = [...chosen].sort().join('|');
    if (choices.some((c) => [...c].sort().join('|') === key)) continue;
    if (checkOutOfFormationChoice(state, formationId, chosen) === null) choices.push(chosen);
  }
  return choices;
}

/**
 * 1.7.4: destroys the chosen out-of-formation units (check the choice first), one Blast marker
 * each on the formation (1.3; a broken formation takes hits instead, 1.13.4). Units aboard
 * a destroyed transport save as 1.7.5 says; as the FAQ's exemptions do not name this case, each
 * one lost also places a Blast marker (1.3).
 */
export function destroyOutOfFormation(
  state: GameState,
  formationId: string,
  chosen: readonly string[],
  dice: Dice,
  events: { push(event: MoveEvent | ShootingEvent): unknown },
): {
  readonly state: GameState;
  readonly destroyed: readonly string[];
} {
  let next = state;
  const destroyed: string[] = [];
  let doomed: readonly string[] = chosen;
  // Passengers that survive their transport are set down where it stood (1.7.5 FAQ), out of
  // formation like it was: they are destroyed in turn (1.7.4), until the rest is coherent.
  while (doomed.length > 0) {
    next = destroyUnits(next, doomed, dice, events, destroyed);
    const report = checkFormationCoherency(next, formationId);
    doomed = report.coherent ? [] : report.suggested;
  }
  // 2.1.22: a lost unit whose loss places no marker (expendable) is not counted.
  const markers = destroyed.filter((id) => {
    const unit = next.units[id];
    return !unit || lossPlacesBlastMarker(next, unit);
  }).length;
  const blast = placeAttackBlastMarkers(next, dice, formationId, markers, {
    reason: 'units out of formation destroyed',
    section: '1.7.4',
  });
  for (const e of blast.events) events.push(e);
  return { state: blast.state, destroyed };
}

function destroyUnits(
  state: GameState,
  chosen: readonly string[],
  dice: Dice,
  events: { push(event: MoveEvent | ShootingEvent): unknown },
  destroyed: string[],
): GameState {
  let next = state;
  for (const id of chosen) {
    const unit = next.units[id];
    if (!unit || unit.position === null) continue;
    const at: Point = unit.position;
    next = withUnits(next, { [id]: DESTROYED });
    destroyed.push(id);
    events.push({
      type: 'move/unit-destroyed',
      unitId: id,
      reason: 'out-of-formation',
      at,
      section: '1.7.4',
    });
    const passengers = resolvePassengers(next, id, at, unit.facing, dice, events);
    next = passengers.state;
    destroyed.push(...passengers.destroyed);
  }
  return next;
}
