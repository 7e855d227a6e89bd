import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import type { HostSnapshot, HostUpdate } from '../../main/host/gameHost';
import { snapshotForWindow, updateForWindow } from '../../main/host/windowView';
import { battle } from '../conformance/helpers';
import { row } from '../fixtures/shootingGame';

/** A game where each side has written down where its tunnelers surface (2.1.23). */
function withPlots(): GameState {
  const s = battle([
    { id: 'a', side: 0, units: row('a', 'sm-tactical', 2, 40, 20) },
    { id: 'b', side: 1, units: row('b', 'sm-tactical', 2, 40, 100) },
  ]);
  const plot = (side: 0 | 1, formationId: string, x: number): Command => ({
    type: 'setup.plot',
    side,
    kind: 'tunnel',
    formationId,
    plot: { position: { x, y: 60 }, turn: 3 },
  });
  return {
    ...s,
    plots: [
      { side: 0, kind: 'tunnel', formationId: 'a', position: { x: 30, y: 60 }, turn: 3 },
      { side: 1, kind: 'tunnel', formationId: 'b', position: { x: 90, y: 60 }, turn: 3 },
    ],
    log: [...s.log, plot(0, 'a', 30), plot(1, 'b', 90)] as GameState['log'],
  };
}

function snapshot(game: GameState, controllers: HostSnapshot['controllers']): HostSnapshot {
  return {
    gameId: 'g',
    game,
    chartState: null,
    pending: { kind: 'none', sides: [], commands: [] } as unknown as HostSnapshot['pending'],
    controllers,
    canUndo: false,
    aiThinking: false,
    aiProblem: null,
  };
}

describe('the window sees the person’s side of the game (hidden information, 2.1.23)', () => {
  it('against the computer, the computer’s plot leaves the state and its command loses the secret; the person’s stays', () => {
    const game = withPlots();
    const seen = snapshotForWindow(snapshot(game, ['person', 'computer'])).game;
    expect(seen.plots).toEqual([game.plots![0]]);
    const theirs = seen.log.find((c) => c.type === 'setup.plot' && c.side === 1)!;
    expect(theirs).not.toHaveProperty('plot');
    expect(seen.log).toHaveLength(game.log.length);
    const update: HostUpdate = {
      snapshot: snapshot(game, ['person', 'computer']),
      events: [],
      change: { kind: 'command', from: 'ai', command: game.log.at(-1)! },
    };
    const sent = updateForWindow(update);
    expect(sent.change).toMatchObject({
      kind: 'command',
      command: { type: 'setup.plot', side: 1 },
    });
    expect(sent.change.kind === 'command' && 'plot' in sent.change.command).toBe(false);
    // The host's own state is untouched (autosaves keep every secret).
    expect(update.snapshot.game.plots).toHaveLength(2);
  });

  it('with two people at one machine and nobody seated yet, neither side’s plot is sent (the hot seat decides whose view)', () => {
    const game = withPlots();
    const seen = snapshotForWindow(snapshot(game, ['person', 'person'])).game;
    expect(seen.plots).toBeUndefined();
    expect(seen.log.filter((c) => c.type === 'setup.plot' && 'plot' in c)).toEqual([]);
    expect(seen.log).toHaveLength(game.log.length);
  });

  it('two computers: the person watching sees the whole state', () => {
    const game = withPlots();
    expect(snapshotForWindow(snapshot(game, ['computer', 'computer'])).game).toBe(game);
  });
});
