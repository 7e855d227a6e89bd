import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CatalogueText } from '../../../engine/netea/armies';

/**
 * The BattleScribe files in ../shared/bsdata, read for tests and scripts. They live outside the
 * repository (bsdata/SOURCE.md); `haveBsdata` says whether they are here.
 */
export const BSDATA = fileURLToPath(new URL('../../../../shared/bsdata/', import.meta.url));
export const haveBsdata = existsSync(`${BSDATA}Epic.gst`);

export function readBsdata(file: string): CatalogueText {
  return { file, text: readFileSync(BSDATA + file, 'utf8') };
}

export function catalogueFiles(): string[] {
  return readdirSync(BSDATA)
    .filter((f) => f.endsWith('.cat'))
    .sort();
}
