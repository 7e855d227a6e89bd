import { describe, expect, it } from 'vitest';
import type { FireArc } from '../../../../engine/netea/data';
import {
  shootingOptions,
  type ShootingContext,
} from '../../../../engine/netea/rules/1.9-shooting/options';
import type { GameState } from '../../../../engine/netea/state/schema';
import { ORK_BOYZ, rect, row, shootingGame, UNARMED } from '../../../fixtures/shootingGame';

const advance: ShootingContext = { action: 'advance' };

function withBlastMarkers(s: GameState, formationId: string, blastMarkers: number): GameState {
  const f = s.formations[formationId]!;
  return { ...s, formations: { ...s.formations, [formationId]: { ...f, blastMarkers } } };
}

/** A tank at (90, 60) facing +x (0°) and one Ork unit 20cm away at `angle` degrees from the
 * tank's facing (screen coordinates, y down: -90° is the tank's left). */
function arcCase(arc: FireArc, angle: number): GameState {
  const a = (angle * Math.PI) / 180;
  return shootingGame([
    { id: 'sm', side: 0, units: [{ id: 'tank', sheet: `test-arc-${arc}`, x: 90, y: 60 }] },
    {
      id: 'orks',
      side: 1,
      units: [
        { id: 'boy', sheet: ORK_BOYZ.id, x: 90 + 20 * Math.cos(a), y: 60 + 20 * Math.sin(a) },
      ],
    },
  ]);
}

describe('1.9.2 Weapon Fire Arcs', () => {
  const angles = [10, 30, -30, 70, -70, 110, -110, -170];
  // Angles (from the facing, -90 the left) at which the weapon may fire.
  const table: readonly [FireArc, readonly number[], string][] = [
    ['all', angles, 'most weapons can be fired in any direction'],
    ['forward', [10, 30, -30, 70, -70], 'forward: 180° arc to the front'],
    ['rear', [110, -110, -170], 'rear: 180° arc to the rear'],
    ['left', [-30, -70, -110, -170], "left: 180° arc to the unit's left side"],
    ['right', [10, 30, 70, 110], "right: 180° arc to the unit's right side"],
    ['fixed-forward', [10, 30, -30], 'fixed forward: within 45° either side of the facing'],
    ['fixed-rear', [-170], 'fixed rear (army lists): fixed forward turned about'],
  ];
  for (const [arc, ok, why] of table)
    it(`1.9.2 Weapon Fire Arcs: ${why}`, () => {
      for (const angle of angles) {
        const r = shootingOptions(arcCase(arc, angle), 'sm', 'orks', advance);
        expect({ angle, fires: r.ok && r.value.weapons.length > 0 }).toEqual({
          angle,
          fires: ok.includes(angle),
        });
        if (!r.ok) expect(r.error.code).toBe('shooting/out-of-range');
      }
    });

  it('1.9.2 Weapon Fire Arcs: a target partly inside the arc may be fired at', () => {
    // The Boyz' base (4cm wide) straddles the tank's 45° fixed-forward edge.
    const s = shootingGame([
      { id: 'sm', side: 0, units: [{ id: 'tank', sheet: 'test-arc-fixed-forward', x: 90, y: 60 }] },
      { id: 'orks', side: 1, units: [{ id: 'boy', sheet: ORK_BOYZ.id, x: 104, y: 75.5 }] },
    ]);
    expect(shootingOptions(s, 'sm', 'orks', advance).ok).toBe(true);
  });
});

