import type { Side } from '../../commands/schema';
import type { Dice } from '../../../kernel/dice';
import type { GameState } from '../../state/schema';
import { emit, type AssaultSink } from '../../events';
import { attackMode, directlyEngaged, placedOf } from './geometry';
import { assaultFormations, defenderSide, type AssaultState, type PendingHits } from './state';
import type { Placed } from '../1.9-shooting/geometry';
import type { WeaponAbilityId } from '../../data/schema/weaponAbility';
import { rollAmount } from '../1.9-shooting/rollToHit';
import { hitEffect } from '../1.9-shooting/saves';
import { assaultAttacks } from './weapons';

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
}

/** The hits of one side as hits waiting for allocation, one entry per kind of hit (2.2.6:
 * macro-weapon hits are allocated after the others). */
export function pendingOf(
  r: SideAttacks,
  base: Omit<PendingHits, 'count' | 'abilities'>,
): PendingHits[] {
  return r.groups
    .filter((g) => g.hits > 0)
    .map((g) => ({
      ...base,
      count: g.hits,
      ...(g.abilities.length > 0 ? { abilities: [...g.abilities] } : {}),
    }));
}

/** Rolls the attacks of one side's units against the given enemy units. */
export function rollSideAttacks(
  state: GameState,
  dice: Dice,
  units: readonly Placed[],
  enemies: readonly Placed[],
  section: string,
  firefightOnly = false,
): SideAttacks {
  let hits = 0;
  let closeCombat = 0;
  let firefight = 0;
  const attacked: string[] = [];
  const groups = new Map<string, { abilities: WeaponAbilityId[]; hits: number }>();
  const add = (abilities: readonly WeaponAbilityId[], n: number) => {
    const sorted = [...new Set(abilities)].sort();
    const key = sorted.join(',');
    const g = groups.get(key);
    if (g) g.hits += n;
    else groups.set(key, { abilities: sorted, hits: n });
  };
  for (const u of units) {
    const mode = firefightOnly
      ? typeof u.sheet.ff === 'number' && { kind: 'ff' as const, value: u.sheet.ff }
      : attackMode(state, u, enemies);
    if (!mode) continue;
    const label = mode.kind === 'cc' ? 'close combat' : 'firefight';
    const why = { section, unitId: u.unit.id, formationId: u.unit.formationId };
    const attacks = assaultAttacks(u.sheet, mode.kind);
    const roll = dice.test(1, mode.value, [], {
      ...why,
      purpose: `${label}: ${u.unit.id} (${mode.value}+)`,
    });
    add(attacks.base, roll.successes);
    hits += roll.successes;
    // 2.2.3: extra attacks of its assault weapons (close combat) or small arms (firefight),
    // at the same value, with that weapon's abilities.
    for (const extra of attacks.extra) {
      const n = rollAmount(dice, extra.amount, { ...why, purpose: `extra attacks: ${extra.name}` });
      if (n <= 0) continue;
      const r = dice.test(n, mode.value, [], {
        ...why,
        section: '2.2.3',
        purpose: `${label} extra attacks: ${u.unit.id}, ${extra.name} (${mode.value}+)`,
      });
      add(extra.abilities, r.successes);
      hits += r.successes;
    }
    attacked.push(u.unit.id);
    if (mode.kind === 'cc') closeCombat++;
    else firefight++;
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
  const attackerUnits = placedOf(state, assault.attackers);
  const defenderUnits = placedOf(state, assault.defenders);
  const a = rollSideAttacks(state, dice, attackerUnits, defenderUnits, '1.12.5');
  const defender = defenderSide(assault);
  const d = rollSideAttacks(state, dice, defenderUnits, attackerUnits, '1.12.5');
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
      section: '1.12.5',
    });
  }
  const onSide = (side: Side) => {
    const fs = assaultFormations(assault, side);
    return engaged.filter((id) => fs.includes(state.units[id]?.formationId ?? ''));
  };
  const pending: PendingHits[] = [
    ...pendingOf(a, {
      side: defender,
      eligible: onSide(defender),
      from: [...a.attacked],
      source: 'attacks',
    }),
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
    attacked: [...a.attacked, ...d.attacked],
    pending: pending.filter((p) => p.count > 0 && p.eligible.length > 0),
  };
}
