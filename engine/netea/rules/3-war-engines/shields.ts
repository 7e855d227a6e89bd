import type { Dice } from '../../../kernel/dice';
import type { GameEvent } from '../../events';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf } from '../1.2-formations/battlefield';
import type { ShootingEvent } from '../1.9-shooting/events';
import { rollAmount } from '../1.9-shooting/rollToHit';

/**
 * Shields of war engines, as their datasheets give them:
 * - void shields (the Titan datasheets of the army lists): each stops a point of damage and goes
 *   down; no save, no Blast marker; one downed shield comes back in each end phase;
 * - Ork power fields (seed 001 5.5.4, "D6+6" rolled the first time they are needed): each stops a
 *   point of damage with no save and no Blast marker, then stays down for the rest of the battle.
 * Hits in close combat ignore both; firefight (small arms) hits are stopped like shooting.
 */

type ShieldKind = 'void-shield' | 'power-field';

function shieldKind(state: GameState, unit: UnitState): ShieldKind | null {
  const sheet = datasheetOf(state, unit);
  if (sheet.voidShields) return 'void-shield';
  if (sheet.powerFields !== undefined) return 'power-field';
  return null;
}

/** The shields up now (power fields are rolled for the first time they are asked about). */
function shieldsUp(state: GameState, dice: Dice, unit: UnitState, kind: ShieldKind): number {
  if (unit.shields !== undefined) return unit.shields;
  const sheet = datasheetOf(state, unit);
  if (kind === 'void-shield') return sheet.voidShields ?? 0;
  return rollAmount(dice, sheet.powerFields ?? 0, {
    purpose: `power fields of ${sheet.name}`,
    section: '5.5.4',
    formationId: unit.formationId,
    unitId: unit.id,
  });
}

/** A shield stops the hit: the state with one shield fewer, or null when none is up (or the
 * hit is a close combat one). */
export function stopWithShield(
  state: GameState,
  dice: Dice,
  unitId: string,
  closeCombat: boolean,
): { state: GameState; event: ShootingEvent } | null {
  const unit = state.units[unitId];
  if (!unit || closeCombat) return null;
  const kind = shieldKind(state, unit);
  if (!kind) return null;
  const up = shieldsUp(state, dice, unit, kind);
  if (up === 0) return null;
  const left = up - 1;
  const next = { ...state, units: { ...state.units, [unitId]: { ...unit, shields: left } } };
  return {
    state: next,
    event: {
      type: 'war-engine/shield',
      unitId,
      kind,
      left,
      section: kind === 'power-field' ? '5.5.4' : '3.2',
    },
  };
}

/** End phase: each war engine with void shields down raises one of them again. */
export function repairVoidShields(state: GameState, events: GameEvent[]): GameState {
  let s = state;
  for (const u of Object.values(state.units)) {
    if (u.status === 'destroyed' || u.shields === undefined) continue;
    const sheet = datasheetOf(s, u);
    const most = sheet.voidShields ?? 0;
    if (most === 0 || u.shields >= most) continue;
    const shields = u.shields + 1;
    s = { ...s, units: { ...s.units, [u.id]: { ...u, shields } } };
    events.push({
      type: 'war-engine/shield-repaired',
      unitId: u.id,
      left: shields,
      section: '3.2',
    });
  }
  return s;
}
