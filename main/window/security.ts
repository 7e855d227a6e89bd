import type { BrowserWindowConstructorOptions } from 'electron';
import { DEFAULT_SIZE, MIN_SIZE } from '../shell/windowState';

/**
 * The window's security settings, kept apart from main.ts (which imports Electron) so a test can
 * check them under plain Node: an isolated, sandboxed page without Node, that may not navigate
 * away, open windows, embed web views or ask for permissions (Electron's security checklist;
 * fiddle `src/main/windows.ts`). The Content-Security-Policy is in renderer/index.html.
 */
export function windowOptions(
  preload: string,
  placement: { x?: number; y?: number; width: number; height: number } = DEFAULT_SIZE,
): BrowserWindowConstructorOptions {
  return {
    ...placement,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: 'Epic Solo',
    show: false,
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  };
}

/** The parts of webContents and session this module uses (tests pass their own). */
export interface GuardedContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: { preventDefault(): void }, url: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}
export interface GuardedSession {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: () => boolean): void;
}

/** Refuse every navigation away from the page, every new window and every embedded web view. */
export function guardContents(
  contents: GuardedContents,
  pageUrl: string,
  log: (m: string) => void = () => undefined,
): void {
  const refuse = (event: { preventDefault(): void }, url: string) => {
    if (url === pageUrl) return;
    event.preventDefault();
    log(`navigation to ${url} refused`);
  };
  contents.on('will-navigate', refuse);
  contents.on('will-redirect', refuse);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    log(`new window for ${url} refused`);
    return { action: 'deny' };
  });
}

/** The game needs no camera, microphone, notifications or any other permission. */
export function denyPermissions(session: GuardedSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
