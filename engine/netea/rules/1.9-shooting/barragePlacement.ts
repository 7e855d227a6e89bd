import {
  BARRAGE_TEMPLATE_DIAMETER,
  BASE_CONTACT_TOLERANCE,
  isUnderTemplate,
  templateShape,
  type Point,
} from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { barrageRow, type BarrageRow } from './barrageTable';
import type { Placed } from './geometry';
import { inArc, inReach, lineOfFireBetween, placedUnit, placedUnits, reachOf } from './geometry';
import type { ShootingOptions, WeaponOption } from './options';
import { startingCapacity } from '../3-war-engines/capacity';

/** A barrage weapon of the shooting formation: one BP line of one weapon copy. */
export interface BarrageWeapon {
  readonly weapon: WeaponOption;
  readonly modeIndex: number;
  readonly points: number;
  readonly indirect: boolean;
}

export function barrageWeapons(state: GameState, options: ShootingOptions): BarrageWeapon[] {
  const out: BarrageWeapon[] = [];
  for (const w of options.weapons)
    for (const m of w.modes) {
      const fp = state.datasheets[state.units[w.unitId]?.datasheetId ?? '']?.weapons[
        w.weaponIndex
      ]?.modes[m.modeIndex]?.firepower.find((f) => f.type === 'BP');
      if (fp && fp.type === 'BP') {
        // Rolled BP ("D6+3BP") counts its least value for placement; barrage.ts rolls it.
        const pts =
          typeof fp.points === 'number' ? fp.points : fp.points.dice + (fp.points.modifier ?? 0);
        out.push({
          weapon: w,
          modeIndex: m.modeIndex,
          points: pts * (typeof fp.shots === 'number' ? fp.shots : 1),
          indirect: m.indirect,
        });
      }
    }
  return out;
}

/** 1.9.8 and FAQ: a weapon contributes if it is in range of, and (unless indirect) has a line of
 * fire to, an enemy unit of the target formation under the first template (any part of the unit
 * in range suffices). */
export function contributes(
  state: GameState,
  bw: BarrageWeapon,
  under: readonly Placed[],
): boolean {
  const shooter = placedUnit(state, bw.weapon.unitId);
  const mode = shooter?.sheet.weapons[bw.weapon.weaponIndex]?.modes[bw.modeIndex];
  const reach = mode ? reachOf(mode.range, bw.indirect) : null;
  if (!shooter || !mode || !reach) return false;
  return under.some(
    (t) =>
      inArc(shooter.shape, mode.arc, t.shape) &&
      inReach(shooter.shape, t.shape, reach) &&
      (bw.indirect || lineOfFireBetween(state, shooter, t).clear),
  );
}

export function unitsUnder(units: readonly Placed[], centres: readonly Point[]): Placed[] {
  const ts = centres.map((c) => templateShape(c));
  return units.filter((u) => ts.some((t) => isUnderTemplate(t, u.shape)));
}

/** How many target units the templates catch, for placing them (1.9.8); a war engine counts as
 * its starting damage capacity (3.2.1 FAQ). */
export function caughtUnits(units: readonly Placed[], centres: readonly Point[]): number {
  return unitsUnder(units, centres).reduce((n, u) => n + startingCapacity(u.sheet), 0);
}

/** Candidate centres for a template: each target unit's centre, points one template radius
 * from it in 16 directions, and the midpoints of pairs of target units close enough to share a
 * template. A heuristic search: a placement it cannot beat is accepted. */
export function candidateCentres(targets: readonly Placed[]): Point[] {
  const r = BARRAGE_TEMPLATE_DIAMETER / 2;
  const out: Point[] = [];
  for (const t of targets) {
    out.push({ x: t.shape.cx, y: t.shape.cy });
    for (let k = 0; k < 16; k++) {
      const a = (k * Math.PI) / 8;
      out.push({ x: t.shape.cx + r * Math.cos(a), y: t.shape.cy + r * Math.sin(a) });
    }
    for (const u of targets)
      if (
        u !== t &&
        Math.hypot(u.shape.cx - t.shape.cx, u.shape.cy - t.shape.cy) <
          2 * r + u.shape.outerRadius + t.shape.outerRadius
      )
        out.push({ x: (u.shape.cx + t.shape.cx) / 2, y: (u.shape.cy + t.shape.cy) / 2 });
  }
  return out;
}

/**
 * 1.9.8: the weapons that join a barrage whose first template is at `first` (range and line of
 * fire to a unit of the target under it) and the Barrage table's row for their points (null:
 * none joins, or the points are off the table).
 */
