import type { Side } from '../../commands/schema';
import type { GameState } from '../../state/schema';
import { otherSide } from '../1.2-formations/formations';
import { ofSide } from '../../state/perSide';

/**
 * 3.4.1 Korps Grinda Returns! victory conditions: "The game carries on until Korps Grinda II is
 * destroyed or both objectives have been demolished. If the Space Marines destroy Korps Grinda II
 * without losing either bunker then they win the game. If one bunker is destroyed then the game
 * is a draw, and if the Orks destroy both bunkers then they win." Checked in the end phase
 * (1.14.2), as every victory condition is.
 */

export interface DemolitionCount {
  /** Targets (the bunkers) destroyed, and how many there were. */
  readonly demolished: number;
  readonly targets: number;
  /** Spearhead units (the Gargant) still in play, and how many there were. */
  readonly spearheadLeft: number;
  readonly spearhead: number;
}

export function demolitionCount(state: GameState): DemolitionCount | null {
  const rule = state.victory.demolition;
  if (!rule) return null;
  const units = Object.values(state.units);
  const targets = units.filter((u) => u.side !== rule.attacker && u.datasheetId === rule.targets);
  const spearhead = units.filter(
    (u) => u.side === rule.attacker && u.datasheetId === rule.spearhead,
  );
  return {
    demolished: targets.filter((u) => u.status === 'destroyed').length,
    targets: targets.length,
    spearheadLeft: spearhead.filter((u) => u.status !== 'destroyed').length,
    spearhead: spearhead.length,
  };
}

/** The game's end after this end phase: its winner (null: a draw) and why; null to carry on. */
export function demolitionResult(state: GameState): { winner: Side | null; reason: string } | null {
  const rule = state.victory.demolition;
  const count = demolitionCount(state);
  if (!rule || !count) return null;
  // Two-sided: a training scenario of one attacker and one defender.
  const defender = otherSide(rule.attacker);
  const attackerName = ofSide(state.players, rule.attacker).name;
  const defenderName = ofSide(state.players, defender).name;
  if (count.targets > 0 && count.demolished >= count.targets)
    return { winner: rule.attacker, reason: `${attackerName} demolished every objective` };
  if (count.spearhead > 0 && count.spearheadLeft === 0) {
    if (count.demolished === 0)
      return {
        winner: defender,
        reason: `${defenderName} destroyed the war engine without losing an objective`,
      };
    return {
      winner: null,
      reason: `the war engine was destroyed after demolishing ${count.demolished} of ${count.targets} objectives`,
    };
  }
  if (state.turn >= state.victory.maxTurns)
    return {
      winner: null,
      reason: `neither side had won after ${state.victory.maxTurns} turns`,
    };
  return null;
}
