import { describe, expect, it } from 'vitest';
import { getDatasheet, type UnitDatasheet } from '../../engine/netea/data';
import type { Command } from '../../engine/netea/commands/schema';
import { DEFAULT_SETTINGS, type GameSettings } from '../../engine/netea/state/settings';
import { ORK_BOYZ, rect } from '../fixtures/shootingGame';
import { withSheet } from './faqHelpers';
import { battle, declare, go, refusalOf, rollsOf } from './helpers';

/** The FAQ answers of 1.8 Terrain (seed 000 footnotes 8–10) and 1.8.2, played through commands. */

const TACTICAL = getDatasheet('sm-tactical') as UnitDatasheet;
const far = {
  id: 'orks',
  side: 1 as const,
  units: [{ id: 'boy', sheet: ORK_BOYZ.id, x: 170, y: 110 }],
};

describe('1.8.1 Dangerous Terrain Test: FAQ', () => {
  it('1.8.1 FAQ: How many D6 does a war engine roll when it enters dangerous terrain? One, like any other unit', () => {
    const s = go(
      battle(
        [
          {
            id: 'gargant',
            side: 0,
            units: [{ id: 'g', sheet: 'ork-great-gargant', x: 50, y: 50 }],
          },
          far,
        ],
        { terrain: [rect('wood', 'woods', 58, 30, 70, 70)] },
      ),
      declare(0, 'gargant', 'advance'),
      1,
    ).state;
    // One die is rolled for the whole war engine (go fails if more or fewer are rolled).
    const out = go(s, { type: 'move.unit', side: 0, unitId: 'g', path: [{ x: 60, y: 50 }] }, 2);
    const tests = rollsOf(out.events).filter((r) => r.purpose.includes('dangerous'));
    expect(tests.map((r) => r.results)).toEqual([[2]]);
    expect(out.state.units['g']?.position).toEqual({ x: 60, y: 50 });
  });
});

describe('1.8.2 Cover to Hit Modifiers', () => {
  const shootAt = (settings: Partial<GameSettings>, woods: ReturnType<typeof rect>) => {
    const s = go(
      battle(
        [
          { id: 'sm', side: 0, units: [{ id: 'tac', sheet: 'sm-tactical', x: 60, y: 20 }] },
          { id: 'orks', side: 1, units: [{ id: 'boy', sheet: ORK_BOYZ.id, x: 60, y: 45 }] },
        ],
        { terrain: [woods], settings },
      ),
      declare(0, 'sm', 'advance'),
      1,
    ).state;
    return go(s, { type: 'move.end', side: 0 }).state;
  };
  const neededToHit = (settings: Partial<GameSettings>, woods: ReturnType<typeof rect>) => {
    const s = shootAt(settings, woods);
    const shot = go(s, { type: 'shoot.declare', side: 0, targetFormationId: 'orks' }, 1);
    return rollsOf(shot.events).map((r) => r.needed);
  };

  it('1.8.2: a unit in cover is hit on a -1 (the missile launcher needs 6 instead of 5 at the Ork in the woods)', () => {
    const open = rect('wood', 'woods', 100, 100, 110, 110);
    const wood = rect('wood', 'woods', 50, 40, 70, 50);
    expect(neededToHit({}, open)).toEqual([5]);
    expect(neededToHit({}, wood)).toEqual([6]);
  });

  it('1.8.2 FAQ: When does a unit count as being in cover? Settled in the warm-up (inCoverWhen): by default with any part of its base in the terrain, or only wholly within it', () => {
    expect(DEFAULT_SETTINGS.inCoverWhen).toBe('partly');
    // The woods reach 1cm into the Ork's base (43 to 47 across y).
    const edge = rect('wood', 'woods', 50, 46, 70, 56);
    expect(neededToHit({}, edge)).toEqual([6]);
    expect(neededToHit({ inCoverWhen: 'wholly' }, edge)).toEqual([5]);
  });
});

describe('1.8.4 Terrain Effects: FAQ', () => {
  const onRoad = (settings: Partial<GameSettings>, speed: 0 | 'immobile') => {
    const s = battle(
      [{ id: 'sm', side: 0, units: [{ id: 'gun', sheet: 'sm-tactical', x: 50, y: 50 }] }, far],
      { terrain: [rect('road', 'road', 0, 47, 180, 53)], settings },
    );
    return go(
      withSheet(s, 'gun', { ...TACTICAL, id: `test-speed-${speed}`, speed }),
      declare(0, 'sm', 'advance'),
      1,
    ).state;
  };
  const along = (x: number, y: number, road: boolean): Command => ({
    type: 'move.unit',
    side: 0,
    unitId: 'gun',
    path: [{ x, y }],
    road,
  });

  it('1.8.4 FAQ: Can a speed 0cm unit on a road claim the +5cm move bonus? A warm-up question (speedZeroUsesRoads): by default 5cm along the road, never off it; an immobile unit never moves', () => {
    expect(DEFAULT_SETTINGS.speedZeroUsesRoads).toBe(true);
    const zero = onRoad({}, 0);
    expect(go(zero, along(55, 50, true)).state.units['gun']?.position).toEqual({ x: 55, y: 50 });
    // Without the road bonus it may not move; leaving the road loses the bonus.
    expect(refusalOf(zero, along(55, 50, false))).toMatchObject({ code: 'move/too-far' });
    expect(refusalOf(zero, along(50, 54, true))).toMatchObject({ code: 'move/not-on-road' });
    // Settled otherwise in the warm-up: no road move for speed 0cm.
    expect(refusalOf(onRoad({ speedZeroUsesRoads: false }, 0), along(55, 50, true))).toMatchObject({
      code: 'move/too-far',
    });
    expect(refusalOf(onRoad({}, 'immobile'), along(52, 50, true))).toMatchObject({
      code: 'move/cannot-move',
    });
  });
});
