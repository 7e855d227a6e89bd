import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../engine/netea/state/schema';
import {
  endMove,
  eventsOf,
  go,
  move,
  moveAll,
  refusalOf,
  rollsOf,
  withFormation,
} from '../helpers';
import { declareWith, join, teamSituation } from './combinedFixture';

/**
 * Seed 001 5.3.11.3 combined fire of team-mates with an advance or double action: the acting
 * formation `a` (player 1) makes its moves, then the partner `b` (player 3) its own, each
 * formation's move checked as any (1.7), and then they shoot as one formation ("Behandle die
 * teilnehmenden zwei (oder mehr) Verbände als einen einzelnen Verband, wenn du die Ergebnisse
 * des Schießens ... ermittelst") with their action's modifier (1.9.5: double -1). Three Tactical
 * Marines each: one missile launcher shot, AP5+, per unit in range of player 2's Ork Boyz.
 */
const A = ['a1', 'a2', 'a3'];
const B = ['b1', 'b2', 'b3'];
const shoot = { type: 'shoot.declare', side: 0, targetFormationId: 'orks' } as const;

/** Player 1 declares `action` for `a` with `b`; player 3 agrees; the test rolls `face`. */
function agreed(action: 'advance' | 'double', s: GameState = teamSituation(), face = 4) {
  const asked = go(s, declareWith(action));
  return go(asked.state, join(2, true), face).state;
}

