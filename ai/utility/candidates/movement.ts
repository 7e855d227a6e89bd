import { validateCommand } from '../../../engine/commands/apply';
import type { Command } from '../../../engine/commands/schema';
import type { Point } from '../../../engine/geometry';
import type { Placed } from '../../../engine/rules/shootingGeometry';
import type { GameState } from '../../../engine/state/schema';
import { floor, linear } from '../curves';
import {
  assaultRiskCurve,
  assaultThreat,
  coverShare,
  crossfireLines,
  crossfireRiskCurve,
  exposure,
  movedUnits,
  withPlaced,
  nearestEnemyDistance,
  objectiveControl,
  outOfEnemyRangeCurve,
  withdrawAwayCurve,
} from '../considerations/position';
import type { Mind } from '../mind';
import { rank, type Candidate, type Scored } from '../score';
import { clampTo, dist, type FormationView, type Situation } from '../situation';

export type MoveIntent = 'advance' | 'withdraw';

const FRACTIONS = [1, 0.75, 0.5, 0.25] as const;

/**
 * Destinations for a formation's move: its goal, directions around it at full and half speed,
 * nearby cover, and standing still. Each is scored as a vector for the formation's centre.
 */
function destinations(
  game: GameState,
  view: FormationView,
  goal: Point,
  reach: number,
  directions: number,
  intent: MoveIntent,
): Point[] {
  const c = view.centre;
  const out: Point[] = [{ x: 0, y: 0 }];
  const d = dist(c, goal);
  if (d > 0.5 && intent === 'advance') {
    const l = Math.min(d, reach);
    out.push({ x: ((goal.x - c.x) / d) * l, y: ((goal.y - c.y) / d) * l });
  }
  for (let k = 0; k < directions; k++) {
    const a = (2 * Math.PI * k) / directions + 0.1;
    for (const f of [1, 0.5]) out.push({ x: Math.cos(a) * reach * f, y: Math.sin(a) * reach * f });
  }
  for (const t of game.terrain) {
    const centre = {
      x: t.polygon.reduce((s, p) => s + p.x, 0) / t.polygon.length,
      y: t.polygon.reduce((s, p) => s + p.y, 0) / t.polygon.length,
    };
    const td = dist(c, centre);
    if (td > 0.5 && td <= reach) out.push({ x: centre.x - c.x, y: centre.y - c.y });
  }
  // Keep the formation on the table.
  return out.map((v) => ({
    x: clampTo(c.x + v.x, 4, game.table.width - 4) - c.x,
    y: clampTo(c.y + v.y, 4, game.table.height - 4) - c.y,
  }));
}

/** The considerations of a formation standing at `placed` after moving by `vector`. */
function judge(
  game: GameState,
  s: Situation,
  view: FormationView,
  goal: Point,
  vector: Point,
  placed: readonly Placed[],
  intent: MoveIntent,
  crossfire: boolean,
): Candidate {
  const at = { x: view.centre.x + vector.x, y: view.centre.y + vector.y };
  const considerations =
    intent === 'withdraw'
      ? [
          { name: 'withdrawAway', value: withdrawAwayCurve(nearestEnemyDistance(s, at)) },
          { name: 'cover', value: floor(linear(0, 0, 1, 1), 0.6)(coverShare(game, placed)) },
          { name: 'outOfEnemyRange', value: floor(outOfEnemyRangeCurve, 0.5)(exposure(s, at)) },
          { name: 'homeward', value: floor(linear(120, 0, 0, 1), 0.7)(dist(at, s.home)) },
        ]
      : [
          { name: 'objectiveControl', value: objectiveControl(at, goal) },
          { name: 'cover', value: floor(linear(0, 0, 1, 1), 0.75)(coverShare(game, placed)) },
          { name: 'outOfEnemyRange', value: floor(outOfEnemyRangeCurve, 0.7)(exposure(s, at)) },
          { name: 'assaultRisk', value: floor(assaultRiskCurve, 0.6)(assaultThreat(s, at)) },
          ...(view.range > 0
            ? [
                {
                  name: 'targetsInRange',
                  value: nearestEnemyDistance(s, at) <= view.range ? 1 : 0.85,
                },
              ]
            : []),
        ];
  if (crossfire)
    considerations.push({
      name: 'crossfireRisk',
      value: floor(crossfireRiskCurve, 0.2)(crossfireLines(game, s, placed)),
    });
  return {
    label: `move ${view.formation.id} by (${vector.x.toFixed(1)}, ${vector.y.toFixed(1)})`,
    command: { type: 'move.end', side: s.side },
    considerations,
  };
}

