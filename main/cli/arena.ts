/**
 * `npm run arena -- --a ai:hard --b greedy --scenario combined-arms --games 200 [--seed n] [--json] [--list]`:
 * plays seeded games between two players (sides swapped every other game) and prints wins, draws
 * and losses with a 95% Wilson interval, the average game length and the decision time
 * percentiles per decision kind; with `--json`, one JSON object; `--list` prints every game.
 * `--scenario tournament` plays 3,000-point tournament games (6.1: random bundled armies,
 * generated terrain); each set-up is played twice, so each player fields both armies.
 */
import {
  percentile,
  playArenaGame,
  wilson,
  type ArenaGame,
  type DecisionTimes,
} from './arenaGames';
import { isPlayerId, PLAYER_IDS } from '../../ai/registry';
import { TOURNAMENT_SCENARIO_ID } from '../../engine/netea/scenarios/tournament';
import { arenaScenarioName, arenaSetup, arenaScenarioIds } from './arenaSetups';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function fail(message: string): never {
  process.stderr.write(
    `${message}\nusage: npm run arena -- --a <${PLAYER_IDS.join('|')}> --b <id> --scenario <${arenaScenarioIds().join('|')}> --games <n> [--seed <n>] [--json] [--list]\n`,
  );
  process.exit(2);
}

const a = arg('a') ?? 'ai:hard';
const b = arg('b') ?? 'random';
const scenarioId = arg('scenario') ?? 'combined-arms';
const games = Number(arg('games') ?? '20');
const baseSeed = Number(arg('seed') ?? '1');
const json = process.argv.includes('--json');
const list = process.argv.includes('--list');
if (!isPlayerId(a)) fail(`--a: unknown player "${a}"`);
if (!isPlayerId(b)) fail(`--b: unknown player "${b}"`);
if (!arenaScenarioIds().includes(scenarioId)) fail(`--scenario: unknown scenario "${scenarioId}"`);
if (!Number.isInteger(games) || games < 1) fail(`--games: expected a whole number of at least 1`);
if (!Number.isInteger(baseSeed) || baseSeed < 0) fail(`--seed: expected a whole number`);

const times = { A: new Map() as DecisionTimes, B: new Map() as DecisionTimes };
const results: ArenaGame[] = [];
for (let i = 0; i < games; i++) {
  const arena = arenaSetup(scenarioId, baseSeed, i);
  if (!arena.setup.ok) fail(arena.setup.error.join('\n'));
  const seed = arena.seed;
  results.push(playArenaGame(arena.setup.value, a, b, seed, i, times));
  const r = results[results.length - 1]!;
  if (list)
    process.stderr.write(
      `seed ${seed}: A as player ${r.sideA + 1} of ${r.players}, ${r.winner === null ? 'draw' : `${r.winner} wins`} in turn ${r.turns}, ${r.commands} commands, ${r.seconds.toFixed(2)} s\n`,
    );
  else if (!json) process.stderr.write(`\rgame ${i + 1}/${games}`);
}
if (!json) process.stderr.write('\n');

const winsA = results.filter((r) => r.winner === 'A').length;
const winsB = results.filter((r) => r.winner === 'B').length;
const draws = games - winsA - winsB;
const ci = wilson(winsA, games);
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;
const allA = [...times.A.values()].flat();
const perKind = [...times.A.entries()]
  .sort(([x], [y]) => x.localeCompare(y))
  .map(([kind, ms]) => ({
    kind,
    count: ms.length,
    p50: round(percentile(ms, 50)),
    p95: round(percentile(ms, 95)),
    max: round(Math.max(...ms)),
  }));
const players = Math.max(...results.map((r) => r.players));
const summary = {
  a,
  b,
  scenario: scenarioId,
  players,
  games,
  seed: baseSeed,
  winsA,
  draws,
  winsB,
  winRateA: round(winsA / games, 3),
  winRateA95: [round(ci.low, 3), round(ci.high, 3)],
  turnsMean: round(mean(results.map((r) => r.turns))),
  commandsMean: round(mean(results.map((r) => r.commands)), 1),
  gameSecondsMean: round(mean(results.map((r) => r.seconds)), 3),
  gameSecondsMax: round(Math.max(...results.map((r) => r.seconds)), 3),
  decisionMsP50: round(percentile(allA, 50)),
  decisionMsP95: round(percentile(allA, 95)),
  decisionMsMax: round(Math.max(0, ...allA)),
  decisionsA: perKind,
};

if (json) {
  process.stdout.write(`${JSON.stringify(summary)}\n`);
} else {
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  process.stdout.write(
    [
      `${arenaScenarioName(scenarioId)}: ${a} (A) against ${b} (B), ${games} games from seed ${baseSeed}, ${scenarioId === TOURNAMENT_SCENARIO_ID ? 'each set-up played twice with sides and armies swapped' : players > 2 ? `A alone against ${players - 1} B players, taking each side in turn` : 'sides swapped every other game'}`,
      `A wins ${winsA}, draws ${draws}, ${players > 2 ? 'a B player' : 'B'} wins ${winsB}: A wins ${pct(winsA / games)} (95% Wilson interval ${pct(ci.low)}–${pct(ci.high)})`,
      `game length: ${summary.turnsMean} turns, ${summary.commandsMean} commands, ${summary.gameSecondsMean} s on average (longest ${summary.gameSecondsMax} s)`,
      `decision time of ${a}: p50 ${summary.decisionMsP50} ms, p95 ${summary.decisionMsP95} ms, max ${summary.decisionMsMax} ms`,
      '',
      `${'decision kind'.padEnd(30)} ${'count'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
      ...perKind.map(
        (k) =>
          `${k.kind.padEnd(30)} ${String(k.count).padStart(7)} ${k.p50.toFixed(2).padStart(8)} ${k.p95.toFixed(2).padStart(8)} ${k.max.toFixed(2).padStart(8)}`,
      ),
      '',
    ].join('\n'),
  );
}
