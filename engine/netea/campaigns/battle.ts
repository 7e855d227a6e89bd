import { err, ok, type Result } from '../../kernel/result';
import { findScenario } from '../scenarios';
import { createScenarioSetup } from '../scenarios/createSetup';
import type { ScenarioInput } from '../scenarios/schema';
import { tournamentGameSetup } from '../scenarios/tournamentGame';
import type { GameSetup } from '../state/setup';
import type { GameSettings } from '../state/settings';
import type { TwoSides as Side } from '../commands/primitives';
import type { Battle, Effect, Party } from './schema';

/** The party commanding a scenario side, given which side the person commands. */
export function partyOf(side: Side, personSide: Side): Party {
  return side === personSide ? 'person' : 'opponent';
}

/**
 * The game set-up of one campaign battle (seed 001 5.4.2): the scenario or tournament game it
 * names, with the battle's own force changes and the effects earned in the previous battle
 * (`carried`) really applied: formations added or held back, strategy ratings, points, special
 * rules, the turn limit. `party` maps scenario sides to the effects' parties; a league game
 * (no person) passes `null` and only the battle's own changes for side 0 and 1 apply.
 */
export function battleSetup(
  battle: Battle,
  carried: readonly Effect[],
  options: { seed: number; personSide: Side | null; settings?: Partial<GameSettings> },
): Result<GameSetup> {
  const sideParty = (side: Side): Party =>
    options.personSide === null
      ? side === 0
        ? 'person'
        : 'opponent'
      : partyOf(side, options.personSide);
  const effectsOf = (side: Side): Effect[] => [
    ...(battle.forces?.[sideParty(side)] ?? []),
    ...carried.filter((e) => e.party === sideParty(side)),
  ];
  const effects: [Effect[], Effect[]] = [effectsOf(0), effectsOf(1)];
  const ground = battle.ground;
  let setup: Result<GameSetup>;
  if (ground.kind === 'scenario') {
    const scenario = findScenario(ground.scenario);
    if (!scenario)
      return err([`battle "${battle.title}": there is no scenario "${ground.scenario}"`]);
    const changed = changeForces(scenario, effects, battle);
    if (!changed.ok) return changed;
    setup = createScenarioSetup(changed.value, {
      seed: options.seed,
      ...(options.settings ? { settings: options.settings } : {}),
    });
  } else {
    const misplaced = effects.flat().find((e) => e.kind === 'reinforce' || e.kind === 'reserve');
    if (misplaced)
      return err([
        `battle "${battle.title}": formations cannot be added to or held back from an army built to the points; give a points change instead`,
      ]);
    const points = (side: Side) =>
      effects[side].reduce((sum, e) => sum + (e.kind === 'points' ? e.points : 0), 0);
    setup = tournamentGameSetup(options.seed, ground.options, options.settings, [
      points(0),
      points(1),
    ]);
  }
  if (!setup.ok) return setup;
  const players = setup.value.players.map((player, side) => {
    const mine = effects[side as Side];
    const strategy = mine.reduce((sum, e) => sum + (e.kind === 'strategy' ? e.change : 0), 0);
    const rules = battle.specialRules?.[sideParty(side as Side)] ?? [];
    return {
      ...player,
      strategyRating: Math.max(0, Math.min(10, player.strategyRating + strategy)),
      specialRules: [...new Set([...(player.specialRules ?? []), ...rules])],
    };
  });
  return ok({ ...setup.value, players: [players[0]!, players[1]!] });
}

/** Reinforcements appended, formations held in reserve taken off the end of the list, and the
 * turn limit, on a copy of the scenario. */
function changeForces(
  scenario: ScenarioInput,
  effects: readonly [Effect[], Effect[]],
  battle: Battle,
): Result<ScenarioInput> {
  const problems: string[] = [];
  const forces = scenario.forces.map((force, side) => {
    const formations = force.formations.map((f) => ({ ...f }));
    let army = force.army;
    for (const effect of effects[side]!) {
      // Seed 001 5.3.4, 5.3.6: a force built from its army list takes a points change.
      if (effect.kind === 'points' && army)
        army = { ...army, points: Math.max(1, army.points + effect.points) };
      else if (effect.kind === 'points')
        problems.push(
          `battle "${battle.title}": a points change needs an army built to the points (a tournament game), not the fixed forces of "${scenario.name}"`,
        );
      if (effect.kind === 'reinforce')
        formations.push({ formation: effect.formation, count: effect.count });
      if (effect.kind === 'reserve') {
        let left = effect.count;
        for (let i = formations.length - 1; i >= 0 && left > 0; i--) {
          const entry = formations[i]!;
          if (entry.formation !== effect.formation) continue;
          const taken = Math.min(left, entry.count);
          entry.count -= taken;
          left -= taken;
        }
      }
    }
    const kept = formations.filter((f) => f.count > 0);
    // A force of listed formations must keep one; one drawn from a list, or of a list's
    // datasheets (seed 001 5.3.5–5.3.7), has its formations there.
    const others = army !== undefined || (force.listFormations ?? []).length > 0;
    if (kept.length === 0 && !others)
      problems.push(
        `battle "${battle.title}": ${force.name} would have no formation left once formations are held in reserve`,
      );
    return { ...force, formations: kept, ...(army ? { army } : {}) };
  });
  if (problems.length > 0) return err(problems);
  return ok({
    ...scenario,
    forces: [forces[0]!, forces[1]!],
    victory: battle.maxTurns
      ? { ...scenario.victory, maxTurns: battle.maxTurns }
      : scenario.victory,
  });
}
