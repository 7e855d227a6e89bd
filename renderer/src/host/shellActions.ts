import { useEffect, useRef } from 'react';
import type { EpicSoloApi, Language } from '../../../main/ipc/api';

/** What the page does for the desktop shell's menu and opened files (main/shell). */
export interface ShellHandlers {
  newBattle(): void;
  openSave(id: string): void;
  /** A roster file was opened and kept: show it in the army builder with what it could not map. */
  openRoster(id: string, unmapped: readonly string[]): void;
  language(language: Language): void;
}

/** The parts of the API the shell uses: present in the desktop app only. */
export type ShellApi = Pick<EpicSoloApi, 'onShellAction' | 'openDroppedFile'>;

/**
 * Listen to the shell's actions, and hand files dropped onto the window to main, which checks
 * and opens them as if they had been double-clicked (and shows why when it refuses one).
 */
export function useShellActions(api: ShellApi | undefined, handlers: ShellHandlers): void {
  // The newest handlers, without listening again at every render.
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!api) return;
    const off = api.onShellAction((action) => {
      if (action.kind === 'new-battle') latest.current.newBattle();
      else if (action.kind === 'open-save') latest.current.openSave(action.id);
      else if (action.kind === 'open-roster') latest.current.openRoster(action.id, action.unmapped);
      else if (action.kind === 'language') latest.current.language(action.language);
    });
    const over = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      const files = [...(event.dataTransfer?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      for (const file of files)
        void file
          .arrayBuffer()
          .then((buffer) => api.openDroppedFile(file.name, new Uint8Array(buffer)));
    };
    document.addEventListener('dragover', over);
    document.addEventListener('drop', drop);
    return () => {
      off();
      document.removeEventListener('dragover', over);
      document.removeEventListener('drop', drop);
    };
  }, [api]);
}
