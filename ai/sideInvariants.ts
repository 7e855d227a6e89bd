import type { Command } from '../engine/netea/commands/schema';
import type { Side } from '../engine/netea/commands/primitives';
import { isEnemy, isFriend, teamMates } from '../engine/netea/rules/1.2-formations/sides';
import { othersHaveActivations } from '../engine/netea/rules/1.4-1.6-sequence-and-actions/turnOrder';
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
  // Seed 001 5.3.11.2: in team play a team fights as one side: team-mates may be drawn in.
  const friends = (a: Side, b: Side) =>
    a === b || (after.teams !== undefined && isFriend(after, a, b));
  for (const id of assault.attackers)
    if (sideOf(id) !== undefined && !friends(sideOf(id)!, assault.attackerSide))
      return `1.12.2: ${id} of player ${sideOf(id)! + 1} attacks for player ${assault.attackerSide + 1}`;
  const defending = new Set(assault.defenders.map(sideOf).filter((s) => s !== undefined));
  if (defending.size > 1 && !after.teams)
    return `5.3.11.1: one assault against formations of ${defending.size} armies (${assault.defenders.join(', ')})`;
  for (const side of defending)
    if (!isEnemy(after, assault.attackerSide, side))
      return `1.12.2: player ${assault.attackerSide + 1} assaults formations of its own army`;
  return null;
}

/** 1.9.1 with seed 001 5.3.11.2: no shooting attack is aimed at a friendly formation (one's own
 * or a team-mate's); with the command that was accepted, neither is flak (4.2.4), a combat air
 * patrol's interception (4.2) nor an aircraft's attack (4.2.2). */
export function noFireAtFriends(
  after: GameState,
  before?: GameState,
  command?: Command,
): string | null {
  const attack = after.turnState.attack;
  const by = attack && after.formations[attack.formationId];
  const at = attack && after.formations[attack.targetFormationId];
  if (by && at && !isEnemy(after, by.side, at.side))
    return `1.9.1: ${by.id} of player ${by.side + 1} shoots at ${at.id} of friendly player ${at.side + 1}`;
  return before && command ? aerospaceAtFriends(before, command) : null;
}

/** 4.2, 4.2.4: the aircraft a flak command fires at or a CAP intercepts (the mission step's),
 * and an aircraft's target, are never a friend's. */
function aerospaceAtFriends(before: GameState, command: Command): string | null {
  const stepId = before.aircraft?.step?.formationId;
  const aircraft = stepId === undefined ? undefined : before.formations[stepId];
  const friendly = (side: Side) => !isEnemy(before, command.side, side);
  if (command.type === 'aircraft.flak' && command.unitIds.length > 0 && aircraft)
    if (friendly(aircraft.side))
      return `4.2.4: player ${command.side + 1} fires flak at ${aircraft.id} of friendly player ${aircraft.side + 1}`;
  if (command.type === 'aircraft.intercept' && command.formationId !== null && aircraft)
    if (friendly(aircraft.side))
      return `4.2: player ${command.side + 1} intercepts ${aircraft.id} of friendly player ${aircraft.side + 1}`;
  if (command.type === 'aircraft.attack' && command.targetFormationId !== null) {
    const target = before.formations[command.targetFormationId];
    if (target && friendly(target.side))
      return `4.2.2: player ${command.side + 1}'s aircraft attack ${target.id} of friendly player ${target.side + 1}`;
  }
  return null;
}

/**
 * Seed 001 5.3.11.2-3: the teams take turns. A declaration by the team that carried out the last
 * action, while the other team still has a formation to activate, is a retained initiative
 * (1.6.3: after a successful action not itself retained; the team's in hierarchical play, the
 * player's own in simultaneous play) or, in simultaneous play, a team-mate who has not yet acted
 * in this turn of the team.
 */
export function teamsTakeTurns(before: GameState, command: Command): string | null {
  if (!before.teams || command.type !== 'action.declare') return null;
  const last = before.turnState.lastActivation;
  if (!last || isEnemy(before, last.side, command.side)) return null;
  if (!othersHaveActivations(before, command.side)) return null;
  const retains =
    (before.teams.mode === 'hierarchical' || last.side === command.side) &&
    last.passed &&
    !last.retained;
  const mateDue =
    before.teams.mode === 'simultaneous' &&
    last.side !== command.side &&
    !(before.turnState.teamActed ?? []).includes(command.side);
  return retains || mateDue
    ? null
    : `5.3.11.2: player ${command.side + 1} acts for his team again after player ${last.side + 1} while the other team has formations to activate`;
}

/** Seed 001 5.3.11.3: a combined attack's partners are formations of the acting player's
 * team-mates, in simultaneous team play, and have acted with it. */
export function partnersAreTeamMates(after: GameState): string | null {
  const activation = after.turnState.activation;
  const partners = activation?.partners ?? [];
  if (!activation || partners.length === 0) return null;
  if (after.teams?.mode !== 'simultaneous')
    return `5.3.11.3: a combined attack outside simultaneous team play (${partners.join(', ')})`;
  const side = after.formations[activation.formationId]?.side;
  for (const id of partners) {
    const f = after.formations[id];
    if (!f || side === undefined || !teamMates(after, side).includes(f.side))
      return `5.3.11.3: ${id} joined the attack of ${activation.formationId} but is no team-mate's`;
    if (!f.activated) return `5.3.11.3: ${id} joined the attack but is not marked as having acted`;
  }
  return null;
}
