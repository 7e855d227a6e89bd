import { describe, expect, it } from 'vitest';
import type { Point } from '../../engine/kernel/geometry/types';
import type { Command } from '../../engine/netea/commands/schema';
import { aircraftDecision } from '../../engine/netea/rules/4.1-4.2-aircraft/decision';
import { flakSidesDue } from '../../engine/netea/rules/4.1-4.2-aircraft/flak';
import { targetsDefender } from '../../engine/netea/rules/4.1-4.2-aircraft/defender';
import type { GameState } from '../../engine/netea/state/schema';
import { noFireAtFriends } from '../../ai/sideInvariants';
import { airGame, STRAIGHT_IN } from '../netea/rules/4.2-aircraft/airGame';
import { onCap, teamAirGame, threeAirGame } from '../netea/rules/4.2-aircraft/moreAirPlayers';
import { eventsOf, go, refusalOf, rollsOf } from './helpers';

/**
 * 4.2 combat air patrol and 4.2.4 flak in games of more than two players (seed 001 5.3.11):
 * every enemy player may flak or intercept, each asked in turn round the table from the
 * aircraft's owner (our reading); a team-mate never.
 */
const groundAttack: Command = {
  type: 'aircraft.mission',
  side: 0,
  formationId: 'fb',
  mission: 'ground-attack',
  approach: STRAIGHT_IN,
};
const flak = (side: 0 | 1 | 2 | 3, ...unitIds: string[]): Command => ({
  type: 'aircraft.flak',
  side,
  unitIds,
});
const WEST_IN: Point[] = [
  { x: 0, y: 60 },
  { x: 80, y: 60 },
];
const SOUTH_IN: Point[] = [
  { x: 90, y: 120 },
  { x: 90, y: 70 },
];
const approached = (s: GameState) => go(s, groundAttack, 6).state;

describe('4.2.4 with seed 001 5.3.11.1: flak from every enemy player, each in turn', () => {
  it('4.2.4: both enemy players flak the Fighta-Bombers, player 2 then player 3; the hits add up to one save (FAQ 4.2 step 3)', () => {
    const s = approached(threeAirGame());
    expect(s.aircraft?.step).toMatchObject({ stage: 'flak', formationId: 'fb' });
    expect(aircraftDecision(s)).toMatchObject({ side: 1, commands: ['aircraft.flak'] });
    // Player 3 is asked after player 2.
    expect(refusalOf(s, flak(2, 'hy1'))).toMatchObject({
      code: 'flak/not-your-turn',
      section: 'seed 001 5.3.11.1',
    });
    // Player 2's Hydra: two AA5+ shots, 5 and 2: one hit, kept for the saves.
    const first = go(s, flak(1, 'bat4'), 5, 2);
    expect(rollsOf(first.events).map((r) => [r.section, r.needed, r.successes])).toEqual([
      ['4.2.4', 5, 1],
    ]);
    expect(first.state.aircraft?.step).toMatchObject({ stage: 'flak', hits: 1, flakDone: [1] });
    expect(aircraftDecision(first.state)).toMatchObject({ side: 2 });
    expect(first.state.formations['fb']?.blastMarkers).toBe(1);
    // Player 2 has had his turn.
    expect(refusalOf(first.state, flak(1))).toMatchObject({ code: 'flak/not-your-turn' });
    // Player 3's Hydra: 6 and 5, two hits; three in all, then the jink.
    const second = go(first.state, flak(2, 'hy1'), 6, 5);
    expect(eventsOf(second.events, 'aircraft/flak')).toEqual([
      expect.objectContaining({ unitIds: ['hy1'], hits: 2, section: '4.2.4' }),
    ]);
    expect(second.state.aircraft?.step).toMatchObject({ stage: 'jink', hits: 3 });
    expect(second.state.aircraft?.step?.flakDone).toBeUndefined();
    // 4.2.7: one Blast marker for coming under fire, however many players fired.
    expect(second.state.formations['fb']?.blastMarkers).toBe(1);
    expect(second.state.aircraft?.flak).toEqual({ bat4: ['fb'], hy1: ['fb'] });
    // Armour 6+: 1, 1 and 6: two Fighta-Bombers lost, one Blast marker each (4.2.7).
    const saved = go(second.state, { type: 'aircraft.jink', side: 0, jink: false }, 1, 1, 6);
    const lost = Object.values(saved.state.units).filter((u) => u.status === 'destroyed');
    expect(lost.map((u) => u.formationId)).toEqual(['fb', 'fb']);
    expect(saved.state.formations['fb']?.blastMarkers).toBe(3);
    expect(saved.state.aircraft?.step?.stage).toBe('attack');
  });

  it('4.2.4: an enemy who gives up his flak passes it on; with no hits from anyone the aircraft attack', () => {
    const s = approached(threeAirGame());
    const passed = go(s, flak(1)).state;
    expect(aircraftDecision(passed)).toMatchObject({ side: 2, commands: ['aircraft.flak'] });
    const none = go(passed, flak(2)).state;
    expect(none.aircraft?.step).toMatchObject({ stage: 'attack', formationId: 'fb', hits: 0 });
    expect(none.formations['fb']?.blastMarkers).toBe(0);
    // One enemy's hits still reach the saves after the other gives up.
    const hit = go(go(s, flak(1, 'bat4'), 6, 1).state, flak(2)).state;
    expect(hit.aircraft?.step).toMatchObject({ stage: 'jink', hits: 1 });
  });

  it('4.2.4: a player with no unit in range is not asked', () => {
    // Player 3's Hydra far off the path: only player 2 is asked, as in a game of two.
    const base = threeAirGame();
    const far = {
      ...base,
      units: { ...base.units, hy1: { ...base.units['hy1']!, position: { x: 10, y: 110 } } },
    };
    const s = approached(far);
    expect(flakSidesDue(s, 0, 'fb', STRAIGHT_IN)).toEqual([1]);
    expect(go(s, flak(1, 'bat4'), 6, 6).state.aircraft?.step).toMatchObject({
      stage: 'jink',
      hits: 2,
    });
  });
});

