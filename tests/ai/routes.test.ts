import { describe, expect, it } from 'vitest';
import { createPlayer, decisionSeed } from '../../ai/registry';
import { routeAround } from '../../ai/utility/route';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Side } from '../../engine/netea/commands/schema';
import type { GameEvent } from '../../engine/netea/events';
import { checkFormationCoherency } from '../../engine/netea/rules/1.2-formations/coherency';
import { placedUnits } from '../../engine/netea/rules/1.9-shooting/geometry';
import type { GameState } from '../../engine/netea/state/schema';
import type { TerrainFeature } from '../../engine/kernel/geometry/types';
import { battle, declare, go } from '../conformance/helpers';
import { pending, withObjectives } from './situations';

/**
 * The computer's formations go round what blocks the straight way to their goal: ruins a
 * vehicle should not enter (1.8.1, 1.8.4) or a unit it may not move over (1.7.2). Before
 * route.ts, Land Raiders parked against ruins found every move towards their goal refused and
 * stood still for the rest of the game (Korps Grinda Returns!, seeds 3 and 5).
 */
const RUINS: TerrainFeature = {
  id: 'ruins',
  type: 'ruins',
  height: 1,
  polygon: [
    { x: 55, y: 60 },
    { x: 110, y: 60 },
    { x: 110, y: 75 },
    { x: 55, y: 75 },
  ],
};

/** Four Land Raiders in a row just south of a long block of ruins (too long to sidestep), their
 * objective 38cm north of them. */
function parked(): GameState {
  const units = [0, 1, 2, 3].map((i) => ({
    id: `lr${i + 1}`,
    sheet: 'sm-land-raider',
    x: 78 + i * 4,
    y: 78,
  }));
  let s = battle([{ id: 'lr', side: 0, units }], { terrain: [RUINS] });
  s = withObjectives(s, { x: 85, y: 40 });
  return go(s, declare(0, 'lr', 'advance'), 6).state;
}

function playMove(state: GameState): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < 20; i++) {
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

describe('the AI goes round what blocks its way (1.7.2, 1.8.4)', () => {
  it('1.8.4: Land Raiders parked against ruins go round them towards their objective, with no dangerous terrain test and no unit lost', () => {
    const before = parked();
    const { state, events } = playMove(before);
    expect(events.filter((e) => e.type === 'move/unit-destroyed')).toEqual([]);
    // A dangerous terrain test is a rolled die with that purpose (1.8.1).
    expect(events.some((e) => JSON.stringify(e).includes('dangerous terrain test'))).toBe(false);
    expect(checkFormationCoherency(state, 'lr').coherent).toBe(true);
    const dx = ['lr1', 'lr2', 'lr3', 'lr4'].map(
      (id) => state.units[id]!.position!.x - before.units[id]!.position!.x,
    );
    // The straight way north is refused (dangerous terrain), so they drive along the ruins, all
    // the same way, towards a corner to go round (before, they stood still).
    expect(Math.min(...dx.map(Math.abs))).toBeGreaterThan(10);
    expect(dx.every((d) => Math.sign(d) === Math.sign(dx[0]!))).toBe(true);
  });

  it('1.8.4: the route of a vehicle bends round ruins; an infantry unit, for which ruins are cover, goes straight', () => {
    const state = parked();
    const lr = placedUnits(state, 'lr')[1]!;
    const way = routeAround(state, lr, { x: lr.shape.cx, y: 50 }, 60);
    expect(way).not.toBeNull();
    // Every waypoint keeps the base out of the ruins.
    for (const p of way!) {
      const inside = p.x > 55 - 1 && p.x < 110 + 1 && p.y > 60 - 1 && p.y < 75 + 1;
      expect(inside).toBe(false);
    }
    const infantry = battle(
      [{ id: 'tac', side: 0, units: [{ id: 't1', sheet: 'sm-tactical', x: 82, y: 78 }] }],
      { terrain: [RUINS] },
    );
    const t = placedUnits(infantry, 'tac')[0]!;
    expect(routeAround(infantry, t, { x: 82, y: 50 }, 60)).toBeNull();
  });

  it('1.7.2: the way of a vehicle bends round a friendly vehicle it may not move over', () => {
    const state = battle([
      { id: 'lr', side: 0, units: [{ id: 'lr1', sheet: 'sm-land-raider', x: 80, y: 80 }] },
      { id: 'lr-b', side: 0, units: [{ id: 'lr9', sheet: 'sm-land-raider', x: 80, y: 70 }] },
    ]);
    const lr = placedUnits(state, 'lr')[0]!;
    const way = routeAround(state, lr, { x: 80, y: 60 }, 40);
    expect(way).not.toBeNull();
    expect(way!.some((p) => Math.abs(p.x - 80) > 2)).toBe(true);
  });
});
