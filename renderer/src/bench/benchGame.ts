import type { PendingDecision } from '../../../engine/netea/flow/pending';
import { BASIC_TRAINING, createScenarioSetup } from '../../../engine/netea/scenarios';
import { oval, rectangle } from '../../../engine/netea/scenarios/shapes';
import { TERRAIN_TYPES } from '../../../engine/kernel/geometry/types';
import type { GameState } from '../../../engine/netea/state/schema';
import { createGame } from '../../../engine/netea/state/setup';

/**
 * The battle screen's benchmark state: a 180 x 120 table with 30 terrain features and 400
 * units (40 formations of ten Tactical stands), laid out deterministically. It is drawn, not
 * played: the pending decision belongs to the computer.
 */
export function benchGame(): { game: GameState; pending: PendingDecision } {
  const base = createScenarioSetup(BASIC_TRAINING, { seed: 1 });
  if (!base.ok) throw new Error(base.error.join());
  const width = 180;
  const height = 120;
  const kinds = TERRAIN_TYPES.filter((t) => t !== 'open');
  const terrain = Array.from({ length: 30 }, (_, i) => {
    const col = i % 6;
    const row = Math.floor(i / 6);
    const cx = 15 + col * 30;
    const cy = 12 + row * 24;
    const type = kinds[i % kinds.length]!;
    return {
      id: `t${i}`,
      type,
      height: type === 'hill' ? 2 : type === 'road' || type === 'river' ? 0 : 1,
      polygon: i % 2 ? oval(cx, cy, 7, 5, [0.1, 0, 0.05]) : rectangle(cx - 5, cy - 4, 10, 8),
    };
  });
  const formations = (prefix: string) =>
    Array.from({ length: 20 }, (_, f) => ({
      id: `${prefix}${f}`,
      name: `Formation ${prefix.toUpperCase()}${f + 1}`,
      initiative: 1,
      units: Array.from({ length: 10 }, (_, u) => ({
        id: `${prefix}${f}-u${u}`,
        datasheetId: 'sm-tactical',
      })),
    }));
  const players = base.value.players.map((p, side) => ({
    ...p,
    formations: formations(side === 0 ? 'a' : 'b'),
  })) as unknown as typeof base.value.players;
  const created = createGame({ ...base.value, table: { width, height }, terrain, players });
  if (!created.ok) throw new Error(created.error.join());
  const game = created.value;
  const units = { ...game.units };
  Object.values(game.units).forEach((unit, i) => {
    const side = unit.side;
    const f = Math.floor((i % 200) / 10);
    const u = i % 10;
    const x = 6 + (f % 10) * 17 + (u % 5) * 3;
    const y = (side === 0 ? 8 : 78) + Math.floor(f / 10) * 18 + Math.floor(u / 5) * 4;
    units[unit.id] = { ...unit, status: 'deployed', position: { x, y }, facing: side ? 270 : 90 };
  });
  return {
    game: { ...game, units, phase: 'action', turn: 1 },
    pending: { sides: [1], kind: 'activate', commands: ['action.declare', 'overwatch.remain'] },
  };
}
