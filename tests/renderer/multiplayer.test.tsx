// @vitest-environment happy-dom
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Side } from '../../engine/netea/commands/schema';
import type { Refusal } from '../../engine/kernel/result';
import { ALL_AGAINST_ALL, findScenario } from '../../engine/netea/scenarios';
import type { PendingDecision } from '../../engine/netea/flow/pending';
import type { GameState } from '../../engine/netea/state/schema';
import { aircraftTray } from '../../renderer/src/battlefield/aircraftTray';
import { SIDE_FILL, SIDE_LIGHT, SIDE_NAME_COLOUR } from '../../renderer/src/battlefield/style';
import { formationLabel } from '../../renderer/src/battlefield/UnitsLayer';
import {
  controllersOf,
  type GameClient,
  type NewGameOptions,
} from '../../renderer/src/host/gameClient';
import { setLanguage } from '../../renderer/src/i18n';
import { eventGerman, purposeDe } from '../../renderer/src/i18n/eventsDe';
import { FormationPanel } from '../../renderer/src/panels/FormationPanel';
import { TurnPanel } from '../../renderer/src/panels/TurnPanel';
import {
  isHotSeat,
  opponentsOf,
  playerName,
  seatWords,
  twoSided,
} from '../../renderer/src/play/players';
import { casualties, GameOverScreen } from '../../renderer/src/screens/GameOverScreen';
import { HandOverScreen } from '../../renderer/src/screens/HandOverScreen';
import { firstPerson, seatsFor, withSeat } from '../../renderer/src/screens/seats';
import { StartScreen } from '../../renderer/src/screens/StartScreen';
import { button, byTestId, choose, click, render, settle, textOf } from './dom';
import { mount } from './decisionPanelHarness';
import { playUntil } from './states';
import { objectiveName, zoneName } from '../../renderer/src/play/words';

/**
 * Seed 001 5.3.11 on the page: games of three or four players (all against all, 5.3.11.1). Each
 * player has a colour, a name in the panels and the log, and a seat (a person or the computer);
 * a two-player game looks as it always did.
 */
afterEach(() => setLanguage('en'));

const noop = () => undefined;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** All Against All as the random players reach a moment of it (fixed seeds). */
const threeWay = (stop: Parameters<typeof playUntil>[0]) => playUntil(stop, 4, ALL_AGAINST_ALL);

describe("each player's colour (5.3.11)", () => {
  it('keeps blue and red for players 1 and 2 and gives players 3 to 6 colours of their own', () => {
    expect(SIDE_FILL.slice(0, 2)).toEqual(['#2f5fb3', '#b8322c']);
    expect(SIDE_LIGHT.slice(0, 2)).toEqual(['#8fb0ee', '#f0938e']);
    expect(SIDE_NAME_COLOUR.slice(0, 2)).toEqual(['#1d3f80', '#7d1d19']);
    for (const colours of [SIDE_FILL, SIDE_LIGHT, SIDE_NAME_COLOUR]) {
      // Six: the most players a game holds (team play, seed 001 5.3.11.2).
      expect(colours).toHaveLength(6);
      expect(new Set(colours).size).toBe(6);
    }
  });

  it('tells the six fills apart by lightness too, for eyes that confuse hues', () => {
    const lightness = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const values = SIDE_FILL.map(lightness).sort((a, b) => a - b);
    for (let i = 1; i < values.length; i++) expect(values[i]! - values[i - 1]!).toBeGreaterThan(8);
  });
});

