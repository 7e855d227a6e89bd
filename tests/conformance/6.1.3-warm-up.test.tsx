// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GameClient } from '../../renderer/src/host/gameClient';
import { StartScreen } from '../../renderer/src/screens/StartScreen';
import { TOURNAMENT_SCENARIO_ID } from '../../engine/netea/scenarios/tournament';
import { tournamentGameSetup } from '../../engine/netea/scenarios/tournamentGame';
import { DEFAULT_TOURNAMENT_GAME } from '../../engine/netea/scenarios/tournamentOptions';
import { createGame } from '../../engine/netea/state/setup';
import { DEFAULT_SETTINGS, type GameSettings } from '../../engine/netea/state/settings';
import { byTestId, choose, render } from '../renderer/dom';
import { tournamentGame } from '../netea/rules/6.1-tournament/fixture';

/**
 * 6.1.3 The Five Minute Warm Up and the FAQ list of what to cover (footnote 73): the questions
 * the program has an answer for are settings of the game, each with the author's answer (or the
 * rules as written) unless the players agree otherwise; the rest (house rules, "counts as",
 * what an army can do) are for the players, not the program.
 */

/** The FAQ list's questions the program answers, and the setting that holds each answer. */
const ANSWERED: readonly [string, keyof GameSettings, GameSettings[keyof GameSettings]][] = [
  [
    'Should you dice for each ability used at the start of the turn?',
    'startOfTurnOrder',
    'each-ability',
  ],
  [
    'Are transported units considered to be in specific transporting units?',
    'transportsTiedToUnits',
    true,
  ],
  [
    'When disembarking, are transported units placed completely within 5cm?',
    'disembarkPlacement',
    'wholly',
  ],
  ['When does a unit count as being in cover?', 'inCoverWhen', 'wholly'],
  [
    'How many units can claim cover from an armoured vehicle, war engine?',
    'infantryCoverPerVehicle',
    2,
  ],
  ['… or terrain feature (a fortification)?', 'unitsPerFortification', 4],
  [
    'Does the charging formation need to get within 15cm of the original target?',
    'assaultIntermingledReach',
    'original-target',
  ],
  [
    'Can a war engine counter charge if it has enemy units in base contact?',
    'warEngineCounterCharge',
    'never',
  ],
  [
    'Is it possible to air assault into a formation covered by another zone of control?',
    'airAssaultThroughZoc',
    'refused',
  ],
];

describe('6.1.3 The Five Minute Warm Up: the FAQ list as settings', () => {
  it('6.1.3 FAQ: "Is there a complete list of what to cover in the five minute warm up?" Each question the program answers is a setting of the tournament game, the author\'s answer by default', () => {
    const plain = tournamentGame();
    expect(plain.settings).toEqual(expect.objectContaining(DEFAULT_SETTINGS));
    // Each agreed answer differs from the default, so the game below shows it was taken.
    for (const [, key, value] of ANSWERED)
      expect(plain.settings[key] ?? null, key).not.toEqual(value);
    const agreed = Object.fromEntries(ANSWERED.map(([, key, value]) => [key, value]));
    const played = tournamentGame({
      settings: agreed,
      warmUp: { objectiveMeasuredFrom: 'marker-rim', objectiveMarkerDiameter: 4 },
    });
    for (const [, key, value] of ANSWERED) expect(played.settings[key], key).toEqual(value);
    expect(played.tournament?.warmUp).toEqual({
      objectiveMeasuredFrom: 'marker-rim',
      objectiveMarkerDiameter: 4,
    });
  });

  it('6.1.4 FAQ: "Where should measurements for capturing/contesting an objective be made from?" The start screen asks it with the tournament game, the point by default', async () => {
    const client = {
      listSaves: () => Promise.resolve({ ok: true, value: [] }),
    } as unknown as GameClient;
    const onStart = vi.fn(() => Promise.resolve(null));
    const { container } = render(
      <StartScreen client={client} onStart={onStart} onLoad={() => Promise.resolve(null)} />,
    );
    choose(byTestId<HTMLSelectElement>(container, 'scenario'), TOURNAMENT_SCENARIO_ID);
    const measure = byTestId<HTMLSelectElement>(container, 'objective-measured-from');
    expect(measure.value).toBe('point');
    choose(measure, 'rim-8');
    await act(async () => {
      byTestId<HTMLButtonElement>(container, 'new-game').click();
      await Promise.resolve();
    });
    expect(onStart).toHaveBeenCalledWith(
      expect.objectContaining({
        tournament: expect.objectContaining({
          warmUp: { objectiveMeasuredFrom: 'marker-rim', objectiveMarkerDiameter: 8 },
        }),
      }),
    );
    // The game made from those options measures from the rim.
    const setup = tournamentGameSetup(3, {
      ...DEFAULT_TOURNAMENT_GAME,
      warmUp: { objectiveMeasuredFrom: 'marker-rim', objectiveMarkerDiameter: 8 },
    });
    expect(setup.ok).toBe(true);
    if (!setup.ok) return;
    const game = createGame(setup.value);
    expect(game.ok && game.value.tournament?.warmUp).toEqual({
      objectiveMeasuredFrom: 'marker-rim',
      objectiveMarkerDiameter: 8,
    });
    const plain = tournamentGameSetup(3, DEFAULT_TOURNAMENT_GAME);
    const plainGame = plain.ok ? createGame(plain.value) : null;
    expect(plainGame?.ok && plainGame.value.tournament?.warmUp.objectiveMeasuredFrom).toBe('point');
  });
});
