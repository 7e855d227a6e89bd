import { describe, expect, it } from 'vitest';
import { createScenarioSetup, DEATH_FROM_THE_SKIES } from '../../engine/netea/scenarios';
import { createGame } from '../../engine/netea/state/setup';
import { strikeLines } from '../../renderer/src/play/strikeOutlook';

describe('the turn panel in Death From The Skies! (4.5.1)', () => {
  it('counts the strike targets destroyed and says the defender wins if any is left after the last turn', () => {
    const setup = createScenarioSetup(DEATH_FROM_THE_SKIES, { seed: 1 });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    const created = createGame(setup.value);
    if (!created.ok) throw new Error(created.error.join('\n'));
    const game = created.value;
    const lines = strikeLines(game);
    // Both Command Bunkers and all three Basilisks (4.5.1), not "hold 1 objective".
    expect(lines[0]).toMatch(
      /wins by destroying every .*Bunker.* and .*Basilisk.*: 0 of 5 destroyed\.$/,
    );
    expect(lines[1]).toMatch(/wins if any is left after turn 3\.$/);
    const target = Object.values(game.units).find((u) =>
      game.victory.strike!.targets.includes(u.datasheetId),
    )!;
    const hit = {
      ...game,
      units: { ...game.units, [target.id]: { ...target, status: 'destroyed' as const } },
    };
    expect(strikeLines(hit)[0]).toMatch(/1 of 5 destroyed\.$/);
  });
});
