import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { Dice, FixedDieSource } from '../../engine/kernel/dice/roller';
import type { GameEvent } from '../../engine/netea/events';
import { aircraftDecision } from '../../engine/netea/rules/4.1-4.2-aircraft/decision';
import { destroyLandedLosers } from '../../engine/netea/rules/4.1-4.2-aircraft/landedLosses';
import { assaultOf } from '../../engine/netea/rules/1.12-assaults/state';
import { pendingRallies } from '../../engine/netea/rules/1.14-end-phase/rallyOrder';
import { hasActivations } from '../../engine/netea/rules/1.2-formations/formations';
import { airGame, STRAIGHT_IN as FIGHTA_IN } from '../netea/rules/4.2-aircraft/airGame';
import {
  groundAttack,
  terminatorsAt,
  thunderhawkGame,
} from '../netea/rules/4.2-aircraft/thunderhawkGame';
import { eventsOf, go, refusalOf, withFormation } from './helpers';

type Land = Extract<Command, { type: 'aircraft.land' }>;
const land = (over: Partial<Land> = {}): Land => ({
  type: 'aircraft.land',
  side: 0,
  disembark: terminatorsAt(82, 65),
  pickUp: [],
  ...over,
});
const noFlak: Command = { type: 'aircraft.flak', side: 1, unitIds: [] };
const dice = (s: GameState, faces: number[]) => new Dice(new FixedDieSource(faces, s.rng));

/** Straight in to 5cm short of the bunker's zone of control, for an air assault. */
const CLOSE_IN = [
  { x: 90, y: 0 },
  { x: 90, y: 70 },
];

/** The Terminators dropped around the Thunderhawk at (90, 70): the first in base contact with
 * the bunker, the last in its zone of control. */
const ASSAULT_DROP: Land['disembark'] = [
  { unitId: 'tm1', position: { x: 90, y: 77.4 }, facing: 90 },
  { unitId: 'tm2', position: { x: 84, y: 70 }, facing: 180 },
  { unitId: 'tm3', position: { x: 96, y: 70 }, facing: 180 },
  { unitId: 'tm4', position: { x: 84, y: 75 }, facing: 180 },
];

/** The Thunderhawk has flown in (initiative 6) and passed the flak: it may land or attack. */
function overTheTarget(s: GameState = thunderhawkGame(), approach = groundAttack()): GameState {
  return go(go(s, approach, 6).state, noFlak).state;
}
const closeIn = (s: GameState = thunderhawkGame()) => overTheTarget(s, groundAttack(CLOSE_IN));

function withSheet(s: GameState, id: string, change: object): GameState {
  return { ...s, datasheets: { ...s.datasheets, [id]: { ...s.datasheets[id]!, ...change } } };
}

