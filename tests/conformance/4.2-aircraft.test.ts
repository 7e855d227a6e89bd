import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/netea/state/schema';
import type { Command } from '../../engine/netea/commands/schema';
import { checkBreak } from '../../engine/netea/rules/1.13-broken-formations/breaking';
import { airGame, STRAIGHT_IN } from '../netea/rules/4.2-aircraft/airGame';
import { getDatasheet } from '../../engine/netea/data';
import { declare, eventsOf, go, refusalOf, rollsOf, withFormation } from './helpers';

const mission = (
  m: 'interception' | 'ground-attack' | 'stand-down',
  approach = STRAIGHT_IN,
): Command => ({ type: 'aircraft.mission', side: 0, formationId: 'fb', mission: m, approach });

describe('4.1 Aerospace units', () => {
  it('4.1.1: aerospace formations receive Blast markers but cannot be broken', () => {
    const s = withFormation(airGame(), 'fb', { blastMarkers: 6 });
    expect(checkBreak(s, 'fb').events).toEqual([]);
    // A ground formation with as many Blast markers breaks (1.13.2).
    const ground = withFormation(airGame(), 'bat', { blastMarkers: 4 });
    expect(checkBreak(ground, 'bat').events).toHaveLength(1);
  });

  it('4.1.1: aerospace formations cannot be assaulted or shot at by ground units in their actions', () => {
    const base = airGame();
    const s = { ...base, turnState: { ...base.turnState, activeSide: 1 as const } };
    // The only enemy is in the air: there is nothing to assault.
    expect(refusalOf(s, declare(1, 'bat', 'engage'))).toMatchObject({
      code: 'assault/no-target',
    });
    // 4.2.3: ground units shoot at aircraft only with flak.
    const firing = go(s, declare(1, 'bat', 'sustained-fire'), 6).state;
    expect(
      refusalOf(firing, { type: 'shoot.declare', side: 1, targetFormationId: 'fb' }),
    ).toMatchObject({ code: 'shooting/at-aircraft', section: '4.2.3' });
  });
});

describe('4.1 Aerospace units: manoeuvre classes', () => {
  it('4.1: an aircraft’s manoeuvre class is noted instead of its speed: bombers may neither intercept nor jink', () => {
    const base = airGame();
    const bomber = { ...base.datasheets['ork-fighta-bomber']!, speed: 'bomber' as const };
    const s = { ...base, datasheets: { ...base.datasheets, 'ork-fighta-bomber': bomber } };
    // A bomber may not fly an interception (4.2).
    expect(refusalOf(s, mission('interception'))).toMatchObject({ code: 'aircraft/not-fighters' });
    const approached = go(s, mission('ground-attack'), 6).state;
    const flak = go(approached, { type: 'aircraft.flak', side: 1, unitIds: ['bat4'] }, 6, 1).state;
    expect(refusalOf(flak, { type: 'aircraft.jink', side: 0, jink: true })).toMatchObject({
      code: 'jink/bomber',
      section: '4.2.3',
    });
  });
});