describe('the players of a game of three (5.3.11.1)', () => {
  it('names every player, and every other player is an enemy', () => {
    const { game } = threeWay(() => true);
    expect(game.players).toHaveLength(3);
    expect(opponentsOf(game, 0)).toEqual([1, 2]);
    expect(opponentsOf(game, 2)).toEqual([0, 1]);
    expect(playerName(game, 2)).toBe(game.players[2]!.name);
    // A side the game does not have is named by number, never left blank.
    expect(playerName(game, 3)).toBe('Player 4');
  });

  it('says who each player is to the person at the page', () => {
    const seats = ['person', 'computer', 'person'] as const;
    expect(seatWords(0, 0, seats, true)).toBe('(you)');
    expect(seatWords(1, 0, seats, true)).toBe('(computer)');
    expect(seatWords(2, 0, seats, true)).toBe('(away from the machine)');
    // Two players as before: the other is the computer, or away in a hot-seat game.
    expect(seatWords(1, 0, undefined, false)).toBe('(computer)');
    expect(seatWords(1, 0, undefined, true)).toBe('(away from the machine)');
    expect(isHotSeat(seats)).toBe(true);
    expect(isHotSeat(['person', 'computer', 'computer'])).toBe(false);
  });

  it('labels formations on the table with the player number only with more than two players', () => {
    const three = threeWay(() => true).game;
    const f = Object.values(three.formations).find((x) => x.side === 2)!;
    expect(formationLabel(three, f, false)).toBe(`P3 · ${f.name}`);
    const two = playUntil(() => true).game;
    const g = Object.values(two.formations)[0]!;
    expect(formationLabel(two, g, false)).toBe(g.name);
  });

  it('keeps a tray of aircraft for each of three players', () => {
    expect(aircraftTray(threeWay(() => true).game)).toHaveLength(3);
  });

  it('refuses a third player in a two-player game as a programming mistake', () => {
    expect(twoSided(1)).toBe(1);
    expect(() => twoSided(2)).toThrow('a two-player game has no player 3');
  });
});

describe('the panels with three players (5.3.11.1)', () => {
  it('the turn panel lists the three players, who they are and whom the game waits for', () => {
    // Player 3 acting: made by hand, the random players cannot yet set up a game of three.
    const { game: start } = threeWay(() => true);
    const game: GameState = {
      ...start,
      phase: 'action',
      turn: 1,
      turnState: { ...start.turnState, activeSide: 2 },
    };
    const pending = {
      sides: [2],
      kind: 'activate',
      commands: ['action.declare'],
    } as unknown as PendingDecision;
    const { container } = render(
      <TurnPanel
        game={game}
        pending={pending}
        humanSide={0}
        controllers={['person', 'computer', 'computer']}
      />,
    );
    const [a, b, c] = game.players.map((p) => p.name);
    const lines = [...byTestId(container, 'players').querySelectorAll('li')].map(textOf);
    expect(lines).toEqual([`${a} (you)`, `${b} (computer)`, `${c} (computer) · acts`]);
    expect(byTestId(container, 'player-2').getAttribute('aria-current')).toBe('true');
    expect(textOf(byTestId(container, 'turn-panel'))).toContain(`Waiting for ${c} (computer)`);
  });

  it('the turn panel of a two-player game has no list of players', () => {
    const m = playUntil((x) => x.pending.kind === 'activate');
    const { container } = render(<TurnPanel game={m.game} pending={m.pending} humanSide={0} />);
    expect(container.querySelector('[data-testid=players]')).toBeNull();
  });

  it("the formation list names whose enemy formation each is, in each player's colour", () => {
    const { game } = threeWay(() => true);
    const { container } = render(
      <FormationPanel game={game} formationId={null} humanSide={0} onSelect={noop} />,
    );
    const third = Object.values(game.formations).find((f) => f.side === 2)!;
    const entry = byTestId(container, `select-${third.id}`);
    expect(entry.className).toContain('side-2');
    expect(textOf(entry)).toContain(`(enemy: ${game.players[2]!.name})`);
  });

  it("seed 001 5.3.11.2: a team-mate's formation is listed as the team-mate's, not an enemy's", () => {
    const { game } = playUntil(() => true, 4, findScenario('team-battle-hierarchical')!);
    const { container } = render(
      <FormationPanel game={game} formationId={null} humanSide={0} onSelect={noop} />,
    );
    const entry = (side: Side) =>
      textOf(
        byTestId(
          container,
          `select-${Object.values(game.formations).find((f) => f.side === side)!.id}`,
        ),
      );
    // Players 1 and 3 are team 1, players 2 and 4 team 2.
    expect(entry(2)).toContain(`(team-mate: ${game.players[2]!.name})`);
    expect(entry(1)).toContain(`(enemy: ${game.players[1]!.name})`);
    expect(entry(3)).toContain(`(enemy: ${game.players[3]!.name})`);
  });

  it('the result counts the casualties of all three players', () => {
    const { game } = threeWay(() => true);
    const over: GameState = {
      ...game,
      result: { winner: 2, reason: 'held 2 objectives for 1 full turn', turn: 3 },
    };
    expect(casualties(over).map((c) => c.side)).toEqual([0, 1, 2]);
    const page = text(
      renderToStaticMarkup(
        <GameOverScreen
          game={over}
          humanSide={0}
          controllers={['person', 'computer', 'computer']}
          onShowTable={noop}
          onNewGame={noop}
        />,
      ),
    );
    expect(page).toContain(`Defeat — ${over.players[2]!.name} wins`);
    for (const p of over.players) expect(page).toContain(p.name);
  });

  it('the hand-over asks only the other people to look away, not the computer', () => {
    const { game } = threeWay(() => true);
    const onTakeSeat = vi.fn(async (_side: Side): Promise<Refusal | null> => null);
    const { container } = render(
      <HandOverScreen
        game={game}
        to={2}
        controllers={['person', 'computer', 'person']}
        onTakeSeat={onTakeSeat}
      />,
    );
    const cover = byTestId(container, 'hand-over');
    expect(textOf(cover.querySelector('h1'))).toBe(`Pass the machine to ${game.players[2]!.name}`);
    expect(textOf(cover)).toContain(`${game.players[0]!.name}, look away`);
    expect(textOf(cover)).not.toContain(game.players[1]!.name);
  });
});

