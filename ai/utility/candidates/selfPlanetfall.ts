import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry';
import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Action, FormationState, GameState } from '../../../engine/netea/state/schema';
import { liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
import {
  plotOf,
  selfPlanetfallRiders,
  selfPlanetfalls,
} from '../../../engine/netea/rules/2-specialists/offTable';
import { landingDue } from '../../../engine/netea/rules/2-specialists/landingDue';
import { ownSpacecraftTurn } from '../../../engine/netea/rules/2-specialists/landingZone';
import {
  DROP_ZONE_SPREAD,
  landers,
} from '../../../engine/netea/rules/4.3-4.4-spacecraft/planetfall';

/**
 * Self planetfall (2.1.21) for every player, from its own side's view (which holds its own
 * plots only): which formations may still be plotted, the plot itself and, on the plotted turn,
 * the landing: the units with the ability placed about the landing point, the action declared.
 */

/** 2.1.21: a formation of the side, off the table, that may land by self planetfall and has no
 * plot yet. */
export function unplottedLanders(game: GameState, side: Side): FormationState[] {
  return Object.values(game.formations).filter(
    (f) =>
      f.side === side &&
      plotOf(game, f.id) === undefined &&
      liveUnits(game, f).every((u) => u.status === 'reserve') &&
      selfPlanetfallRiders(game, f) !== null,
  );
}

/** 2.1.21: the plot at a point on `turn`, or the first turn after it that the side's own
 * spacecraft leaves free (only an enemy spacecraft may share it). */
export function landingPlotAt(
  game: GameState,
  side: Side,
  formationId: string,
  at: Point,
  turn: number,
): Command {
  let t = Math.max(1, turn);
  while (ownSpacecraftTurn(game, side, t)) t += 1;
  return {
    type: 'setup.plot',
    side,
    kind: 'landing-zone',
    formationId,
    plot: { position: clamp(game, at), turn: t },
  };
}

/** 2.1.21: the side's formations due to land now (this side's view holds their plots). */
export function landersDue(game: GameState, side: Side): FormationState[] {
  return Object.values(game.formations).filter(
    (f) => f.side === side && !f.activated && landingDue(game, f.id) !== undefined,
  );
}

/**
 * 2.1.21: the formation lands with `action` declared: its units with self planetfall in a row
 * 4cm apart through the landing point (`spread` moves each point, kept within 15cm of it),
 * facing `facing`; null when that is not legal.
 */
export function selfPlanetfallCommand(
  game: GameState,
  side: Side,
  formation: FormationState,
  action: Exclude<Action, 'hold'>,
  facing: number,
  spread: (p: Point) => Point = (p) => p,
): Command | null {
  const plot = landingDue(game, formation.id);
  if (!plot) return null;
  const units = landers(game, formation, selfPlanetfalls);
  const start = -((Math.min(units.length, 7) - 1) * 4) / 2;
  const placements = units.map((u, i) => {
    const row = {
      x: plot.position.x + start + (i % 7) * 4,
      y: plot.position.y + Math.floor(i / 7) * 4,
    };
    return { unitId: u.id, position: within(plot.position, clamp(game, spread(row))), facing };
  });
  const command: Command = {
    type: 'planetfall.self',
    side,
    formationId: formation.id,
    action,
    placements,
    // 2.1.21: whether the units aboard get out on landing is decided once landed.
    disembark: 'decide',
  };
  return validateCommand(game, command) === null ? command : null;
}

/** The point pulled back to within the 15cm of 4.4 about the landing point. */
function within(centre: Point, p: Point): Point {
  const d = Math.hypot(p.x - centre.x, p.y - centre.y);
  if (d <= DROP_ZONE_SPREAD - 0.5) return p;
  const k = (DROP_ZONE_SPREAD - 0.5) / d;
  return { x: centre.x + (p.x - centre.x) * k, y: centre.y + (p.y - centre.y) * k };
}

function clamp(game: GameState, p: Point): Point {
  const m = 5;
  return {
    x: Math.min(game.table.width - m, Math.max(m, p.x)),
    y: Math.min(game.table.height - m, Math.max(m, p.y)),
  };
}
