import { describe, expect, it } from 'vitest';
import type { Player } from '../../ai/player';
import { createPlayer, PLAYER_IDS } from '../../ai/registry';
import { simulate } from '../../ai/simulate';
import { hashValue } from '../../engine/kernel/hash';
import { COMBINED_ARMS, createScenarioSetup } from '../../engine/netea/scenarios';
import { percentile, wilson } from '../../main/cli/arenaGames';

function setup(seed: number) {
  const s = createScenarioSetup(COMBINED_ARMS, { seed });
  if (!s.ok) throw new Error(s.error.join('\n'));
  return s.value;
}

describe('players by id', () => {
  it('creates every listed player and refuses an unknown id by name', () => {
    for (const id of PLAYER_IDS) expect(createPlayer(id, 1).name).toBe(id);
    expect(() => createPlayer('ai:godlike', 1)).toThrow(/unknown player "ai:godlike"/);
  });

  it.each(['ai:easy', 'ai:normal', 'ai:hard', 'greedy'])(
    '%s plays a whole Combined Arms game against random with legal commands only, the rules\u2019 invariants holding',
    (id) => {
      // simulate throws on an illegal command, a stall or a broken invariant.
      const outcome = simulate(setup(5), [createPlayer(id, 11), createPlayer('random', 12)], {
        checkInvariants: true,
      });
      expect(outcome.result.turn).toBeGreaterThanOrEqual(1);
    },
  );

  it('plays the same game again from the same seeds (its generator is its own)', () => {
    const play = () =>
      simulate(setup(9), [createPlayer('ai:normal', 3), createPlayer('ai:easy', 4)]).snapshot
        .context.game;
    expect(hashValue(play())).toBe(hashValue(play()));
  });
});

describe('the utility AI over whole games', () => {
  it('keeps its formations together: no unit of its own lost out of formation (1.7.4)', () => {
    for (const seed of [2, 3]) {
      const lost: string[] = [];
      simulate(setup(seed), [createPlayer('ai:hard', seed), createPlayer('random', seed + 1)], {
        onEvents(events, game) {
          for (const e of events)
            if (
              e.type === 'move/unit-destroyed' &&
              e.reason === 'out-of-formation' &&
              game.units[e.unitId]?.side === 0
            )
              lost.push(e.unitId);
        },
      });
      expect(lost).toEqual([]);
    }
  });

  it(
    'plays as well when rebuilt for every decision, as a host without memory would use it',
    { timeout: 120_000 },
    () => {
      const fresh: Player = {
        name: 'ai:normal (fresh each decision)',
        decide: (game, pending, side) => createPlayer('ai:normal', 7).decide(game, pending, side),
      };
      // Four seeded games rather than one, so that a single draw after a change elsewhere in the
      // AI (seed 4 has been a draw since formations go round obstacles) does not hide what this asks.
      const winners = [4, 5, 6, 7].map(
        (seed) =>
          simulate(setup(seed), [fresh, createPlayer('random', 8)], { checkInvariants: true })
            .result.winner,
      );
      expect(winners.filter((w) => w === 0).length).toBeGreaterThanOrEqual(3);
      expect(winners).not.toContain(1);
    },
  );
});

describe('what the AI knows', () => {
  it('never reads the dice to come: its answers do not change with the generator state', () => {
    const asked: Parameters<Player['decide']>[] = [];
    const hard = createPlayer('ai:hard', 1);
    const recording: Player = {
      name: hard.name,
      decide: (...args) => {
        asked.push(args);
        return hard.decide(...args);
      },
    };
    simulate(setup(6), [recording, createPlayer('random', 2)]);
    const sample = asked.filter((_, i) => i % 5 === 0);
    expect(sample.length).toBeGreaterThan(30);
    for (const [game, pending, side] of sample) {
      const other = { ...game, rng: [1, 2, 3, 4] as const };
      expect(createPlayer('ai:hard', 9).decide(other, pending, side).command).toEqual(
        createPlayer('ai:hard', 9).decide(game, pending, side).command,
      );
    }
  });
});

describe('arena statistics', () => {
  it('Wilson interval: 5 of 10 is 23.7%-76.3%, 0 of 10 is 0-27.8%', () => {
    const half = wilson(5, 10);
    expect(half.low).toBeCloseTo(0.2366, 3);
    expect(half.high).toBeCloseTo(0.7634, 3);
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 3);
  });

  it('nearest-rank percentiles', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 95)).toBe(95);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile([], 95)).toBe(0);
  });
});
