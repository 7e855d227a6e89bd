import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';
import { arrivalsDue } from '../../../engine/netea/rules/5.3-scenarios/arrivalOrder';
import { arrivalCommand, edgeLength } from '../../../engine/netea/rules/5.3-scenarios/arrivalPlan';
import { t, useWords } from '../i18n';

/** Where along the own table edge a formation may be brought on: its two ends and the middle. */
const POINTS = [
  { key: 'left', words: () => t('at the left end of your edge'), at: 0.15 },
  { key: 'middle', words: () => t('at the middle of your edge'), at: 0.5 },
  { key: 'right', words: () => t('at the right end of your edge'), at: 0.85 },
] as const;

/**
 * Seed 001 5.3.2: the escalation formations due now come on at the person's own table edge, one
 * at a time, at a point along it the person picks (the units set down as near to it as fit).
 */
export function ArrivalControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly onSubmit: (command: Command) => void;
}) {
  const { game, side } = props;
  useWords();
  const due = arrivalsDue(game, side);
  if (due.length === 0) return null;
  const length = edgeLength(game, side);
  return (
    <div className="arrival" data-testid="arrival">
      <p className="hint">
        {t('Formations arrive from your table edge now, one at a time:')}{' '}
        <span className="section">5.3.2</span>
      </p>
      {due.map((f) =>
        POINTS.map((p) => {
          const command = arrivalCommand(game, side, f, p.at * length);
          return (
            <button
              key={`${f.id}-${p.key}`}
              data-testid={`arrive-${f.id}-${p.key}`}
              disabled={command === null}
              onClick={() => command && props.onSubmit(command)}
            >
              {t('Bring {{formation}} on {{where}}', { formation: f.name, where: p.words() })}
            </button>
          );
        }),
      )}
    </div>
  );
}
