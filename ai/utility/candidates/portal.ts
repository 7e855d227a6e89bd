import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry';
import { canActivate, formationsOf } from '../../../engine/netea/rules/1.2-formations/formations';
import {
  datasheetOf,
  unitShape,
  unitShapeAt,
} from '../../../engine/netea/rules/1.2-formations/battlefield';
import { basesOverlap, isWhollyOnTable } from '../../../engine/kernel/geometry';
import { liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
import {
  hasWayIn,
  isPortalReserve,
  stillInPortal,
  usablePortals,
} from '../../../engine/netea/rules/6.1-tournament/portals';
import type { FormationState, GameState, UnitState } from '../../../engine/netea/state/schema';
import { objectiveControl } from '../considerations/position';
import type { Candidate } from '../score';
import type { Situation } from '../situation';

/**
 * 6.1.6: a formation kept in reserve by portal enters play through the portal that brings it
 * nearest the objective it is wanted at (an advance, a double or a march: the move is measured
 * from the portal). With no portal left it activates and loses the activation (FAQ: it cannot
 * pass), a last resort scored below anything else.
 */
const ENTRIES = [
  { action: 'advance', moves: 1 },
  { action: 'double', moves: 2 },
  { action: 'march', moves: 3 },
] as const;

export function portalCandidates(game: GameState, s: Situation): Candidate[] {
  const out: Candidate[] = [];
  for (const f of formationsOf(game, s.side)) {
    if (!canActivate(game, f) || !isPortalReserve(game, f)) continue;
    if (!hasWayIn(game, f)) {
      out.push({
        label: `${f.id} has no portal to enter play through`,
        command: { type: 'action.declare', side: s.side, formationId: f.id, action: 'advance' },
        considerations: [{ name: 'nothingWorthIt', value: 0.02 }],
      });
      continue;
    }
    const speed = Math.min(
      ...liveUnits(game, f).map((u) => {
        const v = datasheetOf(game, u).speed;
        return typeof v === 'number' ? v : 0;
      }),
    );
    for (const portal of usablePortals(game, s.side)) {
      const from = portal.position!;
      // A portal walled in by vehicles lets nobody out: the whole formation would be lost.
      const room = portalRoom(game, portal, f);
      if (room === 0) continue;
      const goal = goalFrom(game, s, from);
      for (const { action, moves } of ENTRIES) {
        const command: Command = {
          type: 'action.declare',
          side: s.side,
          formationId: f.id,
          action,
          portal: portal.id,
        };
        if (validateCommand(game, command) !== null) continue;
        out.push({
          label: `${f.id} ${action} through the portal ${portal.id}`,
          command,
          considerations: [
            { name: 'objectiveControl', value: Math.max(0.05, reach(from, goal, speed * moves)) },
            // A formation in reserve does nothing for the goals: entering play is worth a lot.
            { name: 'enterPlay', value: 0.9 - 0.1 * (moves - 1) },
            { name: 'roomToMove', value: 0.5 + 0.5 * room },
          ],
        });
      }
    }
  }
  return out;
}

/**
 * The share of twelve ways out of the portal where a unit of the formation could stand just
 * outside its base without standing on another unit (infantry may be crossed, 1.7.2) or off the
 * table: a rough measure of how many units will get out.
 */
function portalRoom(game: GameState, portal: UnitState, formation: FormationState): number {
  const shape = unitShape(game, portal);
  const unit = liveUnits(game, formation)[0];
  if (!shape || !unit || !portal.position) return 0;
  const sheet = datasheetOf(game, unit);
  const fp = sheet.footprint;
  const size = !fp ? 2 : fp.shape === 'circle' ? fp.diameter : Math.max(fp.width, fp.length);
  const reach = (shape.kind === 'circle' ? shape.radius : shape.outerRadius) + size / 2 + 0.5;
  const others = Object.values(game.units).filter(
    (u) => u.id !== portal.id && datasheetOf(game, u).type !== 'INF',
  );
  let open = 0;
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6;
    const at = {
      x: portal.position.x + reach * Math.cos(a),
      y: portal.position.y + reach * Math.sin(a),
    };
    const base = unitShapeAt(sheet, at, portal.facing);
    if (!base || !isWhollyOnTable(base, game.table)) continue;
    if (
      others.some((u) => {
        const o = unitShape(game, u);
        return o !== null && basesOverlap(base, o);
      })
    )
      continue;
    open++;
  }
  return open / 12;
}

/** The objective wanted most that is nearest the portal (the situation's targets). */
function goalFrom(game: GameState, s: Situation, from: Point): Point {
  const wanted = s.targets.slice(0, Math.max(1, s.needed));
  let best: Point | null = null;
  let bestD = Infinity;
  for (const i of wanted) {
    const at = game.objectives[i]?.position;
    if (!at) continue;
    const d = Math.hypot(at.x - from.x, at.y - from.y);
    if (d < bestD) {
      bestD = d;
      best = at;
    }
  }
  return best ?? s.enemyHome;
}

