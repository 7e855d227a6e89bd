import { validateCommand } from '../../../engine/netea/commands/apply';
import {
  teleportCommand,
  teleportFormations,
  unplaced,
  type TeleportDraft,
} from '../play/teleportPlan';
import { abilityById } from '../../../engine/netea/abilities/registry';
import type { BarrageAbilities } from '../play/barragePlan';
import { t, useWords } from '../i18n';
import { refusalLine } from '../i18n/refusals';
import type { Side } from '../../../engine/netea/commands/schema';
import type { Refusal } from '../../../engine/kernel/result';
import type { GameState } from '../../../engine/netea/state/schema';
import type { BarragePreview } from '../play/barragePlan';
import { unitName } from '../play/movePlan';
import type { PlanKey } from '../play/planKeys';
import {
  carriers,
  nextPassenger,
  type DisembarkDraft,
  type DisembarkType,
} from '../play/transportPlan';

/**
 * 1.7.5: the transports whose units may get out now, and the unloading under way: the next unit
 * to place with a click on the table, the engine's refusal of the last click, and the buttons.
 */
export function DisembarkControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly type: DisembarkType;
  readonly draft: DisembarkDraft | null;
  readonly refusal: Refusal | null;
  readonly onStart: (transportId: string | null) => void;
  readonly onConfirm: () => void;
  readonly onPlanKey: (key: PlanKey) => void;
}) {
  const { game, draft } = props;
  useWords();
  const list = carriers(game, props.type, props.side);
  if (list.length === 0) return null;
  if (!draft)
    return (
      <div className="unload" data-testid="unload">
        <p className="hint">{t('Units aboard may get out, each placed within 5cm (1.7.5):')}</p>
        {list.map((c) => (
          <div key={c.transport.id} className="choice">
            <button
              data-testid={`unload-${c.transport.id}`}
              disabled={c.refusal !== null}
              onClick={() => props.onStart(c.transport.id)}
            >
              {t('Unload {{transport}} ({{count}} aboard)', {
                transport: unitName(game, c.transport.id),
                count: c.passengers.length,
              })}
            </button>
            {c.refusal && <span className="reason">{refusalLine(c.refusal, game)}</span>}
          </div>
        ))}
      </div>
    );
  const next = nextPassenger(game, draft);
  const placed = draft.placements.length;
  return (
    <div className="unload plan" data-testid="unload">
      <p>
        {next
          ? t(
              'Click the table within 5cm of {{transport}} to place {{unit}}, facing {{degrees}}° (Q/E turn it).',
              {
                transport: unitName(game, draft.transportId),
                unit: unitName(game, next.id),
                degrees: Math.round(draft.facing),
              },
            )
          : t('Every unit aboard has its place.')}{' '}
        {t('{{count}} placed; Backspace takes the last back.', { count: placed })}
      </p>
      {props.refusal && (
        <p className="error" data-testid="unload-refusal">
          {refusalLine(props.refusal, game)}
        </p>
      )}
      <button data-testid="confirm-unload" disabled={placed === 0} onClick={props.onConfirm}>
        {placed === 1 ? t('Get out (1 unit)') : t('Get out ({{count}} units)', { count: placed })}
      </button>
      <button disabled={placed === 0} onClick={() => props.onPlanKey('undo')}>
        {t('Remove last')}
      </button>
      <button onClick={() => props.onStart(null)}>{t('Cancel')}</button>
    </div>
  );
}

