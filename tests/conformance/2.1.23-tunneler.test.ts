import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { startChart, submit } from '../../engine/netea/flow/game';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { surfacingPointFor } from '../../engine/netea/rules/2-specialists/tunneler';
import { getDatasheet } from '../../engine/netea/data';
import type { GameState } from '../../engine/netea/state/schema';
import { rect, row } from '../fixtures/shootingGame';
import { eventsOf, go, goAll, refusalOf, withFormation } from './helpers';
import { atTurnStart, teleportRow } from './entryHelpers';
import {
  deployingMoles,
  molesDue,
  plotMoles,
  surfaceMoles,
} from '../netea/rules/2-specialists/tunnelFixtures';

const finish: Command = { type: 'setup.finishDeployment', side: 0 };
const pass = (side: 0 | 1): Command => ({ type: 'turnStart.pass', side });

describe('2.1.23 Tunneler', () => {
  it('2.1.23: a formation whose units all tunnel or ride in tunnelers may be kept off the table, once its surfacing is written down', () => {
    const s = deployingMoles();
    // The Tactical formation and the moles must both be set up or plotted.
    const tacOnTable = s; // 'tac' already stands on the table (deployed).
    expect(refusalOf(tacOnTable, finish)).toMatchObject({
      code: 'setup/units-left',
      section: '1.15.1',
    });
    const plotted = go(s, plotMoles({ x: 90, y: 40 }, 2));
    expect(eventsOf(plotted.events, 'plot/recorded')).toEqual([
      { type: 'plot/recorded', side: 0, formationId: 'moles', section: '2.1.23' },
    ]);
    expect(refusalOf(plotted.state, finish)).toBeNull();
    expect(plotted.state.plots).toEqual([
      { side: 0, kind: 'tunnel', formationId: 'moles', position: { x: 90, y: 40 }, turn: 2 },
    ]);
    // A unit that neither tunnels nor fits in a tunneler (a Land Raider) spoils it.
    const raider: GameState = {
      ...s,
      units: { ...s.units, m2: { ...s.units['m2']!, datasheetId: 'sm-land-raider' } },
      datasheets: { ...s.datasheets, 'sm-land-raider': getDatasheet('sm-land-raider')! },
    };
    expect(refusalOf(raider, plotMoles({ x: 90, y: 40 }, 2))).toMatchObject({
      code: 'tunnel/cannot-tunnel',
      section: '2.1.23',
    });
    // Nor one whose passengers do not all find room: one Rhino (capacity 2) for three.
    const crowded: GameState = {
      ...s,
      units: { ...s.units, r2: { ...s.units['r2']!, datasheetId: 'sm-tactical' } },
    };
    expect(refusalOf(crowded, plotMoles({ x: 90, y: 40 }, 2))).toMatchObject({
      code: 'tunnel/cannot-tunnel',
    });
    // Nor may part of the formation stand on the table.
    const partly: GameState = {
      ...s,
      units: {
        ...s.units,
        r1: { ...s.units['r1']!, status: 'deployed', position: { x: 20, y: 10 } },
      },
    };
    expect(refusalOf(partly, plotMoles({ x: 90, y: 40 }, 2))).toMatchObject({
      code: 'tunnel/on-table',
    });
  });

  it('2.1.23: in its own half it may surface from the second turn onwards, in the opposing half from turn three', () => {
    const s = deployingMoles();
    expect(refusalOf(s, plotMoles({ x: 90, y: 40 }, 1))).toMatchObject({
      code: 'tunnel/too-early',
      section: '2.1.23',
    });
    expect(refusalOf(s, plotMoles({ x: 90, y: 40 }, 2))).toBeNull();
    expect(refusalOf(s, plotMoles({ x: 90, y: 80 }, 2))).toMatchObject({
      code: 'tunnel/too-early',
    });
    expect(refusalOf(s, plotMoles({ x: 90, y: 80 }, 3))).toBeNull();
    expect(refusalOf(s, plotMoles({ x: 90, y: 130 }, 3))).toMatchObject({
      code: 'tunnel/off-table',
    });
  });

  it('2.1.23: a plot for a formation that is set up on the table after all is void', () => {
    const s = go(deployingMoles(), plotMoles({ x: 90, y: 40 }, 2)).state;
    const deployed = goAll(
      s,
      ...(['r1', 'r2', 'm1', 'm2'] as const).map((unitId, i): Command => ({
        type: 'setup.deployUnit',
        side: 0,
        unitId,
        position: { x: 20 + i * 5, y: 10 },
        facing: 90,
      })),
      finish,
    );
    expect(deployed.plots).toBeUndefined();
  });

  it('2.1.23: the tunneler is set up at the start of the stated turn, at the location written down; it cannot stay below', () => {
    const s = molesDue({ x: 90, y: 80 }, 3);
    expect(refusalOf(s, pass(0))).toMatchObject({ code: 'tunnel/must-surface', section: '2.1.23' });
    expect(refusalOf(s, { type: 'strategy.roll', side: 0 })).not.toBeNull();
    expect(pendingDecision(startChart(s))).toMatchObject({ kind: 'turn-start', sides: [0] });
    expect(refusalOf(s, surfaceMoles({ x: 95, y: 80 }))).toMatchObject({
      code: 'tunnel/at-location',
      section: '2.1.23',
    });
    const r = go(s, surfaceMoles({ x: 90, y: 80 }));
    expect(r.state.units['r1']).toMatchObject({ status: 'deployed', position: { x: 90, y: 80 } });
    expect(r.state.units['r2']).toMatchObject({ status: 'deployed', position: { x: 93, y: 80 } });
    expect(r.state.units['m1']).toMatchObject({ status: 'embarked', transportedBy: 'r1' });
    // The secret is revealed as it takes effect, and leaves the state.
    expect(eventsOf(r.events, 'tunnel/surfaced')).toEqual([
      {
        type: 'tunnel/surfaced',
        side: 0,
        formationId: 'moles',
        plotted: { x: 90, y: 80 },
        turn: 3,
        divertedTo: null,
        section: '2.1.23',
      },
    ]);
    expect(r.state.plots).toBeUndefined();
    expect(pendingDecision(startChart(r.state))).toMatchObject({ kind: 'strategy-roll' });
    // A turn early it is not due.
    const early = molesDue({ x: 90, y: 80 }, 3);
    const turn2: GameState = { ...early, turn: 2 };
    expect(refusalOf(turn2, surfaceMoles({ x: 90, y: 80 }))).toMatchObject({
      code: 'tunnel/not-due',
    });
    expect(pendingDecision(startChart(turn2))).toMatchObject({ kind: 'strategy-roll' });
  });

  it('2.1.23: every unit surfaces: units without the ability aboard a tunneler with room', () => {
    const s = molesDue();
    const left: Command = {
      ...surfaceMoles({ x: 90, y: 80 }),
      aboard: [{ unitId: 'm1', transportId: 'r1' }],
    };
    expect(refusalOf(s, left)).toMatchObject({ code: 'tunnel/every-unit', section: '2.1.23' });
    const crowded: Command = {
      ...surfaceMoles({ x: 90, y: 80 }),
      aboard: [
        { unitId: 'm1', transportId: 'r1' },
        { unitId: 'm2', transportId: 'r1' },
      ],
    };
    // Two Tactical units fill a Rhino (capacity 2): allowed.
    expect(refusalOf(s, crowded)).toBeNull();
  });

  it('2.1.23: formations of multiple tunnelers: each within 5cm of one already placed, all within 15cm of the location and on its half', () => {
    const s = molesDue({ x: 90, y: 80 });
    expect(refusalOf(s, surfaceMoles({ x: 90, y: 80 }, 8))).toMatchObject({
      code: 'tunnel/chain',
      section: '2.1.23',
    });
    const far: Command = {
      ...surfaceMoles({ x: 90, y: 80 }),
      placements: [
        { unitId: 'r1', position: { x: 90, y: 80 }, facing: 90 },
        { unitId: 'r2', position: { x: 110, y: 80 }, facing: 90 },
      ],
    };
    expect(refusalOf(s, far)).toMatchObject({ code: 'tunnel/spread', section: '2.1.23' });
    // Near the middle line: the second unit may not cross into the other half.
    const mid = molesDue({ x: 90, y: 62 });
    const across: Command = {
      ...surfaceMoles({ x: 90, y: 62 }),
      placements: [
        { unitId: 'r1', position: { x: 90, y: 62 }, facing: 90 },
        { unitId: 'r2', position: { x: 90, y: 58 }, facing: 0 },
      ],
    };
    expect(refusalOf(mid, across)).toMatchObject({ code: 'tunnel/half', section: '2.1.23' });
  });

  it('2.1.23: surfacing on impassable terrain, under a friendly unit or in an enemy zone of control, it is diverted to the nearest area where it can surface', () => {
    // Under a friendly unit: the Tactical unit t1 stands at (100, 20).
    const friendly = molesDue({ x: 100, y: 20 }, 2);
    const point = surfacingPointFor(friendly, 'moles', 'r1', 90)!;
    expect(Math.hypot(point.x - 100, point.y - 20)).toBeGreaterThan(1);
    expect(Math.hypot(point.x - 100, point.y - 20)).toBeLessThan(3);
    expect(refusalOf(friendly, surfaceMoles({ x: 100, y: 20 }))).toMatchObject({
      code: 'tunnel/at-location',
    });
    const diverted = go(friendly, {
      ...surfaceMoles(point),
      placements: [
        { unitId: 'r1', position: point, facing: 90 },
        { unitId: 'r2', position: { x: point.x, y: point.y - 3 }, facing: 90 },
      ],
    });
    expect(eventsOf(diverted.events, 'tunnel/surfaced')[0]).toMatchObject({
      plotted: { x: 100, y: 20 },
      divertedTo: point,
    });
    // In an enemy zone of control: the Ork Boyz at y = 100 (5cm zone of control).
    const zoc = molesDue({ x: 65, y: 98 });
    const out = surfacingPointFor(zoc, 'moles', 'r1', 90)!;
    expect(out.y).toBeLessThan(98);
    expect(refusalOf(zoc, surfaceMoles({ x: 65, y: 98 }))).toMatchObject({
      code: 'tunnel/at-location',
    });
    // Impassable terrain: a cliff under the point.
    const cliff = molesDue({ x: 90, y: 80 }, 3, [rect('cliff', 'cliffs', 85, 75, 95, 85, 0)]);
    const edge = surfacingPointFor(cliff, 'moles', 'r1', 90)!;
    expect(Math.hypot(edge.x - 90, edge.y - 80)).toBeGreaterThan(5);
    expect(Math.hypot(edge.x - 90, edge.y - 80)).toBeLessThan(7);
  });

  it('1.5 FAQ: What is the order of events that happen in the Strategy Phase? Units with tunneler surface, then units with teleport are placed, then the strategy roll', () => {
    const s = atTurnStart(
      molesDue(
        { x: 90, y: 80 },
        3,
        [],
        [{ id: 'term', side: 1, units: row('x', 'sm-terminator', 4, 20, 110) }],
      ),
      ['x1', 'x2', 'x3', 'x4'],
      3,
    );
    const plotted = { ...s, plots: molesDue().plots };
    // Side 1's teleporters wait for the tunnelers, even when side 1 was chosen to go first.
    const won = go(plotted, { type: 'turnStart.rollOff', side: 0 }, 6, 1).state;
    const chosen = go(won, { type: 'turnStart.choose', side: 0, goFirst: false });
    expect(pendingDecision(startChart(chosen.state))).toMatchObject({
      kind: 'turn-start',
      sides: [0],
    });
    const teleport = teleportRow(1, 'term', ['x1', 'x2', 'x3', 'x4'], 40, 110);
    expect(refusalOf(chosen.state, teleport)).toMatchObject({ code: 'turn-start/not-your-turn' });
    const surfaced = go(chosen.state, surfaceMoles({ x: 90, y: 80 })).state;
    expect(pendingDecision(startChart(surfaced))).toMatchObject({ kind: 'turn-start', sides: [1] });
    expect(refusalOf(surfaced, teleport)).toBeNull();
  });

  it('1.10 FAQ: Do units that enter play via a special rule (… tunneling …) trigger overwatch fire? No: surfacing is no move', () => {
    const s = withFormation(
      molesDue(
        { x: 90, y: 80 },
        3,
        [],
        [{ id: 'dev', side: 1, units: row('d', 'sm-devastator', 4, 80, 110) }],
      ),
      'dev',
      { overwatch: true, action: 'overwatch', activated: true },
    );
    const r = go(s, surfaceMoles({ x: 90, y: 80 }));
    expect(r.state.turnState.overwatchWindow).toBeNull();
    expect(r.state.formations['dev']?.overwatch).toBe(true);
    expect(pendingDecision(startChart(r.state))).toMatchObject({ kind: 'strategy-roll' });
  });

  it('2.1.23: Tunnelers, and any units being transported in them, may take an action on the turn they appear', () => {
    const surfaced = go(molesDue({ x: 90, y: 80 }), surfaceMoles({ x: 90, y: 80 })).state;
    let snap = startChart(surfaced);
    const rolled = submit(snap, { type: 'strategy.roll', side: 0 });
    expect(rolled.ok).toBe(true);
    if (!rolled.ok) return;
    snap = rolled.snapshot;
    const winner = snap.context.game.turnState.strategyWinner!;
    const chose = submit(snap, { type: 'strategy.choose', side: winner, goFirst: winner === 0 });
    expect(chose.ok).toBe(true);
    if (!chose.ok) return;
    const game = chose.snapshot.context.game;
    expect(
      refusalOf(game, { type: 'action.declare', side: 0, formationId: 'moles', action: 'advance' }),
    ).toBeNull();
  });
});

