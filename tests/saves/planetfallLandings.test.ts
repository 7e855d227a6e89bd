import { describe, expect, it } from 'vitest';
import { readSave, writeSave } from '../../engine/netea/saves';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { savedContent } from './helpers';

/**
 * 4.4: a formation with a drop zone that lands aboard another formation's transport has no unit
 * of its own to place, so its landing in the spacecraft's operation has no placements. The
 * engine accepts that operation; a save holding it must load too (the tournament benchmark's
 * 2,031-command game was refused on load: "landings.3.placements: Too small").
 */
describe('saves with a planetfall landing that places no unit (4.4)', () => {
  it('load with the operation in the command log', () => {
    const content = savedContent(20);
    const snapshot = content.snapshot as { context: { game: GameState } };
    const operate: Command = {
      type: 'spacecraft.operate',
      side: 0,
      formationId: 'a-strike-cruiser-1',
      landings: [
        {
          formationId: 'a-landing-craft-1',
          placements: [{ unitId: 'a-landing-craft-1-u1', position: { x: 60, y: 40 }, facing: 0 }],
        },
        { formationId: 'a-tactical-1', placements: [] },
      ],
    };
    const game = { ...snapshot.context.game, log: [...snapshot.context.game.log, operate] };
    const read = readSave(
      writeSave({
        ...content,
        snapshot: {
          ...snapshot,
          context: { ...snapshot.context, game },
        } as typeof content.snapshot,
      }),
    );
    if (!read.ok) throw new Error(read.error.join('\n'));
    expect(read.value.snapshot.context.game.log.at(-1)).toEqual(operate);
  });
});
