import type { MenuItemConstructorOptions } from 'electron';
import { RULESET } from '../../engine/netea/about';
import type { Language } from '../ipc/api';

/**
 * The application menu, as each system expects it: on macOS the app menu (About, Quit) comes
 * first and the window menu last; elsewhere File, Edit, View, Help, with Quit under File and
 * About under Help. Undo, Save and Save as are greyed out when they cannot be done.
 */

export interface MenuActions {
  newBattle(): void;
  open(): void;
  save(): void;
  saveAs(): void;
  undo(): void;
  setLanguage(language: Language): void;
  setUpdateChecks(on: boolean): void;
  openDataFolder(): void;
  showLog(): void;
  about(): void;
}

/** What the menu shows: greyed items, ticked choices. */
export interface MenuState {
  readonly gameOpen: boolean;
  readonly canUndo: boolean;
  readonly language: Language;
  readonly updateChecks: boolean;
}

export interface MenuPlatform {
  readonly platform: NodeJS.Platform;
  /** Reload and the developer tools are for development only. */
  readonly packaged: boolean;
}

export const LANGUAGES: readonly { readonly id: Language; readonly label: string }[] = [
  { id: 'en', label: 'English' },
  { id: 'de', label: 'Deutsch' },
];

export function menuTemplate(
  where: MenuPlatform,
  state: MenuState,
  actions: MenuActions,
): MenuItemConstructorOptions[] {
  const mac = where.platform === 'darwin';
  const separator: MenuItemConstructorOptions = { type: 'separator' };
  const file: MenuItemConstructorOptions = {
    label: mac ? 'File' : '&File',
    submenu: [
      {
        id: 'new-battle',
        label: 'New Battle…',
        accelerator: 'CmdOrCtrl+N',
        click: () => actions.newBattle(),
      },
      { id: 'open', label: 'Open…', accelerator: 'CmdOrCtrl+O', click: () => actions.open() },
      separator,
      {
        id: 'save',
        label: 'Save',
        accelerator: 'CmdOrCtrl+S',
        enabled: state.gameOpen,
        click: () => actions.save(),
      },
      {
        id: 'save-as',
        label: 'Save As…',
        accelerator: 'CmdOrCtrl+Shift+S',
        enabled: state.gameOpen,
        click: () => actions.saveAs(),
      },
      separator,
      { id: 'open-data-folder', label: 'Open Data Folder', click: () => actions.openDataFolder() },
      ...(mac
        ? []
        : [
            separator,
            { role: 'quit' as const, label: where.platform === 'linux' ? 'Quit' : 'Exit' },
          ]),
    ],
  };
  const edit: MenuItemConstructorOptions = {
    label: mac ? 'Edit' : '&Edit',
    submenu: [
      // The game's undo: the person's last command, while no die was rolled since.
      {
        id: 'undo',
        label: 'Undo',
        accelerator: 'CmdOrCtrl+Z',
        enabled: state.canUndo,
        click: () => actions.undo(),
      },
      separator,
      // Text fields (save names, seeds) still cut, copy and paste with the usual keys.
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: mac ? 'View' : '&View',
    submenu: [
      {
        id: 'language',
        label: 'Language',
        submenu: LANGUAGES.map(({ id, label }) => ({
          id: `language-${id}`,
          label,
          type: 'radio' as const,
          checked: state.language === id,
          click: () => actions.setLanguage(id),
        })),
      },
      separator,
      { role: 'togglefullscreen', accelerator: mac ? 'Ctrl+Cmd+F' : 'F11' },
      ...(where.packaged
        ? []
        : [separator, { role: 'reload' as const }, { role: 'toggleDevTools' as const }]),
    ],
  };
  const help: MenuItemConstructorOptions = {
    role: 'help',
    label: mac ? 'Help' : '&Help',
    submenu: [
      {
        id: 'update-checks',
        label: 'Check for Updates at Start',
        type: 'checkbox',
        checked: state.updateChecks,
        click: (item) => actions.setUpdateChecks(item?.checked ?? !state.updateChecks),
      },
      { id: 'show-log', label: 'Show Log File', click: () => actions.showLog() },
      ...(mac
        ? []
        : [separator, { id: 'about', label: 'About Epic Solo', click: () => actions.about() }]),
    ],
  };
  if (!mac) return [file, edit, view, help];
  const appMenu: MenuItemConstructorOptions = {
    label: 'Epic Solo',
    submenu: [
      { id: 'about', label: 'About Epic Solo', click: () => actions.about() },
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      { role: 'quit' },
    ],
  };
  return [appMenu, file, edit, view, { role: 'windowMenu' }, help];
}

/** The About box: the version and the rules' edition. */
export function aboutText(version: string, electronVersion: string | undefined) {
  return {
    title: 'About Epic Solo',
    message: `Epic Solo ${version}`,
    detail: [
      'Epic Armageddon played solo against a computer opponent.',
      `Rules: ${RULESET}, FAQ answers included.`,
      ...(electronVersion ? [`Electron ${electronVersion}`] : []),
    ].join('\n'),
  };
}

/**
 * Sets the menu again when what it shows has changed (each game update arrives here; most
 * change nothing the menu shows, and rebuilding a menu on every one would flicker on macOS).
 */
export class MenuController {
  private shown: MenuState | null = null;

  constructor(
    private state: MenuState,
    private readonly apply: (state: MenuState) => void,
  ) {}

  get current(): MenuState {
    return this.state;
  }

  update(change: Partial<MenuState>): void {
    this.state = { ...this.state, ...change };
    const s = this.state;
    const p = this.shown;
    if (
      p &&
      p.gameOpen === s.gameOpen &&
      p.canUndo === s.canUndo &&
      p.language === s.language &&
      p.updateChecks === s.updateChecks
    )
      return;
    this.shown = s;
    this.apply(s);
  }
}
