import type { Side } from '../../commands/primitives';
import type { GameState, UnitState } from '../../state/schema';
import { enemySides } from '../1.2-formations/sides';

/**
 * 4.5.1, 4.5.2: the training scenarios' "Imperial player" who wins by keeping the targets: the
 * enemy of the attacker whose units the targets are. With two players the one opponent. Our
 * reading for more players: the one enemy owning the targets; with targets of several enemies
 * (or none), no single defender (null: the game is a draw), since none kept them alone.
 */
export function targetsDefender(
  state: GameState,
  attacker: Side,
  isTarget: (u: UnitState) => boolean,
): Side | null {
  const enemies = enemySides(state, attacker);
  if (enemies.length === 1) return enemies[0] ?? null;
  const owners = enemies.filter((s) =>
    Object.values(state.units).some((u) => u.side === s && isTarget(u)),
  );
  return owners.length === 1 ? (owners[0] ?? null) : null;
}
