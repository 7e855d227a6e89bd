import {
  journalHtml,
  journalMarkdown,
  JOURNAL_WORDS,
  type CampaignProgress,
} from '../../../engine/netea/campaigns';
import { language } from '../i18n';
import { reasonDe } from '../i18n/eventsDe';
import { story } from './storyDe';

/**
 * The campaign journal (seed 001 5.4.2) in the page's language: the engine writes it with its own
 * words table, and the page gives it what only the page knows in German, the bundled campaigns'
 * texts (storyDe.ts) and the engine's reasons for a result (eventsDe.ts).
 */
function options() {
  const lang = language();
  return lang === 'de' ? { language: lang, story, reason: reasonDe } : { language: lang };
}

export function journalText(progress: CampaignProgress, format: 'md' | 'html'): string {
  return format === 'md' ? journalMarkdown(progress, options()) : journalHtml(progress, options());
}

/** A battle's turning point or result reason as the journal view shows it. */
export function turningPointWords(text: string): string {
  const lang = language();
  return JOURNAL_WORDS[lang].turningPoint(text, {
    story,
    reason: lang === 'de' ? reasonDe : (r) => r,
  });
}

export function reasonWords(text: string): string {
  const lang = language();
  return JOURNAL_WORDS[lang].decidedBecause(text, {
    story,
    reason: lang === 'de' ? reasonDe : (r) => r,
  });
}
