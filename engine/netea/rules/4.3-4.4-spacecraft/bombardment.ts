import { modify } from '../../abilities/registry';
import { isUnderTemplate, templateShape, type Point } from '../../../kernel/geometry';
import { pointShapeDistance } from '../../../kernel/geometry/distance';
import type { Dice, Modifier } from '../../../kernel/dice';
import type { Amount } from '../../data/schema/dice';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { WeaponAbilityId } from '../../data/schema/weaponAbility';
import type { GameState } from '../../state/schema';
import { barrageRow, type BarrageRow } from '../1.9-shooting/barrageTable';
import { placedUnits, type Placed } from '../1.9-shooting/geometry';
import { resolveHits, type AllocatedHit } from '../1.9-shooting/casualties';
import { markBlastLosses } from '../3-war-engines/blastLosses';
import { hitEffect } from '../1.9-shooting/saves';
import { rollAmount } from '../1.9-shooting/rollToHit';
import type { ShootingEvent } from '../1.9-shooting/events';
import { coverOf } from '../1.8-terrain/cover';
import { casualtyBlastMarkers, placeAttackBlastMarkers } from '../1.13-broken-formations/breaking';
import { barrageAttacks } from '../3-war-engines/templates';

/**
 * 4.3.3 Orbital Bombardments: a barrage (1.9.8) under templates 12cm across, centred on the
 * points written down at set-up. Every unit under a template is attacked as by an artillery
 * barrage, friend or foe; each formation under one receives a Blast marker for coming under
 * fire (4.3.3 FAQ) and the Barrage table's extra ones; never a crossfire. Fired from orbit, it
 * has no shooter: cover counts as against indirect fire, and hits go to the units nearest the
 * template's centre first.
 */

/** A spacecraft's orbital bombardment line: barrage points with an orbital range (4.3.3: "noted
 * on its datasheet"). */
export interface OrbitalLine {
  readonly points: Amount;
  readonly shots: Amount | undefined;
  readonly copies: number;
  readonly abilities: readonly WeaponAbilityId[];
}

export function orbitalLines(sheet: UnitDatasheet): OrbitalLine[] {
  return sheet.weapons.flatMap((w) =>
    w.modes.flatMap((m) =>
      m.range.kind !== 'orbital'
        ? []
        : m.firepower.flatMap((fp) =>
            fp.type === 'BP'
              ? [
                  {
                    points: fp.points,
                    shots: fp.shots,
                    copies: w.count,
                    abilities: m.abilities.map((a) => a.id),
                  },
                ]
              : [],
          ),
    ),
  );
}

/** The least barrage points of the bombardment (a rolled value counts its least, as 1.9.8
 * placement does): what decides how many templates may be plotted. */
export function leastBombardmentPoints(sheet: UnitDatasheet): number {
  const least = (a: OrbitalLine['points']) =>
    typeof a === 'number' ? a : a.dice + (a.modifier ?? 0);
  return orbitalLines(sheet).reduce(
    (n, l) => n + least(l.points) * (l.shots === undefined ? 1 : least(l.shots)) * l.copies,
    0,
  );
}

/** 1.9.8, 4.3.3: how many templates the bombardment may have: one and the table's extra. */
export function bombardmentTemplates(sheet: UnitDatasheet): number {
  const row = barrageRow(leastBombardmentPoints(sheet));
  return row ? 1 + row.extraTemplates : 0;
}

/** Every unit on the table under any of the orbital templates. */
export function unitsUnderBombardment(state: GameState, centres: readonly Point[]): Placed[] {
  const templates = centres.map((c) => templateShape(c, 'orbital'));
  return Object.values(state.formations)
    .flatMap((f) => placedUnits(state, f.id))
    .filter((u) => templates.some((t) => isUnderTemplate(t, u.shape)));
}

export interface Bombarded {
  readonly state: GameState;
  readonly events: ShootingEvent[];
  /** The formations the bombardment attacked, to check for breaking afterwards (4.3.2 FAQ). */
  readonly attacked: readonly string[];
  readonly points: number;
}

