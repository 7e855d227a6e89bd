import { describe, expect, it } from 'vitest';
import { isContinued, type Applied } from '../../engine/netea/flow/steps';
import { decideAssault, resultModifiers } from '../../engine/netea/rules/1.12-assaults/result';
import { newAssault } from '../../engine/netea/rules/1.12-assaults/state';
import type { GameEvent } from '../../engine/netea/events';
import type { GameState } from '../../engine/netea/state/schema';
import { fixedDice, ORK_BOYZ, rect, row } from '../fixtures/shootingGame';
import {
  EXPENDABLE_TACTICAL,
  FEARLESS_TACTICAL,
  INSPIRING_TACTICAL,
  REINFORCED_INVULNERABLE,
  LEADER_AND_SUPREME,
  LEADER_TACTICAL,
  REINFORCED_TACTICAL,
  SUPREME_TACTICAL,
} from '../fixtures/specialists';
import { battle, declare, go, rollsOf, withFormation } from './helpers';

const stateOf = (applied: Applied): GameState => (isContinued(applied) ? applied.state : applied);
const destroyed = (s: GameState, ids: readonly string[]) =>
  ids.filter((id) => s.units[id]?.status === 'destroyed');

/** Three Marines ('sm', the last of the given datasheet) far from a warband of Ork Boyz. */
function formationWith(sheet: string, markers: number, orksY = 100): GameState {
  const s = battle([
    {
      id: 'sm',
      side: 0,
      units: [...row('tac', 'sm-tactical', 2, 60, 20), { id: 'special', sheet, x: 70, y: 20 }],
    },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, orksY) },
  ]);
  return withFormation(s, 'sm', { blastMarkers: markers });
}

/** The same at its rally in the end phase, the Orks done. */
function atRally(sheet: string, markers: number, orksY = 100): GameState {
  const s = withFormation(formationWith(sheet, markers, orksY), 'orks', { activated: true });
  return { ...withFormation(s, 'sm', { activated: true }), phase: 'end' };
}

describe('2.1.8 Leaders', () => {
  it('2.1.8: a formation with a leader removes one extra Blast marker when it regroups', () => {
    const s = go(formationWith(LEADER_TACTICAL.id, 5), declare(0, 'sm', 'marshal'), 2).state;
    const regrouped = go(s, { type: 'action.regroup', side: 0 }, 2, 1).state;
    expect(regrouped.formations['sm']?.blastMarkers).toBe(2); // 5 - (2 + 1)
  });

  it('2.1.8: … and when it rallies successfully (3 markers: half, then one more)', () => {
    const rallied = go(
      atRally(LEADER_TACTICAL.id, 3),
      {
        type: 'end.rally',
        side: 0,
        formationId: 'sm',
      },
      4,
    ).state;
    expect(rallied.formations['sm']?.blastMarkers).toBe(0); // 3 → 1 by halving, → 0 by the leader
  });

  it('2.1.8: a leader gives nothing when the rally fails', () => {
    // Orks within 30cm: 1+ at -1 needs 2, and a 1 fails.
    const failed = go(
      atRally(LEADER_TACTICAL.id, 3, 45),
      {
        type: 'end.rally',
        side: 0,
        formationId: 'sm',
      },
      1,
    ).state;
    expect(failed.formations['sm']?.blastMarkers).toBe(3);
  });

  it('2.1.15: a supreme commander counts as a leader', () => {
    const s = go(formationWith(SUPREME_TACTICAL.id, 5), declare(0, 'sm', 'marshal'), 2).state;
    expect(
      go(s, { type: 'action.regroup', side: 0 }, 2, 1).state.formations['sm']?.blastMarkers,
    ).toBe(2);
  });

  it('2.1 FAQ: Can a unit have the same special ability more than once? No: leader twice over removes one extra marker', () => {
    const s = go(formationWith(LEADER_AND_SUPREME.id, 5), declare(0, 'sm', 'marshal'), 2).state;
    expect(
      go(s, { type: 'action.regroup', side: 0 }, 2, 1).state.formations['sm']?.blastMarkers,
    ).toBe(2);
  });

  it('2.1 FAQ: Can units that are off board use their special abilities? Leaders may', () => {
    const s = atRally(LEADER_TACTICAL.id, 3);
    const offBoard: GameState = {
      ...s,
      units: {
        ...s.units,
        special: { ...s.units['special']!, status: 'reserve', position: null },
      },
    };
    const rallied = go(offBoard, { type: 'end.rally', side: 0, formationId: 'sm' }, 4).state;
    expect(rallied.formations['sm']?.blastMarkers).toBe(0);
  });

  it('2.1 FAQ: Can units being transported use their special abilities? Yes: a leader aboard a Rhino still removes its extra Blast marker', () => {
    const s = withFormation(
      battle([
        {
          id: 'sm',
          side: 0,
          units: [
            ...row('tac', 'sm-tactical', 2, 60, 20),
            { id: 'rh', sheet: 'sm-rhino', x: 70, y: 20 },
            { id: 'special', sheet: LEADER_TACTICAL.id, x: 70, y: 20, embarkedIn: 'rh' },
          ],
        },
        { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 100) },
      ]),
      'sm',
      { blastMarkers: 5 },
    );
    const marshal = go(s, declare(0, 'sm', 'marshal'), 2).state;
    const regrouped = go(marshal, { type: 'action.regroup', side: 0 }, 2, 1).state;
    expect(regrouped.units['special']?.status).toBe('embarked');
    expect(regrouped.formations['sm']?.blastMarkers).toBe(2); // 5 - (2 + 1)
  });

  it('2.1 FAQ: Can units that are in a broken formation use their special abilities? Yes: a broken formation with a leader rallies with one marker fewer', () => {
    const s = withFormation(atRally(LEADER_TACTICAL.id, 0), 'sm', { broken: true });
    // 3 units: counts 3 markers, removes 2 (half rounded up), the leader one more.
    const rallied = go(s, { type: 'end.rally', side: 0, formationId: 'sm' }, 3).state;
    expect(rallied.formations['sm']).toMatchObject({ broken: false, blastMarkers: 0 });
  });
});

