// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Command } from '../../engine/netea/commands/schema';
import type { Point } from '../../engine/kernel/geometry/types';
import { inOwnHalf } from '../../engine/netea/rules/2-specialists/tableHalf';
import { tournamentDecision } from '../../engine/netea/rules/6.1-tournament/decision';
import { sideView } from '../../engine/netea/state/view';
import type { GameState } from '../../engine/netea/state/schema';
import { setLanguage } from '../../renderer/src/i18n';
import { DecisionPanel } from '../../renderer/src/panels/DecisionPanel';
import { plotAt, type PlotDraft } from '../../renderer/src/play/plotPlan';
import { withSheet } from '../conformance/entryHelpers';
import { SELF_PLANETFALL_RHINO } from '../netea/rules/2-specialists/selfPlanetfallFixtures';
import { TUNNELING_RHINO } from '../netea/rules/2-specialists/tunnelFixtures';
import { play, setUpUntil, tournamentGame } from '../netea/rules/6.1-tournament/fixture';
import { byTestId, choose, click, render, textOf } from './dom';

/**
 * 2.1.21, 2.1.23, 6.1.6 FAQ: the person (side 0, south edge) writes down the secret plot of a
 * formation that can tunnel or land by self planetfall in the reserves step of a tournament
 * game, through the decision panel, and then keeps it in reserve by that means. No bundled
 * army fields a tunneller or a self planetfall (engine/netea/armies), so the Rhinos of a
 * mounted Tactical detachment are given the ability (the conformance suite's test variant).
 */
const MOUNTED = 'a-sm-tactical-detachment-rhinos-1';

function atReserves(sheet: Parameters<typeof withSheet>[1]): GameState {
  let game = tournamentGame({
    forces: [
      {
        name: 'Alpha',
        strategyRating: 5,
        formations: [
          { formation: 'sm-tactical-detachment-rhinos', points: 350 },
          { formation: 'sm-tactical-detachment', points: 300 },
        ],
      },
      {
        name: 'Beta',
        strategyRating: 3,
        formations: [{ formation: 'sm-tactical-detachment', points: 300 }],
      },
    ],
  });
  game = play(game, { type: 'tournament.chooseEdge', side: 0, edge: 'south' });
  game = setUpUntil(game, 'garrisons');
  while (game.tournament?.step === 'garrisons')
    game = play(game, { type: 'tournament.endGarrisons', side: game.tournament.next });
  const rhinos = game.formations[MOUNTED]!.unitIds.filter(
    (id) => game.units[id]!.datasheetId === 'sm-rhino',
  );
  return withSheet(game, sheet, rhinos);
}

/**
 * The decision panel as the battle screen holds it: the game the window sees (side 0's view),
 * the plot draft, a click on the table moving the draft's point (BattleScreen's onTableClick
 * calls `plotAt`), and each command sent through the engine, refusals kept.
 */
function mountPanel(start: GameState) {
  const sent: Command[] = [];
  const refused: string[] = [];
  let clickTable: (at: Point) => void = () => {};
  let current = start;
  function Harness() {
    const [game, setGame] = useState(start);
    const [plot, setPlot] = useState<PlotDraft | null>(null);
    clickTable = (at) => setPlot((p) => (p ? plotAt(p, at) : p));
    current = game;
    const view = sideView(game, 0);
    return (
      <DecisionPanel
        game={view}
        pending={{ kind: 'tournament', ...tournamentDecision(game) }}
        humanSide={0}
        selectedFormationId={null}
        plan={null}
        suggestion={null}
        onSubmit={(command) => {
          sent.push(command);
          const result = applyCommand(game, command);
          if (result.ok) setGame(result.state);
          else refused.push(result.refusal.code);
        }}
        onConfirmPlan={() => {}}
        onCancelPlan={() => {}}
        onSuggest={() => {}}
        onAutoDeploy={() => {}}
        reservePlot={plot}
        onReservePlot={setPlot}
      />
    );
  }
  const { container } = render(<Harness />);
  return {
    container,
    sent,
    refused,
    clickTable: (at: Point) => {
      // A click on the Konva table, as the battle screen hands it on.
      act(() => clickTable(at));
    },
    game: () => current,
  };
}

