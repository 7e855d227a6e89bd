import { afterEach, describe, expect, it } from 'vitest';
import { inThreadAi } from '../../main/ai/decide';
import type { NewGameRequest } from '../../main/ipc/api';
import { formationNamed, list, roster } from '../netea/armies/field/helpers';
import { serviceFor, tempUserData } from './helpers';

/**
 * 6.1.1 (issue 16): what fielding the person's roster left out reaches the window with the new
 * tournament game, for the side at the window only.
 */
const sm = list('space-marines-ea');
const withAircraft = roster(sm, [
  formationNamed(sm, 'Tactical'),
  formationNamed(sm, 'Thunderhawk'),
]);

function tournament(controllers: NewGameRequest['controllers']): NewGameRequest {
  return {
    scenarioId: 'tournament',
    seed: 5,
    controllers,
    aiPlayer: 'random',
    tournament: {
      pointsTotal: 3000,
      table: { width: 180, height: 120 },
      terrainDensity: 2,
      armies: [
        { kind: 'roster', roster: withAircraft },
        { kind: 'list', listId: 'space-marines-ea' },
      ],
    },
  };
}

let closing: (() => Promise<void>) | null = null;
afterEach(async () => {
  await closing?.();
  closing = null;
});

describe('field notes on the tournament set-up (6.1.1, issue 16)', () => {
  it('the person’s roster’s left-out aircraft are told to the window; the computer’s side has none to show', async () => {
    const s = serviceFor(await tempUserData(), inThreadAi);
    closing = s.close;
    const started = await s.service.newGame(tournament(['person', 'computer']));
    if (!started.ok) throw new Error(started.error.join('\n'));
    const notes = s.service.current()!.fieldNotes ?? [];
    expect(notes.map((n) => n.code)).toContain('field/aircraft');
    expect(notes.find((n) => n.code === 'field/aircraft')!.formation).toBe('Thunderhawk 1');
    expect(s.updates.at(-1)!.snapshot.fieldNotes).toEqual(notes);
    // The person plays the list's side: their army was built to the points, nothing left out.
    const other = serviceFor(await tempUserData(), inThreadAi);
    const theirs = await other.service.newGame(tournament(['computer', 'person']));
    expect(theirs.ok && theirs.value.fieldNotes).toBeFalsy();
    await other.close();
  });

  it('hot seat: the notes show only while their side is at the machine, never on the hand-over', async () => {
    const s = serviceFor(await tempUserData(), inThreadAi);
    closing = s.close;
    await s.service.newGame(tournament(['person', 'person']));
    const cover = s.service.current()!;
    expect(cover.hotSeat!.passTo).not.toBeNull();
    expect(cover.fieldNotes).toBeUndefined();
    s.service.takeSeat(cover.hotSeat!.passTo!);
    const seated = s.service.current()!;
    // The roll-off (6.1.2) is player 1's to throw first: the roster's side sits down first.
    expect(seated.hotSeat!.at).toBe(0);
    expect(seated.fieldNotes!.map((n) => n.code)).toContain('field/aircraft');
  });
});