/** Marines ('sm', three units, the last of `sheet`) in base contact with Ork Boyz. */
function inAssault(sheet: string, attackersBroken = false) {
  let s = battle([
    {
      id: 'sm',
      side: 0,
      units: [...row('tac', 'sm-tactical', 2, 60, 50), { id: 'special', sheet, x: 70, y: 50 }],
    },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 4, 57, 53) },
    { id: 'help', side: 0, units: [{ id: 'helper', sheet, x: 100, y: 50 }] },
  ]);
  if (attackersBroken) s = withFormation(s, 'sm', { broken: true });
  const assault = {
    ...newAssault(s, 0, 'sm', ['sm'], ['orks']),
    engaged: ['tac1', 'tac2', 'special', 'boy1', 'boy2', 'boy3', 'boy4'],
    supporters: ['help'],
  };
  return { state: s, assault };
}

describe('2.1.5 Inspiring', () => {
  it('2.1.5: each inspiring unit involved in an assault adds +1 to the result', () => {
    const { state, assault } = inAssault(INSPIRING_TACTICAL.id);
    expect(resultModifiers(state, assault, 0)).toContainEqual({
      value: 1,
      reason: '1 inspiring unit(s) involved (2.1.5)',
    });
  });

  it('2.1.5: … as long as it survives the combat', () => {
    const { state, assault } = inAssault(INSPIRING_TACTICAL.id);
    const dead: GameState = {
      ...state,
      units: { ...state.units, special: { ...state.units['special']!, status: 'destroyed' } },
    };
    expect(resultModifiers(dead, assault, 0).some((m) => m.reason.includes('2.1.5'))).toBe(false);
  });

  it('2.1.5 FAQ: Are units from supporting formations considered to be “involved” in an assault? No', () => {
    // The inspiring unit is in the supporting formation only.
    const { state, assault } = inAssault('sm-tactical');
    const s: GameState = {
      ...state,
      units: {
        ...state.units,
        helper: { ...state.units['helper']!, datasheetId: INSPIRING_TACTICAL.id },
      },
      datasheets: { ...state.datasheets, [INSPIRING_TACTICAL.id]: INSPIRING_TACTICAL },
    };
    expect(resultModifiers(s, assault, 0).some((m) => m.reason.includes('2.1.5'))).toBe(false);
  });
});

