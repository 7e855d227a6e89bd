import { describe, expect, it } from 'vitest';
import { assaultOf } from '../../engine/netea/rules/1.12-assaults/state';
import { supportCandidates } from '../../engine/netea/rules/1.12-assaults/support';
import type { GameState } from '../../engine/netea/state/schema';
import {
  act,
  assaultAt,
  assaultGame,
  check,
  eventsOf,
  TAC,
  type FormationSpec,
} from '../fixtures/assaultGame';
import { ORK_BOYZ, rect } from '../fixtures/shootingGame';
import { POWER_WEAPON_TACTICAL } from '../fixtures/specialists';

/**
 * The FAQ answers of 1.12.5 Resolve Attacks and 1.12.6 Supporting Fire (seed 000 footnotes 22
 * and 23): the assault 'att' on 'def' at the defender's counter charges, which end with the
 * attack dice. Tactical Marines: CC 4+, FF 4+, armour 4+.
 */
function ready(formations: readonly FormationSpec[], terrain = [] as ReturnType<typeof rect>[]) {
  return assaultAt(assaultGame(formations, { terrain }), {
    attackers: ['att'],
    defenders: ['def'],
    step: 'counter-charge',
    decidingSide: 1,
  });
}
const resolve = { type: 'assault.endCounterCharges', side: 1 } as const;

/** a1 and d1 in firefight range in the open; a2 and d2 with a tall wall between them. */
function walled(): GameState {
  return ready(
    [
      {
        id: 'att',
        side: 0,
        units: [
          { id: 'a1', sheet: TAC, x: 60, y: 50 },
          { id: 'a2', sheet: TAC, x: 60, y: 62 },
        ],
      },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'd1', sheet: TAC, x: 70, y: 50 },
          { id: 'd2', sheet: TAC, x: 70, y: 62 },
        ],
      },
    ],
    [rect('wall', 'buildings', 62, 55, 68, 70, 5)],
  );
}

describe('1.12.5 Resolve Attacks: FAQ', () => {
  it('1.12.5 FAQ: Does an attacking unit need to have a line of fire to a unit in the target formation in order to be considered “directly engaged”? Yes: a2 behind the wall does not attack', () => {
    const o = act(walled(), resolve, [6, 6]);
    expect(o.rolls.map((r) => r.unitId)).toEqual(['a1', 'd1']);
    expect(assaultOf(o.state)?.engaged).toEqual(['a1', 'd1']);
  });

  it('1.12.5 FAQ: Can a hit be allocated to a unit that does not have a line of fire to an enemy unit? No, they are allocated as shooting hits are: with a line of fire', () => {
    const hit = act(walled(), resolve, [6, 6]).state;
    // The defender may not put a1's hit on d2, hidden behind the wall.
    expect(check(hit, { type: 'assault.allocateHits', side: 1, allocation: ['d2'] })).toMatchObject(
      { code: 'assault/not-a-potential-target', section: '1.12.5' },
    );
    const saved = act(hit, { type: 'assault.allocateHits', side: 1, allocation: ['d1'] }, [1]);
    expect(saved.state.units['d1']?.status).toBe('destroyed');
    expect(saved.state.units['d2']?.status).toBe('deployed');
  });

  it('1.12.5 FAQ: Can a cover saves be used in an assault? The defender can use them, but not the attacker', () => {
    // Ork Boyz (armour 6+) on both sides, all in woods (a 5+ cover save for infantry).
    const s = ready(
      [
        { id: 'att', side: 0, units: [{ id: 'a1', sheet: ORK_BOYZ.id, x: 68.8, y: 50 }] },
        { id: 'def', side: 1, units: [{ id: 'd1', sheet: ORK_BOYZ.id, x: 70, y: 50 }] },
      ],
      [rect('wood', 'woods', 55, 40, 75, 60)],
    );
    const hits = act(s, resolve, [6, 6]).state;
    // The defender saves on a 5 with the cover of the woods ...
    const defended = act(hits, { type: 'assault.allocateHits', side: 1 }, [5]);
    expect(defended.rolls[0]).toMatchObject({ needed: 5 });
    expect(defended.rolls[0]?.purpose).toMatch(/^cover save/);
    expect(defended.state.units['d1']?.status).toBe('deployed');
    // ... the attacker has only its 6+ armour: a 5 fails.
    const attacked = act(
      defended.state,
      { type: 'assault.allocateHits', side: 0 },
      [5, 3, 3, 3, 3],
    );
    expect(attacked.rolls[0]).toMatchObject({ needed: 6 });
    expect(attacked.rolls[0]?.purpose).toMatch(/^armour save/);
    expect(attacked.state.units['a1']?.status).toBe('destroyed');
  });
});

