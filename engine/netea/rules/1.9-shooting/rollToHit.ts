import { modify } from '../../abilities/registry';
import { hitEffect } from './saves';
import { formatAmount, type Amount } from '../../data/schema/dice';
import type { WeaponAbilityId } from '../../data/schema/weaponAbility';
import type { Dice, Modifier, RollPurpose } from '../../../kernel/dice';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { FIRE_TYPES, type FireType } from '../1.8-terrain/cover';
import type { ShootingEvent } from './events';
import { hittable, type ShootingOptions } from './options';

/** 1.9.5: how one weapon fires: a mode and, where it offers both, AP or AT for all its shots. */
export interface FireOrder {
  readonly weaponKey: string;
  readonly modeIndex: number;
  readonly firepower: FireType;
}

/** 1.9.5 FAQ: per fire type, take the -1 (and may hit units in cover) or shoot only at units
 * not in cover. */
export type CoverChoice = 'accept-modifier' | 'only-open';

export interface FirePlan {
  readonly orders: readonly FireOrder[];
  readonly cover: Partial<Record<FireType, CoverChoice>>;
}

/** Hits of one kind, with the units they may be allocated to (1.9.6). */
export interface HitGroup {
  readonly type: FireType;
  readonly count: number;
  readonly abilities: readonly WeaponAbilityId[];
  /** Potential targets: reached by a weapon of the group, of a type the hit affects, and not in
   * cover if the attacker shot only at units in the open. */
  readonly eligible: readonly string[];
  /** 3.2.5: the damage a titan killer hit does to a war engine when it is rolled ("D3"). */
  readonly damage?: Amount;
}

/**
 * The default plan: for each weapon the mode and the value (AP, AT or MW) that can hit the most
 * units it reaches in the target formation, the better to-hit score on a tie (1.9.5: the choice
 * is the player's; this is the sensible one a player makes without thinking); take the cover -1.
 * Without the state, the first value of the first mode.
 */
export function defaultFirePlan(options: ShootingOptions, state?: GameState): FirePlan {
  const orders: FireOrder[] = [];
  const typeOf = (unitId: string) => {
    const unit = state?.units[unitId];
    return unit ? (state?.datasheets[unit.datasheetId]?.type ?? '') : '';
  };
  for (const w of options.weapons) {
    const modes = w.combine === 'and' ? w.modes : w.modes.slice(0, 1);
    const candidates = (w.combine === 'and' ? modes : w.modes).flatMap((m) =>
      m.firepower
        .filter((x) => x.type === 'AP' || x.type === 'AT' || x.type === 'MW')
        .map((x) => ({
          modeIndex: m.modeIndex,
          type: x.type as FireType,
          reach: state
            ? m.targets.filter((t) => hittable(x.type as FireType, typeOf(t))).length
            : 0,
          toHit: x.toHit ?? 6,
        })),
    );
    if (w.combine === 'and') {
      // Every mode fires at once: pick a value per mode.
      for (const m of modes) {
        const best = bestOf(candidates.filter((c) => c.modeIndex === m.modeIndex));
        if (best)
          orders.push({ weaponKey: w.key, modeIndex: best.modeIndex, firepower: best.type });
      }
    } else {
      const best = bestOf(state ? candidates : candidates.slice(0, 1));
      if (best) orders.push({ weaponKey: w.key, modeIndex: best.modeIndex, firepower: best.type });
    }
  }
  const cover: Partial<Record<FireType, CoverChoice>> = {};
  for (const t of options.coverChoices) cover[t] = 'accept-modifier';
  return { orders, cover };
}

function bestOf<T extends { reach: number; toHit: number }>(
  candidates: readonly T[],
): T | undefined {
  let best: T | undefined;
  for (const c of candidates) {
    if (!best || c.reach > best.reach || (c.reach === best.reach && c.toHit < best.toHit)) best = c;
  }
  return best;
}

/** Checks a plan against the options: each weapon at most once per mode, one mode of an "or"
 * weapon, values it has, and a cover choice wherever there is one. */
export function validateFirePlan(options: ShootingOptions, plan: FirePlan): Refusal | null {
  const seen = new Set<string>();
  for (const o of plan.orders) {
    const w = options.weapons.find((x) => x.key === o.weaponKey);
    const m = w?.modes.find((x) => x.modeIndex === o.modeIndex);
    if (!w || !m)
      return refusal('shooting/weapon-cannot-fire', '1.9.2', `Weapon ${o.weaponKey} may not fire.`);
    if (!m.firepower.some((f) => f.type === o.firepower))
      return refusal(
        'shooting/no-such-value',
        '1.9.5',
        `Weapon ${o.weaponKey} has no ${o.firepower} value.`,
      );
    const k = w.combine === 'or' ? w.key : `${w.key}@${o.modeIndex}`;
    if (seen.has(k))
      return refusal(
        'shooting/fired-twice',
        '1.9.5',
        'A weapon fires once, with one value for all its shots (1.9.5 FAQ).',
      );
    seen.add(k);
  }
  for (const t of options.coverChoices)
    if (!plan.cover[t])
      return refusal(
        'shooting/cover-choice-needed',
        '1.9.5',
        `Choose whether ${t} fire takes the cover modifier.`,
      );
  return null;
}

