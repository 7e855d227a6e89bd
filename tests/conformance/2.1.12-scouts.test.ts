import { describe, expect, it } from 'vitest';
import { checkFormationCoherency } from '../../engine/netea/rules/1.2-formations/coherency';
import type { GameState } from '../../engine/netea/state/schema';
import { row } from '../fixtures/shootingGame';
import { battle, declare, go, refusalOf } from './helpers';

/** A formation of Tactical units (`tacs`) and a Land Speeder (a scout) at the given places. */
function mixed(tacs: readonly { x: number; y: number }[], speeder: { x: number; y: number }) {
  return battle([
    {
      id: 'mix',
      side: 0,
      units: [
        ...tacs.map((p, i) => ({ id: `t${i + 1}`, sheet: 'sm-tactical', ...p })),
        { id: 'ls', sheet: 'sm-land-speeder', ...speeder },
      ],
    },
    { id: 'far', side: 1, units: row('o', 'sm-tactical', 1, 170, 110) },
  ]);
}

describe('2.1.12 Scouts', () => {
  it('2.1.12 FAQ: How do formations that contain scout and non-scout units form a “chain” to be a legal formation? Non-scouts within 5cm of another unit, scouts within 20cm', () => {
    // Two Tactical units 1cm apart and the Speeder 15cm off: a legal chain.
    const legal = mixed(
      [
        { x: 60, y: 50 },
        { x: 61.2 + 1, y: 50 },
      ],
      { x: 78, y: 50 },
    );
    expect(checkFormationCoherency(legal, 'mix')).toMatchObject({ coherent: true });
    // One Tactical unit with the Speeder 15cm off: the Speeder has a unit within 20cm, but the
    // Tactical unit has none within 5cm, so the formation is not legal.
    const alone = mixed([{ x: 60, y: 50 }], { x: 76, y: 50 });
    expect(checkFormationCoherency(alone, 'mix').coherent).toBe(false);
  });

  it('2.1.12 FAQ: Are scouts intermingled if they are within 10cm of another formation? No', () => {
    // A Land Speeder formation 8cm from the target: inside the scouts' 10cm zone of control,
    // outside the 5cm that makes formations intermingled (1.12.10).
    let s: GameState = battle([
      { id: 'att', side: 0, units: row('a', 'sm-tactical', 2, 60, 30) },
      { id: 'foe', side: 1, units: row('d', 'sm-tactical', 2, 60, 50) },
      { id: 'speeders', side: 1, units: row('s', 'sm-land-speeder', 2, 60, 61) },
    ]);
    s = go(s, declare(0, 'att', 'engage'), 1).state;
    expect(
      refusalOf(s, {
        type: 'assault.declare',
        side: 0,
        targetFormationId: 'foe',
        intermingled: ['speeders'],
      }),
    ).toMatchObject({ code: 'assault/not-intermingled', section: '1.12.10' });
  });
});
