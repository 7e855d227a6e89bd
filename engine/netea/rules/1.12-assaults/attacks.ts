import type { Side } from '../../commands/schema';
import type { Dice } from '../../../kernel/dice';
import type { GameState } from '../../state/schema';
import { emit, type AssaultSink } from '../../events';
import { attackMode, directlyEngaged, placedOf, withinReach } from './geometry';
import {
  assaultFormations,
  assaultOf,
  defenderSide,
  type AssaultState,
  type PendingHits,
} from './state';
import { placedUnit, type Placed } from '../1.9-shooting/geometry';
import type { WeaponAbilityId } from '../../data/schema/weaponAbility';
import { rollAmount } from '../1.9-shooting/rollToHit';
import { hitEffect } from '../1.9-shooting/saves';
import { assaultAttacks } from './weapons';
import { modify } from '../../abilities/registry';
import { warEngineRolls } from '../3-war-engines/assaultDice';
import { blizzardFirefightModifiers } from '../5.3-scenarios/plantBlizzard';

/**
 * 1.12.5 Resolve Attacks: after charges and counter charges, every unit that may attack rolls
 * one die against its close combat value in base contact, or its firefight value within 15cm
 * with a line of fire. No modifiers ever apply (no cover, no crossfire, 1.12.5 FAQ) and Blast
 * markers suppress no one. Hits go to the other side's directly engaged units.
 */

export interface SideAttacks {
  readonly hits: number;
  /** The hits by the weapon abilities they carry: plain hits first, macro-weapon hits last. */
  readonly groups: readonly HitsWith[];
  readonly attacked: readonly string[];
  readonly closeCombat: number;
  readonly firefight: number;
}

export interface HitsWith {
  readonly abilities: readonly WeaponAbilityId[];
  readonly hits: number;
  /** The units that scored them (2.1.14: sniper hits go to units within their reach). */
  readonly units: readonly string[];
  /** 3.3.2: a war engine's close combat or firefight hits go only to these enemy units. */
  readonly only?: readonly string[];
}

/** The hits of one side as hits waiting for allocation, one entry per kind of hit (2.2.6:
 * macro-weapon hits are allocated after the others). */
export function pendingOf(
  r: SideAttacks,
  base: Omit<PendingHits, 'count' | 'abilities'>,
): PendingHits[] {
  return r.groups
    .filter((g) => g.hits > 0 && !attackerChooses(g.abilities))
    .map((g) => ({
      ...base,
      count: g.hits,
      ...(g.only ? { eligible: base.eligible.filter((id) => g.only?.includes(id)) } : {}),
      ...(g.abilities.length > 0 ? { abilities: [...g.abilities] } : {}),
    }));
}

const attackerChooses = (abilities: readonly WeaponAbilityId[]) =>
  hitEffect('assault', abilities).attackerChooses;

/**
 * 2.1.14 and its FAQ: hits of a sniper weapon line (an assault weapon or small arms: a sniper
 * unit's own ability is for shooting only, 2.0 FAQ) are allocated by the side that scored them,
 * each to any enemy unit within 15cm and in the line of fire of a unit that scored them, even one
 * already given a regular hit; they come before the regular hits. Saves take the -1 (hitEffect).
 */
export function sniperPendingOf(
  state: GameState,
  r: SideAttacks,
  scoringSide: Side,
  enemies: readonly Placed[],
  source: PendingHits['source'] = 'attacks',
): PendingHits[] {
  return r.groups
    .filter((g) => g.hits > 0 && attackerChooses(g.abilities))
    .flatMap((g) => {
      const snipers = g.units
        .map((id) => placedUnit(state, id))
        .filter((p): p is Placed => p !== null);
      const eligible = enemies
        .filter((e) => snipers.some((s) => withinReach(state, s, [e])))
        .map((e) => e.unit.id);
      if (eligible.length === 0) return [];
      return {
        // The owner of the units the hits may go to suffers them (an assault's enemies are of
        // one army: 5.3.11.1).
        side: state.units[eligible[0]!]!.side,
        count: g.hits,
        eligible,
        from: [...g.units],
        source,
        abilities: [...g.abilities],
        allocatedBy: scoringSide,
      };
    });
}

/** Which attacks a roll is for: all of them, or those that strike first (2.2.4) or the rest. */
export type Strike = 'all' | 'first' | 'rest';

const strikesFirst = (abilities: readonly WeaponAbilityId[]) =>
  modify('strikesFirst', { abilities }, false);

