import { describe, expect, it } from 'vitest';
import {
  resolveAfterFirstStrike,
  resolveAttacks,
} from '../../../../engine/netea/rules/1.12-assaults/attacks';
import { newAssault } from '../../../../engine/netea/rules/1.12-assaults/state';
import type { GameEvent } from '../../../../engine/netea/events';
import { formatEvent } from '../../../../engine/netea/log/format';
import { eventGerman } from '../../../../renderer/src/i18n/eventsDe';
import { fixedDice, ORK_BOYZ } from '../../../fixtures/shootingGame';
import { FIRST_STRIKE_POWER_WEAPON } from '../../../fixtures/specialists';
import { battle } from '../../../conformance/helpers';

/** A first-strike Marine in base contact with one Ork Boy. */
const fight = () =>
  battle([
    { id: 'sm', side: 0, units: [{ id: 'm', sheet: FIRST_STRIKE_POWER_WEAPON.id, x: 60, y: 50 }] },
    { id: 'orks', side: 1, units: [{ id: 'b1', sheet: ORK_BOYZ.id, x: 60, y: 51.2 }] },
  ]);

describe('2.2.4 first strike in the log', () => {
  it('2.2.4: a first strike that misses still shows in the dice log and the battle log as the first strike', () => {
    const s = fight();
    const { dice, rolls } = fixedDice(1, 1);
    const events: GameEvent[] = [];
    const struck = resolveAttacks(s, newAssault(s, 0, 'sm', ['sm'], ['orks']), dice, events);
    expect(struck.pending).toEqual([]);
    // The Marine's close combat roll and its power weapon's extra attack, both first strike.
    expect(rolls.map((r) => r.purpose)).toEqual([
      'first strike close combat: m (4+)',
      'first strike close combat extra attacks: m, Power weapon (4+)',
    ]);
    const attacks = events.filter((e) => e.type === 'assault/attacks-rolled');
    expect(attacks.map((e) => [e.side, e.strike, e.hits, e.section])).toEqual([
      [0, 'first', 0, '2.2.4'],
      [1, 'first', 0, '2.2.4'],
    ]);
    expect(formatEvent(attacks[0]!, s)).toContain('first strike attacks: 1 close combat');
    expect(eventGerman(attacks[0]!, s)).toContain('Attacken mit Erstschlag: 1 Nahkampf');
    expect(eventGerman(rolls[0]!, s)).toContain('Erstschlag im Nahkampf: ');
    expect(eventGerman(rolls[1]!, s)).toContain('Erstschlag im Nahkampf, zusätzliche Angriffe');
  });

  it('2.2.4: the attacks after the first strike are marked as such', () => {
    const s = fight();
    const struck = resolveAttacks(
      s,
      newAssault(s, 0, 'sm', ['sm'], ['orks']),
      fixedDice(1, 1).dice,
      [],
    );
    const { dice, rolls } = fixedDice(6);
    const events: GameEvent[] = [];
    resolveAfterFirstStrike(s, { ...struck, pending: [] }, dice, events);
    // Only the Ork strikes back now, its roll not marked as first strike.
    expect(rolls.map((r) => [r.unitId, r.purpose.startsWith('first strike')])).toEqual([
      ['b1', false],
    ]);
    const attacks = events.filter((e) => e.type === 'assault/attacks-rolled');
    expect(attacks.map((e) => [e.side, e.strike, e.hits, e.section])).toEqual([
      [0, 'rest', 0, '1.12.5'],
      [1, 'rest', 1, '1.12.5'],
    ]);
    expect(formatEvent(attacks[1]!, s)).toContain('attacks after the first strike');
    expect(eventGerman(attacks[1]!, s)).toContain('Attacken nach dem Erstschlag');
  });
});