describe('4.2 Aircraft', () => {
  it('4.2: aircraft formations can only take the aircraft actions', () => {
    expect(refusalOf(airGame(), declare(0, 'fb', 'advance'))).toMatchObject({
      code: 'aircraft/ground-action',
      section: '4.2',
    });
  });

  it('4.2: aircraft formations that fail an action test must take a stand down action rather than a hold action', () => {
    // 4.2.7: three Blast markers give -3: a 3 fails the 1+ test.
    const s = withFormation(airGame(), 'fb', { blastMarkers: 3 });
    const r = go(s, mission('ground-attack'), 3);
    expect(eventsOf(r.events, 'aircraft/stood-down')).toEqual([
      expect.objectContaining({ formationId: 'fb', failed: true }),
    ]);
    expect(r.state.formations['fb']).toMatchObject({
      activated: true,
      action: null,
      blastMarkers: 0,
    });
    expect(r.state.units['fb1']?.status).toBe('reserve');
  });

  it('4.2.7 FAQ: Do aircraft get a Blast marker for failing an activation? No', () => {
    const r = go(withFormation(airGame(), 'fb', { blastMarkers: 1 }), mission('ground-attack'), 1);
    expect(eventsOf(r.events, 'aircraft/stood-down')).toHaveLength(1);
    expect(eventsOf(r.events, 'blast/markers-placed')).toEqual([]);
    expect(r.state.formations['fb']?.blastMarkers).toBe(0);
  });

  it('4.2.7: the action test takes -1 for each Blast marker instead of the -1 for having Blast markers', () => {
    const r = go(withFormation(airGame(), 'fb', { blastMarkers: 2 }), mission('ground-attack'), 3);
    const test = rollsOf(r.events).find((e) => e.purpose.startsWith('action test'));
    expect(test?.modifiers.map((m) => [m.value, m.section])).toEqual([[-2, '4.2.7']]);
    expect(test?.needed).toBe(3);
    expect(r.state.aircraft?.step?.stage).toBe('flak');
  });

  it('4.2.1: aircraft are set up touching their own side’s table edge', () => {
    const r = refusalOf(
      airGame(),
      mission('ground-attack', [
        { x: 90, y: 20 },
        { x: 90, y: 60 },
      ]),
    );
    expect(r).toMatchObject({ code: 'aircraft/not-own-edge', section: '4.2.1' });
  });

  it('4.2.1: fighter-bombers manoeuvre as bombers on a ground attack (45°) and as fighters otherwise (90°)', () => {
    const hook = [
      { x: 90, y: 0 },
      { x: 90, y: 40 },
      { x: 130, y: 40 },
    ];
    expect(refusalOf(airGame(), mission('ground-attack', hook))).toMatchObject({
      code: 'aircraft/turn-too-sharp',
      section: '4.2.1',
    });
    expect(refusalOf(airGame(), mission('interception', hook))).toBeNull();
  });

  it('4.2.1: an aircraft must move at least 30cm before it turns, and another 30cm before it turns again', () => {
    const early = [
      { x: 90, y: 0 },
      { x: 90, y: 20 },
      { x: 100, y: 40 },
    ];
    expect(refusalOf(airGame(), mission('interception', early))).toMatchObject({
      code: 'aircraft/turn-too-soon',
      section: '4.2.1',
    });
    const twice = [
      { x: 90, y: 0 },
      { x: 90, y: 30 },
      { x: 120, y: 60 },
      { x: 120, y: 90 },
    ];
    expect(refusalOf(airGame(), mission('interception', twice))).toBeNull();
    const tooSoonAgain = [
      { x: 90, y: 0 },
      { x: 90, y: 30 },
      { x: 100, y: 40 },
      { x: 100, y: 80 },
    ];
    expect(refusalOf(airGame(), mission('interception', tooSoonAgain))).toMatchObject({
      code: 'aircraft/turn-too-soon',
    });
  });
});

/** The Orks fly in; the Hydra (two AA5+ shots) flaks them. */
function flown(...flakDice: number[]) {
  const approached = go(airGame(), mission('ground-attack'), 6);
  const flak = go(
    approached.state,
    { type: 'aircraft.flak', side: 1, unitIds: ['bat4'] },
    ...flakDice,
  );
  return { approached, flak };
}

