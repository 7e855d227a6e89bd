import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import {
  disembarkDecision,
  passengersOf,
  proposedDisembark,
} from '../../../engine/netea/rules/4.3-4.4-spacecraft/planetfallDisembark';
import { podsLanded } from '../../../engine/netea/rules/4.3-4.4-spacecraft/dropPods';
import type { GameState } from '../../../engine/netea/state/schema';
import { t, useWords } from '../i18n';
import { refusalLine } from '../i18n/refusals';
import { unitName } from '../play/movePlan';
import { actionName } from '../play/words';
import { landingDue } from '../../../engine/netea/rules/2-specialists/landingDue';
import {
  LANDING_ACTIONS,
  landersToPlace,
  landingCommand,
  landingFormations,
  landingPlotCommand,
  plottableLanders,
  type LandingAction,
  type LandingDraft,
  type LandingPlotDraft,
} from '../play/landingPlan';
import {
  nextLander,
  operationVerdict,
  pinPointTargets,
  spacecraftToOperate,
  startOperation,
  type OperationDraft,
} from '../play/operationPlan';
import {
  passengers,
  startSurface,
  surfaceVerdict,
  surfacingFormations,
  surfacingPoint,
  tunnelersToPlace,
  withoutLast,
  type SurfaceDraft,
} from '../play/surfacePlan';
import { SelectField } from './SelectField';

/** 2.1.21: at set-up, writing down where and when a formation lands by self planetfall. */
export function LandingPlotControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly draft: LandingPlotDraft | null;
  readonly onDraft: (draft: LandingPlotDraft | null) => void;
  readonly onConfirm: () => void;
}) {
  const { game, side, draft } = props;
  useWords();
  const formations = plottableLanders(game, side);
  if (formations.length === 0 && !draft) return null;
  if (!draft)
    return (
      <div className="landing-plot" data-testid="landing-plot">
        <p className="hint">
          {t('Formations with self planetfall may stay off the table and land later:')}{' '}
          <span className="section">2.1.21</span>
        </p>
        {formations.map((f) => (
          <button
            key={f.id}
            data-testid={`plot-landing-${f.id}`}
            onClick={() => props.onDraft({ formationId: f.id, turn: 1, position: null })}
          >
            {t('Keep {{formation}} off the table to land by self planetfall', {
              formation: f.name,
            })}
          </button>
        ))}
      </div>
    );
  const command = landingPlotCommand(side, draft);
  const refusal = command ? validateCommand(game, command) : null;
  return (
    <div
      className={`landing-plot plan ${refusal ? 'illegal' : 'legal'}`}
      data-testid="landing-plot"
    >
      <p>
        {draft.position
          ? t('Landing point ({{x}}, {{y}}), on turn {{turn}}; a click moves it.', {
              x: draft.position.x.toFixed(1),
              y: draft.position.y.toFixed(1),
              turn: draft.turn,
            })
          : t('Click the table where the formation will land; your opponent does not see it.')}{' '}
        <span className="section">2.1.21</span>
      </p>
      <p>
        {t('Turn of landing:')}{' '}
        <button
          data-testid="landing-turn-earlier"
          disabled={draft.turn <= 1}
          onClick={() => props.onDraft({ ...draft, turn: draft.turn - 1 })}
        >
          −
        </button>{' '}
        <span data-testid="landing-turn">{draft.turn}</span>{' '}
        <button
          data-testid="landing-turn-later"
          onClick={() => props.onDraft({ ...draft, turn: draft.turn + 1 })}
        >
          +
        </button>
      </p>
      {refusal && (
        <p className="error" data-testid="landing-plot-refusal">
          {refusalLine(refusal, game)}
        </p>
      )}
      <button
        data-testid="confirm-landing-plot"
        disabled={!command || refusal !== null}
        onClick={props.onConfirm}
      >
        {t('Write it down')}
      </button>
      <button onClick={() => props.onDraft(null)}>{t('Cancel')}</button>
    </div>
  );
}

