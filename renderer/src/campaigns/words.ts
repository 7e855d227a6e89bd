import type { Effect, Outcome } from '../../../engine/netea/campaigns';
import { t, w } from '../i18n';
import { story } from './storyDe';

/** A battle's result as the person sees it. */
export const OUTCOME_WORDS: Readonly<Record<Outcome, string>> = {
  win: w('won'),
  loss: w('lost'),
  draw: w('drawn'),
};

/** How the screens name each kind of campaign (seed 001 5.4). */
export const KIND_WORDS: Readonly<Record<string, string>> = {
  ladder: w('Ladder campaign'),
  tree: w('Tree campaign'),
  narrative: w('Narrative campaign'),
  league: w('League'),
  map: w('Map-based campaign'),
};

export function kindWords(kind: string | undefined): string {
  const words = kind ? KIND_WORDS[kind] : undefined;
  return words ? t(words) : (kind ?? '');
}

/** 5.4.2: an effect earned in one battle for the next, in words. */
export function effectWords(
  effect: Effect,
  names: { person: string; opponent: string },
  formations: Readonly<Record<string, string>>,
): string {
  const who = story(effect.party === 'person' ? names.person : names.opponent);
  switch (effect.kind) {
    case 'reinforce':
      return t('{{who}} is reinforced by {{count}} × {{formation}}', {
        who,
        count: effect.count,
        formation: formations[effect.formation] ?? effect.formation,
      });
    case 'reserve':
      return t('{{who}} holds {{count}} × {{formation}} in reserve', {
        who,
        count: effect.count,
        formation: formations[effect.formation] ?? effect.formation,
      });
    case 'points':
      return t('{{who}}: army points {{points}}', {
        who,
        points: effect.points > 0 ? `+${effect.points}` : String(effect.points),
      });
    case 'strategy':
      return t('{{who}}: strategy rating {{change}}', {
        who,
        change: effect.change > 0 ? `+${effect.change}` : String(effect.change),
      });
  }
}

/** A file for the person to keep, offered as a download. */
export function download(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
