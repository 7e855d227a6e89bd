import type { Side } from '../../commands/primitives';
import { isEnemy } from '../1.2-formations/sides';
import { modify } from '../../abilities/registry';
import type { Dice } from '../../../kernel/dice';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { WeaponAbility } from '../../data/schema/weaponAbility';
import type { GameState } from '../../state/schema';
import { datasheetOf } from '../1.2-formations/battlefield';
import { resolveHits } from '../1.9-shooting/casualties';
import { markBlastLosses } from '../3-war-engines/blastLosses';
import { hitEffect } from '../1.9-shooting/saves';
import { rollAmount } from '../1.9-shooting/rollToHit';
import type { ShootingEvent } from '../1.9-shooting/events';
import { casualtyBlastMarkers, placeAttackBlastMarkers } from '../1.13-broken-formations/breaking';
import { isWarEngine } from '../3-war-engines/capacity';

/**
 * 4.3.4 Pin-Point Attacks: a spacecraft's pin-point attacks (an orbital weapon that is not a
 * bombardment) each pick an enemy war engine anywhere on the table, the attacker choosing which
 * (4.3.4 FAQ, even within a formation of several), all on one or each on another; no
 * coordinates are written down. 4.3.4 FAQ: each formation attacked receives a Blast marker for
 * coming under fire.
 */

/** One pin-point attack: its score to hit, fire type and abilities. */
export interface PinPointAttack {
  readonly toHit: number;
  readonly type: 'AP' | 'AT' | 'MW';
  readonly abilities: readonly WeaponAbility[];
}

/** The spacecraft's pin-point attacks, one entry per attack (copies and fixed shots). */
export function pinPointAttacks(sheet: UnitDatasheet): PinPointAttack[] {
  return sheet.weapons.flatMap((w) =>
    w.modes.flatMap((m) =>
      m.range.kind !== 'orbital'
        ? []
        : m.firepower.flatMap((fp) => {
            if (fp.type !== 'AP' && fp.type !== 'AT' && fp.type !== 'MW') return [];
            const shots = typeof fp.shots === 'number' ? fp.shots : 1;
            const attack = { toHit: fp.toHit, type: fp.type, abilities: m.abilities };
            return Array.from({ length: shots * w.count }, () => attack);
          }),
    ),
  );
}

/** Whether the unit is an enemy war engine on the table a pin-point attack may pick. */
export function pinPointTarget(state: GameState, side: number, unitId: string): boolean {
  const unit = state.units[unitId];
  return (
    unit !== undefined &&
    isEnemy(state, side as Side, unit.side) &&
    unit.status === 'deployed' &&
    isWarEngine(datasheetOf(state, unit))
  );
}

export interface PinPointed {
  readonly state: GameState;
  readonly events: ShootingEvent[];
  readonly attacked: readonly string[];
}

/** 4.3.4: the attacks, in order, at the chosen war engines (one target per attack). */
export function resolvePinPoints(
  state: GameState,
  dice: Dice,
  sheet: UnitDatasheet,
  targets: readonly string[],
): PinPointed {
  const attacks = pinPointAttacks(sheet);
  const events: ShootingEvent[] = [];
  let s = state;
  const formations = [
    ...new Set(targets.flatMap((id) => (s.units[id] ? [s.units[id].formationId] : []))),
  ];
  // 4.3.4 FAQ: each formation attacked receives a Blast marker for coming under fire.
  for (const fid of formations) {
    const r = placeAttackBlastMarkers(s, dice, fid, 1, {
      reason: 'came under a pin-point attack',
      section: '4.3.4',
    });
    s = r.state;
    events.push(...r.events);
  }
  targets.forEach((unitId, i) => {
    const attack = attacks[i];
    const unit = s.units[unitId];
    if (!attack || !unit || unit.status !== 'deployed') return;
    const target = datasheetOf(s, unit);
    const roll = dice.test(1, attack.toHit, [], {
      purpose: `pin-point attack on ${target.name}`,
      section: '4.3.4',
      unitId,
      formationId: unit.formationId,
    });
    if (roll.successes === 0) return;
    const ids = attack.abilities.map((a) => a.id);
    const effect = hitEffect(attack.type, ids);
    // 3.2.5: a titan killer's rolled damage.
    const amount = modify('warEngineDamage', { weaponAbilities: attack.abilities }, null);
    const damage = amount
      ? rollAmount(dice, amount, {
          purpose: `titan killer damage on ${target.name}`,
          section: '3.2.5',
          unitId,
          formationId: unit.formationId,
        })
      : 1;
    const r = resolveHits(s, dice, [{ unitId, effect, damage }], {
      targetFormationId: unit.formationId,
      cover: {},
      crossfire: false,
    });
    events.push(...r.events);
    // 3.2.3: losses to a critical's explosion in other formations.
    s = markBlastLosses(
      r.state,
      dice,
      r.casualties,
      r.extraBlastMarkers,
      (f) => f === unit.formationId,
      events,
    );
    const kills = r.casualties.filter(
      (c) => c.blastMarker && c.formationId === unit.formationId,
    ).length;
    const bm =
      (r.extraBlastMarkers[unit.formationId] ?? 0) +
      casualtyBlastMarkers({ kills, crossfire: false, earlierKill: false });
    const placed = placeAttackBlastMarkers(s, dice, unit.formationId, bm, {
      reason: 'casualties',
      section: '1.9.4',
    });
    s = placed.state;
    events.push(...placed.events);
  });
  return { state: s, events, attacked: formations };
}
