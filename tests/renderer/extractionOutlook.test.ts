import { describe, expect, it } from 'vitest';
import { createScenarioSetup, THUNDERHAWK_DOWN } from '../../engine/netea/scenarios';
import { createGame } from '../../engine/netea/state/setup';
import type { GameState } from '../../engine/netea/state/schema';
import { recordAssaultKills } from '../../engine/netea/rules/4.1-4.2-aircraft/extraction';
import { setLanguage } from '../../renderer/src/i18n';
import { extractionLines } from '../../renderer/src/play/extractionOutlook';

function game(): GameState {
  const setup = createScenarioSetup(THUNDERHAWK_DOWN, { seed: 1 });
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

describe('the turn panel in Thunderhawk Down (4.5.2)', () => {
  const s = game();
  const bunkers = Object.values(s.units)
    .filter((u) => u.datasheetId === 'command-bunker')
    .map((u) => u.id);
  const imperial = s.players[s.victory.extraction!.attacker]!.name;
  const ork = s.players[s.victory.extraction!.attacker === 0 ? 1 : 0]!.name;

  it('says what each side must do and how many bunkers are stormed', () => {
    const lines = extractionLines(s);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(
        `^${imperial} wins by destroying every .*Bunker.* in an assault and then flying a .*Terminator.* off the table aboard the .*Thunderhawk.*: 0 of 2 stormed\\.$`,
      ),
    );
    expect(lines[1]).toBe(
      `${ork} wins if any ${s.datasheets['command-bunker']!.name} still stands after turn ${s.victory.maxTurns}.`,
    );
    // One stormed in an assault: 1 of 2.
    const one = recordAssaultKills(destroyed(s, [bunkers[0]!]), [bunkers[0]!]);
    expect(extractionLines(one)[0]).toMatch(/: 1 of 2 stormed\.$/);
  });

  it('once both bunkers are stormed it is a draw at least; a bunker shot down instead hands the Orks the game', () => {
    const both = recordAssaultKills(destroyed(s, bunkers), bunkers);
    expect(extractionLines(both)[0]).toMatch(/: 2 of 2 stormed\.$/);
    expect(extractionLines(both)[1]).toMatch(
      /^Every .*Bunker.* has been stormed: a draw at least; a .*Terminator.* flown out aboard the .*Thunderhawk.* wins\.$/,
    );
    const shot = destroyed(s, [bunkers[1]!]);
    expect(extractionLines(shot)[0]).toMatch(/: 0 of 2 stormed\.$/);
    expect(extractionLines(shot)[1]).toMatch(
      new RegExp(`was destroyed outside an assault: ${ork} wins\\.$`),
    );
  });

  it('in German', () => {
    setLanguage('de');
    try {
      const lines = extractionLines(s);
      expect(lines[0]).toMatch(
        /gewinnt, wenn jeder .*Bunker.* in einem Angriff zerstört ist .*: 0 von 2 gestürmt\.$/,
      );
      expect(lines[1]).toMatch(
        new RegExp(
          `^${ork} gewinnt, wenn nach Runde ${s.victory.maxTurns} noch ein .*Bunker.* steht\\.$`,
        ),
      );
    } finally {
      setLanguage('en');
    }
  });
});
