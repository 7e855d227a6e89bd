import { join } from 'node:path';
import { z } from 'zod';
import { JsonFile } from './jsonFile';

/**
 * The window's size, place and maximised or full-screen state, remembered between sessions. A
 * place on a screen that is no longer there (a laptop away from its monitor) is not restored:
 * the window then opens centred on the screen it fits.
 */
const coordinate = z.number().int().min(-100_000).max(100_000);
const extent = z.number().int().min(1).max(100_000);

export const windowStateSchema = z.strictObject({
  x: coordinate,
  y: coordinate,
  width: extent,
  height: extent,
  maximized: z.boolean(),
  fullScreen: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The options BrowserWindow is created with, and what to do once it exists. */
export interface RestoredWindow {
  readonly bounds: { x?: number; y?: number; width: number; height: number };
  readonly maximized: boolean;
  readonly fullScreen: boolean;
}

export const DEFAULT_SIZE = { width: 1400, height: 900 } as const;
export const MIN_SIZE = { width: 800, height: 600 } as const;
/** At least this much of the title bar must be on a screen for the place to be kept. */
const VISIBLE = { width: 120, height: 40 } as const;

/**
 * Where the window opens, given what was saved and the work areas of the screens now attached
 * (the primary first).
 */
export function restoredWindow(
  saved: WindowState | null,
  screens: readonly Rect[],
): RestoredWindow {
  const primary = screens[0] ?? { x: 0, y: 0, ...DEFAULT_SIZE };
  const fit = (width: number, height: number, area: Rect) => ({
    width: Math.max(Math.min(width, area.width), Math.min(MIN_SIZE.width, area.width)),
    height: Math.max(Math.min(height, area.height), Math.min(MIN_SIZE.height, area.height)),
  });
  if (!saved)
    return {
      bounds: fit(DEFAULT_SIZE.width, DEFAULT_SIZE.height, primary),
      maximized: false,
      fullScreen: false,
    };
  // The title bar's strip along the top edge must show on some screen.
  const titleBar = { x: saved.x, y: saved.y, width: saved.width, height: VISIBLE.height };
  const home = screens.find((area) => {
    const overlap = intersection(titleBar, area);
    return (
      overlap.width >= Math.min(VISIBLE.width, saved.width) && overlap.height >= VISIBLE.height / 2
    );
  });
  const size = fit(saved.width, saved.height, home ?? primary);
  return {
    bounds: home ? { x: saved.x, y: saved.y, ...size } : size,
    maximized: saved.maximized,
    fullScreen: saved.fullScreen,
  };
}

function intersection(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)),
  };
}

/** The parts of BrowserWindow that are watched (tests pass their own). */
export interface WatchedWindow {
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  isFullScreen(): boolean;
  on(event: WindowEvent, listener: () => void): unknown;
}
type WindowEvent =
  | 'resize'
  | 'move'
  | 'maximize'
  | 'unmaximize'
  | 'enter-full-screen'
  | 'leave-full-screen'
  | 'close';

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Keep the window's state as the person changes it: a while after moving or resizing stops (a
 * drag fires hundreds of events), and at once when the window closes. The normal bounds are
 * kept while maximised, so un-maximising next time goes back to them.
 */
export function rememberWindowState(
  window: WatchedWindow,
  save: (state: WindowState) => void,
  options: { delayMs?: number; timers?: Timers } = {},
): void {
  const timers: Timers = options.timers ?? {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const delay = options.delayMs ?? 500;
  let pending: unknown = null;
  const current = (): WindowState => {
    const b = window.getNormalBounds();
    return {
      x: Math.round(b.x),
      y: Math.round(b.y),
      width: Math.round(b.width),
      height: Math.round(b.height),
      maximized: window.isMaximized(),
      fullScreen: window.isFullScreen(),
    };
  };
  const later = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = timers.setTimeout(() => {
      pending = null;
      save(current());
    }, delay);
  };
  for (const event of [
    'resize',
    'move',
    'maximize',
    'unmaximize',
    'enter-full-screen',
    'leave-full-screen',
  ] as const)
    window.on(event, later);
  window.on('close', () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
    save(current());
  });
}

export function windowStateFile(userData: string, log?: (message: string) => void) {
  return new JsonFile(join(userData, 'window-state.json'), windowStateSchema, log);
}
