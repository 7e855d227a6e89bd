import { modify } from '../../abilities/registry';
import type { Dice, Modifier } from '../../../kernel/dice';
import { shapesWithin } from '../../../kernel/geometry';
import type { Shape } from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { GameEvent } from '../../events';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShape, unitShapeAt } from '../1.2-formations/battlefield';
import { withFormation } from '../1.2-formations/formations';
import { isEnemy } from '../1.2-formations/sides';
import {
  DISEMBARK_RANGE,
  placementProblem,
  whollyWithin,
  type DisembarkPlacement,
} from '../1.7-movement/disembark';
import { coverOf } from '../1.8-terrain/cover';
import { resolveHits } from '../1.9-shooting/casualties';
import { placedUnits, type Placed } from '../1.9-shooting/geometry';
import { hittable } from '../1.9-shooting/options';
import { hitEffect } from '../1.9-shooting/saves';
import { casualtyBlastMarkers, placeAttackBlastMarkers } from '../1.13-broken-formations/breaking';
import { markBlastLosses } from '../3-war-engines/blastLosses';
import { aloft } from '../4.1-4.2-aircraft/aerospace';
import { unitLabel } from '../2-specialists/unitLabel';

/**
 * The Space Marine list's Drop Pod rule (the catalogue's rule "Drop Pod"; paraphrased), played
 * with planetfall (4.4) as the 4.3.2 FAQ orders it: each formation is placed and scattered, then
 * "any special abilities like those on a Space Marine Drop Pod" are resolved, and once all have
 * landed the formations attacked are checked for breaking.
 *
 * - Once the pod has landed, its weapon (Deathwind) attacks every enemy unit within its range
 *   (15cm). Each enemy formation attacked receives one Blast marker for coming under fire and
 *   one more for each casualty.
 * - Then the units it carries must get out, each within 5cm of the pod or of a unit of the same
 *   formation already out, and every one within 15cm of the pod.
 * - The pods are then removed from the table: they leave the game, neither destroyed nor in
 *   play (so they never count for 6.1.7's Break Their Spirit or its tiebreak: the formation's
 *   strength counts only the units it has left, and a pod is none of them).
 */
export const DROP_POD_SECTION = '4.4 Drop Pod';

/** The rule's limit: every unit that gets out is placed within 15cm of its pod. */
export const DROP_POD_REACH = 15;

/** Whether the unit is a drop pod (the list's Drop Pod rule). */
export function isDropPod(sheet: UnitDatasheet): boolean {
  return modify('dropsAsPod', { sheet }, false);
}

/** The range of the pod's attack: its longest weapon's (15cm for Deathwind). */
function attackRange(sheet: UnitDatasheet): number {
  let range = 0;
  for (const w of sheet.weapons)
    for (const m of w.modes) if (m.range.kind === 'cm') range = Math.max(range, m.range.cm);
  return range;
}

/** The pod's shot at one unit: the first fire type of its weapon that may hit the unit (1.9.6:
 * AP at infantry, AT at armoured vehicles and war engines, either at light vehicles). */
function shotAt(sheet: UnitDatasheet, target: UnitDatasheet) {
  for (const w of sheet.weapons)
    for (const m of w.modes) {
      if (m.range.kind !== 'cm') continue;
      for (const fp of m.firepower)
        if ((fp.type === 'AP' || fp.type === 'AT') && hittable(fp.type, target.type))
          return { weapon: w.name, type: fp.type, toHit: fp.toHit, abilities: m.abilities };
    }
  return null;
}

/** The enemy units on the table within the pod's reach (aircraft aloft are not on the
 * ground to be attacked: 4.2). */
export function podTargets(state: GameState, pod: UnitState): Placed[] {
  const sheet = datasheetOf(state, pod);
  const shape = unitShape(state, pod);
  const range = attackRange(sheet);
  if (!shape || range <= 0) return [];
  const out: Placed[] = [];
  for (const f of Object.values(state.formations)) {
    // Seed 001 5.3.11.2: a team-mate's units are friends, never the pod's targets.
    if (!isEnemy(state, pod.side, f.side) || aloft(state, f.id)) continue;
    for (const p of placedUnits(state, f.id))
      if (p.unit.status === 'deployed' && shapesWithin(shape, p.shape, range)) out.push(p);
  }
  return out;
}

/**
 * The landed pod's attack. One shot at each enemy unit within range, at its weapon's score to
 * hit, the saves as for shooting (1.9.6). Cover: we apply it as 1.8 applies it to every shooting
 * attack (the -1 to hit for a unit in cover, infantry cover saves), with the pod as the shooter:
 * the rule makes this an attack by a weapon with AP/AT values and waives only the choice of
 * target, not the rules of shooting; no line of fire is needed, since the rule attacks every
 * enemy unit in range. No crossfire: the pod's attack is not a formation's shooting (1.11).
 * Blast markers as the rule says: one per formation attacked for coming under fire, then one
 * per casualty. Returns the formations attacked (checked for breaking at the end of the
 * operation, 4.3.2 FAQ step 3).
 */
