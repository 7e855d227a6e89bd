import { modify } from '../../abilities/registry';
import type { WeaponAbilityId } from '../../data/schema/weaponAbility';
import type { GameState } from '../../state/schema';

/**
 * Weapons that must reload or fire only once (2.2.7 single shot, 2.2.8 slow firing): the game
 * remembers the turn each such weapon copy last fired (`weaponsFired`), and shooting asks
 * whether it is ready again. The abilities decide both; this file only keeps the record.
 */

export interface FiredWeapon {
  /** `unit#weapon#copy` (options.ts `weaponKey`). */
  readonly key: string;
  readonly abilities: readonly WeaponAbilityId[];
}

/** Records the weapons that fired this turn, those the abilities want remembered. */
export function recordFiring(state: GameState, fired: readonly FiredWeapon[]): GameState {
  const tracked = fired.filter((w) =>
    modify('weaponTracksFiring', { abilities: w.abilities }, false),
  );
  if (tracked.length === 0) return state;
  const weaponsFired = { ...state.weaponsFired };
  for (const w of tracked) weaponsFired[w.key] = state.turn;
  return { ...state, weaponsFired };
}

/** Whether the weapon copy may fire now (1.9.2: a weapon "ready" to fire). */
export function weaponReady(
  state: GameState,
  key: string,
  abilities: readonly WeaponAbilityId[],
): boolean {
  const firedTurn = state.weaponsFired?.[key];
  if (firedTurn === undefined) return true;
  return modify('weaponReady', { abilities, firedTurn, turn: state.turn }, true);
}
