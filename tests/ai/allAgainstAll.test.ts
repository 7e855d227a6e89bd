import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../ai/registry';
import { assaultOfTwoArmies, oneActionPerTurn } from '../../ai/sideInvariants';
import { playerSeed, simulate } from '../../ai/simulate';
import { situationOf } from '../../ai/utility/situation';
import type { Side } from '../../engine/netea/commands/schema';
import { createSession, pendingDecision } from '../../engine/netea/flow/game';
import type { ChartSnapshot } from '../../engine/netea/flow/pending';
import { ALL_AGAINST_ALL, createScenarioSetup } from '../../engine/netea/scenarios';
import { createGame } from '../../engine/netea/state/setup';
import type { GameState } from '../../engine/netea/state/schema';

/** Seed 001 5.3.11.1 (all against all): the computer players in a game of three. */

function setup(seed: number) {
  const s = createScenarioSetup(ALL_AGAINST_ALL, { seed });
  if (!s.ok) throw new Error(s.error.join('\n'));
  return s.value;
}

/** The three-player game played by random players until `done` says stop (the set-up round
 * the table works without the battle's rules). */
function playUntil(seed: number, done: (s: ChartSnapshot) => boolean): GameState {
  const created = createGame(setup(seed));
  if (!created.ok) throw new Error(created.error.join('\n'));
  const session = createSession({ game: created.value });
  const players = [0, 1, 2].map((side) => createPlayer('random', playerSeed(seed, side as Side)));
  let snapshot = session.snapshot();
  for (let n = 0; n < 2000 && !done(snapshot); n++) {
    const pending = pendingDecision(snapshot);
    const side = pending.sides[0]!;
    const submitted = session.submit(
      players[side]!.decide(snapshot.context.game, pending, side).command,
    );
    if (!submitted.ok) throw new Error(submitted.refusal.message);
    snapshot = submitted.snapshot;
  }
  return snapshot.context.game;
}

const deployed = (s: ChartSnapshot) => s.context.game.phase !== 'setup';

describe('seed 001 5.3.11.1: the AI with three players', () => {
  it('gives each of the three players a player of its own, and refuses two players for three sides', () => {
    expect(setup(1).players).toHaveLength(3);
    expect(() =>
      simulate(setup(1), [createPlayer('random', 1), createPlayer('random', 2)]),
    ).toThrow(/this game has 3 players but 2 were given/);
  });

  it('seeds the first two players as two-player games always did, the third apart from them', () => {
    expect([playerSeed(7, 0), playerSeed(7, 1)]).toEqual([15, 16]);
    const firstTwo = new Set(
      Array.from({ length: 500 }, (_, s) => [playerSeed(s, 0), playerSeed(s, 1)]).flat(),
    );
    for (let s = 0; s < 500; s++) {
      expect(firstTwo.has(playerSeed(s, 2))).toBe(false);
      expect(playerSeed(s, 2)).not.toBe(playerSeed(s, 3));
    }
  });

  it('sets up all three armies round the table with random players', () => {
    const game = playUntil(3, deployed);
    for (const side of [0, 1, 2] as const)
      expect(
        Object.values(game.units).some((u) => u.side === side && u.status === 'deployed'),
      ).toBe(true);
  });

  it("counts both other players' formations as the enemy and the nearer zone as the enemy's home", () => {
    const game = playUntil(3, deployed);
    const s = situationOf(game, 0);
    expect(new Set(s.theirs.map((v) => v.formation.side))).toEqual(new Set([1, 2]));
    expect(s.mine.every((v) => v.formation.side === 0)).toBe(true);
    // The north army's enemies set up in the two southern corners: both homes are enemy homes.
    expect(s.enemyHomes).toHaveLength(2);
    expect(s.enemyHomes.every((p) => p.y > 90)).toBe(true);
    expect(s.enemyHomes.map((p) => p.x < 60).sort()).toEqual([false, true]);
    expect(s.enemyHomes).toContainEqual(s.enemyHome);
    // The south-west army's nearest enemy home is the south-east one (45cm away, not 75).
    const west = situationOf(game, 1);
    expect(west.enemyHome.y).toBeGreaterThan(90);
    expect(west.enemyHome.x).toBeGreaterThan(60);
  });
});

