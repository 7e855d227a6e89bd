import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../engine/netea/state/schema';
import type { Command } from '../../../../engine/netea/commands/schema';
import { initialTournamentState } from '../../../../engine/netea/rules/6.1-tournament/state';
import { touchesOwnEdge } from '../../../../engine/netea/rules/4.3-4.4-spacecraft/tableEdge';
import { refusalOf } from '../../../conformance/helpers';
import { airGame } from './airGame';

/** airGame on a 180 x 120 tournament table where the Orks chose the north-west corner (6.1.2),
 * with no scenario edge of their own. */
function cornerGame(): GameState {
  const s = airGame();
  const tournament = initialTournamentState({ pointsTotal: 3000 } as never);
  return {
    ...s,
    table: { width: 180, height: 120 },
    aircraft: { ...s.aircraft!, edges: undefined },
    tournament: { ...tournament, edges: ['north-west', 'south-east'] },
  };
}

const capAt = (x: number, y: number): Command => ({
  type: 'aircraft.mission',
  side: 0,
  formationId: 'fb',
  mission: 'cap',
  approach: [{ x, y }],
});

describe('a side’s own table edge at a tournament corner (one rule for 4.2.1 and 4.3.1)', () => {
  it('4.2.1: an aircraft sets up on the two half edges of its corner (6.1.2), not beyond them', () => {
    const s = cornerGame();
    // The north half edge (x up to 90) and the west half edge (y up to 60).
    expect(refusalOf(s, capAt(40, 0))).toBeNull();
    expect(refusalOf(s, capAt(0, 40))).toBeNull();
    // The far half of the north edge and of the west edge belong to no one.
    expect(refusalOf(s, capAt(150, 0))).toMatchObject({
      code: 'aircraft/not-own-edge',
      section: '4.2.1',
    });
    expect(refusalOf(s, capAt(0, 100))).toMatchObject({ code: 'aircraft/not-own-edge' });
  });

  it('4.3.1: a spacecraft touches the same own table edge as the aircraft', () => {
    const s = cornerGame();
    expect(touchesOwnEdge(s, 0, { x: 40, y: 0 })).toBe(true);
    expect(touchesOwnEdge(s, 0, { x: 0, y: 40 })).toBe(true);
    expect(touchesOwnEdge(s, 0, { x: 150, y: 0 })).toBe(false);
    expect(touchesOwnEdge(s, 0, { x: 0, y: 100 })).toBe(false);
    // The opponent's corner, south-east.
    expect(touchesOwnEdge(s, 1, { x: 180, y: 100 })).toBe(true);
    expect(touchesOwnEdge(s, 1, { x: 180, y: 20 })).toBe(false);
  });
});
