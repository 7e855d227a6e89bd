import type { Side } from '../../commands/schema';
import type { GameState } from '../../state/schema';
import { formationsOf, liveUnits, otherSide } from '../1.2-formations/formations';
import { atHalfOrLess } from './breakthrough';
import { isAmbush } from './ambushRoad';

/**
 * Seed 001 5.3.7 Siegbedingungen: "Der Space Marine Spieler hat drei Runden (einschließlich der
 * ersten), um alle Ork Verbände auf halbe Sollstärke oder weniger zu reduzieren, während er
 * gleichzeitig vermeidet, dass vier oder mehr Space Marine Verbände auf halbe Sollstärke
 * reduziert werden. Darüber hinaus muss der Space Marine Spieler mindestens einen der Mekwummen
 * Mobs vollständig vernichten. Jedes andere Ergebnis ist ein Sieg der Orks."
 *
 * Half strength is 5.3.5's and 6.1.7's (units plus war engines' remaining damage capacity;
 * breakthrough.ts `atHalfOrLess`). Decided after the last turn's end phase, or sooner once it
 * can no longer change: four Space Marine formations at half strength or less (strength never
 * comes back), or no Ork unit left on the table or to come.
 */

/** "vier oder mehr": the Space Marines lose with this many formations at half or less. */
export const MARINE_HALF_LIMIT = 4;

export interface AmbushTally {
  readonly orksAtHalf: number;
  readonly orks: number;
  readonly marinesAtHalf: number;
  readonly mobsDestroyed: number;
}

export function ambushTally(state: GameState): AmbushTally | null {
  const terms = state.victory.ambush;
  if (!isAmbush(state) || !terms) return null;
  // Two-sided: 5.3 Ambush is a two-player scenario (Marines against Orks).
  const orkFormations = formationsOf(state, otherSide(terms.marines));
  return {
    orksAtHalf: orkFormations.filter((f) => atHalfOrLess(state, f)).length,
    orks: orkFormations.length,
    marinesAtHalf: formationsOf(state, terms.marines).filter((f) => atHalfOrLess(state, f)).length,
    mobsDestroyed: terms.mobs.filter((id) => {
      const mob = state.formations[id];
      return mob !== undefined && liveUnits(state, mob).length === 0;
    }).length,
  };
}

/** Whether the Space Marines' three terms hold now. */
export function marinesWin(t: AmbushTally): boolean {
  return t.orksAtHalf === t.orks && t.marinesAtHalf < MARINE_HALF_LIMIT && t.mobsDestroyed > 0;
}

export function ambushResult(state: GameState): { winner: Side; reason: string } | null {
  const tally = ambushTally(state);
  const marines = state.victory.ambush?.marines;
  if (!tally || marines === undefined) return null;
  const reason = `Ork formations at half strength or less: ${tally.orksAtHalf} of ${tally.orks}; Space Marine formations at half strength or less: ${tally.marinesAtHalf}; Mekboy Gunzmobs destroyed: ${tally.mobsDestroyed}`;
  // Two-sided: 5.3 Ambush is a two-player scenario (Marines against Orks).
  const orks = otherSide(marines);
  if (tally.marinesAtHalf >= MARINE_HALF_LIMIT) return { winner: orks, reason };
  const orksLeft = formationsOf(state, orks).some((f) => liveUnits(state, f).length > 0);
  if (orksLeft && state.turn < state.victory.maxTurns) return null;
  return { winner: marinesWin(tally) ? marines : orks, reason };
}
