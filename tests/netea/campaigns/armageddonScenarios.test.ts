import { describe, expect, it } from 'vitest';
import {
  bundledCampaign,
  journalMarkdown,
  mirrorCampaign,
  outcomeOf,
  parseCampaign,
  startCampaign,
  type Ladder,
} from '../../../engine/netea/campaigns';
import { findScenario, SCENARIOS_5_3 } from '../../../engine/netea/scenarios';
import { playCampaign } from '../../../main/campaigns/play';
import { battleOf, formationsOf, play } from './helpers';

/**
 * Issue 18: "bundle one example of each kind …, including one set on Armageddon with the 5.3
 * scenarios": a ladder (5.4.2) of escalation (seed 001 5.3.2), breakthrough (5.3.5) and the
 * ambush (5.3.7), the person commanding the Imperium in each, every result's reward fitting the
 * next battle's forces.
 */
const campaign = bundledCampaign('armageddon-scenarios') as Ladder;

describe('5.4.2 + 5.3 Armageddon: Behind the Lines', () => {
  it('is a ladder of the 5.3 scenarios, the person on the Imperial side of each', () => {
    expect(campaign.kind).toBe('ladder');
    const ids = SCENARIOS_5_3.map((s) => s.id);
    const imperial = campaign.battles.map((b) => {
      if (b.ground.kind !== 'scenario') throw new Error('a scenario battle');
      expect(ids).toContain(b.ground.scenario);
      return [b.ground.scenario, findScenario(b.ground.scenario)!.forces[b.personSide]!.name];
    });
    expect(imperial).toEqual([
      ['escalation', 'Patrol Alpha'],
      ['breakthrough', '10th Minervan Tank Legion'],
      ['ambush', 'Angels of Fire, 3rd Company'],
    ]);
    // Played from the other side, it is as valid: every effect keeps its force.
    expect(parseCampaign(mirrorCampaign(campaign)).ok).toBe(true);
  });

  it('escalation → breakthrough: a win redraws the Minervans to 250 points more, a loss the Orks', () => {
    const start = startCampaign(campaign, 7, 'd');
    const [won, drawn, lost] = (['win', 'draw', 'loss'] as const).map((o) =>
      battleOf(play(start, o)),
    );
    expect(won!.effects).toEqual([{ kind: 'points', party: 'person', points: 250 }]);
    expect(drawn!.effects).toEqual([]);
    expect(lost!.effects).toEqual([{ kind: 'points', party: 'opponent', points: 250 }]);
    // The same battle seed after each result: only the rewarded side's army is drawn afresh.
    const ids = (b: typeof won, side: 0 | 1) => b!.setup.players[side]!.formations.map((f) => f.id);
    expect(ids(won, 0)).toEqual(ids(drawn, 0));
    expect(ids(won, 1)).not.toEqual(ids(drawn, 1));
    expect(ids(lost, 1)).toEqual(ids(drawn, 1));
    expect(ids(lost, 0)).not.toEqual(ids(drawn, 0));
  });

  it('breakthrough → ambush: a win brings a Land Speeder detachment, a loss or a draw a strategy change', () => {
    const second = play(startCampaign(campaign, 7, 'd'), 'draw');
    const [won, drawn, lost] = (['win', 'draw', 'loss'] as const).map((o) =>
      battleOf(play(second, o)),
    );
    expect(won!.title).toBe('Ambush on the Convoy Road');
    // The Angels of Fire are the second force (5.3.7); the Orks' strategy rating is 3, theirs 5.
    expect(formationsOf(won!, 1, 'sm-land-speeder-detachment')).toBe(1);
    expect(formationsOf(drawn!, 1, 'sm-land-speeder-detachment')).toBe(0);
    expect(won!.setup.players.map((p) => p.strategyRating)).toEqual([3, 5]);
    expect(lost!.setup.players.map((p) => p.strategyRating)).toEqual([3, 4]);
    expect(drawn!.setup.players.map((p) => p.strategyRating)).toEqual([4, 5]);
  });

  it('a points change falls on an army drawn from its list only; formations on fixed forces only', () => {
    const problems = (change: (c: Ladder) => void) => {
      const copy = structuredClone(campaign);
      change(copy);
      const parsed = parseCampaign(copy);
      return parsed.ok ? [] : parsed.error;
    };
    // Before the ambush (fixed list formations): no points change.
    expect(
      problems(
        (c) => (c.battles[1]!.rewards!.win = [{ kind: 'points', party: 'person', points: 100 }]),
      ),
    ).toEqual([
      'campaign: battle 2, rewards: a points change needs a battle with armies built to the points, and "Ambush on the Convoy Road" has fixed forces',
    ]);
    // Before the breakthrough (armies drawn to the points): no formations.
    expect(
      problems(
        (c) =>
          (c.battles[0]!.rewards!.win = [
            {
              kind: 'reinforce',
              party: 'person',
              formation: 'sm-land-speeder-detachment',
              count: 1,
            },
          ]),
      ),
    ).toEqual([
      'campaign: battle 1, rewards: formations can only be added to or held back from fixed forces, and "The Breakout of the Tenth" builds 10th Minervan Tank Legion to the points; give a points change instead',
    ]);
  });
});

describe('5.4.2 + 5.3 Armageddon: Behind the Lines played to its end headless', () => {
  const played = playCampaign(startCampaign(campaign, 3, '2026-11-24'), {
    personPlayer: 'greedy',
    date: (n) => `2026-12-0${n + 1}`,
  });
  if (!played.ok) throw new Error(played.error.join('; '));
  const progress = played.value;

  it('plays the three battles in order, each carrying the reward its predecessor’s result earned', () => {
    expect(progress.battles.map((b) => b.ground)).toEqual(['escalation', 'breakthrough', 'ambush']);
    expect(progress.battles[0]!.effects).toEqual([]);
    for (let i = 1; i < 3; i++) {
      const before = outcomeOf(progress.battles[i - 1]!);
      expect(progress.battles[i]!.effects).toEqual(
        campaign.battles[i - 1]!.rewards?.[before] ?? [],
      );
    }
    // Most wins take the campaign (worked out by hand from the three results).
    const outcomes = progress.battles.map(outcomeOf);
    const wins = outcomes.filter((o) => o === 'win').length;
    const losses = outcomes.filter((o) => o === 'loss').length;
    expect(progress.over?.winner).toBe(
      wins > losses ? 'person' : losses > wins ? 'opponent' : null,
    );
  });

  it('keeps a journal of each battle with the sides, the result and what it earned', () => {
    const text = journalMarkdown(progress);
    for (const [i, b] of progress.battles.entries()) {
      expect(text).toContain(`## ${i + 1}. ${b.title}`);
      expect(b.sides.map((s) => s.name)).toEqual(
        i === 0
          ? ['The Imperial commanders', "Warlord Morbad's host"]
          : ["Warlord Morbad's host", 'The Imperial commanders'],
      );
    }
    expect(text).toContain('# Armageddon: Behind the Lines');
    // What a result earned is told before the battle it applies to.
    expect(text.match(/Earned before this battle/g)?.length ?? 0).toBe(
      progress.battles.filter((b) => b.effects.length > 0).length,
    );
  });
});
