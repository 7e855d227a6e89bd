import { describe, expect, it } from 'vitest';
import type { Command } from '../../../engine/netea/commands/schema';
import {
  createGameActor,
  pendingDecision,
  startChart,
  submit,
} from '../../../engine/netea/flow/game';
import { hashValue } from '../../../engine/kernel/hash';
import { createGame } from '../../../engine/netea/state/setup';
import { deployed, play, scenarioSetup } from '../../fixtures/battle';

describe('phase chart', () => {
  it('starts at the roll for the table edge, which either player may make', () => {
    const created = createGame(scenarioSetup());
    if (!created.ok) throw new Error('bad set-up');
    const snapshot = startChart(created.value);
    expect(snapshot.value).toEqual({ setup: 'rollOff' });
    expect(pendingDecision(snapshot)).toEqual({
      sides: [0, 1],
      kind: 'roll-off',
      commands: ['setup.rollOff'],
    });
  });

  it('tells whose decision is pending in each step of a turn', () => {
    let snapshot = deployed();
    expect(pendingDecision(snapshot).kind).toBe('strategy-roll');
    snapshot = play(snapshot, { type: 'strategy.roll', side: 0 });
    const winner = snapshot.context.game.turnState.strategyWinner!;
    expect(pendingDecision(snapshot)).toMatchObject({ sides: [winner], kind: 'choose-first' });
    snapshot = play(snapshot, { type: 'strategy.choose', side: winner, goFirst: true });
    expect(pendingDecision(snapshot)).toMatchObject({ sides: [winner], kind: 'activate' });
    const formation = Object.values(snapshot.context.game.formations).find(
      (f) => f.side === winner,
    )!;
    snapshot = play(snapshot, {
      type: 'action.declare',
      side: winner,
      formationId: formation.id,
      action: 'advance',
    });
    expect(snapshot.value).toEqual({ turn: { action: { activation: 'acting' } } });
    expect(pendingDecision(snapshot)).toMatchObject({ sides: [winner], kind: 'carry-out-action' });
  });

  it('refuses a command out of turn, saying what the game waits for', () => {
    const snapshot = deployed();
    const result = submit(snapshot, { type: 'action.handOver', side: 0 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.refusal.code).toMatch(/^(flow|action)\//);
    const early = submit(snapshot, {
      type: 'end.rally',
      side: 0,
      formationId: 'a-sm-tactical-detachment-1',
    });
    expect(early.ok ? null : early.refusal.code).toBe('flow/wrong-phase');
  });

  it('a persisted snapshot restores to an identical game: same pending decision, same hash', () => {
    let snapshot = deployed(undefined, 5);
    snapshot = play(snapshot, { type: 'strategy.roll', side: 1 });
    const actor = createGameActor({ game: snapshot.context.game });
    actor.start();
    const persisted: unknown = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createGameActor({ snapshot: persisted });
    restored.start();
    const a = actor.getSnapshot();
    const b = restored.getSnapshot();
    expect(b.value).toEqual(a.value);
    expect(pendingDecision(b)).toEqual(pendingDecision(a));
    expect(hashValue(b.context.game)).toBe(hashValue(a.context.game));
    // And both go on the same way.
    const winner = a.context.game.turnState.strategyWinner!;
    const command: Command = { type: 'strategy.choose', side: winner, goFirst: false };
    actor.send(command);
    restored.send(command);
    expect(hashValue(restored.getSnapshot().context.game)).toBe(
      hashValue(actor.getSnapshot().context.game),
    );
  });

  it('a running actor ignores illegal commands and keeps its state', () => {
    const actor = createGameActor({ game: deployed().context.game });
    actor.start();
    const before = hashValue(actor.getSnapshot().context.game);
    actor.send({ type: 'strategy.choose', side: 0, goFirst: true });
    expect(hashValue(actor.getSnapshot().context.game)).toBe(before);
  });
});
