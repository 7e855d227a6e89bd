import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';
import { t, useWords } from '../i18n';
import { refusalLine } from '../i18n/refusals';
import {
  planetfallFormations,
  spacecraftCommand,
  spacecraftVerdict,
  withoutDropZone,
  type SpacecraftDraft,
} from '../play/spacecraftPlan';

/** Turns offered for the arrival (4.3.1: any from the first; the engine judges each). */
const TURNS = [1, 2, 3, 4, 5, 6];

/**
 * 4.3.1, 6.1.5: the planning of the person's spacecraft before any ground unit is set up: the
 * turn it arrives (said out loud), the bombardment points and the drop zones of formations
 * landing by planetfall clicked on the table (written down secretly), the engine's verdict, then the set-up is sent. The other side's plan is never here.
 */
export function SpacecraftPlan(props: {
  game: GameState;
  side: Side;
  name: string;
  most: number;
  draft: SpacecraftDraft;
  onDraft: (draft: SpacecraftDraft) => void;
  onSubmit: (command: Command) => void;
}) {
  useWords();
  const { game, side, draft } = props;
  const refusal = spacecraftVerdict(game, side, draft);
  const landers = planetfallFormations(game, side);
  const { placing: _placing, ...bombarding } = draft;
  return (
    <div className="panel spacecraft-plan" data-testid="spacecraft-plan">
      <h3>{t('Plan the spacecraft {{name}} (4.3.1)', { name: props.name })}</h3>
      <label>
        {t('Arrives on turn (declared openly)')}{' '}
        <select
          data-testid="spacecraft-turn"
          value={draft.turn}
          onChange={(e) => props.onDraft({ ...draft, turn: Number(e.target.value) })}
        >
          {TURNS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">
        {props.most > 0
          ? t(
              'Click the table where the orbital bombardment falls: {{count}} of {{most}} points plotted (secret, 4.3.3).',
              { count: draft.bombardment.length, most: props.most },
            )
          : t('This spacecraft makes no orbital bombardment (4.3.3).')}
      </p>
      <ol data-testid="spacecraft-points">
        {draft.bombardment.map((p, i) => (
          <li key={i}>
            {t('{{x}} cm across, {{y}} cm up', { x: Math.round(p.x), y: Math.round(p.y) })}
          </li>
        ))}
      </ol>
      <button
        disabled={draft.bombardment.length === 0}
        onClick={() => props.onDraft({ ...draft, bombardment: draft.bombardment.slice(0, -1) })}
      >
        {t('Remove the last point')}
      </button>{' '}
      {landers.length > 0 && (
        <div className="choices" data-testid="spacecraft-drop-zones">
          <p className="hint">
            {t(
              'A formation lands by planetfall only with a drop zone written down now; then it is kept in reserve that way (4.4, 6.1.6).',
            )}
          </p>
          <label>
            <input
              type="radio"
              name="spacecraft-click"
              data-testid="click-bombardment"
              checked={draft.placing === undefined}
              onChange={() => props.onDraft(bombarding)}
            />{' '}
            {t('A click plots a bombardment point')}
          </label>
          {landers.map((f) => {
            const zone = draft.dropZones?.find((z) => z.formationId === f.id);
            return (
              <div key={f.id} data-testid={`drop-zone-${f.id}`}>
                <label>
                  <input
                    type="radio"
                    name="spacecraft-click"
                    data-testid={`click-drop-zone-${f.id}`}
                    checked={draft.placing === f.id}
                    onChange={() => props.onDraft({ ...draft, placing: f.id })}
                  />{' '}
                  {zone
                    ? t('Drop zone of {{formation}} at ({{x}}, {{y}}); a click moves it', {
                        formation: f.name,
                        x: zone.position.x.toFixed(1),
                        y: zone.position.y.toFixed(1),
                      })
                    : t('A click puts down the drop zone of {{formation}}', {
                        formation: f.name,
                      })}
                </label>{' '}
                {zone && (
                  <button onClick={() => props.onDraft(withoutDropZone(draft, f.id))}>
                    {t('Remove the drop zone')}
                  </button>
                )}
              </div>
            );
          })}
        </div>
      )}
      <button
        data-testid="spacecraft-send"
        disabled={refusal !== null}
        onClick={() => props.onSubmit(spacecraftCommand(game, side, draft))}
      >
        {t('Set up the spacecraft')}
      </button>
      <p className={refusal ? 'reason' : 'hint'} data-testid="spacecraft-verdict">
        {refusal ? refusalLine(refusal, game) : t('Legal: ready to send.')}
      </p>
    </div>
  );
}
