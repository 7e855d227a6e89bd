import { shapesWithin } from '../../../kernel/geometry';
import type { Dice } from '../../../kernel/dice';
import type { GameEvent } from '../../events';
import type { GameState } from '../../state/schema';
import { placedUnit, placedUnits } from '../1.9-shooting/geometry';
import { isWarEngine } from './capacity';
import { damageWarEngine } from './damage';
import { explodeAround } from './blastLosses';

/** 1.13.3: the distance from the enemy a withdrawing unit must end beyond. */
const WITHDRAWAL_DANGER = 15;

/** Enemy units on the table within 15cm of the unit. */
export function enemiesWithin(state: GameState, unitId: string, range = WITHDRAWAL_DANGER): number {
  const me = placedUnit(state, unitId);
  if (!me) return 0;
  let n = 0;
  for (const f of Object.values(state.formations)) {
    if (f.side === me.unit.side) continue;
    for (const e of placedUnits(state, f.id)) if (shapesWithin(me.shape, e.shape, range)) n++;
  }
  return n;
}

/**
 * 3.2.4: a war engine caught within 15cm of the enemy after its withdrawal is not destroyed:
 * it "suffers one extra point of damage (no save allowed) for each enemy unit that is within
 * 15cm", with a critical check for each. Splits `caught` into the war engines, damaged here,
 * and the other units, which the caller destroys as 1.13.3 says.
 */
export function damageCaughtWarEngines(
  state: GameState,
  caught: readonly string[],
  dice: Dice,
  events: GameEvent[],
): { state: GameState; others: string[] } {
  let s = state;
  const others: string[] = [];
  for (const id of caught) {
    const unit = s.units[id];
    if (!unit || !isWarEngine(s.datasheets[unit.datasheetId]!)) {
      others.push(id);
      continue;
    }
    const points = enemiesWithin(s, id);
    if (points === 0) continue;
    const d = damageWarEngine(s, dice, id, points, {
      cause: 'enemy within 15cm after withdrawing',
      section: '3.2.4',
    });
    s = d.state;
    events.push(...d.events);
    s = explodeAround(s, dice, d, events);
  }
  return { state: s, others };
}