describe('1.12.5 Resolve Attacks: FAQ (warm-up)', () => {
  /** a1, with a hand flamer (an ignore-cover extra attack, 2.2.3), in a firefight with d1 in
   * the open 6cm away and d2 in woods 8.5cm away (a 4+ cover save for infantry). */
  const flamed = (settings: Partial<GameState['settings']>) =>
    assaultAt(
      assaultGame(
        [
          {
            id: 'att',
            side: 0,
            units: [{ id: 'a1', sheet: POWER_WEAPON_TACTICAL.id, x: 60, y: 50 }],
          },
          {
            id: 'def',
            side: 1,
            units: [
              { id: 'd1', sheet: TAC, x: 66, y: 50 },
              { id: 'd2', sheet: TAC, x: 66, y: 56 },
            ],
          },
        ],
        {
          terrain: [rect('wood', 'woods', 63, 53, 70, 60)],
          extraSheets: [POWER_WEAPON_TACTICAL],
          settings,
        },
      ),
      { attackers: ['att'], defenders: ['def'], step: 'counter-charge', decidingSide: 1 },
    );
  /** The firefight: a1 hits with both attacks; d1 and d2 miss. The plain hit goes to d1 and is
   * saved; the ignore-cover hit waits. */
  const flamerHit = (settings: Partial<GameState['settings']>) => {
    const rolled = act(flamed(settings), resolve, [6, 6, 1, 1]).state;
    return act(rolled, { type: 'assault.allocateHits', side: 1, allocation: ['d1'] }, [6]).state;
  };

  it('1.12.5 FAQ: How are attacks with special abilities like ignore cover and lance allocated in an assault? So as to use them: ignore-cover hits go to units benefiting from a cover save (the warm-up default)', () => {
    const s = flamerHit({ assaultIgnoreCoverHits: 'to-cover' });
    expect(assaultOf(s)?.pending[0]).toMatchObject({
      side: 1,
      count: 1,
      abilities: expect.arrayContaining(['ignore-cover']),
    });
    expect(check(s, { type: 'assault.allocateHits', side: 1, allocation: ['d1'] })).toMatchObject({
      code: 'assault/ignore-cover-to-cover',
      section: '1.12.5',
    });
    // d2, in the woods, takes it: its armour save only (a 3 fails; no cover save follows).
    // (Then the result is worked out: 2D6 each side.)
    const o = act(s, { type: 'assault.allocateHits', side: 1 }, [3, 1, 1, 1, 1]);
    expect(o.rolls[0]?.purpose).toMatch(/^armour save/);
    expect(o.rolls.some((r) => /^cover save/.test(r.purpose))).toBe(false);
    expect(eventsOf(o.events, 'assault/hits-allocated')[0]).toMatchObject({
      hits: [{ unitId: 'd2', count: 1 }],
    });
    expect(o.state.units['d2']?.status).toBe('destroyed');
  });

  it('1.12.5 FAQ (warm-up): agreed the other way, ignore-cover hits are allocated as any other hit: front to back', () => {
    const s = flamerHit({ assaultIgnoreCoverHits: 'as-other-hits' });
    const o = act(s, { type: 'assault.allocateHits', side: 1 }, [3, 1, 1, 1, 1]);
    expect(eventsOf(o.events, 'assault/hits-allocated')[0]).toMatchObject({
      hits: [{ unitId: 'd1', count: 1 }],
    });
    expect(o.state.units['d1']?.status).toBe('destroyed');
  });
});

describe('1.12.6 Supporting Fire: FAQ', () => {
  /** a1 in base contact with d1; d2 at `d2y`; a supporting Marine formation near d2. */
  const support = (d2y: number) =>
    ready([
      { id: 'att', side: 0, units: [{ id: 'a1', sheet: TAC, x: 68.8, y: 50 }] },
      {
        id: 'def',
        side: 1,
        units: [
          { id: 'd1', sheet: TAC, x: 70, y: 50 },
          { id: 'd2', sheet: TAC, x: 70, y: d2y },
          { id: 'd3', sheet: TAC, x: 74, y: 50 },
        ],
      },
      { id: 'sup', side: 0, units: [{ id: 's1', sheet: TAC, x: 80, y: d2y + 10 }] },
      { id: 'far', side: 1, units: [{ id: 'f1', sheet: TAC, x: 170, y: 110 }] },
    ]);
  /** a1 misses, each defender that attacks hits (`attackers` of them), a1 saves them all: the
   * attacker's support is next. */
  const toSupport = (state: GameState, attackers: number) => {
    const sixes = Array.from({ length: attackers }, () => 6);
    const rolled = act(state, resolve, [1, ...sixes]).state;
    return act(rolled, { type: 'assault.allocateHits', side: 0 }, sixes).state;
  };

  it('1.12.6 FAQ: What does “directly involved” mean here? A line of fire to at least one enemy unit that attacked with its close combat or firefight', () => {
    // d2 12cm from a1 fires its firefight: s1, 10cm from d2 and 30cm from d1, may support.
    const involved = toSupport(support(62), 3);
    expect(check(involved, { type: 'assault.support', side: 0, formationIds: ['sup'] })).toBeNull();
    expect(supportCandidates(involved, assaultOf(involved)!, 0)).toEqual({ sup: ['s1'] });
    // d2 20cm from a1 did not attack: s1 is near no enemy unit that did, and the Marines'
    // support step is passed over (the result dice follow a1's saves).
    const rolled = act(support(72), resolve, [1, 6, 6]).state;
    expect(supportCandidates(rolled, assaultOf(rolled)!, 0)).toEqual({});
    const saved = act(rolled, { type: 'assault.allocateHits', side: 0 }, [6, 6, 3, 3, 3, 3]);
    expect(saved.rolls.filter((r) => r.unitId === 's1')).toEqual([]);
  });

  it("1.12.6 FAQ: Can hits from supporting fire carry over on to units that weren't “directly involved”? No", () => {
    const s = toSupport(support(62), 3);
    // s1 supports and hits (a 6): its hit may go only to units that attacked (d1, d2, d3 all
    // did), never to the far formation nor to units that did not.
    const o = act(s, { type: 'assault.support', side: 0, formationIds: ['sup'] }, [6]);
    const fromSupport = assaultOf(o.state)?.pending.find((p) => p.source === 'support');
    expect(fromSupport).toMatchObject({ side: 1, count: 1 });
    expect(fromSupport?.eligible).not.toContain('f1');
    expect([...(fromSupport?.eligible ?? [])].every((id) => ['d1', 'd2', 'd3'].includes(id))).toBe(
      true,
    );
  });
});
