import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import {
  aboutText,
  MenuController,
  menuTemplate,
  type MenuActions,
  type MenuState,
} from '../../main/shell/menu';

const state: MenuState = { gameOpen: true, canUndo: true, language: 'en', updateChecks: false };

function recordingActions() {
  const calls: string[] = [];
  const actions: MenuActions = {
    newBattle: () => calls.push('newBattle'),
    open: () => calls.push('open'),
    save: () => calls.push('save'),
    saveAs: () => calls.push('saveAs'),
    undo: () => calls.push('undo'),
    setLanguage: (l) => calls.push(`language ${l}`),
    setUpdateChecks: (on) => calls.push(`updates ${on}`),
    openDataFolder: () => calls.push('openDataFolder'),
    showLog: () => calls.push('showLog'),
    about: () => calls.push('about'),
  };
  return { calls, actions };
}

/** Every item of a menu, depth first. */
function items(menu: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return menu.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? items(item.submenu as MenuItemConstructorOptions[]) : []),
  ]);
}
const byId = (menu: MenuItemConstructorOptions[], id: string) => {
  const found = items(menu).find((i) => i.id === id);
  if (!found) throw new Error(`no menu item ${id}`);
  return found;
};
const click = (item: MenuItemConstructorOptions, checked?: boolean) =>
  (item.click as (item: { checked?: boolean }) => void)({ checked });
const labels = (menu: MenuItemConstructorOptions[]) => menu.map((m) => m.label ?? m.role);

describe('the application menu', () => {
  it('Windows and Linux: File, Edit, View, Help; Exit under File, About under Help', () => {
    const { actions } = recordingActions();
    const menu = menuTemplate({ platform: 'win32', packaged: true }, state, actions);
    expect(labels(menu)).toEqual(['&File', '&Edit', '&View', '&Help']);
    expect(items([menu[0]!]).some((i) => i.role === 'quit')).toBe(true);
    expect(items([menu[3]!]).some((i) => i.id === 'about')).toBe(true);
  });

  it('macOS: the app menu first with About and Quit, then File, Edit, View, Window, Help', () => {
    const { actions } = recordingActions();
    const menu = menuTemplate({ platform: 'darwin', packaged: true }, state, actions);
    expect(labels(menu)).toEqual(['Epic Solo', 'File', 'Edit', 'View', 'windowMenu', 'Help']);
    const appMenu = items([menu[0]!]);
    expect(appMenu.map((i) => i.id ?? i.role).filter(Boolean)).toEqual([
      'about',
      'services',
      'hide',
      'hideOthers',
      'unhide',
      'quit',
    ]);
    // Not twice: no Quit under File, no About under Help.
    expect(items(menu.slice(1)).some((i) => i.role === 'quit' || i.id === 'about')).toBe(false);
  });

  it.each(['darwin', 'win32', 'linux'] as const)(
    '%s: the usual keys for New, Open, Save, Save As and Undo, and full screen',
    (platform) => {
      const { actions } = recordingActions();
      const menu = menuTemplate({ platform, packaged: true }, state, actions);
      expect(byId(menu, 'new-battle').accelerator).toBe('CmdOrCtrl+N');
      expect(byId(menu, 'open').accelerator).toBe('CmdOrCtrl+O');
      expect(byId(menu, 'save').accelerator).toBe('CmdOrCtrl+S');
      expect(byId(menu, 'save-as').accelerator).toBe('CmdOrCtrl+Shift+S');
      expect(byId(menu, 'undo').accelerator).toBe('CmdOrCtrl+Z');
      const fullScreen = items(menu).find((i) => i.role === 'togglefullscreen');
      expect(fullScreen!.accelerator).toBe(platform === 'darwin' ? 'Ctrl+Cmd+F' : 'F11');
      // Text fields keep copy and paste.
      expect(items(menu).filter((i) => ['copy', 'paste'].includes(i.role ?? '')).length).toBe(2);
    },
  );

  it('each item does what it says', () => {
    const { calls, actions } = recordingActions();
    const menu = menuTemplate({ platform: 'linux', packaged: true }, state, actions);
    for (const id of [
      'new-battle',
      'open',
      'save',
      'save-as',
      'undo',
      'language-de',
      'open-data-folder',
      'show-log',
      'about',
    ])
      click(byId(menu, id));
    click(byId(menu, 'update-checks'), true);
    expect(calls).toEqual([
      'newBattle',
      'open',
      'save',
      'saveAs',
      'undo',
      'language de',
      'openDataFolder',
      'showLog',
      'about',
      'updates true',
    ]);
  });

  it('greys out Save and Undo when there is no game or nothing to take back', () => {
    const { actions } = recordingActions();
    const noGame = menuTemplate(
      { platform: 'linux', packaged: true },
      { ...state, gameOpen: false, canUndo: false },
      actions,
    );
    expect(byId(noGame, 'save').enabled).toBe(false);
    expect(byId(noGame, 'save-as').enabled).toBe(false);
    expect(byId(noGame, 'undo').enabled).toBe(false);
    const playing = menuTemplate({ platform: 'linux', packaged: true }, state, actions);
    expect(byId(playing, 'save').enabled).toBe(true);
    expect(byId(playing, 'undo').enabled).toBe(true);
  });

  it('ticks the language and the update check chosen', () => {
    const { actions } = recordingActions();
    const menu = menuTemplate(
      { platform: 'linux', packaged: true },
      { ...state, language: 'de', updateChecks: true },
      actions,
    );
    expect(byId(menu, 'language-de').checked).toBe(true);
    expect(byId(menu, 'language-en').checked).toBe(false);
    expect(byId(menu, 'update-checks').checked).toBe(true);
  });

  it('reload and developer tools only when run from the sources', () => {
    const { actions } = recordingActions();
    const roles = (packaged: boolean) =>
      items(menuTemplate({ platform: 'linux', packaged }, state, actions)).map((i) => i.role);
    expect(roles(false)).toContain('toggleDevTools');
    expect(roles(true)).not.toContain('toggleDevTools');
    expect(roles(true)).not.toContain('reload');
  });

  it('About names the version and the edition of the rules', () => {
    expect(aboutText('0.1.0', '45.4.1')).toEqual({
      title: 'About Epic Solo',
      message: 'Epic Solo 0.1.0',
      detail: expect.stringContaining('Rules: NetEA Tournament Pack rules 2024-01-04'),
    });
  });

  it('is set again only when what it shows changes', () => {
    const applied: MenuState[] = [];
    const controller = new MenuController({ ...state, gameOpen: false, canUndo: false }, (s) =>
      applied.push(s),
    );
    controller.update({});
    controller.update({ gameOpen: true });
    controller.update({ gameOpen: true, canUndo: false });
    controller.update({ canUndo: true });
    expect(applied.map((s) => [s.gameOpen, s.canUndo])).toEqual([
      [false, false],
      [true, false],
      [true, true],
    ]);
  });
});
