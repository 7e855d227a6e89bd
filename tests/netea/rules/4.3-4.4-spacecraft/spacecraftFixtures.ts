import type { CommandOf, Side } from '../../../../engine/netea/commands/schema';
import type { Point } from '../../../../engine/kernel/geometry';
import {
  getDatasheet,
  unitDatasheetSchema,
  type UnitDatasheet,
} from '../../../../engine/netea/data';
import type { GameSetup } from '../../../../engine/netea/state/setup';
import type { GameState } from '../../../../engine/netea/state/schema';
import { ORK_BOYZ, row, type FormationSpec } from '../../../fixtures/shootingGame';
import { battle } from '../../../conformance/helpers';
import { withAbilities } from '../../../fixtures/specialists';
import { withSheet } from '../../../conformance/entryHelpers';
import { zoned } from '../2-specialists/tunnelFixtures';

/**
 * Spacecraft (4.3) for tests. The figures are the Space Marine list's (engine/netea/armies/
 * bundled/space-marines-ea.json via bsdata): a Strike Cruiser's orbital bombardment of 5BP,
 * macro-weapon; a Battle Barge's 14BP, slow and steady. Side 0 deploys in the south (y 0-30,
 * its table edge y = 0), side 1 in the north (y 90-120, edge y = 120).
 */
function spacecraftSheet(id: string, name: string, bp: number, slow: boolean): UnitDatasheet {
  return unitDatasheetSchema.parse({
    id,
    name,
    type: 'SC',
    speed: '-',
    armour: '-',
    cc: '-',
    ff: '-',
    weapons: [
      {
        name: 'Orbital Bombardment',
        count: 1,
        modes: [
          {
            range: { kind: 'orbital' },
            firepower: [{ type: 'BP', points: bp }],
            arc: 'all',
            abilities: [{ id: 'macro-weapon' }],
          },
        ],
      },
    ],
    abilities: slow ? [{ id: 'slow-and-steady' }] : [],
    provenance: {
      source: { kind: 'bsdata', file: 'Space Marines - EA.cat', entry: name },
      notes: ['Test spacecraft for 4.3.'],
    },
  });
}

export const STRIKE_CRUISER = spacecraftSheet('test-strike-cruiser', 'Strike Cruiser', 5, false);

/** A drop pod for tests: the bundled Rhino (a transport for two infantry units) with planetfall
 * stands in, the bundled data fielding no drop pod yet. */
export const DROP_POD = withAbilities('sm-rhino', 'test-drop-pod', [{ id: 'planetfall' }]);

/** A spacecraft with a pin-point attack (the Titan Legions list's figures: 3BP, and a pin-point
 * attack MW2+, titan killer (D3)). */
export const PIN_POINT_SHIP: UnitDatasheet = unitDatasheetSchema.parse({
  ...spacecraftSheet('test-ark-ship', 'Ark Mechanicus', 3, false),
  weapons: [
    ...spacecraftSheet('test-ark-ship', 'Ark Mechanicus', 3, false).weapons,
    {
      name: 'Pin-point Attack',
      count: 1,
      modes: [
        {
          range: { kind: 'orbital' },
          firepower: [{ type: 'MW', toHit: 2 }],
          arc: 'all',
          abilities: [{ id: 'titan-killer', damage: { dice: 1, sides: 3 } }],
        },
      ],
    },
  ],
});
export const BATTLE_BARGE = spacecraftSheet('test-battle-barge', 'Battle Barge', 14, true);

/**
 * Action phase of `turn`, side 0 to act: side 0's spacecraft 'ship' (unit 'sc', off the table),
 * a Tactical formation 'tac' at y = 20; side 1's Ork Boyz 'orks' in a row from (60, 100) and
 * 'lads' from (120, 100).
 */
export function spacecraftBattle(
  sheet: UnitDatasheet = STRIKE_CRUISER,
  turn = 1,
  extra: readonly FormationSpec[] = [],
): GameState {
  const s = battle([
    { id: 'ship', side: 0, units: row('sc', 'sm-tactical', 1, 10, 10) },
    { id: 'tac', side: 0, units: row('t', 'sm-tactical', 2, 100, 20) },
    { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 4, 60, 100) },
    { id: 'lads', side: 1, units: row('lad', ORK_BOYZ.id, 2, 120, 100) },
    ...extra,
  ]);
  const withShip = withSheet(zoned(s), sheet, ['sc1']);
  // Initiative 2+, so that a 1 fails the action test.
  const ship = { ...withShip.formations.ship!, initiative: 2 };
  return {
    ...withShip,
    formations: { ...withShip.formations, ship },
    turn,
    units: {
      ...withShip.units,
      sc1: { ...withShip.units.sc1!, status: 'reserve', position: null },
    },
  };
}

/** The same, at set-up: nobody finished, the ground units not yet deployed. */
export function settingUp(sheet: UnitDatasheet = STRIKE_CRUISER): GameState {
  const s = spacecraftBattle(sheet);
  const units = Object.fromEntries(
    Object.entries(s.units).map(([id, u]) => [
      id,
      { ...u, status: 'reserve' as const, position: null },
    ]),
  );
  return { ...s, units, phase: 'setup', turn: 0, setup: { ...s.setup, finished: [false, false] } };
}

export const setUpShip = (
  turn: number,
  bombardment: readonly Point[] = [{ x: 70, y: 100 }],
  position: Point = { x: 90, y: 0 },
  side: Side = 0,
): CommandOf<'setup.spacecraft'> => ({
  type: 'setup.spacecraft',
  side,
  formationId: 'ship',
  position,
  facing: 90,
  turn,
  plan: { bombardment: [...bombardment] },
});

