import { describe, expect, it } from 'vitest';
import { startChart } from '../../engine/netea/flow/game';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { row } from '../fixtures/shootingGame';
import { battle, go, withFormation } from './helpers';
import { atTurnStart, teleportRow } from './entryHelpers';

describe('1.10 Overwatch: units entering play', () => {
  it('1.10 FAQ: Do units that enter play via a special rule (teleporting …) trigger overwatch fire? No, only completing a move or disembarking does', () => {
    // Devastators went onto overwatch last turn; Terminators teleport in 30cm in front of them.
    const s = atTurnStart(
      withFormation(
        battle([
          { id: 'term', side: 0, units: row('t', 'sm-terminator', 4, 40, 20) },
          { id: 'dev', side: 1, units: row('d', 'sm-devastator', 4, 40, 80) },
        ]),
        'dev',
        { overwatch: true, action: 'overwatch', activated: true },
      ),
      ['t1', 't2', 't3', 't4'],
    );
    const r = go(s, teleportRow(0, 'term', ['t1', 't2', 't3', 't4'], 40, 50), 6, 6, 6, 6);
    expect(r.state.turnState.overwatchWindow).toBeNull();
    expect(r.state.formations['dev']?.overwatch).toBe(true);
    expect(pendingDecision(startChart(r.state))).toMatchObject({ kind: 'strategy-roll' });
  });
});
