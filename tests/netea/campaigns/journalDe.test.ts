import { describe, expect, it } from 'vitest';
import {
  bundledCampaign,
  forfeitBattle,
  journalHtml,
  journalMarkdown,
  startCampaign,
  type BattleReport,
  type CampaignProgress,
  recordBattle,
} from '../../../engine/netea/campaigns';
import { battleOf, play, report } from './helpers';

/** A stand-in for the page's translations: marks what it was asked to translate. */
const story = (text: string) => `«${text}»`;
const reason = (text: string) => `‹${text}›`;

const ladder = () => startCampaign(bundledCampaign('spaceport-ladder')!, 4, '2026-11-01');

/** The current battle recorded with these turning points, the person winning. */
function withTurningPoints(progress: CampaignProgress, turningPoints: string[]): CampaignProgress {
  const battle = battleOf(progress);
  const full: BattleReport = { ...report(0), turningPoints };
  const recorded = recordBattle(progress, battle.key, full, { date: '2026-11-02' });
  if (!recorded.ok) throw new Error(recorded.error.join('; '));
  return recorded.value;
}

describe('5.4.2 campaign journal in German (issue 18)', () => {
  it('writes every heading, line and effect in German, the file’s own words through the page', () => {
    const progress = play(play(ladder(), 'win'), 'loss');
    const text = journalMarkdown(progress, { language: 'de', story, reason });
    expect(text).toContain('# «The Road to the Spaceport»');
    expect(text).toContain('- Art: Leiterkampagne (5.4.2)');
    expect(text).toContain('- Begonnen: 2026-11-01');
    expect(text).toContain('- Im Gange: 2 Schlachten gespielt');
    expect(text).toContain('## Tabelle');
    expect(text).toContain('Gewonnen 1, verloren 1, unentschieden 0.');
    expect(text).toContain('## Verlauf der Kampagne');
    expect(text).toContain('aria-label="Verlauf der Kampagne"');
    expect(text).toContain('## 1. «The Landing Fields»');
    expect(text).toContain('- Datum: 2026-11-01');
    expect(text).toContain('- «Captain Idaeus» (du): Tactical detachment 1');
    expect(text).toContain(
      '- Ergebnis: «Captain Idaeus» hat gewonnen nach 3 Runden (‹held 1 objective for 1 full turn›)',
    );
    expect(text).toContain(
      '- Verluste: «Captain Idaeus» 1 Einheit, «Renegade Captain Gorthax» 2 Einheiten',
    );
    expect(text).toContain(
      '- Vor dieser Schlacht errungen: du wirst verstärkt durch 1 × Land Speeder detachment',
    );
    expect(text).toContain('### Wendepunkte');
    // No English heading is left.
    expect(text).not.toMatch(/Standings|Course of the campaign|Result:|Casualties:|Turning points/);
  });

  it('translates the battle report’s turning points, a forfeit, and names the plot’s line', () => {
    const progress = withTurningPoints(ladder(), [
      'Turn 1: Tactical detachment 1 of Renegade Captain Gorthax broke.',
      'Turn 2: Captain Idaeus took objective 2.',
      'Turn 3: Captain Idaeus won (held 1 objective for 1 full turn).',
    ]);
    const forfeited = forfeitBattle(progress, '2026-11-03');
    if (!forfeited.ok) throw new Error(forfeited.error.join('; '));
    const text = journalMarkdown(forfeited.value, { language: 'de', story, reason });
    expect(text).toContain(
      '- Runde 1: Tactical detachment 1 von «Renegade Captain Gorthax» ist aufgerieben.',
    );
    expect(text).toContain('- Runde 2: «Captain Idaeus» nimmt Zielmarker 2 ein.');
    expect(text).toContain(
      '- Runde 3: «Captain Idaeus» hat gewonnen (‹held 1 objective for 1 full turn›).',
    );
    expect(text).toContain(
      '- Ergebnis: «Renegade Captain Gorthax» hat gewonnen (durch Aufgabe) nach 0 Runden («Captain Idaeus» hat die Schlacht aufgegeben)',
    );
    expect(text).toContain('- «Captain Idaeus» hat die Schlacht aufgegeben.');
    expect(text).toContain('>«Captain Idaeus»</text>');
  });

  it('as HTML: German, marked as German, the file’s words still escaped', () => {
    const html = journalHtml(play(ladder(), 'draw'), {
      language: 'de',
      story: (t) => (t === 'The Road to the Spaceport' ? '<b>Der Weg</b>' : t),
    });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>&lt;b&gt;Der Weg&lt;/b&gt;</title>');
    expect(html).toContain('<h2>Tabelle</h2>');
    expect(html).toContain('<li>Ergebnis: unentschieden nach 3 Runden (no side won)</li>');
  });

  it('English stays as it was when no language is given', () => {
    const progress = play(ladder(), 'win');
    expect(journalMarkdown(progress)).toBe(journalMarkdown(progress, { language: 'en' }));
    expect(journalMarkdown(progress)).toContain('## Standings');
  });
});
