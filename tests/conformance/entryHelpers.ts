import type { Command, Side } from '../../engine/netea/commands/schema';
import type { UnitDatasheet } from '../../engine/netea/data';
import type { GameState } from '../../engine/netea/state/schema';

/**
 * Situations for units entering play (1.4.2, 2.1.17): the start of turn 2, strategy phase,
 * nothing rolled, with some units off the table.
 */
export function atTurnStart(s: GameState, offTable: readonly string[], turn = 2): GameState {
  const units = { ...s.units };
  for (const id of offTable) units[id] = { ...units[id]!, status: 'reserve', position: null };
  return {
    ...s,
    units,
    turn,
    phase: 'strategy',
    turnState: {
      ...s.turnState,
      strategyTotals: null,
      strategyWinner: null,
      firstSide: null,
      activeSide: null,
    },
  };
}

/** Units given a test datasheet (carried in the state, as a save carries its datasheets). */
export function withSheet(
  s: GameState,
  sheet: UnitDatasheet,
  unitIds: readonly string[],
): GameState {
  const units = { ...s.units };
  for (const id of unitIds) units[id] = { ...units[id]!, datasheetId: sheet.id };
  return { ...s, units, datasheets: { ...s.datasheets, [sheet.id]: sheet } };
}

/** The formation's units placed in a row along y from x, `gap` cm apart (centres). */
export function teleportRow(
  side: Side,
  formationId: string,
  unitIds: readonly string[],
  x: number,
  y: number,
  gap = 5,
  aboard?: { unitId: string; transportId: string }[],
): Command {
  return {
    type: 'teleport.place',
    side,
    formationId,
    placements: unitIds.map((unitId, i) => ({
      unitId,
      position: { x: x + i * gap, y },
      facing: 90,
    })),
    ...(aboard ? { aboard } : {}),
  };
}
