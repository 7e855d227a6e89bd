import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../renderer/src/i18n';
import { eventGerman } from '../../renderer/src/i18n/eventsDe';
import {
  actionChoices,
  partnerCandidates,
  partnerChoices,
  partnerName,
  teamJoinChoices,
} from '../../renderer/src/play/choices';
import { describeCommand } from '../../renderer/src/play/describe';
import { formatEvent } from '../../engine/netea/log/format';
import type { GameState } from '../../engine/netea/state/schema';
import { go } from '../conformance/helpers';
import { declareWith, teamSituation } from '../conformance/5.3-scenarios/combinedFixture';

/** Seed 001 5.3.11.3 on the page: the team-mate's answer as two choices, the log in words. */
afterEach(() => setLanguage('en'));

describe('combined attacks on the page (5.3.11.3)', () => {
  it('offers the asked team-mate to join or decline; anyone else is refused with the reason', () => {
    const asked = go(teamSituation(), declareWith('engage'));
    const choices = teamJoinChoices(asked.state, 2);
    expect(choices.map((c) => [c.label, c.refusal])).toEqual([
      ['Join the attack (5.3.11.3)', null],
      ['Decline (5.3.11.3)', null],
    ]);
    expect(teamJoinChoices(asked.state, 0)[0]!.refusal?.code).toBe('team/join-not-yours');
    setLanguage('de');
    expect(teamJoinChoices(asked.state, 2).map((c) => c.label)).toEqual([
      'Mit angreifen (5.3.11.3)',
      'Ablehnen (5.3.11.3)',
    ]);
  });

  it('offers the team-mates\u2019 formations to tick, then an engage, sustained fire, advance or double action together with those ticked, only in simultaneous team play', () => {
    const names = (s: GameState) => partnerCandidates(s, 0, 'a').map(partnerName);
    // Whose each partner is: a team-mate's formation may share a name with one's own.
    expect(names(teamSituation())).toEqual(['b (Player 3)', 'd (Player 3)']);
    // The plain actions no longer list every partner and pair.
    expect(
      actionChoices(teamSituation(), 0, 'a').filter((c) => c.label.includes('5.3.11.3')),
    ).toEqual([]);
    const together = (ids: string[]) =>
      partnerChoices(teamSituation(), 0, 'a', ids).map((c) => [c.label, c.refusal]);
    expect(together(['b'])).toEqual(
      ['Engage', 'Sustained Fire', 'Advance', 'Double'].map((action) => [
        `${action} together (5.3.11.3)`,
        null,
      ]),
    );
    expect(together([])).toEqual([]);
    // Both ticked: the one declaration names both partners.
    const both = partnerChoices(teamSituation(), 0, 'a', ['b', 'd']).find((c) =>
      c.label.startsWith('Advance together'),
    );
    expect(both?.refusal).toBeNull();
    expect(both?.command).toMatchObject({
      action: 'advance',
      partners: [
        { formationId: 'b', action: 'advance' },
        { formationId: 'd', action: 'advance' },
      ],
    });
    expect(
      names(teamSituation({ mode: 'hierarchical', of: [0, 1, 0, 1], commanders: [0, 1] })),
    ).toEqual([]);
    expect(describeCommand(declareWith('engage'), teamSituation())).toBe(
      'a declares Engage together with b (5.3.11.3)',
    );
    setLanguage('de');
    expect(together(['b'])[0]![0]).toBe('Offensive gemeinsam (5.3.11.3)');
    expect(names(teamSituation())[0]).toBe('b (Spieler 3)');
  });

  it('words the question and the answer in the log, in English and German', () => {
    const asked = go(teamSituation(), declareWith('engage'));
    const [event] = asked.events;
    expect(formatEvent(event!, asked.state)).toBe(
      'P0 asks b [Player 3] to join the attack of a [P0] (seed 001 5.3.11.3)',
    );
    expect(eventGerman(event!, asked.state)).toBe(
      'P0 bittet b [Player 3], sich dem Angriff von a [P0] anzuschließen (seed 001 5.3.11.3)',
    );
  });
});
