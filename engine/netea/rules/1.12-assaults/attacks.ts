import type { Side } from '../../commands/schema';
import type { Dice } from '../../../kernel/dice';
import type { GameState } from '../../state/schema';
import { emit, type AssaultSink } from '../../events';
import { attackMode, directlyEngaged, placedOf } from './geometry';
import { assaultFormations, defenderSide, type AssaultState, type PendingHits } from './state';
import type { Placed } from '../1.9-shooting/geometry';

/**
 * 1.12.5 Resolve Attacks: after charges and counter charges, every unit that may attack rolls
 * one die against its close combat value in base contact, or its firefight value within 15cm
 * with a line of fire. No modifiers ever apply (no cover, no crossfire, 1.12.5 FAQ) and Blast
 * markers suppress no one. Hits go to the other side's directly engaged units.
 */

export interface SideAttacks {
  readonly hits: number;
  readonly attacked: readonly string[];
  readonly closeCombat: number;
  readonly firefight: number;
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
  for (const u of units) {
    const mode = firefightOnly
      ? typeof u.sheet.ff === 'number' && { kind: 'ff' as const, value: u.sheet.ff }
      : attackMode(state, u, enemies);
    if (!mode) continue;
    const label = mode.kind === 'cc' ? 'close combat' : 'firefight';
    const roll = dice.test(1, mode.value, [], {
      purpose: `${label}: ${u.unit.id} (${mode.value}+)`,
      section,
      unitId: u.unit.id,
      formationId: u.unit.formationId,
    });
    hits += roll.successes;
    attacked.push(u.unit.id);
    if (mode.kind === 'cc') closeCombat++;
    else firefight++;
  }
  return { hits, attacked, closeCombat, firefight };
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
    {
      side: defender,
      count: a.hits,
      eligible: onSide(defender),
      from: [...a.attacked],
      source: 'attacks',
    },
    {
      side: assault.attackerSide,
      count: d.hits,
      eligible: onSide(assault.attackerSide),
      from: [...d.attacked],
      source: 'attacks',
    },
  ];
  return {
    ...assault,
    engaged,
    attacked: [...a.attacked, ...d.attacked],
    pending: pending.filter((p) => p.count > 0 && p.eligible.length > 0),
  };
}
