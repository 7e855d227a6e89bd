import type { Side } from '../../commands/primitives';
import type { GameState } from '../../state/schema';
import { isEnemy } from '../1.2-formations/sides';
import { targetsDefender } from './defender';
import { ofSide } from '../../state/perSide';

/**
 * 4.5.1 Death From The Skies! victory conditions: "The Ork player has three turns in which to
 * destroy both Command Bunkers and all three Basilisks. If he succeeds he wins, if not the
 * Imperial player wins." Checked in the end phase (1.14.2).
 */
export function strikeTargets(state: GameState): { destroyed: number; targets: number } | null {
  const rule = state.victory.strike;
  if (!rule) return null;
  const targets = Object.values(state.units).filter(
    // Seed 001 5.3.11.2: a team-mate's units are no targets of the attacker.
    (u) => isEnemy(state, rule.attacker, u.side) && rule.targets.includes(u.datasheetId),
  );
  return {
    destroyed: targets.filter((u) => u.status === 'destroyed').length,
    targets: targets.length,
  };
}

/** The game's end after this end phase: its winner and why; null to carry on. */
export function strikeResult(state: GameState): { winner: Side | null; reason: string } | null {
  const rule = state.victory.strike;
  const count = strikeTargets(state);
  if (!rule || !count) return null;
  const defender = targetsDefender(
    state,
    rule.attacker,
    (u) => isEnemy(state, rule.attacker, u.side) && rule.targets.includes(u.datasheetId),
  );
  if (count.targets > 0 && count.destroyed >= count.targets)
    return {
      winner: rule.attacker,
      reason: `${ofSide(state.players, rule.attacker).name} destroyed every target of the strike`,
    };
  if (state.turn >= state.victory.maxTurns)
    return {
      winner: defender,
      reason: `${defender === null ? 'The defenders' : ofSide(state.players, defender).name} kept ${count.targets - count.destroyed} of ${count.targets} targets through ${state.victory.maxTurns} turns`,
    };
  return null;
}
