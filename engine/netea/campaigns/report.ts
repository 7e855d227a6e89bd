import type { Side } from '../commands/schema';
import type { TwoSides } from '../commands/primitives';
import { ofSide } from '../state/perSide';
import type { GameEvent } from '../events';
import { goalsOf } from '../rules/6.1-tournament/goals';
import type { GameState } from '../state/schema';

/** How a battle was decided, for league points (5.4.1). */
export type DecidedBy = 'conditions' | 'points' | 'draw' | 'forfeit';

/** What a campaign keeps of a finished battle (seed 001 5.4.2, campaign journal). */
export interface BattleReport {
  readonly winner: Side | null;
  readonly decidedBy: DecidedBy;
  readonly turns: number;
  readonly reason: string;
  /** Units destroyed on each side. */
  readonly casualties: readonly [number, number];
  /** 5.4.1 statistics: victory conditions (6.1.7 goals) each side achieved. */
  readonly goals: readonly [number, number];
  /** Each side's formations, by name. */
  readonly forces: readonly [readonly string[], readonly string[]];
  readonly turningPoints: readonly string[];
}

const MAX_TURNING_POINTS = 40;

/**
 * The report of a finished game from its final state and the events of the whole game (the
 * battle log): who won and how, casualties, goals, and the turning points: formations broken,
 * objectives changing hands, the end.
 */
export function battleReport(game: GameState, events: readonly GameEvent[]): BattleReport {
  const result = game.result;
  if (!result) throw new Error('battleReport: the game is not over');
  const sideName = (side: Side) => ofSide(game.players, side).name;
  const turningPoints: string[] = [];
  let turn = 1;
  let holders: (Side | null)[] = game.objectives.map(() => null);
  let onPoints = false;
  for (const event of events) {
    if (event.type === 'game/turn-begins') turn = event.turn;
    if (event.type === 'formation/broken') {
      const f = game.formations[event.formationId];
      if (f) turningPoints.push(`Turn ${turn}: ${f.name} of ${sideName(f.side)} broke.`);
    }
    if (event.type === 'objectives/checked') {
      event.holders.forEach((side, i) => {
        if (side !== null && side !== holders[i])
          turningPoints.push(
            `Turn ${turn}: ${sideName(side)} took ${game.objectives[i]?.label ?? `objective ${i + 1}`}.`,
          );
      });
      holders = [...event.holders];
    }
    if (event.type === 'tournament/victory-points') onPoints = true;
  }
  turningPoints.push(
    result.winner === null
      ? `Turn ${result.turn}: a draw (${result.reason}).`
      : `Turn ${result.turn}: ${sideName(result.winner)} won (${result.reason}).`,
  );
  const lost = (side: Side) =>
    Object.values(game.units).filter((u) => u.side === side && u.status === 'destroyed').length;
  const goals = (side: Side) =>
    game.victory.kind === 'tournament'
      ? goalsOf(game, side as TwoSides).length
      : result.winner === side && !onPoints
        ? 1
        : 0;
  const forces = (side: Side) =>
    Object.values(game.formations)
      .filter((f) => f.side === side)
      .map((f) => f.name);
  return {
    winner: result.winner,
    decidedBy: result.winner === null ? 'draw' : onPoints ? 'points' : 'conditions',
    turns: result.turn,
    reason: result.reason,
    casualties: [lost(0), lost(1)],
    goals: [goals(0), goals(1)],
    forces: [forces(0), forces(1)],
    // The end is always kept; a long game's earlier points are cut.
    turningPoints:
      turningPoints.length > MAX_TURNING_POINTS
        ? [...turningPoints.slice(0, MAX_TURNING_POINTS - 1), turningPoints.at(-1)!]
        : turningPoints,
  };
}
