import { describe, expect, it } from 'vitest';
import { createPlayer, decisionSeed } from '../../ai/registry';
import { counterChargeMove } from '../../ai/utility/candidates/assault';
import { applyCommand, validateCommand } from '../../engine/netea/commands/apply';
import type { Side } from '../../engine/netea/commands/schema';
import type { GameEvent } from '../../engine/netea/events';
import { checkFormationCoherency } from '../../engine/netea/rules/1.2-formations/coherency';
import type { GameState } from '../../engine/netea/state/schema';
import type { TerrainFeature } from '../../engine/kernel/geometry/types';
import { battle, declare, go } from '../conformance/helpers';
import { assaultAt, assaultGame, TAC } from '../fixtures/assaultGame';
import { pending, withObjectives } from './situations';

/**
 * No unit of the computer's is left behind to be destroyed out of formation (1.2.1, 1.7.4).
 * In Korps Grinda Returns! the Tactical detachment stands in the ruins by the junction with its
 * Rhinos on the far side: the infantry walked through the ruins and the Rhinos, which may not,
 * found no shared vector to follow and were lost on the first move of the game.
 */
const RUINS: TerrainFeature = {
  id: 'ruins',
  type: 'ruins',
  height: 1,
  polygon: [
    { x: 64, y: 68 },
    { x: 76, y: 68 },
    { x: 76, y: 77 },
    { x: 64, y: 77 },
  ],
};

const lostOutOfFormation = (events: readonly GameEvent[]) =>
  events.filter((e) => e.type === 'move/unit-destroyed' && e.reason === 'out-of-formation');

/** Plays side 0's carry-out-action decisions, as the host does (a player afresh each time),
 * until the move ends. */
function playMove(state: GameState): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < 30; i++) {
    const player = createPlayer('ai:hard', decisionSeed(1, 0 as Side, s.log.length));
    const command = player.decide(s, pending(s, 'carry-out-action'), 0).command;
    const result = applyCommand(s, command);
    if (!result.ok) throw new Error(`${command.type} refused: ${result.refusal.message}`);
    s = result.state;
    events.push(...result.events);
    if (command.type === 'move.end') return { state: s, events };
  }
  throw new Error('the move never ended');
}

/** The Korps Grinda opening (seed 7): six Tactical units in and by the ruins, three Rhinos on
 * their east side, the goal far to the north-west. */
function tacticalInRuins(): GameState {
  const infantry = [
    [63, 75.2],
    [63, 72.5],
    [68.5, 77],
    [63, 69.4],
    [63, 78],
    [70.5, 74.4],
  ].map(([x, y], i) => ({ id: `t${i + 1}`, sheet: 'sm-tactical', x: x!, y: y! }));
  const rhinos = [74.4, 78, 71.6].map((y, i) => ({
    id: `r${i + 1}`,
    sheet: 'sm-rhino',
    x: 77,
    y,
  }));
  let s = battle([{ id: 'tac', side: 0, units: [...infantry, ...rhinos] }], {
    terrain: [RUINS],
  });
  s = withObjectives(s, { x: 38, y: 23 });
  return go(s, declare(0, 'tac', 'advance'), 6).state;
}

describe('the AI keeps its formations whole (1.2.1, 1.7.4)', () => {
  it('1.7.4: Rhinos on the far side of ruins their infantry walks through close up on their own way round and none is lost', () => {
    const before = tacticalInRuins();
    const { state, events } = playMove(before);
    expect(lostOutOfFormation(events)).toEqual([]);
    expect(checkFormationCoherency(state, 'tac').coherent).toBe(true);
    // The formation did advance: the infantry went on towards the goal.
    const moved = ['t1', 't2', 't4', 't5'].filter(
      (id) => state.units[id]!.position!.y < before.units[id]!.position!.y - 5,
    );
    expect(moved.length).toBeGreaterThan(0);
    for (const id of ['r1', 'r2', 'r3']) expect(state.units[id]?.status).toBe('deployed');
  });

  it('1.12.4: a counter charge that would leave the unit out of formation is not made; one that keeps the formation whole is', () => {
    // Two Land Raiders side by side, a little under 5cm apart, Marines 15cm north of the left
    // one: its 5cm counter charge straight at them would take it out of formation with its
    // partner, who is not bound to follow (before, the AI made it, and lost one of them).
    const game = assaultAt(
      assaultGame([
        { id: 'att', side: 0, units: [{ id: 't1', sheet: TAC, x: 50, y: 40 }] },
        {
          id: 'lr',
          side: 1,
          units: [
            { id: 'lr1', sheet: 'sm-land-raider', x: 50, y: 55 },
            { id: 'lr2', sheet: 'sm-land-raider', x: 56.5, y: 55 },
          ],
        },
      ]),
      { attackers: ['att'], defenders: ['lr'], step: 'counter-charge', decidingSide: 1 },
    );
    expect(checkFormationCoherency(game, 'lr').coherent).toBe(true);
    const seen: string[] = [];
    expect(counterChargeMove(game, 1, [game.units.lr1!], (id) => seen.push(id))).toBeNull();
    expect(seen).toEqual(['lr1']);
    // The right one's way at the Marines closes on its partner: it counter charges.
    const partner = counterChargeMove(game, 1, [game.units.lr2!], () => {});
    expect(partner).toMatchObject({ type: 'assault.counterCharge', unitId: 'lr2' });
    expect(validateCommand(game, partner!)).toBeNull();
    // Both offered, as the AI offers its units: only the right one goes.
    const chosen = counterChargeMove(game, 1, [game.units.lr1!, game.units.lr2!], () => {});
    expect(chosen).toMatchObject({ unitId: 'lr2' });
  });
});
