import type { UnitDatasheet } from '../../data/schema/unit';
import type { GameSettings } from '../../state/settings';
import type { MoveKind } from './types';
import { modify } from '../../abilities/registry';

/** 1.8.4 Roads: "units that spend a whole move on a road may add 5cms to their move". */
export const ROAD_BONUS = 5;
/** 1.8.1: a unit moving cautiously counts as having a speed of 5cm. */
export const CAUTIOUS_SPEED = 5;
/** 1.12.9: the winner's consolidation move. */
export const CONSOLIDATION_MOVE = 5;

/** 1.12.4: 10cm for units of speed 30cm or more, 5cm for 25cm or less. */
export function counterChargeDistance(speed: number): number {
  return speed >= 30 ? 10 : 5;
}

/** The datasheet speed of a ground unit in cm; null when it may never move ("immobile",
 * aircraft, spacecraft and characters, which move by other rules). */
export function groundSpeed(sheet: UnitDatasheet): number | null {
  return typeof sheet.speed === 'number' ? sheet.speed : null;
}

export interface AllowanceOptions {
  readonly kind: MoveKind;
  readonly cautious?: boolean;
  /** The unit spends the whole move on a road (checked by roads.ts). */
  readonly road?: boolean;
}

/**
 * How far a unit may move in one move (1.7, 1.7.1: each move separately). Null: it may not
 * move at all. The road bonus belongs to moves in actions (normal, charge and withdrawal moves,
 * 1.13.3 "treated exactly like a normal move"), not counter charges (1.8.4 FAQ) nor
 * consolidation. Speed 0cm units may use it per `speedZeroUsesRoads` (1.8.4 FAQ); immobile
 * units never move. Moving cautiously sets the speed to 5cm before anything else applies.
 */
export function moveAllowance(
  sheet: UnitDatasheet,
  options: AllowanceOptions,
  settings: Pick<GameSettings, 'speedZeroUsesRoads'>,
): number | null {
  const datasheetSpeed = groundSpeed(sheet);
  if (datasheetSpeed === null) return null;
  const speed = options.cautious ? Math.min(datasheetSpeed, CAUTIOUS_SPEED) : datasheetSpeed;
  switch (options.kind) {
    case 'counter-charge':
      return speed === 0 ? 0 : counterChargeDistance(speed);
    case 'consolidation':
      return speed === 0 ? 0 : CONSOLIDATION_MOVE;
    case 'charge': {
      // Abilities may change the speed of a charge (2.1.4 infiltrators; not counter charges,
      // 2.1.4 FAQ), before the road bonus.
      const charging = modify('chargeSpeed', { sheet }, speed);
      return withRoad(charging, options, settings);
    }
    default:
      return withRoad(speed, options, settings);
  }
}

/** 1.8.4: the road bonus, for a unit that spends the whole move on a road. */
function withRoad(
  speed: number,
  options: AllowanceOptions,
  settings: Pick<GameSettings, 'speedZeroUsesRoads'>,
): number {
  if (!options.road) return speed;
  if (speed === 0 && !settings.speedZeroUsesRoads) return 0;
  return speed + ROAD_BONUS;
}
