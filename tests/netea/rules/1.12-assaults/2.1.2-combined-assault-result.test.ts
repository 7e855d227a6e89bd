import { describe, expect, it } from 'vitest';
import { Dice, FixedDieSource } from '../../../../engine/kernel/dice';
import type { GameEvent } from '../../../../engine/netea/events';
import { proceed } from '../../../../engine/netea/flow/next';
import { workOutResult } from '../../../../engine/netea/rules/1.12-assaults/result';
import { assaultOf } from '../../../../engine/netea/rules/1.12-assaults/state';
import type { GameState } from '../../../../engine/netea/state/schema';
import { ORK_BOYZ } from '../../../fixtures/shootingGame';
import { assaultAt, assaultGame, TAC } from '../../../fixtures/assaultGame';

/** A combined assault (2.1.2): `cmd` and `f1` against one Ork unit, all in base contact. */
function combined(losses: Record<string, number>): GameState {
  const s = assaultGame([
    { id: 'cmd', side: 0, units: [{ id: 'c1', sheet: TAC, x: 60, y: 50 }] },
    {
      id: 'f1',
      side: 0,
      units: [
        { id: 'g1', sheet: TAC, x: 60, y: 57 },
        { id: 'g2', sheet: TAC, x: 66, y: 57 },
      ],
    },
    { id: 'orks', side: 1, units: [{ id: 'o1', sheet: ORK_BOYZ.id, x: 64, y: 53 }] },
  ]);
  return assaultAt(s, { attackers: ['cmd', 'f1'], defenders: ['orks'], step: 'support', losses });
}

function result(state: GameState, faces: number[]) {
  const events: GameEvent[] = [];
  const dice = new Dice(new FixedDieSource(faces, state.rng), events);
  return proceed(workOutResult(state, assaultOf(state)!, dice, events), { dice, events });
}

describe('2.1.2 Commanders: the result of a combined assault', () => {
  it('2.1.2: if the attackers lose each formation is broken', () => {
    // Attacker 1 +1 (more units) +1 (no Blast markers) = 3; defender 6 +1 = 7: four extra hits.
    const after = result(combined({}), [1, 1, 6, 6, 6, 6, 6, 6, 6, 6]);
    expect(after.formations['cmd']?.broken).toBe(true);
    expect(after.formations['f1']?.broken).toBe(true);
  });

  it('2.1.2: if they win each formation receives Blast markers equal to the casualties it suffered', () => {
    // Attacker 6 +2 +1 = 9 against 1 +1 = 2: the Orks are wiped out by the extra hits.
    const after = result(combined({ cmd: 0, f1: 1 }), [6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(after.formations['orks']?.broken).toBe(true);
    expect(after.formations['cmd']?.blastMarkers).toBe(0);
    expect(after.formations['f1']?.blastMarkers).toBe(1);
  });
});
