import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import type { GameEvent } from '../../engine/netea/events';
import { featuresWithEffect } from '../../engine/netea/rules/1.7-movement/obstacles';
import {
  checkBreak,
  placeAttackBlastMarkers,
} from '../../engine/netea/rules/1.13-broken-formations/breaking';
import { rollSideAttacks } from '../../engine/netea/rules/1.12-assaults/attacks';
import { placedUnits } from '../../engine/netea/rules/1.9-shooting/geometry';
import { PLANT_BATTLEFIELD, tableAt } from '../../engine/netea/rules/5.3-scenarios/plantTables';
import {
  commandOf,
  plantMissionRefusal,
} from '../../engine/netea/rules/5.3-scenarios/plantCommands';
import {
  blizzardDecision,
  blizzardFirefightModifiers,
  blizzardOfRoll,
  blizzardShotModifiers,
} from '../../engine/netea/rules/5.3-scenarios/plantBlizzard';
import { assaultWithoutResult } from '../../engine/netea/rules/5.3-scenarios/plantBuildings';
import { centreDestroyed } from '../../engine/netea/rules/5.3-scenarios/plantCentre';
import { plantDeployRefusal } from '../../engine/netea/rules/5.3-scenarios/plantSetup';
import { plantResult } from '../../engine/netea/rules/5.3-scenarios/plantVictory';
import { fixedDice, rect, type FormationSpec } from '../fixtures/shootingGame';
import { plantGame, PUMP, TANK, unitRow } from '../fixtures/plantGame';
import { hasActivations } from '../../engine/netea/rules/1.2-formations/formations';
import { nextToAct } from '../../engine/netea/rules/1.4-1.6-sequence-and-actions/turnOrder';
import { declare, eventsOf, go, refusalOf, rollsOf, withFormation } from './helpers';

/**
 * Seed 001 5.3.15 Die Verteidigung der Wasser-Aufbereitungs-Anlage 10927: the scenario's own
 * rules on hand-built positions of the three tables (side 0 the Imperials, side 1 the Orks),
 * every die fixed.
 */

const plant = plantGame;

/** Two storage tanks and the pump station on table 1. */
const WORKS: FormationSpec = {
  id: 'works',
  side: 0,
  units: [...unitRow('works', TANK, 2, 170, 170), { id: 'works-u3', sheet: PUMP, x: 190, y: 190 }],
};

const move = (side: 0 | 1, unitId: string, x: number, y: number): Command => ({
  type: 'move.unit',
  side,
  unitId,
  path: [{ x, y }],
});

const destroyedFor = (events: readonly GameEvent[], reason: string) =>
  eventsOf(events, 'move/unit-destroyed').filter((e) => 'reason' in e && e.reason === reason);

describe('5.3.15 Gelände: three tables in an arrowhead, the ground off them impassable', () => {
  it('5.3.15: tables 2 and 3 side by side in the north, table 1 (the plant) behind them; a point off the tables is on none', () => {
    expect(tableAt({ x: 10, y: 10 })).toBe(2);
    expect(tableAt({ x: 300, y: 100 })).toBe(3);
    expect(tableAt({ x: 180, y: 200 })).toBe(1);
    expect(tableAt({ x: 40, y: 200 })).toBeNull();
    expect(tableAt({ x: 320, y: 200 })).toBeNull();
    // On a seam the lower-numbered table (our reading).
    expect(tableAt({ x: 150, y: 120 })).toBe(1);
    expect(tableAt({ x: 180, y: 60 })).toBe(2);
    expect(PLANT_BATTLEFIELD).toEqual({ width: 360, height: 240 });
  });

  it('5.3.15, 1.8.4: a move into the ground beside table 1 is refused as impassable terrain', () => {
    const s = plant(
      [{ id: 'guard', side: 0, units: unitRow('guard', 'sm-tactical', 1, 60, 112) }],
      {
        guard: 2,
      },
    );
    const acting = go(s, declare(0, 'guard', 'advance'), 6).state;
    expect(refusalOf(acting, move(0, 'guard-u1', 60, 126))?.code).toBe('move/impassable');
    // Along table 2 it may go.
    expect(refusalOf(acting, move(0, 'guard-u1', 70, 112))).toBeNull();
  });
});

