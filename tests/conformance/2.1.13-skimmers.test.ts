import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import type { TerrainFeature } from '../../engine/kernel/geometry';
import { rect } from '../fixtures/shootingGame';
import { battle, declare, go, move, refusalOf, rollsOf } from './helpers';

/** A Land Speeder (skimmer, 35cm) at (40, 50) with a Rhino of its side at (60, 50), and an
 * enemy Tactical unit far off; the Land Speeder's formation advances. */
function speeder(terrain: readonly TerrainFeature[], at = { x: 40, y: 50 }): GameState {
  const s = battle(
    [
      { id: 'ls', side: 0, units: [{ id: 'ls1', sheet: 'sm-land-speeder', ...at }] },
      { id: 'rh', side: 0, units: [{ id: 'rhino', sheet: 'sm-rhino', x: 60, y: 50 }] },
      { id: 'foe', side: 1, units: [{ id: 'e1', sheet: 'sm-tactical', x: 60, y: 110 }] },
    ],
    { terrain },
  );
  return go(s, declare(0, 'ls', 'advance'), 1).state;
}

const woods = rect('wood', 'woods', 50, 40, 56, 60);
const river = rect('river', 'river', 64, 30, 70, 70);
const dangerTests = (events: Parameters<typeof rollsOf>[0]) =>
  rollsOf(events).filter((r) => r.section?.startsWith('1.8'));

describe('2.1.13 Skimmers', () => {
  it('2.1.13: skimmers ignore dangerous and impassable terrain as they move, and may move over friendly units', () => {
    // Across woods (dangerous to vehicles), over the Rhino and a river (impassable to vehicles).
    const moved = go(speeder([woods, river]), move(0, 'ls1', 74, 50));
    expect(dangerTests(moved.events)).toEqual([]);
    expect(moved.state.units['ls1']?.position).toEqual({ x: 74, y: 50 });
  });

  it('2.1.13: … they may not land on impassable terrain', () => {
    expect(refusalOf(speeder([river]), move(0, 'ls1', 67, 50))).toMatchObject({
      code: 'move/lands-on-impassable',
    });
  });

  it('2.1.13: … and take a dangerous terrain test if they land in dangerous terrain', () => {
    const moved = go(speeder([woods]), move(0, 'ls1', 53, 45), 4);
    expect(dangerTests(moved.events)).toHaveLength(1);
    expect(moved.state.units['ls1']?.status).toBe('deployed');
  });

  it('2.1.13 FAQ: Does a skimmer that starts a move in dangerous terrain have to take a dangerous terrain test? Yes', () => {
    const moved = go(speeder([woods], { x: 53, y: 45 }), move(0, 'ls1', 80, 45), 1);
    expect(dangerTests(moved.events)).toHaveLength(1);
    expect(moved.state.units['ls1']?.status).toBe('destroyed');
  });

  it('2.1.13: enemy units affect skimmers normally: they may not move over them', () => {
    const s = battle([
      { id: 'ls', side: 0, units: [{ id: 'ls1', sheet: 'sm-land-speeder', x: 40, y: 50 }] },
      { id: 'foe', side: 1, units: [{ id: 'e1', sheet: 'sm-rhino', x: 80, y: 50 }] },
    ]);
    const advancing = go(s, declare(0, 'ls', 'advance'), 1).state;
    expect(refusalOf(advancing, move(0, 'ls1', 100, 50))).not.toBeNull();
  });
});
