import { modify } from '../../abilities/registry';
import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { PLAIN_TEST_RULES, type Modifier } from '../../../kernel/dice/toHit';
import { refusal } from '../../../kernel/result';
import { continueWith } from '../../flow/steps';
import type { GameState } from '../../state/schema';
import { aerospaceActivation } from '../4.1-4.2-aircraft/aerospace';
import { formationOf, withFormation } from '../1.2-formations/formations';
import { inActionPhase, isRetaining, mayRetain } from '../1.4-1.6-sequence-and-actions/actions';
import { isRefusal, ownFormation } from '../2-specialists/entering';
import { withPlots } from '../2-specialists/plots';
import { resolveBombardment } from './bombardment';
import { pinPointAttacks, pinPointTarget, resolvePinPoints } from './pinPoint';
import { landingsRefusal } from './planetfall';
import { beginLanding } from './planetfallDisembark';
import {
  nextFreeTurn,
  spacecraftDue,
  spacecraftEntry,
  spacecraftOf,
  spacecraftSheet,
} from './schedule';

/**
 * 4.3.2 Carrying Out The Operation: in the action phase the spacecraft is activated in the
 * normal sequence and takes an action test as any formation does (1.6.2, 1.6.3). Passed, it
 * makes its orbital bombardment at the plotted points (4.3.3), and its model is removed;
 * failed, it is delayed to the next turn no other spacecraft has taken. 4.3.2 FAQ: the
 * formations it attacked are checked for breaking after its attacks.
 */

export const operateSpacecraft: CommandHandler<CommandOf<'spacecraft.operate'>> = {
  validate(state, command) {
    const flow = inActionPhase(state, command.side);
    if (flow) return flow;
    const formation = ownFormation(state, command);
    if (isRefusal(formation)) return formation;
    const entry = spacecraftEntry(state, formation.id);
    if (!entry)
      return refusal('spacecraft/not-spacecraft', '4.3', `${formation.name} is not a spacecraft.`);
    if (entry.done)
      return refusal(
        'spacecraft/departed',
        '4.3.2',
        `${formation.name} has carried out its operation and left.`,
      );
    if (!spacecraftDue(state, formation.id) || formation.activated)
      return refusal(
        'spacecraft/not-due',
        '4.3.1',
        `${formation.name} arrives on turn ${entry.turn}.`,
      );
    const targets = command.pinPoints ?? [];
    if (targets.length > 0) {
      const sheet = spacecraftSheet(state, formation);
      const most = sheet ? pinPointAttacks(sheet).length : 0;
      if (targets.length > most)
        return refusal(
          'spacecraft/pin-points',
          '4.3.4',
          most === 0
            ? `${formation.name} has no pin-point attacks.`
            : `${formation.name} has ${most} pin-point attacks, not ${targets.length}.`,
        );
      const wrong = targets.find((id) => !pinPointTarget(state, command.side, id));
      if (wrong !== undefined)
        return refusal(
          'spacecraft/pin-point-target',
          '4.3.4',
          'Pin-point attacks may be made on enemy war engines on the table only.',
        );
    }
    // 4.4: every formation with a drop zone lands with the operation.
    const landing = landingsRefusal(state, command.side, command.landings ?? []);
    if (landing) return landing;
    if (isRetaining(state, command.side) && !mayRetain(state, command.side))
      return state.turnState.lastActivation?.retained
        ? refusal(
            'action/retain-twice',
            '1.6.3',
            'You cannot retain the initiative twice in a row.',
          )
        : refusal(
            'action/retain-after-failure',
            '1.6.3',
            'You may only retain the initiative after a successful action.',
          );
    return null;
  },
  apply(state, command, { dice, events }) {
    const formation = formationOf(state, command.formationId);
    const sheet = spacecraftSheet(state, formation);
    if (!sheet) throw new Error('validated spacecraft vanished');
    const retained = isRetaining(state, command.side);
    // 4.3.2: "take an action test for the spacecraft as you would for any other formation".
    const modifiers: Modifier[] = [];
    if (retained)
      modifiers.push({ value: -1, reason: 'retaining the initiative', section: '1.6.3' });
    modifiers.push(
      ...modify('actionTestModifiers', { state, formation, action: 'spacecraft' }, []),
    );
    const roll = dice.test(
      1,
      formation.initiative,
      modifiers,
      {
        purpose: `action test: ${formation.name} (spacecraft)`,
        section: '4.3.2',
        formationId: formation.id,
      },
      PLAIN_TEST_RULES,
    );
    const passed = roll.successes === 1;
    let next: GameState = withFormation(state, { ...formation, activated: true, action: 'hold' });
    next = {
      ...next,
      turnState: {
        ...next.turnState,
        // No move, no other shooting.
        activation: aerospaceActivation(formation.id, passed, retained, true),
      },
    };
    if (!passed) {
      // 4.3.2: delayed to the next turn, or the first free one after it.
      const turn = nextFreeTurn(next, state.turn, formation.id);
      events.push({
        type: 'spacecraft/delayed',
        formationId: formation.id,
        turn,
        section: '4.3.2',
      });
      return continueWith(
        {
          ...next,
          spacecraft: spacecraftOf(next).map((s) =>
            s.formationId === formation.id ? { ...s, turn } : s,
          ),
          plots: (next.plots ?? []).map((p) =>
            (p.formationId === formation.id && p.kind === 'bombardment') ||
            (p.side === command.side && p.kind === 'drop-zone')
              ? { ...p, turn }
              : p,
          ),
        },
        { kind: 'action-over' },
      );
    }
    // 4.3.2 FAQ, step 1: the pin-point attacks (at the targets picked with the table in view)
    // and the bombardment, whose secret points are revealed as it falls.
    let attacked: readonly string[] = [];
    if (command.pinPoints?.length) {
      const struck = resolvePinPoints(next, dice, sheet, command.pinPoints);
      events.push(...struck.events);
      next = struck.state;
      attacked = struck.attacked;
    }
    const mine = (next.plots ?? []).filter(
      (p) => p.formationId === formation.id && p.kind === 'bombardment',
    );
    const centres = mine.map((p) => p.position);
    if (centres.length > 0) {
      const reveal = {
        type: 'spacecraft/bombardment' as const,
        formationId: formation.id,
        centres,
        points: 0,
        section: '4.3.3',
      };
      events.push(reveal);
      const fired = resolveBombardment(next, dice, sheet, centres);
      // The points are known only once any dice for them are rolled.
      events[events.indexOf(reveal)] = { ...reveal, points: fired.points };
      events.push(...fired.events);
      next = fired.state;
      attacked = [...new Set([...attacked, ...fired.attacked])];
    }
    next = withPlots(
      next,
      (next.plots ?? []).filter((p) => !mine.includes(p)),
    );
    // 4.3.2 FAQ, step 2: the formations landing by planetfall, in the order given, each player
    // deciding whether passengers get out as each lands; then step 3, the break checks, and
    // the spacecraft leaves (planetfallDisembark.ts).
    return beginLanding(
      next,
      formation.id,
      command.landings ?? [],
      command.disembark === 'decide',
      attacked,
      dice,
      events,
    );
  },
};
