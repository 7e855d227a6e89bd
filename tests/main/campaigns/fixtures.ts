import { canonicalJson, hashText } from '../../../engine/kernel/hash';
import {
  bundledCampaign,
  setNotes,
  startCampaign,
  type CampaignProgress,
} from '../../../engine/netea/campaigns';
import { play } from '../../netea/campaigns/helpers';

/** A ladder campaign two battles in, with notes. */
export function ladderTwoIn(): CampaignProgress {
  const progress = play(
    play(startCampaign(bundledCampaign('spaceport-ladder')!, 9, '2026-11-01'), 'win'),
    'loss',
  );
  return setNotes(progress, 'The landing fields were hard won.');
}

/** A file in the envelope around any body, its checksum fitting (a deliberate hand edit). */
export function campaignFileAround(
  body: unknown,
  version = 1,
  format = 'epic-solo/campaign',
): string {
  const text = canonicalJson(body);
  return `{"format":${JSON.stringify(format)},"version":${version},"checksum":${JSON.stringify(hashText(text))},"body":${text}}\n`;
}
