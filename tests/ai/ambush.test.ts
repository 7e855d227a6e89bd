import { beforeAll, describe, expect, it } from 'vitest';
import type { Command, Side } from '../../engine/netea/commands/schema';
import { pendingDecision, startChart, submit } from '../../engine/netea/flow/game';
import type { ChartSnapshot } from '../../engine/netea/flow/pending';
import { AMBUSH } from '../../engine/netea/scenarios';
import { unitShape } from '../../engine/netea/rules/1.2-formations/battlefield';
import { liveUnits } from '../../engine/netea/rules/1.2-formations/formations';
import {
  distanceAlongRoad,
  distanceToRoad,
} from '../../engine/netea/rules/5.3-scenarios/ambushRoad';
import { marchDistance, nextInConvoy } from '../../engine/netea/rules/5.3-scenarios/ambushEntry';
import { createGame } from '../../engine/netea/state/setup';
import type { GameState } from '../../engine/netea/state/schema';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { ambushTargetGoal } from '../../ai/utility/considerations/scenarioGoals';
import { must, scenarioSetup } from '../fixtures/battle';
import { sweepSeeds } from '../../ai/seedSweep';

/**
 * Seed 001 5.3.7: what the utility player does in the ambush: the convoy's order and march, the
 * Space Marines' places beside the road, their first-turn volley, and the broken Orks' rout.
 */

const ORKS: Side = 0;
const MARINES: Side = 1;
const players = [createUtilityPlayer('hard', 1), createUtilityPlayer('hard', 2)];

/** Let the utility players answer until `stop` holds. */
function playUntil(snapshot: ChartSnapshot, stop: (g: GameState) => boolean, most = 2000) {
  let s = snapshot;
  const commands: Command[] = [];
  for (let i = 0; i < most && !stop(s.context.game); i++) {
    const pending = pendingDecision(s);
    const side = pending.sides[0]!;
    const { command } = players[side]!.decide(s.context.game, pending, side);
    commands.push(command);
    s = must(submit(s, command));
  }
  return { snapshot: s, commands };
}

let start: ChartSnapshot;
let set: ChartSnapshot;
let volley: ChartSnapshot;
beforeAll(() => {
  const created = createGame(scenarioSetup(AMBUSH, 1));
  if (!created.ok) throw new Error(created.error.join('\n'));
  start = startChart(created.value);
  set = playUntil(start, (g) => g.phase !== 'setup').snapshot;
  volley = playUntil(set, (g) => g.phase === 'action').snapshot;
});

describe('5.3.7 the utility player', () => {
  it('leads the convoy with the fast formations and brings the Gunzmobs last', () => {
    const order = set.context.game.ambush!.order;
    expect(order.slice(-3).sort()).toEqual([
      'a-mekboy-gunzmob-1',
      'a-mekboy-gunzmob-2',
      'a-mekboy-gunzmob-3',
    ]);
    expect(order.indexOf('a-kult-of-speed-2')).toBeLessThan(order.indexOf('a-mekboy-gunzmob-1'));
  });

  it('sets the Space Marines up just beyond 30cm of the road, on both sides, the Scouts nearer', () => {
    const game = set.context.game;
    const gaps = Object.values(game.units)
      .filter((u) => u.side === MARINES && u.status === 'deployed')
      .map((u) => ({ u, gap: distanceToRoad(game, unitShape(game, u)!) }));
    for (const { u, gap } of gaps)
      if (u.formationId === 'b-scout-1') expect(gap, u.id).toBeLessThanOrEqual(15);
      else expect(gap, u.id).toBeGreaterThanOrEqual(30);
    // Within reach of the road: no formation hides at the table's far edges.
    expect(Math.max(...gaps.map((g) => g.gap))).toBeLessThan(45);
    const north = gaps.filter((g) => g.u.position!.y < 60).length;
    expect(north).toBeGreaterThan(0);
    expect(north).toBeLessThan(gaps.length);
  });

  it('marches each convoy formation as far along the road as its slowest unit may', () => {
    const game = set.context.game;
    const first = nextInConvoy(game)!;
    const pending = pendingDecision(set);
    expect(pending.commands).toEqual(['ambush.enter']);
    const { command } = players[ORKS]!.decide(game, pending, ORKS);
    const entry = command as Extract<Command, { type: 'ambush.enter' }>;
    expect(entry.formationId).toBe(first.id);
    const slowest = Math.min(...liveUnits(game, first).map((u) => marchDistance(game, u.id)));
    const furthest = Math.max(
      ...entry.placements.map((p) => distanceAlongRoad(game, game.ambush!.end, p.position)),
    );
    expect(furthest).toBeGreaterThan(slowest - 1);
  });

  it('fires the volley: each Space Marine formation advances without moving and shoots', () => {
    const { commands, snapshot } = playUntil(volley, (g) => g.turn > 1 || g.phase !== 'action');
    const declared = commands.filter(
      (c): c is Extract<Command, { type: 'action.declare' }> => c.type === 'action.declare',
    );
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.every((c) => c.action === 'advance')).toBe(true);
    expect(commands.some((c) => c.type === 'move.unit')).toBe(false);
    expect(commands.filter((c) => c.type === 'shoot.declare').length).toBeGreaterThan(0);
    // The broken Orks are left on the road under the guns, not carried off it.
    expect(commands.filter((c) => c.type === 'withdrawal.move' && c.side === MARINES)).toHaveLength(
      0,
    );
    expect(snapshot.context.game.turn).toBeGreaterThanOrEqual(1);
  });

  it('aims at a Gunzmob while none is wiped out, then at Orks still above half strength', () => {
    const game = set.context.game;
    const worth = (g: GameState, id: string) => ambushTargetGoal(g, MARINES, id)!.value;
    expect(worth(game, 'a-mekboy-gunzmob-2')).toBeGreaterThan(worth(game, 'a-kult-of-speed-2'));
    expect(ambushTargetGoal(game, ORKS, 'b-scout-1')).toBeNull();
    // Gunzmob 1 wiped out and the Deth Koptas down to two of five.
    const units = { ...game.units };
    for (const id of [
      ...game.formations['a-mekboy-gunzmob-1']!.unitIds,
      ...game.formations['a-blitz-brigade-1']!.unitIds.slice(2),
    ])
      units[id] = { ...units[id]!, status: 'destroyed', position: null };
    const later = { ...game, units };
    expect(worth(later, 'a-mekboy-gunzmob-2')).toBe(worth(later, 'a-kult-of-speed-2'));
    expect(worth(later, 'a-blitz-brigade-1')).toBeLessThan(worth(later, 'a-kult-of-speed-2'));
  });
});

describe('5.3.7 the random player', () => {
  it('finds the volley’s one legal action (an advance) where 200 random declarations all missed (seed 765)', () => {
    // Seed 765 of the 2,000-seed sweep threw "found no legal activation" in the first turn.
    const result = sweepSeeds(AMBUSH, 765, 766);
    expect(result.failures).toEqual([]);
    expect(result.wins.reduce((a, b) => a + b, 0) + result.draws).toBe(1);
  });
});
