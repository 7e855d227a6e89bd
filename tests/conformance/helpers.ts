import { applyCommand } from '../../engine/netea/commands/apply';
import type { Command, Side } from '../../engine/netea/commands/schema';
import { FixedDieSource } from '../../engine/kernel/dice/roller';
import type { GameEvent } from '../../engine/netea/events';
import type { TerrainFeature } from '../../engine/kernel/geometry';
import type { Refusal } from '../../engine/kernel/result';
import type { FormationState, GameState } from '../../engine/netea/state/schema';
import type { GameSettings } from '../../engine/netea/state/settings';
import { shootingGame, type FormationSpec } from '../fixtures/shootingGame';

/**
 * Small positioned situations for the conformance suite: a bare 180 x 120 table with the
 * formations placed by hand (initiative 1+, strategy rating 3), in the action phase of turn 1
 * with `active` to act. Every die a command rolls is given by the test.
 */
export function battle(
  formations: readonly FormationSpec[],
  opts: {
    readonly active?: Side;
    readonly terrain?: readonly TerrainFeature[];
    readonly settings?: Partial<GameSettings>;
  } = {},
): GameState {
  const state = shootingGame(formations, opts.terrain ?? [], opts.settings ?? {});
  const active = opts.active ?? 0;
  return {
    ...state,
    turn: 1,
    phase: 'action',
    turnState: {
      ...state.turnState,
      strategyWinner: active,
      firstSide: active,
      activeSide: active,
    },
  };
}

export interface Step {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** Apply a command that must be accepted, rolling exactly the given faces (all of them). */
export function go(state: GameState, command: Command, ...faces: number[]): Step {
  const source = new FixedDieSource(faces, state.rng);
  const result = applyCommand(state, command, { dice: source });
  if (!result.ok)
    throw new Error(
      `${command.type} refused: ${result.refusal.code} (${result.refusal.section}) ${result.refusal.message}`,
    );
  if (source.remaining() > 0)
    throw new Error(`${command.type} left ${source.remaining()} of the given dice unrolled`);
  return { state: result.state, events: result.events };
}

/** A series of commands without dice, each of which must be accepted. */
export function goAll(state: GameState, ...commands: Command[]): GameState {
  return commands.reduce((s, c) => go(s, c).state, state);
}

/** The refusal of a command, or null when it would be accepted. */
export function refusalOf(state: GameState, command: Command): Refusal | null {
  const result = applyCommand(state, command);
  return result.ok ? null : result.refusal;
}

export const declare = (
  side: Side,
  formationId: string,
  action: Extract<Command, { type: 'action.declare' }>['action'],
): Command => ({ type: 'action.declare', side, formationId, action });

/** One unit's move to a point. */
export const move = (side: Side, unitId: string, x: number, y: number): Command => ({
  type: 'move.unit',
  side,
  unitId,
  path: [{ x, y }],
});

/** Every unit of the list moves by (dx, dy) from where it stands, then the move ends. */
export function moveAll(
  state: GameState,
  side: Side,
  unitIds: readonly string[],
  dx: number,
  dy: number,
): Step {
  let s = state;
  for (const id of unitIds) {
    const at = s.units[id]?.position;
    if (!at) throw new Error(`${id} is not on the table`);
    s = go(s, move(side, id, at.x + dx, at.y + dy)).state;
  }
  return go(s, { type: 'move.end', side });
}

export const endMove = (side: Side): Command => ({ type: 'move.end', side });
export const endAction = (side: Side): Command => ({ type: 'action.end', side });

/** Change a formation's state (Blast markers, broken, overwatch …) as earlier events left it. */
export function withFormation(
  state: GameState,
  formationId: string,
  change: Partial<FormationState>,
): GameState {
  const f = state.formations[formationId];
  if (!f) throw new Error(`no formation ${formationId}`);
  return { ...state, formations: { ...state.formations, [formationId]: { ...f, ...change } } };
}

/** Put a unit elsewhere on the table (as earlier moves or casualties left it). */
export function placeUnit(state: GameState, unitId: string, x: number, y: number): GameState {
  const u = state.units[unitId];
  if (!u) throw new Error(`no unit ${unitId}`);
  return { ...state, units: { ...state.units, [unitId]: { ...u, position: { x, y } } } };
}

export const eventsOf = (events: readonly GameEvent[], type: string) =>
  events.filter((e) => e.type === type);

/** The to-hit (or other) dice events of a step. */
export const rollsOf = (events: readonly GameEvent[]) =>
  events.filter((e): e is Extract<GameEvent, { type: 'dice/rolled' }> => e.type === 'dice/rolled');