export function rollAmount(dice: Dice, amount: Amount, why: RollPurpose): number {
  if (typeof amount === 'number') return amount;
  const faces = amount.sides === 3 ? dice.d3(amount.dice, why) : dice.d6(amount.dice, why);
  const sum = faces.reduce((a, b) => a + (amount.sides === 2 ? Math.ceil(b / 3) : b), 0);
  return Math.max(0, sum + (amount.modifier ?? 0));
}

/**
 * 1.9.5 Roll to Hit: one roll per group of weapons with the same value, abilities and reach,
 * with the action's modifiers and, per fire type, the cover modifier the attacker accepted
 * (ignore cover weapons never take it, 2.2.5). BP lines are barrages (barrage.ts).
 */
export function rollToHit(
  state: GameState,
  dice: Dice,
  options: ShootingOptions,
  plan: FirePlan,
): { hits: HitGroup[]; events: ShootingEvent[] } {
  const groups = new Map<
    string,
    {
      type: FireType;
      toHit: number;
      shots: number;
      abilities: WeaponAbilityId[];
      eligible: string[];
      damage?: Amount;
    }
  >();
  for (const o of plan.orders) {
    const w = options.weapons.find((x) => x.key === o.weaponKey);
    const m = w?.modes.find((x) => x.modeIndex === o.modeIndex);
    const sheet = w ? state.datasheets[state.units[w.unitId]?.datasheetId ?? ''] : undefined;
    const fp = sheet?.weapons[w?.weaponIndex ?? -1]?.modes[o.modeIndex]?.firepower.find(
      (f) => f.type === o.firepower,
    );
    if (!w || !m || !fp || !('toHit' in fp)) continue;
    let shots =
      fp.shots === undefined
        ? 1
        : rollAmount(dice, fp.shots, {
            purpose: `shots: ${w.name}`,
            section: '1.1.3',
            unitId: w.unitId,
          });
    const weaponAbilities = sheet?.weapons[w.weaponIndex]?.modes[o.modeIndex]?.abilities ?? [];
    for (const extra of modify('extraShots', { weaponAbilities }, [])) {
      shots += rollAmount(dice, extra.amount, {
        purpose: `extra attacks: ${w.name}`,
        section: extra.section,
        unitId: w.unitId,
      });
    }
    const abilities = [...m.abilities].sort();
    const ignoreCover = hitEffect(o.firepower, abilities).ignoreCover;
    const onlyOpen = !ignoreCover && plan.cover[o.firepower] === 'only-open';
    const eligible = m.targets.filter((id) => {
      const u = state.units[id];
      const t = u ? state.datasheets[u.datasheetId]?.type : undefined;
      if (!t || !hittable(o.firepower, t)) return false;
      return !onlyOpen || !options.cover[id]?.inCover;
    });
    // 3.2.5: weapons whose hits do rolled damage to war engines ("TK(D3)") keep it with them.
    const damage = modify('warEngineDamage', { weaponAbilities }, null) ?? undefined;
    const key = `${o.firepower}|${fp.toHit}|${abilities.join(',')}|${eligible.join(',')}|${damage ? formatAmount(damage) : ''}`;
    const g = groups.get(key);
    if (g) g.shots += shots;
    else
      groups.set(key, {
        type: o.firepower,
        toHit: fp.toHit,
        shots,
        abilities,
        eligible,
        ...(damage ? { damage } : {}),
      });
  }
  const hits: HitGroup[] = [];
  const totals: Record<FireType, number> = { AP: 0, AT: 0, MW: 0 };
  for (const g of groups.values()) {
    const mods: Modifier[] = [...options.baseModifiers];
    const coverApplies =
      !hitEffect(g.type, g.abilities).ignoreCover &&
      plan.cover[g.type] !== 'only-open' &&
      g.eligible.some((id) => options.cover[id]?.inCover);
    if (coverApplies) mods.push({ value: -1, reason: 'target in cover', section: '1.8.2' });
    const roll = dice.test(g.shots, g.toHit, mods, {
      purpose: `to hit: ${g.shots} shot${g.shots === 1 ? '' : 's'} ${g.type}${g.toHit}+`,
      section: '1.9.5',
      formationId: options.formationId,
    });
    totals[g.type] += roll.successes;
    if (roll.successes > 0)
      hits.push({
        type: g.type,
        count: roll.successes,
        abilities: g.abilities,
        eligible: g.eligible,
        ...(g.damage ? { damage: g.damage } : {}),
      });
  }
  const events: ShootingEvent[] = [
    {
      type: 'shooting/hits-scored',
      formationId: options.formationId,
      targetFormationId: options.targetFormationId,
      hits: totals,
      section: '1.9.5',
    },
  ];
  // Macro-weapon hits are allocated after the others (1.9.6, 2.2.6).
  hits.sort((a, b) => FIRE_TYPES.indexOf(a.type) - FIRE_TYPES.indexOf(b.type));
  return { hits, events };
}

/** 1.9.6 / 2.2.6: macro-weapon hits (MW values, or AP/AT lines with the macro-weapon or titan
 * killer ability) are allocated and saved after the normal ones. */
export function isMacroHit(g: Pick<HitGroup, 'type' | 'abilities'>): boolean {
  return hitEffect(g.type, g.abilities).macro;
}
