/**
 * The optional check for a newer release (electron-updater, reading the release's latest*.yml).
 * It is off until the person turns it on in the Help menu; then it runs once at start, in the
 * background: offline or failing, it only writes to the log, and play never waits for it.
 */

/** The parts of electron-updater's autoUpdater this module uses (tests pass their own). */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<{
    readonly isUpdateAvailable?: boolean;
    readonly updateInfo: { readonly version: string };
  } | null>;
  downloadUpdate(): Promise<unknown>;
}

export type UpdateOutcome = 'off' | 'up-to-date' | 'declined' | 'downloaded' | 'failed';

export interface UpdateCheckOptions {
  /** Whether the person turned the check on (settings.ts). */
  readonly enabled: () => boolean;
  /** electron-updater, loaded only when a check is wanted (it is not even read otherwise). */
  readonly loadUpdater: () => Promise<Updater>;
  /** Ask whether to download the version found; it installs when Epic Solo quits. */
  readonly askToDownload: (version: string) => Promise<boolean>;
  readonly log: (message: string) => void;
}

export async function checkForUpdate(options: UpdateCheckOptions): Promise<UpdateOutcome> {
  if (!options.enabled()) return 'off';
  try {
    const updater = await options.loadUpdater();
    // Nothing is fetched without the person's yes.
    updater.autoDownload = false;
    updater.autoInstallOnAppQuit = true;
    const found = await updater.checkForUpdates();
    if (!found || found.isUpdateAvailable === false) {
      options.log('update check: this is the latest version');
      return 'up-to-date';
    }
    const version = found.updateInfo.version;
    options.log(`update check: version ${version} is available`);
    if (!(await options.askToDownload(version))) return 'declined';
    await updater.downloadUpdate();
    options.log(`update check: version ${version} downloaded; it is installed on quitting`);
    return 'downloaded';
  } catch (error) {
    options.log(
      `update check failed (offline?): ${error instanceof Error ? error.message : String(error)}`,
    );
    return 'failed';
  }
}

/**
 * electron-updater's autoUpdater, loaded on demand. The package is CommonJS: imported from the
 * bundled main process its exports arrive as the default.
 */
export async function electronUpdater(): Promise<Updater> {
  const loaded: { default?: { autoUpdater?: Updater }; autoUpdater?: Updater } =
    await import('electron-updater');
  const updater = loaded.default?.autoUpdater ?? loaded.autoUpdater;
  if (!updater) throw new Error('electron-updater has no autoUpdater');
  return updater;
}
