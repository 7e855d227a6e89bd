import type { Side } from '../../../engine/netea/commands/schema';
import { aaWeapons } from '../../../engine/netea/rules/4.1-4.2-aircraft/flak';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';

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
    const enemy = unit.side !== side;
    if (!enemy && !own) continue;
    const sheet = game.datasheets[unit.datasheetId];
    const ranges = sheet ? aaWeapons(sheet).map((w) => w.range) : [];
    if (ranges.length > 0) out.push({ unit, range: Math.max(...ranges), enemy });
  }
  return out;
}
