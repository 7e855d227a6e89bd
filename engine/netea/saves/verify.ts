import { replay } from '../replay';
import { err, ok, type Result } from '../../kernel/result';
import { hashValue } from '../../kernel/hash';
import type { LoadedSave } from './format';

/**
 * The explicit check that a save's snapshot is the game its set-up and command log make: replay
 * the log from the set-up and compare state hashes. Loading trusts the snapshot (it is fast);
 * this is for a player's "verify" and for tests.
 */
export function verifySave(save: LoadedSave): Result<{ hash: string }> {
  const replayed = replay(save.setup, save.commands);
  if (!replayed.ok) return err([`save: the command log does not replay: ${replayed.problem}`]);
  const expected = hashValue(replayed.state);
  const stored = hashValue(save.snapshot.context.game);
  if (expected !== stored)
    return err([
      `save: the snapshot (state hash ${stored}) is not the game its command log makes (${expected})`,
    ]);
  return ok({ hash: stored });
}
