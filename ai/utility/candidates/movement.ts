import { validateCommand } from '../../../engine/commands/apply';
import { datasheetOf } from '../../../engine/rules/battlefield';
import { dangerousTerrainTests } from '../../../engine/rules/dangerousTerrain';
import { checkFormationCoherency } from '../../../engine/rules/formationCoherency';
import { moveRequestFrom } from '../../../engine/rules/moveRequest';
import { prepareMove } from '../../../engine/rules/movement';
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
          { name: 'outOfEnemyRange', value: floor(outOfEnemyRangeCurve, 0.8)(exposure(s, at)) },
          { name: 'assaultRisk', value: floor(assaultRiskCurve, 0.75)(assaultThreat(s, at)) },
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
  make: (unitId: string, path: readonly Point[]) => Command,
): FormationPlan & { ranked: Scored[] } {
  const { difficulty } = mind;
  const vectors = destinations(game, view, goal, reach, difficulty.directions, intent);
  let first = rank(
    vectors.map((v) => judge(game, s, view, goal, v, movedUnits(view.units, v), intent, false)),
  );
  const byLabel = new Map(vectors.map((v) => [judgeLabel(view, v), v]));
  if (difficulty.crossfire) {
    // The hard level looks wider for crossfire (1.11) before checking the best few moves.
    const wide = first.slice(0, 10).map((c) => {
      const v = byLabel.get(c.label) ?? { x: 0, y: 0 };
      return judge(game, s, view, goal, v, movedUnits(view.units, v), intent, true);
    });
    first = rank([...wide, ...first.slice(10)]);
  }
  const plans = new Map<string, FormationPlan>();
  const scored: Scored[] = [];
  // The best few (more at higher levels) are checked for how far every unit can go.
  for (const c of first.slice(0, difficulty.feasible + 1)) {
    const v = byLabel.get(c.label) ?? { x: 0, y: 0 };
    const plan = feasiblePlan(game, view.units, v, make);
    const placed = view.units.map((u) =>
      plan.spots.has(u.unit.id) ? movedUnits([u], plan.vector)[0]! : u,
    );
    const judged = judge(game, s, view, goal, plan.vector, placed, intent, difficulty.crossfire);
    plans.set(judged.label, plan);
    scored.push(...rank([judged]));
  }
  const ranked = rank(scored);
  const best = ranked[0] ? plans.get(ranked[0].label) : undefined;
  return { ...(best ?? { vector: { x: 0, y: 0 }, spots: new Map() }), ranked };
}

const judgeLabel = (view: FormationView, v: Point) =>
  `move ${view.formation.id} by (${v.x.toFixed(1)}, ${v.y.toFixed(1)})`;

/** A formation's move: the vector and where each unit that moves ends (the others stay). */
export interface FormationPlan {
  readonly vector: Point;
  /** Each moving unit's path (waypoints, ending at its spot). */
  readonly spots: ReadonlyMap<string, readonly Point[]>;
}

/**
 * Whether the engine would accept the move and it enters no dangerous terrain (1.8.1: a test
 * on entering, lost on a 1); starting in it calls for a test whatever the move.
 */
export function safeMove(game: GameState, command: Command): boolean {
  if (validateCommand(game, command) !== null) return false;
  if (command.type !== 'move.unit' && command.type !== 'withdrawal.move') return true;
  const request = moveRequestFrom(game, command);
  if (!request) return false;
  const prepared = prepareMove(game, request, {
    kind: command.type === 'move.unit' ? 'normal' : 'withdrawal',
  });
  if ('code' in prepared) return false;
  return !dangerousTerrainTests(game, datasheetOf(game, prepared.unit), prepared.geom).some(
    (t) => t.cause !== 'start',
  );
}

/**
 * A path for one unit to its spot: straight, else around whatever is in the way (terrain,
 * other units, a zone of control) through a waypoint to either side of the straight line.
 */
