import { useState, type ReactNode } from 'react';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';
import { isAircraftFormation } from '../../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import { GARRISON_OVERWATCH_LIMIT } from '../../../engine/netea/rules/6.1-tournament/garrisons';
import { t, useWords } from '../i18n';
import type { Choice } from '../play/choices';
import { formationsToPlot, type PlotDraft } from '../play/plotPlan';
import { ReservePlotControl } from './ReservePlotControl';
import { ChoiceGroup } from './ChoiceGroup';
import { characterChoices } from '../play/transportPlan';
import {
  edgeChoices,
  formationsToSetUp,
  aircraftInReserve,
  entryOf,
  reserveCandidates,
  reservesCommand,
  tournamentStep,
} from '../play/tournamentChoices';

export interface TournamentSetupControlProps {
  readonly game: GameState;
  readonly side: Side;
  readonly selectedFormationId: string | null;
  readonly onSelectFormation?: ((formationId: string) => void) | undefined;
  readonly overwatch: boolean;
  readonly onOverwatch?: ((on: boolean) => void) | undefined;
  readonly onSubmit: (command: Command) => void;
  /** The decision panel's list of choices (open first, refused folded away with reasons). */
  readonly list: (choices: readonly Choice[]) => ReactNode;
  /** 2.1.21, 2.1.23: the landing or surfacing plot being written (its point clicked on the table). */
  readonly plot?: PlotDraft | null | undefined;
  readonly onPlot?: ((draft: PlotDraft | null) => void) | undefined;
}

/**
 * The person's tournament set-up (6.1.2–6.1.6), step by step: the table edge, objectives and
 * formations placed by clicking the table, garrisons with their overwatch, the secret plots of
 * tunnellers and self planetfalls, reserves declared.
 * The roll-offs and "no more garrisons" are the panel's plain buttons below.
 */
