import { formationWorth } from '../3-war-engines/capacity';
import { continueWith, type Applied } from '../../flow/steps';
import type { Side } from '../../commands/schema';
import type { Dice } from '../../../kernel/dice';
import type { GameState } from '../../state/schema';
import { type ResultModifier, type ResultScore } from './events';
import { emit, type AssaultSink } from '../../events';
import { placedOf } from './geometry';
import {
  assaultOpponent,
  assaultFormations,
  defenderSide,
  withAssault,
  type AssaultState,
} from './state';
import { effectiveBlastMarkers } from '../1.13-broken-formations/breaking';
import { formationOf, withFormation } from '../1.2-formations/formations';
import { livingUnitIds } from '../1.9-shooting/geometry';
import { modify } from '../../abilities/registry';
import { breakLosers, withdrawingUnits } from './withdrawal';
import { removeExtraHits } from './extraHits';
import { recordAssaultLosses } from '../4.1-4.2-aircraft/extraction';
import { suffersBreakDamage } from '../1.3-blast-markers/blastMarkers';
import { destroyLandedLosers } from '../4.1-4.2-aircraft/landedLosses';
import { assaultWithoutResult } from '../5.3-scenarios/plantBuildings';

/**
 * 1.12.7 Work Out Result: a side that wiped the other out wins; otherwise each player rolls
 * 2D6 and adds the modifiers to the highest die. The loser takes extra hits equal to the
 * difference (halved, rounded down, with They Shall Know No Fear: seed 001 5.5.1); a tie fights
 * another round. Then 1.12.8: the loser breaks (or, already broken, is destroyed) and withdraws.
 */

/** Units a side has left; 3.3.3: a surviving war engine counts as its starting DC. */
export function sideUnits(state: GameState, formationIds: readonly string[]): number {
  return formationIds.reduce((n, f) => n + formationWorth(state, livingUnitIds(state, f)), 0);
}

/** Blast markers of a side: all of them (for "no Blast markers") and as compared with the
 * opponent's, a broken formation counting one per unit (1.13.4) and a formation that knows no
 * fear half of its own, rounded down (seed 001 5.5.1). */
export function sideBlastMarkers(
  state: GameState,
  formationIds: readonly string[],
): { readonly total: number; readonly compared: number } {
  let total = 0;
  let compared = 0;
  for (const id of formationIds) {
    const f = state.formations[id];
    if (!f) continue;
    const n = effectiveBlastMarkers(state, id);
    total += n;
    compared += modify('assaultResultBlastMarkers', { state, formation: f }, n);
  }
  return { total, compared };
}

/** The 1.12.7 modifiers of one side. */
export function resultModifiers(
  state: GameState,
  assault: AssaultState,
  side: Side,
): ResultModifier[] {
  const mine = assaultFormations(assault, side);
  const theirs = assaultFormations(assault, assaultOpponent(assault, side));
  const out: ResultModifier[] = [];
  const kills = assault.kills[side] ?? 0;
  if (kills > 0)
    out.push({ value: kills, reason: `${kills} kill(s) inflicted during the assault` });
  const us = sideUnits(state, mine);
  const them = sideUnits(state, theirs);
  if (us > them) out.push({ value: 1, reason: 'more units than the opposing formation' });
  if (us > 2 * them)
    out.push({ value: 1, reason: 'more than twice as many units as the opposing formation' });
  const ourMarkers = sideBlastMarkers(state, mine);
  const theirMarkers = sideBlastMarkers(state, theirs);
  if (ourMarkers.total === 0) out.push({ value: 1, reason: 'formation has no Blast markers' });
  if (theirMarkers.compared > ourMarkers.compared)
    out.push({ value: 1, reason: 'the opposing formation has more Blast markers' });
  // Abilities' modifiers (2.1.5 inspiring): units involved are the side's directly engaged units
  // still alive; supporting formations are not involved (2.1.5 FAQ).
  const involvedUnitIds = assault.engaged.filter((id) => {
    const u = state.units[id];
    return u !== undefined && u.status !== 'destroyed' && mine.includes(u.formationId);
  });
  const formations = mine.flatMap((f) => state.formations[f] ?? []);
  for (const bonus of modify('assaultResultBonus', { state, formations, involvedUnitIds }, []))
    out.push({ value: bonus.value, reason: `${bonus.reason} (${bonus.section})` });
  return out;
}

function rollScore(state: GameState, assault: AssaultState, side: Side, dice: Dice): ResultScore {
  const [a = 0, b = 0] = dice.d6(2, {
    purpose: `assault result: ${side === assault.attackerSide ? 'attacker' : 'defender'} (2D6, highest die counts)`,
    section: '1.12.7',
  });
  const modifiers = resultModifiers(state, assault, side);
  const highest = Math.max(a, b);
  const total = highest + modifiers.reduce((s, m) => s + m.value, 0);
  return { side, dice: [a, b], highest, modifiers, total };
}

