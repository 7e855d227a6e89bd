import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../ai/registry';
import { playerSeed, simulate } from '../../ai/simulate';
import { situationOf } from '../../ai/utility/situation';
import type { Side } from '../../engine/netea/commands/schema';
import { createScenarioSetup, FUEL_DUMP_RAID, SIGNAL_HILL } from '../../engine/netea/scenarios';
import { SIGNAL_HILL_SPEARHEAD } from '../../engine/netea/scenarios/signalHill';
import { deployed } from '../fixtures/battle';
import { perSideHolds } from '../../ai/opposedGoalsInvariants';

/** Seed 001 5.3.3: the utility player reads each side's own goal (ai/utility/opposedGoals.ts). */
describe('5.3.3 the AI and per-side goals', () => {
  const hill = deployed(SIGNAL_HILL, 4).context.game;

  it('Signal Hill: the Marines head for the relay, the Orks hunt the spearhead', () => {
    const marines = situationOf(hill, 0);
    expect(marines.targets).toEqual([0]);
    expect(marines.hunting).toBe(false);
    const orks = situationOf(hill, 1);
    expect([...orks.quarry].sort()).toEqual([...SIGNAL_HILL_SPEARHEAD].sort());
    expect(orks.hunting).toBe(true);
  });

  it('the Fuel Dump Raid: the Orks, without a goal of their own, defend the dumps two at a time', () => {
    const raid = deployed(FUEL_DUMP_RAID, 4).context.game;
    const orks = situationOf(raid, 1);
    expect([...orks.targets].sort()).toEqual([0, 1, 2]);
    expect(orks.needed).toBe(2);
    expect(orks.hunting).toBe(false);
  });

  it('two computer players play Signal Hill to its end by the rules', () => {
    const setup = createScenarioSetup(SIGNAL_HILL, { seed: 6 });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    const players = [0, 1].map((s) => createPlayer('ai:normal', playerSeed(6, s as Side)));
    const { result } = simulate(setup.value, players, { checkInvariants: true });
    expect(result.turn).toBeLessThanOrEqual(5);
    expect(result.reason).toMatch(/goal/);
  }, 120_000);

  it('the sweep’s invariant catches an achieved goal lost and an ending the goals do not give', () => {
    const relay = { x: 90, y: 42 };
    const unit = hill.formations['a-sm-devastator-detachment-1']!.unitIds[0]!;
    const held: typeof hill = {
      ...hill,
      turn: 3,
      phase: 'action',
      objectiveHistory: [[0], [0]],
      units: { ...hill.units, [unit]: { ...hill.units[unit]!, position: relay } },
    };
    expect(perSideHolds(held, held)).toBeNull();
    expect(perSideHolds(held, { ...held, objectiveHistory: [[0], [1]] })).toMatch(
      /player 1's goal was achieved/,
    );
    const over = {
      ...held,
      phase: 'game-over' as const,
      result: { winner: 1 as Side, turn: 3, reason: 'x' },
    };
    expect(perSideHolds(held, over)).toMatch(/with a goal still open/);
  });
});
