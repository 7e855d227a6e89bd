import { describe, expect, it } from 'vitest';
import { validateCommand } from '../../engine/netea/commands/apply';
import type { Command, Side } from '../../engine/netea/commands/schema';
import { startChart } from '../../engine/netea/flow/game';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { isEnemy } from '../../engine/netea/rules/1.2-formations/sides';
import { supportCandidates } from '../../engine/netea/rules/1.12-assaults/support';
import { shootingOptions } from '../../engine/netea/rules/1.9-shooting/options';
import { objectiveControl } from '../../engine/netea/rules/1.14-end-phase/victory';
import { TEAM_BATTLE_HIERARCHICAL } from '../../engine/netea/scenarios';
import type { GameState } from '../../engine/netea/state/schema';
import { deployed, withDice } from '../fixtures/battle';
import { assaultGame, TAC } from '../fixtures/assaultGame';
import { withTeams } from '../fixtures/teams';
import { placeNearObjective } from '../fixtures/objectives';
import { battle } from './helpers';
import { row } from '../fixtures/shootingGame';

/**
 * Seed 001 5.3.11.2 Hierarchisches Teamspiel (the bundled `team-battle-hierarchical`: players 1
 * and 3 against 2 and 4, players 1 and 2 the commanders): team-mates are friends, the teams roll
 * for strategy and take turns, and when it is a team's turn its commander picks which of its
 * players acts; "abgesehen davon gelten die normalen Spielregeln vollständig".
 */
const atStrategy = (seed = 3): GameState => deployed(TEAM_BATTLE_HIERARCHICAL, seed).context.game;
const pendingOf = (s: GameState) => pendingDecision(startChart(s));
const codeOf = (s: GameState, c: Command) => validateCommand(s, c)?.code ?? null;
const pick = (side: Side, player: Side): Command => ({ type: 'team.pick', side, player });

/** Strategy won by team 2 (dice 2 and 4: 7 against 9), which goes first. */
function team2First(s = atStrategy()): GameState {
  const rolled = withDice(s, { type: 'strategy.roll', side: 0 }, 2, 4).state;
  return withDice(rolled, { type: 'strategy.choose', side: 1, goFirst: true }).state;
}

const activatedAll = (s: GameState, side: Side): GameState => ({
  ...s,
  formations: Object.fromEntries(
    Object.entries(s.formations).map(([id, f]) => [
      id,
      f.side === side ? { ...f, activated: true } : f,
    ]),
  ),
});

const formationOf = (s: GameState, side: Side) =>
  Object.values(s.formations).find((f) => f.side === side && !f.activated)!.id;