describe('5.3.15 Imperiale Befehlsstruktur', () => {
  const forces: FormationSpec[] = [
    { id: 'second', side: 0, units: unitRow('second', 'sm-tactical', 1, 150, 112) },
    { id: 'first', side: 0, units: unitRow('first', 'sm-tactical', 1, 200, 128) },
  ];

  it('5.3.15: a unit of table 2 whose move ends on table 1 is destroyed ("werden sie ausgeschaltet")', () => {
    const s = plant(forces, { second: 2, first: 1 });
    const acting = go(s, declare(0, 'second', 'advance'), 6).state;
    const moved = go(acting, move(0, 'second-u1', 150, 126));
    expect(destroyedFor(moved.events, 'left-its-table')).toHaveLength(1);
    expect(moved.state.units['second-u1']?.status).toBe('destroyed');
  });

  it('5.3.15: table 1\u2019s command may go onto table 2; a unit of table 2 staying on it is not lost', () => {
    const s = plant(forces, { second: 2, first: 1 });
    const first = go(go(s, declare(0, 'first', 'advance'), 6).state, move(0, 'first-u1', 200, 115));
    expect(first.state.units['first-u1']?.status).toBe('deployed');
    expect(destroyedFor(first.events, 'left-its-table')).toHaveLength(0);
    const second = go(
      go(s, declare(0, 'second', 'advance'), 6).state,
      move(0, 'second-u1', 140, 112),
    );
    expect(second.state.units['second-u1']?.status).toBe('deployed');
  });

  it('5.3.15: an Ork formation from above (teleporting stand-ins) moves on its own table and table 1, never onto the other Ork command\u2019s', () => {
    const s = plant(
      [{ id: 'drop', side: 1, units: unitRow('drop', 'sm-terminator', 1, 172, 60) }],
      { drop: 2 },
      { active: 1 },
    );
    const acting = go(s, declare(1, 'drop', 'advance'), 6).state;
    const refused = refusalOf(acting, move(1, 'drop-u1', 186, 60));
    expect([refused?.code, refused?.section]).toEqual(['plant/other-ork-table', 'seed 001 5.3.15']);
    expect(refusalOf(acting, move(1, 'drop-u1', 172, 72))).toBeNull();
  });

  it('5.3.15: Imperial aircraft fly their missions over their own table only (the approach ends over it)', () => {
    const s = plant(
      [{ id: 'bolts', side: 0, units: unitRow('bolts', 'ig-thunderbolt', 2, 60, 60) }],
      { bolts: 2 },
    );
    const bolts = s.formations['bolts']!;
    expect(plantMissionRefusal(s, bolts, { x: 100, y: 60 })).toBeNull();
    const refused = plantMissionRefusal(s, bolts, { x: 250, y: 60 });
    expect([refused?.code, refused?.section]).toEqual([
      'plant/mission-off-own-table',
      'seed 001 5.3.15',
    ]);
  });

  it('5.3.15: Ork ground formations are not limited to a table', () => {
    const s = plant(
      [{ id: 'boyz', side: 1, units: unitRow('boyz', 'test-ork-boyz', 1, 172, 60) }],
      { boyz: 2 },
      { active: 1 },
    );
    const acting = go(s, declare(1, 'boyz', 'advance'), 6).state;
    expect(refusalOf(acting, move(1, 'boyz-u1', 186, 60))).toBeNull();
  });
});

