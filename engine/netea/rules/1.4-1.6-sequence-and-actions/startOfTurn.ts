import type { CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { otherSide } from '../1.2-formations/formations';
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
  return state.turnState.startOfTurn ?? { chooser: null, next: null, passed: [false, false] };
}

/** Whether the side still has a start-of-turn ability it may use now. */
export function hasTurnStartEffects(state: GameState, side: Side): boolean {
  return (
    tunnelsDue(state, side).length > 0 ||
    (!progress(state).passed[side] && waitingToTeleport(state, side).length > 0)
  );
}

/** 1.5 FAQ: while a tunneler is due to surface (either side's), nothing else is resolved. */
export function tunnelersFirst(state: GameState): Refusal | null {
  return tunnelsDue(state, 0).length > 0 || tunnelsDue(state, 1).length > 0
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
  // Two-sided: the start of the turn is resolved between two players (turnStartStatus).
  const other = otherSide(side);
  const tunnelling = tunnelsDue(state, side).length === 0 && tunnelsDue(state, other).length > 0;
  return { kind: 'resolve', side: tunnelling ? other : side };
}

export function turnStartStatus(state: GameState): TurnStartStatus {
  if (state.phase !== 'strategy' || state.turnState.strategyTotals !== null)
    return { kind: 'none' };
  const mine = [hasTurnStartEffects(state, 0), hasTurnStartEffects(state, 1)] as const;
  if (!mine[0] && !mine[1]) return { kind: 'none' };
  if (!mine[1]) return { kind: 'resolve', side: 0 };
  if (!mine[0]) return { kind: 'resolve', side: 1 };
  const p = progress(state);
  if (p.next !== null) return resolving(state, p.next);
  if (p.chooser !== null) return { kind: 'choose', side: p.chooser };
  const [a, b] = [state.players[0].strategyRating, state.players[1].strategyRating];
  if (a === b) return { kind: 'roll-off' };
  return { kind: 'choose', side: a > b ? 0 : 1 };
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
  // Two-sided, as the progress it keeps (`passed` holds two players).
  const other = otherSide(side);
  const next = hasTurnStartEffects(state, other) ? other : side;
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
    for (;;) {
      const [a = 0, b = 0] = dice.d6(2, {
        purpose: 'who chooses the order of start-of-turn abilities (player 1, player 2)',
        section: '1.4.2',
      });
      if (a === b) continue;
      const chooser: Side = a > b ? 0 : 1;
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
    // Two-sided: 1.4.2's chooser goes first or lets the other player.
    const next: Side = command.goFirst ? command.side : otherSide(command.side);
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
    const passed: [boolean, boolean] = [...p.passed];
    passed[command.side] = true;
    events.push({ type: 'turn-start/passed', side: command.side, section: '1.4.2' });
    // Two-sided, as `passed`: the other player resolves next.
    const other = otherSide(command.side);
    return {
      ...state,
      turnState: { ...state.turnState, startOfTurn: { ...p, passed, next: other } },
    };
  },
};