/** 4.3.3: resolve the bombardment of the spacecraft `sheet` at the plotted centres. */
export function resolveBombardment(
  state: GameState,
  dice: Dice,
  sheet: UnitDatasheet,
  centres: readonly Point[],
): Bombarded {
  const lines = orbitalLines(sheet);
  const why = { purpose: `orbital bombardment: ${sheet.name}`, section: '4.3.3' };
  const points = lines.reduce(
    (n, l) =>
      n +
      rollAmount(dice, l.points, why) *
        (l.shots === undefined ? 1 : rollAmount(dice, l.shots, why)) *
        l.copies,
    0,
  );
  const row: BarrageRow | null = barrageRow(points);
  if (!row || centres.length === 0) return { state, events: [], attacked: [], points };
  // 1.9.8, 2.0: a special ability counts only if every line of the bombardment has it.
  const abilities = (lines[0]?.abilities ?? []).filter((a) =>
    lines.every((l) => l.abilities.includes(a)),
  );
  const under = unitsUnderBombardment(state, centres);
  const formations = [...new Set(under.map((u) => u.unit.formationId))];
  const events: ShootingEvent[] = [];
  let s = state;
  // 4.3.3 FAQ: every formation under a template receives a Blast marker for coming under fire.
  for (const fid of formations) {
    const r = placeAttackBlastMarkers(s, dice, fid, 1 + row.extraBlastMarkers, {
      reason: 'came under orbital bombardment',
      section: '4.3.3',
    });
    s = r.state;
    events.push(...r.events);
  }
  const effect = hitEffect('AP', abilities);
  const nearest = (u: Placed) => Math.min(...centres.map((c) => pointShapeDistance(u.shape, c)));
  for (const fid of formations) {
    const units = under.filter(
      (u) => u.unit.formationId === fid && s.units[u.unit.id]?.status === 'deployed',
    );
    // Fired from orbit: no shooter to see the target, so cover counts as against indirect fire.
    const cover = coverOf(s, units, []);
    const groups = new Map<string, Placed[]>();
    for (const u of units) {
      const inCover = cover[u.unit.id]?.inCover === true && !effect.ignoreCover;
      // 3.2.1: a war engine attacked more than once rolls on its own.
      const own = barrageAttacks(u, centres) > 1 ? `|${u.unit.id}` : '';
      const k = `${u.unit.datasheetId}${own}|${inCover}`;
      groups.set(k, [...(groups.get(k) ?? []), u]);
    }
    const hits: AllocatedHit[] = [];
    for (const [k, us] of groups) {
      const type = us[0]?.sheet.type ?? '';
      const column = modify('barrageColumn', { unitType: type }, type === 'INF' ? 'ap' : 'at');
      const mods: Modifier[] = [];
      if (k.endsWith('|true'))
        mods.push({ value: -1, reason: 'target in cover', section: '1.8.2' });
      const attacks = us.reduce((n, u) => n + barrageAttacks(u, centres), 0);
      const roll = dice.test(attacks, column === 'ap' ? row.ap : row.at, mods, {
        purpose: `orbital bombardment to hit: ${attacks} × ${us[0]?.sheet.name}`,
        section: '4.3.3',
        formationId: fid,
      });
      us.sort((a, b) => nearest(a) - nearest(b));
      const takers =
        us.length === 1 ? Array(roll.successes).fill(us[0]) : us.slice(0, roll.successes);
      for (const u of takers as Placed[]) hits.push({ unitId: u.unit.id, effect });
    }
    // 4.3.3: "Orbital bombardments never benefit from the crossfire rule."
    const r = resolveHits(s, dice, hits, { targetFormationId: fid, cover, crossfire: false });
    events.push(...r.events);
    // 3.2.3: losses to a critical's explosion in other formations.
    s = markBlastLosses(r.state, dice, r.casualties, r.extraBlastMarkers, (f) => f === fid, events);
    const kills = r.casualties.filter((c) => c.blastMarker && c.formationId === fid).length;
    const bm =
      (r.extraBlastMarkers[fid] ?? 0) +
      casualtyBlastMarkers({
        kills,
        crossfire: false,
        earlierKill: false,
        disruptHits: effect.disrupt ? hits.length - r.shieldedDisrupt : 0,
      });
    const placed = placeAttackBlastMarkers(s, dice, fid, bm, {
      reason: 'casualties',
      section: '1.9.4',
    });
    s = placed.state;
    events.push(...placed.events);
  }
  return { state: s, events, attacked: formations, points };
}