describe('a new game of three players (5.3.11)', () => {
  it('seats player 1 as a person and the others as the computer until the person chooses', () => {
    expect(seatsFor(3, [])).toEqual(['person', 'computer', 'computer']);
    expect(seatsFor(2, ['computer', 'person', 'person'])).toEqual(['computer', 'person']);
    const seats = withSeat(seatsFor(4, []), 2, 'person');
    expect(seats).toEqual(['person', 'computer', 'person', 'computer']);
    expect(firstPerson(withSeat(seats, 0, 'computer'))).toBe(2);
    expect(firstPerson(['computer', 'computer', 'computer'])).toBe(0);
  });

  it('sends one controller per player; two-player games as before', () => {
    const base = { scenarioId: 'x', seed: 1, settings: {} as NewGameOptions['settings'] };
    const two = { ...base, aiPlayer: 'ai:normal' as const };
    expect(controllersOf({ ...two, humanSide: 0 })).toEqual(['person', 'computer']);
    expect(controllersOf({ ...two, humanSide: 1 })).toEqual(['computer', 'person']);
    expect(controllersOf({ ...two, humanSide: 0, opponent: 'person' })).toEqual([
      'person',
      'person',
    ]);
    expect(
      controllersOf({ ...two, humanSide: 0, controllers: ['person', 'computer', 'person'] }),
    ).toEqual(['person', 'computer', 'person']);
  });

  it('the start screen offers a seat per player for All Against All and starts with them', async () => {
    const onStart = vi.fn(async (_options: NewGameOptions) => null);
    const client = { listSaves: async () => ({ ok: true, value: [] }) } as unknown as GameClient;
    const { container } = render(
      <StartScreen client={client} onStart={onStart} onLoad={async () => null} />,
    );
    await act(async () => undefined);
    expect(container.querySelector('[data-testid=player-seats]')).toBeNull();
    choose(byTestId<HTMLSelectElement>(container, 'scenario'), 'all-against-all');
    const seats = byTestId(container, 'player-seats');
    expect(seats.querySelectorAll('select')).toHaveLength(3);
    expect(byTestId(container, 'opponent').closest('label')!.hidden).toBe(true);
    expect(byTestId(container, 'side').closest('label')!.hidden).toBe(true);
    choose(byTestId<HTMLSelectElement>(container, 'seat-2'), 'person');
    expect(byTestId(container, 'hot-seat-hint')).toBeTruthy();
    choose(byTestId<HTMLSelectElement>(container, 'computer-level'), 'ai:hard');
    click(byTestId(container, 'new-game'));
    await settle();
    expect(onStart).toHaveBeenCalledWith(
      expect.objectContaining({
        scenarioId: 'all-against-all',
        controllers: ['person', 'computer', 'person'],
        humanSide: 0,
        aiPlayer: 'ai:hard',
      }),
    );
  });
});

