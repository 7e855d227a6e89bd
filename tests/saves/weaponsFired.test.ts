import { describe, expect, it } from 'vitest';
import { readSave, writeSave } from '../../engine/netea/saves';
import type { GameState } from '../../engine/netea/state/schema';
import { savedContent } from './helpers';

/**
 * The game state's `weaponsFired` (2.2.7 single shot, 2.2.8 slow firing) is optional: absent
 * until such a weapon fires. Saves written before it existed load as they are (the save of
 * beforeLayout.test.ts keeps its hashes), so the format keeps its version and needs no
 * migration; a save written with it keeps it.
 */
describe('saves and the weapons that fired (2.2.7, 2.2.8)', () => {
  it('a save without the field (every save written before it) loads without it', () => {
    const read = readSave(writeSave(savedContent(20)));
    if (!read.ok) throw new Error(read.error.join('\n'));
    expect('weaponsFired' in read.value.snapshot.context.game).toBe(false);
  });

  it('a save with it keeps the turn each weapon last fired', () => {
    const content = savedContent(20);
    const snapshot = content.snapshot as { context: { game: GameState } };
    const game = { ...snapshot.context.game, weaponsFired: { 'u1#0#1': 2 } };
    const text = writeSave({
      ...content,
      snapshot: { ...snapshot, context: { ...snapshot.context, game } } as typeof content.snapshot,
    });
    const read = readSave(text);
    if (!read.ok) throw new Error(read.error.join('\n'));
    expect(read.value.snapshot.context.game.weaponsFired).toEqual({ 'u1#0#1': 2 });
  });
});
