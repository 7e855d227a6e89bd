import type { Side } from '../../../../engine/netea/commands/primitives';
import { describe, expect, it } from 'vitest';
import { PLAYER_IDS, createPlayer } from '../../../../ai/registry';
import { simulate } from '../../../../ai/simulate';
import { startChart, submit } from '../../../../engine/netea/flow/game';
import { pendingDecision, type ChartSnapshot } from '../../../../engine/netea/flow/pending';
import { createGame } from '../../../../engine/netea/state/setup';
import { replay } from '../../../../engine/netea/replay';
import { hashValue } from '../../../../engine/kernel/hash';
import { sideView } from '../../../../engine/netea/state/view';
import type { Command } from '../../../../engine/netea/commands/schema';
import type { GameEvent } from '../../../../engine/netea/events';
import type { GameState } from '../../../../engine/netea/state/schema';
import { PIN_POINT_SHIP, shipDue, spacecraftSetup } from './spacecraftFixtures';
import { spacecraftOperation } from '../../../../ai/utility/candidates/spacecraft';
import { row } from '../../../fixtures/shootingGame';

/** Plays from set-up with `id` for both sides until `stop` holds (or 300 commands). */
function playUntil(id: string, seed: number, stop: (s: ChartSnapshot) => boolean): ChartSnapshot {
  const created = createGame(spacecraftSetup(seed));
  if (!created.ok) throw new Error(created.error.join('\n'));
  let snap = startChart(created.value);
  const player = createPlayer(id, seed);
  for (let i = 0; i < 300 && !stop(snap); i++) {
    const pending = pendingDecision(snap);
    const side = pending.sides[0]!;
    const { command } = player.decide(snap.context.game, pending, side);
    const r = submit(snap, command);
    if (!r.ok) throw new Error(`${command.type} refused: ${r.refusal.message}`);
    snap = r.snapshot;
  }
  return snap;
}

/** The game with side 1's bombardment points moved (state and log alike). */
function replanned(game: GameState, points: readonly { x: number; y: number }[]): GameState {
  let i = 0;
  return {
    ...game,
    plots: game.plots?.map((p) =>
      p.side === 1 && p.kind === 'bombardment'
        ? { ...p, position: points[i++ % points.length]! }
        : p,
    ),
    log: game.log.map((c) =>
      c.type === 'setup.spacecraft' && c.side === 1 && c.plan
        ? {
            ...c,
            plan: { bombardment: c.plan.bombardment.map((_, j) => points[j % points.length]!) },
          }
        : c,
    ),
  };
}

