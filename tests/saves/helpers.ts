import { createRandomPlayer } from '../../ai/random';
import { canonicalJson, hashText } from '../../engine/kernel/hash';
import { createGameActor, pendingDecision } from '../../engine/netea/flow/game';
import { ARMOURED, createScenarioSetup } from '../../engine/netea/scenarios';
import type { HostSettings, SaveContent } from '../../engine/netea/saves';
import { createGame, type GameSetup } from '../../engine/netea/state/setup';

export const HOST: HostSettings = {
  controllers: ['person', 'computer'],
  aiPlayer: 'random',
  aiSeed: 7,
};

/** The Armoured training scenario (1.15.4) with a seed: the shortest random games of the five. */
export function armouredSetup(seed = 3): GameSetup {
  const setup = createScenarioSetup(ARMOURED, { seed });
  if (!setup.ok) throw new Error(setup.error.join('\n'));
  return setup.value;
}

/** A running chart actor after `commands` commands of random legal play (or the game's end). */
export function playedActor(setup: GameSetup, commands: number, playerSeed = 11) {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.join('\n'));
  const actor = createGameActor({ game: created.value });
  actor.start();
  const players = [createRandomPlayer(playerSeed), createRandomPlayer(playerSeed + 1)];
  for (let n = 0; n < commands; n++) {
    const snapshot = actor.getSnapshot();
    if (snapshot.context.game.result) break;
    const pending = pendingDecision(snapshot);
    const side = pending.sides[0]!;
    actor.send(players[side]!.decide(snapshot.context.game, pending, side).command);
  }
  return actor;
}

/** Save content of a game played `commands` commands into the Armoured scenario. */
export function savedContent(commands = 60, seed = 3, name: string | null = null): SaveContent {
  const setup = armouredSetup(seed);
  const actor = playedActor(setup, commands);
  return {
    setup,
    snapshot: actor.getPersistedSnapshot(),
    host: HOST,
    name,
    savedAt: '2026-11-21T16:00:00.000Z',
  };
}

/** A save file around any body, with a correct checksum: for files written by other means. */
export function fileAround(body: unknown, version: number, format = 'epic-solo/game'): string {
  const checksum = hashText(canonicalJson(body));
  return `${JSON.stringify({ format, version, checksum, body })}\n`;
}