/** 2.1.21: on its turn, the formation's action and its units placed about the landing point. */
export function LandingControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly draft: LandingDraft | null;
  readonly onDraft: (draft: LandingDraft | null) => void;
  readonly onConfirm: () => void;
}) {
  const { game, side, draft } = props;
  useWords();
  const due = landingFormations(game, side);
  if (due.length === 0) return null;
  if (!draft)
    return (
      <DueFormations
        kind="landing"
        hint={t('Due to land now by self planetfall (an action test first):')}
        section="2.1.21"
        formations={due}
        pickTestId={(f) => `land-${f.id}`}
        pickLabel={(f) => t('Land {{formation}}', { formation: f.name })}
        onPick={(f) => props.onDraft({ formationId: f.id, action: 'advance', placements: [] })}
      />
    );
  const next = landersToPlace(game, draft)[0];
  const point = landingDue(game, draft.formationId)?.position;
  const command = landingCommand(side, draft);
  const refusal = next === undefined ? validateCommand(game, command) : null;
  const placed = draft.placements.length;
  return (
    <div className={`landing plan ${refusal ? 'illegal' : 'legal'}`} data-testid="landing">
      <p>
        {t('Action:')}{' '}
        {LANDING_ACTIONS.map((a: LandingAction) => (
          <button
            key={a}
            data-testid={`landing-action-${a}`}
            aria-pressed={draft.action === a}
            onClick={() => props.onDraft({ ...draft, action: a })}
          >
            {actionName(a)}
          </button>
        ))}
      </p>
      <p>
        {next
          ? t(
              'Click the table within 15cm of the landing point ({{x}}, {{y}}) to place {{unit}}; it scatters 2D6cm.',
              {
                unit: unitName(game, next),
                x: point?.x.toFixed(1) ?? '?',
                y: point?.y.toFixed(1) ?? '?',
              },
            )
          : t('Every unit has its place.')}{' '}
        <span className="section">2.1.21, 4.4</span>
      </p>
      {refusal && (
        <p className="error" data-testid="landing-refusal">
          {refusalLine(refusal, game)}
        </p>
      )}
      <PlacingButtons
        kind="landing"
        ready={next === undefined && refusal === null}
        confirmLabel={t('Land ({{count}} units)', { count: placed })}
        onConfirm={props.onConfirm}
        canUndo={placed > 0}
        onUndo={() => props.onDraft({ ...draft, placements: draft.placements.slice(0, -1) })}
        onCancel={() => props.onDraft(null)}
      />
    </div>
  );
}

/**
 * 4.4: a formation of the person's has just landed by planetfall with units aboard: they get out
 * now (placed by the engine's proposal within 5cm of their transport, clear of enemy zones of
 * control; getting out draws enemy overwatch fire, 1.10) or stay aboard to get out later.
 */
export function PlanetfallDisembarkControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly onSubmit: (command: Command) => void;
}) {
  const { game, side } = props;
  useWords();
  const decision = disembarkDecision(game);
  if (!decision || decision.side !== side) return null;
  const aboard = decision.transportIds.flatMap((id) => passengersOf(game, id));
  // The Drop Pod rule: a landed pod's troops must get out; staying aboard is not offered.
  const pods = podsLanded(game, decision.transportIds);
  const out = proposedDisembark(game, side);
  const refusal = out ? validateCommand(game, out) : null;
  const stay: Command = {
    type: 'planetfall.disembark',
    side,
    formationId: decision.formationId,
    placements: [],
  };
  return (
    <div className="landing plan" data-testid="planetfall-disembark">
      <p>
        {t(
          pods
            ? '{{formation}} has landed in drop pods with {{units}} aboard: they get out now.'
            : '{{formation}} has landed with {{units}} aboard: get them out now, or keep them aboard to disembark later.',
          {
            formation: game.formations[decision.formationId]?.name ?? '',
            units: aboard.map((id) => unitName(game, id)).join(', '),
          },
        )}{' '}
        <span className="section">4.4</span>
      </p>
      {pods ? (
        <p className="hint" data-testid="planetfall-drop-pods">
          {t(
            'Drop pods: everyone aboard must get out, each within 5cm of the pod or of a unit already out and within 15cm of the pod; then the pods are removed.',
          )}{' '}
          <span className="section">4.4 Drop Pod</span>
        </p>
      ) : (
        <p className="hint">
          {t(
            'Units getting out are placed within 5cm of their transport, not in an enemy zone of control; enemy formations on overwatch may fire at them.',
          )}{' '}
          <span className="section">1.7.5, 1.10</span>
        </p>
      )}
      {(!out || refusal) && (
        <p className="error" data-testid="planetfall-disembark-refusal">
          {refusal ? refusalLine(refusal, game) : t('There is no room for them to get out.')}
        </p>
      )}
      <button
        data-testid="planetfall-get-out"
        disabled={!out || refusal !== null}
        onClick={() => out && props.onSubmit(out)}
      >
        {t('Get out now')}
      </button>
      {!pods && (
        <button data-testid="planetfall-stay-aboard" onClick={() => props.onSubmit(stay)}>
          {t('Stay aboard')}
        </button>
      )}
    </div>
  );
}

