import { describe, expect, it } from 'vitest';
import { getDatasheet, type UnitDatasheet } from '../../engine/netea/data';
import { FixedDieSource } from '../../engine/kernel/dice/roller';
import { Dice } from '../../engine/kernel/dice';
import { placeAttackBlastMarkers } from '../../engine/netea/rules/1.13-broken-formations/breaking';
import { hitEffect, passengerSaveOptions } from '../../engine/netea/rules/1.9-shooting/saves';
import { battle, withFormation } from './helpers';

const TACTICAL = getDatasheet('sm-tactical') as UnitDatasheet;

describe('1.7.5 Transport Vehicles: FAQ', () => {
  it('1.7.5 FAQ: What happens to transported units when the transport is destroyed by an additional hit from a Blast marker on a broken formation? They save (armour or 6+ cover); failures place no Blast marker', () => {
    const state = withFormation(
      battle([
        {
          id: 'mech',
          side: 1,
          units: [
            { id: 'rhino', sheet: 'sm-rhino', x: 60, y: 45 },
            { id: 'rider', sheet: 'sm-tactical', x: 0, y: 0, embarkedIn: 'rhino' },
          ],
        },
        { id: 'sm', side: 0, units: [{ id: 'tac', sheet: 'sm-tactical', x: 60, y: 10 }] },
      ]),
      'mech',
      { broken: true },
    );
    const events: { type: string }[] = [];
    // One Blast marker: one hit on the Rhino with no save; the rider's save (4+) fails on a 3.
    const dice = new Dice(new FixedDieSource([3], state.rng), events as never[]);
    const out = placeAttackBlastMarkers(state, dice, 'mech', 1, {
      reason: 'came under fire',
      section: '1.9.4',
    });
    expect(out.state.units['rhino']?.status).toBe('destroyed');
    expect(out.state.units['rider']?.status).toBe('destroyed');
    // The lost rider adds no marker, so no second panic hit follows.
    expect(out.events.filter((e) => e.type === 'blast/panic-hits')).toHaveLength(1);
    expect(out.state.formations['mech']).toMatchObject({ broken: true, blastMarkers: 0 });
  });

  it('1.7.5 FAQ: If a transport is destroyed by a hit with a special ability does that carry over to the transported units? Yes: an ignore cover hit prevents the 6+ cover save', () => {
    const plain = passengerSaveOptions(TACTICAL, hitEffect('AT', []), false);
    expect(plain.cover).toMatchObject({ kind: 'cover', needed: 6 });
    const ignoreCover = passengerSaveOptions(TACTICAL, hitEffect('AT', ['ignore-cover']), false);
    expect(ignoreCover.cover).toBeNull();
    expect(ignoreCover.armour).toMatchObject({ needed: 4 });
  });
});
