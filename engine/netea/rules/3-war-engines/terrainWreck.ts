import type { Dice } from '../../../kernel/dice';
import type { Shape } from '../../../kernel/geometry';
import type { GameState } from '../../state/schema';
import type { ShootingEvent } from '../1.9-shooting/events';
import { explode } from './blastLosses';
import type { Damage } from './damage';

/**
 * 3.1 FAQ with 3.2.3: a war engine that fails a dangerous terrain test takes a point of damage
 * and checks for a critical hit; where that critical destroys it with an explosion ("Explosion",
 * "Massive Explosion"), the blast is resolved as for any other cause (blastLosses.ts), centred
 * where the war engine was lost along its move (`at`), not where the move began.
 */
export function explodeWhereLost(
  state: GameState,
  dice: Dice,
  damage: Damage,
  at: Shape,
  events: { push(event: ShootingEvent): unknown },
): GameState {
  if (!damage.explosion) return state;
  const { source, blast } = damage.explosion;
  const where = {
    ...source,
    unit: { ...source.unit, position: { x: at.cx, y: at.cy }, facing: at.facing },
    shape: at,
  };
  const sink = {
    push: (...e: ShootingEvent[]) => {
      for (const x of e) events.push(x);
      return e.length;
    },
  };
  return explode(state, dice, where, blast, 'critical', sink);
}
