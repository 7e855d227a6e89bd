import { BY_PORTAL } from '../6.1-tournament/state';
import type { Side } from '../../commands/schema';
import type { FormationState, GameState, UnitState } from '../../state/schema';
import { mayActFromReserve } from '../4.1-4.2-aircraft/aerospace';
import { isCarriedFormation } from '../3-war-engines/transportCarried';
import { landingDue } from '../2-specialists/landingDue';
import { carriedOffTable } from '../4.1-4.2-aircraft/carriedOffTable';
import type { TwoSides } from '../../commands/primitives';
import { hasUnitsInside } from '../5.3-scenarios/plantInside';
import { isPlantFormation } from '../5.3-scenarios/plantBuildings';

/** Questions about formations that many rules ask (1.2, 1.6). */

/** The other of two players. Only for rules that are two-sided by nature (the 1.5 strategy roll,
 * a tournament's set-up, a two-player scenario); each use says why. A rule about "the enemy"
 * asks sides.ts instead, which also answers with three or four sides (seed 001 5.3.11). */
export function otherSide(side: Side): TwoSides {
  // A question only two players have an answer to: a game of more (seed 001 5.3.11.1) asks
  // sides.ts who the enemies are; reaching here with a third player is a programming error.
  if (side > 1) throw new Error(`player ${side + 1} has no single "other side"`);
  return side === 0 ? 1 : 0;
}

/** The formation's units still in play, on the table or transported (1.7.5: transported units
 * count towards the formation for all rules purposes). */
export function liveUnits(state: GameState, formation: FormationState): UnitState[] {
  const out: UnitState[] = [];
  for (const id of formation.unitIds) {
    const unit = state.units[id];
    if (unit && unit.status !== 'destroyed') out.push(unit);
  }
  return out;
}

export function formationOf(state: GameState, formationId: string): FormationState {
  const formation = state.formations[formationId];
  if (!formation) throw new Error(`no formation ${formationId}`);
  return formation;
}

export function isWipedOut(state: GameState, formation: FormationState): boolean {
  return liveUnits(state, formation).length === 0;
}

/** 1.6: "Each unbroken formation can take one action per turn." One still wholly off the table,
 * waiting to teleport in or tunnel up at the start of a later turn (2.1.17, 2.1.23), is not yet
 * in play and takes none. */
export function canActivate(state: GameState, formation: FormationState): boolean {
  const units = liveUnits(state, formation);
  return (
    !formation.broken &&
    !formation.activated &&
    units.length > 0 &&
    // Seed 001 5.3.15: the water plant's buildings are targets set up by the Imperials, not a
    // formation of theirs: they never act, nor count as one left to activate (1.6, 1.6.3).
    !isPlantFormation(state, formation.id) &&
    // 3.1.3: a formation riding in another formation's war engine takes no action.
    !isCarriedFormation(state, formation) &&
    // 4.2.5: troops aboard an aircraft off the table are off the table with it.
    (units.some((u) => u.status !== 'reserve' && !carriedOffTable(state, u)) ||
      // 4.2: aircraft are kept off the table and enter play by acting.
      mayActFromReserve(state, formation) ||
      // 4.3.2: a spacecraft takes its action on the turn it arrives.
      (state.spacecraft ?? []).some(
        (s) => s.formationId === formation.id && !s.done && s.turn === state.turn,
      ) ||
      // 2.1.21: a self planetfall is activated in the normal sequence on its turn.
      landingDue(state, formation.id) !== undefined ||
      // 6.1.6 FAQ: a reserve entering by portal activates (and must, without a portal left).
      state.tournament?.reserves[formation.id] === BY_PORTAL ||
      // Seed 001 5.3.15: units inside the control centre may attack again or move back out.
      hasUnitsInside(state, formation))
  );
}

export function formationsOf(state: GameState, side: Side): FormationState[] {
  return Object.values(state.formations).filter((f) => f.side === side);
}

export function hasActivations(state: GameState, side: Side): boolean {
  return formationsOf(state, side).some((f) => canActivate(state, f));
}

/** Replace one formation in the state. */
export function withFormation(state: GameState, formation: FormationState): GameState {
  return { ...state, formations: { ...state.formations, [formation.id]: formation } };
}
