import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { applyCommand } from '../../engine/netea/commands/apply';
import { getDatasheet } from '../../engine/netea/data';
import type { GameState } from '../../engine/netea/state/schema';
import type { TerrainFeature } from '../../engine/kernel/geometry';
import { ORK_BOYZ, rect, row } from '../fixtures/shootingGame';
import { TELEPORTING_SCOUT, withAbilities } from '../fixtures/specialists';
import { battle, eventsOf, go, refusalOf, rollsOf } from './helpers';
import { atTurnStart, teleportRow, withSheet } from './entryHelpers';

const TERMINATORS = ['t1', 't2', 't3', 't4'];

/** The start of turn 2 (strategy phase, nothing rolled): four Terminators ('t1'–'t4', of
 * `sheet`) wait off the table; Ork Boyz stand at y = 60. */
function startOfTurn(sheet = 'sm-terminator', terrain: readonly TerrainFeature[] = []): GameState {
  const s = battle(
    [
      { id: 'term', side: 0, units: row('t', sheet, 4, 40, 20) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 60) },
    ],
    { terrain },
  );
  return atTurnStart(s, TERMINATORS);
}

/** The Terminators in a row along y = 30 from x, `gap` cm apart (centres). */
const place = (x: number, gap = 5): Command => teleportRow(0, 'term', TERMINATORS, x, 30, gap);
const pass = (side: 0 | 1): Command => ({ type: 'turnStart.pass', side });

/** A Land Raider that teleports (2.1.17 FAQ: a transport with teleport). */
const TELEPORTING_RAIDER = withAbilities('sm-land-raider', 'test-teleport-raider', [
  { id: 'teleport' },
]);
/** A war engine that teleports (2.1.17 FAQ: dice per point of damage capacity). */
const TELEPORTING_GARGANT = withAbilities('ork-great-gargant', 'test-teleport-gargant', [
  { id: 'teleport' },
]);

