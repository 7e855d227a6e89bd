import type { Side } from '../../commands/primitives';
import { isEnemy } from '../1.2-formations/sides';
import { ZOC_RANGE, shapesWithin, type Shape } from '../../../kernel/geometry';
import { modify } from '../../abilities/registry';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShape } from '../1.2-formations/battlefield';

/** 1.7.3: 5cm from the model, unless an ability says otherwise (scouts, 2.1.12). */
export function zocRange(sheet: UnitDatasheet): number {
  return modify('zoneOfControlRange', { sheet }, ZOC_RANGE);
}

/** A unit that exerts a zone of control, with its base. */
export interface ZocSource {
  readonly unit: UnitState;
  readonly shape: Shape;
  readonly range: number;
}

/**
 * The enemy units (of the side other than `side`) that exert a zone of control: those on the
 * table with a base. Transported units have none (1.7.5 FAQ: status 'embarked', off the table);
 * units contacted by engaging units lose theirs (1.7.3, 1.12.3; `zocLost`). Aircraft and
 * spacecraft are not ground units and have no base standing on the table here. Broken units
 * keep theirs (1.13.2 FAQ).
 */
export function enemyZocSources(
  state: GameState,
  side: number,
  zocLost: readonly string[] = [],
): ZocSource[] {
  const out: ZocSource[] = [];
  for (const unit of Object.values(state.units)) {
    // 5.3.11.2: a team-mate's units exert no zone of control on friends.
    if (!isEnemy(state, side as Side, unit.side) || zocLost.includes(unit.id)) continue;
    const sheet = datasheetOf(state, unit);
    if (sheet.type === 'AC' || sheet.type === 'SC') continue;
    const shape = unitShape(state, unit);
    if (shape) out.push({ unit, shape, range: zocRange(sheet) });
  }
  return out;
}

/** Whether a base stands in the source's zone of control (exactly 5cm is inside: 1.7.3 FAQ). */
export function inZocOf(shape: Shape, source: ZocSource): boolean {
  return shapesWithin(shape, source.shape, source.range);
}

/** The enemy units in whose zone of control the unit now stands (1.7.3). */
export function zonesOfControlHolding(
  state: GameState,
  unit: UnitState,
  zocLost: readonly string[] = [],
): string[] {
  const shape = unitShape(state, unit);
  if (!shape) return [];
  return enemyZocSources(state, unit.side, zocLost)
    .filter((s) => inZocOf(shape, s))
    .map((s) => s.unit.id);
}
