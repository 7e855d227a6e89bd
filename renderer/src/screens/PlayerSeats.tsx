import type { Side } from '../../../engine/netea/commands/schema';
import type { Controller } from '../../../engine/netea/saves';
import { SIDE_FILL } from '../battlefield/style';
import { t, useWords } from '../i18n';
import { playerNumber } from '../play/players';
import { withSeat } from './seats';

/**
 * Seed 001 5.3.11: for a scenario of three or four forces, who plays each player: a person at
 * this machine or the computer, player by player. Two-player scenarios keep their "You play"
 * and "Opponent" choices.
 */
export function PlayerSeats(props: {
  readonly forceNames: readonly string[];
  readonly seats: readonly Controller[];
  readonly onChange: (seats: Controller[]) => void;
  /** Seed 001 5.3.11.2-3: the scenario's teams, shown beside each player. */
  readonly teams?: { readonly of: readonly number[]; readonly commanders?: readonly number[] };
}) {
  useWords();
  const people = props.seats.filter((c) => c === 'person').length;
  return (
    <fieldset className="player-seats" data-testid="player-seats">
      <legend>{t('Who plays each army (5.3.11)')}</legend>
      {props.seats.map((controller, i) => {
        const side = i as Side;
        return (
          <label key={side} className={`side-${side}`}>
            <span className="swatch" style={{ background: SIDE_FILL[side] }} aria-hidden="true" />
            {playerNumber(side)}: {props.forceNames[side] ?? ''}{' '}
            {props.teams?.of[side] !== undefined && (
              <span className="team" data-testid={`seat-team-${side}`}>
                {props.teams.commanders?.[props.teams.of[side]!] === side
                  ? t('team {{team}}, commander', { team: props.teams.of[side]! + 1 })
                  : t('team {{team}}', { team: props.teams.of[side]! + 1 })}{' '}
              </span>
            )}
            <select
              data-testid={`seat-${side}`}
              value={controller}
              onChange={(e) =>
                props.onChange(withSeat(props.seats, side, e.target.value as Controller))
              }
            >
              <option value="person">{t('a person at this machine')}</option>
              <option value="computer">{t('the computer')}</option>
            </select>
          </label>
        );
      })}
      {people >= 2 && (
        <p className="hint" data-testid="hot-seat-hint">
          {t(
            'Several people play here: the machine is handed over between them, and none sees what another plans in secret.',
          )}
        </p>
      )}
      {people === 0 && (
        <p className="hint" data-testid="watch-hint">
          {t('The computer plays every army; you watch.')}
        </p>
      )}
    </fieldset>
  );
}
