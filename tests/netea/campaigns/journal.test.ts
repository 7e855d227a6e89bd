import { describe, expect, it } from 'vitest';
import {
  bundledCampaign,
  courseSvg,
  journalHtml,
  journalMarkdown,
  setNotes,
  startCampaign,
} from '../../../engine/netea/campaigns';
import { play } from './helpers';

const ladder = () => startCampaign(bundledCampaign('spaceport-ladder')!, 4, '2026-11-01');

describe('5.4.2 campaign journal, exported', () => {
  it('lists each battle: date, forces, result, casualties, turning points, earned effects, notes', () => {
    const progress = setNotes(
      play(play(ladder(), 'win'), 'loss'),
      'Brother Tarus fell at the gate.',
      1,
    );
    const text = journalMarkdown(progress);
    expect(text).toContain('# The Road to the Spaceport');
    expect(text).toContain('## 1. The Landing Fields');
    expect(text).toContain('- Date: 2026-11-01');
    expect(text).toContain('- Captain Idaeus (the person): Tactical detachment 1');
    expect(text).toContain('- Result: Captain Idaeus won after 3 turns');
    expect(text).toContain(
      '- Casualties: Captain Idaeus 1 units, Renegade Captain Gorthax 2 units',
    );
    expect(text).toContain('## 2. Breakout on the Highway');
    expect(text).toContain('- Result: Renegade Captain Gorthax won after 3 turns');
    expect(text).toContain(
      '- Earned before this battle: the person is reinforced by 1 × Land Speeder detachment',
    );
    expect(text).toContain('Brother Tarus fell at the gate.');
    expect(text).toContain('Won 1, lost 1, drawn 0.');
  });

  it("plots the person's running score: up for a win, down for a loss", () => {
    const svg = courseSvg(play(play(ladder(), 'win'), 'loss'));
    // Three points across 480 wide less 30 a side; 0 and 1 between 170 and 30.
    expect(svg).toContain('points="30,170 240,30 450,170"');
  });

  it("plots each league entry's points game by game", () => {
    const league = startCampaign(bundledCampaign('training-league')!, 1, 'd');
    const svg = courseSvg(play(league, 'win'));
    expect(svg.match(/<polyline/g)).toHaveLength(4);
    // Game 1, you against Scout Varro: 3 for the winner, 1 for the loser, 0 for the others; the
    // scale runs 0 to 3 over 140 points of height.
    expect(svg).toContain('points="30,170 450,30"');
    expect(svg).toContain('points="30,170 450,123.3"');
    expect(svg).toContain('points="30,170 450,170"');
  });

  it('as HTML, with text from the file escaped, never markup', () => {
    const progress = setNotes(play(ladder(), 'draw'), '<script>alert(1)</script> *bold*');
    const html = journalHtml(progress);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; *bold*');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<svg ');
    expect(journalMarkdown(progress)).toContain('\\<script\\>');
  });
});
