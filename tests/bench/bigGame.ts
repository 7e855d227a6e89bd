/**
 * A big game for the save benchmarks: 400 units and 2,000 commands, built honestly. The forces of
 * Combined Arms (1.15.5) are repeated seven times over (ids renamed, 406 units) on a 240 x 160 cm
 * table with 30 cm deep deployment zones, and two random legal players play it through the phase
 * chart until 2,000 commands have been accepted. The snapshot, the command log and the set-up are
 * therefore those of a real game in progress, not a padded state.
 */
import { createRandomPlayer } from '../../ai/random';
import type { Command } from '../../engine/netea/commands/schema';
import { createSession, pendingDecision } from '../../engine/netea/flow/game';
import type { ChartSnapshot } from '../../engine/netea/flow/pending';
import { COMBINED_ARMS, createScenarioSetup } from '../../engine/netea/scenarios';
import { rectangle } from '../../engine/netea/scenarios/shapes';
import { createGame, type GameSetup } from '../../engine/netea/state/setup';

const COPIES = 7;
const WIDTH = 240;
const HEIGHT = 160;

export function bigSetup(seed: number): GameSetup {
  const base = createScenarioSetup(COMBINED_ARMS, { seed });
  if (!base.ok) throw new Error(base.error.join('\n'));
  const players = base.value.players.map((player) => ({
    ...player,
    formations: Array.from({ length: COPIES }, (_, copy) =>
      player.formations.map((f) => ({
        ...f,
        id: `${f.id}-x${copy}`,
        name: `${f.name} (${copy + 1})`,
        units: f.units.map((u) => ({ ...u, id: `${u.id}-x${copy}` })),
      })),
    ).flat(),
  }));
  return {
    ...base.value,
    scenarioId: 'combined-arms-x7',
    table: { width: WIDTH, height: HEIGHT },
    players: [players[0]!, players[1]!],
    deploymentZones: [
      { id: 'north', label: 'north edge', polygon: rectangle(0, 0, WIDTH, 30) },
      { id: 'south', label: 'south edge', polygon: rectangle(0, HEIGHT - 30, WIDTH, 30) },
    ],
  };
}

export interface BigGame {
  readonly setup: GameSetup;
  readonly snapshot: ChartSnapshot;
  readonly commands: readonly Command[];
}

/** Plays the big game until `commands` commands were accepted (or the game ended). */
export function playBigGame(seed = 1, commands = 2000): BigGame {
  const setup = bigSetup(seed);
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.join('\n'));
  const session = createSession({ game: created.value });
  const players = [createRandomPlayer(seed * 2 + 1), createRandomPlayer(seed * 2 + 2)];
  for (let n = 0; n < commands; n++) {
    const snapshot = session.snapshot();
    if (snapshot.context.game.result) break;
    const pending = pendingDecision(snapshot);
    const side = pending.sides[0];
    if (side === undefined) throw new Error('no decision pending');
    const { command } = players[side]!.decide(snapshot.context.game, pending, side);
    const submitted = session.submit(command);
    if (!submitted.ok) throw new Error(`${command.type}: ${submitted.refusal.message}`);
  }
  const snapshot = session.snapshot();
  return { setup, snapshot, commands: snapshot.context.game.log };
}