describe('5.3.15 Aufstellung', () => {
  const forces: FormationSpec[] = [
    WORKS,
    { id: 'third', side: 0, units: unitRow('third', 'sm-tactical', 1, 300, 80) },
    { id: 'boyz', side: 1, units: unitRow('boyz', 'test-ork-boyz', 1, 20, 2) },
  ];
  const setup = (centre?: { x: number; y: number }) => {
    const s = plant(forces, { third: 3 });
    return {
      ...s,
      phase: 'setup' as const,
      plant: {
        ...s.plant!,
        ...(centre ? { centre: { entrance: centre, hits: 0, inside: [] } } : {}),
      },
    };
  };
  const unit = (s: GameState, id: string) => s.units[id]!;

  it('5.3.15: the Ork ground formations wait beyond their table edge: none sets up', () => {
    const s = setup();
    expect(plantDeployRefusal(s, unit(s, 'boyz-u1'), { x: 20, y: 2 }, 90)?.code).toBe(
      'plant/arrives-at-edge',
    );
  });

  it('5.3.15: the storage tanks and the pump station go on table 1 within 15cm of the control centre, set up first', () => {
    expect(
      plantDeployRefusal(setup(), unit(setup(), 'works-u1'), { x: 170, y: 170 }, 0)?.code,
    ).toBe('plant/centre-first');
    const s = setup({ x: 180, y: 180 });
    expect(plantDeployRefusal(s, unit(s, 'works-u1'), { x: 170, y: 172 }, 0)).toBeNull();
    // 4cm round tank: 20cm away from the entrance, its edge is 18cm from it.
    expect(plantDeployRefusal(s, unit(s, 'works-u1'), { x: 200, y: 180 }, 0)?.code).toBe(
      'plant/near-the-centre',
    );
    // The pump station's 8cm square base edge 12cm away.
    expect(plantDeployRefusal(s, unit(s, 'works-u3'), { x: 196, y: 180 }, 0)).toBeNull();
  });

  it('5.3.15: a formation of table 3\u2019s command sets up on table 3 only', () => {
    const s = setup({ x: 180, y: 180 });
    expect(plantDeployRefusal(s, unit(s, 'third-u1'), { x: 300, y: 80 }, 0)).toBeNull();
    expect(plantDeployRefusal(s, unit(s, 'third-u1'), { x: 100, y: 80 }, 0)?.code).toBe(
      'plant/own-table',
    );
    expect(commandOf(s, 'third')).toBe(3);
  });

  it('5.3.15: the control centre is set up by the Imperials, on table 1', () => {
    const s = setup();
    expect(
      refusalOf(s, { type: 'plant.centre', side: 1, position: { x: 180, y: 180 } })?.code,
    ).toBe('plant/imperials-set-up');
    expect(refusalOf(s, { type: 'plant.centre', side: 0, position: { x: 100, y: 60 } })?.code).toBe(
      'plant/centre-on-table-1',
    );
    const placed = go(s, { type: 'plant.centre', side: 0, position: { x: 180, y: 180 } });
    expect(placed.state.plant?.centre).toEqual({
      entrance: { x: 180, y: 180 },
      hits: 0,
      inside: [],
    });
  });
});

