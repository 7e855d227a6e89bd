import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import type { GameState } from '../../../engine/netea/state/schema';
import { validateCommand } from '../../../engine/netea/commands/apply';
import { blizzardDecision } from '../../../engine/netea/rules/5.3-scenarios/plantBlizzard';
import { PLANT_TABLES } from '../../../engine/netea/rules/5.3-scenarios/plantTables';
import { centreCommand, stormCommand } from '../../../ai/plantPlays';
import { t, useWords } from '../i18n';

/**
 * Seed 001 5.3.15 for the person: the water purification plant's own decisions — setting up the
 * control centre's entrance (a click on table 1, or its middle), rolling for the blizzard and
 * choosing its table after a 4 or 5, and sending the engaging formation into the control centre
 * with close combat or firefight. Every command is the engine's to accept or refuse.
 */
export function PlantControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly pending: PendingDecision;
  readonly onSubmit: (command: Command) => void;
}) {
  const { game, side, pending } = props;
  useWords();
  if (!pending.sides.includes(side)) return null;
  if (pending.commands.includes('plant.centre')) {
    const middle = centreCommand(game, side);
    if (!middle) return null;
    return (
      <div className="plant" data-testid="plant-centre">
        <p className="hint">
          {t(
            "Click table 1 to set up the control centre's entrance; the storage tanks and the pump station then go within 15cm of it.",
          )}{' '}
          <span className="section">5.3.15</span>
        </p>
        <button data-testid="plant-centre-middle" onClick={() => props.onSubmit(middle)}>
          {t('Set it up in the middle of table 1')}
        </button>
      </div>
    );
  }
  if (pending.commands.includes('plant.blizzard')) {
    const due = blizzardDecision(game);
    if (!due || due.side !== side) return null;
    if (due.step === 'roll')
      return (
        <div className="plant" data-testid="plant-blizzard">
          <button
            data-testid="plant-blizzard-roll"
            onClick={() => props.onSubmit({ type: 'plant.blizzard', side })}
          >
            {t('Roll for the blizzard (D6)')}
          </button>
        </div>
      );
    return (
      <div className="plant choices" data-testid="plant-blizzard">
        <p className="hint">{t('Choose the table the blizzard strikes:')}</p>
        {PLANT_TABLES.map((table) => (
          <button
            key={table}
            data-testid={`plant-blizzard-${table}`}
            onClick={() => props.onSubmit({ type: 'plant.blizzard', side, table })}
          >
            {t('Table {{n}}', { n: table })}
          </button>
        ))}
      </div>
    );
  }
  if (pending.commands.includes('plant.storm')) {
    const storm = stormCommand(game, side);
    if (!storm || storm.type !== 'plant.storm') return null;
    const other: Command = { ...storm, attackWith: storm.attackWith === 'cc' ? 'ff' : 'cc' };
    return (
      <div className="plant choices" data-testid="plant-storm">
        {[storm, other].map((c) =>
          c.type === 'plant.storm' && validateCommand(game, c) === null ? (
            <button
              key={c.attackWith}
              data-testid={`plant-storm-${c.attackWith}`}
              onClick={() => props.onSubmit(c)}
            >
              {c.attackWith === 'cc'
                ? t('Storm the control centre with {{n}} units, attacking in close combat', {
                    n: c.unitIds.length,
                  })
                : t('Storm the control centre with {{n}} units, attacking with firefight', {
                    n: c.unitIds.length,
                  })}
            </button>
          ) : null,
        )}
      </div>
    );
  }
  return null;
}