describe('seed 001 5.3.11.1: a whole game of three computer players', () => {
  it('the utility AI on every side plays all against all to a winner or a draw, every player acting, the invariants holding', () => {
    const seed = 0;
    const players = [0, 1, 2].map((side) =>
      createPlayer('ai:hard', playerSeed(seed, side as Side)),
    );
    // simulate throws on an illegal command (an assault on two armies: assault/two-armies),
    // a stall or a broken invariant.
    const outcome = simulate(setup(seed), players, { checkInvariants: true });
    const { game } = outcome.snapshot.context;
    expect(outcome.result.winner === null || [0, 1, 2].includes(outcome.result.winner)).toBe(true);
    expect(outcome.result.turn).toBeGreaterThanOrEqual(1);
    const actions = [0, 1, 2].map(
      (side) => game.log.filter((c) => c.type === 'action.declare' && c.side === side).length,
    );
    for (const n of actions) expect(n).toBeGreaterThan(0);
    // Every enemy is a target: each player's formations engage or shoot at both other armies.
    const targetsOf = (side: number) =>
      new Set(
        game.log
          .filter(
            (c) => c.side === side && (c.type === 'shoot.declare' || c.type === 'assault.declare'),
          )
          .map(
            (c) => game.formations[(c as { targetFormationId: string }).targetFormationId]?.side,
          ),
      );
    expect([0, 1, 2].filter((side) => targetsOf(side).size === 2).length).toBeGreaterThan(0);
  }, 120_000);
});

describe('invariants for any number of players', () => {
  it('1.6: a formation activated this turn may not declare another action', () => {
    const game = playUntil(4, deployed);
    const f = Object.values(game.formations).find((x) => x.side === 2)!;
    const declare = {
      type: 'action.declare' as const,
      side: 2 as const,
      formationId: f.id,
      action: 'advance' as const,
    };
    expect(oneActionPerTurn(game, declare)).toBeNull();
    const again = {
      ...game,
      formations: { ...game.formations, [f.id]: { ...f, activated: true } },
    };
    expect(oneActionPerTurn(again, declare)).toMatch(/^1\.6: .* activated twice/);
    expect(oneActionPerTurn(game, { ...declare, side: 1 })).toMatch(
      /^1\.6: player 2 declared an action for .* of player 3/,
    );
  });

  it('5.3.11.1: an assault against formations of two enemy armies breaks the invariant', () => {
    const game = playUntil(4, deployed);
    const of = (side: Side) => Object.values(game.formations).find((x) => x.side === side)!.id;
    const base = {
      attackerSide: 0 as const,
      engagingFormationId: of(0),
      targetFormationId: of(1),
      attackers: [of(0)],
      defenders: [of(1)],
      step: 'charge' as const,
      round: 1,
      decidingSide: 0 as const,
      counterCharged: [],
      zocLost: [],
      engaged: [],
      attacked: [],
      pending: [],
      supporters: [],
      kills: [0, 0],
      losses: {},
      brokenAtStart: [],
      winner: null,
      withdrawMoves: {},
      consolidated: [],
    };
    const withAssault = (assault: typeof base) => ({
      ...game,
      turnState: { ...game.turnState, assault },
    });
    expect(assaultOfTwoArmies(withAssault(base) as GameState)).toBeNull();
    expect(
      assaultOfTwoArmies(withAssault({ ...base, defenders: [of(1), of(2)] }) as GameState),
    ).toMatch(/^5\.3\.11\.1: one assault against formations of 2 armies/);
    expect(assaultOfTwoArmies(withAssault({ ...base, defenders: [of(0)] }) as GameState)).toMatch(
      /^1\.12\.2: player 1 assaults formations of its own army/,
    );
  });
});