describe('5.3.11.3 combined fire with moves', () => {
  it('5.3.11.3: a combined advance: a moves, then b, then both shoot at one target with pooled dice', () => {
    let s = agreed('advance');
    for (const f of ['a', 'b'])
      expect(s.formations[f]).toMatchObject({ activated: true, action: 'advance' });
    // 1.6.1: the moves first; the partner's too.
    expect(refusalOf(s, shoot)).toMatchObject({ code: 'action/moves-first' });
    s = moveAll(s, 0, A, 0, -2).state;
    expect(s.units['a1']!.position).toEqual({ x: 60, y: 48 });
    expect(refusalOf(s, shoot)).toMatchObject({ code: 'action/moves-first' });
    // The acting player moves the partner's units (player 3 agreed).
    s = moveAll(s, 0, B, 0, -3).state;
    expect(s.units['b1']!.position).toEqual({ x: 80, y: 47 });
    const fired = go(s, shoot, 6, 5, 4, 6, 1, 1);
    expect(eventsOf(fired.events, 'shooting/target-chosen')[0]).toMatchObject({
      shooters: [...A, ...B],
    });
    const rolls = rollsOf(fired.events);
    expect(rolls).toHaveLength(1);
    // 1.9.5: an advance brings no modifier: 5+ as it stands.
    expect(rolls[0]).toMatchObject({
      results: [6, 5, 4, 6, 1, 1],
      needed: 5,
      successes: 3,
      modifiers: [],
    });
    expect(eventsOf(fired.events, 'blast/markers-placed')).toEqual([
      expect.objectContaining({ formationId: 'orks', count: 1, reason: 'came under fire' }),
    ]);
  });

  it('5.3.11.3 with 1.9.5: a combined double action: two moves each, then -1 to hit for every shooter', () => {
    let s = agreed('double');
    s = moveAll(s, 0, A, 0, -2).state;
    // a's second move comes before b's first.
    expect(refusalOf(s, move(0, 'b1', 80, 48))).toMatchObject({
      code: 'move/not-acting-formation',
    });
    s = moveAll(s, 0, A, 0, -2).state;
    for (let i = 0; i < 2; i++) s = moveAll(s, 0, B, 0, -2).state;
    expect(s.units['a1']!.position).toEqual({ x: 60, y: 46 });
    expect(s.units['b1']!.position).toEqual({ x: 80, y: 46 });
    const fired = go(s, shoot, 6, 6, 5, 5, 6, 1);
    expect(rollsOf(fired.events)[0]).toMatchObject({
      needed: 6,
      successes: 3,
      modifiers: [{ value: -1, reason: 'attacker on a double action', section: '1.9.5' }],
    });
  });

  it('5.3.11.3 with 1.7: the partner’s illegal move is refused with its reason; others wait their turn', () => {
    let s = moveAll(agreed('advance'), 0, A, 0, -2).state;
    // 1.7: Tactical Marines move 15cm; 20cm is too far, for the partner as for anyone.
    expect(refusalOf(s, move(0, 'b1', 80, 30))).toMatchObject({
      code: 'move/too-far',
      section: '1.7',
    });
    // The acting formation has made its move: a's units wait while b makes its own.
    expect(refusalOf(s, move(0, 'a1', 60, 46))).toMatchObject({
      code: 'move/not-moving-formation',
      section: 'seed 001 5.3.11.3',
    });
    s = go(s, move(0, 'b1', 80, 45)).state;
    // 1.7.1: one move per unit in an advance.
    expect(refusalOf(s, move(0, 'b1', 80, 44))).toMatchObject({ code: 'move/already-moved' });
  });

  it('5.3.11.3 with 1.6.2: a failed action test: a holds with a Blast marker, b is unaffected', () => {
    const asked = go(
      withFormation(teamSituation(), 'a', { initiative: 2 }),
      declareWith('advance'),
    );
    // Initiative 2+: the 1 fails (1.6.2); the Blast marker goes on a.
    const failed = go(asked.state, join(2, true), 1);
    expect(eventsOf(failed.events, 'action/test-failed')).toHaveLength(1);
    const s = failed.state;
    expect(s.formations['a']).toMatchObject({ activated: true, action: 'hold', blastMarkers: 1 });
    expect(s.formations['b']).toMatchObject({ activated: false, blastMarkers: 0 });
    expect(s.turnState.activation).toMatchObject({ action: 'hold' });
    expect(s.turnState.activation?.partners).toBeUndefined();
    expect(refusalOf(s, move(0, 'b1', 80, 48))).toMatchObject({
      code: 'move/not-acting-formation',
    });
  });

  it('5.3.11.3 with 1.13.3: a partner broken before its move loses the rest of its action; the acting formation shoots alone (our reading)', () => {
    let s = moveAll(agreed('advance'), 0, A, 0, -2).state;
    // As overwatch fire at a's move might leave it: b broken.
    s = withFormation(s, 'b', { broken: true });
    expect(refusalOf(s, move(0, 'b1', 80, 48))).toMatchObject({ code: 'move/no-moves-left' });
    const fired = go(s, shoot, 6, 5, 4);
    expect(eventsOf(fired.events, 'shooting/target-chosen')[0]).toMatchObject({ shooters: A });
  });

  it('5.3.11.3 with 1.7.4 and 1.13.3: a partner broken by its own move’s losses is offered its withdrawal; a shoots without it', () => {
    let s = agreed('advance', withFormation(teamSituation(), 'b', { blastMarkers: 2 }));
    s = moveAll(s, 0, A, 0, -2).state;
    // b1 runs 14cm ahead of b2 and b3: out of formation it is destroyed at the move's end, and
    // b, two units and two Blast markers, breaks (1.13.2).
    s = go(s, move(0, 'b1', 80, 36)).state;
    const ended = go(s, endMove(0));
    expect(ended.state.units['b1']).toMatchObject({ status: 'destroyed' });
    expect(ended.state.formations['b']).toMatchObject({ broken: true });
    expect(ended.state.turnState.withdrawal).toMatchObject({
      side: 2,
      formationIds: ['b'],
      then: 'continue-action',
    });
    // Player 3 stays where he is (1.13.3: a choice); a, the action's own, shoots alone.
    const stayed = go(ended.state, { type: 'withdrawal.end', side: 2 }).state;
    const fired = go(stayed, shoot, 6, 5, 4);
    expect(eventsOf(fired.events, 'shooting/target-chosen')[0]).toMatchObject({ shooters: A });
  });

  it('5.3.11.3 with 1.13.3: the acting formation broken in its move ends the combined fire, as it calls off a combined assault (our reading)', () => {
    let s = agreed('advance', withFormation(teamSituation(), 'a', { blastMarkers: 2 }));
    s = go(s, move(0, 'a1', 60, 36)).state;
    const ended = go(s, endMove(0));
    expect(ended.state.formations['a']).toMatchObject({ broken: true });
    const after = go(ended.state, { type: 'withdrawal.end', side: 0 }).state;
    expect(after.turnState.activation).toBeNull();
    // b took the action with a (it has acted), and never moved.
    expect(after.formations['b']).toMatchObject({ activated: true, action: 'advance' });
    expect(after.units['b1']!.position).toEqual({ x: 80, y: 50 });
  });

  it('5.3.11.3 with 1.10: enemy overwatch fires at the partner after its move', () => {
    let s = agreed('advance', withFormation(teamSituation(), 'orks', { overwatch: true }));
    s = moveAll(s, 0, A, 0, -2).state;
    expect(s.turnState.overwatchWindow).toMatchObject({ formationId: 'a' });
    s = go(s, { type: 'overwatch.pass', side: 1 }).state;
    expect(s.turnState.overwatchWindow).toBeNull();
    s = moveAll(s, 0, B, 0, -2).state;
    expect(s.turnState.overwatchWindow).toMatchObject({ formationId: 'b' });
  });
});
