import { describe, expect, it } from 'vitest';
import type { Point } from '../../engine/kernel/geometry/types';
import type { Command } from '../../engine/netea/commands/schema';
import { interceptGame } from '../netea/rules/4.2-aircraft/interceptGame';
import { airGame, STRAIGHT_IN } from '../netea/rules/4.2-aircraft/airGame';
import { go, refusalOf, rollsOf } from './helpers';

/** The Thunderbolts fly an interception from the Imperial (south) edge along `approach`. */
function intercepting(approach: Point[]) {
  const s = go(
    interceptGame(),
    { type: 'aircraft.mission', side: 1, formationId: 'tb', mission: 'interception', approach },
    6,
  ).state;
  expect(s.aircraft?.step).toMatchObject({ stage: 'attack', formationId: 'tb' });
  return s;
}

const attackFb: Command = { type: 'aircraft.attack', side: 1, targetFormationId: 'fb' };

describe('4.2.3 Interception: the attacking aircraft within range and fire arc', () => {
  it('4.2.3: an interceptor attacks only with the AA weapons that have the enemy aircraft within range', () => {
    // 20cm short of the Fighta-Bombers (about 17cm between the models): the Multi-lasers (30cm)
    // reach, the Storm Bolters (15cm) do not: three dice, not six.
    const far = go(
      intercepting([
        { x: 90, y: 120 },
        { x: 90, y: 80 },
      ]),
      attackFb,
      1,
      1,
      1,
    );
    expect(rollsOf(far.events).map((r) => [r.purpose.split(' (')[0], r.results.length])).toEqual([
      ['AA: Multi-laser', 1],
      ['AA: Multi-laser', 1],
      ['AA: Multi-laser', 1],
    ]);
    // Close in, both weapons: six dice, each +1 for the interception.
    const near = go(
      intercepting([
        { x: 90, y: 120 },
        { x: 90, y: 70 },
      ]),
      attackFb,
      1,
      1,
      1,
      1,
      1,
      1,
    );
    expect(rollsOf(near.events)).toHaveLength(6);
    expect(rollsOf(near.events).every((r) => r.needed === 4)).toBe(true);
  });

  it('4.2.3: an interceptor’s fixed forward weapons reach only enemy aircraft within their arc', () => {
    // Alongside the Fighta-Bombers, 30cm to their west and heading north: in range, out of arc.
    const beside = intercepting([
      { x: 60, y: 120 },
      { x: 60, y: 60 },
    ]);
    expect(refusalOf(beside, attackFb)).toMatchObject({
      code: 'shooting/out-of-range',
      section: '4.2.3',
    });
  });
});

describe('4.2.3–4.2.4: the owner allocates flak and interception hits (1.9.6)', () => {
  /** The Hydra's flak scores `hits` on the Fighta-Bombers (four aircraft). */
  function flakked(...dice: number[]) {
    const flown = go(
      airGame(),
      {
        type: 'aircraft.mission',
        side: 0,
        formationId: 'fb',
        mission: 'ground-attack',
        approach: STRAIGHT_IN,
      },
      6,
    ).state;
    return go(flown, { type: 'aircraft.flak', side: 1, unitIds: ['bat4'] }, ...dice).state;
  }

  it('4.2.4: the owner of the aircraft chooses which aircraft take the flak hits', () => {
    const s = flakked(6, 6);
    // The Orks put the two hits on fb3 and fb4 (not fb1, fb2 as the default would); both fail
    // their saves.
    const r = go(
      s,
      { type: 'aircraft.jink', side: 0, jink: false, allocation: ['fb3', 'fb4'] },
      1,
      1,
    );
    expect(
      Object.values(r.state.units)
        .filter((u) => u.status === 'destroyed')
        .map((u) => u.id),
    ).toEqual(['fb3', 'fb4']);
    // Without an allocation the engine spreads them in formation order.
    const d = go(s, { type: 'aircraft.jink', side: 0, jink: false }, 1, 1);
    expect(
      Object.values(d.state.units)
        .filter((u) => u.status === 'destroyed')
        .map((u) => u.id),
    ).toEqual(['fb1', 'fb2']);
  });

  it('4.2.3: hits on aircraft follow 1.9.6: each aircraft one hit before any takes a second', () => {
    const s = flakked(6, 6);
    expect(
      refusalOf(s, { type: 'aircraft.jink', side: 0, jink: false, allocation: ['fb1', 'fb1'] }),
    ).toMatchObject({ code: 'aircraft/allocation-spread', section: '1.9.6' });
    expect(
      refusalOf(s, { type: 'aircraft.jink', side: 0, jink: false, allocation: ['fb1'] }),
    ).toMatchObject({ code: 'aircraft/allocation-count', section: '1.9.6' });
    expect(
      refusalOf(s, { type: 'aircraft.jink', side: 0, jink: false, allocation: ['fb1', 'bat1'] }),
    ).toMatchObject({ code: 'aircraft/allocation-unit', section: '1.9.6' });
  });

  it('4.2.3: interception hits are allocated by the owner of the intercepted aircraft', () => {
    const s = go(
      intercepting([
        { x: 90, y: 120 },
        { x: 90, y: 80 },
      ]),
      attackFb,
      6,
      6,
      1,
    ).state;
    expect(s.aircraft?.step).toMatchObject({ stage: 'jink', formationId: 'fb', hits: 2 });
    const r = go(
      s,
      { type: 'aircraft.jink', side: 0, jink: true, allocation: ['fb2', 'fb4'] },
      1,
      1,
    );
    expect(r.state.units['fb2']?.status).toBe('destroyed');
    expect(r.state.units['fb4']?.status).toBe('destroyed');
    expect(r.state.units['fb1']?.status).not.toBe('destroyed');
  });
});
