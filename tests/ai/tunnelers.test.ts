import { describe, expect, it } from 'vitest';
import { PLAYER_IDS, createPlayer } from '../../ai/registry';
import { simulate } from '../../ai/simulate';
import { startChart, submit } from '../../engine/netea/flow/game';
import { pendingDecision, type ChartSnapshot } from '../../engine/netea/flow/pending';
import { createGame } from '../../engine/netea/state/setup';
import { replay } from '../../engine/netea/replay';
import { hashValue } from '../../engine/kernel/hash';
import { inOwnHalf } from '../../engine/netea/rules/2-specialists/tableHalf';
import { sideView } from '../../engine/netea/state/view';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameEvent } from '../../engine/netea/events';
import type { GameState } from '../../engine/netea/state/schema';
import { tunnelSetup } from '../netea/rules/2-specialists/tunnelFixtures';

/** Plays set-up until both sides have finished deploying, with `id` for both sides. */
function deployed(id: string, seed: number): ChartSnapshot {
  const created = createGame(tunnelSetup(seed));
  if (!created.ok) throw new Error(created.error.join('\n'));
  let snap = startChart(created.value);
  const player = createPlayer(id, seed);
  for (let i = 0; i < 200 && snap.context.game.phase === 'setup'; i++) {
    const pending = pendingDecision(snap);
    const side = pending.sides[0]!;
    const { command } = player.decide(snap.context.game, pending, side);
    const r = submit(snap, command);
    if (!r.ok) throw new Error(`${command.type} refused: ${r.refusal.message}`);
    snap = r.snapshot;
  }
  return snap;
}

describe('secret plots and a side’s view (2.1.23, 4.3.1)', () => {
  it('a side’s view holds its own plots and none of the opponent’s, in the state or in the log', () => {
    const game = deployed('ai:normal', 5).context.game;
    expect(game.plots?.map((p) => p.side).sort()).toEqual([0, 1]);
    for (const side of [0, 1] as const) {
      const view = sideView(game, side);
      expect(view.plots?.map((p) => p.side)).toEqual([side]);
      const plots = view.log.filter((c) => c.type === 'setup.plot');
      expect(plots.map((c) => [c.side, 'plot' in c])).toEqual(
        expect.arrayContaining([
          [side, true],
          [1 - side, false],
        ]),
      );
      // The log keeps its length: the AI's decision seeds count its commands.
      expect(view.log).toHaveLength(game.log.length);
    }
    // The engine keeps the whole state.
    expect(game.log.filter((c) => c.type === 'setup.plot' && c.plot)).toHaveLength(2);
  });

  it('the AI decides the same whatever the opponent’s secret plan', () => {
    const snap = deployed('ai:hard', 3);
    const game = snap.context.game;
    /** The same game with side 0's plot moved and retimed (state and log alike). */
    const replotted = (x: number, y: number, turn: number): GameState => ({
      ...game,
      plots: game.plots!.map((p) => (p.side === 0 ? { ...p, position: { x, y }, turn } : p)),
      log: game.log.map((c) =>
        c.type === 'setup.plot' && c.side === 0 ? { ...c, plot: { position: { x, y }, turn } } : c,
      ),
    });
    const pending = pendingDecision(snap);
    for (const side of pending.sides.filter((s) => s === 1)) {
      const answers = [
        [30, 40, 2],
        [150, 100, 4],
        [90, 70, 3],
      ].map(
        ([x, y, t]) =>
          createPlayer('ai:hard', 9).decide(replotted(x!, y!, t!), pending, side).command,
      );
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }
    // And at side 1's activation in the first turn, with the moles of side 0 still below.
    let s = snap;
    for (let i = 0; i < 20; i++) {
      const p = pendingDecision(s);
      if (p.kind === 'activate' && p.sides[0] === 1) break;
      const side = p.sides[0]!;
      const r = submit(s, createPlayer('ai:hard', 4).decide(s.context.game, p, side).command);
      if (!r.ok) throw new Error(r.refusal.message);
      s = r.snapshot;
    }
    const at = pendingDecision(s);
    expect(at.kind).toBe('activate');
    const base = s.context.game;
    const variants = [
      [20, 20, 2],
      [160, 110, 5],
    ].map(([x, y, t]) => ({
      ...base,
      plots: base.plots!.map((p) =>
        p.side === 0 ? { ...p, position: { x: x!, y: y! }, turn: t! } : p,
      ),
    }));
    const first = createPlayer('ai:hard', 9).decide(base, at, 1).command;
    for (const v of variants)
      expect(createPlayer('ai:hard', 9).decide(v, at, 1).command).toEqual(first);
  });

  it('the utility AI plots its tunnelers by an objective in the enemy half, on the first turn allowed there', () => {
    const game = deployed('ai:normal', 8).context.game;
    for (const plot of game.plots ?? []) {
      expect(inOwnHalf(game, plot.side, plot.position)).toBe(false);
      expect(plot.turn).toBe(3);
      const nearest = Math.min(
        ...game.objectives.map((o) =>
          Math.hypot(o.position.x - plot.position.x, o.position.y - plot.position.y),
        ),
      );
      expect(nearest).toBeLessThanOrEqual(10.01);
    }
  });
});

describe('every player plots and surfaces its tunnelers (2.1.23)', () => {
  for (const id of PLAYER_IDS)
    it(`${id}: whole games with tunnelers, every command legal and the invariants kept, replaying hash for hash`, () => {
      let surfaced = 0;
      let plotted = 0;
      for (const seed of [1, 2]) {
        const players = [createPlayer(id, seed), createPlayer(id, seed + 100)] as const;
        const events: GameEvent[] = [];
        const run = simulate(tunnelSetup(seed), players, {
          checkInvariants: true,
          onEvents: (e) => events.push(...e),
        });
        surfaced += events.filter((e) => e.type === 'tunnel/surfaced').length;
        plotted += events.filter((e) => e.type === 'plot/recorded').length;
        const game = run.snapshot.context.game;
        // No tunneler is left below past its turn.
        for (const plot of game.plots ?? []) expect(plot.turn).toBeGreaterThan(game.turn);
        const again = replay(tunnelSetup(seed), game.log as readonly Command[]);
        if (!again.ok) throw new Error(again.problem);
        expect(hashValue(again.state)).toBe(hashValue(game));
      }
      if (id.startsWith('ai:')) expect(plotted).toBe(4);
      expect(surfaced).toBeGreaterThan(0);
    });
});
