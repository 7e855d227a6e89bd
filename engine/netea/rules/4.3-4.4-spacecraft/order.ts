import { refusal, type Refusal } from '../../../kernel/result';
import type { Side } from '../../commands/schema';
import type { GameState } from '../../state/schema';
import { formationsOf } from '../1.2-formations/formations';
import { spacecraftEntry, spacecraftOf, spacecraftSheet } from './schedule';
import { sidesOf } from '../1.2-formations/sides';
import { ofSide } from '../../state/perSide';

/**
 * 4.3.1: the order of setting up: "any spacecraft models must be set up right at the start of
 * the battle before any ground units are deployed. If both players have spacecraft, they should
 * take turns in setting them up, starting with the player with the higher strategy rating."
 */

/** 4.3.1: a side's spacecraft formations not yet set up. */
export function spacecraftToSetUp(state: GameState, side: Side): string[] {
  return formationsOf(state, side)
    .filter((f) => spacecraftSheet(state, f) !== undefined && !spacecraftEntry(state, f.id))
    .map((f) => f.id);
}

/** 4.3.1: "If both players have spacecraft, they should take turns in setting them up, starting
 * with the player with the higher strategy rating." Whether `side` must wait for another player.
 *
 * Seed 001 5.3.11 (our reading: 4.3.1 gives the order for two players only): every player with a
 * spacecraft takes his turn, team-mates (5.3.11.2-3) as much as enemies, in order of strategy
 * rating, the highest first, as between two. Players of equal rating wait for neither, as two
 * players of equal rating do: whichever is ready first sets up first.
 */
export function waitsToSetUp(state: GameState, side: Side): boolean {
  const setUp = (s: Side) => spacecraftOf(state).filter((c) => c.side === s).length;
  const rating = (s: Side) => ofSide(state.players, s).strategyRating;
  const mine = setUp(side);
  return sidesOf(state).some((other) => {
    if (other === side || spacecraftToSetUp(state, other).length === 0) return false;
    const theirs = setUp(other);
    if (rating(other) > rating(side)) return theirs <= mine;
    return rating(other) < rating(side) && theirs < mine;
  });
}

/** Sides that may set up a spacecraft now: while any is left, the others wait. */
export function spacecraftSetters(state: GameState): Side[] {
  return sidesOf(state).filter(
    (side) => spacecraftToSetUp(state, side).length > 0 && !waitsToSetUp(state, side),
  );
}

/** 4.3.1: refused while a spacecraft of any player (seed 001 5.3.11: of every side in play) is
 * still to be set up. */
export function spacecraftFirst(state: GameState): Refusal | null {
  return sidesOf(state).some((side) => spacecraftToSetUp(state, side).length > 0)
    ? refusal(
        'spacecraft/set-up-first',
        '4.3.1',
        'Spacecraft are set up before any ground units are deployed.',
      )
    : null;
}
