import { parseCampaign } from '../validate';
import type { Campaign } from '../schema';
import spaceportLadder from './spaceport-ladder.json';
import hillTree from './hill-tree.json';
import armageddonNarrative from './armageddon-narrative.json';
import trainingLeague from './training-league.json';
import armageddonMap from './armageddon-map.json';

/** The campaigns bundled with the program (seed 001 5.4): one of each kind, as data files. */
const FILES: Record<string, unknown> = {
  'spaceport-ladder.json': spaceportLadder,
  'hill-tree.json': hillTree,
  'armageddon-narrative.json': armageddonNarrative,
  'training-league.json': trainingLeague,
  'armageddon-map.json': armageddonMap,
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