describe('2.1.3 Fearless', () => {
  it('2.1.3: a fearless unit takes none of the extra hits of a lost assault; they go to the others', () => {
    const { state, assault } = inAssault(FEARLESS_TACTICAL.id);
    const events: GameEvent[] = [];
    const after = stateOf(decideAssault(state, assault, 1, 3, fixedDice().dice, events));
    expect(destroyed(after, ['tac1', 'tac2', 'special'])).toEqual(['tac1', 'tac2']);
  });

  it('2.1.3: a broken formation that loses an assault is wiped out, except its fearless units', () => {
    const { state, assault } = inAssault(FEARLESS_TACTICAL.id, true);
    const after = stateOf(decideAssault(state, assault, 1, 0, fixedDice().dice, []));
    expect(destroyed(after, ['tac1', 'tac2', 'special'])).toEqual(['tac1', 'tac2']);
  });

  it('2.1.3: a fearless unit may choose not to withdraw: staying put within 15cm of the enemy, it is not destroyed', () => {
    const { state, assault } = inAssault(FEARLESS_TACTICAL.id);
    // Lost, no extra hits: the Marines must withdraw; nobody moves and the move ends.
    const lost = stateOf(decideAssault(state, assault, 1, 0, fixedDice().dice, []));
    const after = go(lost, { type: 'assault.endWithdrawal', side: 0 }).state;
    expect(destroyed(after, ['tac1', 'tac2', 'special'])).toEqual(['tac1', 'tac2']);
  });

  it('2.1.3: Blast markers on a broken formation destroy its other units, not the fearless one', () => {
    // Ork Boyz shoot a broken formation whose closest unit is fearless.
    const s = withFormation(
      battle(
        [
          {
            id: 'sm',
            side: 0,
            units: [
              { id: 'special', sheet: FEARLESS_TACTICAL.id, x: 60, y: 20 },
              { id: 'tac1', sheet: 'sm-tactical', x: 60, y: 15 },
            ],
          },
          { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 45) },
        ],
        { active: 1 },
      ),
      'sm',
      { broken: true },
    );
    const declared = go(s, declare(1, 'orks', 'sustained-fire'), 1).state;
    const shot = go(declared, { type: 'shoot.declare', side: 1, targetFormationId: 'sm' }, 1, 1, 1);
    // Three misses; the Blast marker for coming under fire hits the broken formation (1.13.4).
    expect(shot.state.units['special']?.status).toBe('deployed');
    expect(shot.state.units['tac1']?.status).toBe('destroyed');
  });
});

describe('2.1.22 Expendable', () => {
  /** Ork Boyz (6+ to hit with a sustained fire: 5+) shoot four Marines ('special' expendable). */
  function shootAt(others: string) {
    const s = battle(
      [
        {
          id: 'sm',
          side: 0,
          units: [
            ...row('tac', others, 3, 55, 20),
            { id: 'special', sheet: EXPENDABLE_TACTICAL.id, x: 70, y: 20 },
          ],
        },
        { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 1, 70, 35) },
      ],
      { active: 1 },
    );
    const declared = go(s, declare(1, 'orks', 'sustained-fire'), 1).state;
    // Big Shoota AP6+ (+1 sustained: 5+): one hit, allocated to the closest ('special').
    const shot = go(declared, { type: 'shoot.declare', side: 1, targetFormationId: 'sm' }, 6);
    return go(shot.state, { type: 'hits.allocate', side: 0 }, 1);
  }

  it('2.1.22: a formation receives no Blast marker when an expendable unit is destroyed', () => {
    const { state } = shootAt('sm-tactical');
    expect(state.units['special']?.status).toBe('destroyed');
    expect(state.formations['sm']?.blastMarkers).toBe(1); // for coming under fire only
  });

  it('2.1.22: a formation wholly of expendable units does not benefit', () => {
    const { state } = shootAt(EXPENDABLE_TACTICAL.id);
    expect(state.units['special']?.status).toBe('destroyed');
    expect(state.formations['sm']).toMatchObject({ blastMarkers: 2 });
  });
});

describe('2.1.11 Reinforced armour and 2.1.6 invulnerable saves', () => {
  /** Ork Boyz hit one Marine ('special') standing in woods (cover save 5+ for infantry). */
  function hitInCover(sheet: string, ...saves: number[]) {
    const s = battle(
      [
        { id: 'sm', side: 0, units: [{ id: 'special', sheet, x: 70, y: 20 }] },
        { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 1, 70, 35) },
      ],
      { active: 1, terrain: [rect('wood', 'woods', 60, 10, 80, 30)] },
    );
    const declared = go(s, declare(1, 'orks', 'sustained-fire'), 1).state;
    const shot = go(declared, { type: 'shoot.declare', side: 1, targetFormationId: 'sm' }, 6);
    return go(shot.state, { type: 'hits.allocate', side: 0 }, ...saves);
  }

  it('2.1.11 FAQ: Can a unit with reinforced armour re-roll a cover save against a non-macro-weapon hit? Yes, but only using its armour value', () => {
    // Woods give infantry a 5+ cover save, the better pick against armour 6+. It fails on a 1;
    // the re-roll needs the armour value, 6+, and a 6 saves.
    const { state, events } = hitInCover(REINFORCED_TACTICAL.id, 1, 6);
    const saves = rollsOf(events).filter((r) => r.section === '1.9.6' || r.section === '2.1.11');
    expect(saves.map((r) => [r.section, r.needed])).toEqual([
      ['1.9.6', 5],
      ['2.1.11', 6],
    ]);
    expect(state.units['special']?.status).toBe('deployed');
  });

  it('2.1.11 FAQ: Can a unit with reinforced armour re-roll an invulnerable save against a non-macro-weapon hit? No', () => {
    const { state, events } = hitInCover(REINFORCED_INVULNERABLE.id, 1, 1, 1);
    const sections = rollsOf(events).map((r) => r.section);
    expect(sections.filter((x) => x === '2.1.6')).toHaveLength(1);
    expect(state.units['special']?.status).toBe('destroyed');
  });
});