describe('5.3.15 Schneestürme', () => {
  it('5.3.15: the D6 table: 1-3 that table, 4 the Orks choose, 5 the Imperials choose, 6 all', () => {
    expect([1, 2, 3, 4, 5, 6].map(blizzardOfRoll)).toEqual([
      [1],
      [2],
      [3],
      'orks-choose',
      'imperials-choose',
      [1, 2, 3],
    ]);
  });

  const strategy = (s: GameState): GameState => ({
    ...s,
    phase: 'strategy',
    turnState: { ...s.turnState, strategyTotals: null, strategyWinner: null, activeSide: null },
  });
  const forces: FormationSpec[] = [
    { id: 'guard', side: 0, units: unitRow('guard', 'sm-tactical', 2, 60, 80) },
    { id: 'boyz', side: 1, units: unitRow('boyz', 'test-ork-boyz', 2, 60, 50) },
  ];

  it('5.3.15: the Imperial player rolls at the start of the turn, before the strategy roll; on a 4 the Orks choose the table', () => {
    const s = strategy(plant(forces, { guard: 2, boyz: 2 }));
    expect(refusalOf(s, { type: 'strategy.roll', side: 0 })?.code).toBe('plant/blizzard-first');
    expect(refusalOf(s, { type: 'plant.blizzard', side: 1 })?.code).toBe('plant/not-your-blizzard');
    const rolled = go(s, { type: 'plant.blizzard', side: 0 }, 4);
    expect(eventsOf(rolled.events, 'plant/blizzard')).toEqual([
      { type: 'plant/blizzard', roll: 4, tables: [], section: 'seed 001 5.3.15' },
    ]);
    expect(blizzardDecision(rolled.state)).toEqual({ side: 1, step: 'choose' });
    expect(refusalOf(rolled.state, { type: 'plant.blizzard', side: 0, table: 1 })?.code).toBe(
      'plant/not-your-blizzard',
    );
    const chosen = go(rolled.state, { type: 'plant.blizzard', side: 1, table: 3 });
    expect(chosen.state.plant?.blizzard).toEqual({ turn: 1, roll: 4, tables: [3] });
    expect(blizzardDecision(chosen.state)).toBeNull();
    expect(refusalOf(chosen.state, { type: 'strategy.roll', side: 0 })).toBeNull();
  });

  it('5.3.15: a 6 strikes every table; a 5 waits for the Imperials\u2019 choice', () => {
    const s = strategy(plant(forces, { guard: 2, boyz: 2 }));
    expect(go(s, { type: 'plant.blizzard', side: 0 }, 6).state.plant?.blizzard?.tables).toEqual([
      1, 2, 3,
    ]);
    expect(blizzardDecision(go(s, { type: 'plant.blizzard', side: 0 }, 5).state)).toEqual({
      side: 0,
      step: 'choose',
    });
  });

  it('5.3.15: shots at units on a blizzard table are -1 to hit (the dice say so)', () => {
    const s = plant(forces, { guard: 2, boyz: 2 }, { blizzard: [2] });
    const acting = go(go(s, declare(0, 'guard', 'advance'), 6).state, {
      type: 'move.end',
      side: 0,
    }).state;
    const shot = go(acting, { type: 'shoot.declare', side: 0, targetFormationId: 'boyz' }, 1, 1);
    const toHit = rollsOf(shot.events).filter((r) => r.section === '1.9.5');
    expect(toHit[0]?.modifiers).toContainEqual({
      value: -1,
      reason: 'target in a blizzard',
      section: 'seed 001 5.3.15',
    });
    // Not on a table the blizzard spares.
    expect(
      blizzardShotModifiers(plant(forces, { guard: 2, boyz: 2 }, { blizzard: [1] }), 'boyz'),
    ).toEqual([]);
  });

  it('5.3.15: firefight rolls of units on a blizzard table are -1 (6+ becomes 7+: a 6 and then a 4+)', () => {
    const s = plant(forces, { guard: 2, boyz: 2 }, { blizzard: [2] });
    expect(blizzardFirefightModifiers(s, s.units['boyz-u1']!)).toHaveLength(1);
    const { dice, rolls } = fixedDice(6, 4, 6, 3);
    const attacks = rollSideAttacks(
      s,
      dice,
      placedUnits(s, 'boyz'),
      placedUnits(s, 'guard'),
      '1.12.5',
      true,
    );
    const blizzard = {
      value: -1,
      reason: 'firefighting in a blizzard',
      section: 'seed 001 5.3.15',
    };
    expect(rolls.map((r) => r.modifiers)).toEqual([[blizzard], [blizzard]]);
    // The first Boyz' 6 and 4 hit at 7+; the second's 6 and 3 miss.
    expect(attacks.hits).toBe(1);
    // Without the blizzard both 6s would have hit.
    const calm = plant(forces, { guard: 2, boyz: 2 });
    const plain = fixedDice(6, 6);
    expect(
      rollSideAttacks(
        calm,
        plain.dice,
        placedUnits(calm, 'boyz'),
        placedUnits(calm, 'guard'),
        '1.12.5',
        true,
      ).hits,
    ).toBe(2);
  });

  it('5.3.15, 1.8.3: on a blizzard table every feature but roads is dangerous terrain; elsewhere not', () => {
    const woods = rect('woods-2', 'woods', 40, 40, 60, 60);
    const road = rect('road-2', 'road', 0, 70, 180, 75, 0);
    const woods3 = rect('woods-3', 'woods', 240, 40, 260, 60);
    const s = plant(
      forces,
      { guard: 2, boyz: 2 },
      { terrain: [woods, road, woods3], blizzard: [2] },
    );
    const box = { minX: 0, minY: 0, maxX: 360, maxY: 120 };
    expect(featuresWithEffect(s, 'infantry', 'dangerous', box).map((f) => f.feature.id)).toEqual([
      'woods-2',
    ]);
    const calm = plant(forces, { guard: 2, boyz: 2 }, { terrain: [woods, road, woods3] });
    expect(featuresWithEffect(calm, 'infantry', 'dangerous', box)).toEqual([]);
  });
});

