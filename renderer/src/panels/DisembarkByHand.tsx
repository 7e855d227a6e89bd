import type { Side } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';
import { t, useWords } from '../i18n';
import { refusalLine } from '../i18n/refusals';
import {
  disembarkVerdict,
  mustAllGetOut,
  passengersToPlace,
  startDisembark,
  withoutLastPassenger,
  type DisembarkDraft,
} from '../play/disembarkPlan';
import { unitName } from '../play/movePlan';
import { PlacingButtons } from './LandingControls';

/**
 * 4.4: the units aboard a formation of the person's that has just landed by planetfall, placed
 * by hand: a click on the table for each (disembarkPlan.ts), the engine's refusal at once when
 * a place breaks the limit, the ring they may stand in on the table; then confirm. Beside the
 * engine's proposal and staying aboard (PlanetfallDisembarkControl).
 */
export function DisembarkByHandControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly draft: DisembarkDraft | null;
  readonly onDraft: (draft: DisembarkDraft | null) => void;
  readonly onConfirm: () => void;
}) {
  const { game, side, draft } = props;
  useWords();
  const start = startDisembark(game, side);
  if (!start) return null;
  if (!draft)
    return (
      <div className="landing plan" data-testid="disembark-by-hand">
        <button data-testid="disembark-by-hand-start" onClick={() => props.onDraft(start)}>
          {t('Place them by hand')}
        </button>
      </div>
    );
  const next = passengersToPlace(game, draft)[0];
  const refusal = disembarkVerdict(game, side, draft);
  const pods = mustAllGetOut(game);
  return (
    <div
      className={`landing plan ${refusal ? 'illegal' : 'legal'}`}
      data-testid="disembark-by-hand"
    >
      <p>
        {next
          ? pods
            ? t(
                'Click the table to place {{unit}}: within 5cm of its drop pod or of a unit already out, and within 15cm of the pod.',
                { unit: unitName(game, next) },
              )
            : t(
                'Click the table to place {{unit}}: within 5cm of its transport, not in an enemy zone of control.',
                { unit: unitName(game, next) },
              )
          : t('Every unit has its place.')}{' '}
        <span className="section">{pods ? '4.4 Drop Pod' : '4.4, 1.7.5'}</span>
      </p>
      {refusal && (
        <p className="error" data-testid="disembark-by-hand-refusal" data-code={refusal.code}>
          {refusalLine(refusal, game)}
        </p>
      )}
      <PlacingButtons
        kind="disembark-by-hand"
        ready={(next === undefined || !pods) && refusal === null && draft.placements.length > 0}
        confirmLabel={t('Get out here ({{count}} units)', { count: draft.placements.length })}
        onConfirm={props.onConfirm}
        canUndo={draft.placements.length > 0}
        onUndo={() => props.onDraft(withoutLastPassenger(draft))}
        onCancel={() => props.onDraft(null)}
      />
    </div>
  );
}
