import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { bundledCampaign, startCampaign } from '../../../engine/netea/campaigns';
import { journalLanguage, journalText } from '../../../main/campaigns/journalText';
import { play } from '../../netea/campaigns/helpers';

/**
 * Issue 18: the journal of the headless CLI in German (seed 001 5.4.2 "Kampagnentagebuch"):
 * `npm run campaign -- --play … --journal out.md --language de`.
 */
const ladder = () =>
  play(startCampaign(bundledCampaign('spaceport-ladder')!, 4, '2026-11-01'), 'win');

describe('5.4.2 the headless CLI’s journal in German', () => {
  it('writes the engine’s words and the bundled campaign’s texts in German', () => {
    const text = journalText(ladder(), 'out.md', 'de');
    expect(text).toContain('# Der Weg zum Raumhafen');
    expect(text).toContain('- Art: Leiterkampagne (5.4.2)');
    expect(text).toContain('## 1. Die Landefelder');
    expect(text).not.toContain('## Standings');
  });

  it('writes HTML for an .html file, English unless told otherwise', () => {
    expect(journalText(ladder(), 'out.html', 'de')).toContain('<html lang="de">');
    const english = journalText(ladder(), 'out.md');
    expect(english).toContain('# The Road to the Spaceport');
    expect(english).toContain('## 1. The Landing Fields');
  });

  it('takes en and de, and nothing else', () => {
    expect([undefined, 'en', 'de', 'fr'].map(journalLanguage)).toEqual(['en', 'en', 'de', null]);
  });

  it('npm run campaign -- --language de writes the journal file in German', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'epic-journal-'));
    try {
      const out = join(dir, 'journal.md');
      await promisify(execFile)(
        process.execPath,
        [
          join('node_modules', 'tsx', 'dist', 'cli.mjs'),
          'main/cli/campaign.ts',
          '--play',
          'hill-tree',
          '--seed',
          '2',
          '--journal',
          out,
          '--language',
          'de',
        ],
        { cwd: process.cwd() },
      );
      const text = await readFile(out, 'utf8');
      expect(text).toContain('# Der Hügel des Heiligen Khanis');
      expect(text).toContain('## Tabelle');
      // A language the journal does not speak is refused with the usage, writing nothing.
      await expect(
        promisify(execFile)(
          process.execPath,
          [
            join('node_modules', 'tsx', 'dist', 'cli.mjs'),
            'main/cli/campaign.ts',
            '--play',
            'hill-tree',
            '--language',
            'fr',
          ],
          { cwd: process.cwd() },
        ),
      ).rejects.toMatchObject({ code: 2 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
