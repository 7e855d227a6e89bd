import type { UnitDatasheet } from '../../data/schema/unit';
import type { WeaponAbilityId } from '../../data/schema/weaponAbility';
import {
  PLAIN_TEST_RULES,
  successProbability,
  type Dice,
  type Modifier,
} from '../../../kernel/dice';
import type { GameState, UnitState } from '../../state/schema';
import type { UnitCover } from '../1.8-terrain/cover';

/** What a hit does to saves (2.2.5 ignore cover, 2.2.6 macro-weapon, 2.2.9 titan killer). */
export interface HitEffect {
  readonly macro: boolean;
  readonly titanKiller: boolean;
  readonly ignoreCover: boolean;
  readonly disrupt: boolean;
}

export function hitEffect(type: string, abilities: readonly WeaponAbilityId[]): HitEffect {
  return {
    macro:
      type === 'MW' || abilities.includes('macro-weapon') || abilities.includes('titan-killer'),
    titanKiller: abilities.includes('titan-killer'),
    ignoreCover: abilities.includes('ignore-cover'),
    disrupt: abilities.includes('disrupt'),
  };
}

export interface SaveRoll {
  readonly kind: 'armour' | 'cover';
  readonly base: number;
  readonly modifiers: readonly Modifier[];
  /** Score needed after modifiers; never above 6 (1.9.6 FAQ: "7+ rolls are for hits only"). */
  readonly needed: number;
  /** 2.1.11: reinforced armour re-rolls a failed save against a non-macro hit. */
  readonly reroll: boolean;
}

/** The saves a unit may take against one hit: armour or cover (1.8.3: one or the other), then
 * an unmodified invulnerable save (2.1.6). */
export interface SaveOptions {
  readonly armour: SaveRoll | null;
  readonly cover: SaveRoll | null;
  readonly invulnerable: number | null;
}

export interface SaveSituation {
  /** The unit's cover save and fortification (from coverOf), if any. */
  readonly cover?: Pick<UnitCover, 'coverSave' | 'inFortification'>;
  /** 1.11: caught in a crossfire. */
  readonly crossfire: boolean;
}

const has = (sheet: UnitDatasheet, id: string) => sheet.abilities.some((a) => a.id === id);

export function saveOptions(sheet: UnitDatasheet, hit: HitEffect, at: SaveSituation): SaveOptions {
  const mods: Modifier[] = [];
  // 1.8.4 Fortifications and 2.1.16 thick rear armour ignore the crossfire modifier.
  if (at.crossfire && !at.cover?.inFortification && !has(sheet, 'thick-rear-armour'))
    mods.push({ value: -1, reason: 'caught in a crossfire', section: '1.11' });
  const roll = (kind: 'armour' | 'cover', base: number, reroll: boolean): SaveRoll | null => {
    const needed = base - mods.reduce((s, m) => s + m.value, 0);
    return needed > 6 ? null : { kind, base, modifiers: mods, needed, reroll };
  };
  const reinforced = has(sheet, 'reinforced-armour');
  let armour: SaveRoll | null = null;
  if (typeof sheet.armour === 'number' && !hit.titanKiller && (!hit.macro || reinforced))
    armour = roll('armour', sheet.armour, reinforced && !hit.macro);
  let cover: SaveRoll | null = null;
  const coverSave = at.cover?.coverSave ?? null;
  if (coverSave !== null && sheet.type === 'INF' && !hit.macro && !hit.ignoreCover)
    cover = roll('cover', coverSave, false);
  const inv = sheet.abilities.find((a) => a.id === 'invulnerable-save');
  return { armour, cover, invulnerable: inv && inv.id === 'invulnerable-save' ? inv.save : null };
}

function chance(r: SaveRoll): number {
  const p = successProbability(r.needed, PLAIN_TEST_RULES);
  return r.reroll ? 1 - (1 - p) ** 2 : p;
}

/** The defender's pick between armour and cover; the better chance unless told otherwise. */
export function chooseSave(o: SaveOptions, choice?: 'armour' | 'cover'): SaveRoll | null {
  if (choice === 'armour' && o.armour) return o.armour;
  if (choice === 'cover' && o.cover) return o.cover;
  if (!o.armour) return o.cover;
  if (!o.cover) return o.armour;
  return chance(o.cover) > chance(o.armour) ? o.cover : o.armour;
}

/** Rolls one save; returns which save held, or null when the unit is destroyed. */
export function rollSave(
  dice: Dice,
  unit: UnitState,
  o: SaveOptions,
  choice?: 'armour' | 'cover',
): 'armour' | 'cover' | 'invulnerable' | null {
  const r = chooseSave(o, choice);
  const why = { section: '1.9.6', formationId: unit.formationId, unitId: unit.id };
  if (r) {
    const purpose = `${r.kind} save: ${unit.id}`;
    if (dice.test(1, r.base, r.modifiers, { ...why, purpose }, PLAIN_TEST_RULES).successes > 0)
      return r.kind;
    if (r.reroll) {
      const again = { ...why, purpose: `re-roll ${purpose}`, section: '2.1.11' };
      if (dice.test(1, r.base, r.modifiers, again, PLAIN_TEST_RULES).successes > 0) return r.kind;
    }
  }
  if (o.invulnerable !== null) {
    const inv = { ...why, purpose: `invulnerable save: ${unit.id}`, section: '2.1.6' };
    if (dice.test(1, o.invulnerable, [], inv, PLAIN_TEST_RULES).successes > 0)
      return 'invulnerable';
  }
  return null;
}

/** 1.7.5: transported units of a destroyed transport save with armour or a 6+ cover save,
 * as the hit that destroyed the transport allows (2.2.6, 1.7.5 FAQ). */
export function passengerSaveOptions(
  sheet: UnitDatasheet,
  hit: HitEffect,
  crossfire: boolean,
): SaveOptions {
  return saveOptions(sheet, hit, { crossfire, cover: { coverSave: 6, inFortification: false } });
}

/** Marks a unit destroyed (off the table). */
export function destroyUnit(state: GameState, unitId: string): GameState {
  const u = state.units[unitId];
  if (!u) return state;
  return {
    ...state,
    units: {
      ...state.units,
      [unitId]: { ...u, status: 'destroyed', position: null, transportedBy: null },
    },
  };
}
