import { describe, expect, it } from 'vitest';
import { movementGame, rect, type Piece } from '../../../fixtures/movementGame';
import { verdict } from './helpers';

const tac = (id: string, formation: string, x: number, y: number): Piece => ({
  id,
  sheet: 'sm-tactical',
  formation,
  at: [x, y],
});
const charge = { kind: 'charge', targetFormationIds: ['b1'] } as const;

describe('1.12.3 Make Charge Move', () => {
  it('a charging unit may enter the zone of control of the target to reach base contact', () => {
    const state = movementGame([tac('tac', 'a1', 56, 50), tac('e1', 'b1', 70, 50)]);
    expect(verdict(state, 'tac', [[68.8, 50]], charge)).toBe('ok');
    expect(verdict(state, 'tac', [[66, 50]], charge)).toBe('move/charge-nearest');
    expect(verdict(state, 'tac', [[68.8, 50]])).toBe('move/enters-zoc');
  });

  it('FAQ: a charger without the movement to reach base contact moves as far as it can towards the enemy', () => {
    const state = movementGame([tac('tac', 'a1', 50, 50), tac('e1', 'b1', 70, 50)]);
    expect(verdict(state, 'tac', [[65, 50]], charge)).toBe('ok');
    expect(verdict(state, 'tac', [[64, 50]], charge)).toBe('move/charge-nearest');
  });

  it('a charging unit that enters a ZoC must contact the nearest enemy whose ZoC it entered', () => {
    const state = movementGame([
      tac('tac', 'a1', 60, 52),
      tac('e1', 'b1', 70, 50),
      tac('e2', 'b1', 72, 60),
    ]);
    const sideways = { orientation: 'keep-facing' } as const;
    expect(
      verdict(
        state,
        'tac',
        [
          [64, 55],
          [70.8, 60],
        ],
        charge,
        sideways,
      ),
    ).toBe('move/charge-nearest');
  });

  it('charging units may not enter the ZoC of units of a formation that is not the target', () => {
    const state = movementGame([
      tac('tac', 'a1', 56, 50),
      tac('e1', 'b1', 70, 50),
      tac('o1', 'b2', 64, 44),
    ]);
    expect(verdict(state, 'tac', [[68.8, 50]], charge)).toBe('move/zoc-of-other-formation');
  });

  it('1.7.3 FAQ: a formation in an enemy ZoC may engage another formation if it completely leaves that ZoC', () => {
    const state = movementGame([
      tac('tac', 'a1', 56, 50),
      tac('e1', 'b1', 70, 50),
      tac('o1', 'b2', 56, 44.5),
    ]);
    expect(verdict(state, 'tac', [[68.8, 50]], charge)).toBe('ok');
    expect(verdict(state, 'tac', [[58, 50]], charge)).toBe('move/must-leave-zoc');
  });

  it('a maximum of two units may move into base contact with each defender', () => {
    const state = movementGame([
      tac('tac', 'a1', 56, 50),
      tac('f1', 'a1', 70, 46),
      tac('f2', 'a1', 70, 54),
      tac('e1', 'b1', 70, 50),
    ]);
    expect(verdict(state, 'tac', [[68.8, 50]], { ...charge, zocLost: ['e1'] })).toBe(
      'move/defender-full',
    );
  });
});

describe('1.12.3 and 2.1.12 FAQs on charging', () => {
  it('1.12.3 FAQ: an enemy partly outside impassable terrain may be contacted; one wholly within may not', () => {
    const rhino: Piece = { id: 'rhino', sheet: 'sm-rhino', formation: 'a1', at: [50, 50] };
    const wholly = movementGame(
      [rhino, tac('e1', 'b1', 60, 50)],
      [rect('house', 'buildings', 59.4, 45, 70, 55)],
    );
    expect(verdict(wholly, 'rhino', [[58.4, 50]], charge)).toBe('move/contact-in-impassable');
    const partly = movementGame(
      [rhino, tac('e1', 'b1', 60, 50)],
      [rect('house', 'buildings', 60, 45, 70, 55)],
    );
    expect(verdict(partly, 'rhino', [[58.4, 50]], charge)).toBe('ok');
  });

  it('2.1.12 FAQ: Can a charging unit move into base contact with an enemy unit that is completely within an un-intermingled enemy scout’s zone of control? Yes, if the enemy unit is closer than the scout', () => {
    const state = movementGame([
      tac('tac', 'a1', 56, 50),
      tac('e1', 'b1', 70, 50),
      { id: 'scout', sheet: 'sm-land-speeder', formation: 'b2', at: [75, 60] },
    ]);
    expect(verdict(state, 'tac', [[68.8, 50]], charge)).toBe('ok');
    const far = movementGame([
      tac('tac', 'a1', 56, 50),
      tac('e1', 'b1', 70, 50),
      { id: 'scout', sheet: 'sm-land-speeder', formation: 'b2', at: [64, 61] },
    ]);
    expect(verdict(far, 'tac', [[68.8, 50]], charge)).toBe('move/zoc-of-other-formation');
  });
});

describe('1.12.4 Counter Charges', () => {
  const state = movementGame([tac('att', 'a1', 60, 50), tac('def', 'b1', 70, 50)]);
  const counter = { kind: 'counter-charge' } as const;

  it('a unit must move directly towards the closest enemy unit (5cm for speed 25cm or less)', () => {
    expect(verdict(state, 'def', [[65, 50]], counter)).toBe('ok');
    expect(verdict(state, 'def', [[70, 55]], counter)).toBe('move/counter-charge-direction');
    expect(verdict(state, 'def', [[64.5, 50]], counter)).toBe('move/too-far');
  });

  it('it may move into base contact if close enough', () => {
    const close = movementGame([tac('att', 'a1', 64, 50), tac('def', 'b1', 70, 50)]);
    expect(verdict(close, 'def', [[65.2, 50]], counter)).toBe('ok');
  });

  it('units already in base contact with an enemy may not counter charge', () => {
    const touching = movementGame([tac('att', 'a1', 68.8, 50), tac('def', 'b1', 70, 50)]);
    expect(verdict(touching, 'def', [[71, 50]], counter)).toBe('move/counter-charge-in-contact');
  });
});

describe('1.12.9 Winner Consolidates and 1.13.3 Withdrawals', () => {
  it('1.12.9: units may not enter an enemy zone of control when they consolidate', () => {
    const state = movementGame([tac('tac', 'a1', 60, 50), tac('e1', 'b1', 70, 50)]);
    expect(verdict(state, 'tac', [[64, 50]], { kind: 'consolidation' })).toBe('move/enters-zoc');
    expect(verdict(state, 'tac', [[63.5, 50]], { kind: 'consolidation' })).toBe('ok');
  });

  it('1.12.9 FAQ: Do I have to use a consolidation move to move out of an enemy ZoC? No', () => {
    const state = movementGame([tac('tac', 'a1', 65, 50), tac('e1', 'b1', 70, 50)]);
    expect(verdict(state, 'tac', [[65, 48]], { kind: 'consolidation' })).toBe('ok');
  });

  it('1.13.3: withdrawal moves may ignore enemy zones of control', () => {
    const state = movementGame([tac('tac', 'a1', 60, 50), tac('e1', 'b1', 70, 55)]);
    expect(verdict(state, 'tac', [[75, 50]], { kind: 'withdrawal' })).toBe('ok');
    expect(verdict(state, 'tac', [[75, 50]])).toBe('move/enters-zoc');
  });
});
