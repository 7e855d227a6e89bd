import type { Refusal } from '../../engine/result';
import type { SaveListing } from '../saves/store';
import type { HostSnapshot, HostUpdate } from '../host/gameHost';
import type { z } from 'zod';
import type { newGameRequestSchema } from './schemas';

/** Every answer from main: the value, or the problems that refused the request. */
export type IpcResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: readonly string[]; readonly refusal?: Refusal };

export type NewGameRequest = z.input<typeof newGameRequestSchema>;

export interface ScenarioSummary {
  readonly id: string;
  readonly name: string;
  readonly section: string;
  readonly summary: string;
}

/**
 * The one API the preload gives the page (`window.epicSolo`): intent-named methods, never
 * ipcRenderer itself (CONVENTIONS, Electron).
 */
export interface EpicSoloApi {
  readonly runtime: 'electron';
  readonly version: string;
  newGame(request: NewGameRequest): Promise<IpcResult<HostSnapshot>>;
  current(): Promise<IpcResult<HostSnapshot | null>>;
  submitCommand(command: unknown): Promise<IpcResult<true>>;
  undo(): Promise<IpcResult<true>>;
  retryAi(): Promise<IpcResult<true>>;
  scenarios(): Promise<IpcResult<readonly ScenarioSummary[]>>;
  listSaves(): Promise<IpcResult<readonly SaveListing[]>>;
  saveGame(name: string): Promise<IpcResult<string>>;
  loadGame(id: string): Promise<IpcResult<{ snapshot: HostSnapshot; warnings: readonly string[] }>>;
  removeSave(id: string): Promise<IpcResult<true>>;
  /** Every change of the current game; returns the function that stops listening. */
  onUpdate(listener: (update: HostUpdate) => void): () => void;
}
