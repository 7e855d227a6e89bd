import { campaignRig, campaignView } from '../../main/campaigns/rig';
import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { personBot, tempUserData } from '../../host/helpers';
import { planOrders, type MapCampaign } from '../../../engine/netea/campaigns';

/**
 * A map-based campaign (seed 001 5.4.2) through the desktop's campaign service: orders given
 * and refused with reasons, a battle resolved automatically at the person's request, a battle
 * played out from its linked save with its losses carried to the map.
 */
let userData: string;
beforeEach(async () => {
  userData = await tempUserData();
});
afterEach(async () => {
  await rm(userData, { recursive: true, force: true });
});

const rig = () => campaignRig(userData, '2026-11-25T12:00:00.000Z');

const view = campaignView;

describe('5.4.2 a map campaign in the campaign service', () => {
  it('orders are checked; a battle is resolved automatically or played out, its losses kept', async () => {
    const { games, campaigns } = rig();
    const started = await campaigns.start({ campaign: 'armageddon-map', seed: 4 });
    if (!started.ok) throw new Error(started.error.join('; '));
    const id = started.value;
    expect((await view(campaigns, id)).step).toEqual({ kind: 'orders', turn: 1 });
    expect(await campaigns.orders(id, [{ force: 'warband', to: 'spaceport' }])).toEqual({
      ok: false,
      error: ["campaign: 5.4.2: Gorthax's Warband is not yours to order"],
    });
    expect((await campaigns.resolve(id)).ok).toBe(false);

    // Turn 1 as the AI would order it for the person (the headless play's orders): both sides'
    // armour goes for Hive Tartarus and meets there.
    const first = await view(campaigns, id);
    const campaign = first.progress.campaign as MapCampaign;
    const orders = planOrders(campaign, first.progress.map!, 'person');
    expect(orders).toContainEqual({ force: 'armoured-column', to: 'hive-tartarus' });
    expect(await campaigns.orders(id, orders)).toEqual({ ok: true, value: true });
    const step = (await view(campaigns, id)).step;
    const battleAt = step.kind === 'battle' ? step.key : null;
    expect(battleAt).toBe('turn-1-hive-tartarus');

    // Resolved automatically: recorded, its losses on the map.
    const resolved = await campaigns.resolve(id);
    expect(resolved).toEqual({ ok: true, value: true });
    const after = await view(campaigns, id);
    const record = after.progress.battles[0]!;
    expect(record.key).toBe(battleAt);
    const lost = (party: string) =>
      after.progress
        .map!.forces.filter((f) => f.party === party)
        .reduce((n, f) => n + f.formations.reduce((m, x) => m + x.lost.length, 0), 0);
    // Units lost stay lost (a formation wiped out is gone from the force, so at most).
    expect(lost('person')).toBeLessThanOrEqual(record.casualties[0]);
    expect(lost('opponent')).toBeLessThanOrEqual(record.casualties[1]);

    let playedOut = false;
    // The next battle that comes (the person ordering as the AI would), played out from its
    // save through the game service.
    for (let i = 0; i < 8; i++) {
      const seen = await view(campaigns, id);
      if (seen.step.kind === 'over') break;
      if (seen.step.kind === 'orders') {
        await campaigns.orders(id, planOrders(campaign, seen.progress.map!, 'person'));
        continue;
      }
      games.watch(personBot(games.service, 3));
      const played = await campaigns.play(id);
      expect(played.ok && played.value.saveId).toMatch(/^autosave-/);
      await games.over();
      await games.service.lastAutosave;
      const done = await view(campaigns, id);
      expect(done.progress.battles).toHaveLength(2);
      expect(done.progress.battles[1]!.saveId).toBe(played.ok ? played.value.saveId : '');
      playedOut = true;
      break;
    }
    expect(playedOut).toBe(true);
  }, 120_000);
});