/** Works out the result once every hit of the round is resolved (1.12.7). */
export function workOutResult(
  state: GameState,
  assault: AssaultState,
  dice: Dice,
  events: AssaultSink,
): Applied {
  const attacker = assault.attackerSide;
  const defender = defenderSide(assault);
  const attackersLeft = sideUnits(state, assault.attackers);
  const defendersLeft = sideUnits(state, assault.defenders);
  if (defendersLeft === 0 || attackersLeft === 0) {
    const winner = defendersLeft === 0 && attackersLeft > 0 ? attacker : defender;
    emit(events, { type: 'assault/winner', side: winner, reason: 'wiped-out', section: '1.12.7' });
    return decideAssault(state, assault, winner, 0, dice, events);
  }
  // Seed 001 5.3.15: an assault on the plant's buildings has no result to work out.
  if (assaultWithoutResult(state, assault.defenders))
    return continueWith(state, {
      kind: 'assault-withdrawals-over',
      assault: { ...assault, winner: attacker, pending: [], step: 'withdraw' },
    });
  const a = rollScore(state, assault, attacker, dice);
  const d = rollScore(state, assault, defender, dice);
  const winner = a.total === d.total ? null : a.total > d.total ? attacker : defender;
  const scores: [ResultScore, ResultScore] = attacker === 0 ? [a, d] : [d, a];
  emit(events, { type: 'assault/result', scores, winner, section: '1.12.7' });
  if (winner === null) {
    const round = assault.round + 1;
    emit(events, { type: 'assault/next-round', round, section: '1.12.7' });
    return withAssault(state, {
      ...assault,
      round,
      step: 'counter-charge',
      decidingSide: attacker,
      counterCharged: [],
      engaged: [],
      attacked: [],
      supporters: [],
      pending: [],
    });
  }
  emit(events, { type: 'assault/winner', side: winner, reason: 'result', section: '1.12.7' });
  const loser = assaultOpponent(assault, winner);
  const difference = Math.abs(a.total - d.total);
  const losing = assaultFormations(assault, loser);
  const formations = losing.flatMap((f) => state.formations[f] ?? []);
  const extraHits = modify('assaultExtraHits', { state, formations }, difference);
  return decideAssault(state, assault, winner, extraHits, dice, events);
}

/**
 * 1.12.8: extra hits on the loser, then the loser is broken (or destroyed if already broken)
 * and withdraws; with nobody left to withdraw, on to the Blast markers and consolidation.
 */
export function decideAssault(
  state: GameState,
  assault: AssaultState,
  winner: Side,
  extraHits: number,
  dice: Dice,
  events: AssaultSink,
): Applied {
  const loser = assaultOpponent(assault, winner);
  const losing = assaultFormations(assault, loser);
  let next = state;
  if (extraHits > 0) {
    emit(events, {
      type: 'assault/extra-hits',
      side: loser,
      count: extraHits,
      section: '1.12.7',
    });
    next = removeExtraHits(
      next,
      losing,
      placedOf(next, assaultFormations(assault, winner)),
      extraHits,
      dice,
      events,
    );
  }
  // 4.2.5: a landed aircraft that loses an assault is destroyed.
  next = destroyLandedLosers(next, losing, dice, events);
  for (const f of losing) {
    if (!assault.brokenAtStart.includes(f)) continue;
    // 1.12.8: a loser already broken when assaulted is destroyed, every unit removed.
    const formation = formationOf(next, f);
    const units = { ...next.units };
    for (const id of livingUnitIds(next, f)) {
      const u = units[id];
      // 2.1.3: fearless units are not wiped out with it.
      if (u && suffersBreakDamage(next, u))
        units[id] = { ...u, status: 'destroyed', position: null, transportedBy: null };
    }
    next = withFormation({ ...next, units }, formation);
    emit(events, { type: 'assault/formation-destroyed', formationId: f, section: '1.12.8' });
  }
  next = breakLosers(
    next,
    losing.filter((f) => !assault.brokenAtStart.includes(f)),
    dice,
    events,
  );
  // 4.5.2: bunkers lost to the result count as destroyed in close combat.
  next = recordAssaultLosses(state, next);
  const decided: AssaultState = { ...assault, winner, pending: [], step: 'withdraw' };
  if (withdrawingUnits(next, decided).length > 0) {
    emit(events, {
      type: 'assault/withdrawal',
      formationIds: losing.filter((f) => livingUnitIds(next, f).length > 0),
      section: '1.13.3',
    });
    return withAssault(next, decided);
  }
  return continueWith(next, { kind: 'assault-withdrawals-over', assault: decided });
}
