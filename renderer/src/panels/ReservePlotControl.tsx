import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { FormationState, GameState } from '../../../engine/netea/state/schema';
import { t, useWords } from '../i18n';
import { refusalLine } from '../i18n/refusals';
import {
  PLOT_TURNS,
  formationsToPlot,
  plotCommand,
  plotKindOf,
  plotVerdict,
  startPlot,
  writtenPlot,
  type PlotDraft,
} from '../play/plotPlan';
import { ChoiceGroup } from './ChoiceGroup';
import { SelectField } from './SelectField';

const section = (kind: PlotDraft['kind']) => (kind === 'tunnel' ? '2.1.23' : '2.1.21');

/**
 * 2.1.21, 2.1.23, 6.1.6 FAQ: in the reserves step, each formation that can tunnel or land by
 * self planetfall gets its secret plot: the point clicked on the table and the turn chosen,
 * with the engine's verdict, then written down. Only once written is the reserve option by
 * that means offered above.
 */
export function ReservePlotControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly draft: PlotDraft | null;
  readonly onDraft: (draft: PlotDraft | null) => void;
  readonly onSubmit: (command: Command) => void;
}) {
  useWords();
  const formations = formationsToPlot(props.game, props.side);
  if (formations.length === 0) return null;
  return (
    <ChoiceGroup
      className="reserve-plots"
      testId="tournament-plots"
      hint={t(
        'Write down in secret where and when each formation below arrives; only then can it be kept in reserve by that means. Your opponent does not see it.',
      )}
    >
      {formations.map((f) => (
        <FormationPlot key={f.id} formation={f} {...props} />
      ))}
    </ChoiceGroup>
  );
}

function FormationPlot(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly formation: FormationState;
  readonly draft: PlotDraft | null;
  readonly onDraft: (draft: PlotDraft | null) => void;
  readonly onSubmit: (command: Command) => void;
}) {
  const { game, side, formation } = props;
  const kind = plotKindOf(game, formation);
  const written = writtenPlot(game, side, formation.id);
  const draft = props.draft?.formationId === formation.id ? props.draft : null;
  const id = formation.id;
  return (
    <fieldset data-testid={`tournament-plot-${id}`}>
      <legend>
        {kind === 'tunnel'
          ? t('{{formation}} tunnels in ({{section}})', {
              formation: formation.name,
              section: section(kind),
            })
          : t('{{formation}} lands by self planetfall ({{section}})', {
              formation: formation.name,
              section: section(kind),
            })}
      </legend>
      <p className="hint" data-testid={`plot-written-${id}`}>
        {written
          ? t('Written down: at ({{x}}, {{y}}) on turn {{turn}}.', {
              x: written.position.x.toFixed(1),
              y: written.position.y.toFixed(1),
              turn: written.turn,
            })
          : t('Nothing written down yet.')}
      </p>
      {draft ? (
        <PlotDraftControl {...props} draft={draft} />
      ) : (
        <button
          data-testid={`plot-start-${id}`}
          onClick={() => props.onDraft(startPlot(game, side, formation))}
        >
          {written ? t('Change the plot') : t('Write down where and when')}
        </button>
      )}
    </fieldset>
  );
}

function PlotDraftControl(props: {
  readonly game: GameState;
  readonly side: Side;
  readonly draft: PlotDraft;
  readonly onDraft: (draft: PlotDraft | null) => void;
  readonly onSubmit: (command: Command) => void;
}) {
  const { game, side, draft } = props;
  const command = plotCommand(side, draft);
  const refusal = plotVerdict(game, side, draft);
  return (
    <div className={`plan ${refusal ? 'illegal' : 'legal'}`} data-testid="plot-draft">
      <p>
        {draft.position
          ? t('Point ({{x}}, {{y}}); a click on the table moves it.', {
              x: draft.position.x.toFixed(1),
              y: draft.position.y.toFixed(1),
            })
          : draft.kind === 'tunnel'
            ? t('Click the table where the formation surfaces.')
            : t('Click the table where the formation will land; your opponent does not see it.')}
      </p>
      <SelectField
        label={draft.kind === 'tunnel' ? t('Surfaces on turn') : t('Lands on turn')}
        testId="plot-turn"
        value={String(draft.turn)}
        options={PLOT_TURNS.map((n) => ({ value: String(n), label: String(n) }))}
        onChange={(v) => props.onDraft({ ...draft, turn: Number(v) })}
      />
      <p
        className={refusal ? 'reason' : 'hint'}
        data-testid="plot-verdict"
        data-code={refusal?.code ?? ''}
      >
        {refusal
          ? refusalLine(refusal, game)
          : command
            ? t('Legal: ready to send.')
            : t('No point on the table yet.')}
      </p>
      <button
        data-testid="plot-write"
        disabled={!command || refusal !== null}
        onClick={() => {
          if (!command) return;
          props.onSubmit(command);
          props.onDraft(null);
        }}
      >
        {t('Write it down')}
      </button>{' '}
      <button data-testid="plot-cancel" onClick={() => props.onDraft(null)}>
        {t('Cancel')}
      </button>
    </div>
  );
}
