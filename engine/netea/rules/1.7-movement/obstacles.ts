import { isEnemy } from '../1.2-formations/sides';
import {
  basesOverlap,
  featureCoverage,
  featuresInBox,
  isWhollyOnTable,
  sweepRingDistance,
  sweepShapeDistance,
  footprintShape,
  shapesWithin,
  type IndexedFeature,
  type Pose,
  type Shape,
} from '../../../kernel/geometry';
import type { UnitDatasheet } from '../../data/schema/unit';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf, moverOf, terrainIndexOf, unitShape } from '../1.2-formations/battlefield';
import type { MoveGeometry } from './geometry';
import { terrainEffect, type MoveEffect, type TerrainMover } from '../1.8-terrain/effects';
import { modify } from '../../abilities/registry';
import { blizzardMoveEffect } from '../5.3-scenarios/plantBlizzard';

interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

function boxesMeet(a: Box, b: Box): boolean {
  return a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;
}

/** 1.8.4 column a unit moves by; 2.1.10: mounted infantry count as vehicles for terrain. */
export function terrainMoverOf(sheet: UnitDatasheet): TerrainMover | null {
  return modify('terrainMover', { sheet }, moverOf(sheet));
}

/** The terrain features of one effect for this mover near a box, with their outlines. */
export function featuresWithEffect(
  state: GameState,
  mover: TerrainMover,
  effect: MoveEffect,
  box: Box,
): IndexedFeature[] {
  const index = terrainIndexOf(state);
  return (
    featuresInBox(index, box)
      .map((i) => index.features[i] as IndexedFeature)
      // Seed 001 5.3.15: in a blizzard all terrain but roads is dangerous.
      .filter(
        (f) =>
          blizzardMoveEffect(state, f.feature, terrainEffect(f.feature.type, mover).move) ===
          effect,
      )
  );
}

/** The first terrain feature of one effect for this unit that its base, at `shape`, touches:
 * where a unit is placed rather than moved (disembarking, barged aside, landing). */
export function featureUnder(
  state: GameState,
  sheet: UnitDatasheet,
  effect: MoveEffect,
  shape: Shape,
): IndexedFeature | undefined {
  const mover = terrainMoverOf(sheet);
  if (!mover) return undefined;
  return featuresWithEffect(state, mover, effect, shape).find(
    (f) => featureCoverage(f, shape) !== 'none',
  );
}

/** 1.7 FAQ: units may not move off the table. Every pose stays wholly on it (the table is
 * convex, so the slides between on-table poses do too). */
export function checkOnTable(state: GameState, geom: MoveGeometry): Refusal | null {
  for (const pose of geom.poses as Pose[]) {
    if (!isWhollyOnTable(footprintShape(geom.footprint, pose.position, pose.facing), state.table))
      return refusal('move/off-table', '1.7', 'Units may not move off the table (1.7 FAQ).');
  }
  return null;
}

/**
 * 1.8.4: impassable terrain may not be crossed "under any circumstances"; 2.1.7: jump packs
 * ignore it while moving but may not land on it. A feature the model already stands in may be
 * left (it can only happen after a unit was placed there by another rule).
 */
export function checkImpassable(
  state: GameState,
  sheet: UnitDatasheet,
  geom: MoveGeometry,
): Refusal | null {
  const mover = terrainMoverOf(sheet);
  if (!mover) return null;
  const jumps = modify('jumps', { sheet }, false);
  for (const f of featuresWithEffect(state, mover, 'impassable', geom.sweep)) {
    if (jumps) {
      if (featureCoverage(f, geom.endModel) !== 'none') {
        return refusal(
          'move/lands-on-impassable',
          '2.1.7, 2.1.13',
          `${sheet.name} may not land on impassable terrain (${f.feature.type} ${f.feature.id}).`,
        );
      }
      continue;
    }
    if (featureCoverage(f, geom.startModel) !== 'none') continue;
    if (sweepRingDistance(geom.modelSweep, f) <= 0) {
      return refusal(
        'move/impassable',
        '1.8.4',
        `${f.feature.type} (${f.feature.id}) is impassable to ${sheet.name}.`,
      );
    }
  }
  return null;
}

/**
 * 1.7.2: enemy units may never move over each other (nor jump packs, 2.1.7; nor over units
 * that lost their ZoC, 1.7.3); friendly units may move over friendly infantry only (jump packs
 * over any friendly unit); no move may end on another unit. Units the mover already overlaps at
 * the start (survivors placed where their transport was) are not "moved over" by leaving them.
 */
export function checkOtherUnits(
  state: GameState,
  unit: UnitState,
  sheet: UnitDatasheet,
  geom: MoveGeometry,
  ignore: readonly string[] = [],
): Refusal | null {
  const jumps = modify('jumps', { sheet }, false);
  for (const other of Object.values(state.units)) {
    if (other.id === unit.id || ignore.includes(other.id)) continue;
    const shape = unitShape(state, other);
    if (!shape || !boxesMeet(shape, geom.sweep)) continue;
    if (basesOverlap(geom.end, shape)) {
      return refusal('move/ends-on-unit', '1.7.2', `The move would end on top of ${other.id}.`);
    }
    // Friendly infantry may be moved over (and anything, by jump packs): no sweep to measure.
    // Seed 001 5.3.11.2: a team-mate's units are friendly.
    const enemy = isEnemy(state, other.side, unit.side);
    if (!enemy && (jumps || datasheetOf(state, other).type === 'INF')) continue;
    if (shapesWithin(geom.startModel, shape, 0)) continue;
    if (sweepShapeDistance(geom.modelSweep, shape) > 0) continue;
    if (enemy) {
      return refusal(
        'move/over-enemy',
        '1.7.2',
        `Units may never move over or through enemy units (${other.id}).`,
      );
    }
    const otherSheet = datasheetOf(state, other);
    if (!jumps && otherSheet.type !== 'INF') {
      return refusal(
        'move/over-friendly',
        '1.7.2',
        `Only infantry may be moved over by friendly units; ${other.id} is not infantry.`,
      );
    }
  }
  return null;
}