describe('2.1.23 Tunneler: below the table', () => {
  it('2.1.23: a formation still below the table takes no action until it has surfaced (1.6)', () => {
    const below = molesDue({ x: 90, y: 80 }, 3);
    const acting: GameState = {
      ...below,
      turn: 1,
      phase: 'action',
      turnState: { ...below.turnState, strategyWinner: 0, firstSide: 0, activeSide: 0 },
    };
    const declare: Command = {
      type: 'action.declare',
      side: 0,
      formationId: 'moles',
      action: 'advance',
    };
    expect(refusalOf(acting, declare)).toMatchObject({
      code: 'action/not-in-play',
      section: '1.6',
    });
    expect(
      refusalOf(acting, { type: 'action.declare', side: 0, formationId: 'tac', action: 'advance' }),
    ).toBeNull();
  });
});

describe('1.4.2 and tunnelers: the order of start-of-turn abilities', () => {
  /** Turn 3: side 0's moles are due; both sides have Terminators waiting to teleport. */
  function bothWaiting(order?: 'once' | 'each-ability'): GameState {
    const s = atTurnStart(
      molesDue(
        { x: 90, y: 80 },
        3,
        [],
        [
          { id: 'term0', side: 0, units: row('y', 'sm-terminator', 4, 140, 20) },
          { id: 'term', side: 1, units: row('x', 'sm-terminator', 4, 20, 110) },
        ],
      ),
      ['x1', 'x2', 'x3', 'x4', 'y1', 'y2', 'y3', 'y4'],
      3,
    );
    return {
      ...s,
      plots: molesDue().plots,
      settings: { ...s.settings, ...(order ? { startOfTurnOrder: order } : {}) },
    };
  }
  const settleThenSurface = (s: GameState) => {
    const won = go(s, { type: 'turnStart.rollOff', side: 0 }, 6, 1).state;
    const chosen = go(won, { type: 'turnStart.choose', side: 0, goFirst: true }).state;
    return go(chosen, surfaceMoles({ x: 90, y: 80 })).state;
  };

  it('1.4.2 FAQ: Should you dice for each ability (e.g. teleport, tunneler, etc.) used at the start of the turn? Bring it up in the five minute warm-up', () => {
    // The rules as written (and an absent setting): one order for the whole start of the turn,
    // the players alternating from the tunneler to the teleporters.
    for (const s of [bothWaiting(), bothWaiting('once')])
      expect(pendingDecision(startChart(settleThenSurface(s)))).toMatchObject({
        kind: 'turn-start',
        sides: [1],
      });
    // Settled again for each ability: the teleporters' order is diced for afresh.
    const again = settleThenSurface(bothWaiting('each-ability'));
    expect(pendingDecision(startChart(again))).toMatchObject({ kind: 'turn-start-roll-off' });
    const won = go(again, { type: 'turnStart.rollOff', side: 0 }, 2, 5).state;
    expect(pendingDecision(startChart(won))).toMatchObject({
      kind: 'turn-start-order',
      sides: [1],
    });
  });
});
