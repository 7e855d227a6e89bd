import type { Dice } from '../../../kernel/dice';
import { featureCoverage, sweepRingDistance, type Shape } from '../../../kernel/geometry';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { GameState, UnitState } from '../../state/schema';
import { firstDistanceWhere, type MoveGeometry } from '../1.7-movement/geometry';
import { featuresWithEffect, terrainMoverOf } from '../1.7-movement/obstacles';
import { modify } from '../../abilities/registry';
import { isWarEngine } from '../3-war-engines/capacity';
import { damageWarEngine, type Damage } from '../3-war-engines/damage';

/** Why a dangerous terrain test is taken (1.8.1 and the FAQs that add cases). */
export type DangerCause =
  | 'start' // 1.8.1: starting to move while in dangerous terrain
  | 'enter' // 1.8.1: entering dangerous terrain
  | 'land' // 2.1.7: jump packs landing in it
  | 'contact' // 1.12.3 FAQ: contacting an enemy wholly within it
  | 'pick-up'; // 1.7.5 FAQ: picking up a unit wholly within it

export interface DangerTest {
  readonly featureId: string;
  readonly cause: DangerCause;
  /** How far along the move it happens (where the unit is lost on a 1). */
  readonly distance: number;
}

/** A unit reached during the move whose terrain may call for a test (contact, pick-up). */
export interface Reached {
  readonly shape: Shape;
  readonly distance: number;
  readonly cause: 'contact' | 'pick-up';
}

/**
 * The dangerous terrain tests a move calls for, in the order they happen. One test on starting
 * to move if already in dangerous terrain, one for each dangerous feature entered after that
 * (a feature is entered once the model, see moveGeometry, overlaps it). A move of 0cm is no
 * movement and tests nothing. Jump packs test only where they land (2.1.7).
 */
export function dangerousTerrainTests(
  state: GameState,
  sheet: UnitDatasheet,
  geom: MoveGeometry,
  reached: readonly Reached[] = [],
): DangerTest[] {
  const mover = terrainMoverOf(sheet);
  if (!mover || geom.length === 0) return [];
  const box = {
    minX: Math.min(geom.sweep.minX, ...reached.map((r) => r.shape.minX)),
    minY: Math.min(geom.sweep.minY, ...reached.map((r) => r.shape.minY)),
    maxX: Math.max(geom.sweep.maxX, ...reached.map((r) => r.shape.maxX)),
    maxY: Math.max(geom.sweep.maxY, ...reached.map((r) => r.shape.maxY)),
  };
  const features = featuresWithEffect(state, mover, 'dangerous', box);
  const tests: DangerTest[] = [];
  const tested = new Set<string>();
  const add = (featureId: string, cause: DangerCause, distance: number) => {
    tested.add(featureId);
    tests.push({ featureId, cause, distance });
  };
  if (modify('jumps', { sheet }, false)) {
    // Starting in dangerous terrain calls for a test only where an ability says so (2.1.13 FAQ).
    const startIn = modify('dangerousAtStart', { sheet }, false)
      ? features.find((f) => featureCoverage(f, geom.startModel) !== 'none')
      : undefined;
    if (startIn) add(startIn.feature.id, 'start', 0);
    const landing = features.find(
      (f) => !tested.has(f.feature.id) && featureCoverage(f, geom.endModel) !== 'none',
    );
    if (landing) add(landing.feature.id, 'land', geom.length);
  } else {
    const startIn = features.filter((f) => featureCoverage(f, geom.startModel) !== 'none');
    const first = startIn[0];
    if (first) {
      add(first.feature.id, 'start', 0);
      for (const f of startIn) tested.add(f.feature.id);
    }
    for (const f of features) {
      if (tested.has(f.feature.id) || sweepRingDistance(geom.modelSweep, f) > 0) continue;
      const at = firstDistanceWhere(geom, (s) => featureCoverage(f, s) !== 'none', true);
      add(f.feature.id, 'enter', at ?? geom.length);
    }
  }
  for (const r of reached) {
    const f = features.find(
      (g) => !tested.has(g.feature.id) && featureCoverage(g, r.shape) === 'wholly',
    );
    if (f) add(f.feature.id, r.cause, r.distance);
  }
  return tests.sort((a, b) => a.distance - b.distance);
}

/**
 * 1.8.1: roll a D6; on a 1 the unit is destroyed (no save, no Blast marker). A unit moving
 * cautiously (1.8.1) or a walker (2.1.18) re-rolls a failed test, once (2.1.18 Re-rolls).
 * War engines roll one die like any unit (1.8.1 FAQ). Returns whether the unit survives.
 */
export function rollDangerousTerrainTest(
  dice: Dice,
  unit: UnitState,
  sheet: UnitDatasheet,
  test: DangerTest,
  cautious: boolean,
): boolean {
  const why = {
    purpose: `${unit.id}: dangerous terrain test (${test.featureId}, ${test.cause}), destroyed on a 1`,
    section: '1.8.1',
    unitId: unit.id,
    formationId: unit.formationId,
  };
  const [face] = dice.d6(1, why);
  if (face !== 1) return true;
  const cautiously = cautious ? { section: '1.8.1', why: 'moving cautiously' } : null;
  const reroll = modify('dangerousTerrainReroll', { sheet, cautious }, cautiously);
  if (!reroll) return false;
  const [again] = dice.d6(1, {
    ...why,
    purpose: `${unit.id}: re-roll of the failed dangerous terrain test (${reroll.why})`,
    section: reroll.section,
  });
  return again !== 1;
}

/** 3.1 and FAQ: a war engine that fails a dangerous terrain test "takes a point of damage (check
 * for a critical hit), but does not take a Blast marker"; null for any other unit, which is
 * destroyed (1.8.1). */
export function dangerousTerrainDamage(
  state: GameState,
  dice: Dice,
  unitId: string,
): Damage | null {
  const unit = state.units[unitId];
  const sheet = unit && state.datasheets[unit.datasheetId];
  if (!sheet || !isWarEngine(sheet)) return null;
  return damageWarEngine(state, dice, unitId, 1, { cause: 'dangerous terrain', section: '3.1' });
}
