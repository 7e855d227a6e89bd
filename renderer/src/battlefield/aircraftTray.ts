import type { Side } from '../../../engine/netea/commands/schema';
import { isAircraftFormation } from '../../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import type { GameState } from '../../../engine/netea/state/schema';
import { sidesOf } from '../../../engine/netea/rules/1.2-formations/sides';

/**
 * 4.2: what the tray beside the table shows of each side's aircraft formations, which are kept
 * off the table and come on only for their mission: each formation's state this turn, from the
 * engine's aircraft state.
 */
export type TrayStatus = 'ready' | 'flying' | 'flown' | 'cap' | 'landed';

export interface TrayEntry {
  readonly formationId: string;
  readonly name: string;
  /** Aircraft left in the formation. */
  readonly aircraft: number;
  readonly blastMarkers: number;
  readonly status: TrayStatus;
}

function status(game: GameState, formationId: string, activated: boolean): TrayStatus {
  const air = game.aircraft;
  if (air?.landed?.includes(formationId)) return 'landed';
  if (air?.flights[formationId]) return 'flying';
  if (air?.cap?.[formationId]?.turn === game.turn) return 'cap';
  return activated ? 'flown' : 'ready';
}

/** Each side's aircraft formations that still have an aircraft, by name, indexed by side. */
export function aircraftTray(game: GameState): readonly TrayEntry[][] {
  const of = (side: Side): TrayEntry[] =>
    Object.values(game.formations)
      .filter((f) => f.side === side && isAircraftFormation(game, f))
      .map((f) => ({
        formationId: f.id,
        name: f.name,
        aircraft: f.unitIds.filter((id) => {
          const u = game.units[id];
          return u !== undefined && u.status !== 'destroyed';
        }).length,
        blastMarkers: f.blastMarkers,
        status: status(game, f.id, f.activated),
      }))
      .filter((e) => e.aircraft > 0)
      .sort((a, b) => a.name.localeCompare(b.name));
  return sidesOf(game).map(of);
}
