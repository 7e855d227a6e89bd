import { isEnemy } from '../1.2-formations/sides';
import { modify } from '../../abilities/registry';
import { blizzardShotModifiers } from '../5.3-scenarios/plantBlizzard';
import type { FirepowerType } from '../../data/schema/firepower';
import type { WeaponAbilityId } from '../../data/schema/weaponAbility';
import type { Modifier } from '../../../kernel/dice';
import { refusal, type Refusal } from '../../../kernel/result';
import type { Action, GameState } from '../../state/schema';
import { coverOf, FIRE_TYPES, type FireType, type UnitCover } from '../1.8-terrain/cover';
import { suppression, type Suppression } from '../1.3-blast-markers/suppression';
import type { Placed } from './geometry';
import { weaponReady } from '../2-specialists/reloading';
import { aloft } from '../4.1-4.2-aircraft/aerospace';
import { inArc, inReach, lineOfFireBetween, placedUnits, reachOf } from './geometry';
import { shootingParty } from '../3-war-engines/transportTogether';

/** What the action and the kind of fire bring to the to-hit roll (1.9.5, 2.2.10). */
export interface ShootingContext {
  /** The action being carried out (double/marshal -1, sustained fire +1); null for overwatch
   * fire, which carries no modifier of its own (1.10). */
  readonly action: Action | null;
  /** 2.2.10: fire indirect-fire weapons indirectly (needs a sustained fire action). */
  readonly indirect?: boolean;
  /** Weapon keys that may not fire besides those not ready (2.2.7 single shot used, 2.2.8 slow
   * firing reloading: `weaponsFired` in the state); they still count for suppression (FAQ). */
  readonly unavailableWeapons?: ReadonlySet<string>;
  /** 1.9.2: the controlling player's choice of suppressed units among equally far ones. */
  readonly suppressedChoice?: readonly string[];
}

/** One way a weapon line may fire: a firepower value and the target units it reaches. */
export interface ModeOption {
  readonly modeIndex: number;
  /** The values the player picks from (1.9.5: AP or AT per weapon). BP lines fire barrages. */
  readonly firepower: readonly { type: FirepowerType; toHit?: number }[];
  readonly targets: readonly string[];
  readonly abilities: readonly WeaponAbilityId[];
  readonly indirect: boolean;
}

/** One weapon of one unit: a "2×" weapon is two weapons (1.9.5 FAQ: they may choose apart). */
export interface WeaponOption {
  /** `${unitId}#${weaponIndex}#${copy}` */
  readonly key: string;
  readonly unitId: string;
  readonly weaponIndex: number;
  readonly copy: number;
  readonly name: string;
  readonly combine: 'or' | 'and';
  readonly modes: readonly ModeOption[];
}

export interface ShootingOptions {
  readonly formationId: string;
  readonly targetFormationId: string;
  readonly suppression: Suppression;
  /** Units that shoot: in range and line of fire with a weapon that may fire, not suppressed. */
  readonly shooters: readonly string[];
  readonly weapons: readonly WeaponOption[];
  /** Cover of every target unit in reach (1.8). */
  readonly cover: Readonly<Record<string, UnitCover>>;
  /** Fire types for which some potential targets are in cover and some not: the attacker
   * chooses to take -1 or shoot only at units in the open (1.9.5 and FAQ). */
  readonly coverChoices: readonly FireType[];
  readonly baseModifiers: readonly Modifier[];
}

/** Every ability of a weapon copy, over its modes (the unit's weapon abilities included). */
export function weaponAbilities(w: WeaponOption): WeaponAbilityId[] {
  return [...new Set(w.modes.flatMap((m) => m.abilities))];
}

export const weaponKey = (unitId: string, weaponIndex: number, copy: number) =>
  `${unitId}#${weaponIndex}#${copy}`;

/** 1.9.5 To Hit Modifier Table, the attacker's part. */
export function actionModifiers(ctx: ShootingContext): Modifier[] {
  const out: Modifier[] = [];
  if (ctx.action === 'double' || ctx.action === 'marshal')
    out.push({ value: -1, reason: `attacker on a ${ctx.action} action`, section: '1.9.5' });
  if (ctx.action === 'sustained-fire')
    out.push({ value: 1, reason: 'attacker on a sustained fire action', section: '1.9.5' });
  return out;
}

const SHOOTING_TYPES: readonly FirepowerType[] = ['AP', 'AT', 'MW', 'BP'];

