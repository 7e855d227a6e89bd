import { describe, expect, it } from 'vitest';
import { createScenarioSetup, SPECIALIST, specialistScenario } from '../../engine/netea/scenarios';

describe('2.3.1 Specialist Training Scenario', () => {
  it('2.3, 2.3.1: the specialist training scenario, a variant of Combined Arms: each force has two Tactical formations with Rhinos (one with a Commander, one with a Dreadnought), four Land Raiders and five Land Speeders; strategy 5, initiative 1+, They Shall Know No Fear', () => {
    const setup = createScenarioSetup(SPECIALIST, { seed: 1 });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    for (const player of setup.value.players) {
      expect(player.strategyRating).toBe(5);
      expect(player.specialRules).toEqual(['they-shall-know-no-fear']);
      const count = (units: readonly { datasheetId: string }[], id: string) =>
        units.filter((u) => u.datasheetId === id).length;
      expect(
        player.formations.map((f) => [
          count(f.units, 'sm-tactical'),
          count(f.units, 'sm-rhino'),
          count(f.units, 'sm-captain'),
          count(f.units, 'sm-dreadnought'),
          count(f.units, 'sm-land-raider'),
          count(f.units, 'sm-land-speeder'),
          f.initiative,
        ]),
      ).toEqual([
        [6, 3, 1, 0, 0, 0, 1],
        [6, 3, 0, 1, 0, 0, 1],
        [0, 0, 0, 0, 4, 0, 1],
        [0, 0, 0, 0, 0, 5, 1],
      ]);
    }
  });

  it('2.3.1: three objectives (the centre, then one each at least 45cm from any other); two captured and held for a full turn win', () => {
    expect(SPECIALIST.objectives).toHaveLength(1);
    expect(SPECIALIST.objectivePlacement).toEqual({ perPlayer: 1, spacing: 45 });
    expect(SPECIALIST.victory).toMatchObject({ objectives: 2, holdTurns: 1, captureRange: 15 });
  });

  it('2.3.1: the Commander and the Dreadnought are options each force may leave out', () => {
    const setup = createScenarioSetup(
      specialistScenario(
        { commander: false, dreadnought: true },
        { commander: true, dreadnought: false },
      ),
      { seed: 1 },
    );
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    const has = (side: 0 | 1, id: string) =>
      setup.value.players[side]!.formations.some((f) => f.units.some((u) => u.datasheetId === id));
    expect([has(0, 'sm-captain'), has(0, 'sm-dreadnought')]).toEqual([false, true]);
    expect([has(1, 'sm-captain'), has(1, 'sm-dreadnought')]).toEqual([true, false]);
  });

  it('2.3.1: a formation option the datasheet does not offer is refused', () => {
    const bad = {
      ...SPECIALIST,
      forces: [
        {
          ...SPECIALIST.forces[0],
          formations: [
            {
              formation: 'sm-tactical-detachment-rhinos',
              count: 1,
              options: { specialist: 'titan' },
            },
          ],
        },
        SPECIALIST.forces[1],
      ],
    };
    const setup = createScenarioSetup(bad, { seed: 1 });
    expect(setup.ok).toBe(false);
  });
});
