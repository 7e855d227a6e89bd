import type { Side } from '../../commands/primitives';
import type { CommandType } from '../../commands/schema';
import type { GameState } from '../../state/schema';
import { canActivate, formationsOf } from '../1.2-formations/formations';
import { isAircraftFormation } from './aerospace';
import { capsToSettle } from './combatAirPatrol';
import { landedToDecide, mayLand } from './landing';
import { capSideDue, flakSideDue } from './missions';
import { isEnemy, sidesAfter } from '../1.2-formations/sides';

/** 4.2 FAQ order of events: whose decision an aircraft's mission waits for, and which command
 * answers it (CAP and flak are the enemies', each in turn; the jink, attack and disengagement
 * the owner's). */
export function aircraftDecision(
  state: GameState,
): { side: Side; commands: CommandType[]; stage: string } | null {
  const air = state.aircraft;
  if (!air) return null;
  const owner = (id: string): Side | null => state.formations[id]?.side ?? null;
  const step = air.step;
  if (step) {
    const side = owner(step.formationId);
    if (side === null) return null;
    // 4.2: an enemy formation on CAP may intercept the ground attack; 4.2.4: the enemies' flak.
    // Seed 001 5.3.11: with several enemy players, each in turn (missions.ts); with nobody due
    // (a state set up by hand) the first enemy round the table answers, as the one opponent did.
    const firstEnemy = sidesAfter(state, side).find((s) => isEnemy(state, side, s)) ?? side;
    if (step.stage === 'cap')
      return {
        side: capSideDue(state, step) ?? firstEnemy,
        commands: ['aircraft.intercept'],
        stage: 'cap',
      };
    if (step.stage === 'flak')
      return {
        side: flakSideDue(state, step) ?? firstEnemy,
        commands: ['aircraft.flak'],
        stage: 'flak',
      };
    if (step.stage === 'jink') return { side, commands: ['aircraft.jink'], stage: 'jink' };
    // 4.2.5: a transport aircraft may land (and air assault) before it attacks.
    return {
      side,
      commands: mayLand(state) ? ['aircraft.attack', 'aircraft.land'] : ['aircraft.attack'],
      stage: 'attack',
    };
  }
  if (state.phase !== 'end') return null;
  const first = Object.keys(air.flights).sort()[0];
  if (first !== undefined) {
    const side = owner(first);
    return side === null ? null : { side, commands: ['aircraft.disengage'], stage: 'disengage' };
  }
  // 4.2.6: "Aircraft that have landed may choose to exit the table."
  const landed = landedToDecide(state)[0];
  if (landed !== undefined) {
    const side = owner(landed);
    return side === null
      ? null
      : { side, commands: ['aircraft.disengage', 'aircraft.stay'], stage: 'disengage' };
  }
  // 4.2: then each formation still on CAP stays on into the next turn or returns to base.
  const cap = capsToSettle(state)[0];
  const side = cap === undefined ? null : owner(cap);
  return side === null ? null : { side, commands: ['aircraft.capStay'], stage: 'cap-stay' };
}

/** 4.2: the side has an aircraft formation that may still act this turn. */
export function hasAircraftToActivate(state: GameState, side: Side): boolean {
  return formationsOf(state, side).some(
    (f) => isAircraftFormation(state, f) && canActivate(state, f),
  );
}
