import { playerName, playersOf, seatWords, teamWords } from '../play/players';
import { SIDE_FILL } from '../battlefield/style';
import type { Controller } from '../../../engine/netea/saves';
import { tournamentOutlookLines } from '../play/tournamentOutlook';
import { demolitionLines } from '../play/demolitionOutlook';
import { plantLines } from '../play/plantOutlook';
import { strikeLines } from '../play/strikeOutlook';
import { extractionLines } from '../play/extractionOutlook';
import { opposedGoalLines } from '../play/opposedGoalsOutlook';
import type { Side } from '../../../engine/netea/commands/schema';
import type { PendingDecision } from '../../../engine/netea/flow/pending';
import { victoryOutlook } from '../../../engine/netea/rules/1.14-end-phase/victory';
import { teamOf } from '../../../engine/netea/rules/1.2-formations/sides';
import type { GameState } from '../../../engine/netea/state/schema';
import { t, useWords, w } from '../i18n';
import { ambushTally } from '../../../engine/netea/rules/5.3-scenarios/ambush';

/** The decisions and assault steps in words (pending.ts, state/assault.ts). */
export const DECISION_WORDS: Readonly<Record<string, string>> = {
  'roll-off': w('roll off'),
  'choose-zone': w('choose zone'),
  'place-objective': w('place objective'),
  deploy: w('deploy'),
  'strategy-roll': w('strategy roll'),
  'choose-first': w('choose first'),
  activate: w('activate'),
  'retain-or-hand-over': w('retain or hand over'),
  'team-pick': w('commander’s pick of who acts'),
  'team-join': w('join a team-mate’s attack'),
  'carry-out-action': w('carry out action'),
  'allocate-hits': w('allocate hits'),
  'overwatch-fire': w('overwatch fire'),
  assault: w('assault'),
  withdraw: w('withdraw'),
  rally: w('rally'),
  none: w('none'),
  target: w('target'),
  charge: w('charge'),
  disembark: w('disembark'),
  'counter-charge': w('counter charge'),
  'allocate-defender-hits': w('allocate defender hits'),
  'allocate-attacker-hits': w('allocate attacker hits'),
  support: w('support'),
  consolidate: w('consolidate'),
  'turn-start-roll-off': w('roll off for the start of the turn'),
  'turn-start-order': w('order of start-of-turn abilities'),
  'turn-start': w('start-of-turn abilities'),
  tournament: w('tournament set-up'),
  'planetfall-passengers': w('passengers after planetfall'),
  edge: w('table edge'),
  objectives: w('objectives'),
  garrisons: w('garrisons'),
  reserves: w('reserves'),
  'roll-on': w('roll to carry on'),
};

/** A decision kind or step in the page's language (its words with dashes as spaces if new). */
function decisionWord(kind: string): string {
  const words = DECISION_WORDS[kind];
  return words ? t(words) : kind.replace(/-/g, ' ');
}

export function decisionTitle(pending: PendingDecision): string {
  const kind = decisionWord(pending.kind);
  return pending.step ? `${kind}: ${decisionWord(pending.step)}` : kind;
}

/** The phases of a turn (1.3) in words. */
export const PHASE_WORDS: Readonly<Record<string, string>> = {
  setup: w('set-up phase'),
  strategy: w('strategy phase'),
  action: w('action phase'),
  end: w('end phase'),
  'game-over': w('game over'),
};

/**
 * Where each side stands towards victory (1.14.2), in a sentence: who holds objectives and when
 * that wins, so that nobody is surprised by the end of the game.
 */