export function TournamentSetupControl(props: TournamentSetupControlProps) {
  const { game, side } = props;
  const [reserves, setReserves] = useState<Readonly<Record<string, string>>>({});
  useWords();
  const step = tournamentStep(game);
  switch (step) {
    case 'edge':
      return (
        <div className="choices" data-testid="tournament-edge">
          <p className="hint">
            {t('Choose your table edge or corner; your opponent takes the opposite one (6.1.2).')}
          </p>
          {props.list(edgeChoices(game, side))}
        </div>
      );
    case 'objectives':
      return (
        <p className="hint" data-testid="tournament-objectives">
          {t(
            'Click the table to set up an objective: your first on your own table edge, the others in your opponent’s half, 30cm from the edges and from each other (6.1.4).',
          )}
        </p>
      );
    case 'garrisons':
    case 'deploy': {
      const formations = formationsToSetUp(game, side);
      const chosen =
        formations.find((f) => f.id === props.selectedFormationId) ?? formations[0] ?? null;
      const onOverwatch = Object.values(game.formations).filter(
        (f) => f.side === side && f.overwatch && game.tournament?.garrisons.includes(f.id),
      ).length;
      // 2.1.1: a character joins a unit of its formation before the formation is set up.
      const join = characterChoices(game, side);
      return (
        <div className="choices" data-testid={`tournament-${step}`}>
          {join.length > 0 && (
            <ChoiceGroup
              testId="join-character"
              hint={t(
                'A character has no base of its own: add it to a unit of its formation (2.1.1).',
              )}
            >
              {props.list(join)}
            </ChoiceGroup>
          )}
          <p className="hint">
            {step === 'garrisons'
              ? t(
                  'Choose a formation and click the table to set it up as a garrison, wholly in your half within 15cm of one of your objectives there (6.1.5).',
                )
              : t(
                  'Choose a formation and click the table to set it up whole within 15cm of your table edge (6.1.6).',
                )}
          </p>
          {formations.length > 0 && (
            <label>
              {t('Formation')}{' '}
              <select
                data-testid="tournament-formation"
                value={chosen?.id ?? ''}
                onChange={(e) => props.onSelectFormation?.(e.target.value)}
              >
                {formations.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {step === 'garrisons' && (
            <label>
              <input
                type="checkbox"
                data-testid="garrison-overwatch"
                checked={props.overwatch}
                disabled={onOverwatch >= GARRISON_OVERWATCH_LIMIT}
                onChange={(e) => props.onOverwatch?.(e.target.checked)}
              />{' '}
              {t('On overwatch ({{count}} of {{limit}} used, 6.1.5)', {
                count: onOverwatch,
                limit: GARRISON_OVERWATCH_LIMIT,
              })}
            </label>
          )}
        </div>
      );
    }
    case 'reserves': {
      const candidates = reserveCandidates(game, side);
      const aircraft = aircraftInReserve(game, side);
      // A formation the engine only accepts in reserve has no "not in reserve" entry: its first
      // means is chosen until the person picks another.
      const choiceOf = (c: (typeof candidates)[number]) =>
        reserves[c.formation.id] ?? (c.mayStayOut ? undefined : c.options[0]?.key);
      const chosen = candidates.flatMap((c) => {
        const { formation, options } = c;
        const option = options.find((o) => o.key === choiceOf(c));
        return option ? [entryOf(formation.id, option)] : [];
      });
      const verdict = reservesCommand(game, side, chosen);
      const carrierName = (id: string | undefined) =>
        id === undefined ? '' : (game.formations[id]?.name ?? id);
      return (
        <div className="choices" data-testid="tournament-reserves">
          <p className="hint">
            {candidates.length === 0 && formationsToPlot(game, side).length === 0
              ? t('None of your formations can be kept in reserve (6.1.6).')
              : t(
                  'Keep formations in reserve to enter play later; each is declared with its means of entry (6.1.6 FAQ).',
                )}
          </p>
          <ReservePlotControl
            game={game}
            side={side}
            draft={props.plot ?? null}
            onDraft={(d) => props.onPlot?.(d)}
            onSubmit={props.onSubmit}
          />
          {aircraft.map((f) => (
            <p key={f.id} className="hint" data-testid="tournament-reserve-aircraft">
              {t(
                '{{formation}}: aircraft are kept in reserve and enter play when they act (4.2).',
                {
                  formation: f.name,
                },
              )}
            </p>
          ))}
          {candidates.map((c) => {
            const { formation, options } = c;
            return (
              <fieldset
                key={formation.id}
                className="reserve-options"
                data-testid={`tournament-reserve-${formation.id}`}
              >
                {c.mayStayOut && (
                  <label>
                    <input
                      type="radio"
                      name={`reserve-${formation.id}`}
                      checked={choiceOf(c) === undefined}
                      onChange={() =>
                        setReserves((r) => {
                          const { [formation.id]: _gone, ...rest } = r;
                          return rest;
                        })
                      }
                    />{' '}
                    {isAircraftFormation(game, formation)
                      ? t('{{formation}}, as aircraft (4.2)', { formation: formation.name })
                      : t('{{formation}}, set up on the table', { formation: formation.name })}
                  </label>
                )}
                {options.map((o) => (
                  <label key={o.key}>
                    <input
                      type="radio"
                      name={`reserve-${formation.id}`}
                      checked={choiceOf(c) === o.key}
                      onChange={() => setReserves((r) => ({ ...r, [formation.id]: o.key }))}
                    />{' '}
                    {t(o.label, { formation: formation.name, carrier: carrierName(o.carrier) })}
                  </label>
                ))}
              </fieldset>
            );
          })}
          {props.list([
            {
              key: 'reserves',
              label:
                chosen.length === 0
                  ? t('Keep no formation in reserve')
                  : t('Declare {{count}} in reserve', { count: chosen.length }),
              ...verdict,
            },
          ])}
        </div>
      );
    }
    default:
      return null;
  }
}
