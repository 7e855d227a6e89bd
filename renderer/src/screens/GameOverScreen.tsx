import type { Side } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';

/** Units destroyed and formations broken or wiped out, per side. */
export type Casualty = ReturnType<typeof casualties>[number];

export function casualties(game: GameState) {
  return ([0, 1] as const).map((side) => {
    const units = Object.values(game.units).filter((u) => u.side === side);
    const formations = Object.values(game.formations).filter((f) => f.side === side);
    return {
      side,
      unitsLost: units.filter((u) => u.status === 'destroyed').length,
      units: units.length,
      formationsBroken: formations.filter((f) => f.broken).length,
      formationsDestroyed: formations.filter((f) =>
        f.unitIds.every((id) => game.units[id]?.status === 'destroyed'),
      ).length,
      formations: formations.length,
    };
  });
}

/** The result: who won and why, the victory conditions, casualties per side. */
export function GameOverScreen(props: {
  game: GameState;
  humanSide: Side;
  onShowTable: () => void;
  onNewGame: () => void;
}) {
  const { game, humanSide } = props;
  const result = game.result;
  if (!result) return null;
  const v = game.victory;
  const headline =
    result.winner === null
      ? 'A draw'
      : result.winner === humanSide
        ? `Victory — ${game.players[result.winner].name} wins`
        : `Defeat — ${game.players[result.winner].name} wins`;
  return (
    <main className="game-over" data-testid="game-over">
      <h1>{headline}</h1>
      <p data-testid="result-reason">
        Turn {result.turn}: {result.reason}
      </p>
      <h2>Victory conditions (1.14.2)</h2>
      <p>
        Hold {v.objectives} objective{v.objectives === 1 ? '' : 's'} (a unit within {v.captureRange}
        cm in the end phase and no enemy unit there) for {v.holdTurns} full turn
        {v.holdTurns === 1 ? '' : 's'}; after {v.maxTurns} turns without a winner the game is a
        draw.
      </p>
      <ul>
        {game.objectives.map((o, i) => {
          const holders = game.objectiveHistory.map((turn) => turn[i] ?? null);
          return (
            <li key={o.id}>
              {o.label}: held by{' '}
              {holders
                .map((h, t) => `turn ${t + 1}: ${h === null ? 'nobody' : game.players[h].name}`)
                .join(', ') || 'nobody yet'}
            </li>
          );
        })}
      </ul>
      <h2>Casualties</h2>
      <table className="casualties" data-testid="casualties">
        <thead>
          <tr>
            <th>Side</th>
            <th>Units lost</th>
            <th>Formations broken</th>
            <th>Formations destroyed</th>
          </tr>
        </thead>
        <tbody>
          {casualties(game).map((c) => (
            <tr key={c.side}>
              <td>
                {game.players[c.side].name} {c.side === humanSide ? '(you)' : '(computer)'}
              </td>
              <td>
                {c.unitsLost} of {c.units}
              </td>
              <td>
                {c.formationsBroken} of {c.formations}
              </td>
              <td>
                {c.formationsDestroyed} of {c.formations}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="choices">
        <button onClick={props.onShowTable}>Look at the table</button>
        <button data-testid="back-to-start" onClick={props.onNewGame}>
          Back to the start screen
        </button>
      </div>
    </main>
  );
}
