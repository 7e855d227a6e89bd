import { describe, expect, it } from 'vitest';
import { getDatasheet } from '../../../../engine/netea/data';
import { moveAllowance } from '../../../../engine/netea/rules/1.7-movement/allowance';
import { validateMove } from '../../../../engine/netea/rules/1.7-movement/movement';
import { DEFAULT_SETTINGS } from '../../../../engine/netea/state/settings';
import { movementGame, rect } from '../../../fixtures/movementGame';
import { verdict } from './helpers';

const sheet = (id: string) => {
  const s = getDatasheet(id);
  if (!s) throw new Error(id);
  return s;
};

describe('1.7 Movement', () => {
  const state = movementGame([{ id: 'tac', sheet: 'sm-tactical', formation: 'a1', at: [50, 50] }]);

  it('1.7: units move up to their speed (Tactical 15cm), not further', () => {
    expect(verdict(state, 'tac', [[65, 50]])).toBe('ok');
    expect(verdict(state, 'tac', [[65.5, 50]])).toBe('move/too-far');
  });

  it('1.7: the distance is measured along the whole path, which may turn freely', () => {
    expect(
      verdict(state, 'tac', [
        [57, 50],
        [57, 58],
      ]),
    ).toBe('ok');
    expect(
      verdict(state, 'tac', [
        [57, 50],
        [57, 59],
      ]),
    ).toBe('move/too-far');
  });

  it('1.7.1: each move of a march is checked on its own (3 x 15cm, not one 45cm move)', () => {
    expect(moveAllowance(sheet('sm-tactical'), { kind: 'normal' }, DEFAULT_SETTINGS)).toBe(15);
    expect(verdict(state, 'tac', [[80, 50]])).toBe('move/too-far');
  });

  it('1.7 FAQ: Can I choose to move a unit 0cm? Yes', () => {
    expect(verdict(state, 'tac', [])).toBe('ok');
  });

  it('1.7 FAQ: Can units move off the gaming table? Only if a special rule allows it', () => {
    const edge = movementGame([{ id: 'tac', sheet: 'sm-tactical', formation: 'a1', at: [5, 50] }]);
    expect(verdict(edge, 'tac', [[0.7, 50]])).toBe('ok');
    expect(verdict(edge, 'tac', [[0.5, 50]], undefined, { orientation: 'keep-facing' })).toBe(
      'move/off-table',
    );
  });

  it('1.7: a move starts where the unit stands', () => {
    const move = {
      unitId: 'tac',
      path: [
        { x: 40, y: 50 },
        { x: 45, y: 50 },
      ],
    };
    expect(validateMove(state, move, { kind: 'normal' })?.code).toBe('move/bad-path');
  });
});

describe('1.8.4 FAQ: speed 0cm and immobile units', () => {
  const road = rect('road', 'road', 0, 47, 180, 53);
  const state = movementGame(
    [
      { id: 'zero', sheet: 'speed-zero', formation: 'a1', at: [50, 50] },
      { id: 'bunker', sheet: 'command-bunker', formation: 'a2', at: [100, 50] },
    ],
    [road],
  );

  it('Can a speed 0cm unit on a road claim the +5cm move bonus? Yes by default (5cm on the road)', () => {
    expect(verdict(state, 'zero', [[55, 50]], { kind: 'normal', road: true })).toBe('ok');
    expect(verdict(state, 'zero', [[55, 50]])).toBe('move/too-far');
    expect(verdict(state, 'zero', [[50, 54]], { kind: 'normal', road: true })).toBe(
      'move/not-on-road',
    );
  });

  it('... or not, if the players settle it so in the warm-up (speedZeroUsesRoads)', () => {
    const strict = { ...state, settings: { ...state.settings, speedZeroUsesRoads: false } };
    expect(verdict(strict, 'zero', [[55, 50]], { kind: 'normal', road: true })).toBe(
      'move/too-far',
    );
  });

  it('A unit with a speed of "immobile" may not move, even on a road', () => {
    expect(verdict(state, 'bunker', [[102, 50]], { kind: 'normal', road: true })).toBe(
      'move/cannot-move',
    );
    expect(verdict(state, 'bunker', [])).toBe('ok');
  });
});

describe('move allowances of special moves', () => {
  const s = DEFAULT_SETTINGS;
  it('1.12.4: counter charge 10cm for speed 30cm or more, 5cm for 25cm or less', () => {
    expect(moveAllowance(sheet('sm-rhino'), { kind: 'counter-charge' }, s)).toBe(10);
    expect(moveAllowance(sheet('sm-land-raider'), { kind: 'counter-charge' }, s)).toBe(5);
    expect(moveAllowance(sheet('sm-tactical'), { kind: 'counter-charge' }, s)).toBe(5);
  });

  it('1.8.4 FAQ: Can units making a counter charge move on a road claim the +5cm bonus? No', () => {
    expect(moveAllowance(sheet('sm-rhino'), { kind: 'counter-charge', road: true }, s)).toBe(10);
  });

  it('1.12.9: consolidation moves are 5cm', () => {
    expect(moveAllowance(sheet('sm-rhino'), { kind: 'consolidation' }, s)).toBe(5);
  });

  it('1.8.4 Roads: a whole move on a road adds 5cm; 1.8.1: moving cautiously counts as speed 5cm', () => {
    expect(moveAllowance(sheet('sm-rhino'), { kind: 'normal', road: true }, s)).toBe(35);
    expect(moveAllowance(sheet('sm-rhino'), { kind: 'normal', cautious: true }, s)).toBe(5);
    expect(moveAllowance(sheet('command-bunker'), { kind: 'normal' }, s)).toBeNull();
  });
});
