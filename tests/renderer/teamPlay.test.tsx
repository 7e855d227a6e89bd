// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TEAM_BATTLE_HIERARCHICAL } from '../../engine/netea/scenarios';
import type { GameState } from '../../engine/netea/state/schema';
import { setLanguage } from '../../renderer/src/i18n';
import { eventGerman } from '../../renderer/src/i18n/eventsDe';
import { teamPickChoices } from '../../renderer/src/play/choices';
import { teamWords } from '../../renderer/src/play/players';
import { zoneName } from '../../renderer/src/play/words';
import { GameOverScreen } from '../../renderer/src/screens/GameOverScreen';
import { PlayerSeats } from '../../renderer/src/screens/PlayerSeats';
import { deployed, withDice } from '../fixtures/battle';

/** Seed 001 5.3.11.2-3 on the page: the teams beside the players, the commander's pick as
 * choices, the winning team named; in English and German. */
afterEach(() => setLanguage('en'));

/** Team 2 has won the strategy roll and goes first: its commander (player 2) picks. */
function picking(): GameState {
  const s = deployed(TEAM_BATTLE_HIERARCHICAL, 3).context.game;
  const rolled = withDice(s, { type: 'strategy.roll', side: 0 }, 2, 4).state;
  return withDice(rolled, { type: 'strategy.choose', side: 1, goFirst: true }).state;
}

describe('team play on the page (5.3.11.2-3)', () => {
  it('names each player’s team and the commanders, in English and German', () => {
    const s = picking();
    expect([0, 1, 2, 3].map((side) => teamWords(s, side as 0 | 1 | 2 | 3))).toEqual([
      'team 1, commander',
      'team 2, commander',
      'team 1',
      'team 2',
    ]);
    setLanguage('de');
    expect(teamWords(s, 0)).toBe('Team 1, Oberbefehlshaber');
    expect(teamWords(s, 3)).toBe('Team 2');
  });

  it('offers the commander each player of his team, one with nothing left refused with the reason', () => {
    const s = picking();
    const choices = teamPickChoices(s, 1);
    expect(choices.map((c) => c.label)).toEqual([
      'I act myself (5.3.11.2)',
      `${s.players[3]!.name} acts (5.3.11.2)`,
    ]);
    expect(choices.every((c) => c.refusal === null)).toBe(true);
    const spent = {
      ...s,
      formations: Object.fromEntries(
        Object.entries(s.formations).map(([id, f]) => [
          id,
          f.side === 3 ? { ...f, activated: true } : f,
        ]),
      ),
    };
    expect(teamPickChoices(spent, 1)[1]!.refusal?.code).toBe('team/nothing-to-activate');
    setLanguage('de');
    expect(teamPickChoices(s, 1)[0]!.label).toBe('Ich handle selbst (5.3.11.2)');
  });

  it('shows the teams on the seats and words the team zones and the pick in German', () => {
    const html = renderToStaticMarkup(
      <PlayerSeats
        forceNames={TEAM_BATTLE_HIERARCHICAL.forces.map((f) => f.name)}
        seats={['person', 'computer', 'computer', 'computer']}
        onChange={() => {}}
        teams={{ of: [0, 1, 0, 1], commanders: [0, 1] }}
      />,
    );
    expect(html).toContain('team 1, commander');
    expect(html).toContain('team 2');
    setLanguage('de');
    expect(zoneName('within 15cm of the north table edge, its west half')).toBe(
      'innerhalb von 15 cm der Nord-Tischkante, ihre Westhälfte',
    );
    expect(
      eventGerman(
        { type: 'team/picked', side: 1, player: 3, section: 'seed 001 5.3.11.2' },
        picking(),
      ),
    ).toMatch(/bestimmt als Oberbefehlshaber .* für die nächste Aktion/);
  });

  it('names the winning team on the game-over screen, victory for a person of that team', () => {
    const s = picking();
    const over: GameState = {
      ...s,
      phase: 'game-over',
      result: { winner: 1, winningTeam: 1, turn: 3, reason: 'held 2 objectives for 1 full turn' },
    };
    const names = `${s.players[1]!.name}, ${s.players[3]!.name}`;
    const as = (humanSide: 0 | 3) =>
      renderToStaticMarkup(
        <GameOverScreen
          game={over}
          humanSide={humanSide}
          onShowTable={() => {}}
          onNewGame={() => {}}
        />,
      );
    expect(as(3)).toContain(`Victory — team 2 wins: ${names}`);
    expect(as(0)).toContain(`Defeat — team 2 wins: ${names}`);
  });
});
