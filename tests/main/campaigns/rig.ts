import { inThreadAi } from '../../../main/ai/decide';
import { CampaignService } from '../../../main/campaigns/service';
import { campaignStore } from '../../../main/campaigns/store';
import { SaveStore } from '../../../main/saves/store';
import { serviceFor } from '../../host/helpers';

/** The desktop's campaign service over a user-data folder, the AI in this thread, and the clock
 * stopped at `now` where a test reads dates. */
export function campaignRig(userData: string, now?: string) {
  const games = serviceFor(userData, inThreadAi);
  const library = campaignStore(userData, new SaveStore(userData));
  const campaigns = now
    ? new CampaignService(library, games.service, () => new Date(now))
    : new CampaignService(library, games.service);
  return { games, library, campaigns };
}

/** The campaign as the screen sees it; throws with the reasons when it cannot be read. */
export async function campaignView(campaigns: CampaignService, id: string) {
  const seen = await campaigns.view(id);
  if (!seen.ok) throw new Error(seen.error.join('; '));
  return seen.value;
}
