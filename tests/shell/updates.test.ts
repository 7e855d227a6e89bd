import { describe, expect, it } from 'vitest';
import { checkForUpdate, type Updater } from '../../main/shell/updates';

function fakeUpdater(result: Awaited<ReturnType<Updater['checkForUpdates']>> | Error) {
  const calls: string[] = [];
  const updater: Updater = {
    autoDownload: true,
    autoInstallOnAppQuit: false,
    async checkForUpdates() {
      calls.push(`check (autoDownload ${updater.autoDownload})`);
      if (result instanceof Error) throw result;
      return result;
    },
    async downloadUpdate() {
      calls.push('download');
      return [];
    },
  };
  return { updater, calls };
}

describe('the optional update check', () => {
  it('is off until the person turns it on: electron-updater is not even loaded', async () => {
    let loaded = false;
    const outcome = await checkForUpdate({
      enabled: () => false,
      loadUpdater: async () => {
        loaded = true;
        return fakeUpdater(null).updater;
      },
      askToDownload: async () => true,
      log: () => undefined,
    });
    expect(outcome).toBe('off');
    expect(loaded).toBe(false);
  });

  it('offline, it fails quietly into the log', async () => {
    const log: string[] = [];
    const { updater } = fakeUpdater(new Error('net::ERR_INTERNET_DISCONNECTED'));
    const outcome = await checkForUpdate({
      enabled: () => true,
      loadUpdater: async () => updater,
      askToDownload: async () => {
        throw new Error('no question is asked');
      },
      log: (l) => log.push(l),
    });
    expect(outcome).toBe('failed');
    expect(log).toEqual(['update check failed (offline?): net::ERR_INTERNET_DISCONNECTED']);
  });

  it('finds a newer version, asks, and downloads only on yes', async () => {
    const found = { isUpdateAvailable: true, updateInfo: { version: '0.2.0' } };
    const asked: string[] = [];
    const yes = fakeUpdater(found);
    expect(
      await checkForUpdate({
        enabled: () => true,
        loadUpdater: async () => yes.updater,
        askToDownload: async (v) => (asked.push(v), true),
        log: () => undefined,
      }),
    ).toBe('downloaded');
    expect(yes.calls).toEqual(['check (autoDownload false)', 'download']);
    expect(yes.updater.autoInstallOnAppQuit).toBe(true);
    const no = fakeUpdater(found);
    expect(
      await checkForUpdate({
        enabled: () => true,
        loadUpdater: async () => no.updater,
        askToDownload: async (v) => (asked.push(v), false),
        log: () => undefined,
      }),
    ).toBe('declined');
    expect(no.calls).toEqual(['check (autoDownload false)']);
    expect(asked).toEqual(['0.2.0', '0.2.0']);
  });

  it('says nothing when this is the latest version', async () => {
    const { updater } = fakeUpdater({ isUpdateAvailable: false, updateInfo: { version: '0.1.0' } });
    expect(
      await checkForUpdate({
        enabled: () => true,
        loadUpdater: async () => updater,
        askToDownload: async () => {
          throw new Error('no question is asked');
        },
        log: () => undefined,
      }),
    ).toBe('up-to-date');
  });
});
