import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setNotes, writeCampaignFile } from '../../../engine/netea/campaigns';
import { writeFileAtomic } from '../../../main/saves/atomicWrite';
import { campaignStore } from '../../../main/campaigns/store';
import { draws, writeUntilKilled } from '../../saves/faults';
import { ladderTwoIn } from './fixtures';

const WRITES = 200;
const ID = 'campaign-crash';
let userData: string;

beforeAll(async () => {
  userData = await mkdtemp(join(tmpdir(), 'epic-solo-campaign-crash-'));
});
afterAll(async () => {
  await rm(userData, { recursive: true, force: true });
});

describe('a campaign writer killed at random points', () => {
  it(`never leaves the last good campaign unreadable over ${WRITES} writes`, async () => {
    const store = campaignStore(userData);
    const base = ladderTwoIn();
    // Distinct campaign files, each naming its index in the notes (padded to write longer).
    const texts = Array.from({ length: WRITES + 40 }, (_, n) =>
      writeCampaignFile(setNotes(base, `write ${n} ${'x'.repeat(8000)}`)),
    );
    const textsFile = join(userData, 'texts.json');
    await writeFile(textsFile, JSON.stringify(texts));
    const folder = join(userData, 'campaigns');
    await store.save(ID, base); // makes the folder
    const file = join(folder, `${ID}.json`);
    await writeFileAtomic(file, texts[0]!);
    let lastGood = 0;
    let midWrites = 0;
    let rounds = 0;
    const draw = draws(20_261_124);
    while (lastGood < WRITES) {
      const target = lastGood + 1 + Math.floor(draw() * 30);
      const { written, midWrite } = await writeUntilKilled(
        file,
        textsFile,
        lastGood + 1,
        target,
        draw() * 3,
      );
      rounds++;
      if (midWrite) midWrites++;
      const reported = written.at(-1) ?? lastGood;
      const opened = await store.open(ID);
      if (!opened.ok) throw new Error(`after round ${rounds}: ${opened.error.join('; ')}`);
      const n = Number(/^write (\d+)/.exec(opened.value.progress.notes)![1]);
      expect(n === reported || n === reported + 1).toBe(true);
      // The battles already recorded are never lost.
      expect(opened.value.progress.battles).toHaveLength(2);
      lastGood = n;
    }
    expect(rounds).toBeGreaterThanOrEqual(8);
    expect(midWrites).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
