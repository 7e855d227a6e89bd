import { describe, expect, it } from 'vitest';
import { ADVANCED, ARMOURED, COMBINED_ARMS, FAST_ATTACK } from '../../engine/netea/scenarios';
import { scenarioSetup } from '../fixtures/battle';

/**
 * The forces of the training scenarios 1.15.2–1.15.5 (seed 000): what each player's formations
 * hold, their initiative (1+) and strategy rating (5), and the victory conditions.
 */
function forces(scenario: unknown) {
  const setup = scenarioSetup(scenario);
  return setup.players.map((p) => ({
    strategyRating: p.strategyRating,
    initiatives: [...new Set(p.formations.map((f) => f.initiative))],
    formations: p.formations
      .map((f) => {
        const counts = new Map<string, number>();
        for (const u of f.units) counts.set(u.datasheetId, (counts.get(u.datasheetId) ?? 0) + 1);
        return [...counts.entries()]
          .sort()
          .map(([id, n]) => `${n} ${id}`)
          .join(' + ');
      })
      .sort(),
  }));
}

const TACTICALS_WITH_RHINOS = '3 sm-rhino + 6 sm-tactical';

describe('1.15 Core rules training scenarios: the forces', () => {
  it('1.15.2: Fast Attack: two formations each of six Tactical units and three Rhinos a side; strategy rating 5, initiative 1+', () => {
    const [alpha, beta] = forces(FAST_ATTACK);
    for (const force of [alpha, beta]) {
      expect(force).toEqual({
        strategyRating: 5,
        initiatives: [1],
        formations: [TACTICALS_WITH_RHINOS, TACTICALS_WITH_RHINOS],
      });
    }
    expect(scenarioSetup(FAST_ATTACK).victory).toMatchObject({
      kind: 'hold-objectives',
      objectives: 1,
      holdTurns: 1,
      captureRange: 15,
    });
  });

  it('1.15.3: Armoured: two formations each of four Predator Destructors a side', () => {
    for (const force of forces(ARMOURED)) {
      expect(force).toEqual({
        strategyRating: 5,
        initiatives: [1],
        formations: ['4 sm-predator-destructor', '4 sm-predator-destructor'],
      });
    }
  });

  it('1.15.4: Advanced: two Tactical formations with Rhinos a side, plus four Assault units (Alpha) or four Devastators (Beta)', () => {
    const [alpha, beta] = forces(ADVANCED);
    expect(alpha?.formations).toEqual(
      ['4 sm-assault', TACTICALS_WITH_RHINOS, TACTICALS_WITH_RHINOS].sort(),
    );
    expect(beta?.formations).toEqual(
      ['4 sm-devastator', TACTICALS_WITH_RHINOS, TACTICALS_WITH_RHINOS].sort(),
    );
    expect(alpha).toMatchObject({ strategyRating: 5, initiatives: [1] });
  });

  it('1.15.5: Combined Arms: the Advanced forces plus four Predator Destructors and three Whirlwinds a side; two objectives held together for a full turn win', () => {
    const [alpha, beta] = forces(COMBINED_ARMS);
    const support = ['4 sm-predator-destructor', '3 sm-whirlwind'];
    expect(alpha?.formations).toEqual(
      ['4 sm-assault', TACTICALS_WITH_RHINOS, TACTICALS_WITH_RHINOS, ...support].sort(),
    );
    expect(beta?.formations).toEqual(
      ['4 sm-devastator', TACTICALS_WITH_RHINOS, TACTICALS_WITH_RHINOS, ...support].sort(),
    );
    expect(scenarioSetup(COMBINED_ARMS).victory).toMatchObject({
      kind: 'hold-objectives',
      objectives: 2,
      holdTurns: 1,
    });
  });
});
