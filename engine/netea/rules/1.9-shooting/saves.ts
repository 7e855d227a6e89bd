import { modify } from '../../abilities/registry';
import type { HitEffect } from '../../abilities/seam';
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

export type { HitEffect };

/** What a hit does to saves (1.9.6): MW hits are macro-weapon hits (2.2.6); the weapon's
 * abilities say the rest (macro-weapon, titan killer, ignore cover, disrupt). */
export function hitEffect(type: string, abilities: readonly WeaponAbilityId[]): HitEffect {
  return modify(
    'hitEffect',
    { fireType: type, abilities },
    {
      macro: type === 'MW',
      titanKiller: false,
      ignoreCover: false,
      disrupt: false,
      attackerChooses: false,
      saveModifiers: [],
    },
  );
}

/** 1.8.2: only infantry take a cover save, where the terrain (or cover) gives one. */
export function hasCoverSave(sheet: UnitDatasheet, coverSave: number | null): coverSave is number {
  return coverSave !== null && sheet.type === 'INF';
}

export interface SaveRoll {
  readonly kind: 'armour' | 'cover';
  readonly base: number;
  readonly modifiers: readonly Modifier[];
  /** Score needed after modifiers; never above 6 (1.9.6 FAQ: "7+ rolls are for hits only"). */
  readonly needed: number;
  /** 2.1.11: reinforced armour re-rolls a failed save against a non-macro hit. */
  readonly reroll: boolean;
  /** The score the re-roll is taken against, when not `base`: a failed cover save is re-rolled
   * with the armour value (2.1.11 FAQ). */
  readonly rerollBase?: number;
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

export function saveOptions(sheet: UnitDatasheet, hit: HitEffect, at: SaveSituation): SaveOptions {
  // The hit's own modifiers first (2.1.14 sniper: -1).
  const mods: Modifier[] = [...hit.saveModifiers];
  // 1.8.4 Fortifications ignore the crossfire modifier (and so may abilities: 2.1.16).
  if (
    at.crossfire &&
    !at.cover?.inFortification &&
    modify('crossfireSaveModifier', { sheet }, true)
  )
    mods.push({ value: -1, reason: 'caught in a crossfire', section: '1.11' });
  const total = mods.reduce((s, m) => s + m.value, 0);
  const roll = (kind: 'armour' | 'cover', base: number, reroll: boolean): SaveRoll | null => {
    const needed = base - total;
    return needed > 6 ? null : { kind, base, modifiers: mods, needed, reroll };
  };
  // 2.2.6, 2.2.9: no armour save against macro-weapon or titan killer hits, unless an ability
  // says otherwise (reinforced armour, 2.1.11).
  const save = modify(
    'armourSave',
    { sheet, hit },
    { allowed: !hit.titanKiller && !hit.macro, reroll: false },
  );
  let armour: SaveRoll | null = null;
  if (typeof sheet.armour === 'number' && save.allowed)
    armour = roll('armour', sheet.armour, save.reroll);
  let cover: SaveRoll | null = null;
  const coverSave = at.cover?.coverSave ?? null;
  if (hasCoverSave(sheet, coverSave) && !hit.macro && !hit.ignoreCover) {
    cover = roll('cover', coverSave, false);
    // 2.1.11 FAQ: reinforced armour re-rolls a failed cover save too, "but only using its armour
    // value" (no re-roll when the armour value cannot save).
    if (cover && armour?.reroll) cover = { ...cover, reroll: true, rerollBase: armour.base };
  }
  return { armour, cover, invulnerable: modify('invulnerableSave', { sheet }, null) };
}

function chance(r: SaveRoll): number {
  const p = successProbability(r.needed, PLAIN_TEST_RULES);
  if (!r.reroll) return p;
  const again = successProbability(r.needed - r.base + (r.rerollBase ?? r.base), PLAIN_TEST_RULES);
  return 1 - (1 - p) * (1 - again);
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
      const base = r.rerollBase ?? r.base;
      if (dice.test(1, base, r.modifiers, again, PLAIN_TEST_RULES).successes > 0) return r.kind;
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
