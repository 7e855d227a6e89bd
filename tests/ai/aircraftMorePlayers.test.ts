import { describe, expect, it } from 'vitest';
import { validateCommand } from '../../engine/netea/commands/apply';
import type { Command } from '../../engine/netea/commands/schema';
import { pendingDecision, startChart } from '../../engine/netea/flow/game';
import type { GameState } from '../../engine/netea/state/schema';
import { aircraftAnswer } from '../../ai/utility/candidates/aircraft';
import { createPlayer } from '../../ai/registry';
import { STRAIGHT_IN } from '../netea/rules/4.2-aircraft/airGame';
import { onCap, teamAirGame, threeAirGame } from '../netea/rules/4.2-aircraft/moreAirPlayers';
import { go } from '../conformance/helpers';

/** 4.2, 4.2.4 with seed 001 5.3.11: the computer answers CAP and flak for whichever player the
 * engine asks. */
const groundAttack: Command = {
  type: 'aircraft.mission',
  side: 0,
  formationId: 'fb',
  mission: 'ground-attack',
  approach: STRAIGHT_IN,
};

function answerOf(game: GameState): Command {
  const pending = pendingDecision(startChart(game));
  expect(pending.kind).toBe('aircraft');
  return aircraftAnswer(game, pending, pending.sides[0]!);
}

describe('the computer’s flak and CAP with more than two players (4.2, 4.2.4, seed 001 5.3.11)', () => {
  it('4.2.4: each enemy in turn fires his own in-range flak; the team-mate’s Hydra never', () => {
    const three = go(threeAirGame(), groundAttack, 6).state;
    const first = answerOf(three);
    expect(first).toEqual({ type: 'aircraft.flak', side: 1, unitIds: ['bat4'] });
    const after = go(three, first, 1, 1).state;
    const second = answerOf(after);
    expect(second).toEqual({ type: 'aircraft.flak', side: 2, unitIds: ['hy1'] });
    expect(validateCommand(after, second)).toBeNull();

    const team = go(teamAirGame(), groundAttack, 6).state;
    const enemy2 = answerOf(team);
    expect(enemy2).toEqual({ type: 'aircraft.flak', side: 1, unitIds: ['bat4'] });
    const enemy4 = answerOf(go(team, enemy2, 1, 1).state);
    expect(enemy4).toEqual({ type: 'aircraft.flak', side: 3, unitIds: ['hz1'] });
  });

  it('4.2: the asked enemy intercepts with his own CAP, a legal command', () => {
    const s = go(onCap(threeAirGame(), 'tb', { x: 0, y: 60 }), groundAttack, 6).state;
    const answer = answerOf(s);
    expect(answer).toMatchObject({ type: 'aircraft.intercept', side: 2, formationId: 'tb' });
    expect(validateCommand(s, answer)).toBeNull();
  });

  it.each(['random', 'ai:hard'])(
    '4.2.4: the %s player answers the flak for the player asked, legally',
    (id) => {
      const s = go(go(threeAirGame(), groundAttack, 6).state, {
        type: 'aircraft.flak',
        side: 1,
        unitIds: [],
      }).state;
      const pending = pendingDecision(startChart(s));
      expect(pending.sides).toEqual([2]);
      const { command } = createPlayer(id, 5).decide(s, pending, 2);
      expect(command).toMatchObject({ type: 'aircraft.flak', side: 2 });
      expect(validateCommand(s, command)).toBeNull();
    },
  );
});