describe('spacecraft and the players (4.3.1, 4.3.2)', () => {
  it('the utility AI sets its spacecraft up first, at its own edge, on the first free turn it may come, bombarding the enemy zone', () => {
    const game = playUntil('ai:hard', 3, (s) => (s.context.game.spacecraft ?? []).length === 2)
      .context.game;
    // Side 1 (strategy rating 3) set up first; its Battle Barge is slow and steady.
    expect(game.spacecraft).toMatchObject([
      { side: 1, formationId: 'ship1', turn: 3 },
      { side: 0, formationId: 'ship0', turn: 1 },
    ]);
    // Each at the table edge behind its own zone; the Strike Cruiser's bombardment (5BP, two
    // templates) falls on turn 1 in the enemy's zone.
    const zoneYs = (side: Side) =>
      game.deploymentZones[game.setup.zones[side]!]!.polygon.map((p) => p.y);
    for (const s of game.spacecraft ?? []) {
      const ys = zoneYs(s.side);
      expect(s.position.y).toBe(Math.min(...ys) === 0 ? 0 : 120);
    }
    const enemy = zoneYs(1);
    const mine = (game.plots ?? []).filter((p) => p.side === 0 && p.kind === 'bombardment');
    expect(mine).toHaveLength(2);
    // Its drop pods are plotted to land by an objective in the enemy half (4.4).
    expect((game.plots ?? []).filter((p) => p.side === 0 && p.kind === 'drop-zone')).toMatchObject([
      { formationId: 'pods0' },
    ]);
    for (const p of mine) {
      expect(p.position.y).toBeGreaterThanOrEqual(Math.min(...enemy));
      expect(p.position.y).toBeLessThanOrEqual(Math.max(...enemy));
    }
  });

  it('the AI decides the same whatever the opponent’s secret plan', () => {
    const snap = playUntil('ai:hard', 4, (s) => (s.context.game.spacecraft ?? []).length === 2);
    const game = snap.context.game;
    const pending = pendingDecision(snap);
    expect(pending.sides).toContain(0);
    const answers = [
      [{ x: 20, y: 20 }],
      [
        { x: 150, y: 10 },
        { x: 100, y: 25 },
      ],
    ].map(
      (points) => createPlayer('ai:hard', 9).decide(replanned(game, points), pending, 0).command,
    );
    const plain = createPlayer('ai:hard', 9).decide(game, pending, 0).command;
    for (const a of answers) expect(a).toEqual(plain);
    // The AI's view holds no trace of the plan it must not see.
    const view = sideView(game, 0);
    expect((view.plots ?? []).every((p) => p.side === 0)).toBe(true);
    expect(
      view.log.filter((c) => c.type === 'setup.spacecraft' && c.side === 1 && 'plan' in c),
    ).toEqual([]);
    // Later, at its first activation of turn 1, the same.
    const acting = playUntil(
      'ai:hard',
      4,
      (s) => pendingDecision(s).kind === 'activate' && pendingDecision(s).sides[0] === 0,
    );
    const at = pendingDecision(acting);
    expect(at.kind).toBe('activate');
    const base = acting.context.game;
    const first = createPlayer('ai:hard', 9).decide(base, at, 0).command;
    for (const points of [[{ x: 10, y: 10 }], [{ x: 170, y: 110 }]])
      expect(createPlayer('ai:hard', 9).decide(replanned(base, points), at, 0).command).toEqual(
        first,
      );
  });
});

describe('the AI’s pin-point attacks (4.3.4)', () => {
  it('every pin-point attack goes at the enemy war engine with the least damage capacity left', () => {
    const s = shipDue([], 1, PIN_POINT_SHIP, [
      { id: 'big', side: 1, units: row('g', 'ork-great-gargant', 2, 40, 70, 20) },
    ]);
    const hurt = { ...s, units: { ...s.units, g2: { ...s.units.g2!, damage: 5 } } };
    expect(spacecraftOperation(hurt, 0)).toEqual({
      type: 'spacecraft.operate',
      side: 0,
      formationId: 'ship',
      pinPoints: ['g2'],
    });
    // Without a war engine to pick, the operation has no pin-point attack.
    expect(spacecraftOperation(shipDue([], 1, PIN_POINT_SHIP), 0)).toEqual({
      type: 'spacecraft.operate',
      side: 0,
      formationId: 'ship',
    });
  });
});

describe('every player sets up and operates its spacecraft (4.3)', () => {
  for (const id of PLAYER_IDS)
    it(`${id}: whole games with spacecraft, every command legal and the invariants kept, replaying hash for hash`, () => {
      let bombardments = 0;
      let setUp = 0;
      let landed = 0;
      for (const seed of [1, 2]) {
        const players = [createPlayer(id, seed), createPlayer(id, seed + 100)] as const;
        const events: GameEvent[] = [];
        const run = simulate(spacecraftSetup(seed), players, {
          checkInvariants: true,
          onEvents: (e) => events.push(...e),
        });
        setUp += events.filter((e) => e.type === 'spacecraft/set-up').length;
        bombardments += events.filter((e) => e.type === 'spacecraft/bombardment').length;
        landed += events.filter((e) => e.type === 'planetfall/landed').length;
        const game = run.snapshot.context.game;
        // No spacecraft is left waiting past its turn.
        for (const s of game.spacecraft ?? [])
          if (!s.done) expect(s.turn).toBeGreaterThan(game.turn - 1);
        const again = replay(spacecraftSetup(seed), game.log as readonly Command[]);
        if (!again.ok) throw new Error(again.problem);
        expect(hashValue(again.state)).toBe(hashValue(game));
      }
      expect(setUp).toBe(4);
      expect(bombardments).toBeGreaterThan(0);
      expect(landed).toBeGreaterThan(0);
    });
});
