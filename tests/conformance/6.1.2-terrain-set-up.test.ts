import { describe, expect, it } from 'vitest';
import { tournamentGameSetup } from '../../engine/netea/scenarios/tournamentGame';
import { emptyLayout, type TerrainLayout } from '../../engine/netea/scenarios/terrainLayout';
import type { TournamentGameOptions } from '../../engine/netea/scenarios/tournamentOptions';
import { createGame } from '../../engine/netea/state/setup';
import type { GameState } from '../../engine/netea/state/schema';
import { play, refused } from '../netea/rules/6.1-tournament/fixture';

const TABLE = { width: 180, height: 120 };

/** Two pieces a person placed by hand on the 180 by 120cm table. */
const PLACED: TerrainLayout = {
  ...emptyLayout(TABLE),
  pieces: [
    {
      type: 'woods',
      polygon: [
        { x: 50, y: 40 },
        { x: 72, y: 40 },
        { x: 72, y: 62 },
        { x: 50, y: 62 },
      ],
    },
    {
      type: 'fortifications',
      polygon: [
        { x: 120, y: 70 },
        { x: 140, y: 70 },
        { x: 140, y: 80 },
        { x: 120, y: 80 },
      ],
      height: 1,
    },
  ],
};

/** Imperial Guard (strategy 2) against Space Marines (strategy 5): player 2 rates higher. */
function options(extra: Partial<TournamentGameOptions> = {}): TournamentGameOptions {
  return {
    pointsTotal: 3000,
    table: TABLE,
    terrainDensity: 2,
    armies: [
      { kind: 'list', listId: 'imperial-guard-steel-legion-ea' },
      { kind: 'list', listId: 'space-marines-ea' },
    ],
    ...extra,
  };
}

function game(extra: Partial<TournamentGameOptions> = {}): GameState {
  const setup = tournamentGameSetup(5, options(extra));
  if (!setup.ok) throw new Error(setup.error.join('\n'));
  const created = createGame(setup.value);
  if (!created.ok) throw new Error(created.error.join('\n'));
  return created.value;
}

describe('6.1.2 Set-up: the terrain for the game', () => {
  it('6.1.2: terrain set up by hand is the table the game is played on, piece for piece', () => {
    const placed = game({ terrainLayout: PLACED });
    expect(placed.terrain).toEqual([
      { id: 'woods-1', type: 'woods', polygon: PLACED.pieces[0]!.polygon, height: 1 },
      {
        id: 'fortifications-2',
        type: 'fortifications',
        polygon: PLACED.pieces[1]!.polygon,
        height: 1,
      },
    ]);
    // Without a layout the terrain is generated from the game's seed, of the kinds asked for.
    const generated = game({ terrainKinds: ['ruins'] });
    expect(generated.terrain.length).toBe(12);
    expect(new Set(generated.terrain.map((f) => f.type))).toEqual(new Set(['ruins']));
    // Generated from the battle's seed (5 here) unless a terrain seed of its own is given.
    expect(game({ terrainSeed: 5 }).terrain).toEqual(game().terrain);
    expect(game({ terrainSeed: 6 }).terrain).not.toEqual(game().terrain);
  });

  it('6.1.2: if one player sets up the terrain then his opponent may choose where to deploy', () => {
    const byPlayer2 = game({ terrainLayout: PLACED, terrainSetUpBy: 1 });
    const choose = (side: 0 | 1) =>
      ({ type: 'tournament.chooseEdge', side, edge: 'north' }) as const;
    // Player 2 has the higher strategy rating, but set up the terrain: player 1 chooses.
    expect(refused(byPlayer2, choose(1))).toEqual({
      code: 'tournament/not-your-choice',
      section: '6.1.2',
    });
    expect(play(byPlayer2, choose(0)).tournament?.edges).toEqual(['north', 'south']);
    // Set up jointly (or generated, as by an organiser): the higher strategy rating chooses.
    const joint = game({ terrainLayout: PLACED });
    expect(refused(joint, choose(0))?.code).toBe('tournament/not-your-choice');
    expect(play(joint, choose(1)).tournament?.edges).toEqual(['south', 'north']);
  });

  it('6.1.2: a layout for another table, or with a piece off the table, starts no game and says why', () => {
    const other = tournamentGameSetup(
      5,
      options({ terrainLayout: { ...PLACED, table: { width: 240, height: 120 } } }),
    );
    expect(other.ok ? [] : other.error).toContain(
      "Terrain: The layout is for a 240 by 120cm table; the game's table is 180 by 120cm.",
    );
    const off: TerrainLayout = {
      ...PLACED,
      pieces: [
        { type: 'hill', polygon: PLACED.pieces[0]!.polygon.map((p) => ({ x: p.x + 120, y: p.y })) },
      ],
    };
    const offTable = tournamentGameSetup(5, options({ terrainLayout: off }));
    expect(offTable.ok ? [] : offTable.error).toEqual([
      'Terrain: Piece 1 (hill) reaches outside the 180 by 120cm table.',
    ]);
  });
});
