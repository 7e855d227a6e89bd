import type { Side } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';
import { t, useWords, w } from '../i18n';
import { Fragment } from 'react';
import { opponentsOf, playerName } from '../play/players';
import { aircraftTray, type TrayStatus } from './aircraftTray';

const STATUS_WORDS: Record<TrayStatus, string> = {
  ready: w('ready'),
  flying: w('over the table'),
  flown: w('flown this turn'),
  cap: w('on combat air patrol'),
  landed: w('landed'),
};

/**
 * 4.2: each side's aircraft formations off the table, in a strip along the table's far (the
 * opponents') and near (the person's) edge of the view: name, aircraft left, Blast markers and
 * what the formation does this turn. Drawn over the view's margin, never taking clicks.
 */
export function AircraftTray(props: { game: GameState; side: Side }) {
  useWords();
  const trays = aircraftTray(props.game);
  // The enemies' strip lists each enemy player's aircraft in turn (one, in a two-player game).
  const strip = (sides: readonly Side[], where: 'top' | 'bottom') => {
    const own = sides.includes(props.side);
    const groups = sides
      .map((side) => ({ side, entries: trays[side] ?? [] }))
      .filter((g) => g.entries.length > 0);
    if (groups.length === 0) return null;
    return (
      <div
        className={`aircraft-tray ${where}`}
        data-testid={`aircraft-tray-${own ? 'own' : 'enemy'}`}
      >
        {groups.map(({ side, entries }) => (
          <Fragment key={side}>
            <span className="tray-owner">
              {side === props.side
                ? t('Your aircraft:')
                : t('{{name}} aircraft:', { name: playerName(props.game, side) })}
            </span>
            {entries.map((e) => (
              <span key={e.formationId} className={`tray-entry ${e.status}`}>
                <b>{e.name}</b> ×{e.aircraft} · {t(STATUS_WORDS[e.status])}
                {e.blastMarkers > 0 &&
                  ` · ${e.blastMarkers === 1 ? t('1 Blast marker') : t('{{count}} Blast markers', { count: e.blastMarkers })}`}
              </span>
            ))}
          </Fragment>
        ))}
      </div>
    );
  };
  return (
    <>
      {strip(opponentsOf(props.game, props.side), 'top')}
      {strip([props.side], 'bottom')}
    </>
  );
}
