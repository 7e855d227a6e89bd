import type { Side } from '../../../engine/netea/commands/schema';
import { aaWeapons } from '../../../engine/netea/rules/4.1-4.2-aircraft/flak';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';
import { isEnemy } from '../../../engine/netea/rules/1.2-formations/sides';

/**
 * 4.2.4: the flak range of each unit on the table with an AA weapon, from its datasheet (the
 * engine's own reading of AA values), to draw as a ring while an approach is planned.
 */
export interface FlakRing {
  readonly unit: UnitState;
  /** The longest AA range, measured from the unit's base (1.9.2: edge to edge). */
  readonly range: number;
  readonly enemy: boolean;
}

export function flakRings(game: GameState, side: Side, own: boolean): FlakRing[] {
  const out: FlakRing[] = [];
  for (const unit of Object.values(game.units)) {
    if (unit.status !== 'deployed' || !unit.position) continue;
    // Seed 001 5.3.11.2-3: a team-mate's flak never fires at the side's aircraft.
    const enemy = isEnemy(game, side, unit.side);
    if (!enemy && !own) continue;
    const sheet = game.datasheets[unit.datasheetId];
    const ranges = sheet ? aaWeapons(sheet).map((w) => w.range) : [];
    if (ranges.length > 0) out.push({ unit, range: Math.max(...ranges), enemy });
  }
  return out;
}
