import { describe, expect, it } from 'vitest';
import { createScenarioSetup, KORPS_GRINDA } from '../../engine/netea/scenarios';
import { createGame } from '../../engine/netea/state/setup';
import { demolitionLines } from '../../renderer/src/play/demolitionOutlook';

describe('the turn panel in Korps Grinda Returns! (3.4.1)', () => {
  it('counts the bunkers destroyed and says what each side must do, and when a fallen bunker makes it a draw', () => {
    const setup = createScenarioSetup(KORPS_GRINDA, { seed: 1 });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    const created = createGame(setup.value);
    if (!created.ok) throw new Error(created.error.join('\n'));
    const game = created.value;
    const lines = demolitionLines(game);
    expect(lines[0]).toMatch(/wins by destroying every Command Bunker: 0 of 2 destroyed\.$/);
    expect(lines[1]).toMatch(
      /wins by destroying the Ork Great Gargant before any Command Bunker falls\.$/,
    );
    expect(lines[2]).toBe(`After turn ${game.victory.maxTurns} the game is a draw.`);
    const bunker = Object.values(game.units).find(
      (u) => u.datasheetId === game.victory.demolition!.targets,
    )!;
    const fallen = {
      ...game,
      units: { ...game.units, [bunker.id]: { ...bunker, status: 'destroyed' as const } },
    };
    const after = demolitionLines(fallen);
    expect(after[0]).toMatch(/1 of 2 destroyed\.$/);
    expect(after[1]).toBe(
      'A Command Bunker has fallen: destroying the Ork Great Gargant now only draws.',
    );
  });
});