describe('the log of a game of three, in German (5.3.11.1)', () => {
  it('words the acting order and the strategy rolls of three players', () => {
    const { game } = threeWay(() => true);
    const [a, b, c] = game.players.map((p) => p.name);
    expect(
      eventGerman(
        { type: 'strategy/acting-order', order: [2, 0, 1], section: 'seed 001 5.3.11.1' },
        game,
      ),
    ).toBe(`Die Spieler handeln in der Reihenfolge ${c}, ${a}, ${b} (seed 001 5.3.11.1)`);
    expect(
      eventGerman(
        { type: 'strategy/won', side: 1, totals: [4, 9, 7], tie: false, section: '1.5' },
        game,
      ),
    ).toBe(`${b} gewinnt den Strategiewurf (4 gegen 9 gegen 7) (1.5)`);
    expect(purposeDe('strategy rolls (player 1 +5, player 2 +5, player 3 +5)', game)).toBe(
      'Strategiewürfe (Spieler 1 +5, Spieler 2 +5, Spieler 3 +5)',
    );
    expect(
      purposeDe('who chooses the order of start-of-turn abilities (player 1, player 3)', game),
    ).toBe('wer die Reihenfolge der Fähigkeiten zu Rundenbeginn wählt (Spieler 1, Spieler 3)');
    // Two players as before.
    expect(purposeDe('strategy rolls (player 1 +3, player 2 +4)', game)).toBe(
      'Strategiewürfe (Spieler 1 +3, Spieler 2 +4)',
    );
  });
});

describe('the order of acting, chosen by the winner of the strategy roll (5.3.11.1)', () => {
  it('names the order each choice gives, high to low or low to high, and sends the choice', () => {
    const { game: start, events } = threeWay(() => true);
    const game: GameState = {
      ...start,
      phase: 'strategy',
      turn: 1,
      turnState: { ...start.turnState, strategyTotals: [8, 3, 5], strategyWinner: 0 },
    };
    const pending = {
      sides: [0],
      kind: 'choose-first',
      commands: ['strategy.choose'],
    } as unknown as PendingDecision;
    const [a, b, c] = game.players.map((p) => p.name);
    const m = mount({ game, pending, events });
    const high = button(m.panel, `High to low, you act first (5.3.11.1): ${a}, ${c}, ${b}`);
    button(m.panel, `Low to high, you act last (5.3.11.1): ${b}, ${c}, ${a}`);
    click(high);
    expect(m.onSubmit).toHaveBeenCalledWith({ type: 'strategy.choose', side: 0, goFirst: true });
  });
});

describe('the table of three in German (5.3.11.1)', () => {
  it('names the corners and the middle of an edge where the armies set up, and the objectives', () => {
    setLanguage('de');
    expect(objectiveName('Objective (south-west)')).toBe('Zielmarker (Südwest)');
    expect(objectiveName('Objective (centre)')).toBe('Zielmarker (Mitte)');
    expect(zoneName('within 15cm of the south-east corner')).toBe(
      'innerhalb von 15 cm der Südost-Ecke',
    );
    expect(zoneName('within 15cm of the north table edge, its middle')).toBe(
      'innerhalb von 15 cm der Mitte der Nord-Tischkante',
    );
    setLanguage('en');
    expect(zoneName('within 15cm of the south-east corner')).toBe(
      'within 15cm of the south-east corner',
    );
  });
});
