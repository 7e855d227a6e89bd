import type { Side } from '../../commands/primitives';
import { recordAssaultKills } from '../4.1-4.2-aircraft/extraction';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import type { AssaultCommandOf } from './commandSchemas';
import { emit } from '../../events';
import { continueAssault } from './attackSteps';
import type { AssaultCommandHandler } from './handler';
import { isRefusal } from './moves';
import {
  assaultOpponent,
  assaultOf,
  sideToDecide,
  withAssault,
  type AssaultState,
  type PendingHits,
} from './state';
import { resolveHits } from '../1.9-shooting/casualties';
import { hasCoverSave, hitEffect } from '../1.9-shooting/saves';
import type { WeaponAbilityId } from '../../data/schema/weaponAbility';
import { coverOf } from '../1.8-terrain/cover';
import { placedPassengers, withPlacedPassengers } from '../2-specialists/macroWeaponPassengers';
import { hitsPerUnit } from '../1.9-shooting/hitAllocation';
import { defaultAllocationDC, validateAllocationDC } from '../3-war-engines/allocation';
import { capacityMap } from '../3-war-engines/capacity';
import { markBlastLosses } from '../3-war-engines/blastLosses';
import { distancesFrom, placedUnit, type Placed } from '../1.9-shooting/geometry';

/**
 * 1.12.5 / 1.12.6: each player allocates the hits his units took "in the same manner as ...
 * hits from shooting" (1.9.6: spread, front to back from the enemy units that attacked), only to
 * units directly engaged (or, for supporting fire, directly involved), then saves are rolled.
 * Only defenders may take cover saves (1.12.5 FAQ): infantry of formations that charged have
 * left cover. Kills place no Blast markers until the result is worked out (Important Note).
 */

export interface AssaultAllocationProblem {
  readonly hits: PendingHits;
  readonly distance: Readonly<Record<string, number>>;
  readonly eligible: readonly string[];
  /** 3.2.1: war engines take their starting DC in hits a round. */
  readonly capacity: Readonly<Record<string, number>>;
  readonly defaultAllocation: readonly string[];
}

function placed(state: GameState, ids: readonly string[]): Placed[] {
  return ids.map((id) => placedUnit(state, id)).filter((p): p is Placed => p !== null);
}

/** The hits being allocated now, whom they may go to and the default allocation. */
export function assaultAllocationProblem(
  state: GameState,
  hits: PendingHits,
): AssaultAllocationProblem {
  const targets = coverTakers(state, hits) ?? placed(state, hits.eligible);
  const eligible = targets.map((t) => t.unit.id);
  const distance = distancesFrom(targets, placed(state, hits.from));
  const capacity = capacityMap(targets);
  const [alloc] = defaultAllocationDC(
    [{ count: hits.count, eligible }],
    distance,
    eligible,
    capacity,
  );
  return { hits, distance, eligible, capacity, defaultAllocation: alloc ?? [] };
}

/**
 * 1.12.5 FAQ, as the warm-up settles it (`assaultIgnoreCoverHits`): ignore-cover hits on the
 * defenders go to those of the units they may reach that would have a cover save (only
 * defenders take cover saves in an assault), while there are any; null when the hits are
 * allocated as any others.
 */
export function coverTakers(state: GameState, hits: PendingHits): Placed[] | null {
  if (state.settings.assaultIgnoreCoverHits !== 'to-cover' || hits.allocatedBy !== undefined)
    return null;
  if (!hitEffect('assault', (hits.abilities ?? []) as WeaponAbilityId[]).ignoreCover) return null;
  const assault = assaultOf(state);
  if (!assault || hits.side === assault.attackerSide) return null;
  const targets = placed(state, hits.eligible);
  const cover = coverOf(state, targets, placed(state, hits.from));
  const takers = targets.filter((t) => hasCoverSave(t.sheet, cover[t.unit.id]?.coverSave ?? null));
  return takers.length > 0 ? takers : null;
}

function current(state: GameState, side: Side): AssaultState | Refusal {
  const assault = assaultOf(state);
  const allocating =
    assault?.step === 'allocate-attacker-hits' || assault?.step === 'allocate-defender-hits';
  if (!assault || !allocating || !assault.pending[0]) {
    return refusal('assault/not-now', '1.12.5', 'There are no assault hits to allocate.');
  }
  if (sideToDecide(assault) !== side) {
    return refusal(
      'assault/not-your-decision',
      '1.12.5',
      'The player whose units were hit allocates the hits.',
    );
  }
  return assault;
}

/** 2.1.14 FAQ: the attacker puts each sniper hit on any unit it may reach, one already given a
 * regular hit or another sniper hit included: no spreading, no front to back. */
