import { BY_PORTAL } from '../6.1-tournament/state';
import { modify } from '../../abilities/registry';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { FormationState, GameState, UnitState } from '../../state/schema';
import { datasheetOf } from '../1.2-formations/battlefield';
import { liveUnits } from '../1.2-formations/formations';
import { spacesFor } from '../1.7-movement/transports';
import { carriedSheet } from './characters';
import type { Plot } from './plotState';

/**
 * Formations kept off the table to enter play at the start of a turn (1.4.2): who may stay off
 * and who is waiting now. Kept apart from the placing rules so that set-up (1.15) and the order
 * of start-of-turn effects (1.4.2) can ask without importing them.
 */

/** 2.1.17: whether the unit itself teleports. */
export function teleports(sheet: UnitDatasheet): boolean {
  return modify('teleports', { sheet }, false);
}

/** 2.1.17 FAQ: the formation's units with teleport and a transport capacity. */
export function teleportingTransports(state: GameState, units: readonly UnitState[]): UnitState[] {
  return units.filter((u) => {
    const sheet = datasheetOf(state, u);
    return teleports(sheet) && sheet.transport !== undefined;
  });
}

/**
 * 2.1.17: a formation whose units all have teleport may be kept off the table; 2.1.17 FAQ: so may
 * one whose units without it could ride in its transports with it (those that find no room
 * are destroyed when it teleports in).
 */
export function entersPlayAtTurnStart(state: GameState, formation: FormationState): boolean {
  const units = liveUnits(state, formation);
  const carriers = teleportingTransports(state, units);
  const can =
    units.length > 0 &&
    units.some((u) => teleports(datasheetOf(state, u))) &&
    units.every((u) => {
      const sheet = datasheetOf(state, u);
      return (
        teleports(sheet) ||
        carriers.some((c) => {
          const carrier = datasheetOf(state, c).transport;
          return carrier !== undefined && spacesFor(carrier, carriedSheet(state, u)) !== null;
        })
      );
    });
  return modify('entersPlayAtTurnStart', { state, formation }, can);
}

/** Formations of a side waiting off the table to teleport in (2.1.17). */
export function waitingToTeleport(state: GameState, side: number): FormationState[] {
  return Object.values(state.formations).filter((f) => {
    if (f.side !== side) return false;
    const units = liveUnits(state, f);
    return (
      units.length > 0 &&
      units.every((u) => u.status === 'reserve') &&
      // 6.1.6 FAQ: the means of entry is the one declared with the reserve.
      state.tournament?.reserves[f.id] !== BY_PORTAL &&
      entersPlayAtTurnStart(state, f)
    );
  });
}

/** 2.1.23: whether the unit itself tunnels. */
export function tunnels(sheet: UnitDatasheet): boolean {
  return modify('tunnels', { sheet }, false);
}

/**
 * 2.1.23: "Formations where all of the units have tunneler (or are transported in units that
 * have the ability) may be kept off the table": every unit tunnels, and the others all find room
 * in the formation's tunnelers (each given the first with room, in the formation's order).
 */
export function tunnelsIn(state: GameState, formation: FormationState): boolean {
  return ridersAboard(state, formation, tunnels) !== null;
}

/**
 * 2.1.23, 4.4: a formation that enters play in its units with an ability (`carries`): each other
 * unit given the first of them with room, in the formation's order; the riders' carriers by
 * unit id, or null when there is no carrier or a unit finds no room.
 */
export function ridersAboard(
  state: GameState,
  formation: FormationState,
  carries: (sheet: UnitDatasheet) => boolean,
): Map<string, string> | null {
  const units = liveUnits(state, formation);
  const carriers = units.filter((u) => carries(datasheetOf(state, u)));
  if (carriers.length === 0) return null;
  const used = new Map<string, number>();
  const aboard = new Map<string, string>();
  for (const u of units) {
    if (carriers.includes(u)) continue;
    const sheet = datasheetOf(state, u);
    const carrier = carriers.find((c) => {
      const transport = datasheetOf(state, c).transport;
      const spaces = transport ? spacesFor(transport, sheet) : null;
      return (
        transport !== undefined &&
        spaces !== null &&
        (used.get(c.id) ?? 0) + spaces <= transport.capacity
      );
    });
    if (!carrier) return null;
    const transport = datasheetOf(state, carrier).transport!;
    used.set(carrier.id, (used.get(carrier.id) ?? 0) + (spacesFor(transport, sheet) ?? 0));
    aboard.set(u.id, carrier.id);
  }
  return aboard;
}

/** 2.1.21: whether the unit makes planetfall by itself, without a spacecraft. */
export function selfPlanetfalls(sheet: UnitDatasheet): boolean {
  return modify('selfPlanetfalls', { sheet }, false);
}

/** 2.1.21, 4.4: the formation's riders by their carriers, when it can make a self planetfall
 * (every unit has the ability or rides in one that does); else null. */
export function selfPlanetfallRiders(
  state: GameState,
  formation: FormationState,
): Map<string, string> | null {
  return ridersAboard(state, formation, selfPlanetfalls);
}

/** 2.1.23: the formation's secret plot, in a view that holds it (view.ts). */
export function plotOf(state: GameState, formationId: string): Plot | undefined {
  return (state.plots ?? []).find((p) => p.formationId === formationId);
}

/** Whether every live unit of the formation is still off the table. */
function allOff(state: GameState, formation: FormationState): boolean {
  const units = liveUnits(state, formation);
  return units.length > 0 && units.every((u) => u.status === 'reserve');
}

/** 2.1.23: formations of a side that must surface now, at the start of their plotted turn. */
export function tunnelsDue(state: GameState, side: number): FormationState[] {
  return (state.plots ?? []).flatMap((p) => {
    const f = state.formations[p.formationId];
    return p.side === side && p.kind === 'tunnel' && p.turn === state.turn && f && allOff(state, f)
      ? [f]
      : [];
  });
}

/** 1.15, 2.1.17, 2.1.23: a formation kept off the table whole, to enter play later: it could
 * teleport in, or it tunnels and its surfacing has been plotted. */
export function keptOffTable(state: GameState, formation: FormationState): boolean {
  if (formation.unitIds.some((id) => state.units[id]?.status === 'deployed')) return false;
  return (
    entersPlayAtTurnStart(state, formation) ||
    // 4.3.1: a spacecraft set up at its table edge stays off the table, and 4.4 a formation
    // with a drop zone plotted lands by planetfall.
    (state.spacecraft ?? []).some((s) => s.formationId === formation.id) ||
    plotOf(state, formation.id)?.kind === 'drop-zone' ||
    // 2.1.21: so does one with its landing point plotted for a self planetfall.
    plotOf(state, formation.id)?.kind === 'landing-zone' ||
    (tunnelsIn(state, formation) && plotOf(state, formation.id) !== undefined)
  );
}
