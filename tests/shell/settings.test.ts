import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsFile } from '../../main/shell/settings';
import { tempFolder } from './helpers';

describe('the settings file', () => {
  it('keeps the language and the update check between sessions', async () => {
    const userData = await tempFolder('settings');
    expect(await settingsFile(userData).read()).toBeNull();
    await settingsFile(userData).write({ language: 'de', checkForUpdates: true });
    expect(await settingsFile(userData).read()).toEqual({ language: 'de', checkForUpdates: true });
  });

  it('a setting that makes no sense falls back to its default, keeping the others', async () => {
    const userData = await tempFolder('settings');
    await writeFile(
      join(userData, 'settings.json'),
      JSON.stringify({ language: 'klingon', checkForUpdates: true }),
    );
    expect(await settingsFile(userData).read()).toEqual({
      language: DEFAULT_SETTINGS.language,
      checkForUpdates: true,
    });
  });

  it('an update check is never switched on by a damaged file', async () => {
    const userData = await tempFolder('settings');
    await writeFile(join(userData, 'settings.json'), '{"checkForUpdates": "yes please"}');
    expect(await settingsFile(userData).read()).toEqual(DEFAULT_SETTINGS);
  });
});
