import type { Side } from '../../../engine/netea/commands/schema';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import { victoryOutlook } from '../../../engine/netea/rules/1.14-end-phase/victory';
import type { GameState } from '../../../engine/netea/state/schema';

export function decisionTitle(pending: PendingDecision): string {
  const kind = pending.kind.replace(/-/g, ' ');
  return pending.step ? `${kind}: ${pending.step.replace(/-/g, ' ')}` : kind;
}

/**
 * Where each side stands towards victory (1.14.2), in a sentence: who holds objectives and when
 * that wins, so that nobody is surprised by the end of the game.
 */
export function outlookLines(game: GameState): string[] {
  const needed = game.victory.objectives;
  const noun = (n: number) => `${n} objective${n === 1 ? '' : 's'}`;
  const lines: string[] = [];
  for (const o of victoryOutlook(game)) {
    const who = game.players[o.side].name;
    if (o.winsAtEndOfTurn === null) continue;
    lines.push(
      o.streak > 0
        ? `${who} holds ${noun(o.held)}: wins if it still does at the end of turn ${o.winsAtEndOfTurn}.`
        : `${who} is alone within ${game.victory.captureRange}cm of ${noun(o.controlledNow)}: wins at the end of turn ${o.winsAtEndOfTurn} if it captures and keeps ${needed === 1 ? 'it' : noun(needed)}.`,
    );
  }
  if (lines.length === 0)
    lines.push(
      `To win: hold ${noun(needed)} for ${game.victory.holdTurns} full turn${game.victory.holdTurns === 1 ? '' : 's'} (the game ends after turn ${game.victory.maxTurns}).`,
    );
  return lines;
}

/** Turn, phase, who acts and whose decision the game waits for. */
export function TurnPanel(props: { game: GameState; pending: PendingDecision; humanSide: Side }) {
  const { game, pending, humanSide } = props;
  const name = (s: Side) => `${game.players[s].name}${s === humanSide ? ' (you)' : ' (computer)'}`;
  const waiting = pending.sides.map(name).join(' and ');
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
      {game.result ? (
        <div>The battle is over.</div>
      ) : (
        waiting && (
          <div>
            Waiting for {waiting}: <em>{decisionTitle(pending)}</em>
          </div>
        )
      )}
      {!game.result && game.phase !== 'setup' && (
        <ul className="outlook" aria-label="Victory conditions">
          {outlookLines(game).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
