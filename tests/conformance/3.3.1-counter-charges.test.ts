import { describe, expect, it } from 'vitest';
import { bargedUnits } from '../../engine/netea/rules/3-war-engines/barging';
import { moveGeometry } from '../../engine/netea/rules/1.7-movement/geometry';
import type { GameSettings } from '../../engine/netea/state/settings';
import type { GameState } from '../../engine/netea/state/schema';
import type { AssaultCommand } from '../../engine/netea/rules/1.12-assaults/commands';
import { act, assaultGame, check } from '../fixtures/assaultGame';

/** Space Marines (side 0) assault the Great Gargant (side 1, DC12, a 6cm round base at 60,50):
 * t1 already touches it, t3 stands 2.4cm off its southern edge. */
function gargantAssaulted(settings: Partial<GameSettings> = {}): GameState {
  let s = assaultGame(
    [
      {
        id: 'sm',
        side: 0,
        units: [
          { id: 't1', sheet: 'sm-tactical', x: 63.6, y: 50 },
          { id: 't3', sheet: 'sm-tactical', x: 60, y: 57.4 },
        ],
      },
      { id: 'we', side: 1, units: [{ id: 'g', sheet: 'ork-great-gargant', x: 60, y: 50 }] },
    ],
    { settings },
  );
  s = act(s, { type: 'assault.declare', side: 0, targetFormationId: 'we' }).state;
  return act(s, { type: 'assault.endCharge', side: 0 }).state;
}

const counter: Extract<AssaultCommand, { type: 'assault.counterCharge' }> = {
  type: 'assault.counterCharge',
  side: 1,
  unitId: 'g',
  path: [{ x: 60, y: 52.4 }],
};

describe('3.3.1 War engines in counter charges', () => {
  it('3.3.1 FAQ: Can a war engine counter charge if it has enemy units in base contact? By the warm-up setting, the FAQ’s compromise by default: while fewer units than its starting DC touch it', () => {
    const s = gargantAssaulted();
    expect(s.turnState.assault).toMatchObject({ step: 'counter-charge', decidingSide: 1 });
    // One Marine touches the DC12 Gargant: it counter charges towards the closest one that does not.
    expect(check(s, counter)).toBeNull();
    const after = act(s, counter).state;
    expect(after.units.g?.position).toEqual({ x: 60, y: 52.4 });
    // Played as 1.12.4 is written, any unit in base contact stays put.
    const strict = gargantAssaulted({ warEngineCounterCharge: 'never' });
    const refused = check(strict, counter);
    expect([refused?.code, refused?.section]).toEqual(['move/counter-charge-in-contact', '1.12.4']);
  });

  it('3.3.1 FAQ: Can a war engines barge units out of the way with a counter charge? Yes: units of the enemy formations in the assault its move would pass over are barged', () => {
    const s = gargantAssaulted();
    const g = s.units.g!;
    // A counter charge that would run over t3 (the move itself is refused for other reasons).
    const geom = moveGeometry(s.datasheets[g.datasheetId]!, g, {
      unitId: 'g',
      path: [
        { x: 60, y: 50 },
        { x: 60, y: 57 },
      ],
    })!;
    const targets = { kind: 'counter-charge', targetFormationIds: ['sm'] } as const;
    expect(bargedUnits(s, g, geom, targets)).toEqual(['t3']);
    // Units of a formation outside the assault are not barged.
    expect(bargedUnits(s, g, geom, { ...targets, targetFormationIds: [] })).toEqual([]);
  });
});
