import { describe, expect, it } from 'vitest';
import { fieldRoster } from '../../../../engine/netea/armies/field';
import { tournamentDecision } from '../../../../engine/netea/rules/6.1-tournament/decision';
import { tournamentDefault } from '../../../../engine/netea/rules/6.1-tournament/defaults';
import { remainingFormations } from '../../../../engine/netea/rules/6.1-tournament/setupCommands';
import type { GameState } from '../../../../engine/netea/state/schema';
import { formationNamed, list, roster } from '../../armies/field/helpers';
import { fixedRandom, play, refused, setUpUntil } from './fixture';
import { strikeCruiserGame } from './strikeCruiser';

/**
 * 6.1.5 Setup Spacecraft & Garrisons: "If either player is using spacecraft then they are set up
 * now before any other units (see 4.3)". A Space Marine army fielded from its list with a Strike
 * Cruiser (orbital bombardment 5BP, 4.3.3) against bundled formations.
 */
const cruiserId = (game: GameState) =>
  Object.values(game.formations).find((f) => f.name.startsWith('Strike Cruiser'))!.id;

describe('6.1.5 spacecraft in a tournament game', () => {
  it('a Strike Cruiser is fielded from the Space Marine list with its orbital bombardment', () => {
    const game = strikeCruiserGame();
    const ship = game.formations[cruiserId(game)]!;
    const sheet = game.datasheets[game.units[ship.unitIds[0]!]!.datasheetId]!;
    expect(sheet.type).toBe('SC');
    expect(sheet.weapons[0]?.modes[0]?.range).toEqual({ kind: 'orbital' });
  });

  it('6.1.5: after the objectives the spacecraft is set up first; garrisons wait for it', () => {
    const before = setUpUntil(strikeCruiserGame(), 'garrisons');
    expect(before.tournament?.step).toBe('garrisons');
    expect(tournamentDecision(before)).toEqual({
      sides: [0],
      commands: ['setup.spacecraft'],
      step: 'spacecraft',
    });
    const other = remainingFormations(before, 1)[0]!;
    expect(
      refused(before, {
        type: 'tournament.garrison',
        side: 1,
        formationId: other.id,
        units: [{ unitId: other.unitIds[0]!, position: { x: 90, y: 100 }, facing: 270 }],
        overwatch: false,
      }),
    ).toEqual({ code: 'spacecraft/set-up-first', section: '4.3.1' });
    // The spacecraft is never one of the formations to set up on the table.
    expect(remainingFormations(before, 0).map((f) => f.id)).not.toContain(cruiserId(before));
  });

  it('4.3.1: the spacecraft goes at its own tournament edge, on a declared turn, its bombardment plotted; then the garrisons', () => {
    const before = setUpUntil(strikeCruiserGame(), 'garrisons');
    const command = tournamentDefault(before, 0, fixedRandom(), false);
    expect(command).toMatchObject({
      type: 'setup.spacecraft',
      formationId: cruiserId(before),
      turn: 1,
      plan: { bombardment: [{ x: before.table.width / 2, y: before.table.height / 2 }] },
    });
    // Anywhere but its own edge is refused (4.3.1).
    expect(
      refused(before, {
        ...(command as Extract<typeof command, { type: 'setup.spacecraft' }>),
        position: { x: 90, y: 60 },
      }),
    ).toEqual({ code: 'spacecraft/table-edge', section: '4.3.1' });
    const after = play(before, command);
    expect(after.spacecraft).toEqual([
      expect.objectContaining({ side: 0, formationId: cruiserId(before), turn: 1, done: false }),
    ]);
    expect(after.plots?.filter((p) => p.kind === 'bombardment')).toHaveLength(1);
    expect(tournamentDecision(after).step).not.toBe('spacecraft');
    expect(after.tournament?.step).toMatch(/garrisons|reserves/);
  });

  it('6.1.5: a spacecraft is not set up before the objectives are placed', () => {
    const early = setUpUntil(strikeCruiserGame(), 'objectives');
    const later = setUpUntil(strikeCruiserGame(), 'garrisons');
    const command = tournamentDefault(later, 0, fixedRandom(), false);
    expect(refused(early, command)).toEqual({ code: 'tournament/wrong-step', section: '6.1.5' });
  });

  it('the set-up carries on to the battle with the spacecraft waiting for its turn', () => {
    const game = setUpUntil(strikeCruiserGame(), 'battle');
    expect(game.tournament?.step).toBe('battle');
    expect(game.spacecraft?.[0]?.turn).toBe(1);
  });
});

describe('4.3: one spacecraft an army', () => {
  it('a roster with two spacecraft is not fielded, and says why', () => {
    const necrons = list('necrons-ea');
    const result = fieldRoster(
      roster(necrons, [
        formationNamed(necrons, necrons.formations.find((f) => /Cairn/.test(f.name))!.name),
        formationNamed(necrons, necrons.formations.find((f) => /Scythe/.test(f.name))!.name),
      ]),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.join(' ')).toMatch(/may include only one \(4\.3\)/);
  });
});
