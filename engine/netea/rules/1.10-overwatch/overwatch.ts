import type { Side } from '../../commands/primitives';
import { continueWith, isContinued } from '../../flow/steps';
import { popDown } from '../2-specialists/popUp';
import { eligibleOverwatchers, overwatchSides, overwatchTargetFor } from './window';
import { isEnemy } from '../1.2-formations/sides';
import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { refusal } from '../../../kernel/result';
import { withFormation } from '../1.2-formations/formations';
import { defaultFirePlan, validateFirePlan } from '../1.9-shooting/rollToHit';
import { resolveAttack } from '../1.9-shooting/commands';
import { shootingOptions } from '../1.9-shooting/options';

/**
 * 1.10 Overwatch: "A formation that is on overwatch may choose to shoot immediately after an
 * enemy formation completes a move or unloads troops, and before the target either shoots or
 * assaults." It must shoot at the formation that triggered it; once it has fired it is no longer
 * on overwatch, and shooting in the turn after it went on overwatch counts as its action.
 * The window (window.ts) opens after a move, an unloading, a charge move or a
 * withdrawal; the side that may fire is the opponent of the formation that moved, which is not
 * always the side whose turn it is (a defender losing an assault withdraws during the
 * attacker's action; broken formations withdraw in the end phase).
 */
function windowRefusal(state: Parameters<CommandHandler['validate']>[0], side: Side) {
  const window = state.turnState.overwatchWindow;
  // A formation broken by overwatch fire withdraws before anyone else fires (1.13.3).
  if (!window || state.turnState.attack || state.turnState.withdrawal) {
    return refusal(
      'overwatch/no-trigger',
      '1.10',
      'Overwatch fire answers an enemy move that has just been completed.',
    );
  }
  const moving = state.formations[window.formationId];
  if (!moving || !isEnemy(state, moving.side, side)) {
    return refusal(
      'overwatch/not-yours',
      '1.10',
      'Only the opponent of the moving formation may fire on overwatch.',
    );
  }
  // Seed 001 5.3.11.1: with more players each enemy is asked in turn.
  if (state.players.length > 2 && overwatchSides(state)[0] !== side)
    return refusal(
      'overwatch/not-your-turn',
      'seed 001 5.3.11.1',
      'The players with formations on overwatch answer this move in turn: it is not yours now.',
    );
  return null;
}

export const overwatchFire: CommandHandler<CommandOf<'overwatch.fire'>> = {
  validate(state, command) {
    const flow = windowRefusal(state, command.side);
    if (flow) return flow;
    const window = state.turnState.overwatchWindow!;
    const formation = state.formations[command.formationId];
    if (!formation || formation.side !== command.side) {
      return refusal('command/not-your-formation', '-', 'Choose one of your own formations.');
    }
    if (!formation.overwatch)
      return refusal(
        'overwatch/not-on-overwatch',
        '1.10',
        `${formation.name} is not on overwatch.`,
      );
    const target = eligibleOverwatchers(state, window.formationId).includes(formation.id)
      ? overwatchTargetFor(state, formation.id, window.formationId)
      : null;
    if (!target) {
      return refusal(
        'overwatch/cannot-shoot',
        '1.10',
        `${formation.name} cannot shoot at the formation that moved.`,
      );
    }
    const options = shootingOptions(state, formation.id, target, { action: null });
    if (!options.ok) return options.error;
    return command.plan ? validateFirePlan(options.value, command.plan) : null;
  },
  apply(state, command, { dice, events }) {
    const window = state.turnState.overwatchWindow!;
    const formation = state.formations[command.formationId]!;
    // 1.10 FAQ: of a combined assault, the formation closest to the one on overwatch.
    const target = overwatchTargetFor(state, formation.id, window.formationId);
    if (!target) throw new Error('validated overwatch fire vanished');
    const options = shootingOptions(state, formation.id, target, { action: null });
    if (!options.ok) throw new Error('validated overwatch fire vanished');
    events.push({
      type: 'overwatch/fired',
      formationId: formation.id,
      targetFormationId: target,
      section: '1.10',
    });
    // It is no longer on overwatch; firing in the following turn is its action for that turn.
    const next = withFormation(state, { ...formation, overwatch: false, activated: true });
    const fired = resolveAttack(
      next,
      dice,
      events,
      options.value,
      command.plan ?? defaultFirePlan(options.value, state),
      true,
    );
    // 2.1.13: skimmers on overwatch pop down once they have made their overwatch attack.
    return isContinued(fired)
      ? continueWith(popDown(fired.state, formation.id), fired.then)
      : popDown(fired, formation.id);
  },
};

export const overwatchPass: CommandHandler<CommandOf<'overwatch.pass'>> = {
  validate(state, command) {
    return windowRefusal(state, command.side);
  },
  apply(state, command) {
    const window = state.turnState.overwatchWindow!;
    if (state.players.length > 2) {
      // Seed 001 5.3.11.1: the window stays open for the next enemy who could still fire.
      const passed = [...(window.passed ?? []), command.side];
      const next = {
        ...state,
        turnState: { ...state.turnState, overwatchWindow: { ...window, passed } },
      };
      if (overwatchSides(next).length > 0) return next;
    }
    return continueWith(state, { kind: 'overwatch-fired', passed: true });
  },
};
