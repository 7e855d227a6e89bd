import { campaignRig, campaignView } from './rig';
import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SaveStore } from '../../../main/saves/store';
import { bundledCampaign, startCampaign } from '../../../engine/netea/campaigns';
import { personBot, tempUserData } from '../../host/helpers';
import { play } from '../../netea/campaigns/helpers';

let userData: string;
beforeEach(async () => {
  userData = await tempUserData();
});
afterEach(async () => {
  await rm(userData, { recursive: true, force: true });
});

const rig = () => campaignRig(userData, '2026-11-24T20:00:00.000Z');

const view = campaignView;

describe('campaigns played through the game service (issue 18)', () => {
  it('5.4.2 Ladder: the battle is linked to the campaign while played, recorded once over, its reward carried to the next', async () => {
    const { games, campaigns } = rig();
    const started = await campaigns.start({
      campaign: 'spaceport-ladder',
      seed: 5,
      opponentPlayer: 'random',
    });
    if (!started.ok) throw new Error(started.error.join('; '));
    const id = started.value;
    const before = await view(campaigns, id);
    expect(before.step).toMatchObject({ kind: 'battle', key: 'battle-1', personPlays: true });
    expect(before.linked).toEqual({ state: 'none' });

    games.watch(personBot(games.service, 11));
    const played = await campaigns.play(id);
    expect(played).toEqual({ ok: true, value: { saveId: 'autosave-game1' } });
    // A battle under way cannot be started a second time.
    expect((await campaigns.play(id)).ok).toBe(false);
    const end = await games.over();
    await games.service.lastAutosave;

    const after = await view(campaigns, id);
    expect(after.progress.battles).toHaveLength(1);
    const record = after.progress.battles[0]!;
    expect(record.winner).toBe(end.snapshot.game.result!.winner);
    expect(record.saveId).toBe('autosave-game1');
    expect(after.linked).toEqual({ state: 'none' });
    expect(after.step).toMatchObject({ kind: 'battle', key: 'battle-2' });
    const rewards = bundledCampaign('spaceport-ladder')!;
    if (rewards.kind !== 'ladder') throw new Error('a ladder');
    const outcome =
      record.winner === null ? 'draw' : record.winner === 0 ? 'win' : ('loss' as const);
    expect(after.step.kind === 'battle' && after.step.effects).toEqual(
      rewards.battles[0]!.rewards?.[outcome] ?? [],
    );
    // Looking again records nothing more.
    expect((await view(campaigns, id)).progress.battles).toHaveLength(1);
    await games.close();
  }, 120_000);

  it('5.4.2: a campaign whose battle save is lost still opens and the battle can be forfeited', async () => {
    const { games, campaigns } = rig();
    const started = await campaigns.start({ campaign: 'hill-tree', seed: 2 });
    if (!started.ok) throw new Error(started.error.join('; '));
    const id = started.value;
    const played = await campaigns.play(id);
    if (!played.ok || played.value.saveId === null) throw new Error('no battle');
    await games.close();
    await new SaveStore(userData).remove(played.value.saveId);

    const lost = await view(campaigns, id);
    expect(lost.linked).toMatchObject({ state: 'missing', offers: ['replay', 'forfeit'] });
    expect(await campaigns.settle(id, 'forfeit')).toEqual({ ok: true, value: true });
    const after = await view(campaigns, id);
    expect(after.progress.battles[0]).toMatchObject({ decidedBy: 'forfeit', winner: 1 });
    // The tree's branch for a loss.
    expect(after.step).toMatchObject({ kind: 'battle', key: 'hold-the-line' });
  });

  it('5.4.2 Narrative: the person’s choice between battles decides the next battle; a wrong option is refused', async () => {
    const { library, campaigns } = rig();
    const progress = play(
      startCampaign(bundledCampaign('armageddon-narrative')!, 4, '2026-11-20'),
      'win',
    );
    await library.save('campaign-armageddon', progress);
    const atChoice = await view(campaigns, 'campaign-armageddon');
    expect(atChoice.step.kind).toBe('choice');
    if (atChoice.step.kind !== 'choice') return;
    expect((await campaigns.choose('campaign-armageddon', 'retreat')).ok).toBe(false);
    const option = atChoice.step.options[0]!;
    expect(await campaigns.choose('campaign-armageddon', option.id)).toEqual({
      ok: true,
      value: true,
    });
    const next = await view(campaigns, 'campaign-armageddon');
    expect(next.step.kind).toBe('battle');
    expect(next.progress.choices).toEqual([
      { node: atChoice.step.node, option: option.id, date: '2026-11-24T20:00:00.000Z' },
    ]);
  });

  it('keeps the save of a battle under way however many other games are started meanwhile', async () => {
    const { games, campaigns } = rig();
    const started = await campaigns.start({ campaign: 'hill-tree', seed: 3 });
    if (!started.ok) throw new Error(started.error.join('; '));
    const played = await campaigns.play(started.value);
    if (!played.ok || played.value.saveId === null) throw new Error('no battle');
    for (let i = 0; i < 7; i++) {
      const other = await games.service.newGame({
        scenarioId: 'basic-training',
        seed: i,
        controllers: ['person', 'person'],
        aiPlayer: 'random',
      });
      expect(other.ok).toBe(true);
      await games.service.lastAutosave;
    }
    const autosaves = (await new SaveStore(userData).list()).filter((s) => s.kind === 'autosave');
    // The five most recent games' autosaves, and the campaign's battle.
    expect(autosaves).toHaveLength(6);
    expect((await view(campaigns, started.value)).linked).toEqual({
      state: 'ok',
      saveId: played.value.saveId,
    });
    await games.close();
  });

  it('5.4.1: people added at the start join the league; a game between two people is played hot seat, never forfeited', async () => {
    const { games, campaigns } = rig();
    const training = bundledCampaign('training-league')!;
    if (training.kind !== 'league') throw new Error('a league');
    // Tom and two AI players; Anna joins at the machine, so the first game is Tom against Anna.
    const definition = {
      ...training,
      entries: [{ ...training.entries[0]!, name: 'Tom' }, ...training.entries.slice(1, 3)],
    };
    const saved = await campaigns.saveDefinition(definition);
    if (!saved.ok) throw new Error(saved.error.join('; '));
    expect(
      await campaigns.start({ campaign: saved.value, seed: 3, people: [{ name: 'Tom' }] }),
    ).toEqual({ ok: false, error: ['campaign: league: two entries are named "Tom"'] });
    const started = await campaigns.start({
      campaign: saved.value,
      seed: 3,
      people: [{ name: 'Anna' }],
    });
    if (!started.ok) throw new Error(started.error.join('; '));
    const id = started.value;
    const before = await view(campaigns, id);
    expect(before.step.kind === 'battle' && before.step.sides).toEqual([
      { who: 'you', name: 'Tom', player: 'person' },
      { who: 'anna', name: 'Anna', player: 'person' },
    ]);
    const played = await campaigns.play(id);
    if (!played.ok || played.value.saveId === null) throw new Error('no battle');
    const snapshot = games.service.current()!;
    expect(snapshot.controllers).toEqual(['person', 'person']);
    // The hot seat: nobody sits at the machine until a person says so.
    expect(snapshot.hotSeat).toMatchObject({ at: null });
    await games.close();
    await new SaveStore(userData).remove(played.value.saveId);
    const lost = await view(campaigns, id);
    expect(lost.linked).toMatchObject({ state: 'missing', offers: ['replay'] });
    expect((await campaigns.settle(id, 'forfeit')).ok).toBe(false);
  });

  it('starts a campaign from the other side against the chosen AI player', async () => {
    const { campaigns } = rig();
    const started = await campaigns.start({
      campaign: 'spaceport-ladder',
      seed: 1,
      otherSide: true,
      opponentPlayer: 'ai:easy',
    });
    if (!started.ok) throw new Error(started.error.join('; '));
    const seen = await view(campaigns, started.value);
    expect(seen.step.kind === 'battle' && seen.step.sides).toEqual([
      { who: 'opponent', name: 'Captain Idaeus', player: 'ai:easy' },
      { who: 'person', name: 'Renegade Captain Gorthax', player: 'person' },
    ]);
    expect((await campaigns.start({ campaign: 'no-such', seed: 1 })).ok).toBe(false);
  });
});
