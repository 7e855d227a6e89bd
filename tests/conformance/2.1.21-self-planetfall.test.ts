import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameEvent } from '../../engine/netea/events';
import type { GameState } from '../../engine/netea/state/schema';
import { sideView } from '../../engine/netea/state/view';
import { canActivate } from '../../engine/netea/rules/1.2-formations/formations';
import { pendingDecision, startChart } from '../../engine/netea/flow/game';
import { eventsOf, go, move, refusalOf, withFormation } from './helpers';
import {
  deployingLanders,
  landersDue,
  landLanders,
  plotLanding,
} from '../netea/rules/2-specialists/selfPlanetfallFixtures';

type Landed = Extract<GameEvent, { type: 'planetfall/landed' }>;
const landed = (events: readonly GameEvent[]) => eventsOf(events, 'planetfall/landed') as Landed[];
const finish: Command = { type: 'setup.finishDeployment', side: 0 };

const close = (a: { x: number; y: number } | null | undefined, x: number, y: number) => {
  expect(a?.x).toBeCloseTo(x, 5);
  expect(a?.y).toBeCloseTo(y, 5);
};

/** A spacecraft of `side` set up to arrive on `turn` (its formation 'tac', for the schedule). */
const withSpacecraft = (s: GameState, side: 0 | 1, turn: number): GameState => ({
  ...s,
  spacecraft: [
    {
      side,
      formationId: side === 0 ? 'tac' : 'orks',
      position: { x: 90, y: side === 0 ? 0 : 120 },
      facing: 90,
      turn,
      done: false,
    },
  ],
});