describe('4.2.3–4.2.4 Anti-aircraft and flak attacks', () => {
  it('4.2.4: the flak of a ground unit with an AA weapon the aircraft came within range of, before the aircraft attack', () => {
    const { approached, flak } = flown(5, 2);
    expect(approached.state.units['fb1']?.status).toBe('deployed');
    expect(rollsOf(flak.events).map((r) => [r.section, r.base, r.needed])).toEqual([
      ['4.2.4', 5, 5],
    ]);
    expect(eventsOf(flak.events, 'aircraft/flak')).toEqual([
      expect.objectContaining({ hits: 1, section: '4.2.4' }),
    ]);
    // 4.2.7: one Blast marker for coming under fire.
    expect(flak.state.formations['fb']?.blastMarkers).toBe(1);
    expect(flak.state.aircraft?.step?.stage).toBe('jink');
  });

  it('4.2.3: aircraft that jink receive a 4+ saving throw instead of their normal armour save but lose their attack', () => {
    const { flak } = flown(5, 2);
    const jinked = go(flak.state, { type: 'aircraft.jink', side: 0, jink: true }, 4);
    const save = rollsOf(jinked.events).find((r) => r.purpose.includes('save'));
    expect(save).toMatchObject({ base: 4, successes: 1 });
    // The attack is lost: the action is over, no attack step waits.
    expect(jinked.state.aircraft?.step).toBeNull();
    expect(jinked.state.turnState.activation).toBeNull();
  });

  it('4.2.3: without jinking the armour save is taken and the aircraft then attacks', () => {
    const { flak } = flown(5, 2);
    const saved = go(flak.state, { type: 'aircraft.jink', side: 0, jink: false }, 6);
    expect(rollsOf(saved.events).find((r) => r.purpose.includes('save'))).toMatchObject({
      base: 6,
    });
    expect(saved.state.aircraft?.step?.stage).toBe('attack');
  });

  it('4.2.3 FAQ: Are jink saving throws invulnerable? No: a macro-weapon AA hit allows no jink save', () => {
    // The Hydra's autocannon made a macro-weapon for this test (2.2.6).
    const base = airGame();
    const hydra = base.datasheets['ig-hydra']!;
    const macroHydra = {
      ...hydra,
      weapons: hydra.weapons.map((w, i) =>
        i === 0
          ? {
              ...w,
              count: 1,
              modes: w.modes.map((m) => ({ ...m, abilities: [{ id: 'macro-weapon' as const }] })),
            }
          : w,
      ),
    };
    const s = { ...base, datasheets: { ...base.datasheets, 'ig-hydra': macroHydra } };
    const approached = go(s, mission('ground-attack'), 6).state;
    const flak = go(approached, { type: 'aircraft.flak', side: 1, unitIds: ['bat4'] }, 6).state;
    // Jinking, no save at all is rolled against the macro-weapon hit: the aircraft is lost.
    const jinked = go(flak, { type: 'aircraft.jink', side: 0, jink: true });
    expect(rollsOf(jinked.events).filter((r) => r.purpose.includes('save'))).toEqual([]);
    expect(Object.values(jinked.state.units).filter((u) => u.status === 'destroyed')).toHaveLength(
      1,
    );
  });

  it('4.2.7: the aircraft receives one Blast marker for each aircraft unit that is shot down', () => {
    const { flak } = flown(6, 6);
    const lost = go(flak.state, { type: 'aircraft.jink', side: 0, jink: false }, 1, 1);
    expect(Object.values(lost.state.units).filter((u) => u.status === 'destroyed')).toHaveLength(2);
    // 1 for coming under fire + 2 shot down.
    expect(lost.state.formations['fb']?.blastMarkers).toBe(3);
  });

  it('4.2.4: flak attacks may not be carried out by units belonging to a formation that is marching or broken', () => {
    const s = withFormation(airGame(), 'bat', { action: 'march' });
    const approached = go(s, mission('ground-attack'), 6);
    // No unit may fire: the flak step is skipped and the attack follows.
    expect(approached.state.aircraft?.step?.stage).toBe('attack');
  });

  it('4.2.4 FAQ: Can units with weapons that don’t have an AA value be suppressed when making a flak attack? Yes, and they only need to be within range', () => {
    // One Blast marker on the battery: of its four units within range, only three may fire,
    // the Basilisks (no AA value) count for it.
    const s = withFormation(airGame(), 'bat', { blastMarkers: 4 });
    const approached = go(s, mission('ground-attack'), 6);
    expect(
      refusalOf(approached.state, { type: 'aircraft.flak', side: 1, unitIds: ['bat4'] }),
    ).toMatchObject({ code: 'flak/suppressed', section: '4.2.4' });
  });
});

