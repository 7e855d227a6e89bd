import type { Side } from '../../commands/primitives';
import { isEnemy } from '../1.2-formations/sides';
import { inBaseContact, shapesWithin } from '../../../kernel/geometry';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { GameState } from '../../state/schema';
import { lineOfFireBetween, placedUnits, type Placed } from '../1.9-shooting/geometry';
import { firefightsInContact } from './skimmerFirefight';
import { assaultOf } from './state';

/**
 * Where units stand in an assault (1.12.3–1.12.6): base contact, the 15cm of a firefight with a
 * line of fire, and who is directly engaged.
 */

/** 1.12.3 / 1.12.5: the reach of firefights and of "directly engaged". */
export const ASSAULT_RANGE = 15;
/** 1.12.10: formations are intermingled when units are within 5cm of each other. */
export const INTERMINGLED_RANGE = 5;

/** The units of some formations on the table, formation by formation. */
export function placedOf(state: GameState, formationIds: readonly string[]): Placed[] {
  return formationIds.flatMap((f) => placedUnits(state, f));
}

export function inContact(a: Placed, enemies: readonly Placed[]): boolean {
  return enemies.some((e) => inBaseContact(a.shape, e.shape));
}

/** Within 15cm of an enemy unit with a line of fire to it (base contact always counts). */
export function withinReach(state: GameState, a: Placed, enemies: readonly Placed[]): boolean {
  return enemies.some(
    (e) =>
      inBaseContact(a.shape, e.shape) ||
      (shapesWithin(a.shape, e.shape, ASSAULT_RANGE) && lineOfFireBetween(state, a, e).clear),
  );
}

/**
 * 1.12.5: "Units that are armed only with close combat weapons and do not have any small arms
 * or other ranged weapons may only attack if in base contact". A unit with a firefight value and
 * no weapons listed (its armament chosen elsewhere) is taken at its firefight value.
 */
export function canFirefight(sheet: UnitDatasheet): boolean {
  if (typeof sheet.ff !== 'number') return false;
  const weapons = [
    ...sheet.weapons,
    ...sheet.weaponOptions.flatMap((g) => g.choices.flatMap((c) => c.weapons)),
  ];
  if (weapons.length === 0) return true;
  return weapons.some((w) => w.modes.some((m) => m.range.kind !== 'base-contact'));
}

/** How a unit attacks now (1.12.5), with the score it needs; null when it may not attack. */
export function attackMode(
  state: GameState,
  unit: Placed,
  enemies: readonly Placed[],
): { kind: 'cc' | 'ff'; value: number } | null {
  const contacts = enemies.filter((e) => inBaseContact(unit.shape, e.shape));
  if (contacts.length > 0) {
    // 2.1.13: skimmers may fight in firefight in base contact, and their enemies with them.
    const chosen = assaultOf(state)?.firefight ?? [];
    const ids = contacts.map((e) => e.unit.id);
    if (!firefightsInContact(chosen, unit.unit.id, ids))
      return typeof unit.sheet.cc === 'number' ? { kind: 'cc', value: unit.sheet.cc } : null;
    return canFirefight(unit.sheet) && typeof unit.sheet.ff === 'number'
      ? { kind: 'ff', value: unit.sheet.ff }
      : null;
  }
  if (!canFirefight(unit.sheet) || typeof unit.sheet.ff !== 'number') return null;
  return withinReach(state, unit, enemies) ? { kind: 'ff', value: unit.sheet.ff } : null;
}

/**
 * 1.12.5 "directly engaged": units of either side within 15cm of an enemy unit of the assault
 * after charges and counter charges, with a line of fire to it (1.12.5 FAQ).
 */
export function directlyEngaged(
  state: GameState,
  attackers: readonly string[],
  defenders: readonly string[],
): string[] {
  const a = placedOf(state, attackers);
  const d = placedOf(state, defenders);
  return [
    ...a.filter((u) => withinReach(state, u, d)),
    ...d.filter((u) => withinReach(state, u, a)),
  ].map((u) => u.unit.id);
}

/** 1.12.3 (and its FAQ): at least one attacker within 15cm of the target with a line of fire. */
export function assaultInReach(
  state: GameState,
  attackers: readonly string[],
  defenders: readonly string[],
): boolean {
  const d = placedOf(state, defenders);
  return placedOf(state, attackers).some((u) => withinReach(state, u, d));
}

/** 1.12.10: whether two formations have units within 5cm of each other. */
export function intermingled(state: GameState, a: string, b: string): boolean {
  const bs = placedUnits(state, b);
  return placedUnits(state, a).some((u) =>
    bs.some((v) => shapesWithin(u.shape, v.shape, INTERMINGLED_RANGE)),
  );
}

/** Enemy units (of the other side; 5.3.11.2: of the other team) on the table, any formation. */
export function enemiesOnTable(state: GameState, side: number): Placed[] {
  const ids = Object.values(state.formations)
    .filter((f) => isEnemy(state, side as Side, f.side))
    .map((f) => f.id);
  return placedOf(state, ids);
}
