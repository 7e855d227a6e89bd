import { TRAINING_SCENARIOS } from '../../engine/netea/scenarios';
import { formatIssues } from '../../engine/kernel/issues';
import type { GameService } from '../host/service';
import type { IpcResult, ScenarioSummary } from './api';
import type { z } from 'zod';
import type { RosterLibrary } from '../rosters/library';
import type { CampaignService } from '../campaigns/service';
import {
  CAMPAIGN_CHANNELS,
  type CampaignChannel,
  CHANNELS,
  ROSTER_CHANNELS,
  type InvokeChannel,
  type RosterChannel,
  type ShellInvokeChannel,
} from './channels';
import {
  CAMPAIGN_REQUEST_SCHEMAS,
  type CampaignRequestOf,
  REQUEST_SCHEMAS,
  ROSTER_REQUEST_SCHEMAS,
  type RosterRequestOf,
  SHELL_REQUEST_SCHEMAS,
  type RequestOf,
  type ShellRequestOf,
} from './schemas';

/** The parts of Electron's ipcMain and its events this module uses (tests pass their own). */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
}
export interface IpcEventLike {
  readonly senderFrame?: { readonly url: string } | null;
}

type Handlers = { [C in InvokeChannel]: (request: RequestOf<C>) => Promise<IpcResult<unknown>> };

/**
 * Register every invoke handler (before the window opens, CONVENTIONS, Electron). Each message is
 * checked twice before use: it must come from the app's own page, and its payload must pass the
 * channel's schema; otherwise it is answered with the reason and nothing else happens.
 */
export function registerIpc(
  ipc: IpcMainLike,
  service: GameService,
  trusted: (event: IpcEventLike) => boolean,
  log: (message: string) => void = () => undefined,
): void {
  const handlers: Handlers = {
    [CHANNELS.newGame]: (request) => service.newGame(request).then(asIpc),
    [CHANNELS.current]: async () => ({ ok: true, value: service.current() }),
    [CHANNELS.history]: async () => ({ ok: true, value: service.history() }),
    [CHANNELS.submit]: async ({ command }) => outcome(service.submit(command)),
    [CHANNELS.undo]: async () => outcome(service.undo()),
    [CHANNELS.retryAi]: async () => {
      service.retryAi();
      return { ok: true, value: true };
    },
    [CHANNELS.aiDelay]: async ({ delayMs }) => {
      service.setAiDelay(delayMs);
      return { ok: true, value: true };
    },
    [CHANNELS.takeSeat]: async ({ side }) => outcome(service.takeSeat(side)),
    [CHANNELS.scenarios]: async () => ({
      ok: true,
      value: TRAINING_SCENARIOS.map((s): ScenarioSummary => ({
        id: s.id,
        name: s.name,
        section: s.section,
        summary: s.summary,
      })),
    }),
    [CHANNELS.listSaves]: async () => ({ ok: true, value: await service.list() }),
    [CHANNELS.save]: ({ name }) => service.save(name).then(asIpc),
    [CHANNELS.load]: ({ id }) => service.load(id).then(asIpc),
    [CHANNELS.renameSave]: ({ id, name }) => service.rename(id, name).then(asIpc),
    [CHANNELS.exportSave]: ({ id }) => service.exportSave(id).then(asIpc),
    [CHANNELS.importSave]: ({ text }) => service.importSave(text).then(asIpc),
    [CHANNELS.removeSave]: ({ id }) => service.remove(id).then(asIpc),
  };
  for (const channel of Object.keys(handlers) as InvokeChannel[])
    handleChecked(ipc, channel, REQUEST_SCHEMAS[channel], handlers[channel], trusted, log);
}

/** The army builder's rosters, checked as every other request is. */
export function registerRosterIpc(
  ipc: IpcMainLike,
  rosters: RosterLibrary,
  trusted: (event: IpcEventLike) => boolean,
  log: (message: string) => void = () => undefined,
): void {
  const handlers: {
    [C in RosterChannel]: (request: RosterRequestOf<C>) => Promise<IpcResult<unknown>>;
  } = {
    [ROSTER_CHANNELS.list]: async () => ({ ok: true, value: await rosters.list() }),
    [ROSTER_CHANNELS.save]: ({ roster }) => rosters.save(roster).then(asIpc),
    [ROSTER_CHANNELS.open]: ({ id }) => rosters.open(id).then(asIpc),
    [ROSTER_CHANNELS.remove]: ({ id }) => rosters.remove(id).then(asIpc),
    [ROSTER_CHANNELS.importFile]: ({ name, bytes }) => rosters.importFile(name, bytes).then(asIpc),
  };
  for (const channel of Object.keys(handlers) as RosterChannel[])
    handleChecked(ipc, channel, ROSTER_REQUEST_SCHEMAS[channel], handlers[channel], trusted, log);
}

