import { describe, expect, it } from 'vitest';
import { PLAYER_IDS, createPlayer } from '../../ai/registry';
import { checkInvariants } from '../../ai/invariants';
import { startChart, submit } from '../../engine/netea/flow/game';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { row } from '../fixtures/shootingGame';
import { battle } from '../conformance/helpers';
import { atTurnStart } from '../conformance/entryHelpers';
import type { GameState } from '../../engine/netea/state/schema';

/** Turn 2 begins with a Terminator formation of each side off the table (1.4.2, 2.1.17). */
function bothWaiting() {
  const s = battle([
    { id: 'a', side: 0, units: row('a', 'sm-terminator', 4, 20, 10) },
    { id: 'b', side: 1, units: row('b', 'sm-terminator', 4, 20, 110) },
    { id: 'tac', side: 0, units: row('m', 'sm-tactical', 3, 90, 10) },
    { id: 'tac2', side: 1, units: row('n', 'sm-tactical', 3, 90, 110) },
  ]);
  return atTurnStart(s, ['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'b4']);
}

describe('every player resolves the start of the turn (1.4.2, 2.1.17)', () => {
  for (const id of PLAYER_IDS)
    it(`${id}: rolls off, chooses, teleports or passes, each command legal, until the strategy roll`, () => {
      const player = createPlayer(id, 11);
      let snap = startChart(bothWaiting());
      const types: string[] = [];
      for (let i = 0; i < 10; i++) {
        const pending = pendingDecision(snap);
        if (pending.kind === 'strategy-roll') break;
        const side = pending.sides[0]!;
        const { command } = player.decide(snap.context.game, pending, side);
        const r = submit(snap, command);
        if (!r.ok) throw new Error(`${id}: ${command.type} refused: ${r.refusal.message}`);
        expect(checkInvariants(snap.context.game, command, r.snapshot.context.game)).toBeNull();
        types.push(command.type);
        snap = r.snapshot;
      }
      expect(pendingDecision(snap).kind).toBe('strategy-roll');
      expect(types[0]).toBe('turnStart.rollOff');
      // The utility players teleport in where it helps; the random ones may keep them off.
      if (id.startsWith('ai:')) expect(types.filter((t) => t === 'teleport.place')).toHaveLength(2);
    });
});

describe('keeping teleporters off the table at deployment (2.1.17)', () => {
  /** Set-up: the Tactical units are deployed; the Terminators are still to set up. */
  function deploying(): GameState {
    const s = bothWaiting();
    const zone = (id: string, y0: number, y1: number) => ({
      id,
      label: id,
      polygon: [
        { x: 0, y: y0 },
        { x: 180, y: y0 },
        { x: 180, y: y1 },
        { x: 0, y: y1 },
      ],
    });
    return {
      ...s,
      phase: 'setup',
      turn: 0,
      deploymentZones: [zone('south', 0, 30), zone('north', 90, 120)],
      setup: { ...s.setup, zones: [0, 1], finished: [false, false] },
    };
  }

  it('the utility players keep them off, whole, and finish deploying', () => {
    const game = deploying();
    const snap = startChart(game);
    const { command } = createPlayer('ai:normal', 3).decide(game, pendingDecision(snap), 0);
    expect(command).toEqual({ type: 'setup.finishDeployment', side: 0 });
  });

  it('the random player keeps a whole formation off or sets it all up, never part of it', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const player = createPlayer('random', seed);
      let snap = startChart(deploying());
      for (let i = 0; i < 10 && pendingDecision(snap).kind === 'deploy'; i++) {
        const { command } = player.decide(snap.context.game, pendingDecision(snap), 0);
        const r = submit(snap, command);
        if (!r.ok) throw new Error(`${command.type} refused: ${r.refusal.message}`);
        snap = r.snapshot;
        if (command.type === 'setup.finishDeployment') break;
      }
      const status = ['a1', 'a2', 'a3', 'a4'].map((id) => snap.context.game.units[id]?.status);
      expect(new Set(status).size, `seed ${seed}: ${status.join()}`).toBe(1);
    }
  });
});
