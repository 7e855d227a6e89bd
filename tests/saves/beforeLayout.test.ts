import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRandomPlayer } from '../../ai/random';
import { hashValue } from '../../engine/kernel/hash';
import { pendingDecision } from '../../engine/netea/flow/game';
import { actorFromSave, readSave, verifySave } from '../../engine/netea/saves';

/**
 * A save written by the program as it stood before the engine was laid out by the rulebook's
 * chapters (issue 11): 120 commands into the Armoured scenario (seed 5), in turn 5. The hashes
 * are the ones the old engine gave: moving the rules between folders must not change what a save
 * means, nor how the game goes on from it.
 */
const FILE = new URL('./fixtures/beforeEngineLayout.json', import.meta.url);
const HASH_SAVED = '9d1f99a711d202d5';
const HASH_FINISHED = '2d079d42f5b57dad';

function loaded() {
  const read = readSave(readFileSync(FILE, 'utf8'));
  if (!read.ok) throw new Error(read.error.join('\n'));
  return read.value;
}

describe('a save written before the engine layout (issue 11)', () => {
  it('loads, and its command log replays to the snapshot it stored', () => {
    const save = loaded();
    expect(save.commands).toHaveLength(120);
    expect(verifySave(save)).toEqual({ ok: true, value: { hash: HASH_SAVED } });
  });

  it('plays on to the same end as the old engine did', () => {
    const actor = actorFromSave(loaded());
    actor.start();
    const players = [createRandomPlayer(101), createRandomPlayer(102)];
    for (let n = 0; n < 5000 && !actor.getSnapshot().context.game.result; n++) {
      const snapshot = actor.getSnapshot();
      const pending = pendingDecision(snapshot);
      const side = pending.sides[0]!;
      actor.send(players[side]!.decide(snapshot.context.game, pending, side).command);
    }
    expect(hashValue(actor.getSnapshot().context.game)).toBe(HASH_FINISHED);
  });
});
