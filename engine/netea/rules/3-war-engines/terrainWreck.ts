import type { Dice } from '../../../kernel/dice';
import type { Shape } from '../../../kernel/geometry';
import type { GameState } from '../../state/schema';
import type { ShootingEvent } from '../1.9-shooting/events';
import type { Placed } from '../1.9-shooting/geometry';
import { explodeAround } from './blastLosses';
import type { Damage } from './damage';

/**
 * 3.1 FAQ with 3.2.3: a war engine that fails a dangerous terrain test takes a point of damage
 * and checks for a critical hit. What that critical does around it (an explosion that destroys
 * it, a chart's attack on the units in base contact) is resolved as for any other cause
 * (blastLosses.ts), centred where the war engine is along its move (`at`): where it was lost,
 * or where it failed the test and went on, not where the move began.
 */
export function blastsOnTheMove(
  state: GameState,
  dice: Dice,
  damage: Damage,
  at: Shape,
  events: { push(event: ShootingEvent): unknown },
): GameState {
  const there = (source: Placed): Placed => ({
    ...source,
    unit: { ...source.unit, position: { x: at.cx, y: at.cy }, facing: at.facing },
    shape: at,
  });
  const moved: Damage = {
    ...damage,
    ...(damage.explosion
      ? { explosion: { ...damage.explosion, source: there(damage.explosion.source) } }
      : {}),
    ...(damage.attacks
      ? { attacks: damage.attacks.map((a) => ({ ...a, source: there(a.source) })) }
      : {}),
  };
  const sink = {
    push: (...e: ShootingEvent[]) => {
      for (const x of e) events.push(x);
      return e.length;
    },
  };
  return explodeAround(state, dice, moved, sink);
}
