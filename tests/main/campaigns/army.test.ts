import { campaignRig } from './rig';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_REQUEST_SCHEMAS } from '../../../main/ipc/schemas';

let userData: string;
beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'epic-solo-campaign-army-'));
});
afterEach(async () => {
  await rm(userData, { recursive: true, force: true });
});

const rig = () => campaignRig(userData);

describe('starting a campaign with an army of the person’s choice (6.1.1, issue 18)', () => {
  it('offers the choice where a battle is a tournament game, keeps the army, and fields it', async () => {
    const { campaigns, library } = rig();
    const offered = Object.fromEntries(campaigns.bundled().map((c) => [c.id, c.takesArmy]));
    expect(offered).toMatchObject({ 'armageddon-narrative': true, 'spaceport-ladder': false });
    const army = { kind: 'list', listId: 'space-marines-ea' } as const;
    const request = { campaign: 'armageddon-narrative', seed: 3, army };
    expect(CAMPAIGN_REQUEST_SCHEMAS['campaigns:start'].safeParse(request).success).toBe(true);
    const started = await campaigns.start(request);
    if (!started.ok) throw new Error(started.error.join('; '));
    const opened = await library.open(started.value);
    expect(opened.ok && opened.value.progress.army).toEqual(army);
    const view = await campaigns.view(started.value);
    if (!view.ok) throw new Error(view.error.join('; '));
    // The person's forces are Space Marines formations, not the Steel Legion's.
    expect(view.value.step.kind === 'battle' && view.value.step.forces[0].join(', ')).toMatch(
      /Tactical|Devastator|Scout|Bike|Land Speeder|Thunderhawk|Strike Cruiser/,
    );
  });

  it('refuses an army for a campaign of fixed forces, and a list that does not exist, keeping nothing', async () => {
    const { campaigns } = rig();
    const fixed = await campaigns.start({
      campaign: 'spaceport-ladder',
      seed: 1,
      army: { kind: 'list', listId: 'space-marines-ea' },
    });
    expect(fixed.ok).toBe(false);
    if (!fixed.ok) expect(fixed.error.join('\n')).toMatch(/fixed forces; it takes no army/);
    const unknown = await campaigns.start({
      campaign: 'armageddon-narrative',
      seed: 1,
      army: { kind: 'list', listId: 'squats-ea' },
    });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error.join('\n')).toMatch(/your army: .*squats-ea/);
    expect(await readdir(userData)).not.toContain('campaigns');
  });
});
