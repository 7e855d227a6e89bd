import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry';
import { datasheetOf, unitShapeAt } from '../../../engine/netea/rules/1.2-formations/battlefield';
import { liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
import { placedUnits, type Placed } from '../../../engine/netea/rules/1.9-shooting/geometry';
import type { GameState } from '../../../engine/netea/state/schema';
import { floor, linear } from '../curves';
import { assaultOdds, assaultOddsCurve } from '../considerations/assault';
import {
  coverShare,
  exposure,
  objectiveControlCurve,
  outOfEnemyRangeCurve,
  withPlaced,
} from '../considerations/position';
import type { Candidate } from '../score';
import { dist, type Situation } from '../situation';

/** Anchors checked for each teleport: enough for a good spot, few enough to stay quick. */
const MOST_ANCHORS = 48;

/**
 * 2.1.17 Teleport: where a formation waiting off the table appears, as a player picks the spot
 * to strike from: within charge reach of an enemy formation it should beat in an assault, or
 * in range of one with its guns, on an objective it wants, in cover and away from enemy guns.
 * Each candidate is a whole placement (the units in a tight row facing the enemy, every unit
 * within 5cm of the one before), asked of the engine before it is offered.
 */
export function teleportCandidates(
  game: GameState,
  s: Situation,
  formationId: string,
): Candidate[] {
  const formation = game.formations[formationId];
  if (!formation) return [];
  const units = liveUnits(game, formation);
  const sheets = units.map((u) => datasheetOf(game, u));
  const speed = Math.min(...sheets.map((h) => (typeof h.speed === 'number' ? h.speed : 0)));
  let range = 0;
  for (const h of sheets)
    for (const w of h.weapons)
      for (const m of w.modes)
        if (m.range.kind === 'cm' && m.firepower.some((f) => f.type !== 'small-arms'))
          range = Math.max(range, m.range.cm);
  const out: Candidate[] = [];
  for (const anchor of anchors(game, s, speed, range)) {
    const placements = rowAt(game, units, anchor.at, anchor.facing);
    if (!placements) continue;
    const command: Command = { type: 'teleport.place', side: s.side, formationId, placements };
    if (validateCommand(game, command) !== null) continue;
    const what = withPlaced(
      game,
      placements.map((p, i) => ({
        unit: { ...units[i]!, status: 'deployed' as const, position: p.position, facing: p.facing },
        sheet: sheets[i]!,
        shape: unitShapeAt(sheets[i]!, p.position, p.facing)!,
      })),
    );
    out.push({
      label: `teleport ${formation.name} ${anchor.why}`,
      command,
      considerations: judgePlacement(what, s, formationId, anchor.at, speed, range),
    });
    if (out.length >= MOST_ANCHORS / 2) break;
  }
  return out;
}

/** The considerations of a formation standing where it teleported in (`what`). */
function judgePlacement(
  what: GameState,
  s: Situation,
  formationId: string,
  at: Point,
  speed: number,
  range: number,
) {
  const placed = placedUnits(what, formationId);
  // The best assault it could launch from there this turn (an engage action: a charge of its
  // speed, 1.12.3), weighed as the activation candidates weigh one.
  let odds = 0;
  let nearest = Infinity;
  for (const t of s.theirs) {
    const d = Math.min(...t.units.map((e) => dist({ x: e.shape.cx, y: e.shape.cy }, at)));
    nearest = Math.min(nearest, d);
    if (d <= speed + 5) odds = Math.max(odds, assaultOdds(what, formationId, t.formation.id).win);
  }
  let objective = Infinity;
  for (const i of s.targets.slice(0, Math.max(1, s.needed)))
    objective = Math.min(objective, dist(what.objectives[i]!.position, at));
  return [
    {
      name: 'strikeFromTeleport',
      // An assault it should win is the strike; only shooting from there is worth less.
      value: Math.max(
        odds > 0 ? assaultOddsCurve(odds) : 0,
        range > 0 && nearest <= range ? 0.45 : 0.15,
      ),
    },
    {
      name: 'objectiveControl',
      value: floor(linear(0, 0, 1, 1), 0.35)(objectiveControlCurve(objective)),
    },
    { name: 'cover', value: floor(linear(0, 0, 1, 1), 0.75)(coverShare(what, placed)) },
    { name: 'outOfEnemyRange', value: floor(outOfEnemyRangeCurve, 0.6)(exposure(s, at)) },
  ];
}

/** Spots to appear at: around enemy units (just outside their zones of control, and at the
 * formation's weapon range) and on the objectives it wants, each facing the nearest enemy. */
function anchors(
  game: GameState,
  s: Situation,
  speed: number,
  range: number,
): { at: Point; facing: number; why: string }[] {
  const out: { at: Point; facing: number; why: string }[] = [];
  const nearestEnemy = (p: Point) =>
    s.enemyUnits.reduce<Placed | null>(
      (best, e) =>
        !best ||
        dist({ x: e.shape.cx, y: e.shape.cy }, p) < dist({ x: best.shape.cx, y: best.shape.cy }, p)
          ? e
          : best,
      null,
    );
  const facingTo = (from: Point) => {
    const e = nearestEnemy(from);
    if (!e) return s.enemyHome.y > s.home.y ? 90 : 270;
    return (Math.atan2(e.shape.cy - from.y, e.shape.cx - from.x) * 180) / Math.PI;
  };
  const add = (at: Point, why: string) => {
    if (at.x < 4 || at.y < 4 || at.x > game.table.width - 4 || at.y > game.table.height - 4) return;
    out.push({ at, facing: facingTo(at), why });
  };
  const gaps = [Math.min(speed, 12), ...(range > 15 ? [Math.min(range - 5, 40)] : [])];
  for (const t of s.theirs) {
    if ((t.formation.broken && t.alive <= 1) || t.units.length === 0) continue;
    const c = t.centre;
    for (const gap of gaps)
      for (let k = 0; k < 8; k++) {
        const a = (Math.PI * k) / 4;
        // Measured from the enemy unit nearest that side, so the spot clears them all.
        const far = { x: c.x + Math.cos(a) * 100, y: c.y + Math.sin(a) * 100 };
        const edge = t.units.reduce((best, u) =>
          dist({ x: u.shape.cx, y: u.shape.cy }, far) <
          dist({ x: best.shape.cx, y: best.shape.cy }, far)
            ? u
            : best,
        );
        add(
          { x: edge.shape.cx + Math.cos(a) * gap, y: edge.shape.cy + Math.sin(a) * gap },
          `to strike at ${t.formation.name}`,
        );
      }
  }
  for (const i of s.targets.slice(0, s.needed + 1)) {
    const o = game.objectives[i]!.position;
    for (const [dx, dy] of [
      [0, 0],
      [8, 0],
      [-8, 0],
      [0, 8],
      [0, -8],
    ] as const)
      add({ x: o.x + dx, y: o.y + dy }, `onto ${game.objectives[i]!.label}`);
  }
  return out.slice(0, MOST_ANCHORS);
}

/** The units in a row across the facing, centred on `at`, each within 5cm of the one before
 * (2.1.17). Null when a base is unknown. */
function rowAt(
  game: GameState,
  units: readonly { id: string; datasheetId: string }[],
  at: Point,
  facing: number,
): { unitId: string; position: Point; facing: number }[] | null {
  const a = (facing * Math.PI) / 180;
  const across = { x: -Math.sin(a), y: Math.cos(a) };
  const shapes = units.map((u) => unitShapeAt(game.datasheets[u.datasheetId]!, at, facing));
  if (shapes.some((sh) => !sh)) return null;
  const widths = shapes.map((sh) => sh!.outerRadius * 2);
  const gap = 1.5;
  const total = widths.reduce((t, w) => t + w, 0) + gap * (units.length - 1);
  let offset = -total / 2;
  return units.map((u, i) => {
    const w = widths[i]!;
    const along = offset + w / 2;
    offset += w + gap;
    return {
      unitId: u.id,
      position: { x: at.x + across.x * along, y: at.y + across.y * along },
      facing,
    };
  });
}
