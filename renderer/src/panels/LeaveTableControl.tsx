import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';
import { formationsAbleToLeave } from '../../../engine/netea/rules/5.3-scenarios/leaveTable';
import { t, useWords } from '../i18n';

/**
 * Seed 001 5.3.5: the person's formations standing wholly at a short table edge may leave the
 * table, each with every surviving unit, when the person is to choose the next formation.
 */
export function LeaveTableControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly onSubmit: (command: Command) => void;
}) {
  const { game, side } = props;
  useWords();
  const able = formationsAbleToLeave(game, side);
  if (able.length === 0) return null;
  return (
    <div className="leave-table" data-testid="leave-table">
      <p className="hint">
        {t('These formations stand at a short table edge and may break out:')}{' '}
        <span className="section">5.3.5</span>
      </p>
      {able.map((f) => (
        <button
          key={f.id}
          data-testid={`leave-${f.id}`}
          onClick={() => props.onSubmit({ type: 'breakthrough.leave', side, formationId: f.id })}
        >
          {t('{{formation}} leaves the table', { formation: f.name })}
        </button>
      ))}
    </div>
  );
}
