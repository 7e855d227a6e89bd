import type { GameState } from '../../state/schema';
import { isWaterPlant } from './plantTables';

/**
 * Seed 001 5.3.15 Zerstörung der Wasseraufbereitungsanlage: "Jeder Standort kann wie ein
 * feindlicher Verband beschossen werden. Sie können angegriffen werden, aber es ist nicht
 * notwendig das Kampfergebnis zu ermitteln … Die Gebäude erhalten niemals Beschussmarken und
 * können nicht aufgerieben werden."
 *
 * The six storage tanks and the pump station are units of one formation of the Imperial side
 * (the bundled `water-purification-plant`, datasheets `water-storage-tank`: an armoured
 * vehicle, 4+, and `water-pump-station`: a war engine, 4+, DC 6, reinforced armour), so every
 * rule of shooting and assaults treats them as the text says ("wie ein feindlicher Verband");
 * these are the exceptions. The control centre is underground and no unit (plantCentre.ts).
 */

/** Whether the formation is the plant's buildings: it holds a tank or the pump station. */
export function isPlantFormation(state: GameState, formationId: string): boolean {
  const terms = state.victory.waterPlant;
  if (!terms || !isWaterPlant(state)) return false;
  const f = state.formations[formationId];
  return (
    f?.unitIds.some((id) => {
      const sheet = state.units[id]?.datasheetId;
      return sheet === terms.tank || sheet === terms.pump;
    }) ?? false
  );
}

/** "vom imperialen Spieler auf Tisch Eins aufgestellt": the player whose force holds the
 * plant's buildings (table 1's command in the five-player game), who also sets up the control
 * centre's entrance; null when no force holds them. */
export function plantOwner(state: GameState): number | null {
  const f = Object.values(state.formations).find((x) => isPlantFormation(state, x.id));
  return f ? f.side : null;
}

/** "Die Gebäude erhalten niemals Beschussmarken und können nicht aufgerieben werden." */
export function takesNoBlastMarkers(state: GameState, formationId: string): boolean {
  return isPlantFormation(state, formationId);
}

/** "…es ist nicht notwendig das Kampfergebnis zu ermitteln": an assault whose defenders are all
 * buildings has no result (no roll, no winner, no withdrawal); the attackers consolidate as the
 * side left standing (our reading). */
export function assaultWithoutResult(state: GameState, defenders: readonly string[]): boolean {
  return defenders.length > 0 && defenders.every((id) => isPlantFormation(state, id));
}
