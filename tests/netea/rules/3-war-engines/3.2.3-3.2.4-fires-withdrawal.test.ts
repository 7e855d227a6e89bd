import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../engine/netea/events';
import { burnFires } from '../../../../engine/netea/rules/3-war-engines/fires';
import {
  damageCaughtWarEngines,
  enemiesWithin,
} from '../../../../engine/netea/rules/3-war-engines/withdrawal';
import type { GameState } from '../../../../engine/netea/state/schema';
import { fixedDice, row, shootingGame } from '../../../fixtures/shootingGame';

/** The Great Gargant (DC12, fires: 1 spreads, 5-6 put out) with `fires` burning. */
function burningGargant(fires: number, damage = 0): GameState {
  const s = shootingGame([
    { id: 'gg', side: 1, units: [{ id: 'gargant', sheet: 'ork-great-gargant', x: 60, y: 60 }] },
    { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 2, 60, 20) },
  ]);
  const u = s.units.gargant!;
  return { ...s, units: { ...s.units, gargant: { ...u, fires, damage } } };
}

describe('3.2.3 Critical hits resolved in the end phase (fire)', () => {
  it('3.2.3: each fire rolls a D6: 5-6 puts it out, otherwise a point of damage and a Blast marker', () => {
    const events: GameEvent[] = [];
    // Fire 1: 5 (out). Fire 2: 3 (burns: a point, critical check 2).
    const { dice } = fixedDice(5, 3, 2);
    const s = burnFires(burningGargant(2), dice, events);
    expect(s.units.gargant?.fires).toBe(1);
    expect(s.units.gargant?.damage).toBe(1);
    expect(s.formations.gg?.blastMarkers).toBe(1);
  });

  it('3.2.3: a fire that spreads starts another fire, which is first rolled for in the next end phase', () => {
    const events: GameEvent[] = [];
    // One fire: 1 (spreads and burns: a point, critical check 3).
    const { dice, source } = fixedDice(1, 3);
    const s = burnFires(burningGargant(1), dice, events);
    expect(source.remaining()).toBe(0);
    expect(s.units.gargant?.fires).toBe(2);
    expect(s.units.gargant?.damage).toBe(1);
  });

  it("3.2.3 FAQ: If a critical hit's effect is resolved in the end phase and this results in another critical hit is that resolved immediately? No, in the next end phase", () => {
    const events: GameEvent[] = [];
    // One fire: 2 (a point), critical check 6: a new fire, not rolled for now.
    const { dice, source } = fixedDice(2, 6);
    const s = burnFires(burningGargant(1), dice, events);
    expect(source.remaining()).toBe(0);
    expect(s.units.gargant?.fires).toBe(2);
    expect(events.filter((e) => e.type === 'war-engine/critical')).toHaveLength(1);
  });

  it('3.2.2: fire that takes the last point of damage capacity destroys the war engine', () => {
    const events: GameEvent[] = [];
    const { dice } = fixedDice(2);
    const s = burnFires(burningGargant(1, 11), dice, events);
    expect(s.units.gargant?.status).toBe('destroyed');
  });
});

describe('3.2.4 Withdrawing war engines', () => {
  it('3.2.4: a war engine within 15cm of enemy units after its withdrawal takes a point of damage per enemy unit, no save, and stays on the table', () => {
    const s = shootingGame([
      { id: 'we', side: 1, units: [{ id: 'bk', sheet: 'command-bunker', x: 60, y: 40 }] },
      { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 3, 55, 50) },
      { id: 'far', side: 0, units: row('dev', 'sm-devastator', 1, 60, 100) },
    ]);
    expect(enemiesWithin(s, 'bk')).toBe(3);
    const events: GameEvent[] = [];
    // Critical checks 1 and 2 (the third point destroys it).
    const { dice } = fixedDice(1, 2);
    const r = damageCaughtWarEngines(s, ['bk'], dice, events);
    expect(r.others).toEqual([]);
    expect(r.state.units.bk?.damage).toBe(3);
    expect(r.state.units.bk?.status).toBe('destroyed');
  });

  it('1.13.3: other units caught are left to be destroyed as before', () => {
    const s = shootingGame([
      { id: 'we', side: 1, units: [{ id: 'bk', sheet: 'command-bunker', x: 60, y: 40 }] },
      { id: 'sm', side: 0, units: row('tac', 'sm-tactical', 1, 55, 50) },
    ]);
    const { dice } = fixedDice(4);
    const r = damageCaughtWarEngines(s, ['bk', 'tac1'], dice, []);
    expect(r.others).toEqual(['tac1']);
    expect(r.state.units.bk?.damage).toBe(1);
  });
});
