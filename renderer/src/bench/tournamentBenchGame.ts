import { twoSided } from '../play/players';
import { applyCommand } from '../../../engine/netea/commands/apply';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import { tournamentDecision } from '../../../engine/netea/rules/6.1-tournament/decision';
import { tournamentDefault } from '../../../engine/netea/rules/6.1-tournament/defaults';
import { randomTournamentSetup } from '../../../engine/netea/scenarios/tournament';
import type { GameState } from '../../../engine/netea/state/schema';
import { createGame } from '../../../engine/netea/state/setup';

/**
 * `?bench=tournament`: a 3,000-point tournament game (6.1) on its 180 x 120 table, random
 * bundled armies and generated terrain (randomTournamentSetup), set up by the computer's
 * default answers (edges, objectives, garrisons, reserves, deployment) and drawn at the start of
 * the battle, every formation but the reserves on the table. Drawn, not played.
 */
export function tournamentBenchGame(seed = 1): { game: GameState; pending: PendingDecision } {
  const setup = randomTournamentSetup(seed, 3000);
  if (!setup.ok) throw new Error(setup.error.join());
  const created = createGame(setup.value);
  if (!created.ok) throw new Error(created.error.join());
  let game = created.value;
  let s = seed;
  const random = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 0x100000000;
  };
  while (game.tournament && game.tournament.step !== 'battle' && game.phase === 'setup') {
    // 6.1: a tournament game has two players.
    const side = twoSided(tournamentDecision(game).sides[0]!);
    const applied = applyCommand(game, tournamentDefault(game, side, random, false));
    if (!applied.ok) throw new Error(applied.refusal.message);
    game = applied.state;
  }
  return {
    game: { ...game, phase: 'action', turn: 1 },
    pending: { sides: [1], kind: 'activate', commands: ['action.declare', 'overwatch.remain'] },
  };
}
