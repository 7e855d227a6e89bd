import { describe, expect, it } from 'vitest';
import { createTournamentSetup } from '../../../../engine/netea/scenarios/tournament';
import { randomListForces } from '../../../../engine/netea/scenarios/tournamentArmies';
import { createGame } from '../../../../engine/netea/state/setup';
import type { GameState } from '../../../../engine/netea/state/schema';
import { unitShape } from '../../../../engine/netea/rules/1.2-formations/battlefield';
import { checkFormationCoherency } from '../../../../engine/netea/rules/1.2-formations/coherency';
import { tournamentDecision } from '../../../../engine/netea/rules/6.1-tournament/decision';
import { tournamentDefault } from '../../../../engine/netea/rules/6.1-tournament/defaults';
import { partlyIn, whollyIn } from '../../../../engine/netea/rules/6.1-tournament/placement';
import { edgeZonePolygon } from '../../../../engine/netea/rules/6.1-tournament/table';
import { sweepTournamentSeeds } from '../../../../ai/seedSweep';
import { fixedRandom, play } from './fixture';

type TerrainFeature = GameState['terrain'][number];

function cliff(id: string, x: number, y: number, w: number, h: number): TerrainFeature {
  const polygon = [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ];
  return { id, type: 'cliffs', polygon, height: 0 };
}

/** Seed 22's armies (a Tyranid horde against Orks) at the deployment step, the Tyranids on the
 * north-west corner, the Orks on the south-east one. */
function cornerDeployment(terrain: TerrainFeature[]): GameState {
  const setup = createTournamentSetup({
    seed: 22,
    pointsTotal: 3000,
    forces: randomListForces(3000, 22),
    terrain,
  });
  if (!setup.ok) throw new Error(setup.error.join('\n'));
  const created = createGame(setup.value);
  if (!created.ok) throw new Error(created.error.join('\n'));
  const game = created.value;
  return {
    ...game,
    tournament: {
      ...game.tournament!,
      step: 'deploy',
      next: 0,
      edges: ['north-west', 'south-east'],
    },
  };
}

function largestFormation(game: GameState, side: 0 | 1) {
  return Object.values(game.formations)
    .filter((f) => f.side === side)
    .sort((a, b) => b.unitIds.length - a.unitIds.length)[0]!;
}

describe('6.1.6 the computer finds room to set each formation up within 15cm of its edge', () => {
  // Cliffs (impassable to all, 1.8.4) in both arms of the corner and at its angle.
  const cliffs = [
    cliff('c1', 20, 2, 8, 10),
    cliff('c2', 2, 25, 10, 8),
    cliff('c3', 55, 4, 12, 9),
    cliff('c4', 4, 4, 6, 6),
  ];

  it('a horde of 20 stands and the rest of its army go down legally in a corner zone with cliffs', () => {
    let game = cornerDeployment(cliffs);
    const horde = largestFormation(game, 0);
    expect(horde.unitIds.length).toBeGreaterThanOrEqual(18);
    const random = fixedRandom(3);
    // Every command goes through the set-up command's own validation (play fails on a refusal).
    while (game.tournament!.step === 'deploy') {
      const side = tournamentDecision(game).sides[0]!;
      game = play(game, tournamentDefault(game, side, random, false));
    }
    expect(game.tournament!.step).toBe('battle');
    const zone = edgeZonePolygon(game.table, 'north-west');
    const tyranids = Object.values(game.units).filter((u) => u.side === 0);
    for (const unit of tyranids.filter((u) => u.status === 'deployed')) {
      const shape = unitShape(game, unit)!;
      expect(whollyIn(zone, shape)).toBe(true);
      for (const c of cliffs) expect(partlyIn(c.polygon, shape)).toBe(false);
    }
    expect(horde.unitIds.every((id) => game.units[id]!.status === 'deployed')).toBe(true);
    for (const f of Object.values(game.formations))
      expect(checkFormationCoherency(game, f.id).coherent, f.name).toBe(true);
  });

  it('the random player wanders, seeded: the same seed sets up the same way, another elsewhere', () => {
    const game = cornerDeployment(cliffs);
    const setUp = (seed: number) => {
      const command = tournamentDefault(game, 0, fixedRandom(seed), true);
      if (command.type !== 'tournament.deployFormation') throw new Error(command.type);
      return command;
    };
    const a = setUp(5);
    const b = setUp(5000);
    expect(setUp(5)).toEqual(a);
    expect(b.formationId).toBe(a.formationId);
    expect(b.units.map((u) => u.position)).not.toEqual(a.units.map((u) => u.position));
    const after = play(game, a);
    expect(checkFormationCoherency(after, a.formationId).coherent).toBe(true);
  });

  it('with the whole corner zone impassable, the refusal names the formation and why', () => {
    const game = cornerDeployment([cliff('wall', 0, 0, 90, 60)]);
    expect(() => tournamentDefault(game, 0, fixedRandom(1), false)).toThrow(
      /player 1 found no room to set up .*Assault Swarm.*within 15cm of the north-west table edge.*impassable terrain/,
    );
  });

  it('the random tournament games that found no room (seeds 8 and 22) now play through', () => {
    const result = sweepTournamentSeeds(8, 9);
    const again = sweepTournamentSeeds(22, 23);
    expect([...result.failures, ...again.failures]).toEqual([]);
  });
});
