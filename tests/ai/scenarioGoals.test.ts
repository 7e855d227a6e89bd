import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import type { Point } from '../../engine/kernel/geometry';
import { KORPS_GRINDA, createScenarioSetup } from '../../engine/netea/scenarios';
import { createGame } from '../../engine/netea/state/setup';
import { startChart, submit } from '../../engine/netea/flow/game';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { placedUnits } from '../../engine/netea/rules/1.9-shooting/geometry';
import {
  terrainMoverOf,
  featuresWithEffect,
} from '../../engine/netea/rules/1.7-movement/obstacles';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import { assaultOdds } from '../../ai/utility/considerations/assault';
import { battle, declare, go } from '../conformance/helpers';
import { row } from '../fixtures/shootingGame';
import { pending } from './situations';

/**
 * The utility AI plays toward the victory its scenario declares (3.4.1 Korps Grinda Returns!):
 * the Orks go for the command bunkers, the Space Marines, who win only by destroying the
 * Gargant, go after it. Hand-built battles with the scenario's own victory conditions; nothing
 * in the AI names the scenario.
 */
const hard = () => createUtilityPlayer('hard', 1);

function decide(state: GameState, kind: Parameters<typeof pending>[1], side: 0 | 1): Command {
  return hard().decide(state, pending(state, kind), side).command;
}

/** A Korps Grinda battle: its victory conditions (demolition of the bunkers by the Orks). */
function korpsGrinda(...args: Parameters<typeof battle>): GameState {
  return { ...battle(...args), victory: KORPS_GRINDA.victory };
}

const bunkers = [
  { id: 'bk1', side: 0 as const, units: [{ id: 'b1', sheet: 'command-bunker', x: 30, y: 80 }] },
  { id: 'bk2', side: 0 as const, units: [{ id: 'b2', sheet: 'command-bunker', x: 90, y: 80 }] },
];

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

