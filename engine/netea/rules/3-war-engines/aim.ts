import type { GameState } from '../../state/schema';
import { datasheetOf } from '../1.2-formations/battlefield';
import { livingUnitIds } from '../1.9-shooting/geometry';
import { isWarEngine } from './capacity';

/** 3.2.1: what an attacker directs his attacks at in a formation of war engines and others. */
export type Aim = 'war-engines' | 'others';

function isEngine(state: GameState, id: string): boolean {
  const u = state.units[id];
  return u !== undefined && isWarEngine(datasheetOf(state, u));
}

/** 3.2.1: a formation with both war engines and other units, where the attacker must say which
 * his attacks are directed at. */
export function isMixed(state: GameState, formationId: string): boolean {
  const ids = livingUnitIds(state, formationId);
  const engines = ids.filter((id) => isEngine(state, id)).length;
  return engines > 0 && engines < ids.length;
}

/**
 * 3.2.1: "attacks directed at the war engines can only be allocated against war engines if they
 * hit, while attacks directed at other units may not be allocated to the war engines". Without a
 * declaration the attacker's sensible pick: the other units when his hits may reach any of
 * them, else the war engines.
 */
export function aimedTargets(
  state: GameState,
  eligible: readonly string[],
  aim: Aim | undefined,
): string[] {
  const chosen = aim ?? (eligible.some((id) => !isEngine(state, id)) ? 'others' : 'war-engines');
  return eligible.filter((id) => isEngine(state, id) === (chosen === 'war-engines'));
}
