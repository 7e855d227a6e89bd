import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { sideView } from '../../engine/netea/state/view';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { startChart } from '../../engine/netea/flow/game';
import type { GameState } from '../../engine/netea/state/schema';
import { eventsOf, go, refusalOf } from './helpers';
import {
  settingUp,
  setUpShip,
  spacecraftBattle,
  STRIKE_CRUISER,
} from '../netea/rules/4.3-4.4-spacecraft/spacecraftFixtures';

const finish: Command = { type: 'setup.finishDeployment', side: 0 };

describe('4.3.1 Planning Spacecraft Operations', () => {
  it('4.3.1: a spacecraft is set up touching its own table edge and its turn of arrival is declared openly', () => {
    const s = settingUp();
    const set = go(s, setUpShip(2));
    expect(eventsOf(set.events, 'spacecraft/set-up')).toEqual([
      {
        type: 'spacecraft/set-up',
        side: 0,
        formationId: 'ship',
        position: { x: 90, y: 0 },
        turn: 2,
        section: '4.3.1',
      },
    ]);
    expect(set.state.spacecraft).toEqual([
      { side: 0, formationId: 'ship', position: { x: 90, y: 0 }, facing: 90, turn: 2, done: false },
    ]);
    // The enemy's edge, or the middle of the table, is not its own edge.
    for (const position of [
      { x: 90, y: 120 },
      { x: 90, y: 60 },
    ])
      expect(refusalOf(s, setUpShip(2, undefined, position))).toMatchObject({
        code: 'spacecraft/table-edge',
        section: '4.3.1',
      });
    // It stays off the table: once the ground units are deployed, the side may finish
    // deploying without it.
    const placed = settingUp();
    const grounded: GameState = {
      ...set.state,
      units: Object.fromEntries(
        Object.entries(spacecraftBattle().units).map(([id, u]) => [
          id,
          id === 'sc1' ? placed.units[id]! : u,
        ]),
      ),
    };
    expect(refusalOf(grounded, finish)).toBeNull();
    expect(refusalOf({ ...grounded, spacecraft: [] }, finish)).toMatchObject({
      code: 'setup/units-left',
    });
    // Only a spacecraft is set up so.
    expect(refusalOf(s, { ...setUpShip(2), formationId: 'tac' })).toMatchObject({
      code: 'spacecraft/not-spacecraft',
      section: '4.3',
    });
  });

  it('4.3: neither side may include more than one spacecraft in its army', () => {
    const s = settingUp();
    // A second spacecraft formation of side 0 ('tac' given the Strike Cruiser's datasheet).
    const two: GameState = {
      ...s,
      units: { ...s.units, t1: { ...s.units.t1!, datasheetId: STRIKE_CRUISER.id } },
    };
    const first = go(two, setUpShip(2)).state;
    expect(refusalOf(first, { ...setUpShip(3), formationId: 'tac' })).toMatchObject({
      code: 'spacecraft/one-per-army',
      section: '4.3',
    });
  });

  it('4.3.1: any turn from the first onwards, but not one another spacecraft has taken', () => {
    const s = settingUp();
    expect(refusalOf(s, setUpShip(1))).toBeNull();
    // Side 1 has a spacecraft of its own declared for turn 2.
    const taken: GameState = {
      ...s,
      spacecraft: [
        {
          side: 1,
          formationId: 'orks',
          position: { x: 90, y: 120 },
          facing: 270,
          turn: 2,
          done: false,
        },
      ],
    };
    expect(refusalOf(taken, setUpShip(2))).toMatchObject({
      code: 'spacecraft/turn-taken',
      section: '4.3.1',
    });
    expect(refusalOf(taken, setUpShip(3))).toBeNull();
  });

  it('4.3.1: spacecraft are set up before any ground units are deployed', () => {
    const s = settingUp();
    const deploy: Command = {
      type: 'setup.deployUnit',
      side: 1,
      unitId: 'boy1',
      position: { x: 60, y: 100 },
      facing: 270,
    };
    // Neither side deploys a ground unit while a spacecraft is still to be set up; only the
    // side with the spacecraft has a decision to make.
    expect(refusalOf(s, deploy)).toMatchObject({
      code: 'spacecraft/set-up-first',
      section: '4.3.1',
    });
    expect(pendingDecision(startChart(s))).toMatchObject({ kind: 'deploy', sides: [0] });
    const set = go(s, setUpShip(2)).state;
    expect(refusalOf(set, deploy)).toBeNull();
    expect(pendingDecision(startChart(set))).toMatchObject({ kind: 'deploy', sides: [0, 1] });
    // A ground unit already on the table (an older save) bars setting it up afterwards.
    const late: GameState = {
      ...s,
      units: {
        ...s.units,
        t1: { ...s.units.t1!, status: 'deployed', position: { x: 100, y: 20 } },
      },
    };
    expect(refusalOf(late, setUpShip(2))).toMatchObject({
      code: 'spacecraft/after-deployment',
      section: '4.3.1',
    });
  });

  it('4.3.1: if both players have spacecraft the one with the higher strategy rating sets up first', () => {
    const s = settingUp();
    // Side 1 gets a spacecraft formation and the higher strategy rating.
    const both: GameState = {
      ...s,
      units: { ...s.units, boy1: { ...s.units.boy1!, datasheetId: STRIKE_CRUISER.id } },
      players: [s.players[0]!, { ...s.players[1]!, strategyRating: 4 }],
    };
    expect(refusalOf(both, setUpShip(2))).toMatchObject({
      code: 'spacecraft/order',
      section: '4.3.1',
    });
    const theirs = go(both, {
      ...setUpShip(1, [{ x: 100, y: 20 }], { x: 90, y: 120 }, 1),
      formationId: 'orks',
    }).state;
    expect(refusalOf(theirs, setUpShip(2))).toBeNull();
  });

  it('4.3.1: the bombardment point is written down secretly: the other side never sees it', () => {
    const set = go(settingUp(), setUpShip(2, [{ x: 70, y: 100 }])).state;
    expect(set.plots).toEqual([
      { side: 0, kind: 'bombardment', formationId: 'ship', position: { x: 70, y: 100 }, turn: 2 },
    ]);
    const theirs = sideView(set, 1);
    expect(theirs.plots).toBeUndefined();
    const logged = theirs.log.find((c) => c.type === 'setup.spacecraft');
    // The place and the turn are open; the plan is not.
    expect(logged).toMatchObject({ position: { x: 90, y: 0 }, turn: 2 });
    expect(logged).not.toHaveProperty('plan');
    expect(JSON.stringify(theirs)).not.toContain('"x":70,"y":100');
    // Its own side keeps it.
    expect(sideView(set, 0).plots).toEqual(set.plots);
    // A command without the written plan (as the other side's log shows it) is refused.
    const { plan: _plan, ...unwritten } = setUpShip(2);
    expect(refusalOf(settingUp(), unwritten)).toMatchObject({ code: 'plot/hidden' });
  });

  it('4.3.3 FAQ: "Are there any restrictions for placing extra orbital bombardment templates?" No: anywhere, as many as the Barrage table gives', () => {
    const s = settingUp();
    // 5BP: one template and one extra (1.9.8), the extra one far from the first.
    expect(
      refusalOf(
        s,
        setUpShip(2, [
          { x: 20, y: 100 },
          { x: 160, y: 60 },
        ]),
      ),
    ).toBeNull();
    expect(
      refusalOf(
        s,
        setUpShip(2, [
          { x: 20, y: 100 },
          { x: 160, y: 60 },
          { x: 90, y: 90 },
        ]),
      ),
    ).toMatchObject({ code: 'spacecraft/too-many-templates', section: '4.3.3' });
    expect(refusalOf(s, setUpShip(2, [{ x: 20, y: 130 }]))).toMatchObject({
      code: 'spacecraft/off-table',
    });
  });
});
