import type {
  BundledCampaign,
  CampaignListing,
  CampaignView,
  EpicSoloApi,
  ImportedCampaign,
  IpcResult,
  OwnDefinition,
  StartCampaignRequest,
} from '../../../main/ipc/api';
import { asOutcome, type Outcome } from '../host/gameClient';

/**
 * What the campaign screens need of main's campaigns (main/campaigns/service.ts), over the same
 * API as the game: answers as Outcomes with the problem in words. Opening a campaign's battle
 * goes through the game client (its state arrives as every game's does).
 */
export interface CampaignClient {
  bundled(): Promise<Outcome<readonly BundledCampaign[]>>;
  list(): Promise<Outcome<readonly CampaignListing[]>>;
  start(request: StartCampaignRequest): Promise<Outcome<string>>;
  view(id: string): Promise<Outcome<CampaignView>>;
  /** Start the next battle: the save to load and play (null: AI players played it out). */
  play(id: string): Promise<Outcome<string | null>>;
  choose(id: string, option: string): Promise<Outcome<true>>;
  /** 5.4.2 Map-based: the campaign turn's orders; a battle resolved automatically. */
  orders(id: string, orders: readonly { force: string; to: string }[]): Promise<Outcome<true>>;
  resolve(id: string): Promise<Outcome<true>>;
  settle(id: string, choice: 'replay' | 'forfeit'): Promise<Outcome<true>>;
  notes(id: string, notes: string): Promise<Outcome<true>>;
  journal(id: string, format: 'md' | 'html'): Promise<Outcome<string>>;
  remove(id: string): Promise<Outcome<true>>;
  /** A `.epiccampaign` file's text: a campaign in progress or a definition, checked and kept. */
  importFile(text: string): Promise<Outcome<ImportedCampaign>>;
  definitions(): Promise<Outcome<readonly OwnDefinition[]>>;
  saveDefinition(definition: unknown, replace?: string): Promise<Outcome<string>>;
  removeDefinition(id: string): Promise<Outcome<true>>;
  exportDefinition(id: string): Promise<Outcome<string>>;
}

export type CampaignApi = Pick<
  EpicSoloApi,
  | 'bundledCampaigns'
  | 'listCampaigns'
  | 'startCampaign'
  | 'viewCampaign'
  | 'playCampaignBattle'
  | 'chooseCampaignOption'
  | 'orderCampaignMap'
  | 'resolveCampaignBattle'
  | 'settleCampaignBattle'
  | 'setCampaignNotes'
  | 'campaignJournal'
  | 'removeCampaign'
  | 'importCampaignFile'
  | 'campaignDefinitions'
  | 'saveCampaignDefinition'
  | 'removeCampaignDefinition'
  | 'exportCampaignDefinition'
>;

export function createCampaignClient(api: CampaignApi): CampaignClient {
  const call = <T>(request: () => Promise<IpcResult<T>>) => asOutcome(request, 'the campaigns');
  return {
    bundled: () => call(() => api.bundledCampaigns()),
    list: () => call(() => api.listCampaigns()),
    start: (request) => call(() => api.startCampaign(request)),
    view: (id) => call(() => api.viewCampaign(id)),
    play: async (id) => {
      const played = await call(() => api.playCampaignBattle(id));
      return played.ok ? { ok: true, value: played.value.saveId } : played;
    },
    choose: (id, option) => call(() => api.chooseCampaignOption(id, option)),
    orders: (id, orders) => call(() => api.orderCampaignMap(id, orders)),
    resolve: (id) => call(() => api.resolveCampaignBattle(id)),
    settle: (id, choice) => call(() => api.settleCampaignBattle(id, choice)),
    notes: (id, notes) => call(() => api.setCampaignNotes(id, notes)),
    journal: (id, format) => call(() => api.campaignJournal(id, format)),
    remove: (id) => call(() => api.removeCampaign(id)),
    importFile: (text) => call(() => api.importCampaignFile(text)),
    definitions: () => call(() => api.campaignDefinitions()),
    saveDefinition: (definition, replace) =>
      call(() => api.saveCampaignDefinition(definition, replace)),
    removeDefinition: (id) => call(() => api.removeCampaignDefinition(id)),
    exportDefinition: (id) => call(() => api.exportCampaignDefinition(id)),
  };
}
