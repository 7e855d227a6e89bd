import { continueWith } from '../../flow/steps';
import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { PLAIN_TEST_RULES, type Modifier } from '../../../kernel/dice/toHit';
import { refusal } from '../../../kernel/result';
import type { FormationState, GameState } from '../../state/schema';
import { formationOf, liveUnits, withFormation } from '../1.2-formations/formations';
import { unitsNearEnemy } from '../1.12-assaults/withdrawal';
import { needsRally, nextRallySide } from './rallyOrder';

export { needsRally, nextRallySide, pendingRallies } from './rallyOrder';
import { modify } from '../../abilities/registry';
import { rerollFailedTest } from '../2-specialists/initiativeRerolls';
import { formationWorth } from '../3-war-engines/capacity';

/**
 * 1.14.1 Rallying Formations: in the end phase every formation with Blast markers or broken
 * must take a rally test, one at a time, the players taking turns starting with the player with
 * the higher strategy rating (equal ratings: the winner of this turn's strategy roll starts).
 */
export const RALLY_ENEMY_RANGE = 30;

export const rally: CommandHandler<CommandOf<'end.rally'>> = {
  validate(state, command) {
    if (state.phase !== 'end') {
      return refusal('flow/wrong-phase', '1.14.1', 'Formations rally in the end phase.');
    }
    if (state.turnState.withdrawal) {
      return refusal('flow/not-now', '1.13.3', 'A broken formation is withdrawing first.');
    }
    if (state.turnState.overwatchWindow || state.turnState.attack) {
      return refusal('flow/not-now', '1.10', 'Overwatch fire at the withdrawal comes first.');
    }
    // 4.2.6: the disengagement moves come before any ground formation rallies.
    if (state.aircraft?.step || Object.keys(state.aircraft?.flights ?? {}).length > 0) {
      return refusal('flow/not-now', '4.2.6', 'Aircraft disengage before any formation rallies.');
    }
    const formation = state.formations[command.formationId];
    if (!formation)
      return refusal(
        'command/unknown-formation',
        '-',
        `There is no formation "${command.formationId}".`,
      );
    if (formation.side !== command.side) {
      return refusal(
        'command/not-your-formation',
        '-',
        `${formation.name} belongs to your opponent.`,
      );
    }
    if (!needsRally(state, formation)) {
      return refusal(
        'rally/not-needed',
        '1.14.1',
        `${formation.name} has no Blast markers to rally from, or has rallied.`,
      );
    }
    if (nextRallySide(state) !== command.side) {
      return refusal(
        'rally/not-your-turn',
        '1.14.1',
        'The players take turns to rally; it is your opponent\u2019s turn.',
      );
    }
    return null;
  },
  apply(state, command, { dice, events }) {
    const formation = formationOf(state, command.formationId);
    const modifiers: Modifier[] = [];
    if (formation.broken)
      modifiers.push({ value: -2, reason: 'formation is broken', section: '1.14.1' });
    if (unitsNearEnemy(state, [formation.id], RALLY_ENEMY_RANGE).length > 0) {
      modifiers.push({ value: -1, reason: 'enemy units within 30cm', section: '1.14.1' });
    }
    // Army rules may add to the test (seed 001 5.5.2 Mob Rule).
    modifiers.push(...modify('rallyTestModifiers', { state, formation }, []));
    const purpose = `rally test: ${formation.name}`;
    const roll = dice.test(
      1,
      formation.initiative,
      modifiers,
      { purpose, section: '1.14.1', formationId: formation.id },
      PLAIN_TEST_RULES,
    );
    let passed = roll.successes === 1;
    // 2.1.15: a failed test may be re-rolled (supreme commanders).
    const again = passed
      ? null
      : rerollFailedTest(state, formation, command.reroll, dice, { purpose, modifiers });
    if (again) {
      state = again.state;
      passed = again.passed;
    }
    let updated: FormationState = formation;
    if (passed) {
      // 3.2.4: a broken war engine counts as carrying its starting damage capacity in markers.
      const units = formationWorth(
        state,
        liveUnits(state, formation).map((u) => u.id),
      );
      // A broken formation that rallies counts as having as many Blast markers as units, and
      // removes half (rounding fractions up, "Rounding" 1.14.2); a last marker goes too. Army
      // rules may let it keep more (They Shall Know No Fear, seed 001 5.5.1).
      const markers = formation.broken ? units : formation.blastMarkers;
      const halved = markers <= 1 ? 0 : markers - Math.ceil(markers / 2);
      const kept = formation.broken
        ? modify('rallyBlastMarkers', { state, formation, units }, halved)
        : halved;
      // 2.1.8: abilities may remove more on a successful rally (leaders).
      const extra = modify('extraBlastMarkersRemoved', { state, formation }, 0);
      const remaining = Math.max(0, kept - extra);
      updated = { ...formation, broken: false, blastMarkers: remaining };
      events.push({
        type: 'rally/passed',
        formationId: formation.id,
        blastMarkers: remaining,
        section: '1.14.1',
      });
    } else {
      // Broken formations that fail must withdraw (1.13.3); unbroken ones keep their markers.
      events.push({
        type: 'rally/failed',
        formationId: formation.id,
        broken: formation.broken,
        section: '1.14.1',
      });
    }
    const next: GameState = withFormation(
      {
        ...state,
        turnState: {
          ...state.turnState,
          rallied: [...state.turnState.rallied, formation.id],
          // 6.1.4: a broken formation that rallies neither captures nor contests this end phase
          // (recorded in tournament games only, so other games keep their states and hashes).
          ...(state.tournament && formation.broken && !updated.broken
            ? { ralliedFromBroken: [...(state.turnState.ralliedFromBroken ?? []), formation.id] }
            : {}),
        },
      },
      updated,
    );
    if (updated.broken) {
      // 1.14.1: a broken formation that fails "must make a withdrawal" (1.13.3); the rallies go
      // on when it is done (1.14.1 FAQ: even if it withdrew in the action phase).
      return continueWith(next, {
        kind: 'formations-broke',
        side: formation.side,
        formationIds: [formation.id],
        mandatory: true,
        then: 'rallies',
        otherwise: { kind: 'rally-taken' },
      });
    }
    return continueWith(next, { kind: 'rally-taken' });
  },
};