/** Units in the order they should move: those in front (along the vector) first. */
export function frontFirst(units: readonly Placed[], vector: Point): Placed[] {
  return [...units].sort(
    (a, b) =>
      b.shape.cx * vector.x +
      b.shape.cy * vector.y -
      (a.shape.cx * vector.x + a.shape.cy * vector.y),
  );
}

/**
 * The best vector for the whole formation's move: destinations scored, then the best few
 * checked with the engine for how far every unit can really go (terrain, other units, zones of
 * control), the formation keeping one vector so it stays in coherency (1.2.1).
 */
export function planFormationMove(
  game: GameState,
  s: Situation,
  mind: Mind,
  view: FormationView,
  goal: Point,
  reach: number,
  intent: MoveIntent,
  make: (unitId: string, to: Point) => Command,
): { vector: Point; ranked: Scored[] } {
  const { difficulty } = mind;
  const vectors = destinations(game, view, goal, reach, difficulty.directions, intent);
  const first = rank(
    vectors.map((v) => judge(game, s, view, goal, v, movedUnits(view.units, v), intent, false)),
  );
  const scored: Scored[] = [];
  const byLabel = new Map(vectors.map((v) => [judgeLabel(view, v), v]));
  // The best few (a wider look at higher levels) are checked for how far every unit can go
  // and, at the hard level, for crossfire (1.11).
  for (const c of first.slice(0, difficulty.feasible * 3)) {
    const v = byLabel.get(c.label) ?? { x: 0, y: 0 };
    const f = feasibleFraction(game, view.units, v, make);
    const real = { x: v.x * f, y: v.y * f };
    const placed = movedUnits(view.units, real);
    scored.push(...rank([judge(game, s, view, goal, real, placed, intent, difficulty.crossfire)]));
  }
  const ranked = rank(scored);
  const best = ranked[0];
  const vector = best ? parseVector(best.label) : { x: 0, y: 0 };
  return { vector, ranked };
}

const judgeLabel = (view: FormationView, v: Point) =>
  `move ${view.formation.id} by (${v.x.toFixed(1)}, ${v.y.toFixed(1)})`;

function parseVector(label: string): Point {
  const m = /\((-?[\d.]+), (-?[\d.]+)\)$/.exec(label);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : { x: 0, y: 0 };
}

/**
 * The largest share of the vector the formation's units can all move, asked of the engine one
 * unit after the other on a what-if state where the units before it have moved (front units
 * first, so they clear the way). When no share moves everyone, the share moving most.
 */
function feasibleFraction(
  game: GameState,
  units: readonly Placed[],
  vector: Point,
  make: (unitId: string, to: Point) => Command,
): number {
  if (Math.hypot(vector.x, vector.y) < 0.5) return 0;
  let best = { f: 0, value: 0 };
  for (const f of FRACTIONS) {
    let what = game;
    let moved = 0;
    for (const u of frontFirst(units, vector)) {
      const to = { x: u.shape.cx + vector.x * f, y: u.shape.cy + vector.y * f };
      if (validateCommand(what, make(u.unit.id, to)) !== null) continue;
      moved++;
      what = withPlaced(what, movedUnits([u], { x: vector.x * f, y: vector.y * f }));
    }
    if (moved === units.length) return f;
    const value = (f * moved) / units.length / 2;
    if (value > best.value) best = { f, value };
  }
  return best.f;
}

/**
 * The next unit's part of a planned formation move: the planned spot, else a shorter or turned
 * version of it, else nothing (the unit stays). Each unit is tried once per plan.
 */
export function nextUnitMove(
  game: GameState,
  units: readonly Placed[],
  vector: Point,
  tried: Set<string>,
  make: (unitId: string, to: Point) => Command,
): Command | null {
  for (const u of frontFirst(units, vector)) {
    if (tried.has(u.unit.id)) continue;
    tried.add(u.unit.id);
    if (Math.hypot(vector.x, vector.y) < 0.5) continue;
    for (const turn of [0, 0.35, -0.35]) {
      const c = Math.cos(turn);
      const sn = Math.sin(turn);
      const v = { x: vector.x * c - vector.y * sn, y: vector.x * sn + vector.y * c };
      for (const g of FRACTIONS) {
        const to = { x: u.shape.cx + v.x * g, y: u.shape.cy + v.y * g };
        const command = make(u.unit.id, to);
        if (validateCommand(game, command) === null) return command;
      }
    }
  }
  return null;
}
