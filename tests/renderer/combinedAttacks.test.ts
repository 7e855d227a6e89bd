import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../renderer/src/i18n';
import { eventGerman } from '../../renderer/src/i18n/eventsDe';
import { teamJoinChoices } from '../../renderer/src/play/choices';
import { formatEvent } from '../../engine/netea/log/format';
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
