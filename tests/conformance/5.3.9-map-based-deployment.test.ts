import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../engine/netea/commands/apply';
import type { Side } from '../../engine/netea/commands/schema';
import { validateMove } from '../../engine/netea/rules/1.7-movement/movement';
import { BASIC_TRAINING, SULPHUR_RIVER } from '../../engine/netea/scenarios';
import { gameStateSchema, type GameState } from '../../engine/netea/state/schema';
import { createGame } from '../../engine/netea/state/setup';
import { deployed, scenarioSetup } from '../fixtures/battle';

/**
 * Seed 001 5.3.9 Kartenbasierte Aufstellung: The Bridges over the Sulphur River, a scenario with
 * a proper map: "Du kannst auch alle Geländemerkmale benennen" (the bridges over the Sulphur
 * River on Rynn's World), deployment areas defined on the map (the two banks).
 */
const FISTS: Side = 0;
const ORKS: Side = 1;

function fresh(): GameState {
  const created = createGame(scenarioSetup(SULPHUR_RIVER, 1));
  if (!created.ok) throw new Error(created.error.join('\n'));
  return created.value;
}

describe('5.3.9 the map: named terrain features', () => {
  const game = fresh();
  const named = Object.fromEntries(game.terrain.flatMap((f) => (f.name ? [[f.name, f.type]] : [])));

  it('carries each feature’s name into the game', () => {
    expect(named).toEqual({
      'Sulphur River': 'river',
      'Iron Bridge': 'road',
      'Pilgrims’ Bridge': 'road',
      'The Tollhouse': 'buildings',
      'Cinder Hill': 'hill',
      'Brimstone Woods': 'woods',
      'Sulphur Marsh': 'marsh',
      'Chapel of the Fists': 'ruins',
    });
  });

  it('keeps the names through a save’s check, and unnamed terrain has no name at all', () => {
    const checked = gameStateSchema.parse(JSON.parse(JSON.stringify(game)));
    expect(checked.terrain.find((f) => f.id === 'iron-bridge')?.name).toBe('Iron Bridge');
    const older = createGame(scenarioSetup(BASIC_TRAINING, 1));
    if (!older.ok) throw new Error('basic training');
    expect(older.value.terrain.every((f) => !('name' in f))).toBe(true);
  });

  it('puts an objective on each bridge', () => {
    const bridges = game.terrain.filter((f) => f.name?.endsWith('Bridge'));
    expect(game.objectives.map((o) => o.id)).toEqual(['iron-bridge', 'pilgrims-bridge']);
    for (const o of game.objectives) {
      const b = bridges.find((f) => f.id === o.id)!;
      const xs = b.polygon.map((p) => p.x);
      const ys = b.polygon.map((p) => p.y);
      expect(o.position.x).toBeGreaterThan(Math.min(...xs));
      expect(o.position.x).toBeLessThan(Math.max(...xs));
      expect(o.position.y).toBeGreaterThan(Math.min(...ys));
      expect(o.position.y).toBeLessThan(Math.max(...ys));
    }
  });
});

describe('5.3.9 deployment areas on the map: each side its own bank', () => {
  const game = fresh();
  const unit = (side: Side) =>
    Object.values(game.units).find(
      (u) => u.side === side && game.datasheets[u.datasheetId]!.type === 'INF',
    )!;
  const place = (side: Side, x: number) =>
    applyCommand(game, {
      type: 'setup.deployUnit',
      side,
      unitId: unit(side).id,
      position: { x, y: 60 },
      facing: 0,
    });

  it('the Crimson Fists set up on the west bank, within 40cm of the west edge', () => {
    expect(place(FISTS, 20).ok).toBe(true);
    const refused = place(FISTS, 60);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.refusal.code).toBe('deploy/outside-zone');
  });

  it('the Orks on the east bank', () => {
    expect(place(ORKS, 160).ok).toBe(true);
    expect(place(ORKS, 120).ok).toBe(false);
  });
});

describe('5.3.9 the river and its bridges (1.8.4: a river is impassable to vehicles)', () => {
  /** After set-up, every unit moved to the table's corners, one Predator beside the river. */
  function withPredatorAt(x: number, y: number): { game: GameState; id: string } {
    const g = deployed(SULPHUR_RIVER, 1).context.game;
    const id = g.formations['a-sm-predator-destructor-detachment-1']!.unitIds[0]!;
    const units = Object.fromEntries(
      Object.entries(g.units).map(([uid, u], i) => [
        uid,
        uid === id
          ? { ...u, position: { x, y }, facing: 0 }
          : u.status === 'deployed'
            ? {
                ...u,
                position: {
                  x: u.side === FISTS ? 3 + (i % 10) * 2 : 177 - (i % 10) * 2,
                  y: 3 + Math.floor(i / 10) * 4,
                },
              }
            : u,
      ]),
    );
    return { game: { ...g, units, phase: 'action' }, id };
  }
  const across = (y: number) => {
    const { game, id } = withPredatorAt(78, y);
    return validateMove(
      game,
      {
        unitId: id,
        path: [
          { x: 78, y },
          { x: 104, y },
        ],
      },
      { kind: 'normal' },
    );
  };

  it('a Predator cannot cross the Sulphur River between the bridges', () => {
    expect(across(60)?.code).toBe('move/impassable');
  });

  it('it crosses on the Iron Bridge', () => {
    expect(across(32)).toBeNull();
  });
});
