import { createRngState, Rng } from '../../kernel/dice/rng';
import { err, ok, type Result } from '../../kernel/result';
import { fieldRoster } from '../armies/field';
import { bundledList, bundledLists } from '../armies/lists';
import type { GameSettings } from '../state/settings';
import type { GameSetup } from '../state/setup';
import type { ArmyChoice, TournamentGameOptions } from './tournamentOptions';
import { createTournamentSetup } from './tournament';

import { randomListForce, type TournamentForce } from './tournamentArmies';
import { generateTerrain, terrainSeed } from './tournamentTerrain';
import { layoutProblems, layoutTableProblem, layoutTerrain } from './terrainLayout';

/** A tournament game (6.1) from the "New battle" screen's options (tournamentOptions.ts): each
 * side's army fielded, the table and its generated terrain. `pointsChange` adds to (or takes
 * from) one side's total for an army built at random (seed 001 5.4.2: a campaign's points
 * reward or penalty). */
export function tournamentGameSetup(
  seed: number,
  options: TournamentGameOptions,
  settings?: Partial<GameSettings>,
  pointsChange: readonly [number, number] = [0, 0],
): Result<GameSetup> {
  const choices = options.armies ?? [{ kind: 'random' }, { kind: 'random' }];
  const forces: TournamentForce[] = [];
  const problems: string[] = [];
  choices.forEach((choice, side) => {
    const force = forceFor(choice, options.pointsTotal + pointsChange[side]!, `${seed}-${side}`);
    if (force.ok) forces.push(force.value);
    else problems.push(...force.error.map((e) => `Player ${side + 1}: ${e}`));
  });
  const terrain = terrainFor(seed, options);
  if (!terrain.ok) problems.push(...terrain.error);
  if (problems.length > 0 || !terrain.ok) return err(problems);
  // Two armies of one list: the players are told apart by their number.
  if (forces[0]!.name === forces[1]!.name)
    forces.forEach((f, side) => (forces[side] = { ...f, name: `${f.name} (player ${side + 1})` }));
  return createTournamentSetup({
    seed,
    pointsTotal: options.pointsTotal,
    table: options.table,
    terrain: terrain.value,
    ...(options.terrainSetUpBy === undefined ? {} : { terrainSetUpBy: options.terrainSetUpBy }),
    forces: [forces[0]!, forces[1]!],
    ...(settings ? { settings } : {}),
    ...(options.warmUp ? { warmUp: options.warmUp } : {}),
  });
}

/** The table's terrain (6.1.2): the layout placed by hand when there is one, on its own table
 * and checked piece by piece; otherwise generated from the game's seed. */
function terrainFor(seed: number, options: TournamentGameOptions): Result<GameSetup['terrain']> {
  const layout = options.terrainLayout;
  if (layout) {
    const wrong = [layoutTableProblem(layout, options.table), ...layoutProblems(layout)];
    const messages = wrong.flatMap((p) => (p ? [`Terrain: ${p.message}`] : []));
    return messages.length > 0 ? err(messages) : ok(layoutTerrain(layout));
  }
  return ok(
    generateTerrain({
      seed: terrainSeed(options.terrainSeed ?? seed),
      table: options.table,
      density: options.terrainDensity,
      ...(options.terrainKinds ? { kinds: options.terrainKinds } : {}),
    }),
  );
}

/** One side's force: its roster fielded, or a bundled list built to the points at random. */
function forceFor(choice: ArmyChoice, points: number, seed: string): Result<TournamentForce> {
  if (choice.kind === 'roster') {
    const army = fieldRoster(choice.roster);
    if (!army.ok) return army;
    return ok({
      name: army.value.name,
      strategyRating: army.value.strategyRating,
      formations: [],
      army: army.value,
    });
  }
  const lists = bundledLists();
  const list =
    choice.kind === 'list'
      ? bundledList(choice.listId)
      : lists[new Rng(createRngState(`list-${seed}`)).below(lists.length)];
  if (!list)
    return err([
      `there is no army list "${choice.kind === 'list' ? choice.listId : ''}"; the lists are ${lists
        .map((l) => l.name)
        .join(', ')}.`,
    ]);
  // A random list is built balanced, so games and campaigns made before styles come out the same.
  const style = choice.kind === 'list' ? choice.style : undefined;
  const force = randomListForce(list, points, `army-${seed}`, style);
  // A chosen list that cannot be fielded is said, not swapped for another army.
  if (choice.kind === 'list' && force.fallback) return err([force.fallback]);
  return ok(force);
}
