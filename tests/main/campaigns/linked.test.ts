import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkBattle, nextStep } from '../../../engine/netea/campaigns';
import { campaignStore } from '../../../main/campaigns/store';
import { SaveStore } from '../../../main/saves/store';
import { savedContent } from '../../saves/helpers';
import { battleOf } from '../../netea/campaigns/helpers';
import { ladderTwoIn } from './fixtures';

let userData: string;
beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'epic-solo-campaign-linked-'));
});
afterEach(async () => {
  await rm(userData, { recursive: true, force: true });
});

/** A campaign at its third battle, that battle's save linked. */
async function linkedCampaign() {
  const store = campaignStore(userData);
  const saves = new SaveStore(userData);
  const saveId = await saves.saveAs('spaceport gates', savedContent(20));
  const progress = linkBattle(ladderTwoIn(), 'battle-3', saveId, '2026-11-03');
  await store.save('campaign-spaceport', progress);
  return { store, saves, saveId, progress };
}

describe('a campaign and the battle save it links to', () => {
  it('opens with its battle when the save is whole', async () => {
    const { store, saveId } = await linkedCampaign();
    const opened = await store.open('campaign-spaceport');
    expect(opened.ok && opened.value.battle).toEqual({ state: 'ok', saveId });
  });

  it('still opens when the save is missing, offering to replay or forfeit the battle', async () => {
    const { store, saves, saveId } = await linkedCampaign();
    await saves.remove(saveId);
    const opened = await store.open('campaign-spaceport');
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.value.battle).toMatchObject({
      state: 'missing',
      saveId,
      offers: ['replay', 'forfeit'],
    });
    // Nothing recorded is lost.
    expect(opened.value.progress.battles).toHaveLength(2);
  });

  it('still opens when the save and its previous version are damaged', async () => {
    const { store, saves, saveId } = await linkedCampaign();
    await writeFile(join(saves.folder, `${saveId}.json`), '{"format":"epic-solo/game"');
    await writeFile(join(saves.folder, `${saveId}.json.bak`), 'garbage');
    const opened = await store.open('campaign-spaceport');
    expect(opened.ok && opened.value.battle.state).toBe('damaged');
  });

  it('replaying the lost battle starts it afresh: no save linked, a new seed', async () => {
    const { store, saves, saveId, progress } = await linkedCampaign();
    await saves.remove(saveId);
    const before = battleOf(progress);
    const replayed = await store.settleLostBattle('campaign-spaceport', 'replay', '2026-11-04');
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(replayed.value.linked).toBeUndefined();
    const after = battleOf(replayed.value);
    expect(after.key).toBe('battle-3');
    expect(after.seed).not.toBe(before.seed);
    const reopened = await store.open('campaign-spaceport');
    expect(reopened.ok && reopened.value.battle).toEqual({ state: 'none' });
  });

  it('forfeiting the lost battle records it as lost by the person, and the ladder ends', async () => {
    const { store, saves, saveId } = await linkedCampaign();
    await saves.remove(saveId);
    const forfeited = await store.settleLostBattle('campaign-spaceport', 'forfeit', '2026-11-04');
    expect(forfeited.ok).toBe(true);
    if (!forfeited.ok) return;
    expect(forfeited.value.battles.at(-1)).toMatchObject({
      key: 'battle-3',
      winner: 1,
      decidedBy: 'forfeit',
      date: '2026-11-04',
    });
    expect(forfeited.value.over?.winner).toBe('opponent');
    const reopened = await store.open('campaign-spaceport');
    expect(reopened.ok && reopened.value.progress.battles).toHaveLength(3);
    const step = reopened.ok ? nextStep(reopened.value.progress) : null;
    expect(step?.ok && step.value.kind).toBe('over');
  });

  it('a damaged campaign file opens from its previous version, saying so', async () => {
    const { store, progress } = await linkedCampaign();
    await store.save('campaign-spaceport', { ...progress, notes: 'second' });
    await writeFile(join(userData, 'campaigns', 'campaign-spaceport.json'), '{"format":');
    const opened = await store.open('campaign-spaceport');
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.value.progress.notes).toBe(progress.notes);
    expect(opened.value.warnings[0]).toMatch(/damaged; its previous version was opened/);
  });
});
