import type { Side } from '../../commands/primitives';
import { isFriend } from '../1.2-formations/sides';
import { refusal, type Refusal } from '../../../kernel/result';
import { modify } from '../../abilities/registry';
import type { GameState } from '../../state/schema';
import { assaultFormations, type AssaultState } from './state';

/**
 * 2.1.13: "Skimmers may always choose to use their firefight value in an assault, even if there
 * are enemy units in base contact with the skimmer. If they do this then the enemy must use
 * their firefight value also." Each side chooses for its own skimmers when it ends its charge
 * or its counter charges (so again in every later round). The FAQ: the units stay in base
 * contact; of two skimmers in contact, if either chooses firefight both use it; a unit also in
 * contact with an enemy that fights in close combat keeps its close combat value; war engine
 * skimmers may choose too; hits may go to a skimmer fighting in firefight (nothing special).
 */

/** Why the side may not name these units as skimmers fighting in firefight, or null. */
export function firefightChoiceRefusal(
  state: GameState,
  assault: AssaultState,
  side: Side,
  unitIds: readonly string[] | undefined,
): Refusal | null {
  const mine = assaultFormations(assault, side);
  for (const id of unitIds ?? []) {
    const unit = state.units[id];
    const sheet = unit ? state.datasheets[unit.datasheetId] : undefined;
    // Seed 001 5.3.11.3: the acting player chooses for a team-mate's skimmers of a combined
    // assault too (friends: the same player outside team play).
    if (!unit || !sheet || !isFriend(state, unit.side, side) || !mine.includes(unit.formationId)) {
      return refusal(
        'assault/not-in-assault',
        '2.1.13',
        'Only your own units fighting in the assault may choose how they fight.',
      );
    }
    if (!modify('firefightInContact', { sheet }, false)) {
      return refusal(
        'assault/not-a-skimmer',
        '2.1.13',
        `${sheet.name} is no skimmer: in base contact it fights in close combat.`,
      );
    }
  }
  return null;
}

/** The assault with the side's choice of skimmers fighting in firefight (absent: unchanged). */
export function withFirefightChoice(
  state: GameState,
  assault: AssaultState,
  side: Side,
  unitIds: readonly string[] | undefined,
): AssaultState {
  if (!unitIds) return assault;
  const others = (assault.firefight ?? []).filter((id) => {
    const unit = state.units[id];
    return !unit || !isFriend(state, unit.side, side);
  });
  const firefight = [...others, ...new Set(unitIds)];
  if (firefight.length > 0) return { ...assault, firefight };
  const rest = { ...assault };
  delete rest.firefight;
  return rest;
}

/** 2.1.13 and FAQ: whether a unit in base contact with `contacts` fights with its firefight
 * value: it chose to (a skimmer), or every enemy it touches is a skimmer that chose to. */
export function firefightsInContact(
  chosen: readonly string[],
  unitId: string,
  contacts: readonly string[],
): boolean {
  if (chosen.length === 0) return false;
  return (
    chosen.includes(unitId) || (contacts.length > 0 && contacts.every((id) => chosen.includes(id)))
  );
}