describe('4.2 CAP with seed 001 5.3.11.1: either enemy may intercept, each asked in turn', () => {
  const patrols = () =>
    onCap(onCap(threeAirGame(), 'tz', { x: 90, y: 120 }), 'tb', { x: 0, y: 60 });

  it('4.2: player 2 is asked first and may intercept from his CAP', () => {
    const s = approached(patrols());
    expect(s.aircraft?.step).toMatchObject({ stage: 'cap', formationId: 'fb' });
    expect(aircraftDecision(s)).toMatchObject({ side: 1, commands: ['aircraft.intercept'] });
    const intercepted = go(s, {
      type: 'aircraft.intercept',
      side: 1,
      formationId: 'tz',
      approach: SOUTH_IN,
    }).state;
    // No more than one formation on CAP intercepts a ground attack (4.2): player 3 is not asked.
    expect(intercepted.aircraft?.step).toMatchObject({
      stage: 'flak',
      formationId: 'tz',
      resume: 'fb',
    });
  });

  it('4.2: when player 2 lets it pass, player 3 intercepts; the flak at his interceptors is every enemy’s of his', () => {
    const s = approached(patrols());
    const interceptTb: Command = {
      type: 'aircraft.intercept',
      side: 2,
      formationId: 'tb',
      approach: WEST_IN,
    };
    expect(refusalOf(s, interceptTb)).toMatchObject({
      code: 'cap/not-your-turn',
      section: 'seed 001 5.3.11.1',
    });
    const passed = go(s, { type: 'aircraft.intercept', side: 1, formationId: null }).state;
    expect(passed.aircraft?.step).toMatchObject({ stage: 'cap', capPassed: [1] });
    expect(aircraftDecision(passed)).toMatchObject({ side: 2, commands: ['aircraft.intercept'] });
    const intercepted = go(passed, interceptTb).state;
    expect(intercepted.aircraft?.step).toMatchObject({
      stage: 'flak',
      formationId: 'tb',
      resume: 'fb',
    });
    expect(intercepted.units['tb1']?.status).toBe('deployed');
    // Round the table from player 3: the Orks' own AA (4.2.4), then player 2's Hydra.
    expect(flakSidesDue(intercepted, 2, 'tb', WEST_IN)).toEqual([0, 1]);
    expect(aircraftDecision(intercepted)).toMatchObject({ side: 0 });
    expect(refusalOf(intercepted, flak(2, 'hy1'))).toMatchObject({ code: 'flak/not-yours' });
  });

  it('4.2: when both enemies let it pass, the flak follows', () => {
    const s = approached(patrols());
    const one = go(s, { type: 'aircraft.intercept', side: 1, formationId: null }).state;
    const both = go(one, { type: 'aircraft.intercept', side: 2, formationId: null }).state;
    expect(both.aircraft?.step).toMatchObject({ stage: 'flak', formationId: 'fb' });
    expect(both.aircraft?.step?.capPassed).toBeUndefined();
    expect(aircraftDecision(both)).toMatchObject({ side: 1, commands: ['aircraft.flak'] });
  });
});

