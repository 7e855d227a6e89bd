import { describe, expect, it } from 'vitest';
import type { Command } from '../../../engine/netea/commands/schema';
import { startChart } from '../../../engine/netea/flow/game';
import { pendingDecision } from '../../../engine/netea/flow/pending';
import type { GameState } from '../../../engine/netea/state/schema';
import { eventsOf, go, refusalOf, rollsOf, withFormation } from '../helpers';
import { declareWith, join, teamSituation } from './combinedFixture';

/**
 * Seed 001 5.3.11.3 combined assault of team-mates: "Behandle die teilnehmenden zwei (oder mehr)
 * Verbände als einen einzelnen Verband, wenn du die Ergebnisse des ... Angriffs ermittelst, und
 * folge den Richtlinien für koordinierte Angriffe in den Grundregeln" (2.1.2).
 */
const pendingOf = (s: GameState) => pendingDecision(startChart(s));
const charge = (unitId: string, x: number, y: number): Command => ({
  type: 'assault.chargeMove',
  side: 0,
  unitId,
  path: [{ x, y }],
});

/** `a` engages with `b` as partner, player 3 agrees and the test passes on `face`. */
function joined(face = 4, s = teamSituation()) {
  const asked = go(s, declareWith('engage'));
  return go(asked.state, join(2, true), face);
}

