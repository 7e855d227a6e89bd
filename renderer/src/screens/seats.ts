import type { Side } from '../../../engine/netea/commands/schema';
import type { Controller } from '../../../engine/netea/saves';

/**
 * Who plays each player of a new game of three or four forces (seed 001 5.3.11: every player
 * has an army; people at the same machine may play it together, beside computer players). The
 * start screen keeps what the person chose and fills the rest: player 1 a person, the others
 * the computer.
 */
export function seatsFor(forces: number, chosen: readonly Controller[]): Controller[] {
  return Array.from({ length: forces }, (_, i) => chosen[i] ?? (i === 0 ? 'person' : 'computer'));
}

/** `seats` with player `side` played by `controller`. */
export function withSeat(
  seats: readonly Controller[],
  side: Side,
  controller: Controller,
): Controller[] {
  return seats.map((c, i) => (i === side ? controller : c));
}

/** The side the page is shown from at the start: the first person's, else player 1's. */
export function firstPerson(seats: readonly Controller[]): Side {
  const at = seats.indexOf('person');
  return (at < 0 ? 0 : at) as Side;
}
