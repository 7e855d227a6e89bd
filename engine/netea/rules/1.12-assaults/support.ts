import type { Side } from '../../commands/schema';
import type { Dice } from '../../../kernel/dice';
import { shapesWithin } from '../../../kernel/geometry';
import type { GameState } from '../../state/schema';
import { pendingOf, rollSideAttacks, sniperPendingOf } from './attacks';
import { emit, type AssaultSink } from '../../events';
import { ASSAULT_RANGE, canFirefight, placedOf } from './geometry';
import { assaultOpponent, defenderSide, type AssaultState, type PendingHits } from './state';
import { formationsOf } from '../1.2-formations/formations';
import { isFriend, teamMates } from '../1.2-formations/sides';
import { lineOfFireBetween, placedUnit, placedUnits, type Placed } from '../1.9-shooting/geometry';

/**
 * 1.12.6 Supporting Fire: units of other formations of either side, neither broken nor marched
 * this turn, attack with their firefight value if within 15cm of, with a line of fire to, an
 * enemy unit "directly involved": one that attacked this round (FAQ, re-evaluated every round).
 * Suppression does not apply (FAQ). Their hits go only to directly involved units (FAQ).
 */

function sees(state: GameState, a: Placed, b: Placed): boolean {
  return shapesWithin(a.shape, b.shape, ASSAULT_RANGE) && lineOfFireBetween(state, a, b).clear;
}

/** The enemy units of `side` that attacked this round and are still on the table. */
function involvedEnemies(state: GameState, assault: AssaultState, side: Side): Placed[] {
  const enemyFormations = side === assault.attackerSide ? assault.defenders : assault.attackers;
  return placedOf(state, enemyFormations).filter((p) => assault.attacked.includes(p.unit.id));
}

/** The formations of `side` that may lend support now, with the units that can fire. Only the
 * two sides fighting are asked (seed 001 5.3.11.1: a third army gives no supporting fire); in
 * team play (5.3.11.2: "Verbände, die verschiedenen Spielern derselben Seite gehören, dürfen
 * einander Feuerunterstützung leisten") `side`'s team-mates' formations too, offered to `side`,
 * the team's player in the assault (our reading: he decides for the team, as one side). */
export function supportCandidates(
  state: GameState,
  assault: AssaultState,
  side: Side,
): Record<string, string[]> {
  const inAssault = [...assault.attackers, ...assault.defenders];
  const targets = involvedEnemies(state, assault, side);
  const out: Record<string, string[]> = {};
  for (const f of [side, ...teamMates(state, side)].flatMap((s) => formationsOf(state, s))) {
    if (inAssault.includes(f.id) || f.broken || f.action === 'march') continue;
    const units = placedUnits(state, f.id).filter(
      (u) =>
        canFirefight(u.sheet) &&
        typeof u.sheet.ff === 'number' &&
        targets.some((t) => sees(state, u, t)),
    );
    if (units.length > 0) out[f.id] = units.map((u) => u.unit.id);
  }
  return out;
}

/** The side of the assault a supporting formation of `owner` fights for: his own, or (team play,
 * 5.3.11.2) the side of his team in the assault. */
export function supportedSide(state: GameState, assault: AssaultState, owner: Side): Side {
  return isFriend(state, owner, assault.attackerSide)
    ? assault.attackerSide
    : defenderSide(assault);
}

/** Rolls the supporting fire of the chosen formations of both sides and queues the hits. */
export function resolveSupport(
  state: GameState,
  assault: AssaultState,
  chosen: Readonly<Record<Side, readonly string[]>>,
  dice: Dice,
  events: AssaultSink,
): AssaultState {
  const pending: PendingHits[] = [];
  for (const side of [assault.attackerSide, defenderSide(assault)]) {
    const candidates = supportCandidates(state, assault, side);
    const units = chosen[side]
      .flatMap((f) => candidates[f] ?? [])
      .map((id) => placedUnit(state, id))
      .filter((p): p is Placed => p !== null);
    if (units.length === 0) continue;
    const targets = involvedEnemies(state, assault, side);
    const r = rollSideAttacks(state, dice, units, targets, '1.12.6', true);
    emit(events, {
      type: 'assault/attacks-rolled',
      side,
      closeCombat: 0,
      firefight: r.firefight,
      hits: r.hits,
      source: 'support',
      section: '1.12.6',
    });
    const eligible = targets
      .filter((t) => units.some((u) => sees(state, u, t)))
      .map((t) => t.unit.id);
    const other = assaultOpponent(assault, side);
    // 2.1.14: sniper hits first, allocated by this side among the enemies its snipers reach.
    pending.push(...sniperPendingOf(state, r, side, targets, 'support'));
    if (r.hits > 0 && eligible.length > 0)
      pending.push(
        ...pendingOf(r, { side: other, eligible, from: [...r.attacked], source: 'support' }),
      );
  }
  // The defender's units take their hits first, as in the attacks step.
  pending.sort(
    (a, b) => (a.side === assault.attackerSide ? 1 : 0) - (b.side === assault.attackerSide ? 1 : 0),
  );
  return { ...assault, pending };
}
