import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Command, Side } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { deployed, withDice } from '../fixtures/battle';

const A1 = 'a-sm-tactical-detachment-1';
const A2 = 'a-sm-tactical-detachment-2';
const B1 = 'b-sm-tactical-detachment-1';
const B2 = 'b-sm-tactical-detachment-2';

/** The action phase of turn 1 with `first` to act. */
function actionPhase(first: Side = 0): GameState {
  const rolled = withDice(deployed().context.game, { type: 'strategy.roll', side: 0 }, 6, 1).state;
  const chosen = applyCommand(rolled, { type: 'strategy.choose', side: 0, goFirst: first === 0 });
  if (!chosen.ok) throw new Error(chosen.refusal.message);
  return chosen.state;
}

const declare = (
  side: Side,
  formationId: string,
  action: Extract<Command, { type: 'action.declare' }>['action'] = 'advance',
): Command => ({
  type: 'action.declare',
  side,
  formationId,
  action,
});

function refusal(state: GameState, command: Command) {
  const result = applyCommand(state, command);
  return result.ok ? null : result.refusal;
}

function setBlast(
  state: GameState,
  formationId: string,
  blastMarkers: number,
  broken = false,
): GameState {
  const f = state.formations[formationId]!;
  return {
    ...state,
    formations: { ...state.formations, [formationId]: { ...f, blastMarkers, broken } },
  };
}

/** Declare an action with the given action-test die, make its moves standing still (a 0cm move
 * is a move, 1.7 FAQ) and end it. */
function act(state: GameState, command: Command, face: number): GameState {
  let next = withDice(state, command, face).state;
  for (;;) {
    const moved = applyCommand(next, { type: 'move.end', side: command.side });
    if (!moved.ok) break;
    next = moved.state;
  }
  const ended = applyCommand(next, { type: 'action.end', side: command.side });
  return ended.ok ? ended.state : next;
}