/** 2.1.17: the formations that may teleport in now, and the placement of one under way. */
export function TeleportControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly draft: TeleportDraft | null;
  readonly onStart: (formationId: string | null) => void;
  readonly onUndo: () => void;
  readonly onConfirm: () => void;
}) {
  const { game, side, draft } = props;
  useWords();
  const waiting = teleportFormations(game, side);
  if (waiting.length === 0) return null;
  if (!draft)
    return (
      <div className="teleport" data-testid="teleport">
        <p className="hint">
          {t('Formations off the table may teleport in now, before the strategy roll:')}{' '}
          <span className="section">2.1.17</span>
        </p>
        {waiting.map((f) => (
          <button key={f.id} data-testid={`teleport-${f.id}`} onClick={() => props.onStart(f.id)}>
            {t('Teleport {{formation}} in', { formation: f.name })}
          </button>
        ))}
      </div>
    );
  const next = unplaced(game, draft)[0];
  const command = teleportCommand(side, draft);
  // The engine's verdict once every unit has a place (before, it would only say "place them all").
  const refusal = next === undefined ? validateCommand(game, command) : null;
  const placed = draft.placements.length;
  return (
    <div className={`teleport plan ${refusal ? 'illegal' : 'legal'}`} data-testid="teleport">
      <p>
        {next
          ? t(
              'Click the table to place {{unit}}: the first anywhere, each other within 5cm of one already placed, outside enemy zones of control.',
              { unit: unitName(game, next) },
            )
          : t('Every unit has its place.')}{' '}
        <span className="section">2.1.17</span>
      </p>
      {refusal && (
        <p className="error" data-testid="teleport-refusal">
          {refusalLine(refusal, game)}
        </p>
      )}
      <button
        data-testid="confirm-teleport"
        disabled={next !== undefined || refusal !== null}
        onClick={props.onConfirm}
      >
        {t('Teleport in ({{count}} units)', { count: placed })}
      </button>
      <button disabled={placed === 0} onClick={props.onUndo}>
        {t('Remove last')}
      </button>
      <button onClick={() => props.onStart(null)}>{t('Cancel')}</button>
    </div>
  );
}

/** 1.9.8: the templates placed so far with the engine's verdict, and the buttons. */
export function BarrageControl(props: {
  readonly view: { readonly text: string; readonly preview: BarragePreview } | null;
  /** 2.2.10: the formation has indirect-fire barrage weapons. */
  readonly canIndirect: boolean;
  readonly indirect: boolean;
  readonly onIndirect: (on: boolean) => void;
  /** 1.9.8 FAQ: the weapon abilities among the barrage weapons, and those chosen. */
  readonly abilityChoices?: BarrageAbilities;
  readonly abilities?: BarrageAbilities;
  readonly onAbilities?: (abilities: BarrageAbilities) => void;
  readonly onFire: () => void;
  readonly onPlanKey: (key: PlanKey) => void;
}) {
  const { view } = props;
  useWords();
  return (
    <div
      className={`barrage plan ${view && !view.preview.refusal ? 'legal' : 'illegal'}`}
      data-testid="barrage"
    >
      {props.canIndirect && (
        <label>
          <input
            type="checkbox"
            data-testid="barrage-indirect"
            checked={props.indirect}
            onChange={(e) => props.onIndirect(e.target.checked)}
          />{' '}
          {t('Fire indirectly (sustained fire only, 2.2.10)')}
        </label>
      )}
      {(props.abilityChoices?.length ?? 0) > 1 && (
        <div className="specialist" data-testid="barrage-abilities">
          {t('Fire only the weapons with')}{' '}
          {props.abilityChoices!.map((a) => (
            <label key={a}>
              <input
                type="checkbox"
                checked={props.abilities?.includes(a) ?? false}
                onChange={(e) =>
                  props.onAbilities?.(
                    e.target.checked
                      ? [...(props.abilities ?? []), a]
                      : (props.abilities ?? []).filter((x) => x !== a),
                  )
                }
              />{' '}
              {abilityName(a)}{' '}
            </label>
          ))}
          <span className="section">{t('1.9.8 FAQ')}</span>
        </div>
      )}
      <p data-testid="barrage-text">
        {view ? view.text : t("Click the table where the first template's centre goes.")}
      </p>
      <button
        data-testid="fire-barrage"
        disabled={!view || view.preview.refusal !== null}
        title="Enter"
        onClick={props.onFire}
      >
        {t('Fire the barrage')}
      </button>
      <button disabled={!view} title="Backspace" onClick={() => props.onPlanKey('undo')}>
        {t('Remove last template')}
      </button>
      <button disabled={!view} title="Esc" onClick={() => props.onPlanKey('cancel')}>
        {t('Clear templates')}
      </button>
    </div>
  );
}

/** A weapon ability by its rulebook name (2.2). */
function abilityName(id: string): string {
  return abilityById(id)?.name ?? id.replace(/-/g, ' ');
}