/** How well a formation moving `move` cm from `from` towards `goal` would stand at it. */
function reach(from: Point, goal: Point, move: number): number {
  const d = Math.hypot(goal.x - from.x, goal.y - from.y);
  const f = d > 0 ? Math.min(1, move / d) : 0;
  return objectiveControl(
    { x: from.x + (goal.x - from.x) * f, y: from.y + (goal.y - from.y) * f },
    goal,
  );
}

/**
 * 6.1.6: the next unit out of the portal in an entering move: the formation comes out in a block
 * of rows across its way to the objective, as far along it as every unit's move allows (measured
 * from the portal); once a unit has come out, the others take their places in the same block.
 * Null when no unit is left in the portal (the ordinary move planning takes over) or none
 * finds a way out (it stays, and is lost at the end of the move).
 */
export function portalExitMove(
  game: GameState,
  s: Situation,
  make: (unitId: string, path: readonly Point[]) => Command,
): Command | null {
  const activation = game.turnState.activation;
  const entry = activation?.portal;
  if (!activation || !entry || activation.movesTaken > 0) return null;
  const left = stillInPortal(game);
  if (left.length === 0) return null;
  const portal = game.units[entry.unitId];
  const from = portal?.position;
  if (!from) return null;
  const units = entry.unitIds.filter((id) => game.units[id]?.status === 'deployed');
  const goal = s.goals.get(activation.formationId)?.point ?? goalFrom(game, s, from);
  const dx = goal.x - from.x;
  const dy = goal.y - from.y;
  const len = Math.hypot(dx, dy);
  const dir = len > 0.5 ? { x: dx / len, y: dy / len } : towards(from, s.enemyHome);
  const size = Math.max(
    2,
    ...units.map((id) => {
      const fp = datasheetOf(game, game.units[id]!).footprint;
      if (!fp) return 2;
      return fp.shape === 'circle' ? fp.diameter : Math.max(fp.width, fp.length);
    }),
  );
  const step = size + 1;
  const perRow = Math.max(1, Math.ceil(Math.sqrt(units.length)));
  const speed = Math.min(
    ...units.map((id) => {
      const v = datasheetOf(game, game.units[id]!).speed;
      return typeof v === 'number' ? v : 0;
    }),
  );
  // The blocks the formation might come out in: along its way to the objective or turned off
  // it (what stands beside the portal may bar the way), nearest the objective first.
  const blocks: { spots: Point[]; d: number }[] = [];
  for (const turn of [0, 30, -30, 60, -60, 90, -90, 135, -135, 180]) {
    const a = (turn * Math.PI) / 180;
    const way = {
      x: dir.x * Math.cos(a) - dir.y * Math.sin(a),
      y: dir.x * Math.sin(a) + dir.y * Math.cos(a),
    };
    const across = { x: -way.y, y: way.x };
    for (let r = Math.min(Math.max(len, step), speed - 0.2); r >= step - 0.01; r -= 2) {
      const spots = units.map((_, i) => {
        const col = (i % perRow) - (perRow - 1) / 2;
        const row = Math.floor(i / perRow);
        return {
          x: from.x + way.x * (r - row * step) + across.x * col * step,
          y: from.y + way.y * (r - row * step) + across.y * col * step,
        };
      });
      const c = { x: from.x + way.x * r, y: from.y + way.y * r };
      blocks.push({ spots, d: Math.hypot(goal.x - c.x, goal.y - c.y) });
    }
  }
  blocks.sort((p, q) => p.d - q.d);
  const near = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y) < 0.01;
  const out = units.filter((id) => !left.includes(id));
  const standing = out.map((id) => game.units[id]!.position!);
  // Once a unit is out, the block it stands in; before, the first block every unit can reach.
  // Once a unit is out, the block it stands in; before, the first block every unit can reach,
  // or failing that the one most can (the others stay in the portal and are lost).
  let block = out.length
    ? blocks.find((b) => standing.every((p) => b.spots.some((q) => near(p, q))))
    : undefined;
  if (!out.length) {
    let most = 0;
    for (const b of blocks) {
      const reached = b.spots.filter(
        (q) => validateCommand(game, make(left[0]!, [q])) === null,
      ).length;
      if (reached > most) {
        most = reached;
        block = b;
      }
      if (reached === b.spots.length) break;
    }
  }
  if (!block) return null;
  const free = block.spots.filter((q) => !standing.some((p) => near(p, q)));
  for (const id of left)
    for (const q of free) {
      const command = make(id, [q]);
      if (validateCommand(game, command) === null) return command;
    }
  return null;
}

function towards(from: Point, to: Point): Point {
  const d = Math.hypot(to.x - from.x, to.y - from.y);
  return d > 0 ? { x: (to.x - from.x) / d, y: (to.y - from.y) / d } : { x: 0, y: -1 };
}
