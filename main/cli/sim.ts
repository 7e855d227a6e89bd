/**
 * `npm run sim -- --scenario <id> --seed <n> [--quiet]`: plays a training scenario headless with
 * a random legal player on every side (two to four: seed 001 5.3.11) and prints the battle log.
 */
import { createRandomPlayer } from '../../ai/random';
import { playerSeed, simulate } from '../../ai/simulate';
import type { Side } from '../../engine/netea/commands/schema';
import { ofSide } from '../../engine/netea/state/perSide';
import { formatEvent } from '../../engine/netea/log/format';
import { createScenarioSetup, ALL_SCENARIOS } from '../../engine/netea/scenarios';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const scenarioId = arg('scenario') ?? 'basic-training';
const seed = Number(arg('seed') ?? '1');
const quiet = process.argv.includes('--quiet');
const scenario = ALL_SCENARIOS.find((s) => s.id === scenarioId);
if (!scenario || !Number.isInteger(seed) || seed < 0) {
  process.stderr.write(
    `usage: npm run sim -- --scenario <${ALL_SCENARIOS.map((s) => s.id).join('|')}> --seed <whole number>\n`,
  );
  process.exit(2);
}
const setup = createScenarioSetup(scenario, { seed });
if (!setup.ok) {
  process.stderr.write(`${setup.error.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`${scenario.name} (${scenario.section}), seed ${seed}\n`);
const players = setup.value.players.map((_, side) =>
  createRandomPlayer(playerSeed(seed, side as Side)),
);
const outcome = simulate(setup.value, players, {
  onEvents(events, game) {
    if (quiet) return;
    for (const e of events) process.stdout.write(`${formatEvent(e, game)}\n`);
  },
});
const { result } = outcome;
process.stdout.write(
  `Result after ${outcome.commands} commands: ${result.winner === null ? 'draw' : `${ofSide(outcome.snapshot.context.game.players, result.winner).name} wins`} in turn ${result.turn}: ${result.reason}\n`,
);
