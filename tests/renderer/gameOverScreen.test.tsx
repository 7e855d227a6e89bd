import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  casualties,
  GameOverScreen,
  type Casualty,
} from '../../renderer/src/screens/GameOverScreen';
import { playUntil } from './states';
import {
  createScenarioSetup,
  DEATH_FROM_THE_SKIES,
  THUNDERHAWK_DOWN,
} from '../../engine/netea/scenarios';
import { createGame } from '../../engine/netea/state/setup';
import type { GameState } from '../../engine/netea/state/schema';
import {
  extractionResult,
  recordAssaultKills,
  recordExit,
} from '../../engine/netea/rules/4.1-4.2-aircraft/extraction';
import { strikeResult } from '../../engine/netea/rules/4.1-4.2-aircraft/strike';
import { setLanguage } from '../../renderer/src/i18n';

const noop = () => undefined;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the result', () => {
  it('counts casualties per side and names the result and its reason', () => {
    const m = playUntil((x) => x.game.result !== null);
    const lost = Object.values(m.game.units).filter((u) => u.status === 'destroyed');
    const [a, b] = casualties(m.game) as [Casualty, Casualty];
    expect(a.unitsLost + b.unitsLost).toBe(lost.length);
    const t = text(
      renderToStaticMarkup(
        <GameOverScreen game={m.game} humanSide={0} onShowTable={noop} onNewGame={noop} />,
      ),
    );
    expect(t).toContain(m.game.result!.reason);
    expect(t).toMatch(/Victory conditions \(1\.14\.2\)/);
    expect(t).toContain(`${a.unitsLost} of 12`);
  });
});

function scenarioGame(scenario: typeof THUNDERHAWK_DOWN): GameState {
  const setup = createScenarioSetup(scenario, { seed: 1 });
  if (!setup.ok) throw new Error(setup.error.join('\n'));
  const created = createGame(setup.value);
  if (!created.ok) throw new Error(created.error.join('\n'));
  return created.value;
}

const destroyed = (s: GameState, ids: readonly string[]): GameState => {
  const units = { ...s.units };
  for (const id of ids) units[id] = { ...units[id]!, status: 'destroyed', position: null };
  return { ...s, units };
};

const shown = (game: GameState, side: 0 | 1) =>
  text(
    renderToStaticMarkup(
      <GameOverScreen game={game} humanSide={side} onShowTable={noop} onNewGame={noop} />,
    ),
  );

describe('the result of Thunderhawk Down (4.5.2)', () => {
  const s = scenarioGame(THUNDERHAWK_DOWN);
  const rule = s.victory.extraction!;
  const bunkers = Object.values(s.units)
    .filter((u) => u.datasheetId === rule.targets)
    .map((u) => u.id);
  const carrier = Object.values(s.units).find((u) => u.datasheetId === rule.carrier)!.id;
  const imperial = s.players[rule.attacker]!.name;
  const ork = s.players[rule.attacker === 0 ? 1 : 0]!.name;
  const ended = (g: GameState): GameState => {
    const last = { ...g, turn: g.victory.maxTurns };
    return { ...last, result: { ...extractionResult(last)!, turn: last.turn } };
  };
  // Both bunkers stormed, then the Thunderhawk flies out with the Terminators aboard.
  const stormed = recordAssaultKills(destroyed(s, bunkers), bunkers);
  const aboard: GameState = {
    ...stormed,
    units: Object.fromEntries(
      Object.entries(stormed.units).map(([id, u]) => [
        id,
        u.datasheetId === rule.extract
          ? { ...u, status: 'embarked' as const, position: null, transportedBy: carrier }
          : u,
      ]),
    ),
  };
  const flownOut = ended(recordExit(aboard, [carrier]));

  it('an extraction shows the extraction conditions and why the Imperial player won, not the objectives of 1.14.2', () => {
    expect(flownOut.result!.winner).toBe(rule.attacker);
    const page = shown(flownOut, rule.attacker);
    expect(page).toMatch(/Victory conditions \(4\.5\.2\)/);
    expect(page).not.toMatch(/1\.14\.2|Hold \d+ objective/);
    expect(page).toContain(
      `${imperial} destroyed every bunker in close combat and flew the Terminators out`,
    );
    expect(page).toMatch(/2 of 2 stormed/);
  });

  it('the bunkers stormed without the flight out are a draw; a bunker left standing is the Orks’ win', () => {
    expect(shown(ended(stormed), 0)).toContain(
      `${imperial} destroyed every bunker in close combat: a draw`,
    );
    const kept = shown(ended(s), 0);
    expect(kept).toContain(`${ork} kept 2 of 2 bunkers from being stormed`);
    expect(kept).toMatch(/0 of 2 stormed/);
  });

  it('in German', () => {
    setLanguage('de');
    try {
      const page = shown(flownOut, rule.attacker);
      expect(page).toMatch(/Siegbedingungen \(4\.5\.2\)/);
      expect(page).toContain(
        `${imperial} hat jeden Bunker im Nahkampf zerstört und die Terminatoren ausgeflogen`,
      );
      expect(page).toMatch(/2 von 2 gestürmt/);
    } finally {
      setLanguage('en');
    }
  });
});

describe('the result of Death From The Skies! (4.5.1)', () => {
  it('shows the strike conditions and why the defender won', () => {
    const s = scenarioGame(DEATH_FROM_THE_SKIES);
    const g: GameState = {
      ...s,
      turn: s.victory.maxTurns,
      result: { ...strikeResult({ ...s, turn: s.victory.maxTurns })!, turn: s.victory.maxTurns },
    };
    const defender = s.players[s.victory.strike!.attacker === 0 ? 1 : 0]!.name;
    const page = shown(g, 0);
    expect(page).toMatch(/Victory conditions \(4\.5\.1\)/);
    expect(page).toContain(`${defender} kept 5 of 5 targets through 3 turns`);
    expect(page).toMatch(/0 of 5 destroyed/);
  });
});
