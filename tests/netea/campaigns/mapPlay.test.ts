import { describe, expect, it } from 'vitest';
import {
  bundledCampaign,
  journalHtml,
  journalMarkdown,
  outcomeOf,
  startCampaign,
  unitsOf,
  type CampaignProgress,
  type MapCampaign,
} from '../../../engine/netea/campaigns';
import { playCampaign } from '../../../main/campaigns/play';
import { lineMap } from './mapHelpers';

/**
 * Map-based campaigns (seed 001 5.4.2) played to their end headless, AI players on every side
 * (the person's orders planned as the AI plans its own, every battle resolved automatically
 * under its fixed seed), checked against what the recorded battle results must lead to,
 * worked out here by hand.
 */
function playToEnd(campaign: MapCampaign, seed: number): CampaignProgress {
  const played = playCampaign(startCampaign(campaign, seed, '2026-11-25'), {
    personPlayer: 'greedy',
    date: (n) => `2026-12-${String(n + 1).padStart(2, '0')}`,
  });
  if (!played.ok) throw new Error(played.error.join('; '));
  return played.value;
}

describe('5.4.2 the line map played to its end by AI players', () => {
  const campaign = lineMap();
  const progress = playToEnd(campaign, 2026);
  const map = progress.map!;

  it('turn 1 both sides advance without meeting; turn 2 they meet on the objective', () => {
    // By hand: from A the person's best step is B (closer to C), the enemy's D; next turn
    // both go for C (an objective worth 3, doubled), and fight there.
    expect(map.turns.map((t) => t.moves.map((m) => `${m.force}:${m.from}>${m.to}`))).toEqual([
      ['p1:a>b', 'o1:e>d'],
      ['p1:b>c', 'o1:d>c'],
    ]);
    expect(map.turns.map((t) => t.battles)).toEqual([[], ['turn-2-c']]);
    expect(progress.battles.map((b) => [b.key, b.ground, b.sides.map((s) => s.name)])).toEqual([
      ['turn-2-c', 'basic-training', ['First', 'Renegades']],
    ]);
    expect(progress.battles[0]!.turns).toBeLessThanOrEqual(2);
  });

  it("the battle's result decides the map, the casualties carry over, the objective decides", () => {
    const battle = progress.battles[0]!;
    const outcome = outcomeOf(battle);
    // Winner holds C, the loser falls back to its own region next to it; a draw in C (held by
    // nobody before) sends both back and leaves C to nobody.
    const expected = {
      win: { c: 'person', regions: ['c', 'd'], winner: 'person' },
      loss: { c: 'opponent', regions: ['b', 'c'], winner: 'opponent' },
      draw: { c: null, regions: ['b', 'd'], winner: null },
    }[outcome];
    expect(map.holders).toEqual({
      a: 'person',
      b: 'person',
      c: expected.c,
      d: 'opponent',
      e: 'opponent',
      f: null,
    });
    // A force with six Tactical units loses what the battle destroyed (the formation whole
    // while any unit stands).
    const alive = (side: 0 | 1) => battle.casualties[side] < unitsOf('sm-tactical-detachment');
    const survivors = map.forces.map((f) => f.id);
    expect(survivors).toEqual([...(alive(0) ? ['p1'] : []), ...(alive(1) ? ['o1'] : [])]);
    for (const force of map.forces) {
      const side = force.party === 'person' ? 0 : 1;
      expect(force.formations[0]!.lost).toHaveLength(battle.casualties[side]);
      expect(force.region).toBe(expected.regions[side]);
    }
    expect(progress.over?.winner ?? null).toBe(expected.winner);
    expect(map.turn).toBe(3);
  });

  it('the journal tells the turns, the battle and who held what', () => {
    const text = journalMarkdown(progress);
    expect(text).toContain('- Kind: map (5.4.2)');
    expect(text).toContain('### Campaign turn 1 (2026-12-01)');
    expect(text).toContain('- First moved from A to B.');
    expect(text).toContain('- Renegades moved from E to D.');
    expect(text).toContain('### Campaign turn 2 (2026-12-02)');
    expect(text).toContain('- Battles: turn-2-c.');
    expect(text).toContain('- Held by you: A, B. Held by the enemy: D, E.');
    expect(text).toContain('## 1. First against Renegades at C');
    const b = progress.battles[0]!;
    expect(text).toContain(
      `Casualties: First ${b.casualties[0]} units, Renegades ${b.casualties[1]} units`,
    );
    const de = journalMarkdown(progress, { language: 'de' });
    expect(de).toContain('- Art: Kartenbasierte Kampagne (5.4.2)');
    expect(de).toContain('### Kampagnenrunde 1 (2026-12-01)');
    expect(de).toContain('- First zog von A nach B.');
    expect(journalHtml(progress)).toContain('<h3>Campaign turn 2 (2026-12-02)</h3>');
  });
});

describe('5.4.2 the bundled map of Armageddon played to its end by AI players', () => {
  const campaign = bundledCampaign('armageddon-map') as MapCampaign;
  const progress = playToEnd(campaign, 2026);
  const map = progress.map!;

  it('ends after its four turns (or a side wiped out), won on the objectives held', () => {
    expect(progress.over).toBeDefined();
    const wiped = ['person', 'opponent'].some((p) => !map.forces.some((f) => f.party === p));
    if (!wiped) {
      expect(map.turns).toHaveLength(4);
      const held = (p: string) =>
        ['hive-tartarus', 'spaceport'].filter((r) => map.holders[r] === p).length;
      const [mine, theirs] = [held('person'), held('opponent')];
      expect(progress.over!.winner).toBe(
        mine > theirs ? 'person' : theirs > mine ? 'opponent' : null,
      );
    }
  });

  it('every battle recorded is one the map turns list, in order, each in its region', () => {
    expect(progress.battles.map((b) => b.key)).toEqual(map.turns.flatMap((t) => t.battles));
    for (const b of progress.battles) {
      const region = campaign.regions.find((r) => b.key.endsWith(`-${r.id}`))!;
      expect(b.ground).toBe(region.scenario ?? campaign.battle.scenario);
      expect(b.title).toContain(`at ${region.name}`);
    }
  });

  it('reinforcements came at turns 2 and 4 to depots still held', () => {
    for (const turn of [2, 4]) {
      const events = map.turns[turn - 1]?.events ?? [];
      for (const [who, depot] of [
        ['Tactical reserve', 'hades-depot'],
        ['Renegade assault squads', 'acheron-depot'],
      ] as const) {
        const arrived = events.some(
          (e) => e.startsWith(`${who} `) && / (arrived at|reinforced) /.test(e),
        );
        expect(arrived).toBe(
          map.turns[turn - 1]!.holders[depot] === (depot === 'hades-depot' ? 'person' : 'opponent'),
        );
      }
    }
  });
});
