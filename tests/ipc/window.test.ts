import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  denyPermissions,
  guardContents,
  windowOptions,
  type GuardedContents,
} from '../../main/window/security';

const root = join(__dirname, '..', '..');
const source = (file: string) => readFileSync(join(root, file), 'utf8');

/** webContents as far as guardContents uses it, recording what it is given. */
function fakeContents() {
  const listeners = new Map<string, (event: { preventDefault(): void }, url?: string) => void>();
  let openHandler: ((details: { url: string }) => { action: string }) | null = null;
  const contents = {
    on(event: string, listener: (event: { preventDefault(): void }, url?: string) => void) {
      listeners.set(event, listener);
      return contents;
    },
    setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }) {
      openHandler = handler;
    },
  };
  /** Fire an event; whether the listener prevented it. */
  const fire = (event: string, url?: string) => {
    let prevented = false;
    listeners.get(event)!({ preventDefault: () => (prevented = true) }, url);
    return prevented;
  };
  return {
    contents: contents as GuardedContents,
    fire,
    open: (url: string) => openHandler!({ url }),
  };
}

describe('the window is locked down', () => {
  it('isolated, sandboxed, without Node, web views or insecure content', () => {
    const prefs = windowOptions('/app/preload.cjs').webPreferences!;
    expect(prefs).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
    });
  });

  it('refuses navigation away, redirects, new windows and web views', () => {
    const page = 'file:///app/out/renderer/index.html';
    const { contents, fire, open } = fakeContents();
    const log: string[] = [];
    guardContents(contents, page, (l) => log.push(l));
    expect(fire('will-navigate', 'https://example.org/')).toBe(true);
    expect(fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-redirect', 'https://example.org/')).toBe(true);
    expect(fire('will-navigate', page)).toBe(false); // a reload of the page itself
    expect(fire('will-attach-webview')).toBe(true);
    expect(open('https://example.org/')).toEqual({ action: 'deny' });
    expect(log).toContain('new window for https://example.org/ refused');
  });

  it('grants no permission', () => {
    let request: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | null = null;
    let check: (() => boolean) | null = null;
    denyPermissions({
      setPermissionRequestHandler: (h) => (request = h),
      setPermissionCheckHandler: (h) => (check = h),
    });
    const answers: boolean[] = [];
    for (const p of ['media', 'geolocation', 'notifications', 'openExternal'])
      request!(null, p, (granted) => answers.push(granted));
    expect(answers).toEqual([false, false, false, false]);
    expect(check!()).toBe(false);
  });

  it('the page has a strict Content-Security-Policy: nothing remote, no eval, no inline script', () => {
    const html = source('renderer/index.html');
    const csp = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(csp).toBeDefined();
    const directives = new Map(
      csp!.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name!, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    for (const [name, values] of directives) {
      for (const value of values) {
        expect(value, `${name} ${value}`).not.toMatch(/^(https?:|ws:|wss:|\*|'unsafe-eval')/);
        if (name !== 'style-src') expect(value, `${name} ${value}`).not.toBe("'unsafe-inline'");
      }
    }
  });

  it('main.ts opens the window with these settings, guarded, after IPC is in place', () => {
    const main = source('main/main.ts');
    expect(main).toMatch(/new BrowserWindow\(\s*windowOptions\(/);
    expect(main).toMatch(/guardContents\(created\.webContents/);
    expect(main).toMatch(/denyPermissions\(session\.defaultSession\)/);
    expect(main).not.toMatch(/nodeIntegration|contextIsolation|sandbox/);
    expect(main.indexOf('registerIpc(')).toBeLessThan(main.indexOf('app.whenReady()'));
    expect(main).not.toMatch(/loadURL\(/);
  });

  it('the preload exposes one API through contextBridge and needs nothing but electron', () => {
    const preload = source('main/preload.ts');
    const runtimeImports = [...preload.matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)].map(
      (m) => m[1],
    );
    expect(runtimeImports.sort()).toEqual(['./ipc/bridge', 'electron']);
    const bridgeImports = [
      ...source('main/ipc/bridge.ts').matchAll(/^import (?!type )[^;]*from '([^']+)'/gm),
    ].map((m) => m[1]);
    expect(bridgeImports).toEqual(['./channels']);
    expect(source('main/ipc/channels.ts')).not.toMatch(/^import /m);
    expect(preload.match(/exposeInMainWorld\(/g)).toHaveLength(1);
    expect(preload).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer\)/);
  });
});