describe('5.3.15 Zerstörung der Wasseraufbereitungsanlage: the buildings', () => {
  const forces: FormationSpec[] = [
    WORKS,
    { id: 'boyz', side: 1, units: unitRow('boyz', 'test-ork-boyz', 2, 170, 150) },
  ];

  it('5.3.15: the buildings never take Blast markers and cannot be broken', () => {
    const s = plant(forces, {});
    const placed = placeAttackBlastMarkers(s, fixedDice().dice, 'works', 3, {
      reason: 'hits',
      section: '1.9.4',
    });
    expect(placed.state.formations['works']?.blastMarkers).toBe(0);
    expect(placed.events).toEqual([]);
    const loaded = withFormation(s, 'works', { blastMarkers: 20 });
    expect(checkBreak(loaded, 'works').state.formations['works']?.broken).toBe(false);
    // Other formations do.
    expect(
      placeAttackBlastMarkers(s, fixedDice().dice, 'boyz', 1, { reason: 'hits', section: '1.9.4' })
        .state.formations['boyz']?.blastMarkers,
    ).toBe(1);
  });

  it('5.3.15: the buildings never take an action, nor are they a formation left to activate (1.6, 1.6.3)', () => {
    const guard: FormationSpec = {
      id: 'guard',
      side: 0,
      units: unitRow('guard', 'sm-tactical', 1, 150, 190),
    };
    const s = plant([...forces, guard], {});
    const refused = refusalOf(s, declare(0, 'works', 'marshal'));
    expect(refused?.code).toBe('action/plant-buildings');
    expect(refused?.section).toBe('5.3.15');
    expect(refusalOf(s, declare(0, 'guard', 'marshal'))).toBeNull();
    expect(hasActivations(s, 0)).toBe(true);
    // Once the guard has acted the Imperials have nothing left: after the Orks' action the
    // phase is over, and the Orks may not retain the initiative against the buildings (1.6.3).
    const done = withFormation(s, 'guard', { activated: true });
    expect(hasActivations(done, 0)).toBe(false);
    expect(nextToAct(done, 1)).toBeNull();
  });

  it('5.3.15: an assault on the buildings works out no result', () => {
    const s = plant(forces, {});
    expect(assaultWithoutResult(s, ['works'])).toBe(true);
    expect(assaultWithoutResult(s, ['works', 'boyz'])).toBe(false);
  });

  it('5.3.15: the buildings may be shot like an enemy formation', () => {
    const s = plant(forces, {}, { active: 1 });
    const acting = go(go(s, declare(1, 'boyz', 'advance'), 6).state, {
      type: 'move.end',
      side: 1,
    }).state;
    expect(
      refusalOf(acting, { type: 'shoot.declare', side: 1, targetFormationId: 'works' }),
    ).toBeNull();
  });
});

