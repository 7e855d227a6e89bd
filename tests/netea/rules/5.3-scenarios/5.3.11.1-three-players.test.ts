import { describe, expect, it } from 'vitest';
import { validateCommand } from '../../../../engine/netea/commands/apply';
import { nextRallySide } from '../../../../engine/netea/rules/1.14-end-phase/rallyOrder';
import { objectiveControl } from '../../../../engine/netea/rules/1.14-end-phase/victory';
import { nextToAct } from '../../../../engine/netea/rules/1.4-1.6-sequence-and-actions/turnOrder';
import { ALL_AGAINST_ALL, parseScenario } from '../../../../engine/netea/scenarios';
import { gameStateSchema, type GameState } from '../../../../engine/netea/state/schema';
import { createGame } from '../../../../engine/netea/state/setup';
import { isAircraftFormation } from '../../../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import { deployed, scenarioSetup, withDice } from '../../../fixtures/battle';
import { placeNearObjective } from '../../../fixtures/objectives';
import { assaultGame, TAC } from '../../../fixtures/assaultGame';
import { pendingDecision, startChart } from '../../../../engine/netea/flow/game';

/**
 * Seed 001 5.3.11.1 Alle gegen Alle with three players (the bundled `all-against-all`): every
 * player rolls for strategy, the highest chooses whether the players act from the lowest roll
 * up or from the highest down, and the action phase goes round the players in that order.
 */
const atStrategy = (seed = 3): GameState => deployed(ALL_AGAINST_ALL, seed).context.game;

/** A two-player fixture with a third player joined, who owns `formationIds`. */
function withThirdPlayer(s: GameState, formationIds: readonly string[] = []): GameState {
  const mine = (id: string) => formationIds.includes(id);
  return {
    ...s,
    players: [...s.players, { name: 'Player 3', strategyRating: 3, specialRules: [] }],
    setup: {
      ...s.setup,
      zones: [...s.setup.zones, null],
      finished: [...s.setup.finished, true],
      objectivesToPlace: [...s.setup.objectivesToPlace, 0],
    },
    formations: Object.fromEntries(
      Object.entries(s.formations).map(([id, f]) => [id, mine(id) ? { ...f, side: 2 } : f]),
    ),
    units: Object.fromEntries(
      Object.entries(s.units).map(([id, u]) => [id, mine(u.formationId) ? { ...u, side: 2 } : u]),
    ),
  };
}

