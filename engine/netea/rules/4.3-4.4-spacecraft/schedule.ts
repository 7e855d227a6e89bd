import { modify } from '../../abilities/registry';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { FormationState, GameState } from '../../state/schema';
import { datasheetOf } from '../1.2-formations/battlefield';
import { liveUnits } from '../1.2-formations/formations';
import type { SpacecraftState } from './spacecraftState';

/**
 * When spacecraft arrive (4.3.1, 4.3.2, 2.1.19): one spacecraft a turn over the battlefield, the
 * earliest turn its datasheet allows, and the next free turn after a delay.
 */

/** 4.3.1: "You may choose any turn, from the first turn onwards." */
export const FIRST_TURN = 1;

/** 4.3: whether the unit is a spacecraft. */
export function isSpacecraft(sheet: UnitDatasheet): boolean {
  return sheet.type === 'SC';
}

/** 4.3: the formation's spacecraft unit, if it is a spacecraft formation. */
export function spacecraftSheet(
  state: GameState,
  formation: FormationState,
): UnitDatasheet | undefined {
  const unit = liveUnits(state, formation).find((u) => isSpacecraft(datasheetOf(state, u)));
  return unit ? datasheetOf(state, unit) : undefined;
}

/** 4.3.1, 2.1.19: the first turn the spacecraft may arrive on (slow and steady: the third). */
export function earliestArrival(sheet: UnitDatasheet): number {
  return modify('earliestSpacecraftTurn', { sheet }, FIRST_TURN);
}

/** The spacecraft set up so far. */
export function spacecraftOf(state: GameState): readonly SpacecraftState[] {
  return state.spacecraft ?? [];
}

export function spacecraftEntry(
  state: GameState,
  formationId: string,
): SpacecraftState | undefined {
  return spacecraftOf(state).find((s) => s.formationId === formationId);
}

/** 4.3.1: "no more than one spacecraft can travel over the battlefield on the same turn". */
export function turnTaken(state: GameState, turn: number, except?: string): boolean {
  return spacecraftOf(state).some((s) => s.formationId !== except && !s.done && s.turn === turn);
}

/** 4.3.2: "If the next turn has been taken, then the delayed spacecraft will arrive in the
 * first available free turn." */
export function nextFreeTurn(state: GameState, after: number, formationId: string): number {
  let turn = after + 1;
  while (turnTaken(state, turn, formationId)) turn += 1;
  return turn;
}

/** 4.3.2: the spacecraft arriving this turn, still to take its action. */
export function spacecraftDue(state: GameState, formationId: string): boolean {
  const entry = spacecraftEntry(state, formationId);
  return entry !== undefined && !entry.done && entry.turn === state.turn;
}