describe('4.2.4 flak FAQ', () => {
  /** A second Hydra, with a Command Bunker, by the south-east corner where the Orks fly out. */
  function withBunker(): GameState {
    const s = airGame();
    const bunker = {
      ...s.units['bat4']!,
      id: 'h2',
      formationId: 'bunk',
      position: { x: 150, y: 112 },
    };
    return {
      ...s,
      units: { ...s.units, h2: bunker },
      formations: {
        ...s.formations,
        bunk: { ...s.formations['bat']!, id: 'bunk', name: 'bunker', unitIds: ['h2'] },
      },
    };
  }

  it('4.2.4 FAQ: Do to hit modifiers for a double, marshal or sustain action apply to flak attacks? No, the only modifier is -1 in the end phase after a move', () => {
    // In the action phase, after a double action: no modifier.
    const doubled = withFormation(airGame(), 'bat', { action: 'double' });
    const approached = go(doubled, mission('ground-attack'), 6).state;
    const flak = go(approached, { type: 'aircraft.flak', side: 1, unitIds: ['bat4'] }, 1, 1);
    expect(rollsOf(flak.events)[0]).toMatchObject({ base: 5, needed: 5, modifiers: [] });
    // In the end phase, after a move: -1.
    const moved = withFormation(withBunker(), 'bunk', { action: 'advance' });
    const flown = go(go(moved, mission('ground-attack'), 6).state, {
      type: 'aircraft.flak',
      side: 1,
      unitIds: [],
    }).state;
    const away = go(flown, { type: 'aircraft.attack', side: 0, targetFormationId: null }).state;
    const out = go(
      { ...away, phase: 'end' },
      {
        type: 'aircraft.disengage',
        side: 0,
        formationId: 'fb',
        path: [
          { x: 90, y: 60 },
          { x: 90, y: 90 },
          { x: 120, y: 120 },
        ],
      },
    ).state;
    const endFlak = go(out, { type: 'aircraft.flak', side: 1, unitIds: ['h2'] }, 1, 1);
    expect(rollsOf(endFlak.events)[0]).toMatchObject({ base: 5, needed: 6 });
    expect(rollsOf(endFlak.events)[0]?.modifiers.map((m) => m.section)).toEqual(['4.2.4']);
  });

  it('4.2.4 FAQ: An aircraft makes its approach move and suffers flak attacks from one unit in a formation. As it makes its disengagement move … Yes, each unit may only shoot at an aircraft once per turn', () => {
    const s = withBunker();
    // Both Hydras in one formation: the first fires at the approach, the second (out of reach
    // then) at the disengagement.
    const one = {
      ...s,
      units: { ...s.units, h2: { ...s.units['h2']!, formationId: 'bat' } },
      formations: {
        ...s.formations,
        bat: { ...s.formations['bat']!, unitIds: [...s.formations['bat']!.unitIds, 'h2'] },
      },
    };
    const approached = go(one, mission('ground-attack'), 6).state;
    expect(
      refusalOf(approached, { type: 'aircraft.flak', side: 1, unitIds: ['h2'] }),
    ).toMatchObject({ code: 'flak/not-eligible' });
    const flak = go(approached, { type: 'aircraft.flak', side: 1, unitIds: ['bat4'] }, 1, 1).state;
    const away = go(flak, { type: 'aircraft.attack', side: 0, targetFormationId: null }).state;
    const out = go(
      { ...away, phase: 'end' },
      {
        type: 'aircraft.disengage',
        side: 0,
        formationId: 'fb',
        path: [
          { x: 90, y: 60 },
          { x: 90, y: 90 },
          { x: 120, y: 120 },
        ],
      },
    ).state;
    expect(refusalOf(out, { type: 'aircraft.flak', side: 1, unitIds: ['bat4'] })).toMatchObject({
      code: 'flak/already-fired',
      section: '4.2.4',
    });
    expect(refusalOf(out, { type: 'aircraft.flak', side: 1, unitIds: ['h2'] })).toBeNull();
  });
});

describe('4.2.2 Aircraft attacks', () => {
  it('4.2.2 FAQ: Do aircraft that attack ground formations suffer to hit modifiers for cover? Only if the target is in cover', () => {
    const wood = {
      id: 'wood',
      type: 'woods' as const,
      height: 1,
      polygon: [
        { x: 70, y: 70 },
        { x: 110, y: 70 },
        { x: 110, y: 90 },
        { x: 70, y: 90 },
      ],
    };
    const hill = {
      id: 'ridge',
      type: 'woods' as const,
      height: 3,
      polygon: [
        { x: 60, y: 64 },
        { x: 120, y: 64 },
        { x: 120, y: 68 },
        { x: 60, y: 68 },
      ],
    };
    const attackWith = (terrain: (typeof wood)[]) => {
      const s = { ...airGame(), terrain };
      const flown = go(go(s, mission('ground-attack'), 6).state, {
        type: 'aircraft.flak',
        side: 1,
        unitIds: [],
      }).state;
      const r = go(
        flown,
        { type: 'aircraft.attack', side: 0, targetFormationId: 'bat' },
        1,
        1,
        1,
        1,
      );
      return rollsOf(r.events).find((e) => e.section === '1.9.5');
    };
    // In the wood: -1.
    expect(attackWith([wood])?.modifiers.map((m) => m.reason)).toEqual(['target in cover']);
    // Behind a wood, in the open: the aircraft see over it, no modifier.
    expect(attackWith([hill])?.modifiers).toEqual([]);
  });

  it('4.2.2: aircraft attack with the normal shooting rules; the defender allocates the hits and there is no crossfire', () => {
    const { flak } = flown(1, 1);
    expect(flak.state.aircraft?.step?.stage).toBe('attack');
    const attack = go(
      flak.state,
      { type: 'aircraft.attack', side: 0, targetFormationId: 'bat' },
      // Four Tankbusta Rokkits AT4+ (30cm) reach the battery 20cm away; the Heavy Shootas (15cm) do not.
      6,
      6,
      1,
      1,
    );
    expect(eventsOf(attack.events, 'shooting/crossfire')).toEqual([]);
    expect(attack.state.turnState.attack?.targetFormationId).toBe('bat');
  });
});

