import type { TwoSides } from '../../commands/primitives';
import type { CommandType, Side } from '../../commands/schema';
import type { FormationState, GameState } from '../../state/schema';
import { selfPlanetfallRiders, tunnelsIn } from '../2-specialists/offTable';
import { unjoinedCharacters } from '../2-specialists/characters';
import { spacecraftSetters } from '../4.3-4.4-spacecraft/order';
import { edgeChooser, rollOffDue } from './order';
import { sidesOf } from '../1.2-formations/sides';

/** Whose decision a tournament game waits for and which command answers it (flow/pending.ts). */
export interface TournamentDecision {
  readonly sides: readonly Side[];
  readonly commands: readonly CommandType[];
  /** The set-up step, for the view and the AI. */
  readonly step: string;
}

export function tournamentDecision(state: GameState): TournamentDecision {
  const t = state.tournament;
  if (!t) return { sides: [], commands: [], step: 'none' };
  if (t.rollOn) return { sides: [0, 1], commands: ['tournament.rollOn'], step: 'roll-on' };
  if (rollOffDue(state))
    return { sides: [0, 1], commands: ['tournament.rollOff'], step: 'roll-off' };
  switch (t.step) {
    case 'edge': {
      const chooser = edgeChooser(state);
      return {
        sides: chooser === null ? [] : [chooser],
        commands: ['tournament.chooseEdge'],
        step: 'edge',
      };
    }
    case 'objectives':
      return { sides: [t.next], commands: ['tournament.placeObjective'], step: 'objectives' };
    case 'garrisons': {
      // 6.1.5: spacecraft are set up first (4.3.1: in turns, the higher strategy rating first).
      const setters = spacecraftSetters(state);
      if (setters.length > 0)
        return { sides: setters, commands: ['setup.spacecraft'], step: 'spacecraft' };
      return {
        sides: [t.next],
        commands: [...joinFirst(state, t.next), 'tournament.garrison', 'tournament.endGarrisons'],
        step: 'garrisons',
      };
    }
    case 'reserves': {
      const sides = sidesOf(state).filter((s) => !t.reservesDeclared[s as TwoSides]);
      // 2.1.21, 2.1.23: a landing or surfacing point is written down before its reserve.
      const plots = sides.some((s) => plotters(state, s).length > 0) ? ['setup.plot' as const] : [];
      return { sides, commands: [...plots, 'tournament.declareReserves'], step: 'reserves' };
    }
    case 'deploy':
      return {
        sides: [t.next],
        commands: [...joinFirst(state, t.next), 'tournament.deployFormation'],
        step: 'deploy',
      };
    case 'battle':
      return { sides: [], commands: [], step: 'battle' };
  }
}

/** The side's formations that could enter by self planetfall or tunnelling (6.1.6 FAQ), which
 * need their plot written down before they are declared in reserve. */
export function plotters(state: GameState, side: Side): FormationState[] {
  return Object.values(state.formations).filter(
    (f) =>
      f.side === side &&
      f.unitIds.every((u) => state.units[u]?.status === 'reserve') &&
      (tunnelsIn(state, f) || selfPlanetfallRiders(state, f) !== null),
  );
}

/** 2.1.1: a character has no base of its own; it joins a unit of its formation at set-up. */
function joinFirst(state: GameState, side: Side): CommandType[] {
  return unjoinedCharacters(state, side).length > 0 ? ['setup.joinCharacter'] : [];
}
