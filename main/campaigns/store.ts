import { join } from 'node:path';
import { CAMPAIGN_FILE } from '../../engine/netea/campaigns';
import { folderDisk, SaveStore } from '../saves/store';
import { CampaignLibrary } from './library';
import type { SaveLibrary } from '../saves/library';

/** The desktop app's campaigns: files in `<user data>/campaigns`, beside `saves/`, whose
 * battles are saved among the saves. */
export function campaignStore(
  userData: string,
  saves: SaveLibrary = new SaveStore(userData),
): CampaignLibrary {
  return new CampaignLibrary(
    folderDisk(join(userData, 'campaigns'), 'campaign', CAMPAIGN_FILE.maxChars),
    saves,
  );
}