describe('4.2.6 Disengagement moves', () => {
  function afterAttack() {
    const { flak } = flown(1, 1);
    const gaveUp = go(flak.state, { type: 'aircraft.attack', side: 0, targetFormationId: null });
    return gaveUp.state;
  }

  it('4.2.6: after its action the aircraft stays in the air, off the ground units’ reach, until the end phase', () => {
    const s = afterAttack();
    expect(s.units['fb1']?.status).toBe('reserve');
    expect(Object.keys(s.aircraft?.flights ?? {})).toEqual(['fb']);
  });

  it('4.2.6 FAQ: If an aircraft has traveled more than 30cm during its approach move and didn’t end it with a turn can it turn immediately when it makes a disengagement move? No', () => {
    const s = { ...afterAttack(), phase: 'end' as const };
    const turnAtOnce = {
      type: 'aircraft.disengage' as const,
      side: 0 as const,
      formationId: 'fb',
      path: [
        { x: 90, y: 60 },
        { x: 60, y: 90 },
        { x: 60, y: 120 },
      ],
    };
    expect(refusalOf(s, turnAtOnce)).toMatchObject({
      code: 'aircraft/turn-too-soon',
      section: '4.2.6',
    });
  });

  it('4.2.7: an aircraft that exits from any table edge other than its own receives an extra Blast marker', () => {
    const s = { ...afterAttack(), phase: 'end' as const };
    const before = s.formations['fb']?.blastMarkers ?? 0;
    const out = go(s, {
      type: 'aircraft.disengage',
      side: 0,
      formationId: 'fb',
      path: [
        { x: 90, y: 60 },
        { x: 90, y: 120 },
      ],
    });
    // The Hydra shot as it approached: it may not shoot again as it disengages (4.2.4).
    expect(out.state.aircraft?.flights['fb']).toBeUndefined();
    expect(out.state.formations['fb']?.blastMarkers).toBe(before + 1);
  });
});