/** Whether an attack of these abilities is rolled in this strike. */
function inStrike(abilities: readonly WeaponAbilityId[], strike: Strike): boolean {
  return strike === 'all' || strikesFirst(abilities) === (strike === 'first');
}

/** 1.12.5: a unit's one die at its close combat or firefight value, if it may attack. */
function unitRoll(
  state: GameState,
  u: Placed,
  enemies: readonly Placed[],
  firefightOnly: boolean,
): { kind: 'cc' | 'ff'; value: number; dice: number; only?: undefined }[] {
  const mode = firefightOnly
    ? typeof u.sheet.ff === 'number' && { kind: 'ff' as const, value: u.sheet.ff }
    : attackMode(state, u, enemies);
  return mode ? [{ ...mode, dice: 1 }] : [];
}

/** Rolls the attacks of one side's units against the given enemy units. */
export function rollSideAttacks(
  state: GameState,
  dice: Dice,
  units: readonly Placed[],
  enemies: readonly Placed[],
  section: string,
  firefightOnly = false,
  strike: Strike = 'all',
): SideAttacks {
  let hits = 0;
  let closeCombat = 0;
  let firefight = 0;
  const attacked: string[] = [];
  const groups = new Map<
    string,
    { abilities: WeaponAbilityId[]; hits: number; units: string[]; only?: string[] }
  >();
  let scorer = '';
  // 3.3.2: the enemy units a war engine's roll may hit (undefined: any engaged).
  let only: readonly string[] | undefined;
  const add = (abilities: readonly WeaponAbilityId[], n: number) => {
    const sorted = [...new Set(abilities)].sort();
    const key = `${sorted.join(',')}${only ? `|${scorer}|${only.join(',')}` : ''}`;
    const g =
      groups.get(key) ??
      ({ abilities: sorted, hits: 0, units: [], ...(only ? { only: [...only] } : {}) } as {
        abilities: WeaponAbilityId[];
        hits: number;
        units: string[];
        only?: string[];
      });
    groups.set(key, g);
    g.hits += n;
    if (n > 0 && !g.units.includes(scorer)) g.units.push(scorer);
  };
  const split = assaultOf(state)?.warEngineDice;
  for (const u of units) {
    // 3.3.2: a war engine rolls its starting DC in dice, split between close combat and
    // firefight, each kind hitting only its own enemies; any other unit one die.
    const rolls =
      warEngineRolls(state, u, enemies, split, firefightOnly) ??
      unitRoll(state, u, enemies, firefightOnly);
    if (rolls.length === 0) continue;
    scorer = u.unit.id;
    let attackedNow = false;
    for (const mode of rolls) {
      only = mode.only;
      // 2.2.4: the dice log says which rolls are the first strike.
      const label = `${strike === 'first' ? 'first strike ' : ''}${mode.kind === 'cc' ? 'close combat' : 'firefight'}`;
      const why = { section, unitId: u.unit.id, formationId: u.unit.formationId };
      const attacks = assaultAttacks(u.sheet, mode.kind);
      const extras = attacks.extra.filter((e) => inStrike(e.abilities, strike));
      const baseNow = inStrike(attacks.base, strike);
      if (!baseNow && extras.length === 0) continue;
      attackedNow = true;
      if (baseNow) {
        // Seed 001 5.3.15: firefighting in a blizzard is -1.
        const mods = mode.kind === 'ff' ? blizzardFirefightModifiers(state, u.unit) : [];
        const roll = dice.test(mode.dice, mode.value, mods, {
          ...why,
          purpose: `${label}: ${u.unit.id} (${mode.value}+)`,
        });
        add(attacks.base, roll.successes);
        hits += roll.successes;
      }
      // 2.2.3: extra attacks of its assault weapons (close combat) or small arms (firefight),
      // at the same value, with that weapon's abilities.
      for (const extra of extras) {
        const n = rollAmount(dice, extra.amount, {
          ...why,
          purpose: `extra attacks: ${extra.name}`,
        });
        if (n <= 0) continue;
        const r = dice.test(
          n,
          mode.value,
          mode.kind === 'ff' ? blizzardFirefightModifiers(state, u.unit) : [],
          {
            ...why,
            section: '2.2.3',
            purpose: `${label} extra attacks: ${u.unit.id}, ${extra.name} (${mode.value}+)`,
          },
        );
        add(extra.abilities, r.successes);
        hits += r.successes;
      }
      if (mode.kind === 'cc') closeCombat++;
      else firefight++;
    }
    if (attackedNow) attacked.push(u.unit.id);
  }
  const ordered = [...groups.values()].sort(
    (a, b) =>
      Number(hitEffect('assault', a.abilities).macro) -
      Number(hitEffect('assault', b.abilities).macro),
  );
  return { hits, groups: ordered, attacked, closeCombat, firefight };
}

