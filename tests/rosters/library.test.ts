import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rosterStore } from '../../main/rosters/store';
import { tempFolder } from '../shell/helpers';
import { roszBytes, sampleRoster } from './fixtures';

/** The player's rosters on disk: the same shelf as saves (atomic writes, `.bak`, checked reads). */
async function setUp() {
  const userData = await tempFolder('rosters');
  const folder = join(userData, 'rosters');
  const files = async () => (await readdir(folder).catch(() => [] as string[])).sort();
  return { rosters: rosterStore(userData), folder, files };
}

describe('the roster library', () => {
  it('saves a roster under its name, lists it with its points and opens it again', async () => {
    const { rosters } = await setUp();
    const roster = sampleRoster('space-marines-ea', ['tactical'], 'Strike force');
    const saved = await rosters.save(roster);
    expect(saved).toEqual({ ok: true, value: expect.stringMatching(/^roster-strike-force-/) });
    if (!saved.ok) return;
    expect(await rosters.list()).toEqual([
      {
        id: saved.value,
        name: 'Strike force',
        listName: 'Space Marines: Codex Astartes',
        points: 275,
        pointsLimit: 3000,
        problems: 0,
        fromBackup: false,
      },
    ]);
    expect(await rosters.open(saved.value)).toEqual({ ok: true, value: { roster, warnings: [] } });
  });

  it('saving under the same name replaces the roster and keeps the previous one as .bak', async () => {
    const { rosters, files } = await setUp();
    const first = await rosters.save(sampleRoster('space-marines-ea', ['tactical'], 'A'));
    const again = await rosters.save(
      sampleRoster('space-marines-ea', ['tactical', 'land-raiders'], 'A'),
    );
    expect(again).toEqual(first);
    const id = first.ok ? first.value : '';
    expect(await files()).toEqual([`${id}.json`, `${id}.json.bak`]);
    const opened = await rosters.open(id);
    expect(opened.ok && opened.value.roster.formations.length).toBe(2);
  });

  it('a damaged file opens its previous version and says so', async () => {
    const { rosters, folder } = await setUp();
    const saved = await rosters.save(sampleRoster('space-marines-ea', ['tactical'], 'B'));
    await rosters.save(sampleRoster('space-marines-ea', ['tactical', 'land-raiders'], 'B'));
    const id = saved.ok ? saved.value : '';
    const file = join(folder, `${id}.json`);
    await writeFile(file, (await readFile(file, 'utf8')).replace('"name":"B"', '"name":"C"'));
    const opened = await rosters.open(id);
    expect(opened.ok && opened.value.roster.formations.length).toBe(1);
    expect(opened.ok && opened.value.warnings[0]).toMatch(
      /damaged; its previous version was opened \(roster: the checksum does not match/,
    );
  });

  it('refuses a roster of a list that is not bundled, and writes nothing', async () => {
    const { rosters, files } = await setUp();
    const saved = await rosters.save({ ...sampleRoster('space-marines-ea', []), list: 'squats' });
    expect(saved).toEqual({
      ok: false,
      error: ['the roster is for army list "squats", which is not bundled with this program'],
    });
    expect(await files()).toEqual([]);
  });

  it('keeps an opened .rosz and refuses a damaged one without touching what is kept', async () => {
    const { rosters, files } = await setUp();
    const kept = await rosters.save(sampleRoster('tau-ea', [], 'Mine'));
    const before = await files();
    const broken = roszBytes(sampleRoster('tau-ea', ['armoured-cadre'])).slice(0, 60);
    const refused = await rosters.importFile('Cut.rosz', broken);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error[0]).toMatch(/^Cut\.rosz: /);
    expect(await files()).toEqual(before);
    const imported = await rosters.importFile(
      'Cadre.rosz',
      roszBytes(sampleRoster('tau-ea', ['armoured-cadre'], 'Cadre')),
    );
    expect(imported.ok && imported.value.unmapped).toEqual([]);
    expect((await rosters.list()).map((r) => r.id).sort()).toEqual(
      [imported.ok ? imported.value.id : '', kept.ok ? kept.value : ''].sort(),
    );
  });

  it('removes a roster and its previous version', async () => {
    const { rosters, files } = await setUp();
    const saved = await rosters.save(sampleRoster('necrons-ea', [], 'Gone'));
    await rosters.save(sampleRoster('necrons-ea', [], 'Gone'));
    expect(await rosters.remove(saved.ok ? saved.value : '')).toEqual({ ok: true, value: true });
    expect(await files()).toEqual([]);
    expect(await rosters.remove('../etc')).toEqual({
      ok: false,
      error: ['roster id "../etc" is not a roster\'s name'],
    });
  });
});