describe('4.2, 4.2.4 with seed 001 5.3.11.3: a team-mate never flaks nor intercepts a friend', () => {
  it('5.3.11.2: the team-mate’s Hydra in range is never asked, and its flak is refused with the reason', () => {
    const s = approached(teamAirGame());
    // Players 2 and 4 are the enemies; player 3's Hydra is as near as player 4's.
    expect(flakSidesDue(s, 0, 'fb', STRAIGHT_IN)).toEqual([1, 3]);
    expect(refusalOf(s, flak(2, 'hy1'))).toMatchObject({
      code: 'flak/not-yours',
      section: 'seed 001 5.3.11.2',
      message: expect.stringContaining('team-mate'),
    });
    const first = go(s, flak(1, 'bat4'), 6, 1).state;
    expect(aircraftDecision(first)).toMatchObject({ side: 3 });
    expect(refusalOf(first, flak(2, 'hy1'))).toMatchObject({ code: 'flak/not-yours' });
    const second = go(first, flak(3, 'hz1'), 6, 6).state;
    expect(second.aircraft?.step).toMatchObject({ stage: 'jink', hits: 3 });
    expect(second.aircraft?.flak['hy1']).toBeUndefined();
  });

  it('5.3.11.2: a team-mate’s CAP is never asked: the enemy is, and the mate’s interception is refused', () => {
    const s = approached(
      onCap(onCap(teamAirGame(), 'tb', { x: 0, y: 60 }), 'tz', { x: 180, y: 60 }),
    );
    expect(aircraftDecision(s)).toMatchObject({ side: 3, commands: ['aircraft.intercept'] });
    expect(
      refusalOf(s, { type: 'aircraft.intercept', side: 2, formationId: 'tb', approach: WEST_IN }),
    ).toMatchObject({ code: 'cap/not-yours', section: 'seed 001 5.3.11.2' });
    // Player 4 lets it pass: player 3 (a friend) is not asked; the flak follows.
    const passed = go(s, { type: 'aircraft.intercept', side: 3, formationId: null }).state;
    expect(passed.aircraft?.step).toMatchObject({ stage: 'flak', formationId: 'fb' });
    // With only the team-mate on CAP there is no interception to ask for.
    const mateOnly = approached(onCap(teamAirGame(), 'tb', { x: 0, y: 60 }));
    expect(mateOnly.aircraft?.step).toMatchObject({ stage: 'flak', formationId: 'fb' });
  });

  it('5.3.11.2 invariant: flak at a friend’s aircraft or an interception of a friend breaks noFireAtFriends', () => {
    const s = approached(teamAirGame());
    const after = go(s, flak(1, 'bat4'), 1, 1).state;
    expect(noFireAtFriends(after, s, flak(1, 'bat4'))).toBeNull();
    expect(noFireAtFriends(after, s, flak(2, 'hy1'))).toMatch(
      /^4\.2\.4: player 3 fires flak at fb of friendly player 1/,
    );
    const cap = approached(
      onCap(onCap(teamAirGame(), 'tb', { x: 0, y: 60 }), 'tz', { x: 180, y: 60 }),
    );
    const intercept: Command = {
      type: 'aircraft.intercept',
      side: 2,
      formationId: 'tb',
      approach: WEST_IN,
    };
    expect(noFireAtFriends(cap, cap, intercept)).toMatch(
      /^4\.2: player 3 intercepts fb of friendly player 1/,
    );
    expect(
      noFireAtFriends(cap, cap, { type: 'aircraft.intercept', side: 3, formationId: null }),
    ).toBeNull();
  });
});

describe('4.2.4 with two players: unchanged', () => {
  it('4.2.4: the one opponent’s flak leads straight to the saves; the step records nobody asked', () => {
    const s = go(airGame(), groundAttack, 6).state;
    expect(aircraftDecision(s)).toMatchObject({ side: 1 });
    const fired = go(s, flak(1, 'bat4'), 5, 2).state;
    expect(fired.aircraft?.step).toEqual({
      formationId: 'fb',
      stage: 'jink',
      move: 'approach',
      hits: 1,
      macroHits: 0,
    });
  });
});

describe('4.5.1-4.5.2 victories with more players: the defender is the targets’ owner', () => {
  it('4.5.1 (our reading): the one enemy owning the targets defends them; targets of two enemies have no single defender', () => {
    const hydra = (u: { datasheetId: string }) => u.datasheetId === 'ig-hydra';
    const basilisk = (u: { datasheetId: string }) => u.datasheetId === 'ig-basilisk';
    expect(targetsDefender(airGame(), 0, hydra)).toBe(1);
    expect(targetsDefender(threeAirGame(), 0, basilisk)).toBe(1);
    expect(targetsDefender(threeAirGame(), 0, hydra)).toBeNull();
    // In team play a team-mate's Hydra is no target: player 2's and player 4's are.
    expect(targetsDefender(teamAirGame(), 0, basilisk)).toBe(1);
    expect(targetsDefender(teamAirGame(), 0, hydra)).toBeNull();
  });
});
