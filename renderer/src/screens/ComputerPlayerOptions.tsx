import { PLAYER_IDS, type PlayerId } from '../../../ai/registry';
import { useWords, w } from '../i18n';

/** How the screens name the computer players of ai/registry.ts. */
export const OPPONENT_LABELS: Record<PlayerId, string> = {
  'ai:easy': w('Utility AI, easy'),
  'ai:normal': w('Utility AI, normal'),
  'ai:hard': w('Utility AI, hard'),
  greedy: w('Greedy (closest target, nearest objective)'),
  random: w('Random legal moves'),
};

/** The options of a select that picks a computer player: one list for every screen. */
export function ComputerPlayerOptions() {
  const t = useWords();
  return (
    <>
      {PLAYER_IDS.map((id) => (
        <option key={id} value={id}>
          {t(OPPONENT_LABELS[id])}
        </option>
      ))}
    </>
  );
}
