import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  rememberWindowState,
  restoredWindow,
  windowStateFile,
  type Rect,
  type Timers,
  type WindowState,
} from '../../main/shell/windowState';
import { tempFolder } from './helpers';

const laptop: Rect = { x: 0, y: 0, width: 1920, height: 1040 };
const monitorRight: Rect = { x: 1920, y: 0, width: 2560, height: 1400 };

const saved = (change: Partial<WindowState> = {}): WindowState => ({
  x: 100,
  y: 80,
  width: 1500,
  height: 900,
  maximized: false,
  fullScreen: false,
  ...change,
});

describe('where the window opens', () => {
  it('the first time: the default size, centred by the system', () => {
    expect(restoredWindow(null, [laptop])).toEqual({
      bounds: { width: 1400, height: 900 },
      maximized: false,
      fullScreen: false,
    });
  });

  it('where it was left, maximised if it was', () => {
    expect(restoredWindow(saved({ maximized: true }), [laptop])).toEqual({
      bounds: { x: 100, y: 80, width: 1500, height: 900 },
      maximized: true,
      fullScreen: false,
    });
  });

  it('on the second screen, when that screen is still there', () => {
    const there = saved({ x: 2200, y: 100, width: 2000, height: 1200 });
    expect(restoredWindow(there, [laptop, monitorRight]).bounds).toEqual({
      x: 2200,
      y: 100,
      width: 2000,
      height: 1200,
    });
  });

  it('centred on the laptop, made to fit, when the screen it was on is gone', () => {
    const there = saved({ x: 2200, y: 100, width: 2000, height: 1200, fullScreen: true });
    expect(restoredWindow(there, [laptop])).toEqual({
      bounds: { width: 1920, height: 1040 },
      maximized: false,
      fullScreen: true,
    });
  });

  it('not with its title bar above the screen, where it could not be dragged back', () => {
    expect(restoredWindow(saved({ y: -500 }), [laptop]).bounds).not.toHaveProperty('y');
  });
});

/** A window whose events the test fires, and timers it runs by hand. */
function fakeWindow() {
  const listeners = new Map<string, (() => void)[]>();
  let bounds: Rect = { x: 10, y: 20, width: 1200, height: 800 };
  let maximized = false;
  const window = {
    getNormalBounds: () => bounds,
    isMaximized: () => maximized,
    isFullScreen: () => false,
    on(event: string, listener: () => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
  };
  const fire = (event: string) => listeners.get(event)?.forEach((l) => l());
  let queued: (() => void) | null = null;
  const timers: Timers = {
    setTimeout: (callback) => (queued = callback),
    clearTimeout: () => (queued = null),
  };
  return {
    window,
    fire,
    timers,
    runTimer: () => queued?.(),
    move: (to: Partial<Rect>) => (bounds = { ...bounds, ...to }),
    maximize: () => (maximized = true),
  };
}

describe('remembering the window', () => {
  it('once a drag has settled, not at every step of it', () => {
    const fake = fakeWindow();
    const kept: WindowState[] = [];
    rememberWindowState(fake.window, (s) => kept.push(s), { timers: fake.timers });
    for (let x = 10; x < 300; x += 10) {
      fake.move({ x });
      fake.fire('move');
    }
    expect(kept).toEqual([]);
    fake.runTimer();
    expect(kept).toEqual([
      { x: 290, y: 20, width: 1200, height: 800, maximized: false, fullScreen: false },
    ]);
  });

  it('maximised, with the size to go back to', () => {
    const fake = fakeWindow();
    const kept: WindowState[] = [];
    rememberWindowState(fake.window, (s) => kept.push(s), { timers: fake.timers });
    fake.maximize();
    fake.fire('maximize');
    fake.fire('close');
    expect(kept).toEqual([
      { x: 10, y: 20, width: 1200, height: 800, maximized: true, fullScreen: false },
    ]);
    // The close wrote it at once; nothing waits to write it again.
    fake.runTimer();
    expect(kept).toHaveLength(1);
  });

  it('kept in a file that outlives the session; a damaged file is ignored', async () => {
    const userData = await tempFolder('window');
    const log: string[] = [];
    const file = windowStateFile(userData, (l) => log.push(l));
    expect(await file.read()).toBeNull();
    await file.write(saved());
    expect(await windowStateFile(userData).read()).toEqual(saved());
    await writeFile(join(userData, 'window-state.json'), '{"x": "left"');
    expect(await file.read()).toBeNull();
    expect(log[0]).toMatch(/window-state\.json is not JSON, ignored/);
    await writeFile(join(userData, 'window-state.json'), JSON.stringify({ ...saved(), width: -3 }));
    expect(await file.read()).toBeNull();
    expect(log[1]).toMatch(/ignored: file: width: /);
    expect(await readFile(join(userData, 'window-state.json'), 'utf8')).toContain('-3');
  });
});
