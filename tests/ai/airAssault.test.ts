import { describe, expect, it } from 'vitest';
import { validateCommand } from '../../engine/netea/commands/apply';
import { airAssaultAnswer } from '../../ai/utility/candidates/airAssault';
import { aircraftAnswer } from '../../ai/utility/candidates/aircraft';
import type { PendingDecision } from '../../engine/netea/flow/pending';
import { go } from '../conformance/helpers';
import { groundAttack, thunderhawkGame } from '../netea/rules/4.2-aircraft/thunderhawkGame';

const CLOSE_IN = [
  { x: 90, y: 0 },
  { x: 90, y: 70 },
];

describe('the computer’s air assaults (4.2.5)', () => {
  it('air assaults the bunker beside it with the Thunderhawk and four Terminators, troops placed where the engine allows', () => {
    const flown = go(thunderhawkGame(), groundAttack(CLOSE_IN), 6).state;
    const s = go(flown, { type: 'aircraft.flak', side: 1, unitIds: [] }).state;
    const answer = airAssaultAnswer(s, 0);
    expect(answer).toMatchObject({ type: 'aircraft.land', assault: 'bunk' });
    expect(validateCommand(s, answer!)).toBeNull();
    const pending = {
      sides: [0],
      kind: 'aircraft',
      step: 'attack',
      commands: ['aircraft.attack', 'aircraft.land'],
    } as unknown as PendingDecision;
    expect(aircraftAnswer(s, pending, 0)).toEqual(answer);
  });

  it('does not air assault a formation out of reach: it attacks as usual', () => {
    const far = [
      { x: 30, y: 0 },
      { x: 30, y: 40 },
    ];
    // Out of the Hydra's reach too: no flak, straight to the attack step.
    const s = go(thunderhawkGame(), groundAttack(far), 6).state;
    expect(s.aircraft?.step?.stage).toBe('attack');
    expect(airAssaultAnswer(s, 0)).toBeNull();
  });
});
