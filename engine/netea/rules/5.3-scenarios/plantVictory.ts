import type { Side } from '../../commands/schema';
import type { GameState } from '../../state/schema';
import { sidesOf } from '../1.2-formations/sides';
import { centreDestroyed } from './plantCentre';
import { isImperial } from './plantTables';
import { isWaterPlant } from './plantTables';

/**
 * Seed 001 5.3.15 Siegbedingungen: "Der Ork Spieler muss alle drei Gebäudetypen der
 * Wasseraufbereitungsanlage innerhalb von 12 Runden zerstören, um zu gewinnen." Every other
 * result is the Imperials' ("otherwise the Imperials win", the text naming no draw).
 *
 * Checked in each end phase (1.14.2, as the other scenarios' victory): the game ends as soon as
 * the last of the three is gone, or after the end phase of turn `maxTurns` (12).
 */

export interface PlantTally {
  readonly tanksLeft: number;
  readonly pumpLeft: number;
  readonly centreDestroyed: boolean;
}

function alive(state: GameState, datasheetId: string): number {
  return Object.values(state.units).filter(
    (u) => u.datasheetId === datasheetId && u.status !== 'destroyed',
  ).length;
}

export function plantTally(state: GameState): PlantTally | null {
  const terms = state.victory.waterPlant;
  if (!terms || !isWaterPlant(state)) return null;
  return {
    tanksLeft: alive(state, terms.tank),
    pumpLeft: alive(state, terms.pump),
    centreDestroyed: centreDestroyed(state),
  };
}

/** All three kinds of building destroyed. */
export function plantDestroyed(t: PlantTally): boolean {
  return t.tanksLeft === 0 && t.pumpLeft === 0 && t.centreDestroyed;
}

/** The winning side: with several players to a team the first of the team (the game's result
 * names one side; the team is every side on it). */
export function plantResult(state: GameState): { winner: Side; reason: string } | null {
  const t = plantTally(state);
  if (!t) return null;
  const sides = sidesOf(state);
  const orks = sides.find((s) => !isImperial(state, s));
  const imperials = sides.find((s) => isImperial(state, s));
  if (orks === undefined || imperials === undefined) return null;
  const reason = `storage tanks left: ${t.tanksLeft}; pump station: ${t.pumpLeft > 0 ? 'standing' : 'destroyed'}; control centre: ${t.centreDestroyed ? 'destroyed' : 'holding'}`;
  if (plantDestroyed(t)) return { winner: orks, reason };
  if (state.turn >= state.victory.maxTurns) return { winner: imperials, reason };
  return null;
}
