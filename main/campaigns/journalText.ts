import {
  journalHtml,
  journalMarkdown,
  storyGerman,
  type CampaignProgress,
  type JournalLanguage,
} from '../../engine/netea/campaigns';

/**
 * The campaign journal (seed 001 5.4.2) as the headless CLI writes it (`npm run campaign --
 * --journal out.md --language de`): Markdown or HTML by the file's ending, in English or German.
 * German: the engine's own journal words (journalWords.ts) and the bundled campaigns' texts
 * (bundled/storyDe.ts), the same the screens use. The engine's reasons for a result stay in
 * English here: their German is the battle log's (renderer/src/i18n/eventsDe.ts), which main may
 * not import (.dependency-cruiser.cjs "main-without-the-view").
 */
export function journalText(
  progress: CampaignProgress,
  file: string,
  language: JournalLanguage = 'en',
): string {
  const options = language === 'de' ? { language, story: storyGerman } : { language };
  return file.endsWith('.html')
    ? journalHtml(progress, options)
    : journalMarkdown(progress, options);
}

/** The journal languages the CLI takes, by `--language`. */
export function journalLanguage(value: string | undefined): JournalLanguage | null {
  if (value === undefined || value === 'en') return 'en';
  return value === 'de' ? 'de' : null;
}
