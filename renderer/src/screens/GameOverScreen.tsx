import { playerName, playersOf, teamPlayers } from '../play/players';
import type { Controller } from '../../../engine/netea/saves';
import { objectiveName } from '../play/words';
import { goalList } from '../play/tournamentOutlook';
import { demolitionLines } from '../play/demolitionOutlook';
import { extractionLines } from '../play/extractionOutlook';
import { strikeLines } from '../play/strikeOutlook';
import { opposedGoalLines } from '../play/opposedGoalsOutlook';
import type { Goal } from '../../../engine/netea/rules/6.1-tournament/goals';
import { t, useWords } from '../i18n';
import type { Side } from '../../../engine/netea/commands/schema';
import type { GameState } from '../../../engine/netea/state/schema';

/** Units destroyed and formations broken or wiped out, per side. */
export type Casualty = ReturnType<typeof casualties>[number];

export function casualties(game: GameState) {
  return playersOf(game).map((side) => {
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
  /** Two people played at one machine: the winner is named, nobody is "you". */
  hotSeat?: boolean;
  /** Who played each side: with three or four players people and computers may play together. */
  controllers?: readonly Controller[];
  onShowTable: () => void;
  onNewGame: () => void;
  /** What the way back says, when it leads elsewhere than the start screen (a campaign). */
  backLabel?: string;
}) {
  const { game, humanSide } = props;
  useWords();
  const result = game.result;
  if (!result) return null;
  const v = game.victory;
  // Seed 001 5.3.11.2-3: a team wins; the person's side won if his team did.
  const team = result.winningTeam;
  const winners =
    team === undefined || result.winner === null
      ? ''
      : teamPlayers(game, result.winner)
          .map((s) => playerName(game, s))
          .join(', ');
  const headline =
    result.winner === null
      ? t('A draw')
      : team !== undefined
        ? props.hotSeat
          ? t('Team {{team}} wins: {{players}}', { team: team + 1, players: winners })
          : teamPlayers(game, result.winner).includes(humanSide)
            ? t('Victory — team {{team}} wins: {{players}}', { team: team + 1, players: winners })
            : t('Defeat — team {{team}} wins: {{players}}', { team: team + 1, players: winners })
        : props.hotSeat
          ? t('{{player}} wins', { player: playerName(game, result.winner) })
          : result.winner === humanSide
            ? t('Victory — {{player}} wins', { player: playerName(game, result.winner) })
            : t('Defeat — {{player}} wins', { player: playerName(game, result.winner) });
  return (
    <main className="game-over" data-testid="game-over">
      <h1>{headline}</h1>
      <p data-testid="result-reason">
        {t('Turn {{turn}}: {{reason}}', { turn: result.turn, reason: resultReason(result.reason) })}
      </p>
      {game.victory.demolition ? (
        <>
          <h2>{t('Victory conditions (3.4.1)')}</h2>
          <ul data-testid="demolition">
            {demolitionLines(game).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : game.victory.extraction ? (
        <>
          <h2>{t('Victory conditions (4.5.2)')}</h2>
          <ul data-testid="extraction">
            {extractionLines(game).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : game.victory.strike ? (
        <>
          <h2>{t('Victory conditions (4.5.1)')}</h2>
          <ul data-testid="strike">
            {strikeLines(game).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : game.victory.perSide ? (
        <>
          <h2>{t('Victory conditions (5.3.3, German edition)')}</h2>
          <ul data-testid="per-side">
            {opposedGoalLines(game).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : game.tournament ? (
        <>
          <h2>{t('Victory conditions (6.1.7)')}</h2>
          <p>
            {t(
              'At the end of turns 3 and 4 a player who has achieved two goals and more goals than the opponent wins; after turn 4 the dice may carry the game on, and the tiebreak is decided on victory points.',
            )}
          </p>
          <ul data-testid="tournament-goals">
            {/* 6.1: a tournament game has two players. */}
            {([0, 1] as const).map((s) => (
              <li key={s}>
                {t('{{who}} achieved {{goals}} at the last check', {
                  who: playerName(game, s),
                  goals: goalList((game.tournament?.goals[s] ?? []) as Goal[]),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <h2>{t('Victory conditions (1.14.2)')}</h2>
          <p>
            {t(
              'Hold {{objectives}} (a unit within {{range}}cm in the end phase and no enemy unit there) for {{turns}}; after {{last}} turns without a winner the game is a draw.',
              {
                objectives:
                  v.objectives === 1
                    ? t('1 objective')
                    : t('{{count}} objectives', { count: v.objectives }),
                range: v.captureRange,
                turns:
                  v.holdTurns === 1
                    ? t('1 full turn')
                    : t('{{count}} full turns', { count: v.holdTurns }),
                last: v.maxTurns,
              },
            )}
          </p>
          <ul>
            {game.objectives.map((o, i) => {
              const holders = game.objectiveHistory.map((turn) => turn[i] ?? null);
              return (
                <li key={o.id}>
                  {objectiveName(o.label)}: {t('held by')}{' '}
                  {holders
                    .map((h, turn) =>
                      t('turn {{turn}}: {{who}}', {
                        turn: turn + 1,
                        who: h === null ? t('nobody') : playerName(game, h),
                      }),
                    )
                    .join(', ') || t('nobody yet')}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <h2>{t('Casualties')}</h2>
      <table className="casualties" data-testid="casualties">
        <thead>
          <tr>
            <th>{t('Side')}</th>
            <th>{t('Units lost')}</th>
            <th>{t('Formations broken')}</th>
            <th>{t('Formations destroyed')}</th>
          </tr>
        </thead>
        <tbody>
          {casualties(game).map((c) => (
            <tr key={c.side}>
              <td>
                {playerName(game, c.side)}{' '}
                {props.hotSeat
                  ? props.controllers?.[c.side] === 'computer'
                    ? t('(computer)')
                    : ''
                  : c.side === humanSide
                    ? t('(you)')
                    : t('(computer)')}
              </td>
              <td>{t('{{n}} of {{of}}', { n: c.unitsLost, of: c.units })}</td>
              <td>{t('{{n}} of {{of}}', { n: c.formationsBroken, of: c.formations })}</td>
              <td>{t('{{n}} of {{of}}', { n: c.formationsDestroyed, of: c.formations })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="choices">
        <button onClick={props.onShowTable}>{t('Look at the table')}</button>
        <button data-testid="back-to-start" onClick={props.onNewGame}>
          {props.backLabel ?? t('Back to the start screen')}
        </button>
      </div>
    </main>
  );
}

/** The engine's reason for the result (1.14.2), in the page's language where it is known. */
function resultReason(reason: string): string {
  const held = /^held (\d+) objectives? for (\d+) full turns?$/.exec(reason);
  if (held)
    return t('held {{objectives}} for {{turns}}', {
      objectives:
        held[1] === '1' ? t('1 objective') : t('{{count}} objectives', { count: held[1]! }),
      turns: held[2] === '1' ? t('1 full turn') : t('{{count}} full turns', { count: held[2]! }),
    });
  const none = /^no side won within (\d+) turns$/.exec(reason);
  if (none) return t('no side won within {{turns}} turns', { turns: none[1]! });
  // 4.5.2 (engine/netea/rules/4.1-4.2-aircraft/extraction.ts): the three ways it ends.
  const flown = /^(.+) destroyed every bunker in close combat and flew the Terminators out$/.exec(
    reason,
  );
  if (flown)
    return t('{{player}} destroyed every bunker in close combat and flew the Terminators out', {
      player: flown[1]!,
    });
  const stormed = /^(.+) destroyed every bunker in close combat: a draw$/.exec(reason);
  if (stormed)
    return t('{{player}} destroyed every bunker in close combat: a draw', { player: stormed[1]! });
  const kept = /^(.+) kept (\d+) of (\d+) bunkers from being stormed$/.exec(reason);
  if (kept)
    return t('{{player}} kept {{kept}} of {{all}} bunkers from being stormed', {
      player: kept[1]!,
      kept: kept[2]!,
      all: kept[3]!,
    });
  // Seed 001 5.3.3 (opposedGoals.ts): one side's goal, both or neither.
  if (reason === 'both sides achieved their goals') return t('both sides achieved their goals');
  if (reason === 'neither side achieved its goal') return t('neither side achieved its goal');
  const goal = /^(.+) achieved its goal$/.exec(reason);
  if (goal) return t('{{player}} achieved its goal', { player: goal[1]! });
  // 4.5.1 (strike.ts): the attacker destroys every target, or the defender keeps some.
  const struck = /^(.+) destroyed every target of the strike$/.exec(reason);
  if (struck) return t('{{player}} destroyed every target of the strike', { player: struck[1]! });
  const spared = /^(.+) kept (\d+) of (\d+) targets through (\d+) turns$/.exec(reason);
  if (spared)
    return t('{{player}} kept {{kept}} of {{all}} targets through {{turns}} turns', {
      player: spared[1]!,
      kept: spared[2]!,
      all: spared[3]!,
      turns: spared[4]!,
    });
  return reason;
}