function sniperAllocationRefusal(
  hits: PendingHits,
  problem: AssaultAllocationProblem,
  allocation: readonly string[],
): Refusal | null {
  if (allocation.length !== hits.count) {
    return refusal(
      'assault/allocation-count',
      '2.1.14',
      `Allocate each of the ${hits.count} sniper hits to one unit.`,
    );
  }
  if (allocation.some((id) => !problem.eligible.includes(id))) {
    return refusal(
      'assault/not-eligible',
      '2.1.14',
      'A sniper hit goes to an enemy unit within 15cm and in the line of fire of the sniper.',
    );
  }
  return null;
}

/** Refusal codes of the shooting allocation, renamed for the assault rules. */
function asAssault(r: Refusal, section: string): Refusal {
  return refusal(`assault/${r.code.split('/')[1] ?? r.code}`, section, r.message);
}

export const allocateAssaultHits: AssaultCommandHandler<AssaultCommandOf<'assault.allocateHits'>> =
  {
    validate(state, command) {
      const assault = current(state, command.side);
      if (isRefusal(assault)) return assault;
      if (!command.allocation) return null;
      const hits = assault.pending[0] as PendingHits;
      const problem = assaultAllocationProblem(state, hits);
      if (hits.allocatedBy !== undefined)
        return sniperAllocationRefusal(hits, problem, command.allocation);
      const section = hits.source === 'support' ? '1.12.6' : '1.12.5';
      if (
        coverTakers(state, hits) !== null &&
        command.allocation.some((id) => !problem.eligible.includes(id))
      )
        return refusal(
          'assault/ignore-cover-to-cover',
          '1.12.5',
          'Ignore-cover hits go to units that would have a cover save, as agreed in the warm-up (1.12.5 FAQ).',
        );
      const bad = validateAllocationDC(
        [{ count: hits.count, eligible: problem.eligible }],
        problem.distance,
        [command.allocation],
        problem.capacity,
      );
      return bad ? asAssault(bad, section) : null;
    },
    apply(state, command, { dice, events }) {
      const assault = current(state, command.side);
      if (isRefusal(assault)) throw new Error('validated allocation vanished');
      const [hits, ...rest] = assault.pending as [PendingHits, ...PendingHits[]];
      const problem = assaultAllocationProblem(state, hits);
      const allocation = command.allocation ?? problem.defaultAllocation;
      const section = hits.source === 'support' ? '1.12.6' : '1.12.5';
      emit(events, {
        type: 'assault/hits-allocated',
        side: hits.side,
        hits: hitsPerUnit([allocation]),
        section,
      });
      const defending = hits.side !== assault.attackerSide;
      const targets = placed(state, problem.eligible);
      const cover = defending ? coverOf(state, targets, placed(state, hits.from)) : {};
      // 2.2: what the hits' weapon abilities do to saves (macro-weapon extra attacks …).
      const effect = hitEffect('assault', (hits.abilities ?? []) as WeaponAbilityId[]);
      const r = resolveHits(
        state,
        dice,
        allocation.map((unitId) => ({ unitId, effect })),
        {
          targetFormationId: targets[0]?.unit.formationId ?? '',
          cover,
          crossfire: false,
          assault: true,
        },
      );
      events.push(...r.events);
      const kills = [...assault.kills];
      const losses = { ...assault.losses };
      const inAssault = (fid: string) =>
        assault.attackers.includes(fid) || assault.defenders.includes(fid);
      for (const c of r.casualties) {
        // 3.2.3 FAQ: units a critical's explosion destroys count for the result only if their
        // formation is part of the assault, as the other side's kills.
        if (c.critical && !inAssault(c.formationId)) continue;
        const lostBy = c.critical
          ? (state.formations[c.formationId]?.side ?? hits.side)
          : hits.side;
        kills[assaultOpponent(assault, lostBy)]! += 1;
        losses[c.formationId] = (losses[c.formationId] ?? 0) + 1;
      }
      const marked = markBlastLosses(
        r.state,
        dice,
        r.casualties,
        r.extraBlastMarkers,
        inAssault,
        events,
      );
      // 2.2.6 FAQ: passengers placed from a transport destroyed here may take the macro-weapon
      // hits still to come, as their transport could.
      const placedNow = placedPassengers(r.events);
      const pending = rest.map((p) =>
        p.side === hits.side && hitEffect('assault', (p.abilities ?? []) as WeaponAbilityId[]).macro
          ? { ...p, eligible: withPlacedPassengers(r.state, p.eligible, placedNow, () => true) }
          : p,
      );
      const next: AssaultState = { ...assault, pending, kills, losses };
      // 4.5.2: bunkers destroyed in close combat count for Thunderhawk Down.
      const counted = recordAssaultKills(
        marked,
        r.casualties.map((c) => c.unitId),
      );
      return continueAssault(withAssault(counted, next), next, hits.source, dice, events);
    },
  };
