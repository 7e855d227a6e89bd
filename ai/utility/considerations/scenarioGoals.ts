import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { FormationState, GameState } from '../../../engine/netea/state/schema';
import { arrivalCommand, edgeLength } from '../../../engine/netea/rules/5.3-scenarios/arrivalPlan';
import {
  atHalfOrLess,
  breakingOutSide,
} from '../../../engine/netea/rules/5.3-scenarios/breakthrough';
import { formationsAbleToLeave } from '../../../engine/netea/rules/5.3-scenarios/leaveTable';
import { liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
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
 * (on the edge itself so that every unit ends touching it), at the nearest place along it with
 * no enemy at hand (the Orks set up along those edges: level with a formation there stood often
 * an Ork mob, its bases and zone of control (1.7.1) filling the edge, and the formation
 * reached no place on it), and leaves the table as soon as a formation may: only formations off
 * the table count.
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
  const enemies = Object.values(game.units).flatMap((u) =>
    u.side !== side && u.status === 'deployed' && u.position ? [u.position] : [],
  );
  for (const v of mine) {
    const along = across ? v.centre.x : v.centre.y;
    const size = across ? width : height;
    const edge = along < size / 2 ? 0 : size;
    const level = across ? v.centre.y : v.centre.x;
    const span = across ? height : width;
    const at = (c: number) => (across ? { x: edge, y: c } : { x: c, y: edge });
    const clear = (c: number) =>
      enemies.every((e) => Math.hypot(e.x - at(c).x, e.y - at(c).y) >= EDGE_CLEAR);
    let best = level;
    for (let step = 0; step <= span; step += 5) {
      const free = [level - step, level + step].find((c) => c >= 5 && c <= span - 5 && clear(c));
      if (free !== undefined) {
        best = free;
        break;
      }
    }
    goals.set(v.formation.id, { objective: 0, point: at(best) });
  }
}

/** How far from the edge's place an enemy unit stands for the place to count as free: its
 * zone of control (1.7.1: 5cm) and a base's breadth to either side, with room for ours. */
const EDGE_CLEAR = 15;

export function breakoutCommand(game: GameState, side: Side): Command | null {
  const formation = formationsAbleToLeave(game, side)[0];
  return formation ? { type: 'breakthrough.leave', side, formationId: formation.id } : null;
}

/** breakOut (5.3.5): a move is worth more the nearer it ends to the short edge it heads for. */
export const breakOutCurve = linear(90, 0.15, 0, 1);

/** breakOutLast (5.3.5): all or nothing, so a move is worth more the nearer its unit farthest
 * from the edge ends (the centre alone let the rear units trail 10cm behind the front ones);
 * sloping across the whole half table, as formations set up in the middle stand 75cm off. */
export const breakOutLastCurve = linear(90, 0.2, 0, 1);

/** How far the unit farthest from the short edge stands from it, the units at `placed`. */
export function farthestFromEdge(
  game: GameState,
  placed: readonly { readonly shape: { readonly minX: number; readonly maxX: number } }[],
  west: boolean,
): number {
  return Math.max(0, ...placed.map((p) => (west ? p.shape.minX : game.table.width - p.shape.maxX)));
}

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
