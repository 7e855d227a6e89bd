import { distanceBetween, headingBetween, turnBetween } from '../../../kernel/geometry/vector';
import type { Point } from '../../../kernel/geometry/types';
import { refusal, type Refusal } from '../../../kernel/result';
import type { FormationState, GameState } from '../../state/schema';
import type { ManoeuvreClass } from '../../data/schema/unitType';
import {
  distanceToEdge,
  distanceToOwnEdge,
  edgeAt,
  manoeuvreClassOf,
  ownEdge,
  touchesOwnEdge,
  type TableEdge,
} from './aerospace';
import { plantMissionRefusal } from '../5.3-scenarios/plantCommands';
import type { Mission } from './state';

/** 4.2.1: an aircraft must fly this far before its first turn, and again after each turn. */
export const TURN_DISTANCE = 30;
/** 4.2.1: the largest turn of each way of manoeuvring. */
export const MAX_TURN: Readonly<Record<'fighter' | 'bomber', number>> = { fighter: 90, bomber: 45 };
/** How close to a table edge a point counts as touching it (set-up, exit). */
export const EDGE_TOLERANCE = 0.5;
const EPS = 1e-6;

/**
 * 4.2.1: how a class manoeuvres: fighter-bombers as bombers in the approach of a ground attack
 * ("laden down with bombs or rockets"), as fighters under any other circumstances.
 */
export function manoeuvresAs(
  cls: ManoeuvreClass,
  mission: Mission,
  move: 'approach' | 'disengagement',
): 'fighter' | 'bomber' {
  if (cls === 'fighter-bomber')
    return mission === 'ground-attack' && move === 'approach' ? 'bomber' : 'fighter';
  return cls;
}

/** The formation's way of manoeuvring: the least agile of its aircraft. */
export function formationManoeuvre(
  state: GameState,
  formation: FormationState,
  mission: Mission,
  move: 'approach' | 'disengagement',
): 'fighter' | 'bomber' {
  const ways = formation.unitIds.flatMap((id) => {
    const u = state.units[id];
    const sheet = u && state.datasheets[u.datasheetId];
    const cls = sheet ? manoeuvreClassOf(sheet) : null;
    return u && u.status !== 'destroyed' && cls ? [manoeuvresAs(cls, mission, move)] : [];
  });
  return ways.includes('bomber') ? 'bomber' : 'fighter';
}

/** The heading the formation flies at the end of a path. */
export function finalHeading(path: readonly Point[]): number {
  const a = path[path.length - 2] as Point;
  const b = path[path.length - 1] as Point;
  return headingBetween(a, b);
}

/**
 * 4.2.1, 4.2.6: the turns along a path: each after at least 30cm of straight flight since the
 * start or the last turn, none sharper than the class allows. `startHeading` is the facing the
 * aircraft already has (a disengagement goes on from its approach: 4.2.6 FAQ, it "still must move
 * at least another 30cm before it is allowed to turn"); null lets the first leg set it.
 */
export function turnRefusal(
  path: readonly Point[],
  way: 'fighter' | 'bomber',
  startHeading: number | null,
  section: string,
): Refusal | null {
  let heading = startHeading;
  let straight = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    const leg = distanceBetween(a, b);
    if (leg < EPS)
      return refusal('aircraft/bad-path', section, 'Each point of the flight path must move on.');
    const h = headingBetween(a, b);
    if (heading !== null) {
      const turn = Math.abs(turnBetween(heading, h));
      if (turn > EPS) {
        if (straight < TURN_DISTANCE - EPS)
          return refusal(
            'aircraft/turn-too-soon',
            section,
            `An aircraft must fly straight for ${TURN_DISTANCE}cm before it may turn (it has flown ${Math.round(straight)}cm).`,
          );
        if (turn > MAX_TURN[way] + EPS)
          return refusal(
            'aircraft/turn-too-sharp',
            section,
            `A ${way === 'fighter' ? 'fighter' : 'bomber'} may turn at most ${MAX_TURN[way]}° at a time (this turn is ${Math.round(turn)}°).`,
          );
        straight = 0;
      }
    }
    heading = h;
    straight += leg;
  }
  return null;
}