export function deathwind(
  state: GameState,
  dice: Dice,
  podId: string,
  events: GameEvent[],
): { state: GameState; attacked: string[] } {
  const pod = state.units[podId];
  if (!pod || pod.status !== 'deployed') return { state, attacked: [] };
  const sheet = datasheetOf(state, pod);
  const podShape = unitShape(state, pod);
  if (!podShape) return { state, attacked: [] };
  const shooter: Placed = { unit: pod, sheet, shape: podShape };
  const targets = podTargets(state, pod).filter((t) => shotAt(sheet, t.sheet) !== null);
  const attacked = [...new Set(targets.map((t) => t.unit.formationId))];
  events.push({
    type: 'drop-pod/attack',
    unitId: pod.id,
    name: sheet.name,
    formationId: pod.formationId,
    weapon: sheet.weapons[0]?.name ?? sheet.name,
    targetIds: targets.map((t) => t.unit.id),
    attacked,
    section: DROP_POD_SECTION,
  });
  let s = state;
  for (const fid of attacked) {
    // The rule: a Blast marker for coming under fire.
    const r = placeAttackBlastMarkers(s, dice, fid, 1, {
      reason: 'came under fire',
      section: DROP_POD_SECTION,
    });
    s = r.state;
    events.push(...r.events);
    const inFormation = targets.filter((t) => t.unit.formationId === fid);
    const cover = coverOf(s, inFormation, [shooter]);
    let kills = 0;
    for (const t of inFormation) {
      const unit = s.units[t.unit.id];
      const shot = shotAt(sheet, t.sheet);
      if (!unit || unit.status !== 'deployed' || !shot) continue;
      const mods: Modifier[] = cover[unit.id]?.inCover
        ? [{ value: -1, reason: 'target in cover', section: '1.8.2' }]
        : [];
      const roll = dice.test(1, shot.toHit, mods, {
        purpose: `drop pod attack: ${shot.weapon} of ${sheet.name} at ${t.sheet.name}`,
        section: DROP_POD_SECTION,
        unitId: unit.id,
        formationId: fid,
      });
      if (roll.successes === 0) continue;
      const effect = hitEffect(
        shot.type,
        shot.abilities.map((a) => a.id),
      );
      const hit = resolveHits(s, dice, [{ unitId: unit.id, effect }], {
        targetFormationId: fid,
        cover,
        crossfire: false,
      });
      events.push(...hit.events);
      // 3.2.3: losses to a critical's explosion in other formations.
      s = markBlastLosses(
        hit.state,
        dice,
        hit.casualties,
        hit.extraBlastMarkers,
        (f) => f === fid,
        events,
      );
      kills += hit.casualties.filter((c) => c.blastMarker && c.formationId === fid).length;
      kills += hit.extraBlastMarkers[fid] ?? 0;
    }
    // The rule: one more Blast marker for each casualty (1.9.4).
    const placed = placeAttackBlastMarkers(
      s,
      dice,
      fid,
      casualtyBlastMarkers({ kills, crossfire: false, earlierKill: false }),
      { reason: 'casualties', section: DROP_POD_SECTION },
      [shooter],
    );
    s = placed.state;
    events.push(...placed.events);
  }
  return { state: s, attacked };
}

function within(shape: Shape, of: Shape, range: number, wholly: boolean): boolean {
  return wholly ? whollyWithin(shape, of, range) : shapesWithin(shape, of, range);
}

/**
 * The Drop Pod rule's placement of the units getting out of one pod: every unit aboard it,
 * each within 5cm of the pod or of a unit of its formation placed before it, and within 15cm of
 * the pod; each where a disembarking unit may stand (1.7.5: on the table, not on impassable
 * terrain or a unit, not in an enemy zone of control). `before`: units of the formation already
 * placed out of its other pods this landing. Null when the placements are legal.
 */
export function podPlacementRefusal(
  state: GameState,
  podId: string,
  placements: readonly DisembarkPlacement[],
  before: readonly Shape[] = [],
): Refusal | null {
  const pod = state.units[podId];
  const podShape = pod && unitShape(state, pod);
  if (!pod || !podShape)
    return refusal('drop-pod/not-on-table', DROP_POD_SECTION, 'That drop pod is not on the table.');
  const aboard = Object.values(state.units).filter(
    (u) => u.status === 'embarked' && u.transportedBy === podId,
  );
  const ids = placements.map((p) => p.unitId);
  const left = aboard.find((u) => !ids.includes(u.id));
  if (left)
    return refusal(
      'drop-pod/all-out',
      DROP_POD_SECTION,
      `${unitLabel(state, left.id)} must get out: every unit a drop pod carries disembarks when it lands.`,
    );
  return podPlacementProblem(state, podId, podShape, placements, before);
}

/** The Drop Pod rule's limits on each placement in turn (5cm chain, 15cm from the pod, where a
 * disembarking unit may stand), whether or not every unit aboard is placed. */
