import { refusal, type Refusal } from '../../../kernel/result';
import { blastMarkersPerUnit } from './blastMarkers';
import type { GameState } from '../../state/schema';
import { aloft } from '../4.1-4.2-aircraft/aerospace';
import type { Placed } from '../1.9-shooting/geometry';
import { DISTANCE_TIE, inReach, nearestDistance } from '../1.9-shooting/geometry';
import { isWarEngine, startingCapacity } from '../3-war-engines/capacity';

/** 1.9.2 Suppressed Units. */
export interface Suppression {
  /** How many units the Blast markers suppress (one per marker, at most the eligible units). */
  readonly count: number;
  /** Units that could shoot or fire small arms (in range and line of fire), back to front. */
  readonly eligible: readonly string[];
  /** The units suppressed: the default or the player's valid choice. */
  readonly suppressed: readonly string[];
  /** The group of equally far units the cut falls in, and how many of them are suppressed:
   * the controlling player chooses which (1.9.2); null when there is no choice. */
  readonly choice: { readonly among: readonly string[]; readonly pick: number } | null;
}

const FIREFIGHT_RANGE = 15;

/**
 * Units that count for suppression (1.9.2 and FAQ): those with a weapon that reaches a target
 * unit, or with a firefight value within 15cm and a line of fire of one. Transported units have
 * no line of fire (FAQ; no datasheet here lets them shoot). Fired single-shot and reloading
 * slow-firing weapons still count (2.2.7, 2.2.8 FAQ), so `perUnit` holds every weapon.
 */
export function suppression(
  state: GameState,
  formationId: string,
  shooters: readonly Placed[],
  targets: readonly Placed[],
  /** The weapons each unit could fire at the target (1.9.2: only whether it has any counts). */
  perUnit: ReadonlyMap<string, readonly unknown[]>,
  seenBy: (s: Placed) => (t: Placed) => boolean,
  choice?: readonly string[],
): { ok: true; value: Suppression } | { ok: false; error: Refusal } {
  // Each Blast marker suppresses one unit; two per unit with They Shall Know No Fear.
  // 4.1.1: aerospace formations in the air are never suppressed.
  const suppressing = (id: string) => {
    const formation = state.formations[id];
    return formation && !aloft(state, id)
      ? Math.floor(formation.blastMarkers / blastMarkersPerUnit(state, formation))
      : 0;
  };
  // Seed 001 5.3.11.3: team-mates' formations of a combined fire shoot as one formation with
  // the acting one, their Blast markers together suppressing its units (our reading).
  const activation = state.turnState.activation;
  const partners = activation?.formationId === formationId ? (activation.partners ?? []) : [];
  const markers = [formationId, ...partners].reduce((n, id) => n + suppressing(id), 0);
  const eligible = shooters.filter((s) => {
    if ((perUnit.get(s.unit.id) ?? []).length > 0) return true;
    if (s.sheet.ff === '-') return false;
    const seen = seenBy(s);
    return targets.some(
      (t) => inReach(s.shape, t.shape, { min: 0, max: FIREFIGHT_RANGE }) && seen(t),
    );
  });
  const dist = new Map(eligible.map((s) => [s.unit.id, nearestDistance(s.shape, targets)]));
  const order = [...eligible].sort(
    (a, b) => (dist.get(b.unit.id) ?? 0) - (dist.get(a.unit.id) ?? 0),
  );
  const ids = order.map((s) => s.unit.id);
  if (order.some((s) => isWarEngine(s.sheet))) {
    // 3.2.4: a war engine takes as many Blast markers as its starting damage capacity to be
    // suppressed; units are still suppressed from the back, so the markers stop at the first
    // unit they cannot suppress.
    let left = markers;
    const suppressed: string[] = [];
    for (const s of order) {
      const cost = startingCapacity(s.sheet);
      if (left < cost) break;
      left -= cost;
      suppressed.push(s.unit.id);
    }
    return {
      ok: true,
      value: { count: suppressed.length, eligible: ids, suppressed, choice: null },
    };
  }
  const count = Math.min(markers, ids.length);
  let group: string[] = [];
  let before = 0;
  if (count > 0 && count < ids.length) {
    const cut = dist.get(ids[count - 1] as string) ?? 0;
    group = ids.filter((id) => Math.abs((dist.get(id) ?? 0) - cut) <= DISTANCE_TIE);
    before = ids.filter((id) => (dist.get(id) ?? 0) > cut + DISTANCE_TIE).length;
  }
  const hasChoice = group.length > count - before;
  const pick = count - before;
  let suppressed = ids.slice(0, count);
  if (choice && choice.length > 0) {
    const fixed = ids.slice(0, before);
    const chosen = choice.filter((id) => !fixed.includes(id));
    const valid =
      choice.length === count &&
      fixed.every((id) => choice.includes(id)) &&
      chosen.every((id) => group.includes(id)) &&
      chosen.length === pick;
    if (!valid)
      return {
        ok: false,
        error: refusal(
          'shooting/suppression-order',
          '1.9.2',
          'Units are suppressed from the back: only among equally far units may the player choose.',
        ),
      };
    suppressed = [...choice];
  }
  return {
    ok: true,
    value: {
      count,
      eligible: ids,
      suppressed,
      choice: hasChoice && pick > 0 ? { among: group, pick } : null,
    },
  };
}
