import { describe, expect, it } from 'vitest';
import { getDatasheet } from '../../engine/netea/data';
import { joinedDatasheet } from '../../engine/netea/abilities/units/characters';
import type { TerrainFeature } from '../../engine/kernel/geometry';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, rect, row } from '../fixtures/shootingGame';
import { battle, eventsOf, go, withFormation } from './helpers';

/**
 * The commander's formation `cmd` (a Captain joined to c1, 2.1.1) at y 50 and `f1` following it
 * from y 44 charge Ork Boyz at y 70; Tactical Marines of side 1 (`ow`, on overwatch, missile
 * launchers 45cm) stand at `at`.
 */
function charged(
  at: { x: number; y: number },
  opts: { f1Markers?: number; terrain?: TerrainFeature[]; g1?: number[] } = {},
): GameState {
  let s = battle(
    [
      { id: 'cmd', side: 0, units: row('c', 'sm-tactical', 3, 60, 50) },
      { id: 'f1', side: 0, units: row('g', 'sm-tactical', 3, 60, 44) },
      { id: 'orks', side: 1, units: row('o', ORK_BOYZ.id, 4, 60, 70) },
      { id: 'ow', side: 1, units: row('w', 'sm-tactical', 3, at.x, at.y) },
    ],
    { terrain: opts.terrain ?? [] },
  );
  const sheet = joinedDatasheet(getDatasheet('sm-tactical')!, getDatasheet('sm-captain')!);
  s = {
    ...s,
    datasheets: { ...s.datasheets, [sheet.id]: sheet },
    units: {
      ...s.units,
      c1: {
        ...s.units['c1']!,
        datasheetId: sheet.id,
        characters: [{ id: 'cap', datasheetId: 'sm-captain' }],
      },
    },
  };
  s = withFormation(s, 'ow', { overwatch: true });
  s = withFormation(s, 'f1', { blastMarkers: opts.f1Markers ?? 0 });
  s = go(
    s,
    { type: 'action.declare', side: 0, formationId: 'cmd', action: 'engage', followers: ['f1'] },
    3,
  ).state;
  s = go(s, { type: 'assault.declare', side: 0, targetFormationId: 'orks' }).state;
  for (const [id, x] of [
    ['c1', 60],
    ['c2', 65],
    ['c3', 70],
  ] as const)
    s = go(s, { type: 'assault.chargeMove', side: 0, unitId: id, path: [{ x, y: 62 }] }).state;
  // g1 of the follower moves west, rolling `g1` (dangerous terrain tests), if given.
  if (opts.g1)
    s = go(
      s,
      { type: 'assault.chargeMove', side: 0, unitId: 'g1', path: [{ x: 50, y: 44 }] },
      ...opts.g1,
    ).state;
  return go(s, { type: 'assault.endCharge', side: 0 }).state;
}

describe('1.10 Overwatch at a combined assault (2.1.2)', () => {
  it('1.10 FAQ: A commander orders a second formation to follow their formation in an assault, they count as a single formation when making an engage move and take overwatch fire. Which formation receives the Blast marker for coming under fire? The formation that was closest to the enemy overwatching formation', () => {
    // North of the charge: the follower, still at y 44, is the closer.
    const north = charged({ x: 60, y: 15 });
    expect(north.turnState.overwatchWindow?.formationId).toBe('cmd');
    const fired = go(north, { type: 'overwatch.fire', side: 1, formationId: 'ow' }, 1, 1, 1);
    expect(eventsOf(fired.events, 'overwatch/fired')).toMatchObject([
      { formationId: 'ow', targetFormationId: 'f1', section: '1.10' },
    ]);
    expect(fired.state.formations['f1']?.blastMarkers).toBe(1);
    expect(fired.state.formations['cmd']?.blastMarkers).toBe(0);
    // East of it, level with the commander's formation: that one is the closer.
    const east = charged({ x: 95, y: 62 });
    const eastFire = go(east, { type: 'overwatch.fire', side: 1, formationId: 'ow' }, 1, 1, 1);
    expect(eventsOf(eastFire.events, 'overwatch/fired')).toMatchObject([
      { targetFormationId: 'cmd' },
    ]);
    expect(eastFire.state.formations['cmd']?.blastMarkers).toBe(1);
    expect(eastFire.state.formations['f1']?.blastMarkers).toBe(0);
  });

  it('1.13.3, 2.1.2: a following formation broken by the overwatch fire withdraws and leaves the combined assault; the rest goes on', () => {
    // f1 (three units) already has two Blast markers: coming under fire breaks it.
    const s = charged({ x: 60, y: 15 }, { f1Markers: 2 });
    const fired = go(s, { type: 'overwatch.fire', side: 1, formationId: 'ow' }, 1, 1, 1).state;
    expect(fired.formations['f1']?.broken).toBe(true);
    expect(fired.turnState.withdrawal).toMatchObject({ side: 0, formationIds: ['f1'] });
    const withdrawn = go(fired, { type: 'withdrawal.end', side: 0 }).state;
    expect(withdrawn.turnState.withdrawal).toBeNull();
    expect(withdrawn.turnState.assault).toMatchObject({
      attackers: ['cmd'],
      step: 'counter-charge',
    });
  });

  it('1.13.3, 2.1.2: a following formation broken by its own losses in the charge withdraws at once, then the overwatch fire and the assault go on without it', () => {
    // g1 crosses a marsh (dangerous to infantry) and fails its test: f1 has two units left and
    // two Blast markers, and breaks.
    const s = charged(
      { x: 95, y: 62 },
      { f1Markers: 2, terrain: [rect('bog', 'marsh', 52, 40, 56, 47)], g1: [1] },
    );
    expect(s.units['g1']?.status).toBe('destroyed');
    expect(s.formations['f1']?.broken).toBe(true);
    expect(s.turnState.withdrawal).toMatchObject({ side: 0, formationIds: ['f1'] });
    expect(s.turnState.overwatchWindow).toBeNull();
    const withdrawn = go(s, { type: 'withdrawal.end', side: 0 }).state;
    expect(withdrawn.turnState.assault?.attackers).toEqual(['cmd']);
    expect(withdrawn.turnState.overwatchWindow?.formationId).toBe('cmd');
    const fired = go(withdrawn, { type: 'overwatch.fire', side: 1, formationId: 'ow' }, 1, 1, 1);
    expect(eventsOf(fired.events, 'overwatch/fired')).toMatchObject([{ targetFormationId: 'cmd' }]);
  });
});
