import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { isRefusal, ownFormation } from '../2-specialists/entering';
import {
  FIRST_TURN,
  earliestArrival,
  spacecraftEntry,
  spacecraftOf,
  spacecraftSheet,
  turnTaken,
} from './schedule';
import { bombardmentTemplates } from './bombardment';
import { touchesOwnEdge } from './tableEdge';
import { waitsToSetUp } from './order';
import { planetfallRiders } from './planetfall';
import { liveUnits } from '../1.2-formations/formations';
import { landingPlottedFor } from '../2-specialists/landingZone';

/**
 * 4.3.1 Planning Spacecraft Operations: before any ground unit is deployed, each spacecraft is
 * set up touching its side's table edge and its turn of arrival declared openly; its
 * bombardment points are written down secretly (plots of kind 'bombardment', which the other
 * side's view never holds). 2.1.19: a slow and steady spacecraft arrives on turn 3 or later.
 */

function anyGroundUnitDeployed(state: GameState): boolean {
  return Object.values(state.units).some((u) => u.status === 'deployed' || u.status === 'embarked');
}

export const setUpSpacecraft: CommandHandler<CommandOf<'setup.spacecraft'>> = {
  validate(state, command) {
    if (state.phase !== 'setup')
      return refusal(
        'flow/wrong-phase',
        '4.3.1',
        'Spacecraft are set up at the start of the battle.',
      );
    if (state.setup.finished[command.side])
      return refusal('setup/deployment-finished', '1.15.1', 'You have already finished deploying.');
    const formation = ownFormation(state, command);
    if (isRefusal(formation)) return formation;
    const sheet = spacecraftSheet(state, formation);
    if (!sheet)
      return refusal('spacecraft/not-spacecraft', '4.3', `${formation.name} is not a spacecraft.`);
    if (spacecraftEntry(state, formation.id))
      return refusal(
        'spacecraft/already-set-up',
        '4.3.1',
        `${formation.name} has already been set up.`,
      );
    if (spacecraftOf(state).some((s) => s.side === command.side))
      return refusal(
        'spacecraft/one-per-army',
        '4.3',
        'Neither side may include more than one spacecraft in its army.',
      );
    if (anyGroundUnitDeployed(state))
      return refusal(
        'spacecraft/after-deployment',
        '4.3.1',
        'Spacecraft are set up before any ground units are deployed.',
      );
    if (waitsToSetUp(state, command.side))
      return refusal(
        'spacecraft/order',
        '4.3.1',
        'The player with the higher strategy rating sets up his spacecraft first; then you take turns.',
      );
    if (!touchesOwnEdge(state, command.side, command.position))
      return refusal(
        'spacecraft/table-edge',
        '4.3.1',
        'A spacecraft is set up touching your own table edge.',
      );
    const earliest = earliestArrival(sheet);
    if (command.turn < earliest)
      // 2.1.19: only slow and steady puts the earliest turn later than the first.
      return earliest > FIRST_TURN
        ? refusal(
            'spacecraft/slow-and-steady',
            '2.1.19',
            `${sheet.name} is slow and steady: it may not arrive before turn ${earliest}.`,
          )
        : refusal('spacecraft/too-early', '4.3.1', 'Choose a turn from the first turn onwards.');
    if (turnTaken(state, command.turn))
      return refusal(
        'spacecraft/turn-taken',
        '4.3.1',
        `Another spacecraft arrives on turn ${command.turn}: only one may travel over the battlefield each turn.`,
      );
    // 2.1.21: a self planetfall shares its turn with an enemy spacecraft only.
    if (landingPlottedFor(state, command.side, command.turn))
      return refusal(
        'spacecraft/turn-taken-by-landing',
        '2.1.21',
        `A self planetfall of yours lands on turn ${command.turn}: your spacecraft may not arrive then.`,
      );
    if (!command.plan)
      return refusal('plot/hidden', '4.3.1', 'Write down where the bombardment will fall.');
    const points = command.plan.bombardment;
    const most = bombardmentTemplates(sheet);
    if (points.length > most)
      return most === 0
        ? refusal(
            'spacecraft/no-bombardment',
            '4.3.3',
            `${sheet.name} cannot carry out an orbital bombardment.`,
          )
        : refusal(
            'spacecraft/too-many-templates',
            '4.3.3',
            `The bombardment of ${sheet.name} may not have more templates than ${most}.`,
          );
    const { width, height } = state.table;
    const zones = command.plan.dropZones ?? [];
    if (
      [...points, ...zones.map((z) => z.position)].some(
        (p) => p.x < 0 || p.y < 0 || p.x > width || p.y > height,
      )
    )
      return refusal(
        'spacecraft/off-table',
        '4.3.1',
        'Bombardment points and drop zones must be on the table.',
      );
    for (const zone of zones) {
      const landing = ownFormation(state, { side: command.side, formationId: zone.formationId });
      if (isRefusal(landing)) return landing;
      if (zones.filter((z) => z.formationId === zone.formationId).length > 1)
        return refusal('planetfall/one-drop-zone', '4.3.1', `${landing.name} has one drop zone.`);
      if (
        planetfallRiders(state, landing) === null ||
        liveUnits(state, landing).some((u) => u.status !== 'reserve')
      )
        return refusal(
          'planetfall/cannot-land',
          '4.4',
          `${landing.name} cannot land by planetfall: every unit must have planetfall or ride in one that does, all off the table.`,
        );
    }
    return null;
  },
  apply(state, command, { events }) {
    events.push({
      type: 'spacecraft/set-up',
      side: command.side,
      formationId: command.formationId,
      position: command.position,
      turn: command.turn,
      section: '4.3.1',
    });
    const points = command.plan?.bombardment ?? [];
    return {
      ...state,
      spacecraft: [
        ...spacecraftOf(state),
        {
          side: command.side,
          formationId: command.formationId,
          position: command.position,
          facing: command.facing,
          turn: command.turn,
          done: false,
        },
      ],
      plots: [
        ...(state.plots ?? []),
        ...points.map((position) => ({
          side: command.side,
          kind: 'bombardment' as const,
          formationId: command.formationId,
          position,
          turn: command.turn,
        })),
        // 4.4: the drop zones, by the formation that lands there.
        ...(command.plan?.dropZones ?? []).map((z) => ({
          side: command.side,
          kind: 'drop-zone' as const,
          formationId: z.formationId,
          position: z.position,
          turn: command.turn,
        })),
      ],
    };
  },
};
