import { describe, expect, it } from 'vitest';
import { sweepSeeds } from '../../ai/seedSweep';
import { createRandomPlayer } from '../../ai/random';
import { pendingDecision } from '../../engine/netea/flow/game';
import { findScenario, parseScenario, WATER_PLANT_TWO_PLAYERS } from '../../engine/netea/scenarios';
import { liveUnits } from '../../engine/netea/rules/1.2-formations/formations';
import { isAircraftFormation } from '../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import { commandOf } from '../../engine/netea/rules/5.3-scenarios/plantCommands';
import { arrivesAtOrkEdge } from '../../engine/netea/rules/5.3-scenarios/plantSetup';
import { tableAt } from '../../engine/netea/rules/5.3-scenarios/plantTables';
import { deployed, must } from '../fixtures/battle';
import { submit } from '../../engine/netea/flow/game';

/**
 * Seed 001 5.3.15 as a bundled scenario, our two-player reading (`water-plant-10927-two-players`): its data, its set-up and the Ork arrivals in turn 1
 * with random players, and random games played to their end with the invariants.
 */
describe('5.3.15 Die Verteidigung der Wasser-Aufbereitungs-Anlage 10927: the two-player scenario', () => {
  it('5.3.15: is bundled, on three tables (360 x 240), twelve turns, two armies from the lists', () => {
    const parsed = parseScenario(WATER_PLANT_TWO_PLAYERS);
    if (!parsed.ok) throw new Error(parsed.error.join('\n'));
    expect(findScenario('water-plant-10927-two-players')?.section).toBe('seed 001 5.3.15');
    expect(parsed.value.table).toEqual({ width: 360, height: 240 });
    expect(parsed.value.victory).toMatchObject({ kind: 'water-plant', maxTurns: 12 });
    expect(parsed.value.forces.map((f) => f.army?.list)).toEqual([
      'imperial-guard-steel-legion-ea',
      'orks-ghazghkull-thraka-s-war-horde-ea',
    ]);
  });

  it('5.3.15: the Ork ground formations come on in the first turn, each at one table edge (2 or 3), which is then its command', () => {
    let snapshot = deployed(WATER_PLANT_TWO_PLAYERS, 2);
    const players = [createRandomPlayer(12), createRandomPlayer(13)];
    while (snapshot.context.game.turnState.strategyTotals === null) {
      const pending = pendingDecision(snapshot);
      const side = pending.sides[0]!;
      snapshot = must(
        submit(snapshot, players[side]!.decide(snapshot.context.game, pending, side).command),
      );
    }
    const game = snapshot.context.game;
    expect(game.plant?.blizzard?.turn).toBe(1);
    const orks = Object.values(game.formations).filter((f) => f.side === 1);
    const ground = orks.filter((f) => arrivesAtOrkEdge(game, f));
    expect(ground.length).toBeGreaterThan(3);
    for (const f of ground) {
      const units = liveUnits(game, f).filter((u) => u.status === 'deployed');
      expect(units.length).toBeGreaterThan(0);
      const tables = new Set(units.map((u) => tableAt(u.position!)));
      expect(tables.size).toBe(1);
      expect([2, 3]).toContain(commandOf(game, f.id));
      expect([...tables][0]).toBe(commandOf(game, f.id));
      for (const u of units) expect(u.position!.y).toBeLessThan(12);
    }
    // Aircraft stay off the table until they fly.
    for (const f of orks.filter((x) => isAircraftFormation(game, x)))
      expect(liveUnits(game, f).every((u) => u.status !== 'deployed')).toBe(true);
  });

  it('5.3.15: random games play to their end, legal, within the invariants and replaying (1 seed here; `npm run sim:seeds` runs 200)', () => {
    const result = sweepSeeds(WATER_PLANT_TWO_PLAYERS, 0, 1);
    expect(result.failures).toEqual([]);
    expect(result.games).toBe(1);
  }, 120_000);
});
