import type { Applied } from '../../flow/steps';
import type { Side } from '../../commands/schema';
import type { Dice } from '../../../kernel/dice';
import type { GameState } from '../../state/schema';
import { emit, type AssaultSink } from '../../events';
import { decideAssault, sideUnits, workOutResult } from './result';
import { defenderSide, withAssault, type AssaultState } from './state';
import { resolveSupport, supportCandidates } from './support';
import { resolveAfterFirstStrike } from './attacks';

/**
 * Between the players' decisions of 1.12.5–1.12.7: after hits are queued or allocated, the next
 * allocation, else the wiped-out / stalled check and supporting fire, else the result.
 */
export function continueAssault(
  state: GameState,
  assault: AssaultState,
  after: 'attacks' | 'support',
  dice: Dice,
  events: AssaultSink,
): Applied {
  const head = assault.pending[0];
  if (head) {
    const step =
      head.side === assault.attackerSide ? 'allocate-attacker-hits' : 'allocate-defender-hits';
    return withAssault(state, { ...assault, step });
  }
  if (after === 'support') return workOutResult(state, assault, dice, events);
  // 2.2.4: the first strike hits are resolved; now the other attacks of the units left.
  if (assault.firstStrike) {
    const rest = resolveAfterFirstStrike(state, assault, dice, events);
    return continueAssault(withAssault(state, rest), rest, 'attacks', dice, events);
  }
  // 1.12.5: all defenders killed with an attacker left, or every directly engaged attacker
  // killed: the assault is decided without support or a result roll.
  const attackersLeft = sideUnits(state, assault.attackers);
  if (sideUnits(state, assault.defenders) === 0 && attackersLeft > 0) {
    emit(events, {
      type: 'assault/winner',
      side: assault.attackerSide,
      reason: 'defender-wiped-out',
      section: '1.12.5',
    });
    return decideAssault(state, assault, assault.attackerSide, 0, dice, events);
  }
  const engagedAttackers = assault.engaged.filter((id) =>
    assault.attackers.includes(state.units[id]?.formationId ?? ''),
  );
  const stalled =
    engagedAttackers.length > 0 &&
    engagedAttackers.every((id) => state.units[id]?.status === 'destroyed');
  if (stalled) {
    const defender = defenderSide(assault);
    emit(events, {
      type: 'assault/winner',
      side: defender,
      reason: 'attack-stalled',
      section: '1.12.5',
    });
    return decideAssault(state, assault, defender, 0, dice, events);
  }
  const reset = { ...assault, supporters: [] };
  return enterSupport(state, reset, assault.attackerSide, dice, events);
}

/**
 * 1.12.6: from `from` on, the attacker, then the defender, decides whether to call on support; a side with no
 * formation able to support is passed over. Once both have decided, the supporting fire is
 * rolled and its hits queued.
 */
export function enterSupport(
  state: GameState,
  assault: AssaultState,
  from: Side | null,
  dice: Dice,
  events: AssaultSink,
): Applied {
  const order: Side[] = [assault.attackerSide, defenderSide(assault)];
  const left = from === null ? [] : order.slice(order.indexOf(from));
  for (const side of left) {
    if (Object.keys(supportCandidates(state, assault, side)).length > 0)
      return withAssault(state, { ...assault, step: 'support', decidingSide: side });
  }
  const chosen: Record<Side, string[]> = { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [] };
  for (const f of assault.supporters) {
    const side = state.formations[f]?.side;
    if (side !== undefined) chosen[side].push(f);
  }
  const rolled = resolveSupport(state, assault, chosen, dice, events);
  return continueAssault(state, rolled, 'support', dice, events);
}