describe('4.2 Combat air patrol', () => {
  /** The Imperial Thunderbolts ('tb') and a second Ork squadron ('fc') off the table. */
  function capGame(): GameState {
    const s = airGame();
    const units = { ...s.units };
    const formations = { ...s.formations };
    const add = (fid: string, side: 0 | 1, sheet: string, ids: string[]) => {
      for (const id of ids)
        units[id] = {
          ...s.units['fb1']!,
          id,
          side,
          formationId: fid,
          datasheetId: sheet,
          status: 'reserve',
          position: null,
        };
      formations[fid] = { ...s.formations['fb']!, id: fid, name: fid, side, unitIds: ids };
    };
    add('tb', 1, 'ig-thunderbolt', ['tb1', 'tb2', 'tb3']);
    add('fc', 0, 'ork-fighta-bomber', ['fc1', 'fc2']);
    const datasheets = { ...s.datasheets };
    const tb = getDatasheet('ig-thunderbolt');
    if (!tb) throw new Error('no Thunderbolt datasheet');
    datasheets['ig-thunderbolt'] = tb;
    return { ...s, units, formations, datasheets };
  }

  const capAt = (side: 0 | 1, formationId: string, x: number, y: number): Command => ({
    type: 'aircraft.mission',
    side,
    formationId,
    mission: 'cap',
    approach: [{ x, y }],
  });

  function patrolling() {
    const s0 = capGame();
    // The Imperial player puts the Thunderbolts on CAP at his (south) edge; the Orks too.
    const s1 = go(
      { ...s0, turnState: { ...s0.turnState, activeSide: 1 as const } },
      capAt(1, 'tb', 90, 120),
      6,
    );
    // The Imperial player hands the initiative over (1.6.3); the Orks put 'fc' on CAP.
    const handed = go(s1.state, { type: 'action.handOver', side: 1 }).state;
    const s2 = go(handed, capAt(0, 'fc', 40, 0), 6);
    return { s1, s2 };
  }

  it('4.2: a formation on CAP is set up touching its own table edge and may intercept an enemy ground attack after its approach move, before the flak', () => {
    const { s1 } = patrolling();
    expect(eventsOf(s1.events, 'aircraft/on-cap')).toHaveLength(1);
    expect(s1.state.units['tb1']?.status).toBe('reserve');
    expect(refusalOf(airGame(), capAt(0, 'fb', 40, 30))).toMatchObject({
      code: 'aircraft/not-own-edge',
    });
  });

  it('4.2 FAQ: What is the order of events with regards to aircraft/anti-aircraft/flak attacks, CAP and landing? Approach, the CAP interception with its flak, then the flak at the ground attack, then its attack', () => {
    const { s2 } = patrolling();
    // The Imperial player retains nothing: the Orks fly their ground attack.
    const s = {
      ...s2.state,
      turnState: { ...s2.state.turnState, activeSide: 0 as const, lastActivation: null },
    };
    const approached = go(s, mission('ground-attack'), 6).state;
    // 1. The approach; 2. the Imperial CAP may intercept (before any flak).
    expect(approached.aircraft?.step).toMatchObject({ stage: 'cap', formationId: 'fb' });
    const intercept: Command = {
      type: 'aircraft.intercept',
      side: 1,
      formationId: 'tb',
      approach: [
        { x: 90, y: 120 },
        { x: 90, y: 70 },
      ],
    };
    const intercepting = go(approached, intercept).state;
    // The flak at the interceptors comes first: the Fighta-Bombers' own AA is in range.
    expect(intercepting.aircraft?.step).toMatchObject({
      stage: 'flak',
      formationId: 'tb',
      resume: 'fb',
    });
    const noFlak = go(intercepting, { type: 'aircraft.flak', side: 0, unitIds: [] }).state;
    expect(noFlak.aircraft?.step).toMatchObject({ stage: 'attack', formationId: 'tb' });
    // The interceptors attack the ground attack, +1 to hit (4.2.3).
    const attacked = go(
      noFlak,
      { type: 'aircraft.attack', side: 1, targetFormationId: 'fb' },
      1,
      1,
      1,
      1,
      1,
      1,
    );
    expect(
      rollsOf(attacked.events).every((r) =>
        r.modifiers.some((m) => m.value === 1 && m.section === '4.2.3'),
      ),
    ).toBe(true);
    // 3. Then play returns to the ground attack: the Hydra's flak at it.
    expect(attacked.state.aircraft?.step).toMatchObject({ stage: 'flak', formationId: 'fb' });
    expect(attacked.state.aircraft?.step?.resume).toBeUndefined();
  });

  it('4.2 FAQ: Can a formation on CAP choose to carry out an interception action in reaction to an enemy CAP interception? No', () => {
    const { s2 } = patrolling();
    const s = {
      ...s2.state,
      turnState: { ...s2.state.turnState, activeSide: 0 as const, lastActivation: null },
    };
    const approached = go(s, mission('ground-attack'), 6).state;
    const intercepting = go(approached, {
      type: 'aircraft.intercept',
      side: 1,
      formationId: 'tb',
      approach: [
        { x: 90, y: 120 },
        { x: 90, y: 70 },
      ],
    }).state;
    // The Orks' own CAP ('fc') gets no chance to intercept the interceptors.
    expect(intercepting.aircraft?.step?.stage).toBe('flak');
    expect(
      refusalOf(intercepting, {
        type: 'aircraft.intercept',
        side: 0,
        formationId: 'fc',
        approach: [
          { x: 40, y: 0 },
          { x: 90, y: 60 },
        ],
      }),
    ).toMatchObject({ code: 'cap/not-now', section: '4.2' });
  });
});