describe('the utility AI plays toward the scenario’s goals (3.4.1)', () => {
  it('in Korps Grinda the Space Marines move toward the Great Gargant, not to sit on their bunkers', () => {
    // Land Raiders by the bunkers in the south, the Gargant far off by the north edge.
    let s = korpsGrinda([
      ...bunkers,
      { id: 'lr', side: 0, units: row('lr', 'sm-land-raider', 4, 50, 95, 6) },
      { id: 'g', side: 1, units: [{ id: 'gg', sheet: 'ork-great-gargant', x: 60, y: 15 }] },
    ]);
    s = go(s, declare(0, 'lr', 'advance'), 6).state;
    const command = decide(s, 'carry-out-action', 0);
    expect(command.type).toBe('move.unit');
    if (command.type !== 'move.unit') return;
    const from = s.units[command.unitId]!.position!;
    const to = command.path[command.path.length - 1]!;
    const gargant = s.units.gg!.position!;
    // Most of a full move (25cm) straight at it.
    expect(dist(from, gargant) - dist(to, gargant)).toBeGreaterThan(20);
  });

  it('in Korps Grinda the Great Gargant moves toward the command bunkers', () => {
    let s = korpsGrinda(
      [
        ...bunkers,
        { id: 'lr', side: 0, units: row('lr', 'sm-land-raider', 4, 50, 110, 6) },
        { id: 'g', side: 1, units: [{ id: 'gg', sheet: 'ork-great-gargant', x: 60, y: 15 }] },
      ],
      { active: 1 },
    );
    s = go(s, declare(1, 'g', 'advance'), 6).state;
    const command = decide(s, 'carry-out-action', 1);
    expect(command.type).toBe('move.unit');
    if (command.type !== 'move.unit') return;
    const to = command.path[command.path.length - 1]!;
    const from = s.units.gg!.position!;
    const nearest = (p: Point) =>
      Math.min(dist(p, s.units.b1!.position!), dist(p, s.units.b2!.position!));
    expect(nearest(from) - nearest(to)).toBeGreaterThan(10);
  });

  it('with the Great Gargant in range, Space Marines lay down sustained fire on it (1.9.5)', () => {
    const s = korpsGrinda([
      ...bunkers,
      { id: 'lr', side: 0, units: row('lr', 'sm-land-raider', 4, 50, 70, 6) },
      { id: 'g', side: 1, units: [{ id: 'gg', sheet: 'ork-great-gargant', x: 60, y: 35 }] },
    ]);
    expect(decide(s, 'activate', 0)).toMatchObject({
      type: 'action.declare',
      formationId: 'lr',
      action: 'sustained-fire',
    });
  });

  it('Space Marine Tacticals do not charge a Great Gargant: its damage capacity’s worth of dice would cut them down (3.3.2)', () => {
    // Six Tacticals 8cm from the Gargant: a charge would reach it.
    const s = korpsGrinda([
      ...bunkers,
      { id: 't', side: 0, units: row('t', 'sm-tactical', 6, 48, 53, 5) },
      { id: 'g', side: 1, units: [{ id: 'gg', sheet: 'ork-great-gargant', x: 60, y: 40 }] },
    ]);
    expect(decide(s, 'activate', 0)).not.toMatchObject({ action: 'engage' });
    // Twelve dice at 3+ against six Marines: the odds are poor, and the Gargant's twelve points
    // of damage capacity make the Marines' expected kills a fraction of it.
    const odds = assaultOdds(s, 't', 'g');
    expect(odds.win).toBeLessThan(0.35);
    expect(odds.defenderKills).toBeGreaterThan(2);
    expect(odds.attackerKills).toBeLessThan(0.5);
  });

  it('the Great Gargant assaults a command bunker rather than the Space Marines beside it', () => {
    // Both in charge reach; only the bunkers win the game for the Orks.
    let s = korpsGrinda(
      [
        { id: 'bk1', side: 0, units: [{ id: 'b1', sheet: 'command-bunker', x: 72, y: 54 }] },
        { id: 'bk2', side: 0, units: [{ id: 'b2', sheet: 'command-bunker', x: 100, y: 100 }] },
        { id: 't', side: 0, units: row('t', 'sm-tactical', 4, 40, 50, 5) },
        { id: 'g', side: 1, units: [{ id: 'gg', sheet: 'ork-great-gargant', x: 60, y: 40 }] },
      ],
      { active: 1 },
    );
    s = go(s, declare(1, 'g', 'engage'), 6).state;
    expect(decide(s, 'assault', 1)).toEqual({
      type: 'assault.declare',
      side: 1,
      targetFormationId: 'bk1',
    });
  });

  it('in a game that names no spearhead, nobody is hunted: the Marines keep to their objective', () => {
    // Same Land Raiders and Gargant, a plain victory (hold the objective): the goals do not
    // follow the Gargant.
    let s = battle([
      { id: 'lr', side: 0, units: row('lr', 'sm-land-raider', 4, 50, 95, 6) },
      { id: 'g', side: 1, units: [{ id: 'gg', sheet: 'ork-great-gargant', x: 60, y: 15 }] },
    ]);
    s = {
      ...s,
      objectives: [{ id: 'home', position: { x: 100, y: 100 }, label: 'Objective' }],
    };
    s = go(s, declare(0, 'lr', 'advance'), 6).state;
    const command = decide(s, 'carry-out-action', 0);
    if (command.type !== 'move.unit') return expect(command.type).toBe('move.end');
    const from = s.units[command.unitId]!.position!;
    const to = command.path[command.path.length - 1]!;
    expect(dist(to, s.units.gg!.position!)).toBeGreaterThanOrEqual(
      dist(from, s.units.gg!.position!) - 2,
    );
  });

  it('1.8.1: set up in Korps Grinda, no Space Marine unit starts in the ruins, where moving off would call for a dangerous terrain test', () => {
    for (const seed of [1, 2, 3]) {
      const setup = createScenarioSetup(KORPS_GRINDA, { seed });
      if (!setup.ok) throw new Error(setup.error.join('\n'));
      const created = createGame(setup.value);
      if (!created.ok) throw new Error(created.error.join('\n'));
      let snap = startChart(created.value);
      for (let i = 0; i < 200 && snap.context.game.phase === 'setup'; i++) {
        const p = pendingDecision(snap);
        const side = p.sides[0]!;
        const { command } = createUtilityPlayer('hard', seed).decide(snap.context.game, p, side);
        const r = submit(snap, command);
        if (!r.ok) throw new Error(`${command.type} refused: ${r.refusal.message}`);
        snap = r.snapshot;
      }
      const game = snap.context.game;
      expect(game.phase).not.toBe('setup');
      const inDanger = Object.values(game.formations)
        .filter((f) => f.side === 0)
        .flatMap((f) => placedUnits(game, f.id))
        .filter((u) => {
          const mover = terrainMoverOf(u.sheet);
          return !!mover && featuresWithEffect(game, mover, 'dangerous', u.shape).length > 0;
        })
        .map((u) => u.unit.id);
      expect(inDanger).toEqual([]);
    }
  });
});