function podPlacementProblem(
  state: GameState,
  podId: string,
  podShape: Shape,
  placements: readonly DisembarkPlacement[],
  before: readonly Shape[],
): Refusal | null {
  const wholly = state.settings.disembarkPlacement === 'wholly';
  const placed: { unit: UnitState; shape: Shape }[] = [];
  for (const p of placements) {
    const unit = state.units[p.unitId];
    if (!unit || unit.status !== 'embarked' || unit.transportedBy !== podId)
      return refusal(
        'drop-pod/not-aboard',
        DROP_POD_SECTION,
        `${unitLabel(state, p.unitId)} is not aboard that drop pod.`,
      );
    const shape = unitShapeAt(datasheetOf(state, unit), p.position, p.facing);
    if (!shape)
      return refusal('transport/no-base', '1.1.2', `${unitLabel(state, unit.id)} has no base.`);
    if (!within(shape, podShape, DROP_POD_REACH, wholly))
      return refusal(
        'drop-pod/too-far',
        DROP_POD_SECTION,
        `${unitLabel(state, unit.id)} must be placed within ${DROP_POD_REACH}cm of its drop pod.`,
      );
    const chained =
      within(shape, podShape, DISEMBARK_RANGE, wholly) ||
      [...before, ...placed.map((q) => q.shape)].some((o) =>
        within(shape, o, DISEMBARK_RANGE, wholly),
      );
    if (!chained)
      return refusal(
        'drop-pod/not-chained',
        DROP_POD_SECTION,
        `${unitLabel(state, unit.id)} must be placed within ${DISEMBARK_RANGE}cm of its drop pod or of a unit of its formation already out.`,
      );
    const problem = placementProblem(state, unit, shape, placed, { engage: false });
    if (problem) return problem;
    placed.push({ unit, shape });
  }
  return null;
}

/** The Drop Pod rule: the pods are removed from the table once their cargo is out. They leave
 * the game (not destroyed) and their formation no longer lists them. */
export function removePods(
  state: GameState,
  podIds: readonly string[],
  events: GameEvent[],
): GameState {
  let s = state;
  const byFormation = new Map<string, string[]>();
  for (const id of podIds) {
    const pod = s.units[id];
    if (!pod || pod.status !== 'deployed') continue;
    byFormation.set(pod.formationId, [...(byFormation.get(pod.formationId) ?? []), id]);
  }
  for (const [fid, ids] of byFormation) {
    const f = s.formations[fid];
    if (!f) continue;
    const units = { ...s.units };
    for (const id of ids) delete units[id];
    s = withFormation(
      { ...s, units },
      { ...f, unitIds: f.unitIds.filter((id) => !ids.includes(id)) },
    );
    events.push({
      type: 'drop-pod/removed',
      formationId: fid,
      unitIds: ids,
      section: DROP_POD_SECTION,
    });
  }
  return s;
}

/** Steps of the search for room about a pod (cm, and directions a ring). */
const ROOM_STEP = 1;
const ROOM_DIRECTIONS = 24;

/**
 * Room for everyone aboard the pod under the Drop Pod rule: each unit at the first legal place
 * found ring by ring outwards from the pod (nearest `toward` first, radians), up to 15cm; null
 * when some unit finds none. A proposal for the AI and the page, checked like any command.
 */
export function podRoom(
  state: GameState,
  podId: string,
  before: readonly Shape[] = [],
  toward = 0,
): DisembarkPlacement[] | null {
  const pod = state.units[podId];
  const podShape = pod && unitShape(state, pod);
  if (!pod || !podShape) return null;
  const centre =
    podShape.kind === 'circle'
      ? { x: podShape.cx, y: podShape.cy }
      : (pod.position ?? { x: 0, y: 0 });
  const aboard = Object.values(state.units).filter(
    (u) => u.status === 'embarked' && u.transportedBy === podId,
  );
  const placed: DisembarkPlacement[] = [];
  for (const unit of aboard) {
    let found: DisembarkPlacement | null = null;
    for (let r = 1; r <= DROP_POD_REACH && !found; r += ROOM_STEP)
      for (let i = 0; i < ROOM_DIRECTIONS && !found; i++) {
        const k = i % 2 === 0 ? i / 2 : -(i + 1) / 2;
        const a = toward + (2 * Math.PI * k) / ROOM_DIRECTIONS;
        const candidate = {
          unitId: unit.id,
          position: { x: centre.x + r * Math.cos(a), y: centre.y + r * Math.sin(a) },
          facing: pod.facing,
        };
        if (!podPlacementProblem(state, podId, podShape, [...placed, candidate], before))
          found = candidate;
      }
    if (!found) return null;
    placed.push(found);
  }
  return placed;
}

/** Whether the decision waiting is a landed drop pod's: its troops must get out (no staying
 * aboard). */
export function podsLanded(state: GameState, transportIds: readonly string[]): boolean {
  return transportIds.some((id) => {
    const unit = state.units[id];
    return unit?.status === 'deployed' && isDropPod(datasheetOf(state, unit));
  });
}
