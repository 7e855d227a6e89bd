import { fieldRoster, type FieldNote } from '../../engine/netea/armies/field';
import { TOURNAMENT_SCENARIO_ID } from '../../engine/netea/scenarios/tournament';
import type { NewGameRequest } from '../ipc/api';
import type { HostSnapshot } from './gameHost';
import { viewerOf } from './windowView';

export type SideNotes = readonly [readonly FieldNote[], readonly FieldNote[]];

/**
 * 6.1.1: what fielding each side's roster left out, or fielded but does not play (the notes of
 * engine/netea/armies/field), for the person to read while setting up. A list built at random to
 * the points has none. Null when no side brought a roster.
 */
export function fieldNotesOf(request: NewGameRequest): SideNotes | null {
  if (request.scenarioId !== TOURNAMENT_SCENARIO_ID) return null;
  const armies = request.tournament?.armies;
  if (!armies?.some((a) => a.kind === 'roster')) return null;
  const notes = armies.map((choice) => {
    if (choice.kind !== 'roster') return [];
    const fielded = fieldRoster(choice.roster);
    return fielded.ok ? fielded.value.notes : [];
  });
  return [notes[0]!, notes[1]!];
}

/** The window's snapshot with the notes of the side it shows (none during a hand-over, none of
 * a side the computer plays), and what counts as what in the opponent's army (6.2.1). */
export function withFieldNotes(snapshot: HostSnapshot, notes: SideNotes | null): HostSnapshot {
  if (!notes) return snapshot;
  const seat = snapshot.hotSeat;
  const viewer = seat ? (seat.passTo === null ? seat.at : null) : viewerOf(snapshot.controllers);
  if (viewer !== 0 && viewer !== 1) return snapshot;
  // 6.2.1: each player is told what counts as what in the opponent's army.
  const told = notes[viewer === 0 ? 1 : 0]
    .filter((n) => n.code === 'field/counts-as')
    .map((n) => ({ ...n, opponent: true }));
  const own = [...notes[viewer], ...told];
  return own.length > 0 ? { ...snapshot, fieldNotes: own } : snapshot;
}