/**
 * 2.1.23: the formations due to surface now, and the surfacing under way: the first tunneler
 * stands where the rule puts it, each other goes where the person clicks, with the engine's
 * reason whenever a place is refused.
 */
export function SurfaceControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly draft: SurfaceDraft | null;
  readonly onDraft: (draft: SurfaceDraft | null) => void;
  readonly onConfirm: () => void;
}) {
  const { game, side, draft } = props;
  useWords();
  const due = surfacingFormations(game, side);
  if (due.length === 0) return null;
  if (!draft)
    return (
      <DueFormations
        kind="surface"
        hint={t('Due to surface now, where it was written down:')}
        section="2.1.23"
        formations={due}
        pickTestId={(f) => `surface-${f.id}`}
        pickLabel={(f) => t('Surface {{formation}}', { formation: f.name })}
        onPick={(f) => props.onDraft(startSurface(game, f.id))}
      />
    );
  const next = tunnelersToPlace(game, draft)[0];
  const point = surfacingPoint(draft);
  const refusal = surfaceVerdict(game, side, draft);
  const riders = passengers(game, draft.formationId);
  return (
    <div className={`surface plan ${refusal ? 'illegal' : 'legal'}`} data-testid="surface">
      <p>
        {point
          ? t('{{unit}} comes up at ({{x}}, {{y}}).', {
              unit: unitName(game, draft.placements[0]!.unitId),
              x: point.x.toFixed(1),
              y: point.y.toFixed(1),
            })
          : ''}{' '}
        {next
          ? t(
              'Click the table to place {{unit}}: within 5cm of a unit already placed, all within 15cm of that point and in its half of the table.',
              { unit: unitName(game, next) },
            )
          : t('Every unit has its place.')}{' '}
        <span className="section">2.1.23</span>
      </p>
      {riders.length > 0 && (
        <p className="hint" data-testid="surface-aboard">
          {riders
            .map((r) =>
              t('{{unit}} rides in {{transport}}', {
                unit: unitName(game, r.unitId),
                transport: unitName(game, r.transportId),
              }),
            )
            .join('; ')}
        </p>
      )}
      {refusal && (
        <p className="error" data-testid="surface-refusal" data-code={refusal.code}>
          {refusalLine(refusal, game)}
        </p>
      )}
      <PlacingButtons
        kind="surface"
        ready={next === undefined && refusal === null}
        confirmLabel={t('Surface ({{count}} units)', { count: draft.placements.length })}
        onConfirm={props.onConfirm}
        canUndo={draft.placements.length > 1}
        onUndo={() => props.onDraft(withoutLast(draft))}
        onCancel={() => props.onDraft(null)}
      />
    </div>
  );
}

/**
 * 4.3.2, 4.3.4, 4.4: the person's spacecraft due now: its pin-point attacks' targets and the
 * landing of every formation with a drop zone, each unit placed with a click within 15cm of it.
 */
