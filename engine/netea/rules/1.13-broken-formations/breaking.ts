import type { Dice } from '../../../kernel/dice';
import type { GameState } from '../../state/schema';
import { aloft } from '../4.1-4.2-aircraft/aerospace';
import { blastMarkersPerUnit, suffersBreakDamage } from '../1.3-blast-markers/blastMarkers';
import { resolveHits } from '../1.9-shooting/casualties';
import { defaultAllocationDC } from '../3-war-engines/allocation';
import { capacityMap, formationWorth } from '../3-war-engines/capacity';
import type { ShootingEvent } from '../1.9-shooting/events';
import { distancesFrom, livingUnitIds, placedUnits, type Placed } from '../1.9-shooting/geometry';
import { isPlantFormation, takesNoBlastMarkers } from '../5.3-scenarios/plantBuildings';

/**
 * Blast markers from attacks (1.3, 1.9.4, 1.11, 1.9.8) and breaking (1.9.7, 1.13.2, 1.13.4).
 * Blast markers from a failed action test are blast.ts's; the two share the break rule.
 */

/** 1.13.4: a broken formation counts as having as many Blast markers as units; 3.2.4: a
 * broken war engine as many as its starting damage capacity. */
export function effectiveBlastMarkers(state: GameState, formationId: string): number {
  const f = state.formations[formationId];
  if (!f) return 0;
  return f.broken ? formationWorth(state, livingUnitIds(state, formationId)) : f.blastMarkers;
}

/** Blast markers for casualties: one per unit destroyed (1.9.4), two for the first in a
 * crossfire attack (1.11), one per disrupt hit instead of per kill (2.2.2). */
export function casualtyBlastMarkers(opts: {
  readonly kills: number;
  readonly crossfire: boolean;
  /** A unit was already destroyed earlier in this attack (the crossfire bonus is for the first). */
  readonly earlierKill: boolean;
  readonly disruptHits?: number;
}): number {
  let n = opts.kills + (opts.disruptHits ?? 0);
  if (opts.crossfire && opts.kills > 0 && !opts.earlierKill) n++;
  return n;
}

/**
 * Places Blast markers on a formation, or on a broken one (1.13.4) causes as many hits without
 * saves instead, allocated front to back from `attackers` (the units the hits come from; the
 * formation's own order if none). Those losses place no Blast markers (1.13.4 FAQ).
 */
export function placeAttackBlastMarkers(
  state: GameState,
  dice: Dice,
  formationId: string,
  count: number,
  why: { readonly reason: string; readonly section: string },
  attackers: readonly Placed[] = [],
): { state: GameState; events: ShootingEvent[] } {
  const f = state.formations[formationId];
  if (!f || count <= 0) return { state, events: [] };
  // Seed 001 5.3.15: the plant's buildings never take Blast markers.
  if (takesNoBlastMarkers(state, formationId)) return { state, events: [] };
  // They Shall Know No Fear (seed 001 5.5.1): two markers kill one unit of a broken formation,
  // an odd one left over is ignored.
  const hitsOnBroken = Math.floor(count / blastMarkersPerUnit(state, f));
  if (f.broken && hitsOnBroken === 0) return { state, events: [] };
  if (!f.broken) {
    const total = f.blastMarkers + count;
    const next = {
      ...state,
      formations: { ...state.formations, [formationId]: { ...f, blastMarkers: total } },
    };
    return {
      state: next,
      events: [{ type: 'blast/markers-placed', formationId, count, total, ...why }],
    };
  }
  // 2.1.3: units immune to the damage (fearless) take none of these hits.
  const targets = placedUnits(state, formationId).filter((t) => suffersBreakDamage(state, t.unit));
  const ids = targets.map((t) => t.unit.id);
  const dist = distancesFrom(targets, attackers);
  // 3.2.4: on a war engine each of these hits is a point of damage, allocated as 3.2.1 says.
  const [alloc] = defaultAllocationDC(
    [{ count: hitsOnBroken, eligible: ids }],
    dist,
    ids,
    capacityMap(targets),
  );
  const hits = (alloc ?? []).map((unitId) => ({
    unitId,
    effect: {
      macro: false,
      titanKiller: false,
      ignoreCover: false,
      disrupt: false,
      attackerChooses: false,
      saveModifiers: [],
    },
  }));
  const r = resolveHits(state, dice, hits, {
    targetFormationId: formationId,
    cover: {},
    crossfire: false,
    noSaves: true,
  });
  return {
    state: r.state,
    events: [
      { type: 'blast/panic-hits', formationId, count: hitsOnBroken, section: '1.13.4' },
      ...r.events,
    ],
  };
}

/** 1.9.7 / 1.13.2: after the attack (or a failed action test), a formation with at least as
 * many Blast markers as units (3.2.4: a war engine counts its starting damage capacity) (twice as many with They Shall Know No Fear, seed 001 5.5.1)
 * breaks and loses all its Blast markers. */
export function checkBreak(
  state: GameState,
  formationId: string,
): { state: GameState; events: ShootingEvent[] } {
  const f = state.formations[formationId];
  // 4.1.1: aerospace formations in the air are never broken.
  if (!f || f.broken || aloft(state, formationId)) return { state, events: [] };
  // Seed 001 5.3.15: the plant's buildings cannot be broken.
  if (isPlantFormation(state, formationId)) return { state, events: [] };
  // 3.2.4: war engines count their starting damage capacity towards the break point.
  const units = formationWorth(state, livingUnitIds(state, formationId));
  if (units === 0 || f.blastMarkers < units * blastMarkersPerUnit(state, f)) {
    return { state, events: [] };
  }
  const next = {
    ...state,
    formations: {
      ...state.formations,
      [formationId]: { ...f, broken: true, blastMarkers: 0, overwatch: false },
    },
  };
  return {
    state: next,
    events: [
      {
        type: 'formation/broken',
        formationId,
        blastMarkers: f.blastMarkers,
        units,
        section: '1.13.2',
      },
    ],
  };
}

/** 1.9.7: `checkBreak` for every formation an attack touched, once the attack is resolved;
 * `broken` names those that broke (their side may then withdraw them, 1.13.3). */
export function checkBreaks(
  state: GameState,
  formationIds: Iterable<string>,
): { state: GameState; events: ShootingEvent[]; broken: string[] } {
  let next = state;
  const events: ShootingEvent[] = [];
  const broken: string[] = [];
  for (const formationId of formationIds) {
    const r = checkBreak(next, formationId);
    events.push(...r.events);
    next = r.state;
    if (r.events.length > 0) broken.push(formationId);
  }
  return { state: next, events, broken };
}
