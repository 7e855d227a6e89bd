import { openEnvelope, writeEnvelope, type FileKind } from '../../kernel/saves/envelope';
import { formatIssues } from '../../kernel/issues';
import { err, ok, type Result } from '../../kernel/result';
import { leagueFixtures } from './league';
import { progressSchema, type CampaignProgress } from './progress';
import { parseCampaign } from './validate';

/**
 * The campaign file (seed 001 5.4): the progress in the envelope every file of ours shares
 * (engine/kernel/saves/envelope.ts: format, version, checksum), so a damaged or hand-edited
 * campaign is refused with the reason, as a save is. Version 1 is the first; a later version
 * migrates here.
 */
export const CAMPAIGN_FILE: FileKind = {
  format: 'epic-solo/campaign',
  version: 1,
  label: 'campaign',
  description: 'an Epic Solo campaign',
  writer: 'campaign',
  maxChars: 4 * 1024 * 1024,
};

export function writeCampaignFile(progress: CampaignProgress): string {
  return writeEnvelope(CAMPAIGN_FILE, progress);
}

/** A campaign file's text: envelope, schema, the definition's own checks, and a place in it
 * the campaign can be at. */
export function readCampaignFile(text: string): Result<CampaignProgress> {
  const opened = openEnvelope(CAMPAIGN_FILE, text);
  if (!opened.ok) return opened;
  const parsed = progressSchema.safeParse(opened.value.body);
  if (!parsed.success) return err(formatIssues('campaign', parsed.error.issues));
  const progress = parsed.data;
  const campaign = parseCampaign(progress.campaign);
  if (!campaign.ok) return campaign;
  const c = campaign.value;
  const at = progress.at;
  if (c.kind === 'map') {
    // 5.4.2 Map-based: where it stands is the map, not a battle number.
    if (!progress.map) return err(['campaign: a map campaign without its map']);
    const regions = new Set(c.regions.map((r) => r.id));
    const astray = progress.map.forces.find((f) => !regions.has(f.region));
    if (astray)
      return err([`campaign: ${astray.name} stands in "${astray.region}", which is no region`]);
    return ok({ ...progress, campaign: c });
  }
  if ('node' in at) {
    if (c.kind !== 'tree' && c.kind !== 'narrative')
      return err([
        `campaign: a ${c.kind} campaign is at a battle number, not at node "${at.node}"`,
      ]);
    if (!c.nodes[at.node])
      return err([`campaign: the campaign is at "${at.node}", which is no node`]);
  } else {
    const steps =
      c.kind === 'ladder'
        ? c.battles.length
        : c.kind === 'league'
          ? leagueFixtures(c).length + (c.final ? 1 : 0)
          : -1;
    if (steps < 0) return err([`campaign: a ${c.kind} campaign is at a node, not a battle number`]);
    if (at.index > steps)
      return err([`campaign: the campaign is at battle ${at.index + 1} of ${steps}`]);
    if (at.index !== progress.battles.length)
      return err([
        `campaign: ${progress.battles.length} battles are recorded, but the campaign is at battle ${at.index + 1}`,
      ]);
  }
  return ok({ ...progress, campaign: c });
}