describe('5.3.11.2 hierarchical team play', () => {
  it('5.3.11.2: four players in two teams, each in his own zone; team-mates are friends', () => {
    const s = atStrategy();
    expect(s.teams).toEqual({ mode: 'hierarchical', of: [0, 1, 0, 1], commanders: [0, 1] });
    expect(s.setup.zones).toEqual([0, 1, 2, 3]);
    expect(isEnemy(s, 0, 2)).toBe(false);
    expect(isEnemy(s, 1, 3)).toBe(false);
    expect(isEnemy(s, 0, 1)).toBe(true);
    expect(isEnemy(s, 2, 3)).toBe(true);
  });

  it('1.5 by team: a D6 per team plus its commander’s rating; every player’s total is his team’s', () => {
    const s = atStrategy();
    // Player 3's rating of 9 is not his team's: the commander's 5 is (our reading).
    const rated = {
      ...s,
      players: s.players.map((p, i) => (i === 2 ? { ...p, strategyRating: 9 } : p)),
    };
    const rolled = withDice(rated, { type: 'strategy.roll', side: 0 }, 2, 4);
    expect(rolled.unused).toBe(0);
    expect(rolled.state.turnState.strategyTotals).toEqual([7, 9, 7, 9]);
    expect(rolled.state.turnState.strategyWinner).toBe(1);
    expect(rolled.events).toContainEqual(
      expect.objectContaining({ type: 'strategy/won', side: 1, totals: [7, 9], tie: false }),
    );
  });

  it('1.5 ties by team: re-rolled in the first turn; later the team that lost last turn wins', () => {
    const s = atStrategy();
    const first = withDice(s, { type: 'strategy.roll', side: 0 }, 3, 3, 6, 1);
    expect(first.unused).toBe(0);
    expect(first.state.turnState.strategyWinner).toBe(0);
    // Player 3 (team 1) won last turn: on a tie team 2 gets the initiative, its commander chooses.
    const later = { ...s, turnState: { ...s.turnState, lastStrategyWinner: 2 as Side } };
    const tied = withDice(later, { type: 'strategy.roll', side: 0 }, 3, 3);
    expect(tied.state.turnState.strategyWinner).toBe(1);
    expect(tied.events).toContainEqual(
      expect.objectContaining({ type: 'strategy/won', tie: true }),
    );
  });

  it('1.5, 5.3.11.2: the winning commander chooses; the team going first waits for its commander’s pick', () => {
    const s = team2First();
    expect(s.phase).toBe('action');
    expect(s.turnState.activeSide).toBe(1);
    expect(s.turnState.teamPick).toBe(true);
    expect(pendingOf(s)).toMatchObject({ kind: 'team-pick', sides: [1], commands: ['team.pick'] });
    // Going second hands the first turn to team 1, whose commander is player 1.
    const rolled = withDice(atStrategy(), { type: 'strategy.roll', side: 0 }, 2, 4).state;
    const second = withDice(rolled, { type: 'strategy.choose', side: 1, goFirst: false }).state;
    expect(second.turnState.activeSide).toBe(0);
    expect(second.turnState.teamPick).toBe(true);
  });

  it('5.3.11.2: the pick is refused from another than the commander, for another team, or for a player with nothing left; a declaration waits for it', () => {
    const s = team2First();
    expect(codeOf(s, pick(3, 3))).toBe('team/not-commander');
    expect(codeOf(s, pick(1, 0))).toBe('team/not-in-team');
    expect(codeOf(activatedAll(s, 3), pick(1, 3))).toBe('team/nothing-to-activate');
    expect(
      codeOf(s, {
        type: 'action.declare',
        side: 1,
        formationId: formationOf(s, 1),
        action: 'advance',
      }),
    ).toBe('team/pick-first');
    // Outside hierarchical team play there is no pick.
    const two = battle([
      { id: 'a', side: 0, units: row('a', 'sm-tactical', 1, 40, 40) },
      { id: 'b', side: 1, units: row('b', 'sm-tactical', 1, 140, 80) },
    ]);
    expect(codeOf(two, pick(0, 0))).toBe('team/not-hierarchical');
  });

  it('5.3.11.2: the pick accepted, the picked player activates as usual', () => {
    const picked = withDice(team2First(), pick(1, 3));
    expect(picked.state.turnState.activeSide).toBe(3);
    expect(picked.state.turnState.teamPick).toBeUndefined();
    expect(picked.events).toContainEqual(
      expect.objectContaining({ type: 'team/picked', side: 1, player: 3 }),
    );
    expect(pendingOf(picked.state)).toMatchObject({ kind: 'activate', sides: [3] });
    // The commander may pick himself.
    expect(withDice(team2First(), pick(1, 1)).state.turnState.activeSide).toBe(1);
  });

  it('5.3.11.2: with only one player of the team left to activate there is no pick', () => {
    const rolled = withDice(
      activatedAll(atStrategy(), 3),
      { type: 'strategy.roll', side: 0 },
      2,
      4,
    );
    const s = withDice(rolled.state, { type: 'strategy.choose', side: 1, goFirst: true }).state;
    expect(s.turnState.activeSide).toBe(1);
    expect(s.turnState.teamPick).toBeUndefined();
  });

  it('1.6.3, 5.3.11.2: after a successful action the team retains: its commander picks again or hands over to the other team', () => {
    const picked = withDice(team2First(), pick(1, 3)).state;
    const acted = withDice(
      picked,
      { type: 'action.declare', side: 3, formationId: formationOf(picked, 3), action: 'overwatch' },
      6,
    );
    expect(acted.unused).toBe(0);
    const s = acted.state;
    expect(s.turnState.activeSide).toBe(1);
    expect(s.turnState.teamPick).toBe(true);
    expect(pendingOf(s)).toMatchObject({
      kind: 'team-pick',
      sides: [1],
      commands: ['team.pick', 'action.handOver'],
    });
    // Handing over: team 1's turn, its commander (player 1) picks.
    const handed = withDice(s, { type: 'action.handOver', side: 1 }).state;
    expect(handed.turnState.activeSide).toBe(0);
    expect(handed.turnState.teamPick).toBe(true);
    // Retaining: the picked player's declaration is retained (1.6.3: -1 to its test).
    const again = withDice(s, pick(1, 1)).state;
    const retained = withDice(
      again,
      { type: 'action.declare', side: 1, formationId: formationOf(again, 1), action: 'overwatch' },
      6,
    );
    expect(retained.events).toContainEqual(
      expect.objectContaining({ type: 'action/declared', side: 1, retained: true }),
    );
    // After a retained action the other team acts.
    expect(retained.state.turnState.activeSide).toBe(0);
  });

  it('1.12.6, 5.3.11.2: a team-mate’s formations give supporting fire, for the assaulted and for the attacker', () => {
    const base = assaultGame([
      { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 60, y: 50 }] },
      { id: 'def', side: 1, units: [{ id: 'd1', sheet: TAC, x: 70, y: 50 }] },
      { id: 'mate', side: 1, units: [{ id: 'm1', sheet: TAC, x: 60, y: 60 }] },
      { id: 'ally', side: 0, units: [{ id: 'l1', sheet: TAC, x: 80, y: 50 }] },
    ]);
    const s = withTeams(base, { mate: 3, ally: 2 });
    const declared = withDice(s, { type: 'assault.declare', side: 0, targetFormationId: 'def' });
    const assault = { ...declared.state.turnState.assault!, attacked: ['a1', 'd1'] };
    expect(Object.keys(supportCandidates(declared.state, assault, 1))).toEqual(['mate']);
    expect(Object.keys(supportCandidates(declared.state, assault, 0))).toEqual(['ally']);
  });

  it('1.9.1, 1.12.2 with 5.3.11.2: a team-mate’s formation is no target', () => {
    const base = assaultGame([
      { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 60, y: 50 }] },
      { id: 'def', side: 1, units: [{ id: 'd1', sheet: TAC, x: 90, y: 50 }] },
      { id: 'ally', side: 0, units: [{ id: 'l1', sheet: TAC, x: 70, y: 50 }] },
    ]);
    const s = withTeams(base, { ally: 2 });
    expect(codeOf(s, { type: 'assault.declare', side: 0, targetFormationId: 'ally' })).toBe(
      'assault/not-enemy',
    );
    const shot = shootingOptions(s, 'att', 'ally', { action: 'advance' });
    expect(shot.ok ? null : shot.error.code).toBe('shooting/not-enemy');
  });

  it('1.14.2 with 5.3.11.2: a team holds an objective (under its commander); the two teams near contest it', () => {
    const s = atStrategy();
    // Player 3 alone holds it for team 1, recorded under its commander, player 1.
    const mate = placeNearObjective(s, 2, 5);
    expect(objectiveControl(mate)[0]).toBe(0);
    expect(objectiveControl(placeNearObjective(mate, 0, -5))[0]).toBe(0);
    expect(objectiveControl(placeNearObjective(mate, 3, -5))[0]).toBe('contested');
  });
});
