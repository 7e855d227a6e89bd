import { createRandomPlayer } from '../../ai/random';
import type { GameEvent } from '../../engine/netea/events';
import { createSession, pendingDecision } from '../../engine/netea/flow/game';
import type { PendingDecision } from '../../engine/netea/flow/pending';
import {
  BASIC_TRAINING,
  createScenarioSetup,
  type ScenarioInput,
} from '../../engine/netea/scenarios';
import type { GameState } from '../../engine/netea/state/schema';
import { createGame } from '../../engine/netea/state/setup';
import { battle } from '../conformance/helpers';

export interface Moment {
  readonly game: GameState;
  readonly pending: PendingDecision;
  readonly events: readonly GameEvent[];
}

/**
 * Plays Basic Training with two random legal players (fixed seeds, from `seed` on: the first
 * game that reaches the moment) until `stop` says a moment is the one a test wants; the panels
 * are then drawn for that real state. Trying several games keeps the tests independent of how
 * the random player happens to play any one of them.
 */
export function playUntil(
  stop: (m: Moment) => boolean,
  seed = 4,
  scenario: ScenarioInput = BASIC_TRAINING,
): Moment {
  for (let s = seed; s < seed + 20; s++) {
    const moment = playOne(stop, s, scenario);
    if (moment) return moment;
  }
  throw new Error('the moment never came in 20 games');
}

function playOne(stop: (m: Moment) => boolean, seed: number, scenario: ScenarioInput) {
  const setup = createScenarioSetup(scenario, { seed });
  if (!setup.ok) throw new Error(setup.error.join());
  const created = createGame(setup.value);
  if (!created.ok) throw new Error(created.error.join());
  const session = createSession({ game: created.value });
  // A random player per side (two, or three in All Against All, seed 001 5.3.11.1).
  const players = created.value.players.map((_, i) => createRandomPlayer(seed + i));
  const events: GameEvent[] = [];
  for (let i = 0; i < 5000; i++) {
    const snapshot = session.snapshot();
    const moment = { game: snapshot.context.game, pending: pendingDecision(snapshot), events };
    if (stop(moment)) return moment;
    if (moment.game.result) break;
    const side = moment.pending.sides[0]!;
    const submitted = session.submit(
      players[side]!.decide(moment.game, moment.pending, side).command,
    );
    if (!submitted.ok) throw new Error(submitted.refusal.message);
    events.push(...submitted.events);
  }
  return null;
}

/** A formation about to make its first move (Basic Training, seeded random players). */
export const firstMove = () =>
  playUntil((m) => {
    const a = m.game.turnState.activation;
    return (
      m.pending.kind === 'carry-out-action' &&
      a !== null &&
      a.movesAllowed > 0 &&
      !a.shot &&
      a.movesTaken === 0 &&
      a.movedThisMove.length === 0
    );
  });

/**
 * A Rhino at (60, 60) of formation `mech` carrying `passengers` Tactical units (`r1`, `r2`…), and
 * one enemy Tactical unit (`enemy`, formation `foe`) at (60, `enemyY`).
 */
export function rhinoBattle(passengers: number, enemyY: number): GameState {
  return battle([
    {
      id: 'mech',
      side: 0,
      units: [
        { id: 'rhino', sheet: 'sm-rhino', x: 60, y: 60 },
        ...Array.from({ length: passengers }, (_, i) => ({
          id: `r${i + 1}`,
          sheet: 'sm-tactical',
          x: 0,
          y: 0,
          embarkedIn: 'rhino',
        })),
      ],
    },
    { id: 'foe', side: 1, units: [{ id: 'enemy', sheet: 'sm-tactical', x: 60, y: enemyY }] },
  ]);
}
