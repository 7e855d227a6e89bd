import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry';
import { applyCommand, validateCommand } from '../../../engine/netea/commands/apply';
import {
  disembarkDecision,
  proposedDisembark,
} from '../../../engine/netea/rules/4.3-4.4-spacecraft/planetfallDisembark';
import { podsLanded } from '../../../engine/netea/rules/4.3-4.4-spacecraft/dropPods';
import type { GameState } from '../../../engine/netea/state/schema';
import { bombardmentTemplates } from '../../../engine/netea/rules/4.3-4.4-spacecraft/bombardment';
import {
  pinPointAttacks,
  pinPointTarget,
} from '../../../engine/netea/rules/4.3-4.4-spacecraft/pinPoint';
import { startingCapacity } from '../../../engine/netea/rules/3-war-engines/capacity';
import {
  dropZones,
  landers,
  planetfallRiders,
} from '../../../engine/netea/rules/4.3-4.4-spacecraft/planetfall';
import { liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
import { plotOf } from '../../../engine/netea/rules/2-specialists/offTable';
import { sensiblePlotPoint } from './tunnel';
import {
  earliestArrival,
  spacecraftDue,
  spacecraftOf,
  spacecraftSheet,
  turnTaken,
} from '../../../engine/netea/rules/4.3-4.4-spacecraft/schedule';
import {
  spacecraftToSetUp,
  waitsToSetUp,
} from '../../../engine/netea/rules/4.3-4.4-spacecraft/order';
import {
  ownTableEdges,
  type TableSideName,
} from '../../../engine/netea/rules/4.3-4.4-spacecraft/tableEdge';

/**
 * Spacecraft (4.3) for every player: the set-up with its secret bombardment plan, and the
 * operation when the spacecraft is due. The plan is made from the side's own view at set-up
 * (4.3.1: before any ground unit is deployed, so from the deployment zones alone): nothing in it
 * depends on the opponent's secrets, which that view does not hold.
 */

/** 4.3.1: the side's next spacecraft to set up now, if its turn to do so has come. */
export function spacecraftToPlan(game: GameState, side: Side): string | null {
  // Own spacecraft first: a side without spacecraft has nothing to set up; 4.3.1's turns
  // (waitsToSetUp: every player in order of strategy rating) say whether it is his turn.
  const next = spacecraftToSetUp(game, side)[0];
  if (next === undefined || waitsToSetUp(game, side)) return null;
  return next;
}

/** The point of the named table edge nearest `to`. */
export function edgePoint(game: GameState, edge: TableSideName, to: Point): Point {
  const { width, height } = game.table;
  const x = Math.min(width, Math.max(0, to.x));
  const y = Math.min(height, Math.max(0, to.y));
  switch (edge) {
    case 'north':
      return { x, y: 0 };
    case 'south':
      return { x, y: height };
    case 'west':
      return { x: 0, y };
    case 'east':
      return { x: width, y };
  }
}

/** 4.3.1: the first turn from `earliest` no other spacecraft has taken. */
export function firstFreeTurn(game: GameState, earliest: number): number {
  let turn = earliest;
  while (turnTaken(game, turn)) turn += 1;
  return turn;
}

function clamp(game: GameState, p: Point): Point {
  return {
    x: Math.min(game.table.width - 3, Math.max(3, p.x)),
    y: Math.min(game.table.height - 3, Math.max(3, p.y)),
  };
}

/**
 * The utility AI's plan: the spacecraft at its own edge opposite its home, on the first turn it
 * may come; the bombardment where the enemy will stand: its deployment zone on turn 1, a step
 * towards our home for each later turn (the enemy advances), extra templates beside the first
 * along the enemy's line.
 */
export function sensibleSpacecraftPlan(
  game: GameState,
  side: Side,
  formationId: string,
  home: Point,
  enemyHome: Point,
): Command | null {
  const formation = game.formations[formationId];
  const sheet = formation ? spacecraftSheet(game, formation) : undefined;
  const edge = ownTableEdges(game, side)[0];
  if (!sheet || !edge) return null;
  const turn = firstFreeTurn(game, earliestArrival(sheet));
  const advance = Math.min(0.5, 0.15 * (turn - 1));
  const first = clamp(game, {
    x: enemyHome.x + (home.x - enemyHome.x) * advance,
    y: enemyHome.y + (home.y - enemyHome.y) * advance,
  });
  // Along the enemy's line: across the axis from our home to theirs.
  const ax = enemyHome.x - home.x;
  const ay = enemyHome.y - home.y;
  const len = Math.max(Math.hypot(ax, ay), 1);
  const across = { x: -ay / len, y: ax / len };
  const offsets = [0, 14, -14];
  const bombardment = offsets
    .slice(0, bombardmentTemplates(sheet))
    .map((d) => clamp(game, { x: first.x + across.x * d, y: first.y + across.y * d }));
  // 4.4: every formation that can land by planetfall does, by an objective in the enemy half.
  const dropZones = landingFormations(game, side).map((id) => ({
    formationId: id,
    position: sensiblePlotPoint(game, side, home, enemyHome),
  }));
  return {
    type: 'setup.spacecraft',
    side,
    formationId,
    position: edgePoint(game, edge, home),
    facing: 0,
    turn,
    plan: { bombardment, ...(dropZones.length > 0 ? { dropZones } : {}) },
  };
}

/** 4.4: the side's formations off the table that can land by planetfall and have no plot. */
export function landingFormations(game: GameState, side: Side): string[] {
  return Object.values(game.formations)
    .filter(
      (f) =>
        f.side === side &&
        plotOf(game, f.id) === undefined &&
        liveUnits(game, f).every((u) => u.status === 'reserve') &&
        planetfallRiders(game, f) !== null,
    )
    .map((f) => f.id);
}

/** 4.4: every landing formation's units with planetfall in a row 4cm apart through its drop
 * zone (all within 15cm of it), facing `facing`. */
export function landingsFor(game: GameState, side: Side, facing: number) {
  return dropZones(game, side).flatMap((zone) => {
    const formation = game.formations[zone.formationId];
    if (!formation) return [];
    const units = landers(game, formation);
    const start = -((Math.min(units.length, 7) - 1) * 4) / 2;
    return [
      {
        formationId: zone.formationId,
        placements: units.map((u, i) => ({
          unitId: u.id,
          position: clamp(game, { x: zone.position.x + start + (i % 7) * 4, y: zone.position.y }),
          facing,
        })),
      },
    ];
  });
}

/**
 * 4.3.2: the operation of the side's spacecraft due now, if it may act; 4.3.4: every pin-point
 * attack at one enemy war engine, by default the one with the least damage capacity left (the
 * likeliest to fall), or the one `pick` chooses.
 */
export function spacecraftOperation(
  game: GameState,
  side: Side,
  pick?: (targets: readonly string[]) => string,
): Command | null {
  for (const s of spacecraftOf(game)) {
    if (s.side !== side || !spacecraftDue(game, s.formationId)) continue;
    const formation = game.formations[s.formationId];
    const sheet = formation ? spacecraftSheet(game, formation) : undefined;
    const attacks = sheet ? pinPointAttacks(sheet).length : 0;
    const targets = Object.values(game.units)
      .filter((u) => pinPointTarget(game, side, u.id))
      .sort((a, b) => left(game, a.id) - left(game, b.id) || a.id.localeCompare(b.id))
      .map((u) => u.id);
    const target = targets.length === 0 ? undefined : pick ? pick(targets) : targets[0];
    const landings = landingsFor(game, side, side === 0 ? 90 : 270);
    const command: Command = {
      type: 'spacecraft.operate',
      side,
      formationId: s.formationId,
      ...(attacks > 0 && target ? { pinPoints: Array<string>(attacks).fill(target) } : {}),
      // 4.4: whether passengers get out is decided as each formation lands (below).
      ...(landings.length > 0 ? { landings, disembark: 'decide' as const } : {}),
    };
    if (validateCommand(game, command) === null) return command;
  }
  return null;
}

/**
 * 4.4: the utility AI's choice for the passengers of a formation just landed: out at once, where
 * they hold ground and can shoot (nothing aboard shoots, 1.7.5), unless an enemy formation on
 * overwatch could fire at them as they get out (1.10 FAQ): then they stay aboard, to get out at
 * the end of one of their formation's moves. The random player (`coin`) tosses for it.
 */
export function planetfallDisembarkAnswer(
  game: GameState,
  side: Side,
  coin?: () => boolean,
): { command: Command; reason: string } | null {
  const decision = disembarkDecision(game);
  if (!decision || decision.side !== side) return null;
  const stay: Command = {
    type: 'planetfall.disembark',
    side,
    formationId: decision.formationId,
    placements: [],
  };
  const out = proposedDisembark(game, side);
  // The Drop Pod rule: a landed pod's troops must get out; staying aboard is no choice.
  if (out && podsLanded(game, decision.transportIds) && validateCommand(game, out) === null)
    return { command: out, reason: 'out of the drop pods, as they must (Drop Pod)' };
  if (!out || validateCommand(game, out) !== null)
    return { command: stay, reason: 'no room to get out: they stay aboard (4.4)' };
  if (coin)
    return coin()
      ? { command: out, reason: 'out on landing (4.4)' }
      : { command: stay, reason: 'aboard, to get out later (4.4)' };
  const trial = applyCommand(game, out);
  const watched = trial.ok && trial.state.turnState.overwatchWindow !== null;
  return watched
    ? { command: stay, reason: 'enemy overwatch covers the landing: they stay aboard (4.4, 1.10)' }
    : { command: out, reason: 'out on landing, to hold ground and shoot (4.4)' };
}

/** A war engine's damage capacity left. */
function left(game: GameState, unitId: string): number {
  const unit = game.units[unitId]!;
  return startingCapacity(game.datasheets[unit.datasheetId]!) - unit.damage;
}

/**
 * The random player's plan: at a random point of its own edge, on a free turn the spacecraft
 * may come (up to two turns after the earliest), with one to all of its templates anywhere on
 * the table.
 */
export function randomSpacecraftPlan(
  game: GameState,
  side: Side,
  below: (n: number) => number,
  uniform: (lo: number, hi: number) => number,
): Command | null {
  const formationId = spacecraftToPlan(game, side);
  const formation = formationId ? game.formations[formationId] : undefined;
  const sheet = formation ? spacecraftSheet(game, formation) : undefined;
  const edges = ownTableEdges(game, side);
  if (!formationId || !sheet || edges.length === 0) return null;
  const edge = edges[below(edges.length)]!;
  const along = { x: uniform(0, game.table.width), y: uniform(0, game.table.height) };
  const most = bombardmentTemplates(sheet);
  const bombardment = Array.from({ length: most === 0 ? 0 : 1 + below(most) }, () => ({
    x: uniform(0, game.table.width),
    y: uniform(0, game.table.height),
  }));
  const dropZones = landingFormations(game, side).map((id) => ({
    formationId: id,
    position: { x: uniform(0, game.table.width), y: uniform(0, game.table.height) },
  }));
  const command: Command = {
    type: 'setup.spacecraft',
    side,
    formationId,
    position: edgePoint(game, edge, along),
    facing: uniform(0, 360),
    turn: firstFreeTurn(game, earliestArrival(sheet) + below(3)),
    plan: { bombardment, ...(dropZones.length > 0 ? { dropZones } : {}) },
  };
  return validateCommand(game, command) === null ? command : null;
}
