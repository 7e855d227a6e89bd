import { describe, expect, it } from 'vitest';
import { validateCommand } from '../../../../engine/netea/commands/apply';
import type { Side } from '../../../../engine/netea/commands/primitives';
import { nextRallySide } from '../../../../engine/netea/rules/1.14-end-phase/rallyOrder';
import { objectiveControl } from '../../../../engine/netea/rules/1.14-end-phase/victory';
import { nextToAct } from '../../../../engine/netea/rules/1.4-1.6-sequence-and-actions/turnOrder';
import { ALL_AGAINST_ALL, parseScenario } from '../../../../engine/netea/scenarios';
import { gameStateSchema, type GameState } from '../../../../engine/netea/state/schema';
import { createGame } from '../../../../engine/netea/state/setup';
import { deployed, scenarioSetup, withDice } from '../../../fixtures/battle';

/**
 * Seed 001 5.3.11.1 Alle gegen Alle with three players (the bundled `all-against-all`): every
 * player rolls for strategy, the highest chooses whether the players act from the lowest roll
 * up or from the highest down, and the action phase goes round the players in that order.
 */
const atStrategy = (seed = 3): GameState => deployed(ALL_AGAINST_ALL, seed).context.game;

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
    const objective = s.objectives[0]!.position;
    const place = (state: GameState, side: Side, dx: number): GameState => {
      const unit = Object.values(state.units).find(
        (u) => u.side === side && u.status === 'deployed',
      )!;
      return {
        ...state,
        units: {
          ...state.units,
          [unit.id]: { ...unit, position: { x: objective.x + dx, y: objective.y } },
        },
      };
    };
    const alone = place(s, 2, 5);
    expect(objectiveControl(alone)[0]).toBe(2);
    expect(objectiveControl(place(alone, 0, -5))[0]).toBe('contested');
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
});