describe('2.1.21 Self Planetfall', () => {
  it('2.1.21: plotted exactly as planetfall: the landing point and turn are written down secretly at set-up, and the formation stays off the table', () => {
    const s = deployingLanders();
    expect(refusalOf(s, finish)).toMatchObject({ code: 'setup/units-left' });
    const plotted = go(s, plotLanding({ x: 90, y: 60 }, 2));
    expect(eventsOf(plotted.events, 'plot/recorded')).toEqual([
      { type: 'plot/recorded', side: 0, formationId: 'landers', section: '2.1.21' },
    ]);
    expect(plotted.state.plots).toEqual([
      {
        side: 0,
        kind: 'landing-zone',
        formationId: 'landers',
        position: { x: 90, y: 60 },
        turn: 2,
      },
    ]);
    expect(refusalOf(plotted.state, finish)).toBeNull();
    // The opponent sees neither the point nor the turn.
    const theirs = sideView(plotted.state, 1);
    expect(theirs.plots).toBeUndefined();
    expect(JSON.stringify(theirs.log)).not.toContain('"turn":2');
    // Only a formation whose units all self planetfall (or ride in them) may.
    expect(refusalOf(s, plotLanding({ x: 90, y: 60 }, 2, 0, 'tac'))).toMatchObject({
      code: 'self-planetfall/cannot-land',
      section: '2.1.21',
    });
    expect(refusalOf(s, plotLanding({ x: 190, y: 60 }, 2))).toMatchObject({
      code: 'self-planetfall/off-table',
      section: '2.1.21',
    });
  });

  it('2.1.21: "they may be plotted to arrive in the same turn that an enemy spacecraft is present", but not in one\'s own spacecraft\'s turn', () => {
    const s = deployingLanders();
    expect(refusalOf(withSpacecraft(s, 1, 2), plotLanding({ x: 90, y: 60 }, 2))).toBeNull();
    expect(refusalOf(withSpacecraft(s, 0, 2), plotLanding({ x: 90, y: 60 }, 2))).toMatchObject({
      code: 'self-planetfall/spacecraft-turn',
      section: '2.1.21',
    });
    expect(refusalOf(withSpacecraft(s, 0, 2), plotLanding({ x: 90, y: 60 }, 3))).toBeNull();
  });

  it('2.1.21: "On the designated turn the self planetfalling unit is activated in the normal activation sequence": not before', () => {
    const early = landersDue({ x: 90, y: 60 }, 2);
    const turn1 = { ...early, turn: 1 };
    expect(canActivate(turn1, turn1.formations.landers!)).toBe(false);
    expect(
      refusalOf(turn1, landLanders('advance', { x: 90, y: 60 }, { x: 95, y: 60 })),
    ).toMatchObject({ code: 'self-planetfall/not-due', section: '2.1.21' });
    expect(canActivate(early, early.formations.landers!)).toBe(true);
    expect(pendingDecision(startChart(early)).commands).toContain('planetfall.self');
    // The ordinary declaration is still refused: it lands by its own command.
    expect(
      refusalOf(early, {
        type: 'action.declare',
        side: 0,
        formationId: 'landers',
        action: 'advance',
      }),
    ).toMatchObject({ code: 'action/not-in-play' });
  });

  it('2.1.21: "If the unit fails to activate its arrival is delayed to the next following turn": it stays off the table, with no Blast marker', () => {
    const s = landersDue({ x: 90, y: 60 }, 2);
    const failed = go(s, landLanders('advance', { x: 90, y: 60 }, { x: 95, y: 60 }), 1);
    expect(eventsOf(failed.events, 'self-planetfall/delayed')).toEqual([
      { type: 'self-planetfall/delayed', formationId: 'landers', turn: 3, section: '2.1.21' },
    ]);
    expect(failed.state.units.r1).toMatchObject({ status: 'reserve', position: null });
    expect(failed.state.formations.landers).toMatchObject({ activated: true, blastMarkers: 0 });
    expect(failed.state.plots).toEqual([
      {
        side: 0,
        kind: 'landing-zone',
        formationId: 'landers',
        position: { x: 90, y: 60 },
        turn: 3,
      },
    ]);
    expect(failed.state.turnState.activation).toBeNull();
    // 1.6.3: a failed action: the initiative may not be retained.
    expect(failed.state.turnState.lastActivation).toMatchObject({ passed: false });
    // Next turn it is due again.
    const next: GameState = {
      ...failed.state,
      turn: 3,
      formations: {
        ...failed.state.formations,
        landers: { ...failed.state.formations.landers!, activated: false },
      },
    };
    expect(canActivate(next, next.formations.landers!)).toBe(true);
  });

  it('2.1.21: passing its test, the formation is placed at the landing point and scatters according to 4.4, its cargo aboard; then the declared action goes on as normal', () => {
    const s = landersDue({ x: 90, y: 60 }, 2);
    expect(refusalOf(s, landLanders('advance', { x: 90, y: 60 }, { x: 90, y: 76 }))).toMatchObject({
      code: 'planetfall/too-far',
      section: '4.4',
    });
    expect(
      refusalOf(s, {
        ...landLanders('advance', { x: 90, y: 60 }, { x: 95, y: 60 }),
        placements: [{ unitId: 'r1', position: { x: 90, y: 60 }, facing: 90 }],
      }),
    ).toMatchObject({ code: 'planetfall/every-unit' });
    // Test 6; r1: direction 1,1 (0°, +x) 1+1 = 2cm; r2: direction 2,4 (90°, +y) 3+3 = 6cm.
    const done = go(
      s,
      landLanders('advance', { x: 90, y: 60 }, { x: 95, y: 60 }),
      6,
      1,
      1,
      1,
      1,
      2,
      4,
      3,
      3,
    );
    const [a, b] = landed(done.events);
    expect(a).toMatchObject({ unitId: 'r1', dropZone: { x: 90, y: 60 }, section: '2.1.21' });
    close(done.state.units.r1?.position, 92, 60);
    close(done.state.units.r2?.position, 95, 66);
    close(b?.at, 95, 66);
    expect(done.state.units.m1).toMatchObject({ status: 'embarked', transportedBy: 'r1' });
    expect(done.state.units.m2).toMatchObject({ status: 'embarked', transportedBy: 'r1' });
    expect(done.state.plots).toBeUndefined();
    expect(done.state.turnState.activation).toMatchObject({
      formationId: 'landers',
      action: 'advance',
      passed: true,
      movesAllowed: 1,
      movesTaken: 0,
    });
    // The advance's move follows the landing.
    const moved = go(done.state, move(0, 'r1', 92, 50));
    close(moved.state.units.r1?.position, 92, 50);
  });

  it('2.1.21: landing is no move for overwatch (1.10 FAQ), and a formation declaring overwatch is on overwatch once landed', () => {
    const s = withFormation(landersDue({ x: 60, y: 80 }, 2), 'orks', { overwatch: true });
    const done = go(
      s,
      landLanders('overwatch', { x: 60, y: 80 }, { x: 70, y: 80 }),
      6,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
    );
    expect(done.state.turnState.overwatchWindow).toBeNull();
    expect(done.state.formations.orks?.overwatch).toBe(true);
    expect(done.state.formations.landers).toMatchObject({ overwatch: true, action: 'overwatch' });
    expect(done.state.turnState.activation).toBeNull();
  });
  it('2.1.21: "including loaded units disembarking up to 5cm": once landed, the player decides whether the units aboard get out; then the action goes on', () => {
    const s = landersDue({ x: 90, y: 60 }, 2);
    const landing = {
      ...landLanders('advance', { x: 90, y: 60 }, { x: 95, y: 60 }),
      disembark: 'decide' as const,
    };
    // As in the test above: r1 lands at (92, 60) with m1 and m2 aboard, r2 at (95, 66).
    const done = go(s, landing, 6, 1, 1, 1, 1, 2, 4, 3, 3);
    close(done.state.units.r1?.position, 92, 60);
    expect(pendingDecision(startChart(done.state))).toMatchObject({
      sides: [0],
      kind: 'planetfall-passengers',
      commands: ['planetfall.disembark'],
    });
    // (Nothing else is offered before the decision: the advance's move waits.)
    const out = (m2: { x: number; y: number }): Command => ({
      type: 'planetfall.disembark',
      side: 0,
      formationId: 'landers',
      placements: [
        { unitId: 'm1', position: { x: 88, y: 60 }, facing: 0 },
        { unitId: 'm2', position: m2, facing: 0 },
      ],
    });
    // 1.7.5: each within 5cm of its transport.
    expect(refusalOf(done.state, out({ x: 82, y: 60 }))).toMatchObject({ section: '1.7.5' });
    const got = go(done.state, out({ x: 88, y: 55 }));
    expect(got.state.units.m1).toMatchObject({ status: 'deployed', position: { x: 88, y: 60 } });
    expect(got.state.units.m2).toMatchObject({ status: 'deployed', position: { x: 88, y: 55 } });
    expect(got.state.turnState.activation).toMatchObject({
      formationId: 'landers',
      action: 'advance',
      movesTaken: 0,
    });
    expect(got.state.turnState.activation?.landedAboard).toBeUndefined();
    // The advance's move follows, as without passengers.
    const moved = go(got.state, move(0, 'r1', 92, 50));
    close(moved.state.units.r1?.position, 92, 50);
  });

  it('2.1.21: the units aboard may stay aboard on landing; a formation landing on overwatch ends its action once they have decided', () => {
    const s = landersDue({ x: 60, y: 80 }, 2);
    const landing = {
      ...landLanders('overwatch', { x: 60, y: 80 }, { x: 70, y: 80 }),
      disembark: 'decide' as const,
    };
    const done = go(s, landing, 6, 1, 1, 1, 1, 1, 1, 1, 1);
    expect(done.state.formations.landers).toMatchObject({ overwatch: true });
    const stayed = go(done.state, {
      type: 'planetfall.disembark',
      side: 0,
      formationId: 'landers',
      placements: [],
    });
    expect(stayed.state.units.m1).toMatchObject({ status: 'embarked', transportedBy: 'r1' });
    expect(eventsOf(stayed.events, 'planetfall/stayed-aboard')).toMatchObject([
      { formationId: 'landers', unitIds: ['m1', 'm2'] },
    ]);
    expect(stayed.state.turnState.activation).toBeNull();
  });
});