describe('1.9.2 Who May Shoot: FAQ', () => {
  it('1.9.2 FAQ: Can a unit be suppressed if it has no enemy in the fire arc of its weapons? No', () => {
    // The rearmost unit's only gun fires fixed forward, and it faces away from the Orks.
    const s = shootingGame([
      {
        id: 'sm',
        side: 0,
        units: [
          { id: 'front', sheet: 'sm-devastator', x: 60, y: 30 },
          { id: 'mid', sheet: 'sm-devastator', x: 60, y: 25 },
          { id: 'back', sheet: 'test-arc-fixed-forward', x: 60, y: 15, facing: 270 },
        ],
      },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 2, 60, 50) },
    ]);
    const o = shootingOptions(withBlastMarkers(s, 'sm', 1), 'sm', 'orks', advance);
    if (!o.ok) throw new Error(o.error.message);
    expect(o.value.suppression.eligible).not.toContain('back');
    expect(o.value.suppression.suppressed).toEqual(['mid']);
    expect(o.value.shooters).toEqual(['front']);
    // Turned to face the Orks, it is the unit suppressed.
    const turned = shootingGame([
      {
        id: 'sm',
        side: 0,
        units: [
          { id: 'front', sheet: 'sm-devastator', x: 60, y: 30 },
          { id: 'mid', sheet: 'sm-devastator', x: 60, y: 25 },
          { id: 'back', sheet: 'test-arc-fixed-forward', x: 60, y: 15, facing: 90 },
        ],
      },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 2, 60, 50) },
    ]);
    const t = shootingOptions(withBlastMarkers(turned, 'sm', 1), 'sm', 'orks', advance);
    expect(t.ok && t.value.suppression.suppressed).toEqual(['back']);
  });

  it('1.9.2 FAQ: When are units armed with a weapon that does not require a line of fire suppressed? Only when within range of a unit from the target formation', () => {
    // Whirlwinds firing indirectly (2.2.10, 90cm): 'hidden' is in range behind a building,
    // 'far' is out of range; one Blast marker.
    const s = shootingGame(
      [
        {
          id: 'sm',
          side: 0,
          units: [
            { id: 'seen', sheet: 'sm-whirlwind', x: 90, y: 50 },
            { id: 'hidden', sheet: 'sm-whirlwind', x: 40, y: 60 },
            { id: 'far', sheet: 'sm-whirlwind', x: 90, y: 112 },
          ],
        },
        { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 2, 88, 8) },
      ],
      [rect('block', 'buildings', 30, 40, 50, 50, 3)],
    );
    const marked = withBlastMarkers(s, 'sm', 1);
    const indirect = shootingOptions(marked, 'sm', 'orks', {
      action: 'sustained-fire',
      indirect: true,
    });
    if (!indirect.ok) throw new Error(indirect.error.message);
    expect(indirect.value.suppression.eligible).toEqual(['hidden', 'seen']);
    expect(indirect.value.suppression.suppressed).toEqual(['hidden']);
    expect(indirect.value.shooters).toEqual(['seen']);
    // Firing directly the hidden Whirlwind has no line of fire and cannot be suppressed.
    const direct = shootingOptions(s, 'sm', 'orks', { action: 'sustained-fire' });
    if (!direct.ok) throw new Error(direct.error.message);
    expect(direct.value.suppression.eligible).toEqual(['seen']);
  });

  it('1.9.2 FAQ: Can a unit without a ranged weapon be suppressed? Units without a firefight value and ranged weapons may not be', () => {
    const s = shootingGame([
      {
        id: 'sm',
        side: 0,
        units: [
          { id: 'dev', sheet: 'sm-devastator', x: 60, y: 40 },
          { id: 'unarmed', sheet: UNARMED.id, x: 70, y: 44 },
        ],
      },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 2, 60, 50) },
    ]);
    const o = shootingOptions(withBlastMarkers(s, 'sm', 1), 'sm', 'orks', advance);
    expect(o.ok || o.error.code).toBe('shooting/all-suppressed');
    const unmarked = shootingOptions(s, 'sm', 'orks', advance);
    expect(unmarked.ok && unmarked.value.suppression.eligible).toEqual(['dev']);
  });

  it('1.9.2 FAQ: Can a unit being transported be suppressed? Only if its transport lets it shoot: otherwise it has no line of fire', () => {
    const s = shootingGame([
      {
        id: 'sm',
        side: 0,
        units: [
          { id: 'rhino', sheet: 'sm-rhino', x: 60, y: 20 },
          { id: 'tac', sheet: 'sm-tactical', x: 0, y: 0, embarkedIn: 'rhino' },
          { id: 'dev', sheet: 'sm-devastator', x: 70, y: 40 },
        ],
      },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 2, 60, 50) },
    ]);
    const o = shootingOptions(withBlastMarkers(s, 'sm', 1), 'sm', 'orks', advance);
    // The only eligible unit is the Devastator: the embarked Tacticals are never suppressed in
    // its place, so one Blast marker silences the formation.
    expect(o.ok || o.error.code).toBe('shooting/all-suppressed');
  });
});
