import { describe, expect, it } from 'vitest';
import { PLAYER_IDS, createPlayer } from '../../ai/registry';
import { checkInvariants } from '../../ai/invariants';
import { startChart, submit } from '../../engine/netea/flow/game';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { row } from '../fixtures/shootingGame';
import { battle } from '../conformance/helpers';
import { atTurnStart } from '../conformance/entryHelpers';

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
