import { describe, expect, it } from 'vitest';
import { row } from '../fixtures/shootingGame';
import { DISRUPT_TANK, EXPENDABLE_TACTICAL } from '../fixtures/specialists';
import { battle, declare, go } from './helpers';

/** A tank with a disrupt gun (AP4+, 3+ on sustained fire) shoots four infantry units of `sheet`
 * 20cm away (armour 4+). */
function disruptHit(sheet: string, ...saves: number[]) {
  const s = battle([
    { id: 'tank', side: 0, units: [{ id: 'gun', sheet: DISRUPT_TANK.id, x: 65, y: 20 }] },
    { id: 'sm', side: 1, units: row('tac', sheet, 4, 55, 40) },
  ]);
  const declared = go(s, declare(0, 'tank', 'sustained-fire'), 1).state;
  const shot = go(declared, { type: 'shoot.declare', side: 0, targetFormationId: 'sm' }, 6);
  return go(shot.state, { type: 'hits.allocate', side: 1 }, ...saves).state;
}

describe('2.2.2 Disrupt', () => {
  it('2.2.2: a disrupt hit places a Blast marker for the hit, saved or not; a unit lost to it places no second one', () => {
    expect(disruptHit('sm-tactical', 6).formations['sm']?.blastMarkers).toBe(2); // fire + hit
    const lost = disruptHit('sm-tactical', 1);
    expect(Object.values(lost.units).filter((u) => u.status === 'destroyed')).toHaveLength(1);
    expect(lost.formations['sm']?.blastMarkers).toBe(2);
  });

  it('2.2.2 FAQ: Does a disrupt hit inflict a Blast marker on an expendable unit? No', () => {
    // A formation of one regular and two expendable units: the hit goes to an expendable one.
    const s = battle([
      { id: 'tank', side: 0, units: [{ id: 'gun', sheet: DISRUPT_TANK.id, x: 65, y: 20 }] },
      {
        id: 'sm',
        side: 1,
        units: [
          { id: 'tac1', sheet: 'sm-tactical', x: 55, y: 40 },
          { id: 'exp1', sheet: EXPENDABLE_TACTICAL.id, x: 65, y: 40 },
          { id: 'exp2', sheet: EXPENDABLE_TACTICAL.id, x: 70, y: 40 },
        ],
      },
    ]);
    const declared = go(s, declare(0, 'tank', 'sustained-fire'), 1).state;
    const shot = go(declared, { type: 'shoot.declare', side: 0, targetFormationId: 'sm' }, 6);
    const saved = go(shot.state, { type: 'hits.allocate', side: 1 }, 6).state;
    expect(saved.formations['sm']?.blastMarkers).toBe(1); // for coming under fire only
  });
});