describe('5.3.11.3 combined assault', () => {
  it('5.3.11.3: the declaration waits for the team-mate’s answer, a decision of his; nothing is rolled yet', () => {
    const asked = go(teamSituation(), declareWith('engage'));
    expect(rollsOf(asked.events)).toEqual([]);
    expect(eventsOf(asked.events, 'team/join-asked')).toEqual([
      {
        type: 'team/join-asked',
        side: 0,
        formationId: 'a',
        partnerIds: ['b'],
        section: 'seed 001 5.3.11.3',
      },
    ]);
    expect(pendingOf(asked.state)).toMatchObject({
      kind: 'team-join',
      sides: [2],
      commands: ['team.join'],
    });
    expect(asked.state.formations['a']).toMatchObject({ activated: false });
    // Only player 3 answers; nobody declares meanwhile.
    expect(refusalOf(asked.state, join(0, true))?.code).toBe('team/join-not-yours');
    expect(
      refusalOf(asked.state, {
        type: 'action.declare',
        side: 0,
        formationId: 'a',
        action: 'advance',
      })?.code,
    ).toBe('team/join-first');
    expect(refusalOf(teamSituation(), join(2, true))?.code).toBe('flow/not-now');
  });

  it('5.3.11.3 with 2.1.2: agreed, one action test for both; both take the engage action and assault as one formation', () => {
    const passed = joined(4);
    expect(rollsOf(passed.events)).toHaveLength(1);
    expect(rollsOf(passed.events)[0]).toMatchObject({ needed: 1, results: [4], successes: 1 });
    for (const f of ['a', 'b'])
      expect(passed.state.formations[f]).toMatchObject({ activated: true, action: 'engage' });
    expect(passed.state.turnState.activation?.partners).toEqual(['b']);
    const declared = go(passed.state, {
      type: 'assault.declare',
      side: 0,
      targetFormationId: 'orks',
    });
    expect(declared.state.turnState.assault?.attackers).toEqual(['a', 'b']);
    expect(eventsOf(declared.events, 'assault/joined')).toEqual([
      { type: 'assault/joined', formationId: 'b', role: 'attacker', section: 'seed 001 5.3.11.3' },
    ]);
    // The partner's units make their charge moves (carried out by the acting player).
    const charged = go(declared.state, charge('b1', 80, 54));
    expect(charged.state.units['b1']?.position).toEqual({ x: 80, y: 54 });
  });

  /** The combined assault on the Orks, every unit charged to y 54 (within 15cm, not in contact). */
  function charged(): GameState {
    let s = go(joined(4).state, {
      type: 'assault.declare',
      side: 0,
      targetFormationId: 'orks',
    }).state;
    for (const [id, x] of [
      ['a1', 60],
      ['a2', 65],
      ['a3', 70],
      ['b1', 80],
      ['b2', 85],
      ['b3', 90],
    ] as const)
      s = go(s, charge(id, x, 54)).state;
    return go(s, { type: 'assault.endCharge', side: 0 }).state;
  }
  const side0 = 0 as const;
  const side1 = 1 as const;

  it('5.3.11.3 with 2.1.2: the assault is resolved as one formation; attackers that lose are each broken', () => {
    // Firefight: the six Marines of both formations (4+) all roll 1, the Orks (6+) too; result
    // 1 against 6 (both sides +1 no Blast markers, the Marines +1 more units): 3 against 7.
    const fought = go(
      charged(),
      { type: 'assault.endCounterCharges', side: side1 },
      ...[1, 1, 1, 1, 1, 1],
      ...[1, 1, 1, 1],
      ...[1, 1],
      ...[6, 6],
    );
    const firefight = rollsOf(fought.events).filter((r) => r.section === '1.12.5');
    expect(firefight.map((r) => r.formationId)).toEqual([
      'a',
      'a',
      'a',
      'b',
      'b',
      'b',
      'orks',
      'orks',
      'orks',
      'orks',
    ]);
    expect(eventsOf(fought.events, 'assault/result')[0]).toMatchObject({
      scores: [
        { side: 0, total: 3 },
        { side: 1, total: 7 },
      ],
    });
    expect(eventsOf(fought.events, 'assault/winner')[0]).toMatchObject({ side: 1 });
    // 1.12.7: four extra hits on the combined formation, then each of its formations breaks.
    expect(eventsOf(fought.events, 'assault/extra-hits')[0]).toMatchObject({ side: 0, count: 4 });
    expect(
      eventsOf(fought.events, 'formation/broken').map(
        (e) => (e as { formationId: string }).formationId,
      ),
    ).toEqual(['a', 'b']);
    expect(fought.state.formations['a']).toMatchObject({ broken: true });
    expect(fought.state.formations['b']).toMatchObject({ broken: true });
  });

  it('5.3.11.3 with 2.1.2: attackers that win each receive Blast markers for their own casualties', () => {
    // a1 hits (6), the Orks o1 and o2 hit (6, 6); the Orks' save fails (1), then the Marines'
    // two (1, 1) on a2 and a3; result 6 against 1: the team wins.
    let s = go(
      charged(),
      { type: 'assault.endCounterCharges', side: side1 },
      ...[6, 1, 1, 1, 1, 1],
      ...[6, 6, 1, 1],
    ).state;
    s = go(s, { type: 'assault.allocateHits', side: side1 }, 1).state;
    const won = go(s, { type: 'assault.allocateHits', side: side0 }, 1, 1, 6, 6, 1, 1);
    expect(eventsOf(won.events, 'assault/hits-allocated')[0]).toMatchObject({
      hits: [
        { unitId: 'a2', count: 1 },
        { unitId: 'a3', count: 1 },
      ],
    });
    expect(eventsOf(won.events, 'assault/winner')[0]).toMatchObject({ side: 0 });
    const markers = eventsOf(won.events, 'blast/markers-placed');
    // a lost two units: two Blast markers (and, one unit left, it breaks, 1.13.2); b lost none.
    expect(markers).toEqual([
      expect.objectContaining({ formationId: 'a', count: 2, section: '1.12.9' }),
    ]);
    expect(won.state.formations['b']).toMatchObject({
      blastMarkers: 0,
      broken: false,
      activated: true,
    });
    expect(won.state.formations['orks']).toMatchObject({ broken: true });
  });

  it('5.3.11.3 with 2.1.2: the 5cm of a commander do not apply; no commander is needed (our reading)', () => {
    // b stands 10cm from a, a has no commander: a 2.1.2 follower would be refused.
    const s = teamSituation();
    expect(
      refusalOf(s, {
        type: 'action.declare',
        side: 0,
        formationId: 'a',
        action: 'engage',
        followers: ['b'],
      })?.code,
    ).toBe('assault/no-commander');
    expect(refusalOf(s, declareWith('engage'))).toBeNull();
  });

  it('2.1.2: the single roll takes -1 if the partner has Blast markers', () => {
    const s = withFormation(withFormation(teamSituation(), 'b', { blastMarkers: 1 }), 'a', {
      initiative: 2,
    });
    const failed = joined(2, s);
    const [roll] = rollsOf(failed.events);
    expect(roll?.modifiers).toEqual([
      {
        value: -1,
        reason: 'a formation of the combined assault has Blast markers',
        section: '2.1.2',
      },
    ]);
    expect(roll?.needed).toBe(3);
  });

  it('2.1.2: failed, the acting formation holds with a Blast marker; the partner is unaffected and may act later', () => {
    const failed = joined(1, withFormation(teamSituation(), 'a', { initiative: 2 }));
    expect(failed.state.formations['a']).toMatchObject({ action: 'hold', blastMarkers: 1 });
    expect(failed.state.formations['b']).toMatchObject({
      activated: false,
      action: null,
      blastMarkers: 0,
    });
    expect(failed.state.turnState.activation?.partners).toBeUndefined();
  });

  it('5.3.11.3: the partner’s player declines: the acting formation takes its action alone (our reading)', () => {
    const asked = go(teamSituation(), declareWith('engage'));
    const declined = go(asked.state, join(2, false), 3);
    expect(eventsOf(declined.events, 'team/join-answered')).toEqual([
      {
        type: 'team/join-answered',
        side: 2,
        accept: false,
        partnerIds: ['b'],
        section: 'seed 001 5.3.11.3',
      },
    ]);
    expect(rollsOf(declined.events)).toHaveLength(1);
    expect(declined.state.formations['a']).toMatchObject({ activated: true, action: 'engage' });
    expect(declined.state.formations['b']).toMatchObject({ activated: false });
    const declared = go(declined.state, {
      type: 'assault.declare',
      side: 0,
      targetFormationId: 'orks',
    });
    expect(declared.state.turnState.assault?.attackers).toEqual(['a']);
    expect(refusalOf(declared.state, charge('b1', 80, 54))?.code).toBe('assault/not-charging');
  });

  it('5.3.11.3: one answer of a team-mate covers all his formations named; both join', () => {
    const asked = go(teamSituation(), declareWith('engage', ['b', 'd']));
    expect(pendingOf(asked.state)).toMatchObject({ kind: 'team-join', sides: [2] });
    const passed = go(asked.state, join(2, true), 5);
    expect(eventsOf(passed.events, 'team/join-answered')[0]).toMatchObject({
      partnerIds: ['b', 'd'],
    });
    expect(rollsOf(passed.events)).toHaveLength(1);
    expect(passed.state.turnState.activation?.partners).toEqual(['b', 'd']);
    for (const f of ['b', 'd'])
      expect(passed.state.formations[f]).toMatchObject({ activated: true });
  });

  it('5.3.11.3: refused outside simultaneous team play', () => {
    const hierarchical = teamSituation({
      mode: 'hierarchical',
      of: [0, 1, 0, 1],
      commanders: [0, 1],
    });
    expect(refusalOf(hierarchical, declareWith('engage'))).toMatchObject({
      code: 'team/combined-not-simultaneous',
      section: 'seed 001 5.3.11.3',
    });
    const { teams: _none, ...twoPlayers } = teamSituation();
    const two = { ...twoPlayers, players: twoPlayers.players.slice(0, 2) } as GameState;
    expect(refusalOf(two, declareWith('engage'))?.code).toBe('team/combined-not-simultaneous');
  });

  it('5.3.11.3: a partner must be a team-mate’s formation that can still act', () => {
    const s = teamSituation();
    for (const id of ['orks', 'x', 'a', 'nobody'])
      expect(refusalOf(s, declareWith('engage', [id]))?.code).toBe('team/combined-not-team-mate');
    expect(refusalOf(s, declareWith('engage', ['b', 'b']))?.code).toBe(
      'team/combined-not-team-mate',
    );
    for (const change of [{ activated: true }, { broken: true }])
      expect(refusalOf(withFormation(s, 'b', change), declareWith('engage'))).toMatchObject({
        code: 'team/combined-partner-cannot-act',
        message: 'b cannot join: it has acted this turn, is broken or is not on the table.',
      });
  });

  it('5.3.11.3: "dürfen nicht gleichzeitig einen Verband beschießen und ihn angreifen": no mix of fire and assault', () => {
    const s = teamSituation();
    expect(refusalOf(s, declareWith('engage', ['b'], 'sustained-fire'))).toMatchObject({
      code: 'team/combined-mix',
      section: 'seed 001 5.3.11.3',
    });
    expect(refusalOf(s, declareWith('sustained-fire', ['b'], 'engage'))?.code).toBe(
      'team/combined-mix',
    );
    expect(refusalOf(s, declareWith('engage', ['b'], 'march'))?.code).toBe(
      'team/combined-one-action',
    );
    expect(refusalOf(s, declareWith('march'))?.code).toBe('team/combined-not-attack');
  });
});
