import { describe, expect, it } from 'vitest';
import { movementGame, type Piece } from '../../../fixtures/movementGame';
import { verdict } from './helpers';

// A Tactical stand facing 0 (along +x) is 1.2cm long in x and 4cm wide in y.
const mover: Piece = { id: 'tac', sheet: 'sm-tactical', formation: 'a1', at: [50, 50] };
const withdrawal = { kind: 'withdrawal' } as const;

describe('1.7.2 Other Units', () => {
  it('enemy units may never move over or through each other (not even withdrawing, 1.13.3)', () => {
    const state = movementGame([
      mover,
      { id: 'ork', sheet: 'sm-tactical', formation: 'b1', at: [58, 50] },
    ]);
    expect(verdict(state, 'tac', [[65, 50]], withdrawal)).toBe('move/over-enemy');
  });

  it('a friendly unit may move over friendly infantry, which get out of the way', () => {
    const state = movementGame([
      mover,
      { id: 'pal', sheet: 'sm-tactical', formation: 'a1', at: [58, 50] },
    ]);
    expect(verdict(state, 'tac', [[65, 50]])).toBe('ok');
  });

  it('with the exception of infantry, a friendly unit may never move directly over another', () => {
    const state = movementGame([
      mover,
      { id: 'rhino', sheet: 'sm-rhino', formation: 'a1', at: [58, 50] },
    ]);
    expect(verdict(state, 'tac', [[65, 50]])).toBe('move/over-friendly');
  });

  it('no move may end on top of another unit, even friendly infantry', () => {
    const state = movementGame([
      mover,
      { id: 'pal', sheet: 'sm-tactical', formation: 'a1', at: [58, 50] },
    ]);
    expect(verdict(state, 'tac', [[58.5, 50]])).toBe('move/ends-on-unit');
  });

  it('"moving over" refers to the model, not the base: brushing past a base is not moving over it', () => {
    // The Rhino's base runs from y 52.0 to 53.3; the stand's from 48 to 52 along the whole path.
    const touching = movementGame([
      mover,
      { id: 'rhino', sheet: 'sm-rhino', formation: 'a1', at: [58, 52.65] },
    ]);
    expect(verdict(touching, 'tac', [[65, 50]])).toBe('ok');
    const overlapping = movementGame([
      mover,
      { id: 'rhino', sheet: 'sm-rhino', formation: 'a1', at: [58, 52.4] },
    ]);
    expect(verdict(overlapping, 'tac', [[65, 50]])).toBe('move/over-friendly');
  });
});

describe('2.1.7 Jump Packs and other units', () => {
  const jumper: Piece = { id: 'jump', sheet: 'sm-assault', formation: 'a1', at: [50, 50] };

  it('jump packs may move over other friendly units, but may not land on them', () => {
    const state = movementGame([
      jumper,
      { id: 'rhino', sheet: 'sm-rhino', formation: 'a1', at: [58, 50] },
    ]);
    expect(verdict(state, 'jump', [[65, 50]])).toBe('ok');
    expect(verdict(state, 'jump', [[58, 50]])).toBe('move/ends-on-unit');
  });

  it('jump packs cannot jump over enemy units', () => {
    const state = movementGame([
      jumper,
      { id: 'ork', sheet: 'sm-rhino', formation: 'b1', at: [58, 50] },
    ]);
    expect(verdict(state, 'jump', [[65, 50]], withdrawal)).toBe('move/over-enemy');
  });
});
