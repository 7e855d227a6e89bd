import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../../../engine/netea/commands/apply';
import { FixedDieSource } from '../../../../engine/kernel/dice/roller';
import type { Command } from '../../../../engine/netea/commands/schema';
import type { GameState } from '../../../../engine/netea/state/schema';
import { setUpUntil, tournamentGame } from './fixture';

const ALPHA = 'a-sm-tactical-detachment-1';
const BETA = 'b-sm-tactical-detachment-1';

/** Turn 1's end phase: Alpha's detachment broken, Beta's with a Blast marker; both to rally. */
function atRallies(): GameState {
  const game = setUpUntil(tournamentGame(), 'battle');
  const a = game.formations[ALPHA]!;
  const b = game.formations[BETA]!;
  return {
    ...game,
    phase: 'end',
    formations: {
      ...game.formations,
      [ALPHA]: { ...a, broken: true, blastMarkers: 6 },
      [BETA]: { ...b, blastMarkers: 1 },
    },
  };
}

function rally(state: GameState, command: Command): GameState {
  const result = applyCommand(state, command, { dice: new FixedDieSource([6, 6], state.rng) });
  if (!result.ok) throw new Error(result.refusal.message);
  return result.state;
}

describe('1.14.1 and 6.1.4: formations that rallied from broken are known in the end phase', () => {
  it('a broken formation that passes its rally test is recorded until the next turn begins', () => {
    const after = rally(atRallies(), { type: 'end.rally', side: 0, formationId: ALPHA });
    expect(after.formations[ALPHA]?.broken).toBe(false);
    expect(after.phase).toBe('end');
    expect(after.turnState.ralliedFromBroken).toEqual([ALPHA]);
    const next = rally(after, { type: 'end.rally', side: 1, formationId: BETA });
    expect(next.turn).toBe(2);
    expect(next.turnState.ralliedFromBroken).toBeUndefined();
  });
});
