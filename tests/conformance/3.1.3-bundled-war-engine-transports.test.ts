import { describe, expect, it } from 'vitest';
import { shapeDistance, type Point } from '../../engine/kernel/geometry';
import { bundledList, type ImportedList } from '../../engine/netea/armies';
import { fieldDatasheet } from '../../engine/netea/armies/field';
import type { Command } from '../../engine/netea/commands/schema';
import type { UnitDatasheet } from '../../engine/netea/data';
import { unitShape, unitShapeAt } from '../../engine/netea/rules/1.2-formations/battlefield';
import { formationsCarriedBy } from '../../engine/netea/rules/3-war-engines/transportCarried';
import type { GameState } from '../../engine/netea/state/schema';
import { row, type FormationSpec } from '../fixtures/shootingGame';
import { battle, declare, go, refusalOf } from './helpers';

/**
 * 3.1.3 Transport War Engines with the war engines of a bundled army list: the Ork list prints
 * the Battlefortress's capacity only in its "Transport (Ork)" rule (8 units of Boyz, Kommandos or
 * Nobz), which the importer reads (engine/netea/armies/transportRules.ts). The fielded
 * Battlefortress stands at (60, 60); the fielded Boyz or Stormboyz of another formation near it.
 */
const orks = (): ImportedList => {
  const l = bundledList('orks-ghazghkull-thraka-s-war-horde-ea');
  if (!l) throw new Error('no Ork list');
  return l;
};
function fielded(name: string): UnitDatasheet {
  const l = orks();
  const u = l.units.find((x) => x.name === name);
  const f = u && fieldDatasheet(l, u);
  if (!f?.ok) throw new Error(`cannot field ${name}`);
  return f.sheet;
}

/** The game of the placeholder sheets, with the fielded datasheets put in their place. */
function game(passenger: string): GameState {
  const foe: FormationSpec = { id: 'foe', side: 1, units: row('e', 'sm-tactical', 2, 60, 15) };
  const s = battle([
    { id: 'gw', side: 0, units: [{ id: 'bf', sheet: 'test-we-transport', x: 60, y: 60 }] },
    { id: 'mob', side: 0, units: row('b', 'test-ork-boyz', 3, 54, 72, 6) },
    foe,
  ]);
  const bf = fielded('Battlefortress');
  const mob = fielded(passenger);
  const units = { ...s.units };
  units['bf'] = { ...units['bf']!, datasheetId: bf.id };
  for (const id of ['b1', 'b2', 'b3']) units[id] = { ...units[id]!, datasheetId: mob.id };
  return { ...s, units, datasheets: { ...s.datasheets, [bf.id]: bf, [mob.id]: mob } };
}

/** Where a unit touches the war engine along the ray from its centre at `angle` degrees. */
function touching(state: GameState, unitId: string, angle: number): Point {
  const target = state.units['bf']!;
  const tShape = unitShape(state, target)!;
  const sheet = state.datasheets[state.units[unitId]!.datasheetId]!;
  const at = (d: number): Point => ({
    x: target.position!.x + d * Math.cos((angle * Math.PI) / 180),
    y: target.position!.y + d * Math.sin((angle * Math.PI) / 180),
  });
  const gap = (d: number) => shapeDistance(unitShapeAt(sheet, at(d), 0)!, tShape);
  let lo = 0;
  let hi = 20;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (gap(mid) > 0.02) hi = mid;
    else lo = mid;
  }
  return at(hi);
}

function mount(state: GameState): Command {
  return {
    type: 'move.mountWarEngine',
    side: 0,
    transportId: 'bf',
    moves: ['b1', 'b2', 'b3'].map((unitId, i) => ({
      unitId,
      path: [touching(state, unitId, [120, 90, 60][i]!)],
      orientation: 'keep-facing' as const,
    })),
  };
}

describe('3.1.3 Transport War Engines: the bundled Ork war engines', () => {
  it('3.1.3 Transport War Engines: a bundled Ork Battlefortress (Transport (Ork): 8 units of Boyz, Kommandos or Nobz) mounts a formation of Boyz', () => {
    const s = go(game('Boyz'), declare(0, 'mob', 'advance'), 1).state;
    const after = go(s, mount(s)).state;
    for (const id of ['b1', 'b2', 'b3'])
      expect(after.units[id]).toMatchObject({
        status: 'embarked',
        position: null,
        transportedBy: 'bf',
      });
    expect(formationsCarriedBy(after, 'bf')).toEqual(['mob']);
  });

  it('3.1.3 Transport War Engines: the bundled Battlefortress refuses Stormboyz, which its line of the Transport rule does not name', () => {
    const s = go(game('Stormboyz'), declare(0, 'mob', 'advance'), 1).state;
    expect(refusalOf(s, mount(s))).toMatchObject({
      code: 'we-transport/cannot-carry',
      section: '3.1.3',
      message: expect.stringMatching(/^Battlefortress cannot carry Stormboyz/),
    });
  });
});
