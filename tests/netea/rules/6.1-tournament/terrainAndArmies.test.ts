import { describe, expect, it } from 'vitest';
import { bundledList, validateRoster } from '../../../../engine/netea/armies';
import { rosterPoints } from '../../../../engine/netea/armies/roster/tree';
import { armyPoints } from '../../../../engine/netea/rules/6.1-tournament/forces';
import { EDGE_DEPTH } from '../../../../engine/netea/rules/6.1-tournament/table';
import {
  buildRoster,
  fieldableFormations,
} from '../../../../engine/netea/scenarios/tournamentArmies';
import { generateTerrain } from '../../../../engine/netea/scenarios/tournamentTerrain';

const TABLE = { width: 180, height: 120 };

describe('the tournament terrain generator (6.1 Tournament Terrain, 1.8.4)', () => {
  it('places twice as many features as 60cm squares, of the kinds asked for, the same for the same seed', () => {
    const terrain = generateTerrain({ seed: 9, table: TABLE, kinds: ['woods', 'hill'] });
    expect(terrain).toHaveLength(12);
    expect(new Set(terrain.map((t) => t.type))).toEqual(new Set(['woods', 'hill']));
    expect(generateTerrain({ seed: 9, table: TABLE, kinds: ['woods', 'hill'] })).toEqual(terrain);
    expect(generateTerrain({ seed: 10, table: TABLE })).not.toEqual(terrain);
  });

  it('density sets the number of features; none reaches into the 15cm along any edge', () => {
    for (let seed = 0; seed < 20; seed++) {
      const terrain = generateTerrain({ seed, table: TABLE, density: 1 });
      expect(terrain.length).toBeLessThanOrEqual(6);
      for (const p of terrain.flatMap((t) => t.polygon)) {
        expect(p.x).toBeGreaterThanOrEqual(EDGE_DEPTH);
        expect(p.y).toBeGreaterThanOrEqual(EDGE_DEPTH);
        expect(p.x).toBeLessThanOrEqual(TABLE.width - EDGE_DEPTH);
        expect(p.y).toBeLessThanOrEqual(TABLE.height - EDGE_DEPTH);
      }
    }
  });
});

describe('armies to an agreed points total (6.1.1)', () => {
  it("a seeded roster from a bundled list stays within the points and the list's upper limits", () => {
    const list = bundledList('space-marines-ea')!;
    const roster = buildRoster(list, 3000, 1);
    const points = rosterPoints(list, roster.formations);
    expect(points).toBeGreaterThan(2000);
    expect(points).toBeLessThanOrEqual(3000);
    expect(armyPoints(list, roster)).toBe(points);
    expect(
      validateRoster(list, roster).problems.filter((p) => p.code !== 'roster/too-few'),
    ).toEqual([]);
    expect(buildRoster(list, 3000, 1)).toEqual(roster);
  });

  it("fieldable formations carry their army list's points, aircraft among them (kept in reserve, 6.1.6)", () => {
    const pool = fieldableFormations();
    expect(pool.find((f) => f.formation === 'sm-tactical-detachment')?.points).toBeGreaterThan(0);
    expect(pool.find((f) => f.formation === 'sm-thunderhawk-gunship')?.points).toBeGreaterThan(0);
  });
});
