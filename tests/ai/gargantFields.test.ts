import { describe, expect, it } from 'vitest';
import { assaultOdds } from '../../ai/utility/considerations/assault';
import type { GameState } from '../../engine/netea/state/schema';
import { battle } from '../conformance/helpers';
import { row } from '../fixtures/shootingGame';

/**
 * The AI keeps a Gargant's power fields in mind in an assault (seed 001 5.5.4): the fields stop
 * firefight (small arms) hits as they stop shooting, and close combat hits ignore them. Its own
 * Gargant charging Devastators, who fight it with their firefight value, fares better with its
 * fields up; against Assault Marines, who fight in close combat, the fields change nothing.
 */
const gargantAnd = (sheet: string): GameState =>
  battle([
    { id: 'g', side: 1, units: [{ id: 'gg', sheet: 'ork-great-gargant', x: 60, y: 40 }] },
    { id: 'sm', side: 0, units: row('m', sheet, 10, 36, 58, 5) },
  ]);
const fields = (s: GameState, shields: number): GameState => ({
  ...s,
  units: { ...s.units, gg: { ...s.units.gg!, shields } },
});

describe('the AI keeps its Gargant’s power fields in mind in assaults (seed 001 5.5.4)', () => {
  it('its Gargant charging Devastators expects their firefight hits stopped by its fields, and better odds, while the fields stand', () => {
    const s = gargantAnd('sm-devastator');
    const up = assaultOdds(fields(s, 6), 'g', 'sm');
    const down = assaultOdds(fields(s, 0), 'g', 'sm');
    expect(down.defenderKills).toBeGreaterThan(0);
    expect(up.defenderKills).toBeLessThan(down.defenderKills / 2);
    expect(up.win).toBeGreaterThan(down.win);
  });

  it('against Assault Marines in close combat its fields count for nothing', () => {
    const s = gargantAnd('sm-assault');
    const up = assaultOdds(fields(s, 6), 'g', 'sm');
    const down = assaultOdds(fields(s, 0), 'g', 'sm');
    expect(up.defenderKills).toBeCloseTo(down.defenderKills, 9);
    expect(up.win).toBeCloseTo(down.win, 9);
  });

  it('Marines assaulting an enemy Gargant with its fields up expect fewer kills from their firefight', () => {
    const s = gargantAnd('sm-devastator');
    const up = assaultOdds(fields(s, 6), 'sm', 'g');
    const down = assaultOdds(fields(s, 0), 'sm', 'g');
    expect(up.attackerKills).toBeLessThan(down.attackerKills);
  });
});