function pathTo(
  game: GameState,
  u: Placed,
  step: Point,
  make: (unitId: string, path: readonly Point[]) => Command,
  detour: boolean,
): Point[] | null {
  const to = { x: u.shape.cx + step.x, y: u.shape.cy + step.y };
  if (safeMove(game, make(u.unit.id, [to]))) return [to];
  const length = Math.hypot(step.x, step.y);
  if (!detour || length < 1) return null;
  const nx = -step.y / length;
  const ny = step.x / length;
  for (const off of [3, -3, 6, -6]) {
    const via = { x: u.shape.cx + step.x / 2 + nx * off, y: u.shape.cy + step.y / 2 + ny * off };
    if (safeMove(game, make(u.unit.id, [via, to]))) return [via, to];
  }
  return null;
}

/**
 * The largest share of the vector the formation's units can move, asked of the engine one unit
 * after the other on a what-if state where the units before it have moved (front units first,
 * so they clear the way). A share that leaves units behind counts only if the formation stays
 * in coherency (1.2.1, 1.7.4: units out of formation are destroyed).
 */
function feasiblePlan(
  game: GameState,
  units: readonly Placed[],
  vector: Point,
  make: (unitId: string, path: readonly Point[]) => Command,
): FormationPlan {
  const none: FormationPlan = { vector: { x: 0, y: 0 }, spots: new Map() };
  if (Math.hypot(vector.x, vector.y) < 0.5 || units.length === 0) return none;
  const formationId = units[0]!.unit.formationId;
  let best = { plan: none, value: 0 };
  for (const f of FRACTIONS) {
    const step = { x: vector.x * f, y: vector.y * f };
    let what = game;
    const spots = new Map<string, readonly Point[]>();
    for (const u of frontFirst(units, vector)) {
      const path = pathTo(what, u, step, make, f >= 0.75);
      if (!path) continue;
      spots.set(u.unit.id, path);
      what = withPlaced(what, movedUnits([u], step));
    }
    const plan = { vector: step, spots };
    if (spots.size === units.length) return plan;
    if (spots.size === 0 || !checkFormationCoherency(what, formationId).coherent) continue;
    const value = (f * spots.size) / units.length / 2;
    if (value > best.value) best = { plan, value };
  }
  return best.plan;
}

/**
 * The next unit's part of a planned formation move: its planned spot; should the engine refuse
 * it after all, a shorter or turned version keeping the formation in coherency with the other
 * units where the plan puts them; else nothing (the unit stays). Each unit is tried once.
 */
export function nextUnitMove(
  game: GameState,
  units: readonly Placed[],
  plan: FormationPlan,
  tried: Set<string>,
  make: (unitId: string, path: readonly Point[]) => Command,
): Command | null {
  const { vector, spots } = plan;
  const order = frontFirst(units, vector);
  for (const u of order) {
    if (tried.has(u.unit.id)) continue;
    tried.add(u.unit.id);
    const spot = spots.get(u.unit.id);
    if (!spot) continue;
    const planned = make(u.unit.id, spot);
    if (safeMove(game, planned)) return planned;
    const others = order.filter((w) => w !== u && !tried.has(w.unit.id) && spots.has(w.unit.id));
    const where = withPlaced(game, movedUnits(others, vector));
    for (const turn of [0, 0.35, -0.35]) {
      const c = Math.cos(turn);
      const sn = Math.sin(turn);
      const v = { x: vector.x * c - vector.y * sn, y: vector.x * sn + vector.y * c };
      for (const g of FRACTIONS) {
        const step = { x: v.x * g, y: v.y * g };
        const command = make(u.unit.id, [{ x: u.shape.cx + step.x, y: u.shape.cy + step.y }]);
        if (!safeMove(game, command)) continue;
        const after = withPlaced(where, movedUnits([u], step));
        if (checkFormationCoherency(after, u.unit.formationId).coherent) return command;
      }
    }
  }
  return null;
}
