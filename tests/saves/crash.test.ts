import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSave } from '../../engine/netea/saves';
import { writeFileAtomic } from '../../main/saves/atomicWrite';
import { SaveStore } from '../../main/saves/store';
import { savedContent } from './helpers';
import { draws, writeUntilKilled } from './faults';

const WRITES = 200;
const ID = 'save-crash';
let userData: string;

beforeAll(async () => {
  userData = await mkdtemp(join(tmpdir(), 'epic-solo-crash-'));
});
afterAll(async () => {
  await rm(userData, { recursive: true, force: true });
});

describe('a writer killed at random points', () => {
  it(`never leaves the last good save unreadable over ${WRITES} saves`, async () => {
    const store = new SaveStore(userData);
    // Distinct saves, each naming its index, of a game 40 commands in (about 30 KB each).
    const base = savedContent(40);
    const texts = Array.from({ length: WRITES + 40 }, (_, n) =>
      writeSave({ ...base, name: `write ${n}` }),
    );
    const textsFile = join(userData, 'texts.json');
    await writeFile(textsFile, JSON.stringify(texts));
    const file = store.fileOf(ID);
    await store.saveAs('first', base); // makes the folder
    await writeFileAtomic(file, texts[0]!);
    let lastGood = 0;
    let midWrites = 0;
    let rounds = 0;
    const draw = draws(20_261_121);
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
      const loaded = await store.load(ID);
      if (!loaded.ok) throw new Error(`after round ${rounds}: ${loaded.error.join('; ')}`);
      const n = Number(loaded.value.save.meta.name!.replace('write ', ''));
      // The save on disk is the last one reported written, or the one after it whose write
      // returned just before the kill came (its line not yet printed).
      expect(n === reported || n === reported + 1).toBe(true);
      lastGood = n;
    }
    expect(rounds).toBeGreaterThanOrEqual(8);
    // The kills did land inside writes, not only between them.
    expect(midWrites).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
