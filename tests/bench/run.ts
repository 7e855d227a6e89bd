/**
 * `npm run bench`: every benchmark suite, figures printed as a table, or with `-- --json` as one
 * JSON object on standard output (keys such as `geometry.distancePerSec`). Speed targets live
 * here, not in unit tests, so a busy machine never makes the test suite flaky.
 */
import { run as ai } from './ai';
import { run as armies } from './armies';
import { run as geometry } from './geometry';
import { run as saves } from './saves';
import { run as sim } from './sim';
import { run as tournament, TOURNAMENT_TARGETS } from './tournament';
import { meets, targetText, type Targets } from './targets';

type Suite = {
  name: string;
  run: () => Promise<Record<string, number>>;
  /** Figures with a target are marked met or missed in the table. */
  targets?: Targets;
};

const SUITES: Suite[] = [
  { name: 'geometry', run: geometry },
  { name: 'sim', run: sim },
  { name: 'saves', run: saves },
  { name: 'ai', run: ai },
  { name: 'armies', run: armies },
  { name: 'tournament', run: tournament, targets: TOURNAMENT_TARGETS },
];

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const figures: Record<string, number> = {};
  const targets: Record<string, { max?: number; min?: number }> = {};
  for (const suite of SUITES) {
    if (only && suite.name !== only) continue;
    if (!json) process.stderr.write(`running ${suite.name}…\n`);
    Object.assign(figures, await suite.run());
    Object.assign(targets, suite.targets ?? {});
  }
  if (json) {
    process.stdout.write(`${JSON.stringify(figures)}\n`);
    return;
  }
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  for (const [key, value] of Object.entries(figures)) {
    const shown = Number.isInteger(value) ? value.toLocaleString('en-GB') : value.toFixed(2);
    const met = meets(targets, key, value);
    const mark =
      met === null ? '' : `  (target ${targetText(targets, key)}: ${met ? 'met' : 'MISSED'})`;
    process.stdout.write(`${key.padEnd(width)}  ${shown}${mark}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
