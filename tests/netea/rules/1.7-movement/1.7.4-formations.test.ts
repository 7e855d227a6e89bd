import { describe, expect, it } from 'vitest';
import { Dice } from '../../../../engine/kernel/dice';
import { placeAttackBlastMarkers } from '../../../../engine/netea/rules/1.13-broken-formations/breaking';
import {
  checkFormationCoherency,
  checkOutOfFormationChoice,
  destroyOutOfFormation,
} from '../../../../engine/netea/rules/1.2-formations/coherency';
import type { GameState } from '../../../../engine/netea/state/schema';
import { embark, fixedDice, movementGame, type Piece } from '../../../fixtures/movementGame';

const tac = (id: string, x: number, y: number): Piece => ({
  id,
  sheet: 'sm-tactical',
  formation: 'a1',
  at: [x, y],
});

// t1 and t2 are 1.5cm apart; t3 stands 28cm away.
const split = () => movementGame([tac('t1', 50, 50), tac('t2', 50, 55.5), tac('t3', 80, 50)]);

describe('1.7.4 Formations', () => {
  it('1.2.1: units out of the chain are out of formation (the largest chain is suggested)', () => {
    const report = checkFormationCoherency(split(), 'a1');
    expect(report.coherent).toBe(false);
    expect(report.suggested).toEqual(['t3']);
  });

  it('the controlling player may choose which units are out of formation', () => {
    const state = split();
    expect(checkOutOfFormationChoice(state, 'a1', ['t3'])).toBeNull();
    // Keeping t3 alone is a choice too: each of t1 and t2 is out of formation with it.
    expect(checkOutOfFormationChoice(state, 'a1', ['t1', 't2'])).toBeNull();
  });

  it('the choice must leave the rest in formation, and may not include units in formation with it', () => {
    const state = split();
    expect(checkOutOfFormationChoice(state, 'a1', [])?.code).toBe('formation/still-incoherent');
    expect(checkOutOfFormationChoice(state, 'a1', ['t2', 't3'])?.code).toBe(
      'formation/in-formation',
    );
  });

  it('each unit lost places one Blast marker on the formation', () => {
    const state = split();
    const { dice, events } = fixedDice(state, []);
    const out = destroyOutOfFormation(state, 'a1', ['t3'], dice, events);
    expect(out.state.units['t3']?.status).toBe('destroyed');
    expect(out.state.formations['a1']?.blastMarkers).toBe(1);
    expect(events.map((e) => e.type)).toEqual(['move/unit-destroyed', 'blast/markers-placed']);
  });

  it('1.13.4: a broken formation takes extra hits instead of Blast markers', () => {
    const state = split();
    const formation = state.formations['a1']!;
    const broken: GameState = {
      ...state,
      formations: { ...state.formations, a1: { ...formation, broken: true } },
    };
    const out = placeAttackBlastMarkers(broken, Dice.seeded(broken.rng), 'a1', 2, {
      reason: 'test',
      section: '1.7.4',
    });
    expect(out.state.formations['a1']?.blastMarkers).toBe(0);
    const lost = Object.values(out.state.units).filter((u) => u.status === 'destroyed');
    expect(lost).toHaveLength(2);
    expect(out.events[0]).toMatchObject({ type: 'blast/panic-hits', count: 2, section: '1.13.4' });
  });

  it('embarked units travel with their transport and do not count as separate units', () => {
    let state = movementGame([
      { id: 'rhino', sheet: 'sm-rhino', formation: 'a1', at: [50, 50] },
      { id: 'tac', sheet: 'sm-tactical', formation: 'a1' },
    ]);
    state = embark(state, 'tac', 'rhino');
    expect(checkFormationCoherency(state, 'a1').coherent).toBe(true);
  });

  it('2.1.12: scouts need only be within 20cm of another unit of the formation', () => {
    const state = movementGame([
      { id: 's1', sheet: 'sm-land-speeder', formation: 'a1', at: [50, 50] },
      { id: 's2', sheet: 'sm-land-speeder', formation: 'a1', at: [65, 50] },
    ]);
    expect(checkFormationCoherency(state, 'a1').coherent).toBe(true);
  });
});
