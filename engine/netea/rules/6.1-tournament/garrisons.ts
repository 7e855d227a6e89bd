import { modify } from '../../abilities/registry';
import type { FormationState, GameState } from '../../state/schema';
import type { UnitDatasheet } from '../../data/schema/unit';
import { isManoeuvreClass } from '../../data/schema/unitType';

/**
 * 6.1.5: the formations that may be set up as garrisons:
 * - half or more of the units (rounding up) are scouts, or
 * - no more than one unit moves more than 15cm and none is a war engine, or
 * - a unit has a speed of 0 (FAQ: "0cm or immobile").
 * FAQ: war engines garrison only through the first or third kind; transport aircraft never
 * ("they must be kept in reserve"): a formation with aircraft is never a garrison, since
 * aircraft stay off the table until they enter play (6.1.6).
 */
export const GARRISON_FAST_SPEED = 15;

export type GarrisonKind = 'scouts' | 'slow' | 'static';

export function garrisonKind(state: GameState, formation: FormationState): GarrisonKind | null {
  const sheets = formation.unitIds.flatMap((id) => {
    const unit = state.units[id];
    const sheet = unit ? state.datasheets[unit.datasheetId] : undefined;
    return sheet ? [sheet] : [];
  });
  if (sheets.length === 0 || sheets.some(isAircraft)) return null;
  const scouts = sheets.filter((sheet) => modify('countsAsScout', { sheet }, false)).length;
  if (scouts >= Math.ceil(sheets.length / 2)) return 'scouts';
  if (sheets.some((s) => s.speed === 0 || s.speed === 'immobile')) return 'static';
  const fast = sheets.filter((s) => typeof s.speed === 'number' && s.speed > GARRISON_FAST_SPEED);
  if (fast.length <= 1 && !sheets.some((s) => s.type === 'WE')) return 'slow';
  return null;
}

/** Aircraft and spacecraft, war engines that fly (a manoeuvre class for a speed) among them. */
export function isAircraft(sheet: UnitDatasheet): boolean {
  return sheet.type === 'AC' || sheet.type === 'SC' || isManoeuvreClass(sheet.speed);
}

/** 6.1.5: each player may start up to two garrisons on overwatch. */
export const GARRISON_OVERWATCH_LIMIT = 2;

/** 6.1.5: a garrison's units must include one within 15cm of an objective in its own half. */
export const GARRISON_RANGE = 15;
