import { isPlayerId, PLAYER_IDS } from '../../ai/registry';
import { err, ok, type Result } from '../../engine/kernel/result';
import type { Campaign } from '../../engine/netea/campaigns';

/** The AI players a campaign names must be ones this program has (ai/registry.ts); the engine
 * cannot know them, so a campaign is checked here when it is opened or started. */
export function checkPlayers(campaign: Campaign): Result<Campaign> {
  const named =
    campaign.kind === 'league'
      ? campaign.entries.map((e) => e.player).filter((p) => p !== 'person')
      : campaign.opponent
        ? [campaign.opponent.player]
        : [];
  const unknown = named.filter((p) => !isPlayerId(p));
  return unknown.length === 0
    ? ok(campaign)
    : err(
        unknown.map(
          (p) => `campaign: there is no AI player "${p}"; the players are ${PLAYER_IDS.join(', ')}`,
        ),
      );
}