describe('4.2.5 Transporting ground units', () => {
  it('4.2.5: troops ride off-board in the transport aircraft and take no action while it is off the table', () => {
    const s = withFormation(thunderhawkGame(), 'bunk', { activated: true });
    // The Terminators are aboard the Thunderhawk in reserve: only the aircraft may act.
    expect(hasActivations(s, 0)).toBe(true);
    const noAircraft = withFormation(s, 'th', { activated: true });
    expect(hasActivations(noAircraft, 0)).toBe(false);
  });

  it('4.2.5: after the approach and the flak a transport aircraft may land; its troops get out within 5cm, take no action this turn, and the aircraft still makes its ground attack', () => {
    const s = overTheTarget();
    expect(aircraftDecision(s)?.commands).toEqual(['aircraft.attack', 'aircraft.land']);
    const r = go(s, land());
    expect(eventsOf(r.events, 'aircraft/landed')).toHaveLength(1);
    expect(r.state.units['tm1']).toMatchObject({ status: 'deployed', position: { x: 82, y: 65 } });
    expect(r.state.units['th1']).toMatchObject({ status: 'deployed', position: { x: 90, y: 60 } });
    expect(r.state.formations['term']?.activated).toBe(true);
    expect(r.state.aircraft?.landed).toEqual(['th']);
    // The ground attack follows (4.2 FAQ step 5); landing again does not.
    expect(aircraftDecision(r.state)?.commands).toEqual(['aircraft.attack']);
  });

  it('4.2.5: units getting out are placed within 5cm of the aircraft, not in an enemy zone of control', () => {
    const s = overTheTarget();
    expect(refusalOf(s, land({ disembark: terminatorsAt(82, 72) }))).toMatchObject({
      code: 'aircraft/disembark-too-far',
      section: '4.2.5',
    });
    // Beside the bunker (its zone of control, 1.7.3) only an air assault may drop them.
    const zoc = land({
      disembark: terminatorsAt(82, 65).map((p, i) =>
        i === 0 ? { ...p, position: { x: 90, y: 74 }, facing: 90 } : p,
      ),
    });
    const s2 = withSheet(s, 'sm-terminator', {
      abilities: [...s.datasheets['sm-terminator']!.abilities, { id: 'jump-packs' }],
    });
    expect(refusalOf(s2, zoc)).toMatchObject({ code: 'aircraft/disembark-in-zoc' });
    expect(refusalOf(s2, { ...zoc, assault: 'bunk' })).toBeNull();
  });

  it('4.2.5: skimmers and units with jump packs may be placed within 15cm of the landing aircraft', () => {
    const base = overTheTarget();
    const jumping = withSheet(base, 'sm-terminator', {
      abilities: [...base.datasheets['sm-terminator']!.abilities, { id: 'jump-packs' }],
    });
    const twelve = land({ disembark: terminatorsAt(82, 70) });
    expect(refusalOf(base, twelve)).toMatchObject({ code: 'aircraft/disembark-too-far' });
    expect(refusalOf(jumping, twelve)).toBeNull();
  });

  it('4.2.5: a landed aircraft picks up friendly units within 5cm, whole formations only (3.1.3)', () => {
    const s = overTheTarget();
    const out = go(s, land()).state;
    // Next turn (as a ground unit it stays; the Terminators are beside it): fly a second one in.
    const second = overTheTarget({
      ...thunderhawkGame(),
      units: {
        ...thunderhawkGame().units,
        ...Object.fromEntries(['tm1', 'tm2', 'tm3', 'tm4'].map((id) => [id, out.units[id]!])),
      },
    });
    expect(refusalOf(second, land({ disembark: [], pickUp: ['tm1', 'tm2'] }))).toMatchObject({
      code: 'aircraft/whole-formation',
      section: '3.1.3',
    });
    const r = go(second, land({ disembark: [], pickUp: ['tm1', 'tm2', 'tm3', 'tm4'] }));
    expect(r.state.units['tm3']).toMatchObject({ status: 'embarked', transportedBy: 'th1' });
  });

  it('4.2.5: a transport aircraft destroyed in the air while carrying ground units loses them with it, no saves', () => {
    const base = thunderhawkGame();
    // One point of damage left: the flak's one hit and a failed save and re-roll bring it down.
    const s = { ...base, units: { ...base.units, th1: { ...base.units['th1']!, damage: 1 } } };
    const flown = go(s, groundAttack(), 6).state;
    const hit = go(flown, { type: 'aircraft.flak', side: 1, unitIds: ['hy1'] }, 5, 1).state;
    // Two dice only: the armour save and its re-roll (2.1.11); none for the Terminators.
    const r = go(hit, { type: 'aircraft.jink', side: 0, jink: false }, 1, 1);
    expect(r.state.units['th1']?.status).toBe('destroyed');
    expect(['tm1', 'tm2', 'tm3', 'tm4'].map((id) => r.state.units[id]?.status)).toEqual([
      'destroyed',
      'destroyed',
      'destroyed',
      'destroyed',
    ]);
    expect(eventsOf(r.events, 'aircraft/cargo-lost')).toEqual([
      expect.objectContaining({ unitIds: ['tm1', 'tm2', 'tm3', 'tm4'], section: '4.2.5' }),
    ]);
  });

  it('4.2.5 FAQ: Can aircraft without a transport capacity land? No', () => {
    const flown = go(
      airGame(),
      {
        type: 'aircraft.mission',
        side: 0,
        formationId: 'fb',
        mission: 'ground-attack',
        approach: FIGHTA_IN,
      },
      6,
    ).state;
    const s = go(flown, { type: 'aircraft.flak', side: 1, unitIds: [] }).state;
    expect(aircraftDecision(s)?.commands).toEqual(['aircraft.attack']);
    expect(
      refusalOf(s, { type: 'aircraft.land', side: 0, disembark: [], pickUp: [] }),
    ).toMatchObject({ code: 'aircraft/no-transport', section: '4.2.5' });
  });

  it('4.2.5 FAQ: If a landed aircraft is destroyed while carry ground units, are they lost with it? No, resolve this as per 1.7.5', () => {
    // Landed with two Terminators still aboard, the Thunderhawk loses an assault.
    const landed = go(overTheTarget(), land({ disembark: [] })).state;
    const events: GameEvent[] = [];
    // 1.7.5: each passenger saves with its armour (4+) or a 6+ cover save: 4, 1, 5, 2.
    const s = destroyLandedLosers(landed, ['th'], dice(landed, [4, 1, 5, 2]), events);
    expect(s.units['th1']?.status).toBe('destroyed');
    expect(['tm1', 'tm2', 'tm3', 'tm4'].map((id) => s.units[id]?.status)).toEqual([
      'deployed',
      'destroyed',
      'deployed',
      'destroyed',
    ]);
    expect(s.units['tm1']?.position).toEqual({ x: 90, y: 60 });
  });

  it('4.2.5 FAQ: Can units that have a special ability that allows them to enter play use it if a aircraft transports them off board? No, only by disembarking from the landed aircraft', () => {
    const base = thunderhawkGame();
    const start: GameState = {
      ...base,
      phase: 'strategy',
      turnState: { ...base.turnState, strategyTotals: null },
    };
    const teleport: Command = {
      type: 'teleport.place',
      side: 0,
      formationId: 'term',
      placements: terminatorsAt(40, 40),
    };
    expect(refusalOf(start, teleport)).toMatchObject({
      code: 'teleport/not-waiting',
      section: '2.1.17',
    });
  });

  it('4.2.5 FAQ: Can a transport aircraft jink and still carry out an air assault. Yes, so long as it doesn’t have the Bomber manoeuvre class', () => {
    // As a bomber the Thunderhawk may not jink at all (4.2.3).
    const flown = go(thunderhawkGame(), groundAttack(), 6).state;
    const hit = go(flown, { type: 'aircraft.flak', side: 1, unitIds: ['hy1'] }, 5, 1).state;
    expect(refusalOf(hit, { type: 'aircraft.jink', side: 0, jink: true })).toMatchObject({
      code: 'jink/bomber',
    });
    // A fighter-bomber transport jinks (4+ save: a 4), loses its attack, and still air assaults.
    const fb = withSheet(thunderhawkGame(), 'sm-thunderhawk', { speed: 'fighter-bomber' });
    const flownFb = go(fb, groundAttack(CLOSE_IN), 6).state;
    const hitFb = go(flownFb, { type: 'aircraft.flak', side: 1, unitIds: ['hy1'] }, 5, 1).state;
    const jinked = go(hitFb, { type: 'aircraft.jink', side: 0, jink: true }, 4).state;
    expect(
      refusalOf(jinked, { type: 'aircraft.attack', side: 0, targetFormationId: 'bunk' }),
    ).toMatchObject({ code: 'aircraft/jinked', section: '4.2.3' });
    const r = go(jinked, land({ assault: 'bunk', disembark: ASSAULT_DROP }));
    expect(assaultOf(r.state)).toMatchObject({ attackers: ['th', 'term'], defenders: ['bunk'] });
  });

  it('4.2.5 FAQ: Is it possible to air assault into a formation which is completely covered by the zone of control of another formation? Either way: the warm-up setting', () => {
    // A second Imperial formation (a Hydra) stands beside the bunker: its zone of control covers
    // the spot where a Terminator is dropped in base contact with the bunker.
    const withGuard = (settings: object) => {
      const s = thunderhawkGame(settings);
      const hy2 = {
        ...s.units['hy1']!,
        id: 'hy2',
        formationId: 'guard',
        position: { x: 85, y: 80 },
      };
      return closeIn({
        ...s,
        units: { ...s.units, hy2 },
        formations: {
          ...s.formations,
          guard: { ...s.formations['bunk']!, id: 'guard', name: 'guard', unitIds: ['hy2'] },
        },
      });
    };
    const drop = land({ assault: 'bunk', disembark: ASSAULT_DROP });
    expect(refusalOf(withGuard({}), drop)).toBeNull();
    expect(refusalOf(withGuard({ airAssaultThroughZoc: 'refused' }), drop)).toMatchObject({
      code: 'aircraft/disembark-in-zoc',
      section: '4.2.5',
    });
  });

  it('4.2.5 FAQ: Is a fearless aircraft that loses an assault automatically destroyed? No', () => {
    const landed = go(overTheTarget(), land()).state;
    const lost = destroyLandedLosers(landed, ['th'], dice(landed, []), []);
    expect(lost.units['th1']?.status).toBe('destroyed');
    const fearless = withSheet(landed, 'sm-thunderhawk', {
      abilities: [...landed.datasheets['sm-thunderhawk']!.abilities, { id: 'fearless' }],
    });
    const kept = destroyLandedLosers(fearless, ['th'], dice(landed, []), []);
    expect(kept.units['th1']?.status).toBe('deployed');
  });

  it('4.2.5: an air assault: the aircraft and the units that got out fight one assault, entering the target’s zone of control as if charging', () => {
    const r = go(closeIn(), land({ assault: 'bunk', disembark: ASSAULT_DROP }));
    expect(eventsOf(r.events, 'aircraft/air-assault')).toHaveLength(1);
    // The 15cm check passed: the defender's counter charges come next (1.12.4).
    expect(assaultOf(r.state)).toMatchObject({
      attackers: ['th', 'term'],
      defenders: ['bunk'],
      step: 'counter-charge',
    });
  });
});

