import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { FormationState, GameState } from '../../../engine/netea/state/schema';
import { arrivalCommand, edgeLength } from '../../../engine/netea/rules/5.3-scenarios/arrivalPlan';
import {
  atHalfOrLess,
  breakingOutSide,
} from '../../../engine/netea/rules/5.3-scenarios/breakthrough';
import {
  atShortEdge,
  formationsAbleToLeave,
} from '../../../engine/netea/rules/5.3-scenarios/leaveTable';
import { validateCommand } from '../../../engine/netea/commands/apply';
import { liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
import { unitShape, unitShapeAt } from '../../../engine/netea/rules/1.2-formations/battlefield';
import type { Point } from '../../../engine/kernel/geometry/types';
import { linear } from '../curves';

/**
 * What seed 001's 5.3 scenarios ask of the utility player beyond the core game.
 *
 * 5.3.2 escalation: a formation arriving comes on behind the own formations already on the
 * table (the fight is there, and reinforcements then arrive where they are needed), trying
 * points further along the edge when there is no room; the middle of the edge when none stand.
 */
export function escalationArrival(
  game: GameState,
  side: Side,
  formation: FormationState,
): Command | null {
  const length = edgeLength(game, side);
  const horizontal = length === game.table.width;
  const own = Object.values(game.units).filter((u) => u.side === side && u.position);
  const mean =
    own.length > 0
      ? own.reduce((sum, u) => sum + (horizontal ? u.position!.x : u.position!.y), 0) / own.length
      : length / 2;
  for (let step = 0; step <= length; step += 10)
    for (const along of step === 0 ? [mean] : [mean + step, mean - step]) {
      if (along < 5 || along > length - 5) continue;
      const command = arrivalCommand(game, side, formation, along);
      if (command) return command;
    }
  return null;
}

/**
 * 5.3.5 breakthrough: the side breaking out heads each formation for the nearer short table edge
 * (level with where it stands, on the edge itself so that every unit ends touching it), and
 * leaves the table as soon as a formation may: only formations off the table count.
 */
export function breakoutGoals(
  game: GameState,
  side: Side,
  mine: readonly { readonly formation: FormationState; readonly centre: Point }[],
  goals: Map<string, { objective: number; point: Point }>,
): void {
  if (breakingOutSide(game) !== side) return;
  const { width, height } = game.table;
  const across = width >= height;
  for (const v of mine) {
    const along = across ? v.centre.x : v.centre.y;
    const size = across ? width : height;
    const edge = along < size / 2 ? 0 : size;
    const point = across ? { x: edge, y: v.centre.y } : { x: v.centre.x, y: edge };
    goals.set(v.formation.id, { objective: 0, point });
  }
}

export function breakoutCommand(game: GameState, side: Side): Command | null {
  const formation = formationsAbleToLeave(game, side)[0];
  return formation ? { type: 'breakthrough.leave', side, formationId: formation.id } : null;
}

/** How far inside the edge a base's outer side stands once lined up (within EDGE_REACH). */
const FLUSH = 0.3;
/** Room left between bases lined up on the edge. */
const GAP = 0.3;

/**
 * 5.3.5: when every unit of the formation still to make this move can reach the nearer short edge
 * in it, the units line up along the edge, each base touching it: the next unit (from one end of
 * the formation) drives to the free place on the edge nearest its own, beside those already
 * there. Null when the edge is out of reach this move (the formation then moves as usual) or the
 * move is refused.
 */
export function breakoutDash(
  game: GameState,
  side: Side,
  formationId: string,
  movedThisMove: readonly string[],
): Command | null {
  const formation = game.formations[formationId];
  if (breakingOutSide(game) !== side || !formation) return null;
  const { width, height } = game.table;
  if (width < height) return null;
  const units = liveUnits(game, formation).filter((u) => u.status === 'deployed');
  const placed = units.flatMap((u) => {
    const shape = unitShape(game, u);
    const sheet = game.datasheets[u.datasheetId];
    return shape && sheet && u.position ? [{ unit: u, shape, sheet, at: u.position }] : [];
  });
  if (placed.length === 0 || placed.length !== units.length) return null;
  const west = placed.reduce((s, p) => s + p.at.x, 0) / placed.length < width / 2;
  // Each unit turns towards the edge it drives to, its base then measured in that facing.
  const facing = west ? 180 : 0;
  const there = placed.filter((p) => atShortEdge(game, p.unit));
  const waiting = placed
    .filter((p) => !atShortEdge(game, p.unit))
    .map((p) => ({ ...p, end: unitShapeAt(p.sheet, { x: 0, y: 0 }, facing) }))
    .sort((a, b) => a.at.y - b.at.y);
  if (waiting.length === 0 || waiting.some((p) => movedThisMove.includes(p.unit.id))) return null;
  const reach = (p: (typeof waiting)[number]) =>
    (typeof p.sheet.speed === 'number' ? p.sheet.speed : 0) - 0.1;
  const edgeX = (p: (typeof waiting)[number]) =>
    west ? FLUSH - p.end!.minX : width - FLUSH - p.end!.maxX;
  if (waiting.some((p) => !p.end || Math.abs(edgeX(p) - p.at.x) > reach(p))) return null;
  // The next unit's place: the free stretch of edge nearest its own y.
  const next = waiting[0]!;
  const taken = there.map((p) => [p.shape.minY - GAP, p.shape.maxY + GAP] as const);
  const lo = next.end!.minY;
  const hi = next.end!.maxY;
  const free = (c: number) =>
    c + lo >= 0.3 && c + hi <= height - 0.3 && taken.every(([a, b]) => c + hi <= a || c + lo >= b);
  const options = [next.at.y, ...taken.flatMap(([a, b]) => [a - hi, b - lo])].filter(free);
  if (options.length === 0) return null;
  const y = options.reduce((best, c) =>
    Math.abs(c - next.at.y) < Math.abs(best - next.at.y) ? c : best,
  );
  const to = { x: edgeX(next), y };
  if (Math.hypot(to.x - next.at.x, to.y - next.at.y) > reach(next)) return null;
  const command: Command = {
    type: 'move.unit',
    side,
    unitId: next.unit.id,
    path: [to],
    facing,
  };
  return validateCommand(game, command) === null ? command : null;
}

/** breakOut (5.3.5): a move is worth more the nearer it ends to the short edge it heads for. */
export const breakOutCurve = linear(90, 0.15, 0, 1);

/**
 * 5.3.7 ambush: the Space Marines' targets by the victory terms: a Mekboy Gunzmob while none is
 * destroyed yet (the one with most losses first: one must be wiped out), else an Ork formation
 * still above half strength (every one must be brought to half); a formation already at half
 * strength or less is worth less (its kills no longer change the result, a Gunzmob's aside).
 */
export function ambushTargetGoal(
  game: GameState,
  side: Side,
  targetFormationId: string,
): { name: string; value: number } | null {
  const terms = game.victory.ambush;
  const target = game.formations[targetFormationId];
  if (!terms || terms.marines !== side || !target) return null;
  const mobGone = terms.mobs.some((id) => {
    const mob = game.formations[id];
    return mob !== undefined && liveUnits(game, mob).length === 0;
  });
  if (!mobGone && terms.mobs.includes(target.id)) {
    const lost = 1 - liveUnits(game, target).length / Math.max(1, target.unitIds.length);
    return { name: 'ambushGunzmob', value: 0.9 + 0.1 * lost };
  }
  return { name: 'ambushHalfStrength', value: atHalfOrLess(game, target) ? 0.45 : 0.8 };
}

/**
 * 4.5.2: a formation the extraction's attacker must not shoot at: one holding a target, which
 * counts only destroyed in an assault (a bunker shot down, or lost to its broken formation's
 * withdrawal, can never be stormed and hands the defender the game).
 */
export function sparedFromFire(game: GameState, side: Side, formationId: string): boolean {
  const rule = game.victory.extraction;
  const f = game.formations[formationId];
  if (game.victory.kind !== 'extraction' || !rule || !f || rule.attacker !== side) return false;
  return liveUnits(game, f).some((u) => u.datasheetId === rule.targets);
}