describe('2.1.17 Teleport', () => {
  it('2.1.17: a formation whose units all teleport is placed at the start of the turn, before the strategy roll; a D6 per unit, each 1 a Blast marker', () => {
    const placed = go(startOfTurn(), place(40), 1, 3, 1, 6);
    expect(placed.state.units['t4']).toMatchObject({
      status: 'deployed',
      position: { x: 55, y: 30 },
    });
    expect(placed.state.formations['term']?.blastMarkers).toBe(2);
    expect(eventsOf(placed.events, 'dice/rolled')).toMatchObject([{ section: '2.1.17' }]);
    // Kept off instead: then the strategy roll; after it, nobody may teleport this turn.
    const passed = go(startOfTurn(), pass(0)).state;
    const rolled = go(passed, { type: 'strategy.roll', side: 0 }, 6, 1).state;
    expect(refusalOf(rolled, place(40))).toMatchObject({ code: 'flow/not-now', section: '1.4.2' });
    expect(rolled.turnState.startOfTurn).toBeUndefined();
  });

  it('2.1.17: each unit after the first within 5cm of one already placed, all outside enemy zones of control', () => {
    expect(refusalOf(startOfTurn(), place(40, 12))).toMatchObject({
      code: 'teleport/chain',
      section: '2.1.17',
    });
    const nearOrks = teleportRow(0, 'term', TERMINATORS, 60, 56);
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

  it('2.1.17: a formation may be kept off the table at deployment, but only as a whole', () => {
    const s = startOfTurn();
    const deploying: GameState = {
      ...s,
      phase: 'setup',
      turn: 0,
      setup: { ...s.setup, finished: [false, false] },
    };
    const finish: Command = { type: 'setup.finishDeployment', side: 0 };
    expect(refusalOf(deploying, finish)).toBeNull();
    const partly: GameState = {
      ...deploying,
      units: {
        ...deploying.units,
        t1: { ...deploying.units['t1']!, status: 'deployed', position: { x: 40, y: 20 } },
      },
    };
    expect(refusalOf(partly, finish)).toMatchObject({
      code: 'setup/units-left',
      section: '1.15.1',
    });
  });

  it('2.1.17: a unit placed in dangerous terrain takes a dangerous terrain test as it is placed (lost on a 1)', () => {
    // A marsh (dangerous to infantry, 1.8.4) under the last two Terminators' places.
    const s = startOfTurn('sm-terminator', [rect('bog', 'marsh', 48, 25, 60, 35, 0)]);
    const r = go(s, place(40), 1, 4, /* teleport dice */ 6, 6, 6, 6);
    expect(r.state.units['t3']).toMatchObject({ status: 'destroyed', position: null });
    expect(r.state.units['t4']).toMatchObject({ status: 'deployed' });
    expect(rollsOf(r.events).map((e) => e.section)).toEqual(['1.8.1', '1.8.1', '2.1.17']);
    // No Blast marker for the loss (1.8.1) and none from the four sixes.
    expect(r.state.formations['term']?.blastMarkers).toBe(0);
  });

  it('2.1.17 / 1.13.2: teleport mishaps leaving as many Blast markers as units break the formation', () => {
    // Two Terminators are lost in the marsh; two of the four teleport dice are 1s: two Blast
    // markers on two units (1.13.2: checked whenever a formation receives Blast markers).
    const s = startOfTurn('sm-terminator', [rect('bog', 'marsh', 48, 25, 60, 35, 0)]);
    const r = go(s, place(40), 1, 1, /* teleport dice */ 1, 6, 1, 6);
    expect(r.state.units['t3']?.status).toBe('destroyed');
    expect(r.state.units['t4']?.status).toBe('destroyed');
    expect(r.state.formations['term']).toMatchObject({ broken: true, blastMarkers: 0 });
    expect(eventsOf(r.events, 'formation/broken')).toMatchObject([
      { formationId: 'term', blastMarkers: 2, units: 2, section: '1.13.2' },
    ]);
    // One 1 only: one Blast marker on two units, not broken.
    const one = go(s, place(40), 1, 1, 1, 6, 6, 6);
    expect(one.state.formations['term']).toMatchObject({ broken: false, blastMarkers: 1 });
  });

  it('2.1.17 FAQ: How many D6 should a war engine unit roll when it teleports into play? A number equal to its starting damage capacity', () => {
    const s = withSheet(
      atTurnStart(
        battle([
          { id: 'garg', side: 0, units: row('g', 'ork-great-gargant', 1, 40, 20) },
          { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 100) },
        ]),
        ['g1'],
      ),
      TELEPORTING_GARGANT,
      ['g1'],
    );
    const faces = [1, 1, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6];
    const r = go(s, teleportRow(0, 'garg', ['g1'], 40, 40), ...faces);
    const [roll] = eventsOf(r.events, 'dice/rolled');
    expect(roll).toMatchObject({ section: '2.1.17', results: faces });
    expect(r.state.formations['garg']?.blastMarkers).toBe(2);
  });

  describe('2.1.17 FAQ: Can a formation that contains transport units with teleport and transported units without it still teleport in? Yes, but any units that cannot be transported are destroyed', () => {
    /** A Land Raider with teleport ('r1', room for two) and three Tactical units ('m1'–'m3'). */
    function raiders(): GameState {
      const s = battle([
        {
          id: 'lr',
          side: 0,
          units: [...row('r', 'sm-land-raider', 1, 40, 20), ...row('m', 'sm-tactical', 3, 50, 20)],
        },
        { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 100) },
      ]);
      return withSheet(atTurnStart(s, ['r1', 'm1', 'm2', 'm3']), TELEPORTING_RAIDER, ['r1']);
    }
    const aboard = [
      { unitId: 'm1', transportId: 'r1' },
      { unitId: 'm2', transportId: 'r1' },
    ];

    it('2.1.17 FAQ: Can a formation that contains transport units with teleport and transported units without it still teleport in? Yes: the transport teleports with two aboard; the third finds no room and is destroyed', () => {
      const r = go(raiders(), teleportRow(0, 'lr', ['r1'], 40, 40, 5, aboard), 6);
      expect(r.state.units['r1']).toMatchObject({ status: 'deployed', position: { x: 40, y: 40 } });
      expect(r.state.units['m1']).toMatchObject({ status: 'embarked', transportedBy: 'r1' });
      expect(r.state.units['m3']).toMatchObject({ status: 'destroyed' });
      expect(eventsOf(r.events, 'teleport/left-behind')).toMatchObject([{ unitId: 'm3' }]);
    });

    it('a unit that could ride may not be left behind, and a unit without teleport is not placed', () => {
      const one = [{ unitId: 'm1', transportId: 'r1' }];
      expect(refusalOf(raiders(), teleportRow(0, 'lr', ['r1'], 40, 40, 5, one))).toMatchObject({
        code: 'teleport/room-aboard',
        section: '2.1.17',
      });
      expect(
        refusalOf(raiders(), teleportRow(0, 'lr', ['r1', 'm3'], 40, 40, 5, aboard)),
      ).toMatchObject({ code: 'teleport/cannot-teleport' });
    });
  });
});
