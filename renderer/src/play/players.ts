import type { Side } from '../../../engine/netea/commands/schema';
import type { TwoSides } from '../../../engine/netea/commands/primitives';
import {
  enemySides,
  playersOfTeam,
  sidesOf,
  teamOf,
} from '../../../engine/netea/rules/1.2-formations/sides';
import type { Controller } from '../../../engine/netea/saves';
import type { GameState } from '../../../engine/netea/state/schema';
import { t } from '../i18n';

/**
 * The players of a game as the page names and seats them: two in most games, up to four in the
 * multiplayer games of seed 001 5.3.11 (all against all, 5.3.11.1). Screens ask here instead of
 * assuming "the other side", so a game of three reads the same way as a game of two.
 */

/** Every player of the game, in player order (engine: rules/1.2-formations/sides.ts). */
export function playersOf(game: GameState): Side[] {
  return sidesOf(game);
}

/** 5.3.11.1: every other player is an enemy; for two players, the other one. */
export function opponentsOf(game: GameState, side: Side): Side[] {
  return enemySides(game, side);
}

/** The player's name; "Player 3" for a side the game has no name for (never an id). */
export function playerName(game: GameState, side: Side): string {
  return game.players[side]?.name ?? playerNumber(side);
}

/** "Player 1" … "Player 4", in the page's language. */
export function playerNumber(side: Side): string {
  return t('Player {{number}}', { number: side + 1 });
}

/** The sides played by a person at this machine. */
export function peopleOf(controllers: readonly Controller[]): Side[] {
  return controllers.flatMap((c, i) => (c === 'person' ? [i as Side] : []));
}

/** Several people share the machine (hot seat, issues 14, 16; 5.3.11 allows it for any number
 * of players): the page then says whose turn at the machine it is. */
export function isHotSeat(controllers: readonly Controller[]): boolean {
  return peopleOf(controllers).length >= 2;
}

/** Who a side is to the person looking at the page: "(you)", "(computer)" or, with several
 * people at the machine, "(away from the machine)". */
export function seatWords(
  side: Side,
  viewer: Side,
  controllers: readonly Controller[] | undefined,
  hotSeat: boolean,
): string {
  if (side === viewer) return t('(you)');
  const controller = controllers?.[side];
  if (controller === 'computer') return t('(computer)');
  if (controller === 'person' || hotSeat) return t('(away from the machine)');
  return t('(computer)');
}

/** A value of a pair kept only for two-player games (the tournament game, 6.1), for any side:
 * nothing for a third or fourth player, who never plays one. */
export function ofPair<T>(pair: readonly T[], side: Side): T | undefined {
  return pair[side];
}

/** A side of a game only two players play (the tournament game, 6.1): a third or fourth player
 * there is a programming mistake, not a player's. */
export function twoSided(side: Side): TwoSides {
  if (side !== 0 && side !== 1) throw new Error(`a two-player game has no player ${side + 1}`);
  return side;
}

/** Seed 001 5.3.11.2-3: the player's team in words, with "commander" for a hierarchical team's
 * commander; empty outside team play. */
export function teamWords(game: GameState, side: Side): string {
  const team = teamOf(game, side);
  if (team === null) return '';
  return game.teams?.commanders?.[team] === side
    ? t('team {{team}}, commander', { team: team + 1 })
    : t('team {{team}}', { team: team + 1 });
}

/** Seed 001 5.3.11.2: the players of `side`'s team (himself among them), in player order. */
export function teamPlayers(game: GameState, side: Side): Side[] {
  const team = teamOf(game, side);
  return team === null ? [side] : playersOfTeam(game, team);
}
