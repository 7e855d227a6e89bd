import { describe, expect, it } from 'vitest';
import { joinedDatasheet } from '../../engine/netea/abilities/units/characters';
import type { Command } from '../../engine/netea/commands/schema';
import { getDatasheet } from '../../engine/netea/data';
import type { GameState } from '../../engine/netea/state/schema';
import { battle, declare, go, refusalOf } from './helpers';

/** A Land Raider (room for two infantry, a Terminator taking both) touched on one side by a
 * Terminator unit that a Captain has joined, on the other by a Tactical unit; all of one
 * formation, advancing. */
function raider(): GameState {
  let s = battle([
    {
      id: 'lr',
      side: 0,
      units: [
        { id: 'r1', sheet: 'sm-land-raider', x: 50, y: 50 },
        { id: 'k1', sheet: 'sm-terminator', x: 51.9, y: 50 },
        { id: 'm1', sheet: 'sm-tactical', x: 48.1, y: 50 },
      ],
    },
    { id: 'far', side: 1, units: [{ id: 'o1', sheet: 'sm-tactical', x: 170, y: 110 }] },
  ]);
  const sheet = joinedDatasheet(getDatasheet('sm-terminator')!, getDatasheet('sm-captain')!);
  s = {
    ...s,
    datasheets: { ...s.datasheets, [sheet.id]: sheet },
    units: {
      ...s.units,
      k1: {
        ...s.units['k1']!,
        datasheetId: sheet.id,
        characters: [{ id: 'cap', datasheetId: 'sm-captain' }],
      },
    },
  };
  return go(s, declare(0, 'lr', 'advance'), 1).state;
}

const pickUp = (ids: string[]): Command => ({
  type: 'move.unit',
  side: 0,
  unitId: 'r1',
  path: [{ x: 50, y: 45 }],
  pickUp: ids,
});

describe('2.1.1 Characters riding with their unit', () => {
  it('2.1.1: the character is transported in any vehicle allowed to transport its unit and takes no extra space: a Terminator with a Captain still fills a Land Raider', () => {
    expect(refusalOf(raider(), pickUp(['k1', 'm1']))).toMatchObject({
      code: 'transport/full',
      section: '1.7.5',
    });
    const aboard = go(raider(), pickUp(['k1'])).state;
    expect(aboard.units['k1']).toMatchObject({ status: 'embarked', transportedBy: 'r1' });
  });
});
