import { isEnemy } from '../1.2-formations/sides';
import { continueWith, type FlowStep } from '../../flow/steps';
import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { resolveBarrage } from './barrage';
import { barrageWeapons, validateBarragePlacement } from './barragePlacement';
import { checkBreaks } from '../1.13-broken-formations/breaking';
import { findCrossfire } from '../1.11-crossfire/crossfire';
import { shootingRefusal } from './commands';
import { shootingOptions, type ShootingOptions } from './options';
import type { WeaponAbilityId } from '../../data/schema/weaponAbility';

/**
 * 1.9.8 Barrages as a command: the formation's barrage weapons fire one barrage at templates
 * the player places; every unit under them is attacked, friend or foe; each formation attacked
 * may break once the barrage is resolved (1.9.7). A formation fires one barrage a turn and no
 * other shots (1.9.8: "a formation may only fire one barrage per turn").
 */
function optionsFor(state: GameState, command: CommandOf<'shoot.barrage'>) {
  const activation = state.turnState.activation;
  if (!activation) throw new Error('validated activation vanished');
  const options = shootingOptions(state, activation.formationId, command.targetFormationId, {
    action: activation.action,
    ...(command.indirect ? { indirect: true } : {}),
  });
  if (!options.ok || !command.abilities?.length) return options;
  return { ok: true as const, value: barrageUsing(options.value, command.abilities) };
}

const narrowed = new WeakMap<ShootingOptions, Map<string, ShootingOptions>>();

/**
 * 1.9.8 FAQ: a barrage that uses a weapon ability is fired by the weapons that have it only
 * ("those barrage weapons that don't have the special ability may not fire in the barrage, nor
 * may they fire a separate barrage"): the options narrowed to those weapons' modes.
 */
export function barrageUsing(
  options: ShootingOptions,
  abilities: readonly WeaponAbilityId[],
): ShootingOptions {
  const key = [...abilities].sort().join(',');
  let forOptions = narrowed.get(options);
  const known = forOptions?.get(key);
  if (known) return known;
  const weapons = options.weapons.flatMap((w) => {
    const modes = w.modes.filter((m) => abilities.every((a) => m.abilities.includes(a)));
    return modes.length > 0 ? [{ ...w, modes }] : [];
  });
  const value = { ...options, weapons };
  if (!forOptions) narrowed.set(options, (forOptions = new Map()));
  forOptions.set(key, value);
  return value;
}

export const barrage: CommandHandler<CommandOf<'shoot.barrage'>> = {
  validate(state, command) {
    const flow = shootingRefusal(state, command.side);
    if (flow) return flow;
    const target = state.formations[command.targetFormationId];
    if (!target) {
      return refusal(
        'command/unknown-formation',
        '-',
        `There is no formation "${command.targetFormationId}".`,
      );
    }
    // Seed 001 5.3.11.2: a team-mate's formation is friendly, no target.
    if (!isEnemy(state, command.side, target.side)) {
      return refusal('shooting/not-enemy', '1.9.1', 'Pick an enemy formation as the target.');
    }
    const options = optionsFor(state, command);
    if (!options.ok) return options.error;
    if (command.abilities?.length && barrageWeapons(state, options.value).length === 0)
      return refusal(
        'barrage/no-weapon-with-ability',
        '1.9.8',
        `No barrage weapon of the formation has ${command.abilities.join(' and ')}.`,
      );
    return validateBarragePlacement(state, options.value, command.centres);
  },
  apply(state, command, { dice, events }) {
    const activation = state.turnState.activation;
    const options = optionsFor(state, command);
    if (!activation || !options.ok) throw new Error('validated barrage vanished');
    const crossfire =
      findCrossfire(state, activation.formationId, command.targetFormationId) !== null;
    const fired = resolveBarrage(state, dice, options.value, command.centres, crossfire);
    events.push(...fired.events);
    let next: GameState = {
      ...fired.state,
      turnState: {
        ...fired.state.turnState,
        activation: { ...activation, shot: true },
      },
    };
    // 1.9.7: formations attacked break, if they do, once the barrage is resolved.
    const attacked = new Set(
      fired.events.flatMap((e) =>
        e.type === 'blast/markers-placed' || e.type === 'blast/panic-hits' ? [e.formationId] : [],
      ),
    );
    const breaks = checkBreaks(next, attacked);
    events.push(...breaks.events);
    next = breaks.state;
    const brokenNow = breaks.broken;
    const then = activation.action === 'marshal' ? 'continue-action' : 'close-activation';
    // 1.13.3: the target's side may withdraw the formations the barrage broke.
    const targetSide = next.formations[command.targetFormationId]?.side;
    const theirs = brokenNow.filter((id) => next.formations[id]?.side === targetSide);
    const afterwards: FlowStep | null = then === 'continue-action' ? null : { kind: 'action-over' };
    if (targetSide !== undefined && theirs.length > 0) {
      return continueWith(next, {
        kind: 'formations-broke',
        side: targetSide,
        formationIds: theirs,
        mandatory: false,
        then,
        otherwise: afterwards,
      });
    }
    return afterwards ? continueWith(next, afterwards) : next;
  },
};
