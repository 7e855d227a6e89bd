import { isEnemy } from '../1.2-formations/sides';
import type { Side } from '../../commands/primitives';
import { continueWith, type Applied, type FlowStep } from '../../flow/steps';
import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import type { Dice } from '../../../kernel/dice';
import type { GameEvent } from '../../events';
import { refusal, type Refusal } from '../../../kernel/result';
import type { Activation, Attack, GameState } from '../../state/schema';
import { actingRefusal, movesFirst, mustMove } from '../1.4-1.6-sequence-and-actions/obligations';
import { findCrossfire } from '../1.11-crossfire/crossfire';
import {
  isMacroHit,
  rollToHit,
  validateFirePlan,
  defaultFirePlan,
  type HitGroup,
} from './rollToHit';
import {
  allocationProblem,
  applyAllocation,
  beginShooting,
  checkAllocation,
  finishShooting,
} from './shooting';
import { hittable, shootingOptions, weaponAbilities, type ShootingOptions } from './options';
import { placedPassengers, withPlacedPassengers } from '../2-specialists/macroWeaponPassengers';
import { recordFiring } from '../2-specialists/reloading';
import type { WeaponAbilityId } from '../../data/schema/weaponAbility';
import { aimedTargets, isMixed, type Aim } from '../3-war-engines/aim';

/**
 * The shooting commands (1.9): the active formation declares its target and fire plan; the
 * dice are rolled; the defender allocates the hits (a decision of his, 1.9.6), first the normal
 * hits and then the macro-weapon hits; the target breaks or not once the attack is resolved.
 */

/** 1.6.1: the actions that shoot, and when. */
export function shootingRefusal(state: GameState, side: Side): Refusal | null {
  const acting = actingRefusal(state, side, '1.9', 'shoot');
  if (acting) return acting;
  const activation = state.turnState.activation as Activation;
  if (activation.shot)
    return refusal(
      'shooting/already-shot',
      '1.9',
      'The formation has already shot in this action.',
    );
  switch (activation.action) {
    case 'advance':
    case 'double':
      // "Make one (two) moves and then shoot" (1.6.1): the moves come first.
      return movesFirst(state);
    case 'sustained-fire':
      return null;
    case 'marshal':
    case 'hold':
      // Shooting instead of moving: not while the formation owes a move (1.2.1, 1.7.3).
      return activation.movesTaken > 0
        ? refusal(
            'shooting/moved-instead',
            '1.6.1',
            `A ${activation.action} action moves or shoots, not both.`,
          )
        : mustMove(state, activation.formationId);
    default:
      return refusal(
        'shooting/action-does-not-shoot',
        '1.6.1',
        `A ${activation.action} action does not shoot.`,
      );
  }
}

function optionsFor(state: GameState, command: CommandOf<'shoot.declare'>) {
  const activation = state.turnState.activation;
  if (!activation) throw new Error('validated activation vanished');
  return shootingOptions(state, activation.formationId, command.targetFormationId, {
    action: activation.action,
    ...(command.suppressed ? { suppressedChoice: command.suppressed } : {}),
  });
}

export const shoot: CommandHandler<CommandOf<'shoot.declare'>> = {
  validate(state, command) {
    const flow = shootingRefusal(state, command.side);
    if (flow) return flow;
    const target = state.formations[command.targetFormationId];
    if (!target)
      return refusal(
        'command/unknown-formation',
        '-',
        `There is no formation "${command.targetFormationId}".`,
      );
    // Seed 001 5.3.11.2: a team-mate's formation is friendly, no target.
    if (!isEnemy(state, command.side, target.side))
      return refusal('shooting/not-enemy', '1.9.1', 'Pick an enemy formation as the target.');
    const options = optionsFor(state, command);
    if (!options.ok) return options.error;
    if (command.aimAt && !isMixed(state, command.targetFormationId))
      return refusal(
        'shooting/not-mixed',
        '3.2.1',
        'Only attacks on a formation of both war engines and other units are directed at one or the other.',
      );
    const plan = command.plan ?? defaultFirePlan(options.value, state);
    if (plan.orders.length === 0) {
      return refusal(
        'shooting/nothing-to-fire',
        '1.9.2',
        'None of the formation\u2019s weapons can fire at that target.',
      );
    }
    return validateFirePlan(options.value, plan);
  },
  apply(state, command, { dice, events }) {
    const activation = state.turnState.activation;
    const options = optionsFor(state, command);
    if (!activation || !options.ok) throw new Error('validated shooting vanished');
    const plan = command.plan ?? defaultFirePlan(options.value, state);
    // Shooting ends the formation's moves (1.6.1: "move and then shoot").
    const next: GameState = {
      ...state,
      turnState: {
        ...state.turnState,
        activation: { ...activation, shot: true },
      },
    };
    return resolveAttack(
      next,
      dice,
      events,
      options.value,
      plan,
      false,
      command.chosenTargets,
      command.aimAt,
    );
  },
};