export function outlookLines(game: GameState): string[] {
  // Seed 001 5.3.15: the plant's buildings left and this turn's blizzard.
  const plant = plantLines(game);
  if (plant.length > 0) return plant;
  // Seed 001 5.3.7: the ambush's three terms, with where they stand now.
  const ambush = ambushTally(game);
  if (ambush)
    return [
      t(
        'The Space Marines win after turn {{last}} if every Ork formation is at half strength or less (now {{orks}} of {{of}}), a Mekboy Gunzmob is wiped out (now {{mobs}}) and fewer than four of their own are at half strength (now {{marines}}); anything else is the Orks’ win.',
        {
          last: game.victory.maxTurns,
          orks: ambush.orksAtHalf,
          of: ambush.orks,
          mobs: ambush.mobsDestroyed,
          marines: ambush.marinesAtHalf,
        },
      ),
    ];
  const needed = game.victory.objectives;
  const noun = (n: number) =>
    n === 1 ? t('1 objective') : t('{{count}} objectives', { count: n });
  const lines: string[] = [];
  for (const o of victoryOutlook(game)) {
    // Seed 001 5.3.11.2-3: a team holds objectives (under its lead's side): the team is named.
    const team = teamOf(game, o.side);
    const who = team === null ? playerName(game, o.side) : t('Team {{team}}', { team: team + 1 });
    if (o.winsAtEndOfTurn === null) continue;
    lines.push(
      o.streak > 0
        ? t('{{who}} holds {{objectives}}: wins if it still does at the end of turn {{turn}}.', {
            who,
            objectives: noun(o.held),
            turn: o.winsAtEndOfTurn,
          })
        : t(
            '{{who}} is alone within {{range}}cm of {{objectives}}: wins at the end of turn {{turn}} if it captures and keeps {{needed}}.',
            {
              who,
              range: game.victory.captureRange,
              objectives: noun(o.controlledNow),
              turn: o.winsAtEndOfTurn,
              needed: needed === 1 ? t('it') : noun(needed),
            },
          ),
    );
  }
  if (lines.length === 0)
    lines.push(
      t('To win: hold {{objectives}} for {{turns}} (the game ends after turn {{last}}).', {
        objectives: noun(needed),
        turns:
          game.victory.holdTurns === 1
            ? t('1 full turn')
            : t('{{count}} full turns', { count: game.victory.holdTurns }),
        last: game.victory.maxTurns,
      }),
    );
  return lines;
}

/** Turn, phase, who acts and whose decision the game waits for. */
export function TurnPanel(props: {
  game: GameState;
  pending: PendingDecision;
  humanSide: Side;
  /** Two people at one machine: the other side is a person away from it, not the computer. */
  hotSeat?: boolean;
  /** Who plays each side; with three or four players some may be people, some the computer. */
  controllers?: readonly Controller[];
}) {
  const { game, pending, humanSide } = props;
  useWords();
  const hotSeat = props.hotSeat ?? false;
  const name = (s: Side) =>
    `${playerName(game, s)} ${seatWords(s, humanSide, props.controllers, hotSeat)}`;
  const waiting = pending.sides.map(name).join(` ${t('and')} `);
  return (
    <section className="panel turn" data-testid="turn-panel">
      <div>
        {/* Turns are counted from the first strategy phase (1.3); before it the armies set up. */}
        {game.phase === 'setup' ? (
          <strong>
            {game.tournament ? t('Setting up the battle (6.1)') : t('Setting up the battle (1.15)')}
          </strong>
        ) : (
          <>
            <strong>{t('Turn {{turn}}', { turn: game.turn })}</strong> ·{' '}
            {t(PHASE_WORDS[game.phase] ?? game.phase)}
          </>
        )}
        {game.turnState.activeSide !== null && (
          <> · {t('{{player}} acts', { player: name(game.turnState.activeSide) })}</>
        )}
      </div>
      {game.result ? (
        <div>{t('The battle is over.')}</div>
      ) : (
        waiting && (
          <div>
            {t('Waiting for {{who}}:', { who: waiting })} <em>{decisionTitle(pending)}</em>
          </div>
        )
      )}
      {game.players.length > 2 && <PlayerList game={game} pending={pending} name={name} />}
      {!game.result && game.phase !== 'setup' && (
        <ul className="outlook" aria-label={t('Victory conditions')}>
          {(game.tournament
            ? tournamentOutlookLines(game)
            : game.victory.demolition
              ? demolitionLines(game)
              : game.victory.strike
                ? strikeLines(game)
                : game.victory.extraction
                  ? extractionLines(game)
                  : game.victory.perSide
                    ? opposedGoalLines(game)
                    : outlookLines(game)
          ).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Seed 001 5.3.11: with three or four players, each has a line of his own in his colour, so the
 * page shows at a glance who is who, who acts and whom the game waits for (at one machine too).
 * A two-player game has no such list: the line above names both.
 */
function PlayerList(props: {
  game: GameState;
  pending: PendingDecision;
  name: (side: Side) => string;
}) {
  const { game, pending } = props;
  return (
    <ul className="players" data-testid="players" aria-label={t('Players')}>
      {playersOf(game).map((s) => {
        const acts = game.turnState.activeSide === s;
        const waited = !game.result && pending.sides.includes(s);
        return (
          <li
            key={s}
            className={`side-${s}${acts || waited ? ' due' : ''}`}
            data-testid={`player-${s}`}
            aria-current={waited ? 'true' : undefined}
          >
            <span className="swatch" style={{ background: SIDE_FILL[s] }} aria-hidden="true" />
            {props.name(s)}
            {/* Seed 001 5.3.11.2-3: the player's team. */}
            {teamWords(game, s) ? ` · ${teamWords(game, s)}` : ''}
            {acts ? ` · ${t('acts')}` : waited ? ` · ${t('to decide')}` : ''}
          </li>
        );
      })}
    </ul>
  );
}
