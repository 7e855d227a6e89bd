import type { Command } from '../engine/netea/commands/schema';
import { isEnemy } from '../engine/netea/rules/1.2-formations/sides';
import type { GameState } from '../engine/netea/state/schema';

/**
 * Invariants about who fights whom and who acts, worded for any number of players (two to four:
 * seed 001 5.3.11.1, all against all). With two players they hold trivially where the engine
 * keeps the sides apart; with more they catch an AI or a rule mixing up the armies.
 */

/** 1.6: a formation takes one action a turn: an action declared for a formation not yet
 * activated this turn, by its own player. */
export function oneActionPerTurn(before: GameState, command: Command): string | null {
  if (command.type !== 'action.declare') return null;
  const formation = before.formations[command.formationId];
  if (!formation) return null;
  if (formation.side !== command.side)
    return `1.6: player ${command.side + 1} declared an action for ${formation.id} of player ${formation.side + 1}`;
  if (formation.activated)
    return `1.6: ${formation.id} (player ${formation.side + 1}) was activated twice in turn ${before.turn}`;
  return null;
}

/** 1.12.2 and seed 001 5.3.11.1: an assault is fought between two armies: the attackers all the
 * engaging player's, the defenders all of one enemy army. */
export function assaultOfTwoArmies(after: GameState): string | null {
  const assault = after.turnState.assault;
  if (!assault) return null;
  const sideOf = (id: string) => after.formations[id]?.side;
  for (const id of assault.attackers)
    if (sideOf(id) !== undefined && sideOf(id) !== assault.attackerSide)
      return `1.12.2: ${id} of player ${sideOf(id)! + 1} attacks for player ${assault.attackerSide + 1}`;
  const defending = new Set(assault.defenders.map(sideOf).filter((s) => s !== undefined));
  if (defending.size > 1)
    return `5.3.11.1: one assault against formations of ${defending.size} armies (${assault.defenders.join(', ')})`;
  for (const side of defending)
    if (!isEnemy(after, assault.attackerSide, side))
      return `1.12.2: player ${assault.attackerSide + 1} assaults formations of its own army`;
  return null;
}
