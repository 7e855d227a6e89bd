import { describe, expect, it } from 'vitest';
import { victoryOutlook } from '../../../../engine/netea/rules/1.14-end-phase/victory';
import type { GameState } from '../../../../engine/netea/state/schema';
import { deployed } from '../../../fixtures/battle';

/** A game in turn 3 with three objectives, two of which must be held for one full turn
 * (Combined Arms' condition, 1.15.5), nobody near any of them now. */
function game(history: GameState['objectiveHistory']): GameState {
  const g = deployed().context.game;
  const objective = g.objectives[0]!;
  return {
    ...g,
    turn: 3,
    phase: 'action',
    objectives: [0, 1, 2].map((i) => ({ ...objective, id: `o${i}`, label: `o${i}` })),
    victory: { ...g.victory, objectives: 2, holdTurns: 1, maxTurns: 6 },
    objectiveHistory: history,
    units: Object.fromEntries(
      Object.entries(g.units).map(([id, u]) => [id, { ...u, position: null }]),
    ),
  };
}

describe('1.14.2: where each side stands towards victory', () => {
  it('a side that held two objectives at the last end phase wins at the end of this turn if it keeps them', () => {
    const [alpha, beta] = victoryOutlook(
      game([
        [null, null, null],
        [0, 0, 1],
      ]),
    );
    expect(alpha).toMatchObject({ held: 2, streak: 1, winsAtEndOfTurn: 3 });
    expect(beta).toMatchObject({ held: 0, streak: 0, winsAtEndOfTurn: null });
  });

  it('holding one objective of the two needed is not on course', () => {
    expect(victoryOutlook(game([[0, 1, null]]))[0]).toMatchObject({
      streak: 0,
      winsAtEndOfTurn: null,
    });
  });

  it('the streak counts only the objectives held at every end phase of it', () => {
    // Held o0 and o1, then o1 and o2: only o1 was held both times, too few for a streak of 2.
    expect(
      victoryOutlook(
        game([
          [0, 0, null],
          [null, 0, 0],
        ]),
      )[0],
    ).toMatchObject({
      held: 2,
      streak: 1,
    });
  });

  it('no side is on course past the last turn', () => {
    const late = { ...game([[0, 0, null]]), turn: 7 };
    expect(victoryOutlook(late)[0]!.winsAtEndOfTurn).toBeNull();
  });
});