/** Campaigns (main/campaigns/service.ts), checked as every other request is. */
export function registerCampaignIpc(
  ipc: IpcMainLike,
  campaigns: CampaignService,
  trusted: (event: IpcEventLike) => boolean,
  log: (message: string) => void = () => undefined,
): void {
  const handlers: {
    [C in CampaignChannel]: (request: CampaignRequestOf<C>) => Promise<IpcResult<unknown>>;
  } = {
    [CAMPAIGN_CHANNELS.bundled]: async () => ({ ok: true, value: campaigns.bundled() }),
    [CAMPAIGN_CHANNELS.list]: async () => ({ ok: true, value: await campaigns.list() }),
    [CAMPAIGN_CHANNELS.start]: (request) => campaigns.start(request).then(asIpc),
    [CAMPAIGN_CHANNELS.view]: ({ id }) => campaigns.view(id).then(asIpc),
    [CAMPAIGN_CHANNELS.play]: ({ id }) => campaigns.play(id).then(asIpc),
    [CAMPAIGN_CHANNELS.choose]: ({ id, option }) => campaigns.choose(id, option).then(asIpc),
    [CAMPAIGN_CHANNELS.orders]: ({ id, orders }) => campaigns.orders(id, orders).then(asIpc),
    [CAMPAIGN_CHANNELS.resolve]: ({ id }) => campaigns.resolve(id).then(asIpc),
    [CAMPAIGN_CHANNELS.settle]: ({ id, choice }) => campaigns.settle(id, choice).then(asIpc),
    [CAMPAIGN_CHANNELS.notes]: ({ id, notes }) => campaigns.notes(id, notes).then(asIpc),
    [CAMPAIGN_CHANNELS.journal]: ({ id, format }) => campaigns.journal(id, format).then(asIpc),
    [CAMPAIGN_CHANNELS.remove]: ({ id }) => campaigns.remove(id).then(asIpc),
    [CAMPAIGN_CHANNELS.importFile]: ({ text }) => campaigns.import(text).then(asIpc),
    [CAMPAIGN_CHANNELS.definitions]: async () => ({
      ok: true,
      value: await campaigns.definitions(),
    }),
    [CAMPAIGN_CHANNELS.saveDefinition]: ({ definition, replace }) =>
      campaigns.saveDefinition(definition, replace).then(asIpc),
    [CAMPAIGN_CHANNELS.removeDefinition]: ({ id }) => campaigns.removeDefinition(id).then(asIpc),
    [CAMPAIGN_CHANNELS.exportDefinition]: ({ id }) => campaigns.definitionText(id).then(asIpc),
  };
  for (const channel of Object.keys(handlers) as CampaignChannel[])
    handleChecked(ipc, channel, CAMPAIGN_REQUEST_SCHEMAS[channel], handlers[channel], trusted, log);
}

/**
 * The desktop shell's requests (main/shell): the page listens for shell actions, a file was
 * dropped onto the window. Checked as every other request is.
 */
export function registerShellIpc(
  ipc: IpcMainLike,
  handlers: {
    [C in ShellInvokeChannel]: (request: ShellRequestOf<C>) => Promise<IpcResult<unknown>>;
  },
  trusted: (event: IpcEventLike) => boolean,
  log: (message: string) => void = () => undefined,
): void {
  for (const channel of Object.keys(handlers) as ShellInvokeChannel[])
    handleChecked(ipc, channel, SHELL_REQUEST_SCHEMAS[channel], handlers[channel], trusted, log);
}

/**
 * One channel's handler behind the two checks: the sender must be the app's own page and the
 * payload must pass the channel's schema; otherwise the answer says why and nothing else happens.
 */
function handleChecked(
  ipc: IpcMainLike,
  channel: string,
  schema: z.ZodType,
  // Each handler takes its own channel's request, which the schema has just checked.
  handler: (request: never) => Promise<IpcResult<unknown>>,
  trusted: (event: IpcEventLike) => boolean,
  log: (message: string) => void,
): void {
  ipc.handle(channel, async (event, payload) => {
    if (!trusted(event)) {
      log(`IPC ${channel} refused: sent by ${event.senderFrame?.url ?? 'an unknown frame'}`);
      return { ok: false, error: ["refused: not sent by Epic Solo's own page"] };
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) return { ok: false, error: formatIssues(channel, parsed.error.issues) };
    try {
      return await (handler as (request: unknown) => Promise<IpcResult<unknown>>)(parsed.data);
    } catch (error) {
      log(
        `IPC ${channel} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return {
        ok: false,
        error: [`${channel} failed: ${error instanceof Error ? error.message : String(error)}`],
      };
    }
  });
}

/** Only the app's own page, loaded from its own file, may call main. */
export function trustedSender(rendererUrl: string): (event: IpcEventLike) => boolean {
  const expected = new URL(rendererUrl);
  return (event) => {
    const url = event.senderFrame?.url;
    if (!url) return false;
    try {
      const actual = new URL(url);
      return (
        actual.protocol === expected.protocol &&
        actual.host === expected.host &&
        actual.pathname === expected.pathname
      );
    } catch {
      return false;
    }
  };
}

function asIpc<T>(result: { ok: true; value: T } | { ok: false; error: string[] }): IpcResult<T> {
  return result;
}

function outcome(
  result: { ok: true } | { ok: false; refusal: { code: string; section: string; message: string } },
): IpcResult<true> {
  return result.ok
    ? { ok: true, value: true }
    : { ok: false, error: [result.refusal.message], refusal: result.refusal };
}
