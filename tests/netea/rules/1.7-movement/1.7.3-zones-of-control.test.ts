import { describe, expect, it } from 'vitest';
import { movementGame, type Piece } from '../../../fixtures/movementGame';
import { verdict } from './helpers';

// Tactical stands facing 0 are 1.2cm long in x (centre +-0.6) and 4cm wide in y (+-2).
const tac = (id: string, formation: string, x: number, y: number): Piece => ({
  id,
  sheet: 'sm-tactical',
  formation,
  at: [x, y],
});

describe('1.7.3 Zones of Control', () => {
  const state = movementGame([tac('tac', 'a1', 50, 50), tac('ork', 'b1', 70, 50)]);

  it('units may not enter an enemy zone of control while they move', () => {
    expect(verdict(state, 'tac', [[64, 50]])).toBe('move/enters-zoc');
    expect(verdict(state, 'tac', [[63.7, 50]])).toBe('ok');
  });

  it('FAQ: Can a unit be exactly 5cm away from an enemy unit? No', () => {
    // Edge to edge: 69.4 - (63.8 + 0.6) = 5.0cm.
    expect(verdict(state, 'tac', [[63.8, 50]])).toBe('move/enters-zoc');
  });

  it('the whole path counts: passing through a zone of control is entering it', () => {
    const passing = movementGame([
      { id: 'rhino', sheet: 'sm-rhino', formation: 'a1', at: [55, 53] },
      tac('ork', 'b1', 70, 60),
    ]);
    expect(verdict(passing, 'rhino', [[85, 53]])).toBe('move/enters-zoc');
    expect(
      verdict(passing, 'rhino', [
        [55, 49],
        [80, 49],
      ]),
    ).toBe('ok');
  });

  it('FAQ: Must a unit in an enemy zone of control leave by the shortest path? No', () => {
    const inside = movementGame([tac('tac', 'a1', 64, 50), tac('ork', 'b1', 70, 50)]);
    expect(
      verdict(inside, 'tac', [
        [66, 50],
        [55, 50],
      ]),
    ).toBe('ok');
  });

  it('a unit in an enemy zone of control must leave it by the end of its action', () => {
    const inside = movementGame([tac('tac', 'a1', 64, 50), tac('ork', 'b1', 70, 50)]);
    expect(verdict(inside, 'tac', [[64, 47]])).toBe('move/must-leave-zoc');
    expect(verdict(inside, 'tac', [[64, 47]], { kind: 'normal', lastMoveOfAction: false })).toBe(
      'ok',
    );
  });

  const near = movementGame([tac('tac', 'a1', 60, 50), tac('ork', 'b1', 70, 50)]);
  const lost = { kind: 'normal', zocLost: ['ork'] } as const;

  it('units contacted by an engaging enemy lose their zone of control: others may move round them', () => {
    expect(verdict(near, 'tac', [[67, 50]])).toBe('move/enters-zoc');
    expect(verdict(near, 'tac', [[67, 50]], lost)).toBe('ok');
  });

  it('units are never allowed to cross directly over an enemy unit, even one that lost its ZoC', () => {
    expect(
      verdict(
        near,
        'tac',
        [
          [64, 50],
          [75, 50],
        ],
        lost,
      ),
    ).toBe('move/over-enemy');
  });

  it('2.1.12: scouts have a 10cm zone of control', () => {
    const scouts = movementGame([
      tac('tac', 'a1', 50, 50),
      { id: 'speeder', sheet: 'sm-land-speeder', formation: 'b1', at: [70, 50] },
    ]);
    // The speeder's base starts at x 69.25: 10.65cm from a stand at 58, 9.65cm from one at 59.
    expect(verdict(scouts, 'tac', [[59, 50]])).toBe('move/enters-zoc');
    expect(verdict(scouts, 'tac', [[58, 50]])).toBe('ok');
  });
});
