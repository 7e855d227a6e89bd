import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../../engine/netea/rules/1.7-movement/moveUnit';
import type { GameState } from '../../../../engine/netea/state/schema';
import { fixedDice, movementGame, rect, rolls, type Piece } from '../../../fixtures/movementGame';
import { request, verdict } from '../1.7-movement/helpers';
import { checkFormationCoherency } from '../../../../engine/netea/rules/1.2-formations/coherency';
import { ORK_BOYZ } from '../../../fixtures/shootingGame';
import { bunker, devastatorsVs } from './helpers';

const gargant = (x: number, y: number): Piece => ({
  id: 'gargant',
  sheet: 'ork-great-gargant',
  formation: 'b1',
  at: [x, y],
});
const woods = rect('wood', 'woods', 58, 30, 70, 70);

function move(state: GameState, to: readonly [number, number], faces: number[]) {
  expect(verdict(state, 'gargant', [to])).toBe('ok');
  const { dice, events, source } = fixedDice(state, faces);
  const out = applyMove(state, request(state, 'gargant', [to]), { kind: 'normal' }, dice, events);
  expect(source.remaining()).toBe(0);
  return { ...out, events };
}

describe('3.1 War Engine Movement', () => {
  it('3.1 FAQ: What happens to a war engine that fails a dangerous terrain test? It takes a point of damage (check for a critical hit), but does not take a blast marker', () => {
    const state = movementGame([gargant(50, 50)], [woods]);
    // Test 1, walker re-roll 1 (failed): a point of damage, critical check 3; the move goes on.
    const out = move(state, [60, 50], [1, 1, 3]);
    expect(out.state.units.gargant?.damage).toBe(1);
    expect(out.state.units.gargant?.status).toBe('deployed');
    expect(out.state.units.gargant?.position).toEqual({ x: 60, y: 50 });
    expect(out.state.formations.b1?.blastMarkers).toBe(0);
    expect(out.destroyed).toEqual([]);
    expect(rolls(out.events).map((r) => r.section)).toEqual(['1.8.1', '2.1.18', '3.2.3']);
  });

  it('3.1: a war engine with one point of capacity left is destroyed where it fails its test', () => {
    const base = movementGame([gargant(50, 50)], [woods]);
    const u = base.units.gargant!;
    const state = { ...base, units: { ...base.units, gargant: { ...u, damage: 11 } } };
    const out = move(state, [60, 50], [1, 1]);
    expect(out.state.units.gargant?.status).toBe('destroyed');
    expect(out.destroyed).toEqual(['gargant']);
  });
});

describe('3.1.1 War Engine Formations', () => {
  const mixed = (boyX: number) =>
    devastatorsVs([bunker('bk', 40, 45), { id: 'boy1', sheet: ORK_BOYZ.id, x: boyX, y: 45 }]);

  it('3.1.1: war engines are in formation within their starting DC x 5cm of another unit (two Command Bunkers, DC3: 15cm)', () => {
    const pair = (x: number) => devastatorsVs([bunker('bk1', 40, 45), bunker('bk2', x, 45)]);
    // 4cm wide bunkers: centres 18cm apart are 14cm apart edge to edge; 21cm apart, 17cm.
    expect(checkFormationCoherency(pair(58), 'we').coherent).toBe(true);
    expect(checkFormationCoherency(pair(61), 'we').coherent).toBe(false);
  });

  it('3.1.1 FAQ: How do formations that contain war engine and non-war engine units form a "chain"? Non-war engines within 5cm of another unit, war engines within DC x 5cm', () => {
    // The Boyz stand 12cm from the bunker and from nothing else: out of formation.
    const apart = checkFormationCoherency(mixed(55), 'we');
    expect(apart.coherent).toBe(false);
    // Add a second stand of Boyz beside the first: each stand now has another within 5cm, and
    // the bunker is within 15cm of them.
    const s = devastatorsVs([
      bunker('bk', 40, 45),
      { id: 'boy1', sheet: ORK_BOYZ.id, x: 55, y: 45 },
      { id: 'boy2', sheet: ORK_BOYZ.id, x: 59, y: 45 },
    ]);
    expect(checkFormationCoherency(s, 'we').coherent).toBe(true);
  });
});
