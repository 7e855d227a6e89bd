import { beforeAll, describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameEvent } from '../../engine/netea/events';
import { pendingDecision, startChart } from '../../engine/netea/flow/game';
import { BREAKTHROUGH, createScenarioSetup } from '../../engine/netea/scenarios';
import { liveUnits } from '../../engine/netea/rules/1.2-formations/formations';
import { unitShape } from '../../engine/netea/rules/1.2-formations/battlefield';
import { breakoutFormations } from '../../engine/netea/rules/5.3-scenarios/breakthrough';
import type { FormationState, GameState } from '../../engine/netea/state/schema';
import { createPlayer } from '../../ai/registry';
import { simulate } from '../../ai/simulate';
import { situationOf } from '../../ai/utility/situation';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { deployed } from '../fixtures/battle';

/** Seed 001 5.3.5: the utility player lines a formation up on the short edge and breaks out. */

let battle: GameState;
let formation: FormationState;
beforeAll(() => {
  const game = deployed(BREAKTHROUGH, 2).context.game;
  // The Orks gone and no spacecraft due (one due acts first); the Minervans to act on turn 2.
  const units = Object.fromEntries(
    Object.values(game.units).map((u) => [
      u.id,
      u.side === 0 ? { ...u, status: 'destroyed' as const, position: null } : u,
    ]),
  );
  battle = {
    ...game,
    units,
    spacecraft: [],
    turn: 2,
    phase: 'action',
    turnState: { ...game.turnState, activeSide: 1, activation: null },
  };
  // A formation of several vehicles on the ground (every one with a base on the table).
  formation = breakoutFormations(battle, 1).find((f) => {
    const live = liveUnits(battle, f);
    return live.length >= 3 && live.every((u) => u.position && u.status === 'deployed');
  })!;
});

/** The formation in a loose column 6cm apart, its bases' near sides 5..7cm off the east edge. */
function nearEast(state: GameState, f: FormationState): GameState {
  const width = state.table.width;
  const units = liveUnits(state, f);
  const moved = Object.fromEntries(
    units.map((u, i) => [u.id, { ...u, position: { x: width - 10 - (i % 2) * 2, y: 40 + i * 6 } }]),
  );
  return { ...state, units: { ...state.units, ...moved } };
}

/** The utility player's answers applied while `go` says so; the state after them. */
function play(state: GameState, go: (c: Command) => boolean, steps = 60): GameState {
  const player = createUtilityPlayer('normal', 7);
  let s = state;
  for (let i = 0; i < steps; i++) {
    const command = player.decide(s, pendingDecision(startChart(s)), 1).command;
    if (!go(command)) break;
    const r = applyCommand(s, command);
    if (!r.ok) throw new Error(`${command.type}: ${r.refusal.message}`);
    s = r.state;
  }
  return s;
}

