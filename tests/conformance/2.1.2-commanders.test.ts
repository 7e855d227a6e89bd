import { describe, expect, it } from 'vitest';
import { getDatasheet } from '../../engine/netea/data';
import { joinedDatasheet } from '../../engine/netea/abilities/units/characters';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { SUPREME_TACTICAL } from '../fixtures/specialists';
import { battle, eventsOf, go, refusalOf, rollsOf, withFormation } from './helpers';

/**
 * The commander's formation `cmd` (a Captain joined to c1, 2.1.1) at y 50; `f1` and `f2` each
 * with a unit within 5cm of it; `far` 40cm away; Ork Boyz 20cm south.
 */
function situation(leader = 'captain'): GameState {
  let s = battle([
    {
      id: 'cmd',
      side: 0,
      units: row('c', leader === 'supreme' ? SUPREME_TACTICAL.id : 'sm-tactical', 3, 60, 50),
    },
    { id: 'f1', side: 0, units: row('g', 'sm-tactical', 3, 60, 44) },
    { id: 'f2', side: 0, units: row('h', 'sm-tactical', 3, 76, 50) },
    { id: 'far', side: 0, units: row('k', 'sm-tactical', 3, 60, 10) },
    { id: 'orks', side: 1, units: row('o', ORK_BOYZ.id, 4, 60, 70) },
  ]);
  if (leader === 'captain') {
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
  }
  return s;
}

const engage = (
  followers: string[],
  formationId = 'cmd',
): Extract<Command, { type: 'action.declare' }> => ({
  type: 'action.declare',
  side: 0,
  formationId,
  action: 'engage',
  followers,
});

describe('2.1.2 Commanders', () => {
  it('2.1.2: a commander orders up to two more formations with a unit within 5cm of its formation to follow it', () => {
    const s = situation();
    expect(refusalOf(s, engage(['f1', 'f2']))).toBeNull();
    expect(refusalOf(s, engage(['far']))).toMatchObject({
      code: 'assault/follower-too-far',
      section: '2.1.2',
      message: 'far has no unit within 5cm of a unit of cmd.',
    });
    expect(refusalOf(s, engage(['f2'], 'f1'))).toMatchObject({
      code: 'assault/no-commander',
      section: '2.1.2',
    });
    expect(refusalOf(s, { ...engage(['f1']), action: 'advance' })?.code).toBe(
      'assault/followers-not-engaging',
    );
    expect(refusalOf(s, engage(['orks']))?.code).toBe('assault/not-a-follower');
    const acted = withFormation(s, 'f1', { activated: true });
    expect(refusalOf(acted, engage(['f1']))?.code).toBe('assault/follower-cannot-act');
  });

  it('2.1.15: supreme commanders count as commanders', () => {
    expect(refusalOf(situation('supreme'), engage(['f1']))).toBeNull();
  });

  it('2.1.2: one initiative roll for all the formations; passed, all take the engage action and assault as one formation', () => {
    const passed = go(situation(), engage(['f1', 'f2']), 3);
    expect(rollsOf(passed.events)).toHaveLength(1);
    for (const f of ['cmd', 'f1', 'f2'])
      expect(passed.state.formations[f]).toMatchObject({ activated: true, action: 'engage' });
    const declared = go(passed.state, {
      type: 'assault.declare',
      side: 0,
      targetFormationId: 'orks',
    });
    expect(declared.state.turnState.assault?.attackers).toEqual(['cmd', 'f1', 'f2']);
    expect(eventsOf(declared.events, 'assault/joined')).toEqual([
      { type: 'assault/joined', formationId: 'f1', role: 'attacker', section: '2.1.2' },
      { type: 'assault/joined', formationId: 'f2', role: 'attacker', section: '2.1.2' },
    ]);
    // A unit of a following formation makes its charge move with the commander's.
    const charged = go(declared.state, {
      type: 'assault.chargeMove',
      side: 0,
      unitId: 'h1',
      path: [{ x: 76, y: 60 }],
    });
    expect(charged.state.units['h1']?.position).toEqual({ x: 76, y: 60 });
    expect(
      refusalOf(declared.state, {
        type: 'assault.chargeMove',
        side: 0,
        unitId: 'k1',
        path: [{ x: 60, y: 20 }],
      })?.code,
    ).toBe('assault/not-charging');
  });

  it('2.1.2: the roll takes -1 if any of the formations has Blast markers', () => {
    const s = withFormation(withFormation(situation(), 'f2', { blastMarkers: 1 }), 'cmd', {
      initiative: 2,
    });
    const failed = go(s, engage(['f1', 'f2']), 2);
    const [roll] = rollsOf(failed.events);
    expect(roll?.modifiers).toEqual([
      {
        value: -1,
        reason: 'a formation of the combined assault has Blast markers',
        section: '2.1.2',
      },
    ]);
    expect(roll?.needed).toBe(3);
  });

  it('2.1.2: failed, the commander\u2019s formation receives a Blast marker and holds; the others are unaffected and may act later', () => {
    const failed = go(
      withFormation(situation(), 'cmd', { initiative: 2 }),
      engage(['f1', 'f2']),
      1,
    );
    expect(failed.state.formations['cmd']).toMatchObject({ action: 'hold', blastMarkers: 1 });
    for (const f of ['f1', 'f2'])
      expect(failed.state.formations[f]).toMatchObject({
        activated: false,
        action: null,
        blastMarkers: 0,
      });
    expect(failed.state.turnState.activation?.followers).toBeUndefined();
  });

  it('2.1.2 FAQ: Which initiative value do I use if the following formations have a value different than the commander\u2019s formation? The activating formation\u2019s', () => {
    const s = withFormation(withFormation(situation(), 'f1', { initiative: 4 }), 'cmd', {
      initiative: 2,
    });
    const [roll] = rollsOf(go(s, engage(['f1']), 2).events);
    expect(roll?.needed).toBe(2);
  });

  it('2.1.2 FAQ: Can the commander ability be used if the commander\u2019s unit, or its whole formation, is not within 15cm of the target after the charge? Yes', () => {
    let s = go(situation(), engage(['f2']), 4).state;
    s = go(s, { type: 'assault.declare', side: 0, targetFormationId: 'orks' }).state;
    // Only the follower charges; the commander's formation stays 20cm away.
    for (const [id, x] of [
      ['h1', 76],
      ['h2', 81],
      ['h3', 86],
    ] as const)
      s = go(s, { type: 'assault.chargeMove', side: 0, unitId: id, path: [{ x, y: 62 }] }).state;
    const ended = go(s, { type: 'assault.endCharge', side: 0 });
    expect(eventsOf(ended.events, 'assault/called-off')).toEqual([]);
    expect(ended.state.turnState.assault?.step).toBe('counter-charge');
  });
});
