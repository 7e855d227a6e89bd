import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { aircraftDecision } from '../../engine/netea/rules/4.1-4.2-aircraft/decision';
import { mayActFromReserve } from '../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import { beginTurn } from '../../engine/netea/rules/1.14-end-phase/endPhase';
import { interceptGame } from '../netea/rules/4.2-aircraft/interceptGame';
import { eventsOf, go, refusalOf } from './helpers';

/** The Thunderbolts go on CAP at the Imperial (south) edge; the turn reaches its end phase with
 * the Fighta-Bombers already gone home. */
function capAtTurnEnd(): GameState {
  const s = go(
    interceptGame(),
    {
      type: 'aircraft.mission',
      side: 1,
      formationId: 'tb',
      mission: 'cap',
      approach: [{ x: 90, y: 120 }],
    },
    6,
  ).state;
  const air = s.aircraft!;
  return { ...s, phase: 'end', aircraft: { ...air, flights: {} } };
}

const stay = (yes: boolean, side: 0 | 1 = 1, formationId = 'tb'): Command => ({
  type: 'aircraft.capStay',
  side,
  formationId,
  stay: yes,
});

describe('4.2 Combat air patrol into the following turn', () => {
  it('4.2: a formation on CAP that made no interception may remain on CAP into the following turn, as its action there', () => {
    const s = capAtTurnEnd();
    // The owner decides, in the end phase after the disengagements.
    expect(aircraftDecision(s)).toMatchObject({ side: 1, commands: ['aircraft.capStay'] });
    const r = go(s, stay(true));
    expect(eventsOf(r.events, 'aircraft/cap-stays')).toEqual([
      expect.objectContaining({ formationId: 'tb', stay: true, section: '4.2' }),
    ]);
    const next = beginTurn(r.state, s.turn + 1);
    // Still on patrol next turn (it may intercept), and that is its action: no other mission.
    expect(next.aircraft?.cap?.['tb']).toMatchObject({ turn: s.turn + 1, stayed: true });
    expect(mayActFromReserve(next, next.formations['tb']!)).toBe(false);
  });

  it('4.2: a formation on CAP that made no interception may stand down and return to base normally', () => {
    const s = capAtTurnEnd();
    const r = go(s, stay(false));
    expect(r.state.aircraft?.cap?.['tb']).toBeUndefined();
    expect(aircraftDecision(r.state)).toBeNull();
    const next = beginTurn(r.state, s.turn + 1);
    expect(mayActFromReserve(next, next.formations['tb']!)).toBe(true);
    // Only the owner, and only for a formation on CAP.
    expect(refusalOf(s, stay(true, 0))).toMatchObject({
      code: 'command/not-your-formation',
    });
    expect(refusalOf(s, stay(true, 1, 'fb'))).toMatchObject({
      code: 'cap/not-on-patrol',
      section: '4.2',
    });
  });
});
