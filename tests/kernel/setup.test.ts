import { describe, expect, it } from 'vitest';
import { createGame } from '../../engine/netea/state/setup';
import { gameStateSchema } from '../../engine/netea/state/schema';
import { DEFAULT_SETTINGS } from '../../engine/netea/state/settings';
import { kernelSetup } from '../fixtures/kernelGame';

describe('createGame', () => {
  it('starts in set-up with every unit in reserve, no Blast markers and the default settings', () => {
    const game = createGame(kernelSetup());
    if (!game.ok) throw new Error(game.error.join('\n'));
    const state = game.value;
    expect(state.phase).toBe('setup');
    expect(state.turn).toBe(0);
    expect(Object.keys(state.units)).toHaveLength(30);
    expect(Object.values(state.units).every((u) => u.status === 'reserve')).toBe(true);
    expect(Object.values(state.formations).every((f) => f.blastMarkers === 0 && !f.broken)).toBe(
      true,
    );
    expect(state.formations['a1']?.unitIds).toHaveLength(9);
    expect(state.settings).toEqual(DEFAULT_SETTINGS);
    expect(gameStateSchema.safeParse(state).success).toBe(true);
  });

  it('takes a game setting from the set-up (five minute warm-up)', () => {
    const game = createGame({ ...kernelSetup(), settings: { infantryCoverPerVehicle: 2 } });
    expect(game.ok && game.value.settings.infantryCoverPerVehicle).toBe(2);
  });

  it('names each problem of a bad set-up', () => {
    const setup = kernelSetup();
    const bad = {
      ...setup,
      players: [
        setup.players[0],
        {
          ...setup.players[1],
          formations: [
            {
              id: 'a1',
              name: 'copy',
              initiative: 1,
              units: [{ id: 'a1-tac1', datasheetId: 'sm-tactical' }],
            },
            { id: 'x', name: 'x', initiative: 2, units: [{ id: 'x1', datasheetId: 'ork-boyz' }] },
          ],
        },
      ],
    };
    const game = createGame(bad);
    expect(game.ok).toBe(false);
    if (game.ok) return;
    expect(game.error).toEqual([
      'set-up: formation id "a1" is used twice',
      'set-up: unit id "a1-tac1" is used twice',
      'set-up: unit "x1" of formation "x" names datasheet "ork-boyz", which the set-up does not include',
    ]);
  });

  it('refuses a set-up of the wrong shape, naming the field', () => {
    const game = createGame({ ...kernelSetup(), table: { width: -5, height: 120 } });
    expect(game.ok).toBe(false);
    if (!game.ok) expect(game.error[0]).toMatch(/^set-up: table\.width: /);
  });
});
