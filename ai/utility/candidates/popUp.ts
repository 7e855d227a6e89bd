import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command } from '../../../engine/netea/commands/schema';
import { modify } from '../../../engine/netea/abilities/registry';
import { withUnits } from '../../../engine/netea/rules/1.2-formations/unitUpdates';
import {
  lineOfFireBetween,
  placedUnits,
  type Placed,
} from '../../../engine/netea/rules/1.9-shooting/geometry';
import { shapeDistance } from '../../../engine/kernel/geometry';
import { counterChargePopUpRefusal } from '../../../engine/netea/rules/2-specialists/popUp';
import type { GameState } from '../../../engine/netea/state/schema';
import { isEnemy } from '../../../engine/netea/rules/1.2-formations/sides';

/** Actions whose shooting a pop-up helps (2.1.13; not sustained fire or marshal). */
const SHOOTING = new Set(['advance', 'double', 'overwatch']);
/** How far to look for targets: beyond this no skimmer weapon of the bundled lists reaches. */
const LOOK = 60;

/**
 * 2.1.13: whether the formation's skimmers should pop up for the declared action: when popped
 * up they would see more enemy units nearby than they see now. A sensible choice, not a plan:
 * it ignores that popping up also lets the enemy see them and triggers overwatch.
 */
export function withPopUp(game: GameState, command: Command): Command {
  if (command.type === 'assault.counterCharge') return counterChargePopUp(game, command);
  if (command.type !== 'action.declare' || !SHOOTING.has(command.action)) return command;
  const skimmers = placedUnits(game, command.formationId).filter((p) =>
    modify('popsUp', { sheet: p.sheet }, false),
  );
  if (skimmers.length === 0) return command;
  const enemies = Object.values(game.formations)
    .filter((f) => isEnemy(game, command.side, f.side))
    .flatMap((f) => placedUnits(game, f.id));
  const ids = skimmers.map((p) => p.unit.id);
  const up = withUnits(game, Object.fromEntries(ids.map((id) => [id, { poppedUp: true }])));
  const seen = (state: GameState, shooters: readonly Placed[]) =>
    enemies.filter((e) =>
      shooters.some(
        (s) =>
          shapeDistance(s.shape, e.shape) <= LOOK &&
          lineOfFireBetween(state, { ...s, unit: state.units[s.unit.id]! }, e).clear,
      ),
    ).length;
  if (seen(up, skimmers) <= seen(game, skimmers)) return command;
  const popped: Command = { ...command, popUp: ids };
  return validateCommand(game, popped) === null ? popped : command;
}

/** Firefight reach (1.12.5): how far a counter-charging skimmer's sight matters. */
const FIREFIGHT = 15;

/**
 * 2.1.13 FAQ: a skimmer counter charging pops up when, where it stops, it would then have a
 * line of fire to more enemy units within firefight reach than it has down.
 */
function counterChargePopUp(
  game: GameState,
  command: Extract<Command, { type: 'assault.counterCharge' }>,
): Command {
  const unit = game.units[command.unitId];
  const end = command.path[command.path.length - 1];
  if (!unit || !end || command.popUp) return command;
  if (counterChargePopUpRefusal(game, unit.id)) return command;
  const enemies = Object.values(game.formations)
    .filter((f) => isEnemy(game, command.side, f.side))
    .flatMap((f) => placedUnits(game, f.id));
  const moved = withUnits(game, { [unit.id]: { position: end } });
  const seen = (poppedUp: boolean) => {
    const state = poppedUp ? withUnits(moved, { [unit.id]: { poppedUp: true } }) : moved;
    const me = placedUnits(state, unit.formationId).find((p) => p.unit.id === unit.id);
    return me
      ? enemies.filter(
          (e) =>
            shapeDistance(me.shape, e.shape) <= FIREFIGHT && lineOfFireBetween(state, me, e).clear,
        ).length
      : 0;
  };
  if (seen(true) <= seen(false)) return command;
  const popped: Command = { ...command, popUp: true };
  return validateCommand(game, popped) === null ? popped : command;
}
