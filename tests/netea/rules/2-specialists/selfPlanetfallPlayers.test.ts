import { describe, expect, it } from 'vitest';
import { PLAYER_IDS, createPlayer } from '../../../../ai/registry';
import { simulate } from '../../../../ai/simulate';
import { replay } from '../../../../engine/netea/replay';
import { hashValue } from '../../../../engine/kernel/hash';
import type { Command } from '../../../../engine/netea/commands/schema';
import type { GameEvent } from '../../../../engine/netea/events';
import { selfPlanetfallSetup } from './selfPlanetfallFixtures';

describe('every player plots and makes self planetfalls (2.1.21)', () => {
  for (const id of PLAYER_IDS)
    it(`${id}: whole games with self planetfall, every command legal and the invariants kept, replaying hash for hash`, () => {
      let plotted = 0;
      let landed = 0;
      for (const seed of [1, 2, 3]) {
        const players = [createPlayer(id, seed), createPlayer(id, seed + 100)] as const;
        const events: GameEvent[] = [];
        const run = simulate(selfPlanetfallSetup(seed), players, {
          checkInvariants: true,
          onEvents: (e) => events.push(...e),
        });
        plotted += events.filter(
          (e) => e.type === 'plot/recorded' && e.section === '2.1.21',
        ).length;
        landed += events.filter((e) => e.type === 'planetfall/landed').length;
        const game = run.snapshot.context.game;
        // No landing is left waiting past its turn while the game goes on.
        if (run.snapshot.status !== 'done')
          for (const p of game.plots ?? []) expect(p.turn).toBeGreaterThanOrEqual(game.turn);
        const again = replay(selfPlanetfallSetup(seed), game.log as readonly Command[]);
        if (!again.ok) throw new Error(again.problem);
        expect(hashValue(again.state)).toBe(hashValue(game));
      }
      expect(plotted).toBeGreaterThan(0);
      expect(landed).toBeGreaterThan(0);
    });
});