describe('1.6 The Action Phase', () => {
  it('the player going first carries out an action with one formation; the opponent may not act now', () => {
    const state = actionPhase(0);
    expect(refusal(state, declare(1, B1))).toMatchObject({
      code: 'action/not-your-turn',
      section: '1.6',
    });
  });

  it('1.6.1: a formation may only be activated once per action phase', () => {
    let state = act(actionPhase(0), declare(0, A1), 4);
    state = act(state, { type: 'action.handOver', side: 0 }, 1);
    state = act(state, declare(1, B1), 4);
    state = applyCommand(state, { type: 'action.handOver', side: 1 }).ok
      ? (applyCommand(state, { type: 'action.handOver', side: 1 }) as { state: GameState }).state
      : state;
    expect(refusal(state, declare(0, A1))).toMatchObject({
      code: 'action/already-activated',
      section: '1.6.1',
    });
  });

  it('1.6.2: broken formations may not take an action', () => {
    const state = setBlast(actionPhase(0), A1, 0, true);
    expect(refusal(state, declare(0, A1))).toMatchObject({
      code: 'action/broken',
      section: '1.6.2',
    });
  });

  it('1.6.2: roll equal to or over the initiative value to pass the action test', () => {
    const { state, events } = withDice(actionPhase(0), declare(0, A1, 'double'), 1);
    expect(state.turnState.activation).toMatchObject({
      action: 'double',
      passed: true,
      movesAllowed: 2,
    });
    expect(events.find((e) => e.type === 'dice/rolled')).toMatchObject({
      needed: 1,
      results: [1],
      successes: 1,
    });
  });

  it('1.6.2 FAQ: When rolling an action test does a result of 1 automatically fail? No', () => {
    const { state } = withDice(actionPhase(0), declare(0, A1, 'march'), 1);
    expect(state.turnState.activation?.passed).toBe(true);
  });

  it('1.6.2: -1 to the action test with one or more Blast markers; failure means hold and a Blast marker', () => {
    const { state, events } = withDice(setBlast(actionPhase(0), A1, 1), declare(0, A1, 'march'), 1);
    expect(events.find((e) => e.type === 'dice/rolled')).toMatchObject({
      needed: 2,
      modifiers: [{ value: -1, section: '1.6.2' }],
      successes: 0,
    });
    expect(state.turnState.activation).toMatchObject({
      declared: 'march',
      action: 'hold',
      passed: false,
      movesAllowed: 1,
    });
    expect(state.formations[A1]?.blastMarkers).toBe(2);
  });

  it('1.13.2: the Blast marker of a failed action test can break the formation (two per unit with They Shall Know No Fear)', () => {
    const { state, events } = withDice(setBlast(actionPhase(0), A1, 11), declare(0, A1), 1);
    expect(state.formations[A1]).toMatchObject({ broken: true, blastMarkers: 0 });
    expect(events.some((e) => e.type === 'formation/broken')).toBe(true);
  });

  it('1.6.3: after a successful action the player may retain the initiative with -1 to the next test', () => {
    const state = act(actionPhase(0), declare(0, A1), 3);
    expect(state.turnState.activeSide).toBe(0);
    const { state: next, events } = withDice(state, declare(0, A2), 1);
    expect(events.find((e) => e.type === 'action/declared')).toMatchObject({ retained: true });
    expect(events.find((e) => e.type === 'dice/rolled')).toMatchObject({
      needed: 2,
      modifiers: [{ value: -1, reason: 'retaining the initiative', section: '1.6.3' }],
    });
    expect(next.turnState.activation?.passed).toBe(false);
  });

  it('1.6.3: you may only attempt to retain the initiative after a successful action', () => {
    const failed = act(setBlast(actionPhase(0), A1, 1), declare(0, A1), 1);
    expect(failed.turnState.activeSide).toBe(1);
    expect(refusal(failed, declare(0, A2))).toMatchObject({ code: 'action/not-your-turn' });
  });

  it("1.6.3: you can't retain the initiative twice in a row", () => {
    const once = act(act(actionPhase(0), declare(0, A1), 3), declare(0, A2), 4);
    expect(once.turnState.activeSide).toBe(1);
  });

  it('1.6.3: handing over the initiative gives the opponent the next action', () => {
    const state = act(actionPhase(0), declare(0, A1), 3);
    const handed = applyCommand(state, { type: 'action.handOver', side: 0 });
    expect(handed.ok && handed.state.turnState.activeSide).toBe(1);
    if (handed.ok) expect(refusal(handed.state, declare(0, A2))?.code).toBe('action/not-your-turn');
  });

  it('1.6 and 1.6.3: a player whose opponent has no formations left keeps activating, without the -1', () => {
    let state = actionPhase(1);
    state = act(state, declare(1, B1), 4);
    state = act(state, declare(1, B2), 4); // retained
    expect(state.turnState.activeSide).toBe(0);
    state = act(state, declare(0, A1), 4);
    expect(state.turnState.activeSide).toBe(0);
    const { events } = withDice(state, declare(0, A2), 1);
    expect(events.find((e) => e.type === 'action/declared')).toMatchObject({ retained: false });
    expect(events.find((e) => e.type === 'dice/rolled')).toMatchObject({ modifiers: [] });
  });

  it('the action phase ends when every formation has acted, and the end phase follows', () => {
    let state = actionPhase(0);
    state = act(state, declare(0, A1), 4);
    state = applyCommand(state, { type: 'action.handOver', side: 0 }).ok
      ? (applyCommand(state, { type: 'action.handOver', side: 0 }) as { state: GameState }).state
      : state;
    state = act(state, declare(1, B1), 4);
    state = (applyCommand(state, { type: 'action.handOver', side: 1 }) as { state: GameState })
      .state;
    state = act(state, declare(0, A2), 4);
    state = act(state, declare(1, B2), 4);
    // No Blast markers anywhere, so no rallies: victory is checked and turn 2 begins.
    expect(state.phase).toBe('strategy');
    expect(state.turn).toBe(2);
    expect(state.objectiveHistory).toHaveLength(1);
  });

  it('1.6.1 and 1.10: a formation with units out of formation may not take an overwatch or sustained fire action', () => {
    const state = actionPhase(0);
    const unitId = state.formations[A1]!.unitIds[0]!;
    const unit = state.units[unitId]!;
    const stray = {
      ...state,
      units: { ...state.units, [unitId]: { ...unit, position: { x: 45, y: 45 } } },
    };
    expect(refusal(stray, declare(0, A1, 'overwatch'))).toMatchObject({
      code: 'action/out-of-formation',
      section: '1.10',
    });
    expect(refusal(stray, declare(0, A1, 'sustained-fire'))).toMatchObject({
      code: 'action/out-of-formation',
      section: '1.6.1',
    });
    expect(refusal(stray, declare(0, A1, 'march'))).toBeNull();
  });

  it('1.10: an overwatch action puts the formation on overwatch and ends its action', () => {
    const { state } = withDice(actionPhase(0), declare(0, A1, 'overwatch'), 2);
    expect(state.formations[A1]).toMatchObject({ overwatch: true, activated: true });
    expect(state.turnState.activation).toBeNull();
  });

  it('1.10 FAQ: if all the unactivated formations you have left are on overwatch you can declare they all remain on overwatch', () => {
    let state = actionPhase(1);
    state = withDice(state, declare(1, B1, 'overwatch'), 2).state;
    state = (applyCommand(state, { type: 'action.handOver', side: 1 }) as { state: GameState })
      .state;
    expect(refusal(state, { type: 'overwatch.remain', side: 0 })).toMatchObject({
      code: 'overwatch/not-all-on-overwatch',
    });
    state = act(state, declare(0, A1), 4);
    state = (applyCommand(state, { type: 'action.handOver', side: 0 }) as { state: GameState })
      .state;
    // Beta's last formation is not on overwatch: only overwatch formations may all remain.
    const b2 = state.formations[B2]!;
    const allOnOverwatch = {
      ...state,
      formations: { ...state.formations, [B2]: { ...b2, overwatch: true } },
    };
    const remained = applyCommand(allOnOverwatch, { type: 'overwatch.remain', side: 1 });
    expect(remained.ok).toBe(true);
    if (remained.ok) {
      expect(remained.state.formations[B2]).toMatchObject({ overwatch: true, activated: true });
      expect(remained.state.turnState.activeSide).toBe(0);
    }
  });
});

describe('1.13.1 Regrouping', () => {
  it('roll 2D6 and remove a number of Blast markers equal to the highest roll', () => {
    let state = setBlast(actionPhase(0), A1, 5);
    state = withDice(state, declare(0, A1, 'marshal'), 3).state;
    const { state: after, events } = withDice(state, { type: 'action.regroup', side: 0 }, 2, 4);
    expect(after.formations[A1]?.blastMarkers).toBe(1);
    expect(events[0]).toMatchObject({
      type: 'dice/rolled',
      dice: 'D6',
      results: [2, 4],
      section: '1.13.1',
    });
    expect(after.turnState.activation).toBeNull();
  });

  it('only a marshal or hold action regroups', () => {
    const state = withDice(actionPhase(0), declare(0, A1, 'advance'), 3).state;
    expect(refusal(state, { type: 'action.regroup', side: 0 })).toMatchObject({
      code: 'action/cannot-regroup',
    });
  });
});
