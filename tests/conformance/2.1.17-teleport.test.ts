import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { applyCommand } from '../../engine/netea/commands/apply';
import { getDatasheet } from '../../engine/netea/data';
import type { GameState } from '../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../fixtures/shootingGame';
import { TELEPORTING_SCOUT } from '../fixtures/specialists';
import { battle, eventsOf, go, refusalOf } from './helpers';

/** The start of turn 2 (strategy phase, nothing rolled): four Terminators ('t1'–'t4', of
 * `sheet`) wait off the table; Ork Boyz stand at y = 60. */
function startOfTurn(sheet = 'sm-terminator'): GameState {
  const s = battle([
    { id: 'term', side: 0, units: row('t', sheet, 4, 40, 20) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 60) },
  ]);
  const units = { ...s.units };
  for (const id of ['t1', 't2', 't3', 't4'])
    units[id] = { ...units[id]!, status: 'reserve', position: null };
  return {
    ...s,
    units,
    turn: 2,
    phase: 'strategy',
    turnState: {
      ...s.turnState,
      strategyTotals: null,
      strategyWinner: null,
      firstSide: null,
      activeSide: null,
    },
  };
}

/** The Terminators in a row along y = 30 from x, `gap` cm apart (centres). */
const place = (x: number, gap = 5): Command => ({
  type: 'teleport.place',
  side: 0,
  formationId: 'term',
  placements: ['t1', 't2', 't3', 't4'].map((unitId, i) => ({
    unitId,
    position: { x: x + i * gap, y: 30 },
    facing: 90,
  })),
});

describe('2.1.17 Teleport', () => {
  it('2.1.17: a formation whose units all teleport is placed at the start of the turn, before the strategy roll; a D6 per unit, each 1 a Blast marker', () => {
    const placed = go(startOfTurn(), place(40), 1, 3, 1, 6);
    expect(placed.state.units['t4']).toMatchObject({
      status: 'deployed',
      position: { x: 55, y: 30 },
    });
    expect(placed.state.formations['term']?.blastMarkers).toBe(2);
    expect(eventsOf(placed.events, 'dice/rolled')).toMatchObject([{ section: '2.1.17' }]);
    // Then the strategy roll; after it, nobody may teleport this turn.
    const rolled = go(startOfTurn(), { type: 'strategy.roll', side: 0 }, 6, 1).state;
    expect(refusalOf(rolled, place(40))).toMatchObject({ code: 'flow/not-now', section: '1.4.2' });
  });

  it('2.1.17: each unit after the first within 5cm of one already placed, all outside enemy zones of control', () => {
    expect(refusalOf(startOfTurn(), place(40, 12))).toMatchObject({
      code: 'teleport/chain',
      section: '2.1.17',
    });
    const nearOrks: Command = {
      type: 'teleport.place',
      side: 0,
      formationId: 'term',
      placements: ['t1', 't2', 't3', 't4'].map((unitId, i) => ({
        unitId,
        position: { x: 60 + i * 5, y: 56 },
        facing: 90,
      })),
    };
    expect(refusalOf(startOfTurn(), nearOrks)).toMatchObject({ code: 'teleport/enemy-zoc' });
  });

  it('2.1.17 FAQ: Can a unit with teleport and scout teleport onto the board and set up within 20cm from each other? No', () => {
    expect(refusalOf(startOfTurn(TELEPORTING_SCOUT.id), place(40, 15))).toMatchObject({
      code: 'teleport/chain',
    });
  });

  it('2.1.17: only formations where all of the units have the ability, and only while off the table', () => {
    const s = startOfTurn();
    const mixed: GameState = {
      ...s,
      units: { ...s.units, t4: { ...s.units['t4']!, datasheetId: 'sm-tactical' } },
      datasheets: { ...s.datasheets, 'sm-tactical': getDatasheet('sm-tactical')! },
    };
    expect(applyCommand(mixed, place(40))).toMatchObject({
      ok: false,
      refusal: { code: 'teleport/not-waiting', section: '2.1.17' },
    });
  });
});
