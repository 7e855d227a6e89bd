import type { Side } from '../../commands/primitives';
import { isFriend } from '../1.2-formations/sides';
import { inBaseContact } from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import type { AssaultState } from '../../state/assault';
import type { Placed } from '../1.9-shooting/geometry';
import { canFirefight, withinReach } from '../1.12-assaults/geometry';
import { isWarEngine, startingCapacity } from './capacity';

/**
 * 3.3.2 Close Combat and Firefight Attacks: "Instead of rolling a single hit dice for each war
 * engine in an assault, roll a number of hit dice equal to the war engine's starting damage
 * capacity. You may choose to split these between close combat rolls and firefight rolls as you
 * see fit, but close combat rolls will only hit enemy units in base contact, while firefight
 * rolls will only hit units within 15cm that are not in base contact."
 *
 * The split is the war engine's player's decision, given with the end of the side's charge or
 * counter charges (`closeCombatDice`, kept for later rounds until given again); without one the
 * dice go to the two kinds in proportion to the enemy units each could hit.
 */

/** One kind of roll of a war engine: its dice and the enemy units its hits may go to. */
export interface WarEngineRoll {
  readonly kind: 'cc' | 'ff';
  readonly value: number;
  readonly dice: number;
  readonly only: readonly string[];
}

/** Why the side may not split these war engines' dice so, or null. */
export function diceSplitRefusal(
  state: GameState,
  side: Side,
  split: Readonly<Record<string, number>> | undefined,
): Refusal | null {
  for (const [id, cc] of Object.entries(split ?? {})) {
    const unit = state.units[id];
    const sheet = unit ? state.datasheets[unit.datasheetId] : undefined;
    // Seed 001 5.3.11.3: a team-mate's war engines of a combined assault too.
    if (!unit || !sheet || !isFriend(state, unit.side, side) || !isWarEngine(sheet))
      return refusal(
        'assault/not-a-war-engine',
        '3.3.2',
        'Only your own war engines split their dice between close combat and firefight.',
      );
    const dice = startingCapacity(sheet);
    if (!Number.isInteger(cc) || cc < 0 || cc > dice)
      return refusal(
        'assault/dice-split',
        '3.3.2',
        `${sheet.name} rolls ${dice} dice: between 0 and ${dice} of them may be close combat rolls.`,
      );
  }
  return null;
}

/** The assault with the side's split (absent: unchanged). */
export function withDiceSplit(
  state: GameState,
  assault: AssaultState,
  side: Side,
  split: Readonly<Record<string, number>> | undefined,
): AssaultState {
  if (!split) return assault;
  const kept = Object.entries(assault.warEngineDice ?? {}).filter(([id]) => {
    const unit = state.units[id];
    return !unit || !isFriend(state, unit.side, side);
  });
  return { ...assault, warEngineDice: Object.fromEntries([...kept, ...Object.entries(split)]) };
}

/**
 * The war engine's rolls this round (null for any other unit). `firefightOnly`: supporting fire
 * (1.12.6), every die a firefight roll at whatever it may reach.
 */
export function warEngineRolls(
  state: GameState,
  unit: Placed,
  enemies: readonly Placed[],
  chosen: Readonly<Record<string, number>> | undefined,
  firefightOnly: boolean,
): WarEngineRoll[] | null {
  const sheet = unit.sheet;
  if (!isWarEngine(sheet)) return null;
  const dice = startingCapacity(sheet);
  const cc = typeof sheet.cc === 'number' ? sheet.cc : null;
  const ff = typeof sheet.ff === 'number' && canFirefight(sheet) ? sheet.ff : null;
  const contacts = enemies.filter((e) => inBaseContact(unit.shape, e.shape));
  const ranged = enemies.filter(
    (e) => !inBaseContact(unit.shape, e.shape) && withinReach(state, unit, [e]),
  );
  const ids = (ps: readonly Placed[]) => ps.map((p) => p.unit.id);
  if (firefightOnly)
    return ff === null ? [] : [{ kind: 'ff', value: ff, dice, only: ids(enemies) }];
  const ccDice = Math.min(
    dice,
    chosen?.[unit.unit.id] ??
      defaultCloseCombatDice(
        dice,
        cc === null ? 0 : contacts.length,
        ff === null ? 0 : ranged.length,
      ),
  );
  const rolls: WarEngineRoll[] = [];
  if (cc !== null && ccDice > 0)
    rolls.push({ kind: 'cc', value: cc, dice: ccDice, only: ids(contacts) });
  if (ff !== null && dice - ccDice > 0)
    rolls.push({ kind: 'ff', value: ff, dice: dice - ccDice, only: ids(ranged) });
  return rolls;
}

/** The default split: in proportion to the enemy units each kind of roll could hit (rounded
 * towards close combat); all to one kind when only it has targets. */
export function defaultCloseCombatDice(dice: number, contacts: number, ranged: number): number {
  if (contacts === 0) return 0;
  if (ranged === 0) return dice;
  return Math.min(dice - 1, Math.max(1, Math.round((dice * contacts) / (contacts + ranged))));
}
