import { t, useWords } from '../i18n';
import { MOVE_KEYS_HINT, type PlanKey } from '../play/planKeys';

/** A planned unit move waiting for the person to confirm or take it back. */
export interface PlannedMove {
  readonly unitId: string;
  readonly legal: boolean;
  readonly text: string;
  /** How many legs the path has (1.7: a path of waypoints). */
  readonly legs?: number;
  /** The chosen final facing, or null: along the last leg. */
  readonly facing?: number | null;
  /** The unit is a transport whose move may pick units up (1.7.5). */
  readonly canPickUp?: boolean;
  /** The unit is a skimmer whose move may pop it up (2.1.13 FAQ: in a counter charge). */
  readonly canPopUp?: boolean;
}

export interface MovePlanControlProps {
  readonly plan: PlannedMove | null;
  readonly onConfirmPlan: () => void;
  readonly onCancelPlan: () => void;
  readonly wholeFormation?: boolean;
  readonly onWholeFormation?: (on: boolean) => void;
  /** 1.7.5: the transport picks up the units of its formation it reaches. */
  readonly pickUp?: boolean;
  readonly onPickUp?: (on: boolean) => void;
  /** 1.7: slide without turning (a vehicle backing away from a wall it would swing into). */
  readonly keepFacing?: boolean;
  readonly onKeepFacing?: (on: boolean) => void;
  /** 2.1.13 FAQ: the skimmer pops up as it counter charges. */
  readonly popUp?: boolean;
  readonly onPopUp?: (on: boolean) => void;
  /** The plan's buttons do what its keys do (remove a waypoint, turn the facing). */
  readonly onPlanKey?: (key: PlanKey) => void;
}

/**
 * How to plan a move and the plan itself: the path's length against the allowance leg by leg
 * and the engine's verdict, with buttons for what the keys do, and Confirm / Take back.
 */
export function MovePlanControl(props: MovePlanControlProps) {
  const { plan } = props;
  useWords();
  const key = (k: PlanKey) => () => props.onPlanKey?.(k);
  return (
    <div className="move-hint">
      <p className="hint">
        {t(
          "Drag a unit (marked with a yellow dot) to plan its move; the path, its length and the engine's verdict follow the pointer.",
        )}
      </p>
      <p className="hint keys" data-testid="move-keys">
        {t(MOVE_KEYS_HINT)}
      </p>
      <label>
        <input
          type="checkbox"
          data-testid="whole-formation"
          checked={props.wholeFormation ?? false}
          onChange={(e) => props.onWholeFormation?.(e.target.checked)}
        />{' '}
        {t('Move the whole formation with the dragged unit')}
      </label>
      {plan && (
        <div className={`plan ${plan.legal ? 'legal' : 'illegal'}`} data-testid="plan">
          <span>{plan.text}</span>
          <div className="plan-tools">
            <button
              data-testid="remove-waypoint"
              disabled={(plan.legs ?? 1) < 2}
              title="Backspace"
              onClick={key('undo')}
            >
              {t('Remove last waypoint')}
            </button>
            <button data-testid="turn-left" title="Q" onClick={key('turn-left')}>
              ⟲ 15°
            </button>
            <button data-testid="turn-right" title="E" onClick={key('turn-right')}>
              ⟳ 15°
            </button>
            <button
              data-testid="reset-facing"
              title="R"
              disabled={plan.facing === null || plan.facing === undefined}
              onClick={key('reset-facing')}
            >
              {t('Face along the path')}
            </button>
            <span className="facing" data-testid="facing">
              {plan.facing === null || plan.facing === undefined
                ? t('facing along the last leg')
                : t('facing {{degrees}}°', { degrees: Math.round(plan.facing) })}
            </span>
          </div>
          <label>
            <input
              type="checkbox"
              data-testid="keep-facing"
              checked={props.keepFacing ?? false}
              onChange={(e) => props.onKeepFacing?.(e.target.checked)}
            />{' '}
            {t('Keep its facing: reverse or sidestep (1.7)')}
          </label>
          {plan.canPickUp && (
            <label>
              <input
                type="checkbox"
                data-testid="pick-up"
                checked={props.pickUp ?? false}
                onChange={(e) => props.onPickUp?.(e.target.checked)}
              />{' '}
              {t('Pick up units of its formation that it reaches (1.7.5)')}
            </label>
          )}
          {plan.canPopUp && (
            <label>
              <input
                type="checkbox"
                data-testid="pop-up"
                checked={props.popUp ?? false}
                onChange={(e) => props.onPopUp?.(e.target.checked)}
              />{' '}
              {t('Pop up as it counter charges: it sees over terrain and can be seen (2.1.13)')}
            </label>
          )}
          <div>
            <button
              data-testid="confirm-move"
              disabled={!plan.legal}
              title="Enter"
              onClick={props.onConfirmPlan}
            >
              {t('Confirm move')}
            </button>
            <button data-testid="cancel-move" title="Esc" onClick={props.onCancelPlan}>
              {t('Take back')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
