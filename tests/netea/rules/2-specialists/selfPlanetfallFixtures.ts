import type { Action } from '../../../../engine/netea/state/schema';
import type { CommandOf, Side } from '../../../../engine/netea/commands/schema';
import type { Point, TerrainFeature } from '../../../../engine/kernel/geometry';
import type { GameState } from '../../../../engine/netea/state/schema';
import { ORK_BOYZ, row } from '../../../fixtures/shootingGame';
import { withAbilities } from '../../../fixtures/specialists';
import { battle } from '../../../conformance/helpers';
import { withSheet } from '../../../conformance/entryHelpers';
import { tunnelSetup, zoned } from './tunnelFixtures';
import type { GameSetup } from '../../../../engine/netea/state/setup';
import { getDatasheet } from '../../../../engine/netea/data';

/**
 * Self planetfall (2.1.21) for tests: no bundled datasheet has the ability (the catalogues give
 * it to a few units of lists not bundled), so a Rhino with it stands in, a transport for two
 * infantry units. Side 0 deploys in the south (y 0-30), side 1 in the north (y 90-120).
 */
export const SELF_PLANETFALL_RHINO = withAbilities('sm-rhino', 'test-self-planetfall-rhino', [
  { id: 'self-planetfall' },
]);

export const LANDERS = ['r1', 'r2', 'm1', 'm2'] as const;

/**
 * Action phase of `turn`, side 0 to act: side 0's 'landers' (Rhinos with self planetfall r1, r2
 * and Tacticals m1, m2, all off the table, initiative 2+ so that a 1 fails), a Tactical
 * formation 'tac' in a row from (100, 20); side 1's Ork Boyz 'orks' in a row from (60, 100).
 */
export function landersOffTable(
  turn = 2,
  terrain: readonly TerrainFeature[] = [],
  extra: readonly Parameters<typeof battle>[0][number][] = [],
): GameState {
  const s = zoned(
    withSheet(
      battle(
        [
          {
            id: 'landers',
            side: 0,
            units: [...row('r', 'sm-rhino', 2, 20, 10), ...row('m', 'sm-tactical', 2, 40, 10)],
          },
          { id: 'tac', side: 0, units: row('t', 'sm-tactical', 2, 100, 20) },
          { id: 'orks', side: 1, units: row('boy', ORK_BOYZ.id, 3, 60, 100) },
          ...extra,
        ],
        { terrain },
      ),
      SELF_PLANETFALL_RHINO,
      ['r1', 'r2'],
    ),
  );
  const units = { ...s.units };
  for (const id of LANDERS) units[id] = { ...units[id]!, status: 'reserve', position: null };
  const landers = { ...s.formations.landers!, initiative: 2 };
  return { ...s, units, turn, formations: { ...s.formations, landers } };
}

/** `landersOffTable` at set-up, nobody finished, nothing written down. */
export function deployingLanders(): GameState {
  const s = landersOffTable();
  return { ...s, phase: 'setup', turn: 0, setup: { ...s.setup, finished: [false, false] } };
}

/** `landersOffTable` with their landing point `at` plotted for `turn` (the current turn). */
export function landersDue(
  at: Point = { x: 90, y: 60 },
  turn = 2,
  terrain: readonly TerrainFeature[] = [],
): GameState {
  return {
    ...landersOffTable(turn, terrain),
    plots: [{ side: 0, kind: 'landing-zone', formationId: 'landers', position: at, turn }],
  };
}

export const plotLanding = (
  position: Point,
  turn: number,
  side: Side = 0,
  formationId = 'landers',
): CommandOf<'setup.plot'> => ({
  type: 'setup.plot',
  side,
  kind: 'landing-zone',
  formationId,
  plot: { position, turn },
});

/** The landers nominated for `action`, r1 placed at `a` and r2 at `b` (before scatter). */
export const landLanders = (
  action: Exclude<Action, 'hold'>,
  a: Point,
  b: Point,
): CommandOf<'planetfall.self'> => ({
  type: 'planetfall.self',
  side: 0,
  formationId: 'landers',
  action,
  placements: [
    { unitId: 'r1', position: a, facing: 90 },
    { unitId: 'r2', position: b, facing: 90 },
  ],
});

/**
 * A small game from set-up for players and replays: each side a formation of two Rhinos with
 * self planetfall carrying two Tacticals ('landers0', 'landers1') and a Tactical formation;
 * objectives at the middle and in each half; zones south (side 0) and north (side 1).
 */
export function selfPlanetfallSetup(seed: number): GameSetup {
  const formations = (side: Side) => [
    {
      id: `landers${side}`,
      name: `Landers ${side + 1}`,
      initiative: 1,
      units: [
        { id: `r${side}a`, datasheetId: SELF_PLANETFALL_RHINO.id },
        { id: `r${side}b`, datasheetId: SELF_PLANETFALL_RHINO.id },
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
  const tunnels = tunnelSetup(seed);
  return {
    ...tunnels,
    scenarioId: 'self-planetfall-test',
    players: tunnels.players.map((p, side) => ({
      ...p,
      formations: formations(side as Side),
    })) as unknown as GameSetup['players'],
    datasheets: {
      [SELF_PLANETFALL_RHINO.id]: SELF_PLANETFALL_RHINO,
      'sm-tactical': getDatasheet('sm-tactical')!,
    },
  };
}
