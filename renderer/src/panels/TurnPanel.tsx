import type { Side } from '../../../engine/netea/commands/schema';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import type { GameState } from '../../../engine/netea/state/schema';

export function decisionTitle(pending: PendingDecision): string {
  const kind = pending.kind.replace(/-/g, ' ');
  return pending.step ? `${kind}: ${pending.step.replace(/-/g, ' ')}` : kind;
}

/** Turn, phase, who acts and whose decision the game waits for. */
export function TurnPanel(props: { game: GameState; pending: PendingDecision; humanSide: Side }) {
  const { game, pending, humanSide } = props;
  const name = (s: Side) => `${game.players[s].name}${s === humanSide ? ' (you)' : ' (computer)'}`;
  const waiting = pending.sides.map(name).join(' and ') || 'nobody';
  return (
    <section className="panel turn" data-testid="turn-panel">
      <div>
        {/* Turns are counted from the first strategy phase (1.3); before it the armies set up. */}
        {game.phase === 'setup' ? (
          <strong>Setting up the battle (1.15)</strong>
        ) : (
          <>
            <strong>Turn {game.turn}</strong> · {game.phase} phase
          </>
        )}
        {game.turnState.activeSide !== null && <> · {name(game.turnState.activeSide)} acts</>}
      </div>
      <div>
        Waiting for {waiting}: <em>{decisionTitle(pending)}</em>
      </div>
    </section>
  );
}
