// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { bundledCampaign, startCampaign } from '../../engine/netea/campaigns';
import { setLanguage } from '../../renderer/src/i18n';
import { journalText, turningPointWords } from '../../renderer/src/campaigns/journal';
import { play } from '../netea/campaigns/helpers';

afterEach(() => setLanguage('en'));

/** The journal the campaign screen exports and shows, in the page's language (issue 18). */
describe('the campaign journal in the page’s language', () => {
  const progress = () =>
    play(startCampaign(bundledCampaign('spaceport-ladder')!, 4, '2026-11-01'), 'win');

  it('exports in German with the bundled campaign’s German texts and German result reasons', () => {
    setLanguage('de');
    const text = journalText(progress(), 'md');
    expect(text).toContain('# Der Weg zum Raumhafen');
    expect(text).toContain('## 1. Die Landefelder');
    expect(text).toContain(
      '- Ergebnis: Captain Idaeus hat gewonnen nach 3 Runden (hielt 1 Zielmarker 1 volle Runde)',
    );
    const html = journalText(progress(), 'html');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Der Weg zum Raumhafen</title>');
  });

  it('exports in English when the page speaks English', () => {
    const text = journalText(progress(), 'md');
    expect(text).toContain('# The Road to the Spaceport');
    expect(text).toContain('- Result: Captain Idaeus won after 3 turns');
  });

  it('shows a battle’s turning points in German on the campaign screen', () => {
    setLanguage('de');
    expect(turningPointWords('Turn 2: Renegade Captain Gorthax took objective 1.')).toBe(
      'Runde 2: Renegatenhauptmann Gorthax nimmt Zielmarker 1 ein.',
    );
    setLanguage('en');
    expect(turningPointWords('Turn 2: Renegade Captain Gorthax took objective 1.')).toBe(
      'Turn 2: Renegade Captain Gorthax took objective 1.',
    );
  });
});
