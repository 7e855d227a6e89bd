import { describe, expect, it } from 'vitest';
import { validateCommand } from '../../engine/netea/commands/apply';
import type { Command, Side } from '../../engine/netea/commands/schema';
import { startChart } from '../../engine/netea/flow/game';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { TEAM_BATTLE_SIMULTANEOUS } from '../../engine/netea/scenarios';
import type { GameState } from '../../engine/netea/state/schema';
import { deployed, withDice } from '../fixtures/battle';

/**
 * Seed 001 5.3.11.3 Simultanes Teamspiel (the bundled `team-battle-simultaneous`: players 1 and 3
 * against 2 and 4): when it is a team's turn every player of it with a formation left takes an
 * action (one after the other, in player order: our reading), each may retain the initiative for
 * himself ("individuell"), and then the other team acts.
 */
const atStrategy = (seed = 5): GameState => deployed(TEAM_BATTLE_SIMULTANEOUS, seed).context.game;
const pendingOf = (s: GameState) => pendingDecision(startChart(s));
const formationOf = (s: GameState, side: Side) =>
  Object.values(s.formations).find((f) => f.side === side && !f.activated)!.id;
const overwatch = (s: GameState, side: Side): Command => ({
  type: 'action.declare',
  side,
  formationId: formationOf(s, side),
  action: 'overwatch',
});
const handOver = (side: Side): Command => ({ type: 'action.handOver', side });

/** Player 3's rating of 7 is team 1's (the highest of the team); dice 3 and 4 give it the roll
 * (10 against 9) and it goes first. */
function team1First(): GameState {
  const s = atStrategy();
  const rated = {
    ...s,
    players: s.players.map((p, i) => (i === 2 ? { ...p, strategyRating: 7 } : p)),
  };
  const rolled = withDice(rated, { type: 'strategy.roll', side: 0 }, 3, 4);
  expect(rolled.state.turnState.strategyTotals).toEqual([10, 9, 10, 9]);
  return withDice(rolled.state, { type: 'strategy.choose', side: 2, goFirst: true }).state;
}

describe('5.3.11.3 simultaneous team play', () => {
  it('1.5 by team: the team’s highest strategy rating counts; that player chooses (our reading)', () => {
    const s = atStrategy();
    expect(s.teams).toEqual({ mode: 'simultaneous', of: [0, 1, 0, 1] });
    const rated = {
      ...s,
      players: s.players.map((p, i) => (i === 2 ? { ...p, strategyRating: 7 } : p)),
    };
    const rolled = withDice(rated, { type: 'strategy.roll', side: 0 }, 3, 4);
    expect(rolled.unused).toBe(0);
    expect(rolled.state.turnState.strategyWinner).toBe(2);
    expect(pendingOf(rolled.state)).toMatchObject({ kind: 'choose-first', sides: [2] });
    expect(
      validateCommand(rolled.state, { type: 'strategy.choose', side: 0, goFirst: true })?.code,
    ).toBe('strategy/not-winner');
  });

  it('5.3.11.3: the team’s players act in player order, with no commander’s pick', () => {
    const s = team1First();
    expect(s.turnState.activeSide).toBe(0);
    expect(s.turnState.teamPick).toBeUndefined();
    expect(pendingOf(s)).toMatchObject({ kind: 'activate', sides: [0] });
    // Player 3 waits for player 1.
    expect(validateCommand(s, overwatch(s, 2))?.code).toBe('action/not-your-turn');
    expect(validateCommand(s, { type: 'team.pick', side: 0, player: 2 })?.code).toBe(
      'team/not-hierarchical',
    );
  });

  it('5.3.11.3, 1.6.3: each player may retain for himself; then his team-mate acts, then the other team', () => {
    const first = withDice(team1First(), overwatch(team1First(), 0), 6);
    expect(first.unused).toBe(0);
    // Player 1 may retain (his own initiative, "individuell") or hand over to player 3.
    expect(first.state.turnState.activeSide).toBe(0);
    expect(pendingOf(first.state)).toMatchObject({ kind: 'retain-or-hand-over', sides: [0] });
    const mate = withDice(first.state, handOver(0)).state;
    expect(mate.turnState.activeSide).toBe(2);
    expect(mate.turnState.teamActed).toEqual([0]);
    // Player 3 acts, hands over: the other team begins with its first player, player 2.
    const third = withDice(mate, overwatch(mate, 2), 6).state;
    expect(third.turnState.activeSide).toBe(2);
    const other = withDice(third, handOver(2)).state;
    expect(other.turnState.activeSide).toBe(1);
    expect(other.turnState.teamActed).toBeUndefined();
  });

  it('1.6.3 with 5.3.11.3: a retained action is the retaining player’s; after it his team-mate acts', () => {
    const first = withDice(team1First(), overwatch(team1First(), 0), 6).state;
    const retained = withDice(first, overwatch(first, 0), 6);
    expect(retained.events).toContainEqual(
      expect.objectContaining({ type: 'action/declared', side: 0, retained: true }),
    );
    expect(retained.state.turnState.activeSide).toBe(2);
    expect(retained.state.turnState.teamActed).toEqual([0]);
  });
});