export function joiningBarrage(
  state: GameState,
  targets: readonly Placed[],
  weapons: readonly BarrageWeapon[],
  first: Point,
): { weapons: BarrageWeapon[]; row: BarrageRow | null } {
  const under = unitsUnder(targets, [first]);
  const joining = weapons.filter((bw) => contributes(state, bw, under));
  return { weapons: joining, row: barrageRow(joining.reduce((s, b) => s + b.points, 0)) };
}

/** Extra template centres touching the first (24 directions), not overlapping the others. */
function touching(first: Point, placed: readonly Point[]): Point[] {
  const d = BARRAGE_TEMPLATE_DIAMETER;
  const out: Point[] = [];
  for (let k = 0; k < 24; k++) {
    const a = (k * Math.PI) / 12;
    const p = { x: first.x + d * Math.cos(a), y: first.y + d * Math.sin(a) };
    if (placed.every((q) => Math.hypot(p.x - q.x, p.y - q.y) >= d - BASE_CONTACT_TOLERANCE))
      out.push(p);
  }
  return out;
}

/** Searches already made: the options object is itself cached per state (shootingOptions). */
const searched = new WeakMap<ShootingOptions, { centres: Point[]; count: number } | null>();

/** The best placement the search finds: first template, then extra templates greedily. */
export function searchPlacement(
  state: GameState,
  options: ShootingOptions,
): { centres: Point[]; count: number } | null {
  if (searched.has(options)) return searched.get(options)!;
  const best = search(state, options);
  searched.set(options, best);
  return best;
}

function search(
  state: GameState,
  options: ShootingOptions,
): { centres: Point[]; count: number } | null {
  const targets = placedUnits(state, options.targetFormationId);
  const weapons = barrageWeapons(state, options);
  let best: { centres: Point[]; count: number } | null = null;
  for (const c of candidateCentres(targets)) {
    const { weapons: bws, row } = joiningBarrage(state, targets, weapons, c);
    if (bws.length === 0) continue;
    const extra = row?.extraTemplates ?? 0;
    const centres = [c];
    for (let e = 0; e < extra; e++) {
      let pick: Point | null = null;
      let most = caughtUnits(targets, centres);
      for (const p of touching(c, centres)) {
        const n = caughtUnits(targets, [...centres, p]);
        if (n > most) [pick, most] = [p, n];
      }
      if (pick) centres.push(pick);
    }
    const count = caughtUnits(targets, centres);
    if (!best || count > best.count) best = { centres, count };
  }
  return best;
}

/**
 * 1.9.8 Using Barrage Templates and FAQ: checks the attacker's template centres (first one
 * first): some weapon contributes; extra templates touch the first and overlap none, no more of
 * them than the table gives; and the templates catch as many units of the target formation as
 * the best placement the search finds.
 */
export function validateBarragePlacement(
  state: GameState,
  options: ShootingOptions,
  centres: readonly Point[],
): Refusal | null {
  const [first, ...extra] = centres;
  if (!first) return refusal('barrage/no-template', '1.9.8', 'Place the Barrage template.');
  const targets = placedUnits(state, options.targetFormationId);
  const { weapons: bws, row } = joiningBarrage(
    state,
    targets,
    barrageWeapons(state, options),
    first,
  );
  if (bws.length === 0)
    return refusal(
      'barrage/out-of-range',
      '1.9.8',
      'No barrage weapon has range and line of fire to a target unit under the template.',
    );
  if (extra.length > (row?.extraTemplates ?? 0))
    return refusal(
      'barrage/too-many-templates',
      '1.9.8',
      'The Barrage table gives fewer extra templates.',
    );
  const d = BARRAGE_TEMPLATE_DIAMETER;
  for (const [i, p] of extra.entries()) {
    if (Math.abs(Math.hypot(p.x - first.x, p.y - first.y) - d) > BASE_CONTACT_TOLERANCE)
      return refusal(
        'barrage/extra-not-touching',
        '1.9.8',
        `Extra template ${i + 1} must touch the first.`,
      );
    for (const q of centres.slice(0, i + 1))
      if (Math.hypot(p.x - q.x, p.y - q.y) < d - BASE_CONTACT_TOLERANCE)
        return refusal('barrage/templates-overlap', '1.9.8', 'Barrage templates may not overlap.');
  }
  const best = searchPlacement(state, options);
  const count = caughtUnits(targets, centres);
  if (best && best.count > count)
    return refusal(
      'barrage/not-maximal',
      '1.9.8',
      `Templates must catch as many target units as possible (${best.count} can be caught, not ${count}).`,
    );
  return null;
}