describe('4.2.3, 4.2.6 and 1.10 FAQ answers on landed aircraft', () => {
  it('4.2.3 FAQ: Can weapons with an AA value be used to attack landed aircraft? No', () => {
    const landed = go(overTheTarget(), land()).state;
    // A landed aircraft is off the flak's reach: there is no flight for an AA weapon to fire at.
    expect(landed.aircraft?.flights['th']).toBeDefined();
    const over = go(landed, { type: 'aircraft.attack', side: 0, targetFormationId: null }).state;
    expect(over.aircraft?.flights['th']).toBeUndefined();
    expect(refusalOf(over, { type: 'aircraft.flak', side: 1, unitIds: ['hy1'] })).toMatchObject({
      code: 'flow/not-now',
    });
  });

  it('4.2.6 FAQ: What happens when a landed aircraft does not make a disengagement move? It rallies in the end phase like a ground formation and may act like one next turn', () => {
    let s = withFormation(thunderhawkGame(), 'bunk', { activated: true });
    s = go(go(s, groundAttack(), 6).state, noFlak).state;
    s = go(s, land()).state;
    s = withFormation(s, 'th', { blastMarkers: 1 });
    s = go(s, { type: 'aircraft.attack', side: 0, targetFormationId: null }).state;
    expect(s.phase).toBe('end');
    expect(aircraftDecision(s)).toMatchObject({
      side: 0,
      commands: ['aircraft.disengage', 'aircraft.stay'],
    });
    s = go(s, { type: 'aircraft.stay', side: 0, formationId: 'th' }).state;
    expect(s.units['th1']).toMatchObject({ status: 'deployed', position: { x: 90, y: 60 } });
    expect(pendingRallies(s, 0).map((f) => f.id)).toContain('th');
    // As a ground formation it may not fly a mission until it takes off (4.2.6).
    const next: GameState = {
      ...s,
      phase: 'action',
      turn: 2,
      formations: { ...s.formations, th: { ...s.formations['th']!, activated: false } },
      turnState: { ...s.turnState, activeSide: 0, activation: null },
    };
    expect(refusalOf(next, groundAttack())).toMatchObject({ code: 'aircraft/landed' });
    expect(
      refusalOf(next, {
        type: 'action.declare',
        side: 0,
        formationId: 'th',
        action: 'sustained-fire',
      }),
    ).toBeNull();
  });

  it('4.2.6: a landed aircraft may take off in the end phase with a disengagement move, its passengers aboard', () => {
    let s = withFormation(thunderhawkGame(), 'bunk', { activated: true });
    s = withFormation(s, 'term', { activated: true });
    s = go(go(s, groundAttack(), 6).state, noFlak).state;
    s = go(s, land({ disembark: [] })).state;
    s = go(s, { type: 'aircraft.attack', side: 0, targetFormationId: null }).state;
    const r = go(s, {
      type: 'aircraft.disengage',
      side: 0,
      formationId: 'th',
      path: [
        { x: 90, y: 60 },
        { x: 90, y: 120 },
      ],
    });
    expect(eventsOf(r.events, 'aircraft/disengaging')).toHaveLength(1);
    expect(r.state.aircraft?.landed ?? []).toEqual([]);
  });

  it('4.1.1: a landed aircraft broken on the ground takes off no longer broken, carrying off the Blast markers it counted as having (1.13.4, 3.2.4, 4.2.7)', () => {
    let s = withFormation(thunderhawkGame(), 'bunk', { activated: true });
    s = withFormation(s, 'term', { activated: true });
    s = go(go(s, groundAttack(), 6).state, noFlak).state;
    s = go(s, land({ disembark: [] })).state;
    s = go(s, { type: 'aircraft.attack', side: 0, targetFormationId: null }).state;
    s = withFormation(s, 'th', { broken: true, blastMarkers: 0 });
    const r = go(s, {
      type: 'aircraft.disengage',
      side: 0,
      formationId: 'th',
      path: [
        { x: 90, y: 60 },
        { x: 90, y: 120 },
      ],
    });
    const th = r.state.formations['th']!;
    const worth = th.unitIds
      .map((id) => r.state.units[id]!)
      .reduce((n, u) => n + (r.state.datasheets[u.datasheetId]?.damageCapacity ?? 1), 0);
    expect(th.broken).toBe(false);
    expect(worth).toBeGreaterThan(1);
    expect(th.blastMarkers).toBe(worth);
  });

  it('1.10 FAQ: An air assault suffers overwatch fire when a transported formation disembarks. Which formation receives the Blast marker? The disembarking formation', () => {
    const base = thunderhawkGame();
    const s = closeIn(withFormation(base, 'bunk', { overwatch: true }));
    const r = go(s, land({ assault: 'bunk', disembark: ASSAULT_DROP }));
    expect(r.state.turnState.overwatchWindow).toMatchObject({ formationId: 'term' });
    expect(assaultOf(r.state)?.step).toBe('disembark');
    // The Hydra fires and misses: the Blast marker for coming under fire is the Terminators'.
    const fired = go(r.state, { type: 'overwatch.fire', side: 1, formationId: 'bunk' }, 1, 1, 1);
    expect(fired.state.formations['term']?.blastMarkers).toBe(1);
    expect(fired.state.formations['th']?.blastMarkers).toBe(0);
    // Then the air assault goes on to the counter charges.
    expect(assaultOf(fired.state)?.step).toBe('counter-charge');
  });
});