export function OperationControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly draft: OperationDraft | null;
  readonly onDraft: (draft: OperationDraft | null) => void;
  readonly onConfirm: () => void;
}) {
  const { game, side, draft } = props;
  useWords();
  const due = spacecraftToOperate(game, side);
  if (due.length === 0) return null;
  if (!draft)
    return (
      <DueFormations
        kind="operation"
        hint={t('Your spacecraft is over the battlefield this turn:')}
        section="4.3.2"
        formations={due}
        pickTestId={(f) => `operate-${f.id}`}
        pickLabel={(f) => t('Carry out the operation of {{formation}}', { formation: f.name })}
        onPick={(f) => props.onDraft(startOperation(game, side, f.id))}
      />
    );
  const next = nextLander(game, side, draft);
  const refusal = operationVerdict(game, side, draft);
  const targets = pinPointTargets(game, side);
  const placed = draft.placements.length;
  return (
    <div className={`operation plan ${refusal ? 'illegal' : 'legal'}`} data-testid="operation">
      {draft.pinPoints.map((target, i) => (
        <SelectField
          key={i}
          testId={`pin-point-${i}`}
          label={t('Pin-point attack {{n}} at', { n: i + 1 })}
          section="4.3.4"
          value={target}
          options={[
            { value: '', label: t('no attack') },
            ...targets.map((id) => ({ value: id, label: unitName(game, id) })),
          ]}
          onChange={(value) =>
            props.onDraft({
              ...draft,
              pinPoints: draft.pinPoints.map((old, j) => (j === i ? value : old)),
            })
          }
        />
      ))}
      <p>
        {next
          ? t(
              'Click the table within 15cm of the drop zone of {{formation}} ({{x}}, {{y}}) to place {{unit}}; it scatters afterwards.',
              {
                formation: next.formation.name,
                unit: unitName(game, next.unitId),
                x: next.zone.x.toFixed(1),
                y: next.zone.y.toFixed(1),
              },
            )
          : placed > 0
            ? t('Every unit has its place.')
            : t('No formation lands with this operation.')}{' '}
        <span className="section">4.4</span>
      </p>
      {refusal && (
        <p className="error" data-testid="operation-refusal" data-code={refusal.code}>
          {refusalLine(refusal, game)}
        </p>
      )}
      <PlacingButtons
        kind="operation"
        ready={next === null && refusal === null}
        confirmLabel={t('Carry out the operation')}
        onConfirm={props.onConfirm}
        canUndo={placed > 0}
        onUndo={() => props.onDraft({ ...draft, placements: draft.placements.slice(0, -1) })}
        onCancel={() => props.onDraft(null)}
      />
    </div>
  );
}

/** The formations due to arrive now, each a button that starts placing it. */
function DueFormations<F extends { readonly id: string }>(props: {
  readonly kind: string;
  readonly hint: string;
  readonly section: string;
  readonly formations: readonly F[];
  readonly pickTestId: (f: F) => string;
  readonly pickLabel: (f: F) => string;
  readonly onPick: (f: F) => void;
}) {
  return (
    <div className={props.kind} data-testid={props.kind}>
      <p className="hint">
        {props.hint} <span className="section">{props.section}</span>
      </p>
      {props.formations.map((f) => (
        <button key={f.id} data-testid={props.pickTestId(f)} onClick={() => props.onPick(f)}>
          {props.pickLabel(f)}
        </button>
      ))}
    </div>
  );
}

/** Confirm (once every unit has a legal place), take back the last unit placed, or cancel. */
export function PlacingButtons(props: {
  readonly kind: string;
  readonly ready: boolean;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly canUndo: boolean;
  readonly onUndo: () => void;
  readonly onCancel: () => void;
}) {
  return (
    <>
      <button
        data-testid={`confirm-${props.kind}`}
        disabled={!props.ready}
        onClick={props.onConfirm}
      >
        {props.confirmLabel}
      </button>
      <button data-testid={`${props.kind}-undo`} disabled={!props.canUndo} onClick={props.onUndo}>
        {t('Remove last')}
      </button>
      <button onClick={props.onCancel}>{t('Cancel')}</button>
    </>
  );
}
