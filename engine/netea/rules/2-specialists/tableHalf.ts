import { pointInRing, type Point } from '../../../kernel/geometry';
import type { Side } from '../../commands/schema';
import type { TwoSides } from '../../commands/primitives';
import { enemySides } from '../1.2-formations/sides';
import { ofSide } from '../../state/perSide';
import type { GameState } from '../../state/schema';
import { ringOf } from '../1.2-formations/battlefield';
import { halfPolygon } from '../6.1-tournament/table';
import { otherSide } from '../1.2-formations/formations';

/**
 * 2.1.23: whether a point lies in a side's own half of the table. A tournament game halves the
 * table by the players' edges (6.1.2, the corners along the diagonal); elsewhere the half is the
 * one holding the side's deployment zone, split across the axis the two zones lie along. A
 * point on the dividing line is in neither player's own half.
 */
export function inOwnHalf(state: GameState, side: Side, at: Point): boolean {
  const edge = state.tournament?.edges[side as TwoSides];
  if (edge) {
    const ring = ringOf(halfPolygon(state.table, edge));
    // Two-sided: a tournament table has two halves (6.1.2).
    const other = state.tournament?.edges[otherSide(side) as TwoSides];
    return (
      pointInRing(ring, at.x, at.y) &&
      !(other && pointInRing(ringOf(halfPolygon(state.table, other)), at.x, at.y))
    );
  }
  const mine = zoneCentre(state, side);
  if (!mine) return false;
  if (state.players.length > 2) return nearestZone(state, side, mine, at);
  // Two-sided: 1.15.1's two deployment zones face each other.
  const theirs = zoneCentre(state, otherSide(side)) ?? {
    x: state.table.width - mine.x,
    y: state.table.height - mine.y,
  };
  const alongY = Math.abs(mine.y - theirs.y) >= Math.abs(mine.x - theirs.x);
  const [mid, mineAt, point] = alongY
    ? [state.table.height / 2, mine.y, at.y]
    : [state.table.width / 2, mine.x, at.x];
  return Math.sign(point - mid) === Math.sign(mineAt - mid) && point !== mid;
}

/** Seed 001 5.3.11.1, with more than two players the table has no halves: a player's own part
 * is where his deployment zone is nearer than any other player's (measured from the zones'
 * centres; our reading, for 2.1.23's "own half"). */
function nearestZone(state: GameState, side: Side, mine: Point, at: Point): boolean {
  const d = (c: Point) => Math.hypot(at.x - c.x, at.y - c.y);
  return enemySides(state, side).every((s) => {
    const theirs = zoneCentre(state, s);
    return !theirs || d(mine) < d(theirs);
  });
}

function zoneCentre(state: GameState, side: Side): Point | null {
  const index = ofSide(state.setup.zones, side);
  const zone = index === null ? undefined : state.deploymentZones[index];
  if (!zone) return null;
  const n = zone.polygon.length;
  return {
    x: zone.polygon.reduce((s, p) => s + p.x, 0) / n,
    y: zone.polygon.reduce((s, p) => s + p.y, 0) / n,
  };
}
