import { parseCampaign } from '../validate';
import type { Campaign } from '../schema';
import spaceportLadder from './spaceport-ladder.json';
import hillTree from './hill-tree.json';
import armageddonNarrative from './armageddon-narrative.json';
import trainingLeague from './training-league.json';
import armageddonMap from './armageddon-map.json';
import armageddonScenarios from './armageddon-scenarios.json';

/** The campaigns bundled with the program (seed 001 5.4): one of each kind, as data files, and
 * one set on Armageddon with the 5.3 scenarios (armageddon-scenarios.json: a ladder; the 5.3
 * scenarios still to come, 5.3.3/5.3.4/5.3.6/5.3.9/5.3.15, join it as battles of its list, each
 * with rewards that fit the next battle's forces: battle.ts `effectProblem`). */
const FILES: Record<string, unknown> = {
  'spaceport-ladder.json': spaceportLadder,
  'hill-tree.json': hillTree,
  'armageddon-narrative.json': armageddonNarrative,
  'training-league.json': trainingLeague,
  'armageddon-map.json': armageddonMap,
  'armageddon-scenarios.json': armageddonScenarios,
};

let cached: readonly Campaign[] | undefined;

/** Every bundled campaign, checked; a bad bundled file is a bug and throws. */
export function bundledCampaigns(): readonly Campaign[] {
  cached ??= Object.entries(FILES).map(([file, data]) => {
    const parsed = parseCampaign(data);
    if (!parsed.ok) throw new Error(`${file}: ${parsed.error.join('; ')}`);
    return parsed.value;
  });
  return cached;
}

export function bundledCampaign(id: string): Campaign | undefined {
  return bundledCampaigns().find((c) => c.id === id);
}

export { STORY_DE, storyGerman } from './storyDe';