describe('5.3.15 Kontrollzentrum', () => {
  const ENTRANCE = { x: 180, y: 180 };
  const forces: FormationSpec[] = [
    {
      id: 'boyz',
      side: 1,
      units: [
        { id: 'boyz-u1', sheet: 'test-ork-boyz', x: 180, y: 184 },
        { id: 'boyz-u2', sheet: 'test-ork-boyz', x: 184, y: 182 },
        { id: 'boyz-u3', sheet: 'test-ork-boyz', x: 200, y: 205 },
      ],
    },
    { id: 'wagon', side: 1, units: unitRow('wagon', 'sm-rhino', 1, 175, 176) },
    { id: 'guard', side: 0, units: unitRow('guard', 'sm-tactical', 1, 150, 150) },
    {
      id: 'works',
      side: 0,
      units: [
        { id: 'works-u1', sheet: TANK, x: 220, y: 220 },
        { id: 'works-u2', sheet: PUMP, x: 240, y: 200 },
      ],
    },
  ];
  const withCentre = (hits = 0, active: 0 | 1 = 1) => {
    const s = plant(forces, {}, { active });
    return { ...s, plant: { ...s.plant!, centre: { entrance: ENTRANCE, hits, inside: [] } } };
  };
  const storm = (unitIds: string[], formationId = 'boyz', side: 0 | 1 = 1): Command => ({
    type: 'plant.storm',
    side,
    formationId,
    unitIds,
    attackWith: 'cc',
  });

  it('5.3.15: only by an assault (an engage action), and Imperial defenders never', () => {
    const s = withCentre();
    expect(refusalOf(go(s, declare(1, 'boyz', 'advance'), 6).state, storm(['boyz-u1']))?.code).toBe(
      'plant/storm-engage',
    );
    expect(refusalOf(withCentre(0, 0), storm(['guard-u1'], 'guard', 0))?.code).toBe(
      'plant/centre-forbidden',
    );
  });

  it('5.3.15: only units that can enter buildings, and each within its charge of the entrance', () => {
    const s = withCentre();
    const wagon = go(s, declare(1, 'wagon', 'engage'), 6).state;
    expect(refusalOf(wagon, storm(['wagon-u1'], 'wagon'))?.code).toBe('plant/cannot-enter');
    const boyz = go(s, declare(1, 'boyz', 'engage'), 6).state;
    // boyz-u3's base is about 30cm from the entrance; Ork Boyz charge 15cm (their datasheet here).
    expect(refusalOf(boyz, storm(['boyz-u1', 'boyz-u2', 'boyz-u3']))?.code).toBe(
      'plant/entrance-too-far',
    );
  });

  it('5.3.15: if part of the formation stays outside, one of those units must be within 5cm of the entrance', () => {
    const boyz = go(withCentre(), declare(1, 'boyz', 'engage'), 6).state;
    expect(refusalOf(boyz, storm(['boyz-u1', 'boyz-u2']))?.code).toBe('plant/hold-the-entrance');
    expect(refusalOf(boyz, storm(['boyz-u1']))).toBeNull();
  });

  it('5.3.15: units inside attack with their close combat value; six hits in all kill the technicians, and with the tanks and the pump station gone the Orks win', () => {
    const boyz = go(withCentre(), declare(1, 'boyz', 'engage'), 6).state;
    const stormed = go(boyz, storm(['boyz-u1']), 4);
    expect(stormed.state.units['boyz-u1']).toMatchObject({ status: 'reserve', position: null });
    expect(eventsOf(stormed.events, 'plant/technicians-hit')).toEqual([
      { type: 'plant/technicians-hit', hits: 1, total: 1, section: 'seed 001 5.3.15' },
    ]);
    expect(rollsOf(stormed.events)[0]).toMatchObject({ section: 'seed 001 5.3.15', results: [4] });
    expect(centreDestroyed(stormed.state)).toBe(false);

    const nearly = go(withCentre(5), declare(1, 'boyz', 'engage'), 6).state;
    const done = go(nearly, storm(['boyz-u1']), 6).state;
    expect(centreDestroyed(done)).toBe(true);
    expect(plantResult(done)).toBeNull();
    const razed: GameState = {
      ...done,
      units: {
        ...done.units,
        'works-u1': { ...done.units['works-u1']!, status: 'destroyed', position: null },
        'works-u2': { ...done.units['works-u2']!, status: 'destroyed', position: null },
      },
    };
    expect(plantResult(razed)?.winner).toBe(1);
  });
});

