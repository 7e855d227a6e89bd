/**
 * `npm run sim:seeds -- [--seeds 2000] [--from 0] [--scenario <id> | --tournament]`: plays every bundled
 * scenario (or one, or random tournament games of 3,000 points: 6.1) with a random legal player
 * on every side (two to four: seed 001 5.3.11) over many seeds, printing the wins of each side, checking the invariants after every command and
 * that each game replays to the same hash. Exits non-zero on any failure, naming its seed.
 * `--from` starts at another seed, so that one long sweep can be split between processes (seeds
 * 0-999 and 1000-1999 are the same 2,000 games as 0-1999).
 */
import { sweepSeeds, sweepTournamentSeeds, type SweepResult } from '../../ai/seedSweep';
import { ALL_SCENARIOS } from '../../engine/netea/scenarios';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const seeds = Number(arg('seeds') ?? '2000');
const from = Number(arg('from') ?? '0');
const only = arg('scenario');
const tournament = process.argv.includes('--tournament');
const scenarios: { id: string; sweep: () => SweepResult }[] = tournament
  ? [{ id: 'tournament', sweep: () => sweepTournamentSeeds(from, from + seeds) }]
  : ALL_SCENARIOS.filter((s) => !only || s.id === only).map((s) => ({
      id: s.id,
      sweep: () => sweepSeeds(s, from, from + seeds),
    }));
const USAGE =
  'usage: npm run sim:seeds -- [--seeds <n>] [--from <seed>] [--scenario <id> | --tournament]\n';
if (process.argv.includes('--help')) {
  process.stdout.write(USAGE);
  process.exit(0);
}
// Anything else on the line (a typo, --help) is refused rather than starting a 2,000-seed sweep.
const KNOWN = new Set(['--seeds', '--from', '--scenario', '--tournament']);
const unknown = process.argv
  .slice(2)
  .filter(
    (a, i, all) =>
      a.startsWith('--') &&
      !KNOWN.has(a) &&
      !['--seeds', '--from', '--scenario'].includes(all[i - 1] ?? ''),
  );
if (
  unknown.length > 0 ||
  !Number.isInteger(seeds) ||
  seeds < 1 ||
  !Number.isInteger(from) ||
  from < 0 ||
  scenarios.length === 0
) {
  if (unknown.length > 0) process.stderr.write(`unknown option ${unknown.join(' ')}\n`);
  process.stderr.write(USAGE);
  process.exit(2);
}
let failed = 0;
for (const scenario of scenarios) {
  const start = performance.now();
  const result = scenario.sweep();
  const seconds = (performance.now() - start) / 1000;
  failed += result.failures.length;
  process.stdout.write(
    `${scenario.id}: ${result.games} games (seeds ${from}-${from + seeds - 1}), ${result.failures.length} failed; wins ${result.wins.join('/') || '-'}, draws ${result.draws}; digest ${result.digest}; ${seconds.toFixed(1)}s\n`,
  );
  for (const f of result.failures.slice(0, 10))
    process.stdout.write(`  seed ${f.seed}: ${f.problem}\n`);
}
process.stdout.write(`${failed === 0 ? 'all games passed' : `${failed} games failed`}\n`);
process.exitCode = failed === 0 ? 0 : 1;