/** Steps I and II of 1.9.3 for any attack (an action's or overwatch fire): the Blast marker for
 * coming under fire, the crossfire check, the to-hit rolls; then the allocation waits. */
export function resolveAttack(
  state: GameState,
  dice: Dice,
  events: GameEvent[],
  options: ShootingOptions,
  plan: Parameters<typeof rollToHit>[3],
  overwatch: boolean,
  /** 2.1.14: the attacker's choice for the hits it allocates. */
  attackerChoice?: readonly string[],
  /** 3.2.1: what the attacks on a formation of war engines and others are directed at. */
  aim?: Aim,
): Applied {
  const begun = beginShooting(state, dice, options);
  events.push(...begun.events);
  let next = begun.state;
  const line = findCrossfire(next, options.formationId, options.targetFormationId);
  if (line) {
    events.push({
      type: 'shooting/crossfire',
      formationId: options.formationId,
      targetFormationId: options.targetFormationId,
      fromUnitId: line.fromUnitId,
      toUnitId: line.toUnitId,
      section: '1.11',
    });
  }
  const rolled = rollToHit(next, dice, options, plan);
  // 2.2.7, 2.2.8: the weapons that fired, for those that reload or fire once.
  next = recordFiring(
    next,
    plan.orders.flatMap((o) => {
      const w = options.weapons.find((x) => x.key === o.weaponKey);
      return w ? [{ key: w.key, abilities: weaponAbilities(w) }] : [];
    }),
  );
  events.push(...rolled.events);
  const mixed = isMixed(next, options.targetFormationId);
  const hits = rolled.hits
    .filter((h) => h.count > 0)
    .map((h) => (mixed ? { ...h, eligible: aimedTargets(next, h.eligible, aim) } : h));
  const attack: Attack = {
    formationId: options.formationId,
    targetFormationId: options.targetFormationId,
    overwatch,
    shooters: [...options.shooters],
    hits: hits.map((h) => ({
      type: h.type,
      count: h.count,
      abilities: [...h.abilities],
      eligible: [...h.eligible],
      ...(h.damage !== undefined ? { damage: h.damage } : {}),
    })),
    stage: hits.some((h) => !isMacroHit(h)) ? 'normal' : 'macro',
    crossfire: line !== null,
    earlierKill: false,
    ...(attackerChoice ? { attackerChoice: [...attackerChoice] } : {}),
  };
  next = { ...next, turnState: { ...next.turnState, attack } };
  return hits.length === 0 ? endAttack(next, events) : next;
}

function attackOptions(state: GameState, attack: Attack): ShootingOptions {
  const activation = state.turnState.activation;
  const recomputed = shootingOptions(state, attack.formationId, attack.targetFormationId, {
    action: attack.overwatch ? null : (activation?.action ?? null),
  });
  if (recomputed.ok) return { ...recomputed.value, shooters: attack.shooters };
  // Every target unit in reach may be gone by the macro stage: nothing is left to allocate to.
  return {
    formationId: attack.formationId,
    targetFormationId: attack.targetFormationId,
    suppression: { count: 0, eligible: [], suppressed: [], choice: null },
    shooters: attack.shooters,
    weapons: [],
    cover: {},
    coverChoices: [],
    baseModifiers: [],
  };
}

function hitGroups(attack: Attack): HitGroup[] {
  return attack.hits.map((h) => ({ ...h, abilities: h.abilities as WeaponAbilityId[] }));
}

function problemOf(state: GameState, attack: Attack) {
  return allocationProblem(state, attackOptions(state, attack), hitGroups(attack), attack.stage);
}