describe('5.3.15 Kontrollzentrum: units inside attack again in later turns and move back out from the entrance', () => {
  const ENTRANCE = { x: 180, y: 180 };
  const forces: FormationSpec[] = [
    {
      id: 'boyz',
      side: 1,
      units: [
        { id: 'boyz-u1', sheet: 'test-ork-boyz', x: 180, y: 184 },
        { id: 'boyz-u2', sheet: 'test-ork-boyz', x: 184, y: 182 },
        { id: 'boyz-u3', sheet: 'test-ork-boyz', x: 200, y: 205 },
      ],
    },
    { id: 'nobz', side: 1, units: [{ id: 'nobz-u1', sheet: 'test-ork-boyz', x: 172, y: 178 }] },
    { id: 'guard', side: 0, units: unitRow('guard', 'sm-tactical', 1, 150, 130) },
    {
      id: 'works',
      side: 0,
      units: [
        { id: 'works-u1', sheet: TANK, x: 220, y: 220 },
        { id: 'works-u2', sheet: PUMP, x: 240, y: 200 },
      ],
    },
  ];
  const fresh = () => {
    const s = plant(forces, {}, { active: 1 });
    return { ...s, plant: { ...s.plant!, centre: { entrance: ENTRANCE, hits: 0, inside: [] } } };
  };
  /** The Orks' next action phase: every formation ready again, the units and the plant kept. */
  const later = (s: GameState): GameState => {
    const base = fresh();
    return {
      ...s,
      turn: s.turn + 1,
      turnState: base.turnState,
      formations: Object.fromEntries(
        Object.entries(s.formations).map(([id, f]) => [id, { ...f, activated: false }]),
      ),
    };
  };
  const storm = (formationId: string, unitIds: string[]): Command => ({
    type: 'plant.storm',
    side: 1,
    formationId,
    unitIds,
    attackWith: 'cc',
  });
  const leave = (unitId: string, x: number, y: number): Command => ({
    type: 'plant.leave',
    side: 1,
    unitId,
    path: [{ x, y }],
  });
  /** Turn 1: boyz-u1 goes in (boyz-u2 holds the entrance) and scores a hit at 4+. */
  const turn1 = () =>
    go(go(fresh(), declare(1, 'boyz', 'engage'), 6).state, storm('boyz', ['boyz-u1']), 4);

  it('5.3.15 "dürfen mit ihren Nahkampf- oder Feuerkampfwerten angreifen": in a later turn the units inside attack again, the hits adding up', () => {
    const first = turn1();
    expect(first.state.plant?.centre).toMatchObject({ hits: 1, inside: ['boyz-u1'] });
    const engaged = go(later(first.state), declare(1, 'boyz', 'engage'), 6).state;
    // Nobody new goes in: boyz-u1 inside rolls its close combat 4+ again (a 5: a hit).
    const again = go(engaged, storm('boyz', []), 5);
    expect(eventsOf(again.events, 'plant/technicians-hit')).toEqual([
      { type: 'plant/technicians-hit', hits: 1, total: 2, section: 'seed 001 5.3.15' },
    ]);
    expect(rollsOf(again.events).map((r) => r.results)).toEqual([[5]]);
    // Turn 3: a miss (3) adds nothing.
    const engaged3 = go(later(again.state), declare(1, 'boyz', 'engage'), 6).state;
    expect(go(engaged3, storm('boyz', []), 3).state.plant?.centre?.hits).toBe(2);
  });

  it('5.3.15: a formation wholly inside the centre is still in play: it may engage again, and no formation attacks with nobody inside', () => {
    const inside = go(
      go(turn1().state, declare(1, 'nobz', 'engage'), 6).state,
      storm('nobz', ['nobz-u1']),
      6,
    );
    expect(inside.state.units['nobz-u1']).toMatchObject({ status: 'reserve', position: null });
    // Only the storming formation's units roll: nobz-u1's 6, not boyz-u1 of another formation.
    expect(rollsOf(inside.events).map((r) => r.unitId)).toEqual(['nobz-u1']);
    expect(inside.state.plant?.centre).toMatchObject({ hits: 2 });
    const next = later(inside.state);
    expect(refusalOf(next, declare(1, 'nobz', 'engage'))).toBeNull();
    const engaged = go(next, declare(1, 'nobz', 'engage'), 6).state;
    expect(go(engaged, storm('nobz', []), 6).state.plant?.centre?.hits).toBe(3);
    const none = go(fresh(), declare(1, 'boyz', 'engage'), 6).state;
    expect(refusalOf(none, storm('boyz', []))?.code).toBe('plant/none-inside');
  });

  it('5.3.15 "können sich durch Messen vom Eingang zurück auf den Tisch bewegen": out with a move measured from the entrance', () => {
    const next = later(turn1().state);
    const advancing = go(next, declare(1, 'boyz', 'advance'), 6).state;
    // 15cm from the entrance (180, 180) at most: 20cm north is too far, 12cm is a move.
    expect(refusalOf(advancing, leave('boyz-u1', 180, 160))?.code).toBe('move/too-far');
    expect(refusalOf(advancing, leave('boyz-u3', 180, 170))?.code).toBe('plant/not-inside');
    const out = go(advancing, leave('boyz-u1', 180, 168));
    expect(out.state.units['boyz-u1']).toMatchObject({
      status: 'deployed',
      position: { x: 180, y: 168 },
    });
    expect(out.state.plant?.centre?.inside).toEqual([]);
    expect(eventsOf(out.events, 'plant/centre-left')).toEqual([
      { type: 'plant/centre-left', unitId: 'boyz-u1', section: 'seed 001 5.3.15' },
    ]);
    expect(eventsOf(out.events, 'move/unit-moved')[0]).toMatchObject({
      from: ENTRANCE,
      to: { x: 180, y: 168 },
    });
    // The formation wholly inside comes out too.
    const nobz = go(
      go(fresh(), declare(1, 'nobz', 'engage'), 6).state,
      storm('nobz', ['nobz-u1']),
      2,
    ).state;
    const nobzOut = go(
      go(later(nobz), declare(1, 'nobz', 'double'), 6).state,
      leave('nobz-u1', 168, 176),
    );
    expect(nobzOut.state.units['nobz-u1']?.position).toEqual({ x: 168, y: 176 });
  });

  it('5.3.15 "muss zumindest eine Einheit innerhalb von 5 cm vom Eingang bleiben": while some are inside, the last unit by the entrance may not move away', () => {
    const advancing = go(later(turn1().state), declare(1, 'boyz', 'advance'), 6).state;
    const away = move(1, 'boyz-u2', 184, 195);
    const refused = refusalOf(advancing, away);
    expect([refused?.code, refused?.section]).toEqual([
      'plant/hold-the-entrance',
      'seed 001 5.3.15',
    ]);
    // Another unit may move freely, and the holder may shuffle within 5cm.
    expect(refusalOf(advancing, move(1, 'boyz-u3', 205, 210))).toBeNull();
    expect(refusalOf(advancing, move(1, 'boyz-u2', 181, 183))).toBeNull();
    // A unit coming out may not leave the entrance unheld either... unless nobody stays inside.
    const out = go(advancing, leave('boyz-u1', 180, 168)).state;
    expect(refusalOf(out, away)).toBeNull();
    // Going in: the holder may not follow the others in while part stays far outside.
    const engaged = go(later(turn1().state), declare(1, 'boyz', 'engage'), 6).state;
    expect(refusalOf(engaged, storm('boyz', ['boyz-u2']))?.code).toBe('plant/hold-the-entrance');
  });
});

