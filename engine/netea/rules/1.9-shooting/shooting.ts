import type { Dice } from '../../../kernel/dice';
import type { Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import {
  casualtyBlastMarkers,
  checkBreak,
  placeAttackBlastMarkers,
} from '../1.13-broken-formations/breaking';
import { resolveHits, type AllocatedHit } from './casualties';
import { lossPlacesBlastMarker } from '../1.3-blast-markers/blastMarkers';
import { hitsPerUnit, type AllocatableHits, type Allocation } from './hitAllocation';
import {
  allocationTiesDC,
  defaultAllocationDC,
  validateAllocationDC,
} from '../3-war-engines/allocation';
import { capacityMap } from '../3-war-engines/capacity';
import { allocateRolledTitanKillers } from '../3-war-engines/titanKillers';
import type { Amount } from '../../data/schema/dice';
import { isMacroHit, type HitGroup } from './rollToHit';
import { hitEffect } from './saves';
import type { ShootingEvent } from './events';
import { distancesFrom, placedUnits } from './geometry';
import { shootingParty } from '../3-war-engines/transportTogether';
import { firingFrom } from '../4.1-4.2-aircraft/fireDirection';
import type { ShootingOptions } from './options';

/**
 * The steps of a shooting attack (1.9.3) for a command handler to call in turn:
 * I beginShooting (Blast marker for coming under fire), II rollToHit (rollToHit.ts),
 * III allocationProblem + applyAllocation for normal hits, then again for macro-weapon hits,
 * IV finishShooting (break check once the attack is resolved, 1.9.7).
 */

export type Stage = 'normal' | 'macro';

/** 1.9.1 / 1.9.4: the target is chosen and, as long as one unit can shoot, receives a Blast
 * marker for coming under fire (or a panic hit if broken, 1.13.4). */
export function beginShooting(
  state: GameState,
  dice: Dice,
  options: ShootingOptions,
): { state: GameState; events: ShootingEvent[] } {
  const events: ShootingEvent[] = [
    {
      type: 'shooting/target-chosen',
      formationId: options.formationId,
      targetFormationId: options.targetFormationId,
      shooters: options.shooters,
      suppressed: options.suppression.suppressed,
      section: '1.9.1',
    },
  ];
  const attackers = shootingParty(state, options.formationId).filter((p) =>
    options.shooters.includes(p.unit.id),
  );
  const r = placeAttackBlastMarkers(
    state,
    dice,
    options.targetFormationId,
    1,
    { reason: 'came under fire', section: '1.9.4' },
    attackers,
  );
  return { state: r.state, events: [...events, ...r.events] };
}

/** What the defender must allocate at a stage: the hit groups restricted to units still on the
 * table, distances from the shooters, the default allocation and the defender's choice points. */
export interface AllocationProblem {
  readonly stage: Stage;
  readonly groups: readonly (AllocatableHits & { readonly source: HitGroup })[];
  /** Hits the attacker allocates (2.1.14 sniper), to any unit each may reach. */
  readonly attackerGroups: readonly (AllocatableHits & { readonly source: HitGroup })[];
  /** 3.2.5: titan killer hits with rolled damage, allocated as the damage is rolled. */
  readonly rolledGroups: readonly (AllocatableHits & { readonly source: HitGroup })[];
  readonly distance: Readonly<Record<string, number>>;
  /** 3.2.1: the starting damage capacity of each war engine among the targets. */
  readonly capacity: Readonly<Record<string, number>>;
  readonly defaultAllocation: Allocation;
  readonly ties: readonly (readonly string[])[];
}

export function allocationProblem(
  state: GameState,
  options: ShootingOptions,
  hits: readonly HitGroup[],
  stage: Stage,
): AllocationProblem {
  const targets = placedUnits(state, options.targetFormationId);
  const onTable = new Set(targets.map((t) => t.unit.id));
  const shooters = shootingParty(state, options.formationId).filter((p) =>
    options.shooters.includes(p.unit.id),
  );
  // 4.2.2 FAQ: aircraft fire from the direction of their approach move.
  const attackers = firingFrom(state, options.formationId, shooters, targets);
  const distance = distancesFrom(targets, attackers);
  const all = hits
    .filter((h) => isMacroHit(h) === (stage === 'macro'))
    .map((h) => ({
      count: h.count,
      eligible: h.eligible.filter((id) => onTable.has(id)),
      source: h,
    }));
  const chosenByAttacker = (g: (typeof all)[number]) =>
    hitEffect(g.source.type, g.source.abilities).attackerChooses;
  // 3.2.5: titan killers with rolled damage are allocated as their damage is rolled.
  const rolled = (g: (typeof all)[number]) => g.source.damage !== undefined;
  const groups = all.filter((g) => !chosenByAttacker(g) && !rolled(g));
  const order = targets.map((t) => t.unit.id);
  const capacity = capacityMap(targets);
  return {
    stage,
    groups,
    attackerGroups: all.filter((g) => chosenByAttacker(g) && !rolled(g)),
    rolledGroups: all.filter(rolled),
    distance,
    capacity,
    defaultAllocation: defaultAllocationDC(groups, distance, order, capacity),
    ties: allocationTiesDC(groups, distance, capacity),
  };
}

/** 1.9.6 with 3.2.1: checks the defender's allocation of a problem's hits. */
export function checkAllocation(
  problem: AllocationProblem,
  allocation: Allocation,
): Refusal | null {
  return validateAllocationDC(problem.groups, problem.distance, allocation, problem.capacity);
}

export interface AttackState {
  /** 1.11: the attacker claimed a crossfire. */
  readonly crossfire: boolean;
  /** A unit has already been destroyed by this attack (for the crossfire's first kill). */
  readonly earlierKill: boolean;
  readonly saveChoice?: Readonly<Record<string, 'armour' | 'cover'>>;
  /** 2.1.14: the attacker's choice of units for the hits it allocates, in order of preference. */
  readonly attackerChoice?: readonly string[];
}

/**
 * 2.1.14: the attacker's allocation of the hits it chooses: each hit to the next unit of its
 * preference the hit may reach (round the list again once through: a unit may take several,
 * and may already have regular hits, 2.1.14 FAQ). Without a preference the attacker's sensible
 * pick: units whose datasheets note abilities first (commanders, leaders…), nearest first.
 */
export function attackerAllocation(
  state: GameState,
  problem: AllocationProblem,
  preference: readonly string[] | undefined,
): Allocation {
  const notable = (id: string) => {
    const u = state.units[id];
    return (u && state.datasheets[u.datasheetId]?.abilities.length) ?? 0;
  };
  return problem.attackerGroups.map((g) => {
    const fallback = [...g.eligible].sort(
      (a, b) =>
        Number(notable(b) > 0) - Number(notable(a) > 0) ||
        (problem.distance[a] ?? 0) - (problem.distance[b] ?? 0),
    );
    const wanted = (preference ?? []).filter((id) => g.eligible.includes(id));
    const order = wanted.length > 0 ? wanted : fallback;
    return order.length === 0
      ? []
      : Array.from({ length: g.count }, (_, i) => order[i % order.length]!);
  });
}

/** 1.9.6: checks the defender's allocation, rolls saves, removes casualties and places their
 * Blast markers (1.9.4, 1.11, 2.2.2). */
export function applyAllocation(
  state: GameState,
  dice: Dice,
  options: ShootingOptions,
  problem: AllocationProblem,
  allocation: Allocation,
  attack: AttackState,
  /** Where the command's events go, so that the allocation is logged before the saves. */
  log?: { push(event: ShootingEvent): unknown },
):
  | { ok: true; state: GameState; events: ShootingEvent[]; kills: number }
  | { ok: false; error: Refusal } {
  const bad = checkAllocation(problem, allocation);
  if (bad) return { ok: false, error: bad };
  const hits: AllocatedHit[] = [];
  problem.groups.forEach((g, i) => {
    const effect = hitEffect(g.source.type, g.source.abilities);
    for (const unitId of allocation[i] ?? []) hits.push({ unitId, effect });
  });
  // 2.1.14 FAQ: the attacker's hits are allocated with the regular ones, before any save.
  const chosen = attackerAllocation(state, problem, attack.attackerChoice);
  problem.attackerGroups.forEach((g, i) => {
    const effect = hitEffect(g.source.type, g.source.abilities);
    for (const unitId of chosen[i] ?? []) hits.push({ unitId, effect });
  });
  const rolled = allocateRolledTitanKillers(
    state,
    dice,
    problem.rolledGroups.map((g) => ({ ...g, damage: g.source.damage as Amount })),
    problem.distance,
    problem.capacity,
    [...allocation, ...chosen],
  );
  problem.rolledGroups.forEach((g, i) => {
    const effect = hitEffect(g.source.type, g.source.abilities);
    for (const r of rolled[i] ?? []) hits.push({ unitId: r.unitId, effect, damage: r.damage });
  });
  const section = problem.stage === 'macro' ? '2.2.6' : '1.9.6';
  const allocated: ShootingEvent = {
    type: 'shooting/hits-allocated',
    targetFormationId: options.targetFormationId,
    hits: hitsPerUnit([...allocation, ...chosen, ...rolled.map((g) => g.map((r) => r.unitId))]),
    section,
  };
  // The allocation comes before the save rolls in the log: straight into `log` when given.
  const events: ShootingEvent[] = [];
  if (log) log.push(allocated);
  else events.push(allocated);
  const r = resolveHits(state, dice, hits, {
    targetFormationId: options.targetFormationId,
    cover: options.cover,
    crossfire: attack.crossfire,
    ...(attack.saveChoice ? { saveChoice: attack.saveChoice } : {}),
  });
  events.push(...r.events);
  let s = r.state;
  const attackers = shootingParty(state, options.formationId).filter((p) =>
    options.shooters.includes(p.unit.id),
  );
  // 2.2.2 FAQ: a disrupt hit on a unit whose loss places no marker (expendable) places none.
  // 2.2.2 FAQ: nor does one that takes down a void shield or power field.
  const disruptHits =
    hits.filter((h) => {
      const unit = state.units[h.unitId];
      return h.effect.disrupt && (!unit || lossPlacesBlastMarker(state, unit));
    }).length - r.shieldedDisrupt;
  // Casualties by formation (passengers may belong to another formation).
  const byFormation = new Map<string, number>();
  for (const c of r.casualties)
    if (c.blastMarker) byFormation.set(c.formationId, (byFormation.get(c.formationId) ?? 0) + 1);
  const extra = r.extraBlastMarkers;
  for (const f of Object.keys(extra)) if (!byFormation.has(f)) byFormation.set(f, 0);
  const target = options.targetFormationId;
  if (!byFormation.has(target) && disruptHits > 0) byFormation.set(target, 0);
  for (const [formationId, kills] of byFormation) {
    const isTarget = formationId === target;
    const count =
      casualtyBlastMarkers({
        kills,
        crossfire: attack.crossfire && isTarget,
        earlierKill: attack.earlierKill,
        disruptHits: isTarget ? disruptHits : 0,
      }) + (extra[formationId] ?? 0);
    const placed = placeAttackBlastMarkers(
      s,
      dice,
      formationId,
      count,
      { reason: 'casualties', section: attack.crossfire && isTarget ? '1.11' : '1.9.4' },
      attackers,
    );
    s = placed.state;
    events.push(...placed.events);
  }
  return { ok: true, state: s, events, kills: r.casualties.length };
}

/** 1.9.7: once the attack is completely resolved, check whether the target breaks. */
export function finishShooting(state: GameState, options: ShootingOptions) {
  return checkBreak(state, options.targetFormationId);
}