/** 1.9.6: the allocation the defender makes now (its hit groups, distances and the default),
 * for the view's allocation control; null when no attack waits. */
export function pendingAllocation(state: GameState) {
  const attack = state.turnState.attack;
  return attack ? problemOf(state, attack) : null;
}

export const allocateHits: CommandHandler<CommandOf<'hits.allocate'>> = {
  validate(state, command) {
    const attack = state.turnState.attack;
    if (!attack) return refusal('flow/not-now', '1.9.6', 'There are no hits to allocate.');
    const defender = state.formations[attack.targetFormationId]?.side;
    if (defender !== command.side) {
      return refusal(
        'shooting/not-defender',
        '1.9.6',
        'The player whose formation was hit allocates the hits.',
      );
    }
    if (!command.allocation) return null;
    const problem = problemOf(state, attack);
    return checkAllocation(problem, command.allocation);
  },
  apply(state, command, { dice, events }) {
    const attack = state.turnState.attack;
    if (!attack) throw new Error('validated attack vanished');
    const options = attackOptions(state, attack);
    const problem = problemOf(state, attack);
    const allocation = command.allocation ?? problem.defaultAllocation;
    const applied = applyAllocation(
      state,
      dice,
      options,
      problem,
      allocation,
      {
        crossfire: attack.crossfire,
        earlierKill: attack.earlierKill,
        ...(attack.attackerChoice ? { attackerChoice: attack.attackerChoice } : {}),
      },
      events,
    );
    if (!applied.ok) throw new Error(`validated allocation refused: ${applied.error.code}`);
    events.push(...applied.events);
    let next = applied.state;
    const earlierKill = attack.earlierKill || applied.kills > 0;
    const macroLeft =
      attack.stage === 'normal' &&
      attack.hits.some((h) =>
        isMacroHit({ type: h.type, abilities: h.abilities as WeaponAbilityId[] }),
      );
    if (macroLeft) {
      // 2.2.6 FAQ: passengers placed from a transport the normal hits destroyed may take them.
      const placed = placedPassengers(applied.events);
      const typeOf = (id: string) => next.datasheets[next.units[id]?.datasheetId ?? '']?.type;
      const hits = attack.hits.map((h) =>
        isMacroHit({ type: h.type, abilities: h.abilities as WeaponAbilityId[] })
          ? {
              ...h,
              eligible: withPlacedPassengers(next, h.eligible, placed, (id) =>
                hittable(h.type, typeOf(id) ?? ''),
              ),
            }
          : h,
      );
      return {
        ...next,
        turnState: { ...next.turnState, attack: { ...attack, hits, stage: 'macro', earlierKill } },
      };
    }
    next = { ...next, turnState: { ...next.turnState, attack: { ...attack, earlierKill } } };
    return endAttack(next, events);
  },
};

/** Step IV of 1.9.3: once the attack is resolved the target may break (1.9.7); the shooting
 * formation's action then ends, except a marshal action, which regroups next (1.6.1). */
function endAttack(state: GameState, events: GameEvent[]): Applied {
  const attack = state.turnState.attack;
  if (!attack) return state;
  const broken = finishShooting(state, attackOptions(state, attack));
  events.push(...broken.events);
  const next: GameState = {
    ...broken.state,
    turnState: { ...broken.state.turnState, attack: null },
  };
  const activation = next.turnState.activation;
  // 1.13.3: a formation broken by the attack may withdraw at once; what the attack interrupted
  // goes on afterwards.
  const afterwards: FlowStep | null = attack.overwatch
    ? { kind: 'overwatch-fired', passed: false }
    : !activation || activation.action === 'marshal'
      ? null
      : { kind: 'action-over' };
  const target = next.formations[attack.targetFormationId];
  if (target && broken.events.some((e) => e.type === 'formation/broken')) {
    const then = attack.overwatch
      ? 'after-overwatch'
      : activation?.action === 'marshal'
        ? 'continue-action'
        : 'close-activation';
    return continueWith(next, {
      kind: 'formations-broke',
      side: target.side,
      formationIds: [target.id],
      mandatory: false,
      then,
      otherwise: afterwards,
    });
  }
  return afterwards ? continueWith(next, afterwards) : next;
}