describe('5.3.5: the utility AI breaks out', () => {
  it('5.3.5: within reach of the east edge, it advances, lines every unit up on the edge and leaves', () => {
    const start = nearEast(battle, formation);
    const width = start.table.width;
    // Not yet at the edge: no unit's base touches it.
    for (const u of liveUnits(start, formation))
      expect(unitShape(start, u)!.maxX).toBeLessThan(width - 2);
    // Its choice of formation and action: this one, to move (sustained fire held it there).
    const declared: Command[] = [];
    const after = play(start, (c) => {
      if (c.type === 'action.declare') declared.push(c);
      // Up to the end of its move.
      return c.type === 'action.declare' || c.type === 'move.unit';
    });
    expect(declared[0]).toMatchObject({ formationId: formation.id, action: 'advance' });
    // Every base touches the east edge (within 1cm of x = 180).
    for (const u of liveUnits(after, formation)) {
      const shape = unitShape(after, u)!;
      expect(shape.maxX).toBeGreaterThanOrEqual(width - 1);
      expect(shape.maxX).toBeLessThanOrEqual(width);
    }
    // The action ends; the next choice of formation is to leave the table with this one.
    const ended = play(
      after,
      (c) => c.type !== 'breakthrough.leave' && !c.type.startsWith('action.declare'),
    );
    const leave = createUtilityPlayer('normal', 7).decide(
      ended,
      pendingDecision(startChart(ended)),
      1,
    );
    expect(leave.command).toEqual({
      type: 'breakthrough.leave',
      side: 1,
      formationId: formation.id,
    });
    const r = applyCommand(ended, leave.command);
    if (!r.ok) throw new Error(r.refusal.message);
    expect(liveUnits(r.state, formation)).toHaveLength(0);
    expect(r.state.leftTable?.map((l) => l.formationId)).toEqual([formation.id]);
  });

  it('1.6.2, 5.3.5: on a hold action with Blast markers it moves for the edge rather than regroup', () => {
    const start = nearEast(battle, formation);
    const held: GameState = {
      ...start,
      formations: { ...start.formations, [formation.id]: { ...formation, blastMarkers: 2 } },
      turnState: {
        ...start.turnState,
        activation: {
          formationId: formation.id,
          declared: 'advance',
          action: 'hold',
          passed: false,
          retained: false,
          movesAllowed: 1,
          movesTaken: 0,
          movedThisMove: [],
          pickedUp: [],
          roadMarch: false,
          shot: false,
        },
      },
    };
    const command = createUtilityPlayer('normal', 7).decide(
      held,
      pendingDecision(startChart(held)),
      1,
    ).command;
    expect(command.type).toBe('move.unit');
    // Not breaking out (the Orks' side), the same formation would regroup: only 5.3.5's leaver.
    const orks = { ...held, victory: { ...held.victory, breakthrough: undefined } } as GameState;
    expect(
      createUtilityPlayer('normal', 7).decide(orks, pendingDecision(startChart(orks)), 1).command
        .type,
    ).toBe('action.regroup');
  });

  it('1.6.1, 5.3.5: in the last turn, three moves from the edge, it marches for it', () => {
    const width = battle.table.width;
    const units = liveUnits(battle, formation);
    const speed = Math.min(...units.map((u) => Number(battle.datasheets[u.datasheetId]!.speed)));
    // The rearmost base 2.5 moves off the edge: two moves fall short, three reach it.
    const far = 2.5 * (speed - 1);
    const placed = Object.fromEntries(
      units.map((u, i) => [u.id, { ...u, position: { x: width - far + 3, y: 40 + i * 6 } }]),
    );
    // The others have acted this turn: the choice is this formation's action.
    const formations = Object.fromEntries(
      Object.values(battle.formations).map((f) => [
        f.id,
        { ...f, activated: f.id !== formation.id },
      ]),
    );
    const last: GameState = {
      ...battle,
      formations,
      units: { ...battle.units, ...placed },
      turn: battle.victory.maxTurns,
    };
    const before = { ...last, turn: 1 };
    const decide = (g: GameState) =>
      createUtilityPlayer('normal', 7).decide(g, pendingDecision(startChart(g)), 1).command;
    expect(decide(last)).toMatchObject({ formationId: formation.id, action: 'march' });
    // With turns to come, doubles will do: no march.
    expect(decide(before)).not.toMatchObject({ formationId: formation.id, action: 'march' });
  });

  it('5.3.5: heads for a place on the edge with no Ork at hand, the nearest one', () => {
    const start = nearEast(battle, formation);
    const width = start.table.width;
    const centre = situationOf(start, 1).mine.find((v) => v.formation.id === formation.id)!.centre;
    const ork = Object.values(start.units).find((u) => u.side === 0)!;
    const guarded: GameState = {
      ...start,
      units: {
        ...start.units,
        [ork.id]: { ...ork, status: 'deployed', position: { x: width - 2, y: centre.y } },
      },
    };
    expect(situationOf(start, 1).goals.get(formation.id)!.point).toEqual({ x: width, y: centre.y });
    const goal = situationOf(guarded, 1).goals.get(formation.id)!.point;
    expect(goal.x).toBe(width);
    expect(Math.hypot(goal.x - (width - 2), goal.y - centre.y)).toBeGreaterThanOrEqual(15);
    expect(Math.abs(goal.y - centre.y)).toBeLessThanOrEqual(20);
  });

  it('5.3.5: in an ai:normal mirror game (seed 1) Minervan formations break out, the invariants kept', () => {
    const seed = 1;
    const setup = createScenarioSetup(BREAKTHROUGH, { seed });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    const left: string[] = [];
    simulate(
      setup.value,
      [createPlayer('ai:normal', seed * 2 + 1), createPlayer('ai:normal', seed * 2 + 2)],
      {
        checkInvariants: true,
        onEvents: (events: readonly GameEvent[]) => {
          for (const e of events)
            if (e.type === 'scenario/formation-left-table' && e.side === 1)
              left.push(e.formationId);
        },
      },
    );
    expect(left.length).toBeGreaterThan(0);
  }, 120_000);
});
