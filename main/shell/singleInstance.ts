import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/**
 * One Epic Solo at a time: a second launch (a double-clicked save while Epic Solo is open) hands
 * the files it was given to the first, which comes to the front and opens them, and then quits.
 */

/** The parts of Electron's app this module uses (tests pass their own). */
export interface InstanceApp {
  requestSingleInstanceLock(additionalData?: Record<string, unknown>): boolean;
  on(
    event: 'second-instance',
    listener: (
      event: unknown,
      argv: string[],
      workingDirectory: string,
      additionalData: unknown,
    ) => void,
  ): unknown;
  quit(): void;
}

/** What a second launch sends the first: its files, as absolute paths. */
const handoverSchema = z.strictObject({ files: z.array(z.string().min(1).max(4096)).max(100) });

/**
 * Take the lock, or hand the files over and quit. Returns whether this is the one instance. The
 * first instance hears each later launch's files through `onSecondLaunch`.
 */
export function claimSingleInstance(
  app: InstanceApp,
  files: readonly string[],
  onSecondLaunch: (files: string[]) => void,
  options: { packaged: boolean },
): boolean {
  if (!app.requestSingleInstanceLock({ files: [...files] })) {
    app.quit();
    return false;
  }
  app.on('second-instance', (_event, argv, workingDirectory, additionalData) => {
    // Chromium may add switches to argv; the files the launch sent are more reliable.
    const handover = handoverSchema.safeParse(additionalData);
    onSecondLaunch(
      handover.success
        ? handover.data.files.filter((f) => isAbsolute(f))
        : filesFromCommandLine(argv, workingDirectory, options.packaged),
    );
  });
  return true;
}

/**
 * The files named on a command line, as absolute paths: what follows the program (and, when run
 * unpackaged as `electron . <file>`, the app's folder), without switches.
 */
export function filesFromCommandLine(
  argv: readonly string[],
  workingDirectory: string,
  packaged: boolean,
): string[] {
  const rest = argv.slice(packaged ? 1 : 2);
  return rest
    .filter((arg) => arg !== '' && !arg.startsWith('-'))
    .map((arg) => resolve(workingDirectory, arg));
}

/** The parts of BrowserWindow that bring it to the front. */
export interface FocusableWindow {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

export function bringToFront(window: FocusableWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
