import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CatalogueText } from '../../../engine/netea/armies';

/** The hand-written catalogues of tests/armies/fixtures. */
export function fixture(file: string): CatalogueText {
  const path = fileURLToPath(new URL(`./fixtures/${file}`, import.meta.url));
  return { file, text: readFileSync(path, 'utf8') };
}
