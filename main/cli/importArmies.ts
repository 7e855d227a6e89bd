/**
 * `npm run armies:import`: imports the bundled army lists (engine/netea/armies/bundle.ts) from the
 * BattleScribe catalogues in ../shared/bsdata into engine/netea/armies/bundled/*.json, figures and names
 * only, with the source catalogue and its revision; then the program needs no catalogues.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { formatIssue, importCatalogue } from '../../engine/netea/armies';
import { BUNDLED_CATALOGUES, forBundling } from '../../engine/netea/armies/bundle';

const BSDATA = fileURLToPath(new URL('../../../shared/bsdata/', import.meta.url));
const OUT = fileURLToPath(new URL('../../engine/netea/armies/bundled/', import.meta.url));

const read = (file: string) => ({ file, text: readFileSync(BSDATA + file, 'utf8') });

async function main(): Promise<void> {
  const gst = read('Epic.gst');
  for (const file of BUNDLED_CATALOGUES) {
    const report = importCatalogue(gst, read(file));
    if (!report.ok) {
      process.stderr.write(`${report.error.map(formatIssue).join('\n')}\n`);
      process.exitCode = 1;
      return;
    }
    const list = forBundling(report.value.list);
    const path = `${OUT}${list.id}.json`;
    // Formatted as the repository's prettier settings would, so `npm run format:check` agrees.
    const options = (await resolveConfig(path)) ?? {};
    writeFileSync(path, await format(JSON.stringify(list), { ...options, filepath: path }));
    const unread = list.units.reduce((s, u) => s + (u.unreadNoteCount ?? 0), 0);
    process.stdout.write(
      `${list.id}.json: ${list.units.length} units, ${list.formations.length} formations, ` +
        `${unread} unread notes, ${report.value.unread.length} issues (${list.community ?? 'no community'})\n`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