/** The weapons of one unit that reach a unit of the target formation (range, arc, line of
 * fire unless indirect); small arms and assault weapons never shoot (1.12). */
export function unitWeapons(
  shooter: Placed,
  targets: readonly Placed[],
  ctx: ShootingContext,
  seen: (t: Placed) => boolean,
): WeaponOption[] {
  const out: WeaponOption[] = [];
  const unitAbilities = [
    ...shooter.sheet.weaponAbilities.map((a) => a.id),
    ...modify('shootingWeaponAbilities', { sheet: shooter.sheet }, []),
  ];
  shooter.sheet.weapons.forEach((w, wi) => {
    const modes: ModeOption[] = [];
    w.modes.forEach((m, mi) => {
      const firepower = m.firepower
        .filter((f) => SHOOTING_TYPES.includes(f.type))
        .map((f) => ('toHit' in f ? { type: f.type, toHit: f.toHit } : { type: f.type }));
      if (firepower.length === 0) return;
      const abilities = [...new Set([...m.abilities.map((a) => a.id), ...unitAbilities])];
      const indirect = modify(
        'firesIndirectly',
        { abilities, declared: ctx.indirect === true },
        false,
      );
      const reach = reachOf(m.range, indirect);
      if (!reach) return;
      const inReachTargets = targets.filter(
        (t) => inArc(shooter.shape, m.arc, t.shape) && inReach(shooter.shape, t.shape, reach),
      );
      const reached = indirect ? inReachTargets : inReachTargets.filter(seen);
      if (reached.length > 0)
        modes.push({
          modeIndex: mi,
          firepower,
          targets: reached.map((t) => t.unit.id),
          abilities,
          indirect,
        });
    });
    if (modes.length === 0) return;
    for (let c = 0; c < w.count; c++)
      out.push({
        key: weaponKey(shooter.unit.id, wi, c),
        unitId: shooter.unit.id,
        weaponIndex: wi,
        copy: c,
        name: w.name,
        combine: w.combine ?? 'or',
        modes,
      });
  });
  return out;
}

/**
 * 1.9.1–1.9.2: who may shoot at the target formation, which weapons may fire and how, who is
 * suppressed (1.9.2 Suppressed Units) and the cover choices (1.8, 1.9.5). Refused when the
 * formation may not shoot at the target at all (1.9.4 FAQ).
 */
type OptionsResult = { ok: true; value: ShootingOptions } | { ok: false; error: Refusal };

/**
 * Options already worked out for a state: a command's validation, its application and the
 * overwatch checks ask the same question of the same immutable state.
 */
const known = new WeakMap<GameState, Map<string, OptionsResult>>();

export function shootingOptions(
  state: GameState,
  formationId: string,
  targetFormationId: string,
  ctx: ShootingContext,
): OptionsResult {
  const key = JSON.stringify([
    formationId,
    targetFormationId,
    ctx.action,
    ctx.indirect ?? false,
    ctx.suppressedChoice ?? null,
    ctx.unavailableWeapons ? [...ctx.unavailableWeapons].sort() : null,
  ]);
  let forState = known.get(state);
  const cached = forState?.get(key);
  if (cached) return cached;
  const result = computeShootingOptions(state, formationId, targetFormationId, ctx);
  if (!forState) {
    forState = new Map();
    known.set(state, forState);
  }
  forState.set(key, result);
  return result;
}

