import type { CommandOf, Side } from '../../../../engine/netea/commands/schema';
import type { Point, TerrainFeature } from '../../../../engine/kernel/geometry';
import type { GameState } from '../../../../engine/netea/state/schema';
import type { GameSetup } from '../../../../engine/netea/state/setup';
import { getDatasheet } from '../../../../engine/netea/data';
import { ORK_BOYZ, row } from '../../../fixtures/shootingGame';
import { withAbilities } from '../../../fixtures/specialists';
import { battle } from '../../../conformance/helpers';
import { atTurnStart, withSheet } from '../../../conformance/entryHelpers';

/**
 * Tunnelers (2.1.23) for tests: no bundled datasheet has the ability, so a Rhino with it stands
 * in (a transport for two infantry units). Side 0 deploys in the south (y 0-30), side 1 in the
 * north (y 90-120): side 0's own half is y < 60.
 */
export const TUNNELING_RHINO = withAbilities('sm-rhino', 'test-tunneler-rhino', [
  { id: 'tunneler' },
]);

export const MOLES = ['r1', 'r2', 'm1', 'm2'] as const;

function zone(id: string, y0: number, y1: number) {
  return {
    id,
    label: id,
    polygon: [
      { x: 0, y: y0 },
      { x: 180, y: y0 },
      { x: 180, y: y1 },
      { x: 0, y: y1 },
    ],
  };
}

/** Deployment zones south (side 0) and north (side 1), chosen. */
export function zoned(s: GameState): GameState {
  return {
    ...s,
    deploymentZones: [zone('south', 0, 30), zone('north', 90, 120)],
    setup: { ...s.setup, zones: [0, 1] },
  };
}

/** Side 0's 'moles': two tunneling Rhinos (r1, r2) and two Tactical units (m1, m2); Ork Boyz
 * (side 1) along y = 100; a Tactical formation of side 0 ('tac') at y = 20. */
function moleBattle(
  terrain: readonly TerrainFeature[] = [],
  extra: readonly Parameters<typeof battle>[0][number][] = [],
) {
  const s = battle(
    [
      {
        id: 'moles',
        side: 0,
        units: [...row('r', 'sm-rhino', 2, 20, 10), ...row('m', 'sm-tactical', 2, 40, 10)],
      },
      { id: 'tac', side: 0, units: row('t', 'sm-tactical', 2, 100, 20) },
      { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 100) },
      ...extra,
    ],
    { terrain },
  );
  return zoned(withSheet(s, TUNNELING_RHINO, ['r1', 'r2']));
}

/** Set-up, nobody finished: the moles are not yet set up. */
export function deployingMoles(): GameState {
  const s = atTurnStart(moleBattle(), MOLES);
  return { ...s, phase: 'setup', turn: 0, setup: { ...s.setup, finished: [false, false] } };
}

/** The plot command for the moles. */
export const plotMoles = (
  position: Point,
  turn: number,
  side: Side = 0,
): CommandOf<'setup.plot'> => ({
  type: 'setup.plot',
  side,
  kind: 'tunnel',
  formationId: 'moles',
  plot: { position, turn },
});

/** The start of `turn` (strategy phase, nothing rolled), the moles plotted to surface at `at`
 * on that turn. */
export function molesDue(
  at: Point = { x: 90, y: 80 },
  turn = 3,
  terrain: readonly TerrainFeature[] = [],
  extra: readonly Parameters<typeof battle>[0][number][] = [],
): GameState {
  const s = atTurnStart(moleBattle(terrain, extra), MOLES, turn);
  return {
    ...s,
    plots: [{ side: 0, kind: 'tunnel', formationId: 'moles', position: at, turn }],
  };
}

/** The moles surfacing: r1 at `at`, r2 3cm along x, the Tacticals aboard. */
export const surfaceMoles = (at: Point, gap = 3, facing = 90): CommandOf<'tunnel.surface'> => ({
  type: 'tunnel.surface',
  side: 0,
  formationId: 'moles',
  placements: [
    { unitId: 'r1', position: at, facing },
    { unitId: 'r2', position: { x: at.x + gap, y: at.y }, facing },
  ],
  aboard: [
    { unitId: 'm1', transportId: 'r1' },
    { unitId: 'm2', transportId: 'r2' },
  ],
});

/**
 * A small game from set-up, for players and replays: each side has a formation of two tunneling
 * Rhinos with two Tactical units and a Tactical formation; objectives at the middle and in each
 * half; zones south (side 0) and north (side 1).
 */
export function tunnelSetup(seed: number): GameSetup {
  const formations = (side: Side) => [
    {
      id: `moles${side}`,
      name: `Moles ${side + 1}`,
      initiative: 1,
      units: [
        { id: `r${side}a`, datasheetId: TUNNELING_RHINO.id },
        { id: `r${side}b`, datasheetId: TUNNELING_RHINO.id },
        { id: `m${side}a`, datasheetId: 'sm-tactical' },
        { id: `m${side}b`, datasheetId: 'sm-tactical' },
      ],
    },
    {
      id: `tac${side}`,
      name: `Tactical ${side + 1}`,
      initiative: 1,
      units: [1, 2, 3].map((i) => ({ id: `t${side}${i}`, datasheetId: 'sm-tactical' })),
    },
  ];
  return {
    scenarioId: 'tunnel-test',
    seed,
    table: { width: 180, height: 120 },
    players: [0, 1].map((side) => ({
      name: `P${side + 1}`,
      strategyRating: 3,
      formations: formations(side as Side),
    })) as GameSetup['players'],
    datasheets: {
      [TUNNELING_RHINO.id]: TUNNELING_RHINO,
      'sm-tactical': getDatasheet('sm-tactical')!,
    },
    terrain: [],
    objectives: [
      { id: 'o1', position: { x: 90, y: 60 }, label: 'middle' },
      { id: 'o2', position: { x: 50, y: 85 }, label: 'north' },
      { id: 'o3', position: { x: 130, y: 35 }, label: 'south' },
    ],
    deploymentZones: [zone('south', 0, 30), zone('north', 90, 120)],
    victory: {
      kind: 'hold-objectives',
      objectives: 2,
      holdTurns: 1,
      captureRange: 15,
      maxTurns: 4,
    },
  };
}
