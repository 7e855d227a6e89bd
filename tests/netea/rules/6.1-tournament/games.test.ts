import { describe, expect, it } from 'vitest';
import { sweepTournamentSeeds } from '../../../../ai/seedSweep';
import { simulate } from '../../../../ai/simulate';
import { createUtilityPlayer } from '../../../../ai/utility/utilityPlayer';
import { createRandomPlayer } from '../../../../ai/random';
import { readSave, verifySave, writeSave } from '../../../../engine/netea/saves';
import { randomTournamentSetup } from '../../../../engine/netea/scenarios/tournament';
import { HOST, playedActor } from '../../../saves/helpers';
import { tournamentSetup } from './fixture';

describe('tournament games played through (6.1)', () => {
  it('random players finish random tournament games within the invariants, and each replays to the same hash', () => {
    const result = sweepTournamentSeeds(0, 3);
    expect(result.failures).toEqual([]);
    expect(result.wins.reduce((a, b) => a + b, 0) + result.draws).toBe(3);
  });

  it('the utility AI answers every set-up step and the game ends by the goals or the tiebreak', () => {
    const outcome = simulate(
      tournamentSetup({ seed: 3 }),
      [createUtilityPlayer('normal', 1), createRandomPlayer(2)],
      {
        checkInvariants: true,
      },
    );
    const game = outcome.snapshot.context.game;
    expect(game.tournament?.step).toBe('battle');
    expect(game.objectives).toHaveLength(6);
    expect(game.turn).toBeGreaterThanOrEqual(3);
    expect(outcome.result.reason).toMatch(/goals|tiebreak/);
  });

  it('a tournament game saves and loads with its set-up state, and its log verifies', () => {
    const setup = tournamentSetup({ seed: 5 });
    const actor = playedActor(setup, 40);
    const text = writeSave({
      setup,
      snapshot: actor.getPersistedSnapshot(),
      host: HOST,
      name: null,
      savedAt: '2026-11-24T10:00:00.000Z',
    });
    const read = readSave(text);
    if (!read.ok) throw new Error(read.error.join('\n'));
    expect(read.value.snapshot.context.game.tournament).toEqual(
      actor.getSnapshot().context.game.tournament,
    );
    expect(verifySave(read.value).ok).toBe(true);
  });

  it('random tournament set-ups: two forces of at most 3,000 points on a 120×180cm table with terrain', () => {
    const setup = randomTournamentSetup(4);
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    const points = setup.value.tournament!.formationPoints;
    for (const prefix of ['a-', 'b-']) {
      const total = Object.entries(points)
        .filter(([id]) => id.startsWith(prefix))
        .reduce((sum, [, p]) => sum + p, 0);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(3000);
    }
    expect(setup.value.terrain.length).toBeGreaterThan(0);
  });
});