function onTable(state: GameState, p: Point): boolean {
  return (
    p.x >= -EPS && p.y >= -EPS && p.x <= state.table.width + EPS && p.y <= state.table.height + EPS
  );
}

/** 4.2: where an aircraft sets up: touching the own table edge (any edge when the side has
 * none, 4.2.1). */
export function entryRefusal(
  state: GameState,
  formation: FormationState,
  at: Point | undefined,
): Refusal | null {
  if (!at || !onTable(state, at))
    return refusal(
      'aircraft/no-entry',
      '4.2',
      'Show where on your table edge the aircraft will enter play.',
    );
  const edge = ownEdge(state, formation.side);
  if (!touchesOwnEdge(state, formation.side, at, EDGE_TOLERANCE))
    return refusal(
      'aircraft/not-own-edge',
      '4.2.1',
      edge
        ? `${formation.name} must be set up touching its own (${edge}) table edge.`
        : `${formation.name} must be set up touching a table edge.`,
    );
  return null;
}

/** 4.2.1: the approach move: set up touching the own table edge, heading onto the table, then
 * straight ahead with the turns of the class, over anything on the table. */
export function approachRefusal(
  state: GameState,
  formation: FormationState,
  mission: Mission,
  path: readonly Point[],
): Refusal | null {
  if (path.length < 2)
    return refusal(
      'aircraft/no-approach',
      '4.2.1',
      'An aircraft on an interception or ground attack sets up at its table edge and makes an approach move.',
    );
  if (!path.every((p) => onTable(state, p)))
    return refusal('aircraft/off-table', '4.2.1', 'The approach move must stay over the table.');
  const start = path[0] as Point;
  const entry = entryRefusal(state, formation, start);
  if (entry) return entry;
  // Seed 001 5.3.15: Imperial aircraft fly their missions over their own command's table.
  const plant = plantMissionRefusal(state, formation, path[path.length - 1]);
  if (plant) return plant;
  // Onto the table: away from the edge it was set up on (its own, else the one it touches).
  const away = (p: Point): number => {
    const own = distanceToOwnEdge(state, formation.side, p);
    const touched = edgeAt(state, start, EDGE_TOLERANCE);
    return own ?? (touched ? distanceToEdge(state, touched, p) : 0);
  };
  const second = path[1] as Point;
  if (away(second) <= away(start) + EPS)
    return refusal(
      'aircraft/not-onto-table',
      '4.2.1',
      'The aircraft must fly onto the table from its edge.',
    );
  return turnRefusal(
    path,
    formationManoeuvre(state, formation, mission, 'approach'),
    null,
    '4.2.1',
  );
}

/** 4.2.6: the disengagement move: on from where the approach ended, with the same turning
 * rules (a fighter-bomber as a fighter), until it reaches ANY table edge. */
export function disengagementRefusal(
  state: GameState,
  formation: FormationState,
  mission: Mission,
  approach: readonly Point[],
  path: readonly Point[],
): Refusal | null {
  const from = approach[approach.length - 1] as Point;
  if (path.length < 2 || distanceBetween(path[0] as Point, from) > EDGE_TOLERANCE)
    return refusal(
      'aircraft/bad-path',
      '4.2.6',
      'The disengagement move starts where the aircraft ended its approach move.',
    );
  if (!path.every((p) => onTable(state, p)))
    return refusal(
      'aircraft/off-table',
      '4.2.6',
      'The disengagement move flies over the table to an edge.',
    );
  if (exitEdge(state, path) === null)
    return refusal('aircraft/no-exit', '4.2.6', 'The disengagement move must end at a table edge.');
  return turnRefusal(
    path,
    formationManoeuvre(state, formation, mission, 'disengagement'),
    finalHeading(approach),
    '4.2.6',
  );
}

/** The table edge a disengagement path ends at. */
export function exitEdge(state: GameState, path: readonly Point[]): TableEdge | null {
  return edgeAt(state, path[path.length - 1] as Point, EDGE_TOLERANCE);
}
