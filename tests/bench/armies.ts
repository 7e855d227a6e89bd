/**
 * Army list figures: the time to import every catalogue of ../shared/bsdata (the game system read
 * once, then each catalogue; target <= 10 s on one core) and the 95th percentile of validating a
 * 3,000-point Codex Astartes roster (target <= 5 ms). Without the catalogues the import figure is
 * left out, with a message on standard error.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  bundledList,
  formationPoints,
  importCatalogue,
  newFormation,
  validateRoster,
  type ImportedList,
  type Roster,
  type RosterFormation,
} from '../../engine/netea/armies';

const BSDATA = fileURLToPath(new URL('../../../shared/bsdata/', import.meta.url));
const RUNS = 400;

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.ceil(sorted.length * 0.95) - 1]! * 1000) / 1000;
}

function importAllSeconds(): number | undefined {
  if (!existsSync(`${BSDATA}Epic.gst`)) {
    process.stderr.write('armies: ../shared/bsdata is absent, importAllSeconds not measured\n');
    return undefined;
  }
  const read = (file: string) => ({ file, text: readFileSync(BSDATA + file, 'utf8') });
  const files = readdirSync(BSDATA).filter((f) => f.endsWith('.cat'));
  const texts = files.map(read);
  const gst = read('Epic.gst');
  const started = performance.now();
  for (const cat of texts) {
    const report = importCatalogue(gst, cat);
    if (!report.ok) throw new Error(`${cat.file} does not import`);
  }
  return Math.round((performance.now() - started) / 10) / 100;
}

/** A roster of core formations, each with its required units, up to 3,000 points. */
export function threeThousandPoints(list: ImportedList): Roster {
  const formations: RosterFormation[] = [];
  let points = 0;
  const core = list.formations.filter((f) => f.category === 'Formations');
  for (let i = 0; points < 2800; i += 1) {
    const f = newFormation(list, core[i % core.length]!.id)!;
    const p = formationPoints(list, f);
    if (points + p > 3000) break;
    formations.push(f);
    points += p;
  }
  return {
    list: list.id,
    listRevision: list.source.revision,
    name: 'Bench',
    pointsLimit: 3000,
    formations,
  };
}

export async function run(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const seconds = importAllSeconds();
  if (seconds !== undefined) figures['armies.importAllSeconds'] = seconds;
  const list = bundledList('space-marines-ea')!;
  const roster = threeThousandPoints(list);
  const check = validateRoster(list, roster);
  if (check.points < 2800) throw new Error(`the bench roster has only ${check.points} points`);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    validateRoster(list, roster);
    samples.push(performance.now() - started);
  }
  figures['armies.validateRosterMs'] = p95(samples);
  return figures;
}
