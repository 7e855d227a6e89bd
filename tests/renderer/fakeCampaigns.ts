import type { CampaignClient } from '../../renderer/src/campaigns/campaignClient';

/** A campaign client for screen tests: every call refused unless the test gives its answer. */
export function fakeCampaigns(answers: Partial<CampaignClient>): CampaignClient {
  const none = async () => ({ ok: false as const, problem: 'not in this test' });
  return {
    bundled: none,
    list: none,
    definitions: none,
    start: none,
    view: none,
    play: none,
    choose: none,
    orders: none,
    resolve: none,
    settle: none,
    notes: none,
    journal: none,
    remove: none,
    importFile: none,
    saveDefinition: none,
    removeDefinition: none,
    exportDefinition: none,
    ...answers,
  };
}
