import type { CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { sidesAfter, sidesOf } from '../1.2-formations/sides';
import { ofSide, withSide } from '../../state/perSide';
import { tunnelsDue, waitingToTeleport } from '../2-specialists/offTable';

/**
 * 1.4.2 Abilities used at the start of the turn: resolved before the strategy roll (1.5 FAQ:
 * tunnelers surface, then teleporters are placed, then the strategy roll). When both players
 * have such effects they take turns, one effect each, starting with the player with the higher
 * strategy rating, who may make the opponent go first (1.4.2 FAQ); on equal ratings the dice
 * decide who chooses (1.4.2 FAQ). A player who passes resolves no more this turn: each effect
 * is optional (2.1.17: "can appear at the start of any turn"), except a tunneler due to surface
 * this turn (2.1.23: "Set up the tunneler at the start of the stated turn"), which cannot be
 * passed over, and all tunnelers surface before any teleporter (1.5 FAQ steps 1 and 2).
 */

type TurnStart = NonNullable<GameState['turnState']['startOfTurn']>;

/** What the start of the turn waits for. */
export type TurnStartStatus =
  | { readonly kind: 'none' }
  | { readonly kind: 'roll-off' }
  | { readonly kind: 'choose'; readonly side: Side }
  | { readonly kind: 'resolve'; readonly side: Side };

function progress(state: GameState): TurnStart {
  return (
    state.turnState.startOfTurn ?? {
      chooser: null,
      next: null,
      passed: state.players.map(() => false),
    }
  );
}

/** Whether the side still has a start-of-turn ability it may use now. */
export function hasTurnStartEffects(state: GameState, side: Side): boolean {
  return (
    tunnelsDue(state, side).length > 0 ||
    (!ofSide(progress(state).passed, side) && waitingToTeleport(state, side).length > 0)
  );
}

/** 1.5 FAQ: while a tunneler is due to surface (either side's), nothing else is resolved. */
export function tunnelersFirst(state: GameState): Refusal | null {
  return sidesOf(state).some((side) => tunnelsDue(state, side).length > 0)
    ? refusal(
        'turn-start/tunnelers-first',
        '1.5',
        'Tunnelers surface before units with teleport are placed.',
      )
    : null;
}

/** 1.5 FAQ: the side to resolve next, skipping one with only teleporters while the other side
 * still has a tunneler to surface. */
function resolving(state: GameState, side: Side): TurnStartStatus {
  if (tunnelsDue(state, side).length > 0) return { kind: 'resolve', side };
  const tunnelling = sidesAfter(state, side).find((s) => tunnelsDue(state, s).length > 0);
  return { kind: 'resolve', side: tunnelling ?? side };
}

export function turnStartStatus(state: GameState): TurnStartStatus {
  if (state.phase !== 'strategy' || state.turnState.strategyTotals !== null)
    return { kind: 'none' };
  const waiting = sidesOf(state).filter((side) => hasTurnStartEffects(state, side));
  if (waiting.length === 0) return { kind: 'none' };
  if (waiting.length === 1) return { kind: 'resolve', side: waiting[0]! };
  const p = progress(state);
  if (p.next !== null) return resolving(state, p.next);
  if (p.chooser !== null) return { kind: 'choose', side: p.chooser };
  const highest = rollOffSides(state);
  if (highest.length > 1) return { kind: 'roll-off' };
  return { kind: 'choose', side: highest[0]! };
}

/** 1.4.2: the players with the highest strategy rating of those with start-of-turn abilities
 * (more than one: they roll off for who chooses). */
function rollOffSides(state: GameState): Side[] {
  const waiting = sidesOf(state).filter((side) => hasTurnStartEffects(state, side));
  const rating = (side: Side) => ofSide(state.players, side).strategyRating;
  const best = Math.max(...waiting.map(rating));
  return waiting.filter((side) => rating(side) === best);
}

/** Refusal for a start-of-turn ability used out of turn (1.4.2). */
export function turnStartRefusal(state: GameState, side: Side): Refusal | null {
  const status = turnStartStatus(state);
  if (status.kind === 'resolve' && status.side === side) return null;
  if (status.kind === 'roll-off' || status.kind === 'choose')
    return refusal(
      'turn-start/order-not-chosen',
      '1.4.2',
      'Both players have abilities used at the start of the turn: first settle who goes first.',
    );
  return refusal(
    'turn-start/not-your-turn',
    '1.4.2',
    'The players take turns resolving start-of-turn abilities: it is not yours now.',
  );
}

/**
 * After a tunneler surfaced (1.5 FAQ step 1): as after any effect; and with the warm-up's
 * `each-ability` answer (1.4.2 FAQ), once no tunneler is left to surface the order is settled
 * afresh for the teleporters.
 */
export function afterSurfacing(state: GameState, side: Side): GameState {
  const next = afterTurnStartEffect(state, side);
  if (state.settings.startOfTurnOrder !== 'each-ability' || tunnelersFirst(state) !== null)
    return next;
  const p = progress(next);
  return {
    ...next,
    turnState: { ...next.turnState, startOfTurn: { ...p, chooser: null, next: null } },
  };
}

/** After a side resolved one effect: the other side's turn, if it has one left. */
export function afterTurnStartEffect(state: GameState, side: Side): GameState {
  const p = progress(state);
  // The next player in turn who still has one (with two players, the other player).
  const next = sidesAfter(state, side).find((s) => hasTurnStartEffects(state, s)) ?? side;
  const startOfTurn: TurnStart = { ...p, next };
  return { ...state, turnState: { ...state.turnState, startOfTurn } };
}

export const turnStartRollOff: CommandHandler<CommandOf<'turnStart.rollOff'>> = {
  validate(state) {
    return turnStartStatus(state).kind === 'roll-off'
      ? null
      : refusal('flow/not-now', '1.4.2', 'There is no roll-off for the start of the turn now.');
  },
  apply(state, _command, { dice, events }) {
    // 1.4.2 FAQ: "Dice to see who chooses to go first"; equal dice are rolled again.
    const rolling = rollOffSides(state);
    for (;;) {
      const rolls = dice.d6(rolling.length, {
        purpose: `who chooses the order of start-of-turn abilities (${rolling.map((s) => `player ${s + 1}`).join(', ')})`,
        section: '1.4.2',
      });
      const best = Math.max(...rolls);
      if (rolls.filter((r) => r === best).length > 1) continue;
      const chooser = rolling[rolls.indexOf(best)]!;
      events.push({ type: 'turn-start/roll-off-won', side: chooser, section: '1.4.2' });
      return {
        ...state,
        turnState: { ...state.turnState, startOfTurn: { ...progress(state), chooser } },
      };
    }
  },
};

export const turnStartChoose: CommandHandler<CommandOf<'turnStart.choose'>> = {
  validate(state, command) {
    const status = turnStartStatus(state);
    if (status.kind !== 'choose')
      return refusal(
        'flow/not-now',
        '1.4.2',
        'There is no order of start-of-turn abilities to choose now.',
      );
    if (status.side !== command.side)
      return refusal(
        'turn-start/not-chooser',
        '1.4.2',
        'The player with the higher strategy rating (or who won the roll-off) chooses who goes first.',
      );
    return null;
  },
  apply(state, command, { events }) {
    // 1.4.2: the chooser goes first or lets the next player in turn who has one go first.
    const next: Side = command.goFirst
      ? command.side
      : (sidesAfter(state, command.side).find((s) => hasTurnStartEffects(state, s)) ??
        command.side);
    events.push({ type: 'turn-start/first-side', side: next, section: '1.4.2' });
    return {
      ...state,
      turnState: {
        ...state.turnState,
        startOfTurn: { ...progress(state), chooser: command.side, next },
      },
    };
  },
};

export const turnStartPass: CommandHandler<CommandOf<'turnStart.pass'>> = {
  validate(state, command) {
    const status = turnStartStatus(state);
    if (status.kind === 'none' || !hasTurnStartEffects(state, command.side))
      return refusal('flow/not-now', '1.4.2', 'You have no start-of-turn abilities to use now.');
    const due = tunnelsDue(state, command.side)[0];
    if (due)
      return refusal(
        'tunnel/must-surface',
        '2.1.23',
        `${due.name} surfaces at the start of the turn you wrote down: it cannot stay below.`,
      );
    return turnStartRefusal(state, command.side);
  },
  apply(state, command, { events }) {
    const p = progress(state);
    const passed = withSide(p.passed, command.side, true);
    events.push({ type: 'turn-start/passed', side: command.side, section: '1.4.2' });
    // The next player in turn resolves next (with two players, the other player).
    const other = sidesAfter(state, command.side)[0]!;
    return {
      ...state,
      turnState: { ...state.turnState, startOfTurn: { ...p, passed, next: other } },
    };
  },
};