describe('5.3.15 Siegbedingungen', () => {
  const forces: FormationSpec[] = [
    {
      id: 'works',
      side: 0,
      units: [
        { id: 'works-u1', sheet: TANK, x: 220, y: 220 },
        { id: 'works-u2', sheet: PUMP, x: 240, y: 200 },
      ],
    },
    { id: 'boyz', side: 1, units: unitRow('boyz', 'test-ork-boyz', 1, 170, 150) },
  ];

  it('5.3.15: a plant still standing after turn 12 is the Imperials\u2019 win; before it the game goes on', () => {
    const s = plant(forces, {});
    expect(plantResult({ ...s, turn: 11 })).toBeNull();
    expect(plantResult({ ...s, turn: 12 })).toMatchObject({ winner: 0 });
  });

  it('5.3.15: the tanks and the pump station destroyed but the technicians alive is not yet the Orks\u2019 win', () => {
    const s = plant(forces, {});
    const gone: GameState = {
      ...s,
      turn: 12,
      plant: { ...s.plant!, centre: { entrance: { x: 180, y: 180 }, hits: 5, inside: [] } },
      units: {
        ...s.units,
        'works-u1': { ...s.units['works-u1']!, status: 'destroyed', position: null },
        'works-u2': { ...s.units['works-u2']!, status: 'destroyed', position: null },
      },
    };
    expect(plantResult(gone)).toMatchObject({ winner: 0 });
  });
});
