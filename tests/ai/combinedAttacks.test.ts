import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../ai/registry';
import { createRandomPlayer } from '../../ai/random';
import { partnersAreTeamMates } from '../../ai/sideInvariants';
import { playerSeed, simulate } from '../../ai/simulate';
import type { Side } from '../../engine/netea/commands/schema';
import type { GameEvent } from '../../engine/netea/events';
import { startChart } from '../../engine/netea/flow/game';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { createScenarioSetup, TEAM_BATTLE_SIMULTANEOUS } from '../../engine/netea/scenarios';
import type { GameState } from '../../engine/netea/state/schema';
import { go, placeUnit } from '../conformance/helpers';
import { declareWith, teamSituation } from '../conformance/5.3-scenarios/combinedFixture';

/** Seed 001 5.3.11.3: the computer players and combined fire and assaults of team-mates. */
const asked = (s: GameState, action: 'engage' | 'sustained-fire') =>
  go(s, declareWith(action)).state;

function answerOf(s: GameState) {
  const pending = pendingDecision(startChart(s));
  expect(pending.kind).toBe('team-join');
  return createPlayer('ai:hard', 1).decide(s, pending, 2).command;
}

describe('5.3.11.3 combined attacks and the AI', () => {
  it('5.3.11.3: the utility AI joins an assault its formation can take part in, and declines one it cannot', () => {
    expect(answerOf(asked(teamSituation(), 'engage'))).toEqual({
      type: 'team.join',
      side: 2,
      accept: true,
    });
    // b far north-east: no enemy within a charge and 15cm of it.
    let far = teamSituation();
    for (const [id, x] of [
      ['b1', 150],
      ['b2', 155],
      ['b3', 160],
    ] as const)
      far = placeUnit(far, id, x, 5);
    expect(answerOf(asked(far, 'engage'))).toMatchObject({ accept: false });
    // Nor do its missile launchers (45cm) reach the Orks from there: it declines fire too.
    expect(answerOf(asked(far, 'sustained-fire'))).toMatchObject({ accept: false });
    expect(answerOf(asked(teamSituation(), 'sustained-fire'))).toMatchObject({ accept: true });
  });

  it('5.3.11.3: random players propose combined attacks and answer them both ways; the invariants hold', () => {
    const answers: boolean[] = [];
    let joinedAttacks = 0;
    for (const seed of [1, 2, 3]) {
      const setup = createScenarioSetup(TEAM_BATTLE_SIMULTANEOUS, { seed });
      if (!setup.ok) throw new Error(setup.error.join('\n'));
      const players = [0, 1, 2, 3].map((side) =>
        createRandomPlayer(playerSeed(seed, side as Side)),
      );
      const outcome = simulate(setup.value, players, {
        checkInvariants: true,
        onEvents: (events: readonly GameEvent[], game: GameState) => {
          for (const e of events) if (e.type === 'team/join-answered') answers.push(e.accept);
          // A declaration carried out with partners that agreed (and passed its test).
          if (
            events.some((e) => e.type === 'action/declared') &&
            game.turnState.activation?.partners
          )
            joinedAttacks++;
        },
      });
      expect(outcome.snapshot.context.game.log.some((c) => c.type === 'team.join')).toBe(true);
    }
    expect(answers).toContain(true);
    expect(answers).toContain(false);
    expect(joinedAttacks).toBeGreaterThan(0);
  }, 120_000);

  it('5.3.11.3: a partner that is no team-mate’s, or has not acted, breaks the invariant', () => {
    const s = go(
      asked(teamSituation(), 'engage'),
      { type: 'team.join', side: 2, accept: true },
      4,
    ).state;
    expect(partnersAreTeamMates(s)).toBeNull();
    const activation = s.turnState.activation!;
    const withPartners = (partners: string[], state = s): GameState => ({
      ...state,
      turnState: { ...state.turnState, activation: { ...activation, partners } },
    });
    expect(partnersAreTeamMates(withPartners(['orks']))).toMatch(/no team-mate's/);
    const unacted = {
      ...s,
      formations: { ...s.formations, b: { ...s.formations['b']!, activated: false } },
    };
    expect(partnersAreTeamMates(withPartners(['b'], unacted))).toMatch(/not marked/);
  });
});