/** Labels of the reserve options offered for the formation. */
const reserveOptions = (container: HTMLElement) => {
  const set = container.querySelector(`[data-testid="tournament-reserve-${MOUNTED}"]`);
  return set ? [...set.querySelectorAll('label')].map(textOf) : [];
};

/** A point of the table in the person's own half (own: true) or the opponent's. */
function pointIn(game: GameState, own: boolean): Point {
  const at = { x: 90, y: 20 };
  const other = { x: 90, y: game.table.height - 20 };
  return inOwnHalf(game, 0, at) === own ? at : other;
}

describe('the person writes down a tunneller’s surfacing in the reserves step (2.1.23, 6.1.6 FAQ)', () => {
  it('offers no tunnelling until written; refuses turn 2 in the opposing half with its reason; a legal plot is sent and tunnelling is offered', () => {
    const start = atReserves(TUNNELING_RHINO);
    const { container, sent, clickTable, game } = mountPanel(start);
    const set = byTestId(container, `tournament-plot-${MOUNTED}`);
    expect(textOf(set)).toContain('tunnels in (2.1.23)');
    expect(textOf(byTestId(set, `plot-written-${MOUNTED}`))).toBe('Nothing written down yet.');
    // 6.1.6 FAQ: no plot, no tunnelling among the reserve options.
    expect(reserveOptions(container).join(' | ')).not.toMatch(/tunnelling/);

    click(byTestId(set, `plot-start-${MOUNTED}`));
    const draft = () => byTestId(container, 'plot-draft');
    expect(textOf(draft())).toContain('Click the table where the formation surfaces.');
    expect(byTestId<HTMLButtonElement>(draft(), 'plot-write').disabled).toBe(true);

    // Turn 2 in the opposing half: the engine's refusal, its section, nothing sent.
    const enemy = pointIn(start, false);
    clickTable(enemy);
    expect(textOf(draft())).toContain(`Point (${enemy.x.toFixed(1)}, ${enemy.y.toFixed(1)})`);
    expect(textOf(byTestId(draft(), 'plot-verdict'))).toBe(
      'A tunneler may surface in the opposing half of the table from turn three onwards. (2.1.23)',
    );
    expect(byTestId(draft(), 'plot-verdict').dataset.code).toBe('tunnel/too-early');
    expect(byTestId<HTMLButtonElement>(draft(), 'plot-write').disabled).toBe(true);
    // Off the table: refused too.
    clickTable({ x: start.table.width + 10, y: 50 });
    expect(textOf(byTestId(draft(), 'plot-verdict'))).toBe(
      'The surfacing point must be on the table. (2.1.23)',
    );
    expect(byTestId(draft(), 'plot-verdict').dataset.code).toBe('tunnel/off-table');

    // Turn 3 at that point: legal, written down as the secret command.
    clickTable(enemy);
    choose(byTestId<HTMLSelectElement>(draft(), 'plot-turn'), '3');
    expect(textOf(byTestId(draft(), 'plot-verdict'))).toBe('Legal: ready to send.');
    click(byTestId(draft(), 'plot-write'));
    expect(sent).toEqual([
      {
        type: 'setup.plot',
        side: 0,
        kind: 'tunnel',
        formationId: MOUNTED,
        plot: { position: enemy, turn: 3 },
      },
    ]);
    expect(game().plots).toEqual([
      { side: 0, kind: 'tunnel', formationId: MOUNTED, position: enemy, turn: 3 },
    ]);
    expect(container.querySelector('[data-testid="plot-draft"]')).toBeNull();
    expect(textOf(byTestId(container, `plot-written-${MOUNTED}`))).toBe(
      `Written down: at (${enemy.x.toFixed(1)}, ${enemy.y.toFixed(1)}) on turn 3.`,
    );

    // Now the reserve option appears; choosing it declares the formation by tunnelling.
    const option = [
      ...byTestId(container, `tournament-reserve-${MOUNTED}`).querySelectorAll('label'),
    ].find((l) => /by tunnelling \(2\.1\.23\)/.test(textOf(l)))!;
    expect(option).toBeDefined();
    click(option.querySelector('input')!);
    const declare = [...container.querySelectorAll('button')].find((b) =>
      /^Declare 1 in reserve/.test(textOf(b)),
    )!;
    expect(declare.disabled).toBe(false);
    click(declare);
    expect(sent.at(-1)).toEqual({
      type: 'tournament.declareReserves',
      side: 0,
      reserves: [{ formationId: MOUNTED, means: 'tunnelling' }],
    });
    expect(game().tournament?.reserves[MOUNTED]).toBe('tunnelling');
  });

  it('a written plot can be changed: the draft starts from it', () => {
    let start = atReserves(TUNNELING_RHINO);
    const own = pointIn(start, true);
    start = play(start, {
      type: 'setup.plot',
      side: 0,
      kind: 'tunnel',
      formationId: MOUNTED,
      plot: { position: own, turn: 2 },
    });
    const { container } = mountPanel(start);
    click(byTestId(container, `plot-start-${MOUNTED}`));
    const draft = byTestId(container, 'plot-draft');
    expect(byTestId<HTMLSelectElement>(draft, 'plot-turn').value).toBe('2');
    expect(textOf(draft)).toContain(`Point (${own.x.toFixed(1)}, ${own.y.toFixed(1)})`);
    expect(textOf(byTestId(draft, 'plot-verdict'))).toBe('Legal: ready to send.');
    click(byTestId(draft, 'plot-cancel'));
    expect(container.querySelector('[data-testid="plot-draft"]')).toBeNull();
  });
});