describe('5.3.11.1 all against all, three players', () => {
  it('5.3.11.1: the scenario sets up three armies, each in its own deployment zone', () => {
    const s = atStrategy();
    expect(s.players.map((p) => p.name)).toEqual(['Force Alpha', 'Force Beta', 'Force Gamma']);
    expect(s.phase).toBe('strategy');
    expect(s.setup.zones).toEqual([0, 1, 2]);
    const sides = new Set(Object.values(s.formations).map((f) => f.side));
    expect([...sides].sort()).toEqual([0, 1, 2]);
    // Every unit of player 3 stands in the south-east zone (x >= 75, y >= 75).
    for (const u of Object.values(s.units).filter((u) => u.side === 2 && u.position)) {
      expect(u.position!.x).toBeGreaterThanOrEqual(75);
      expect(u.position!.y).toBeGreaterThanOrEqual(75);
    }
  });

  it('5.3.11.1: every player rolls a D6 plus his strategy rating; the highest total wins', () => {
    const s = atStrategy();
    const rolled = withDice(s, { type: 'strategy.roll', side: 0 }, 2, 6, 3);
    expect(rolled.state.turnState.strategyTotals).toEqual([7, 11, 8]);
    expect(rolled.state.turnState.strategyWinner).toBe(1);
    expect(rolled.events).toContainEqual(
      expect.objectContaining({ type: 'strategy/won', side: 1, totals: [7, 11, 8] }),
    );
    expect(rolled.unused).toBe(0);
  });

  it('5.3.11.1: equal totals are rolled again, so the order is always the dice’s (our reading)', () => {
    const s = atStrategy();
    // 4, 4, 1 ties players 1 and 2; the second roll 1, 5, 2 decides.
    const rolled = withDice(s, { type: 'strategy.roll', side: 0 }, 4, 4, 1, 1, 5, 2);
    expect(rolled.state.turnState.strategyTotals).toEqual([6, 10, 7]);
    expect(rolled.state.turnState.strategyWinner).toBe(1);
    expect(rolled.unused).toBe(0);
  });

  it('5.3.11.1: the highest roller chooses high to low (he acts first) or low to high (he acts last)', () => {
    const rolled = withDice(atStrategy(), { type: 'strategy.roll', side: 0 }, 2, 6, 3).state;
    const highToLow = withDice(rolled, { type: 'strategy.choose', side: 1, goFirst: true });
    expect(highToLow.state.turnState.actingOrder).toEqual([1, 2, 0]);
    expect(highToLow.state.turnState.activeSide).toBe(1);
    expect(highToLow.events).toContainEqual(
      expect.objectContaining({ type: 'strategy/acting-order', order: [1, 2, 0] }),
    );
    const lowToHigh = withDice(rolled, { type: 'strategy.choose', side: 1, goFirst: false });
    expect(lowToHigh.state.turnState.actingOrder).toEqual([0, 2, 1]);
    expect(lowToHigh.state.turnState.activeSide).toBe(0);
    // Only the highest roller chooses.
    expect(
      validateCommand(rolled, { type: 'strategy.choose', side: 2, goFirst: true }),
    ).toMatchObject({ code: 'strategy/not-winner' });
  });

  it('5.3.11.1: in the action phase each player acts in the chosen order, round and round', () => {
    const rolled = withDice(atStrategy(), { type: 'strategy.roll', side: 0 }, 2, 6, 3).state;
    const s = withDice(rolled, { type: 'strategy.choose', side: 1, goFirst: false }).state;
    expect(nextToAct(s, 0)).toBe(2);
    expect(nextToAct(s, 2)).toBe(1);
    expect(nextToAct(s, 1)).toBe(0);
    // A player with nothing left to activate is passed over.
    const spent = Object.fromEntries(
      Object.entries(s.formations).map(([id, f]) => [
        id,
        f.side === 2 ? { ...f, activated: true } : f,
      ]),
    );
    expect(nextToAct({ ...s, formations: spent }, 0)).toBe(1);
  });

  it('5.3.11.1: the acting order is the turn’s own: the end phase clears it for the next roll', () => {
    const rolled = withDice(atStrategy(), { type: 'strategy.roll', side: 0 }, 2, 6, 3).state;
    const s = withDice(rolled, { type: 'strategy.choose', side: 1, goFirst: true }).state;
    expect(s.turnState.actingOrder).toEqual([1, 2, 0]);
    // Two-player games never carry one.
    expect(deployed(undefined, 3).context.game.turnState.actingOrder).toBeUndefined();
  });

  it('1.14.2 with 5.3.11.1: any two players near an objective contest it; one alone holds it', () => {
    const s = atStrategy();
    const alone = placeNearObjective(s, 2, 5);
    expect(objectiveControl(alone)[0]).toBe(2);
    expect(objectiveControl(placeNearObjective(alone, 0, -5))[0]).toBe('contested');
  });

  it('1.14.1 with 5.3.11.1: rallies go round the players, the strategy winner first on equal ratings', () => {
    const s = atStrategy();
    const marked = Object.fromEntries(
      Object.entries(s.formations).map(([id, f]) => [id, { ...f, blastMarkers: 1 }]),
    );
    const end: GameState = {
      ...s,
      phase: 'end',
      formations: marked,
      turnState: { ...s.turnState, strategyWinner: 2 },
    };
    expect(nextRallySide(end)).toBe(2);
    const rallied = Object.values(s.formations).find((f) => f.side === 2)!.id;
    // Player 3 has rallied one: players 1 and 2 (none yet) come before him again, in order.
    expect(nextRallySide({ ...end, turnState: { ...end.turnState, rallied: [rallied] } })).toBe(0);
  });

  it('5.3.11: a command of a player the game does not have is refused, naming him', () => {
    const s = atStrategy();
    expect(validateCommand(s, { type: 'strategy.roll', side: 3 })).toMatchObject({
      code: 'command/no-such-player',
    });
  });

  it('5.3.11 with 1.15.1: more than two players need a deployment zone fixed for each', () => {
    const setup = scenarioSetup(ALL_AGAINST_ALL);
    const unfixed = createGame({ ...setup, sidesFixed: false });
    expect(unfixed.ok).toBe(false);
    if (!unfixed.ok) expect(unfixed.error.join('\n')).toContain('needs a deployment zone fixed');
    const parsed = parseScenario({
      ...ALL_AGAINST_ALL,
      deploymentZones: ALL_AGAINST_ALL.deploymentZones.slice(0, 2),
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.join('\n')).toContain('its own deployment zone');
  });

  it('saves: a three-player state checks; a per-player list of the wrong length is refused', () => {
    const s = atStrategy();
    expect(gameStateSchema.safeParse(JSON.parse(JSON.stringify(s))).success).toBe(true);
    const bad = gameStateSchema.safeParse({ ...s, setup: { ...s.setup, finished: [true, true] } });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]?.message).toBe('2 entries for 3 players');
  });

  it('1.10 with 5.3.11.1: each enemy with a formation on overwatch is asked in turn after the move', () => {
    // Player 1 has just moved; players 2 and 3 each have a formation on overwatch in range.
    const pendingFor = (state: GameState) => pendingDecision(startChart(state));
    const two = assaultGame([
      { id: 'mover', side: 0, units: [{ id: 'm1', sheet: TAC, x: 60, y: 50 }] },
      { id: 'watch2', side: 1, units: [{ id: 'w2', sheet: TAC, x: 60, y: 70 }] },
      { id: 'watch3', side: 1, units: [{ id: 'w3', sheet: TAC, x: 80, y: 50 }] },
    ]);
    const three = withThirdPlayer(two, ['watch3']);
    const s: GameState = {
      ...three,
      formations: {
        ...three.formations,
        watch2: { ...three.formations.watch2!, overwatch: true },
        watch3: { ...three.formations.watch3!, overwatch: true },
      },
      turnState: { ...three.turnState, overwatchWindow: { formationId: 'mover' } },
    };
    expect(pendingFor(s)).toMatchObject({ sides: [1], kind: 'overwatch-fire' });
    expect(validateCommand(s, { type: 'overwatch.pass', side: 2 })).toMatchObject({
      code: 'overwatch/not-your-turn',
      section: 'seed 001 5.3.11.1',
    });
    const passed = withDice(s, { type: 'overwatch.pass', side: 1 }).state;
    expect(passed.turnState.overwatchWindow).toMatchObject({ formationId: 'mover', passed: [1] });
    expect(pendingFor(passed)).toMatchObject({ sides: [2], kind: 'overwatch-fire' });
    const closed = withDice(passed, { type: 'overwatch.pass', side: 2 }).state;
    expect(closed.turnState.overwatchWindow).toBeNull();
  });

  it('1.12 with 5.3.11.1: an assault on the third army is fought between the two armies alone', () => {
    const s = withThirdPlayer(
      assaultGame([
        { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 60, y: 50 }] },
        { id: 'def', side: 1, units: [{ id: 'd1', sheet: TAC, x: 70, y: 50 }] },
        { id: 'bystander', side: 1, units: [{ id: 'b1', sheet: TAC, x: 60, y: 51.2 }] },
      ]),
      ['def'],
    );
    const declared = withDice(s, { type: 'assault.declare', side: 0, targetFormationId: 'def' });
    const assault = declared.state.turnState.assault!;
    expect(assault.defenderSide).toBe(2);
    expect(assault.kills).toEqual([0, 0, 0]);
    expect(assault.defenders).toEqual(['def']);
    // Player 2's formation in base contact with the attacker is not drawn in (2.1.3): it is
    // of another army than the target's.
    expect(assault.defenders).not.toContain('bystander');
  });

  it('4.2 with 5.3.11.1: a game of three with aircraft is set up: the Thunderbolts wait off the table', () => {
    const created = createGame(scenarioSetup(ALL_AGAINST_ALL));
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const game = created.value;
    const aircraft = Object.values(game.formations).filter((f) => isAircraftFormation(game, f));
    expect(aircraft.map((f) => [f.side, f.name])).toEqual([
      [2, expect.stringMatching(/Thunderbolt/)],
    ]);
    for (const f of aircraft)
      for (const id of f.unitIds) expect(created.value.units[id]?.position).toBeNull();
  });
});
