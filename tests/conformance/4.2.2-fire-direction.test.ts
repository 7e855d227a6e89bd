import { describe, expect, it } from 'vitest';
import type { Point } from '../../engine/kernel/geometry/types';
import type { GameState } from '../../engine/netea/state/schema';
import { pendingAllocation } from '../../engine/netea/rules/1.9-shooting/commands';
import { airGame } from '../netea/rules/4.2-aircraft/airGame';
import { go, rollsOf } from './helpers';
import type { Command } from '../../engine/netea/commands/schema';
import { applyCommand } from '../../engine/netea/commands/apply';
import { FixedDieSource } from '../../engine/kernel/dice/roller';

/** The Basilisk battery and its Hydra in a north–south column at x = 90 (bat1 northmost), the
 * Orks flying in from their north edge. */
function column(): GameState {
  const s = airGame();
  const units = { ...s.units };
  ['bat1', 'bat2', 'bat3', 'bat4'].forEach((id, i) => {
    units[id] = { ...units[id]!, position: { x: 90, y: 70 + 5 * i } };
  });
  return { ...s, units };
}

/** How many dice the attack rolls (the Heavy Shootas roll only within their 15cm). */
function rolls(state: GameState, command: Command): number {
  const r = applyCommand(state, command, {
    dice: new FixedDieSource(Array(20).fill(1), state.rng),
  });
  if (!r.ok) throw new Error(r.refusal.code);
  return rollsOf(r.events).reduce((n, e) => n + e.results.length, 0);
}

/** The Fighta-Bombers fly the approach, the Hydra holds its fire, they attack the battery and
 * one Tankbusta Rokkit hits: where the default allocation (closest first, 1.9.6) puts it. */
function oneHitAfter(approach: Point[]) {
  const flown = go(
    column(),
    {
      type: 'aircraft.mission',
      side: 0,
      formationId: 'fb',
      mission: 'ground-attack',
      approach,
    },
    6,
  ).state;
  const noFlak = go(flown, { type: 'aircraft.flak', side: 1, unitIds: [] }).state;
  // The Heavy Shootas (AP, rolled first when in range) cannot hurt armoured vehicles; of the
  // four Tankbusta Rokkits (AT4+, rolled last) the first hits.
  const attack = { type: 'aircraft.attack', side: 0, targetFormationId: 'bat' } as const;
  const shootas = rolls(noFlak, attack) - 4;
  const attacked = go(noFlak, attack, ...Array<number>(shootas).fill(1), 4, 1, 1, 1).state;
  const problem = pendingAllocation(attacked);
  return { problem, allocation: problem?.defaultAllocation.flat() };
}

describe('4.2.2 FAQ: fire from the direction of the approach move', () => {
  it('4.2.2 FAQ: Can an aircraft end its approach move in the middle of an enemy formation in order to ensure a specific target is allocated hits before other models? No, the fire comes from the direction of the approach', () => {
    // The Orks end alongside the rear of the column (bat3, bat4 are nearest where they stop),
    // but they came from the north: bat1, the front of the column seen from there, is hit first.
    const { problem, allocation } = oneHitAfter([
      { x: 100, y: 0 },
      { x: 100, y: 83 },
    ]);
    expect(allocation).toEqual(['bat1']);
    expect(problem!.distance['bat1']!).toBeLessThan(problem!.distance['bat4']!);
  });

  it('4.2.2 FAQ: the fire comes from the direction of the approach move, not from where the aircraft end it', () => {
    // Overflying the column and ending south of it: still the northmost Basilisk first.
    const over = oneHitAfter([
      { x: 90, y: 0 },
      { x: 90, y: 95 },
    ]);
    expect(over.allocation).toEqual(['bat1']);
    // Stopping short, north of the column, the aircraft simply fire from where they are.
    const short = oneHitAfter([
      { x: 90, y: 0 },
      { x: 90, y: 55 },
    ]);
    expect(short.allocation).toEqual(['bat1']);
    expect(short.problem!.distance['bat1']).toBeCloseTo(
      Math.min(...Object.values(short.problem!.distance)),
    );
  });
});