describe('the person writes down a self planetfall’s landing in the reserves step (2.1.21, 6.1.6 FAQ)', () => {
  it('the landing point and turn are sent as a landing-zone plot, then planetfall is offered', () => {
    const start = atReserves(SELF_PLANETFALL_RHINO);
    const { container, sent, clickTable } = mountPanel(start);
    const set = byTestId(container, `tournament-plot-${MOUNTED}`);
    expect(textOf(set)).toContain('lands by self planetfall (2.1.21)');
    expect(reserveOptions(container).join(' | ')).not.toMatch(/by planetfall/);
    click(byTestId(set, `plot-start-${MOUNTED}`));
    const draft = () => byTestId(container, 'plot-draft');
    expect(textOf(draft())).toContain('Click the table where the formation will land');
    clickTable({ x: 90, y: -5 });
    expect(byTestId(draft(), 'plot-verdict').dataset.code).toBe('self-planetfall/off-table');
    expect(textOf(byTestId(draft(), 'plot-verdict'))).toBe(
      'The landing point must be on the table. (2.1.21)',
    );
    expect(byTestId<HTMLButtonElement>(draft(), 'plot-write').disabled).toBe(true);
    clickTable({ x: 90, y: 60 });
    click(byTestId(draft(), 'plot-write'));
    expect(sent).toEqual([
      {
        type: 'setup.plot',
        side: 0,
        kind: 'landing-zone',
        formationId: MOUNTED,
        plot: { position: { x: 90, y: 60 }, turn: 2 },
      },
    ]);
    expect(reserveOptions(container).join(' | ')).toMatch(/by planetfall \(4\.4\)/);
  });

  it('the window of the other seat shows neither the plot nor its point (hot seat, 4.3.1)', () => {
    let game = atReserves(SELF_PLANETFALL_RHINO);
    game = play(game, {
      type: 'setup.plot',
      side: 0,
      kind: 'landing-zone',
      formationId: MOUNTED,
      plot: { position: { x: 90, y: 60 }, turn: 2 },
    });
    const other = sideView(game, 1);
    expect(other.plots).toBeUndefined();
    expect(JSON.stringify(other)).not.toContain('"x":90,"y":60');
  });

  it('speaks German', () => {
    setLanguage('de');
    try {
      const { container } = mountPanel(atReserves(SELF_PLANETFALL_RHINO));
      const set = byTestId(container, `tournament-plot-${MOUNTED}`);
      expect(textOf(set)).toContain('landet per planetarer Selbstlandung (2.1.21)');
      click(byTestId(set, `plot-start-${MOUNTED}`));
      expect(textOf(byTestId(container, 'plot-draft'))).toContain('Landet in Runde');
    } finally {
      act(() => setLanguage('en'));
    }
  });
});
