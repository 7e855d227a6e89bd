// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render } from './dom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { GameOverScreen } from '../../renderer/src/screens/GameOverScreen';
import {
  COMPANY_AGAINST_HORDE,
  createScenarioSetup,
  FUEL_DUMP_RAID,
  SIGNAL_HILL,
} from '../../engine/netea/scenarios';
import { createGame } from '../../engine/netea/state/setup';
import type { GameState } from '../../engine/netea/state/schema';
import { setLanguage } from '../../renderer/src/i18n';
import { opposedGoalLines } from '../../renderer/src/play/opposedGoalsOutlook';
import { objectiveName, zoneName } from '../../renderer/src/play/words';
import { ScenarioForces } from '../../renderer/src/screens/ScenarioForces';

afterEach(() => setLanguage('en'));

const noop = () => undefined;
const gameOverProps = (g: GameState) => ({
  game: g,
  humanSide: 0 as const,
  onShowTable: noop,
  onNewGame: noop,
});

function game(scenario: unknown): GameState {
  const setup = createScenarioSetup(scenario, { seed: 1 });
  if (!setup.ok) throw new Error(setup.error.join('\n'));
  const created = createGame(setup.value);
  if (!created.ok) throw new Error(created.error.join('\n'));
  return created.value;
}

describe('the turn panel with different goals for each side (seed 001 5.3.3)', () => {
  const hill = game(SIGNAL_HILL);

  it('says each side’s goal, where it stands, and the outcome rule', () => {
    expect(opposedGoalLines(hill)).toEqual([
      'Space Marine strike force must hold the vox relay at 2 end phases in a row: not yet.',
      'Ork warband must destroy every unit of Assault detachment 1, Land Raider detachment 1: not yet.',
      'One side achieving its goal wins; both, a draw; neither after turn 5, a draw.',
    ]);
  });

  it('marks a goal achieved, and names the side that wins when neither achieves theirs', () => {
    const held: GameState = { ...hill, objectiveHistory: [[0], [0]] };
    expect(opposedGoalLines(held)[0]).toMatch(/: achieved\.$/);
    const raid = opposedGoalLines(game(FUEL_DUMP_RAID));
    expect(raid).toEqual([
      'Space Marine raiders must hold 2 of Objective (west), Objective (centre), Objective (east) at the end of a turn: not yet.',
      'One side achieving its goal wins; both, a draw; neither after turn 4: Ork horde wins.',
    ]);
  });

  it('in German', () => {
    setLanguage('de');
    expect(opposedGoalLines(hill)[0]).toBe(
      'Space Marine strike force muss die Vox-Relaisstation in 2 Endphasen nacheinander halten: noch nicht.',
    );
    expect(objectiveName('the Iron Bridge')).toBe('die Eiserne Brücke');
    expect(zoneName('the west bank, within 40cm of the west table edge')).toBe(
      'das Westufer, innerhalb von 40 cm der westlichen Tischkante',
    );
  });
});

describe('the start screen’s forces (seed 001 5.3.4, 5.3.6)', () => {
  const lists = [
    { id: 'space-marines-ea', name: 'Space Marines: Codex Astartes' },
    { id: 'orks-ghazghkull-thraka-s-war-horde-ea', name: 'Orks: Ghazghkull’s War Horde' },
  ];

  it('names a fixed force and a list built to the points side by side', () => {
    const view = render(createElement(ScenarioForces, { scenario: COMPANY_AGAINST_HORDE, lists }));
    expect(view.container.querySelector('[data-testid="scenario-forces"]')!.textContent).toBe(
      'Space Marine company: a fixed force of 8 formations' +
        'Ork army: Orks: Ghazghkull’s War Horde to 2000 points, drawn at random',
    );
  });

  it('says what a list side may not field', () => {
    setLanguage('de');
    const view = render(createElement(ScenarioForces, { scenario: FUEL_DUMP_RAID, lists }));
    expect(view.container.querySelectorAll('li')[0]!.textContent).toBe(
      'Space Marine raiders: Space Marines: Codex Astartes bis 1750 Punkte, zufällig gezogen, ohne Antigrav Einheiten',
    );
  });
});

describe('the game-over screen of a per-side game (seed 001 5.3.3)', () => {
  it('shows each side’s goal as it ended and why, in German too', () => {
    const hill = game(SIGNAL_HILL);
    const over: GameState = {
      ...hill,
      turn: 5,
      phase: 'game-over',
      objectiveHistory: [[null], [null], [null], [0], [0]],
      result: { winner: 0, turn: 5, reason: 'Space Marine strike force achieved its goal' },
    };
    const html = () => renderToStaticMarkup(createElement(GameOverScreen, gameOverProps(over)));
    expect(html()).toContain('Turn 5: Space Marine strike force achieved its goal');
    expect(html()).toContain('hold the vox relay at 2 end phases in a row: achieved.');
    expect(html()).toContain('Land Raider detachment 1: no longer possible.');
    setLanguage('de');
    expect(html()).toContain('Runde 5: Space Marine strike force hat sein Ziel erreicht');
    expect(html()).toContain('Siegbedingungen (5.3.3, deutsche Ausgabe)');
  });
});