function computeShootingOptions(
  state: GameState,
  formationId: string,
  targetFormationId: string,
  ctx: ShootingContext,
): OptionsResult {
  const formation = state.formations[formationId];
  const target = state.formations[targetFormationId];
  if (!formation || !target) return fail('shooting/no-formation', '1.9.1', 'No such formation.');
  // Seed 001 5.3.11.2: a team-mate's formation is friendly, no target.
  if (!isEnemy(state, formation.side, target.side))
    return fail('shooting/not-enemy', '1.9.1', 'The target must be an enemy formation.');
  if (formation.broken)
    return fail('shooting/broken', '1.13', 'A broken formation may not take actions or shoot.');
  if (ctx.indirect && ctx.action !== 'sustained-fire')
    return fail(
      'shooting/indirect-needs-sustained',
      '2.2.10',
      'Indirect fire needs a sustained fire action.',
    );
  // 4.2.3: ground units shoot at aircraft only with flak, never in their actions.
  if (aloft(state, targetFormationId))
    return fail(
      'shooting/at-aircraft',
      '4.2.3',
      'Ground units may only shoot at aircraft with flak attacks, not in their actions.',
    );
  // 4.2.2: aircraft fly high enough to ignore anything that might block the line of sight.
  const flying = aloft(state, formationId);
  // 3.1.3: with the formations that got out of its war engines in this action.
  const shooters = shootingParty(state, formationId);
  const targets = placedUnits(state, targetFormationId);
  const los = new Map<string, boolean>();
  const seenBy = (s: Placed) => (t: Placed) => {
    if (flying) return true;
    const k = `${s.unit.id}>${t.unit.id}`;
    let v = los.get(k);
    if (v === undefined) los.set(k, (v = lineOfFireBetween(state, s, t).clear));
    return v;
  };
  const perUnit = new Map<string, WeaponOption[]>();
  for (const s of shooters) perUnit.set(s.unit.id, unitWeapons(s, targets, ctx, seenBy(s)));
  const sup = suppression(
    state,
    formationId,
    shooters,
    targets,
    perUnit,
    seenBy,
    ctx.suppressedChoice,
  );
  if (!sup.ok) return sup;
  const unavailable = ctx.unavailableWeapons ?? new Set<string>();
  const weapons: WeaponOption[] = [];
  for (const s of shooters) {
    if (sup.value.suppressed.includes(s.unit.id)) continue;
    for (const w of perUnit.get(s.unit.id) ?? [])
      if (!unavailable.has(w.key) && weaponReady(state, w.key, weaponAbilities(w))) weapons.push(w);
  }
  const anyInReach = [...perUnit.values()].some((ws) => ws.length > 0);
  if (!anyInReach && sup.value.eligible.length > 0)
    return fail(
      'shooting/small-arms-only',
      '1.9.4',
      'Small arms alone cannot shoot at a formation (1.9.4 FAQ).',
    );
  if (!anyInReach)
    return fail(
      'shooting/out-of-range',
      '1.9.2',
      'No unit is in range and line of fire of the target formation.',
    );
  if (weapons.length === 0)
    return fail(
      'shooting/all-suppressed',
      '1.9.2',
      'Every unit that could shoot is suppressed or has no weapon ready.',
    );
  const shooterIds = [...new Set(weapons.map((w) => w.unitId))];
  const firing = shooters.filter((s) => shooterIds.includes(s.unit.id));
  const reached = new Set(weapons.flatMap((w) => w.modes.flatMap((m) => m.targets)));
  const cover = coverOf(
    state,
    targets.filter((t) => reached.has(t.unit.id)),
    // 4.2.2 FAQ: against aircraft, cover only if the target is in cover, never obscured.
    flying ? [] : firing,
  );
  const coverChoices = FIRE_TYPES.filter((type) => {
    const units = potentialByType(state, weapons, type);
    const inCover = units.filter((u) => cover[u]?.inCover).length;
    return inCover > 0 && inCover < units.length;
  });
  return {
    ok: true,
    value: {
      formationId,
      targetFormationId,
      suppression: sup.value,
      shooters: shooterIds,
      weapons,
      cover,
      coverChoices,
      // Seed 001 5.3.15: shots at a formation in a blizzard.
      baseModifiers: [...actionModifiers(ctx), ...blizzardShotModifiers(state, targetFormationId)],
    },
  };
}

/** 1.9.6: which unit types a hit of each type may be allocated to: AP infantry, AT armoured
 * vehicles and war engines, MW any ground unit; unit types of chapter 2 may add to it (light
 * vehicles, 2.1.9). */
export function hittable(type: FireType, unitType: string): boolean {
  if (type === 'MW') return unitType !== 'AC' && unitType !== 'SC';
  const base = type === 'AP' ? unitType === 'INF' : unitType === 'AV' || unitType === 'WE';
  return modify('hittable', { fireType: type, unitType }, base);
}

/** Units a fire type could hit: reached by a weapon offering that type, of a hittable type. */
export function potentialByType(
  state: GameState,
  weapons: readonly WeaponOption[],
  type: FireType,
): string[] {
  const out = new Set<string>();
  for (const w of weapons)
    for (const m of w.modes) {
      if (!m.firepower.some((f) => f.type === type)) continue;
      for (const id of m.targets) {
        const u = state.units[id];
        const sheet = u ? state.datasheets[u.datasheetId] : undefined;
        if (sheet && hittable(type, sheet.type)) out.add(id);
      }
    }
  return [...out];
}

function fail(code: string, section: string, message: string) {
  return { ok: false as const, error: refusal(code, section, message) };
}
