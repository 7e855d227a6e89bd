import { language } from '../i18n';
import { storyGerman } from '../../../engine/netea/campaigns';

export { STORY_DE } from '../../../engine/netea/campaigns';

/** A campaign's own words in the page's language: German where the bundled campaigns have it
 * (engine/netea/campaigns/bundled/storyDe.ts), a person's own words as written. */
export function story(text: string): string {
  return language() === 'de' ? storyGerman(text) : text;
}