/** Rolls both sides' attacks for the round (attacker's dice first) and queues the hits. */
export function resolveAttacks(
  state: GameState,
  assault: AssaultState,
  dice: Dice,
  events: AssaultSink,
): AssaultState {
  const engaged = directlyEngaged(state, assault.attackers, assault.defenders);
  emit(events, { type: 'assault/engaged', round: assault.round, engaged, section: '1.12.5' });
  // 2.2.4: first strike attacks are resolved, both sides' at once, before any other attack.
  const first = anyStrikesFirst(state, assault);
  const rolled = rollBothSides(
    state,
    { ...assault, engaged, attacked: [], pending: [] },
    dice,
    events,
    first ? 'first' : 'all',
  );
  return first ? { ...rolled, firstStrike: true } : rolled;
}

/** 2.2.4: once the first strike hits are resolved, the other attacks of the units still alive
 * (a unit whose enemy in base contact was removed fights in a firefight, 2.2.4 FAQ). */
export function resolveAfterFirstStrike(
  state: GameState,
  assault: AssaultState,
  dice: Dice,
  events: AssaultSink,
): AssaultState {
  const rest = { ...assault };
  delete rest.firstStrike;
  return rollBothSides(state, rest, dice, events, 'rest');
}

function anyStrikesFirst(state: GameState, assault: AssaultState): boolean {
  const attackerUnits = placedOf(state, assault.attackers);
  const defenderUnits = placedOf(state, assault.defenders);
  const has = (units: readonly Placed[], enemies: readonly Placed[]) =>
    units.some((u) => {
      const mode = attackMode(state, u, enemies);
      if (!mode) return false;
      const a = assaultAttacks(u.sheet, mode.kind);
      return strikesFirst(a.base) || a.extra.some((e) => strikesFirst(e.abilities));
    });
  return has(attackerUnits, defenderUnits) || has(defenderUnits, attackerUnits);
}

/** Rolls both sides' attacks of a strike (attacker's dice first) and queues their hits after
 * any already queued. */
function rollBothSides(
  state: GameState,
  assault: AssaultState,
  dice: Dice,
  events: AssaultSink,
  strike: Strike,
): AssaultState {
  const engaged = assault.engaged;
  const attackerUnits = placedOf(state, assault.attackers);
  const defenderUnits = placedOf(state, assault.defenders);
  const a = rollSideAttacks(state, dice, attackerUnits, defenderUnits, '1.12.5', false, strike);
  const defender = defenderSide(assault);
  const d = rollSideAttacks(state, dice, defenderUnits, attackerUnits, '1.12.5', false, strike);
  for (const [side, r] of [
    [assault.attackerSide, a],
    [defender, d],
  ] as const) {
    emit(events, {
      type: 'assault/attacks-rolled',
      side,
      closeCombat: r.closeCombat,
      firefight: r.firefight,
      hits: r.hits,
      source: 'attacks',
      // 2.2.4: the first strike and the attacks after it are told apart in the log, even when
      // the first strike scores nothing.
      ...(strike === 'all' ? {} : { strike }),
      section: strike === 'first' ? '2.2.4' : '1.12.5',
    });
  }
  const onSide = (side: Side) => {
    const fs = assaultFormations(assault, side);
    return engaged.filter((id) => fs.includes(state.units[id]?.formationId ?? ''));
  };
  const pending: PendingHits[] = [
    ...sniperPendingOf(state, a, assault.attackerSide, defenderUnits),
    ...pendingOf(a, {
      side: defender,
      eligible: onSide(defender),
      from: [...a.attacked],
      source: 'attacks',
    }),
    ...sniperPendingOf(state, d, defender, attackerUnits),
    ...pendingOf(d, {
      side: assault.attackerSide,
      eligible: onSide(assault.attackerSide),
      from: [...d.attacked],
      source: 'attacks',
    }),
  ];
  return {
    ...assault,
    engaged,
    attacked: [...new Set([...assault.attacked, ...a.attacked, ...d.attacked])],
    pending: [...assault.pending, ...pending.filter((p) => p.count > 0 && p.eligible.length > 0)],
  };
}
