import { TOURNAMENT_SCENARIO_ID } from '../../engine/netea/scenarios/tournament';
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { findScenario } from '../../engine/netea/scenarios';
import type { Result } from '../../engine/kernel/result';
import type { HostSnapshot, SubmitOutcome } from '../host/gameHost';
import { writeFileAtomic } from '../saves/atomicWrite';
import { SAVE_EXTENSION } from './fileKinds';
import type { PageChannel } from './pageChannel';
import type { FileRouter } from './openFile';

/**
 * What the File and Edit menus do with the game: open a file, save in the saves folder, save a
 * copy to a file the person picks, take back a command. The window's page is told only what it
 * must show (a new battle's start screen); everything else happens here, in main, and a failure
 * is shown with its reason.
 */

/** The game service's part (main/host/service.ts). */
export interface GameOps {
  current(): HostSnapshot | null;
  save(name: string): Promise<Result<string>>;
  undo(): SubmitOutcome;
}

/** The native dialogs, behind a small interface (main.ts passes Electron's). */
export interface Dialogs {
  chooseFileToOpen(): Promise<string | null>;
  chooseSaveFile(suggestedName: string): Promise<string | null>;
  problem(message: string, detail: string): void;
}

export interface ShellCommandOptions {
  readonly game: GameOps;
  /** Where the save library keeps a save's file (SaveStore.fileOf). */
  readonly fileOfSave: (id: string) => string;
  readonly router: FileRouter;
  readonly page: Pick<PageChannel, 'send'>;
  readonly dialogs: Dialogs;
  readonly now?: () => Date;
  readonly log?: (message: string) => void;
}

export function shellCommands(options: ShellCommandOptions) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  const { game, dialogs } = options;

  return {
    newBattle(): void {
      options.page.send({ kind: 'new-battle' });
    },

    async open(): Promise<void> {
      const path = await dialogs.chooseFileToOpen();
      if (path) await options.router.openPath(path);
    },

    /** Save under a name of the turn and time, as the battle screen's Save button does. */
    async save(): Promise<string | null> {
      const snapshot = game.current();
      if (!snapshot) return null;
      const name = `Turn ${snapshot.game.turn}, ${now().toLocaleTimeString()}`;
      const saved = await game.save(name);
      if (!saved.ok) {
        dialogs.problem('The game was not saved.', saved.error.join('\n'));
        return null;
      }
      log(`saved as "${name}" (${saved.value})`);
      return saved.value;
    },

    /** Save among the saves under the file's name, and write a copy to the file. */
    async saveAs(): Promise<string | null> {
      const snapshot = game.current();
      if (!snapshot) return null;
      const scenario =
        findScenario(snapshot.game.scenarioId)?.name ??
        (snapshot.game.scenarioId === TOURNAMENT_SCENARIO_ID ? 'Tournament game' : 'Battle');
      const chosen = await dialogs.chooseSaveFile(
        `${scenario}, turn ${snapshot.game.turn}.${SAVE_EXTENSION}`,
      );
      if (!chosen) return null;
      const path = extname(chosen) === '' ? `${chosen}.${SAVE_EXTENSION}` : chosen;
      const name = basename(path, extname(path)).trim() || 'Saved game';
      const saved = await game.save(name.slice(0, 120));
      if (!saved.ok) {
        dialogs.problem('The game was not saved.', saved.error.join('\n'));
        return null;
      }
      try {
        await writeFileAtomic(path, await readFile(options.fileOfSave(saved.value), 'utf8'));
      } catch (error) {
        dialogs.problem(
          `The game was saved in Epic Solo, but not to ${path}.`,
          error instanceof Error ? error.message : String(error),
        );
        return null;
      }
      log(`saved a copy to ${path}`);
      return path;
    },

    undo(): void {
      const undone = game.undo();
      // The menu item is greyed out when nothing can be taken back; this is a late click.
      if (!undone.ok) log(`undo from the menu refused: ${undone.refusal.message}`);
    },
  };
}