/** `spacecraftBattle` with the ship set up for `turn` and its bombardment plotted. */
export function shipDue(
  centres: readonly Point[] = [{ x: 67, y: 100 }],
  turn = 1,
  sheet: UnitDatasheet = STRIKE_CRUISER,
  extra: readonly FormationSpec[] = [],
): GameState {
  const s = spacecraftBattle(sheet, turn, extra);
  return {
    ...s,
    spacecraft: [
      { side: 0, formationId: 'ship', position: { x: 90, y: 0 }, facing: 90, turn, done: false },
    ],
    plots: centres.map((position) => ({
      side: 0 as const,
      kind: 'bombardment' as const,
      formationId: 'ship',
      position,
      turn,
    })),
  };
}

export const operate = (side: Side = 0): CommandOf<'spacecraft.operate'> => ({
  type: 'spacecraft.operate',
  side,
  formationId: 'ship',
});

/**
 * A small game from set-up for players and replays: each side a spacecraft (side 0 the Strike
 * Cruiser, side 1 the slow and steady Battle Barge, with the higher strategy rating), a drop pod
 * formation (two pods, two Tacticals) and two Tactical formations; objectives at the middle and in each half; zones south (side 0) and north
 * (side 1).
 */
export function spacecraftSetup(seed: number): GameSetup {
  const formations = (side: Side) => [
    {
      id: `ship${side}`,
      name: side === 0 ? 'Strike Cruiser' : 'Battle Barge',
      initiative: 1,
      units: [{ id: `sc${side}`, datasheetId: side === 0 ? STRIKE_CRUISER.id : BATTLE_BARGE.id }],
    },
    {
      id: `pods${side}`,
      name: `Drop Pods ${side + 1}`,
      initiative: 1,
      units: [
        { id: `p${side}a`, datasheetId: DROP_POD.id },
        { id: `p${side}b`, datasheetId: DROP_POD.id },
        { id: `m${side}a`, datasheetId: 'sm-tactical' },
        { id: `m${side}b`, datasheetId: 'sm-tactical' },
      ],
    },
    ...[1, 2].map((n) => ({
      id: `tac${side}${n}`,
      name: `Tactical ${side + 1}.${n}`,
      initiative: 1,
      units: [1, 2, 3].map((i) => ({ id: `t${side}${n}${i}`, datasheetId: 'sm-tactical' })),
    })),
  ];
  return {
    scenarioId: 'spacecraft-test',
    seed,
    table: { width: 180, height: 120 },
    players: [0, 1].map((side) => ({
      name: `P${side + 1}`,
      strategyRating: side === 0 ? 2 : 3,
      formations: formations(side as Side),
    })) as GameSetup['players'],
    datasheets: {
      [STRIKE_CRUISER.id]: STRIKE_CRUISER,
      [BATTLE_BARGE.id]: BATTLE_BARGE,
      [DROP_POD.id]: DROP_POD,
      'sm-tactical': getDatasheet('sm-tactical')!,
    },
    terrain: [],
    objectives: [
      { id: 'o1', position: { x: 90, y: 60 }, label: 'middle' },
      { id: 'o2', position: { x: 50, y: 85 }, label: 'north' },
      { id: 'o3', position: { x: 130, y: 35 }, label: 'south' },
    ],
    deploymentZones: [southZone, northZone],
    victory: {
      kind: 'hold-objectives',
      objectives: 2,
      holdTurns: 1,
      captureRange: 15,
      maxTurns: 4,
    },
  };
}

const box = (id: string, y0: number, y1: number) => ({
  id,
  label: id,
  polygon: [
    { x: 0, y: y0 },
    { x: 180, y: y0 },
    { x: 180, y: y1 },
    { x: 0, y: y1 },
  ],
});
const southZone = box('south', 0, 30);
const northZone = box('north', 90, 120);

/** `shipDue` (no bombardment) with side 0's 'pods' off the table: drop pods p1, p2 carrying
 * Tacticals m1, m2, their drop zone plotted at `zone`. */
export function podsDue(zone: Point = { x: 90, y: 60 }, extra: readonly FormationSpec[] = []) {
  const s = withSheet(
    shipDue([], 1, STRIKE_CRUISER, [
      {
        id: 'pods',
        side: 0,
        units: [...row('p', 'sm-rhino', 2, 20, 40), ...row('m', 'sm-tactical', 2, 40, 40)],
      },
      ...extra,
    ]),
    DROP_POD,
    ['p1', 'p2'],
  );
  const units = { ...s.units };
  for (const id of ['p1', 'p2', 'm1', 'm2'])
    units[id] = { ...units[id]!, status: 'reserve', position: null };
  return {
    ...s,
    units,
    plots: [
      ...(s.plots ?? []),
      {
        side: 0 as const,
        kind: 'drop-zone' as const,
        formationId: 'pods',
        position: zone,
        turn: 1,
      },
    ],
  };
}

/** The operation landing the pods at these points (before scatter). */
export const landPods = (
  a: Point,
  b: Point,
  extra: CommandOf<'spacecraft.operate'>['landings'] = [],
): CommandOf<'spacecraft.operate'> => ({
  type: 'spacecraft.operate',
  side: 0,
  formationId: 'ship',
  landings: [
    {
      formationId: 'pods',
      placements: [
        { unitId: 'p1', position: a, facing: 90 },
        { unitId: 'p2', position: b, facing: 90 },
      ],
    },
    ...(extra ?? []),
  ],
});
