// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { bundledCampaigns } from '../../engine/netea/campaigns';
import { setLanguage } from '../../renderer/src/i18n';
import { story, STORY_DE } from '../../renderer/src/campaigns/storyDe';

/** Every text of a bundled campaign the screens show: names, stories, choices, endings. */
function texts(value: unknown, key = ''): string[] {
  if (typeof value === 'string')
    return ['name', 'title', 'text', 'summary', 'label', 'notes'].includes(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => texts(v, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => texts(v, k));
  return [];
}

afterEach(() => setLanguage('en'));

describe('the bundled campaigns in German (issue 18)', () => {
  it('has a German entry for every text of every bundled campaign', () => {
    const all = bundledCampaigns().flatMap((c) => texts(c));
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((s) => STORY_DE[s] === undefined)).toEqual([]);
  });

  it('shows German when the page speaks German, and a person’s own words as written', () => {
    expect(story('The Landing Fields')).toBe('The Landing Fields');
    setLanguage('de');
    expect(story('The Landing Fields')).toBe('Die Landefelder');
    expect(story('Final: You against Scout Varro')).toBe('Finale: Du gegen Scout Varro');
    expect(story('Veteran Sergeant Kor is the league champion.')).toBe(
      'Veteranensergeant Kor ist Ligameister.',
    );
    expect(story('My own battle')).toBe('My own battle');
  });
});
