import { modify } from '../../abilities/registry';
import type { Point } from '../../../kernel/geometry';
import type { Dice, Modifier } from '../../../kernel/dice';
import type { GameState } from '../../state/schema';
import { barrageWeapons, joiningBarrage, unitsUnder } from './barragePlacement';
import { casualtyBlastMarkers, placeAttackBlastMarkers } from '../1.13-broken-formations/breaking';
import { resolveHits, type AllocatedHit } from './casualties';
import { markBlastLosses } from '../3-war-engines/blastLosses';
import { coverOf } from '../1.8-terrain/cover';
import { hitEffect } from './saves';
import type { ShootingEvent } from './events';
import { distancesFrom, placedUnits, type Placed } from './geometry';
import { weaponAbilities, type ShootingOptions } from './options';
import { recordFiring } from '../2-specialists/reloading';
import { barrageAttacks } from '../3-war-engines/templates';

/**
 * 1.9.8 Barrages (placement already validated): every unit under any template, friend or foe,
 * is attacked once (FAQ); each formation attacked receives a Blast marker for coming under fire
 * and the table's extra Blast markers. Units of one datasheet and formation roll together,
 * those in cover separately (FAQ), and hits go to the units closest to the shooters first.
 * A special ability counts only if every contributing weapon has it (FAQ). Light vehicles are
 * hit on the AP value (2.1.9: infantry targets against AP fire).
 */
export function resolveBarrage(
  state: GameState,
  dice: Dice,
  options: ShootingOptions,
  centres: readonly Point[],
  crossfire: boolean,
): { state: GameState; events: ShootingEvent[] } {
  const first = centres[0];
  const targets = placedUnits(state, options.targetFormationId);
  if (!first) return { state, events: [] };
  const { weapons: bws, row } = joiningBarrage(
    state,
    targets,
    barrageWeapons(state, options),
    first,
  );
  if (!row || bws.length === 0) return { state, events: [] };
  const abilities = (
    bws[0]?.weapon.modes.find((m) => m.modeIndex === bws[0]?.modeIndex)?.abilities ?? []
  ).filter((a) =>
    bws.every((b) =>
      b.weapon.modes.find((m) => m.modeIndex === b.modeIndex)?.abilities.includes(a),
    ),
  );
  const indirect = bws.every((b) => b.indirect);
  const all: Placed[] = Object.values(state.formations).flatMap((f) => placedUnits(state, f.id));
  const under = unitsUnder(all, centres);
  const shooters = placedUnits(state, options.formationId).filter((p) =>
    bws.some((b) => b.weapon.unitId === p.unit.id),
  );
  const formations = [...new Set(under.map((u) => u.unit.formationId))];
  // 2.2.7, 2.2.8: the weapons that joined the barrage fired.
  let s = recordFiring(
    state,
    bws.map((b) => ({ key: b.weapon.key, abilities: weaponAbilities(b.weapon) })),
  );
  const events: ShootingEvent[] = [];
  for (const fid of formations) {
    const r = placeAttackBlastMarkers(
      s,
      dice,
      fid,
      1 + row.extraBlastMarkers,
      { reason: 'came under barrage fire', section: '1.9.8' },
      shooters,
    );
    s = r.state;
    events.push(...r.events);
  }
  const effect = hitEffect('AP', abilities);
  for (const fid of formations) {
    const units = under.filter(
      (u) => u.unit.formationId === fid && s.units[u.unit.id]?.status === 'deployed',
    );
    const cover = coverOf(s, units, indirect ? [] : shooters);
    const dist = distancesFrom(units, shooters);
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
      const type = us[0]?.sheet.type;
      const column = modify(
        'barrageColumn',
        { unitType: type ?? '' },
        type === 'INF' ? 'ap' : 'at',
      );
      const toHit = column === 'ap' ? row.ap : row.at;
      const mods: Modifier[] = [...options.baseModifiers];
      if (k.endsWith('|true'))
        mods.push({ value: -1, reason: 'target in cover', section: '1.8.2' });
      const attacks = us.reduce((n, u) => n + barrageAttacks(u, centres), 0);
      const roll = dice.test(attacks, toHit, mods, {
        purpose: `barrage to hit: ${attacks} × ${us[0]?.sheet.name}`,
        section: '1.9.8',
        formationId: fid,
      });
      us.sort((a, b) => (dist[a.unit.id] ?? 0) - (dist[b.unit.id] ?? 0));
      // A war engine rolling alone takes all its hits; otherwise one per unit, closest first.
      const takers =
        us.length === 1 ? Array(roll.successes).fill(us[0]) : us.slice(0, roll.successes);
      for (const u of takers as Placed[]) hits.push({ unitId: u.unit.id, effect });
    }
    const isTarget = fid === options.targetFormationId;
    const r = resolveHits(s, dice, hits, {
      targetFormationId: fid,
      cover,
      crossfire: crossfire && isTarget,
    });
    events.push(...r.events);
    // 3.2.3: losses to a critical's explosion in other formations.
    s = markBlastLosses(r.state, dice, r.casualties, r.extraBlastMarkers, (f) => f === fid, events);
    const kills = r.casualties.filter((c) => c.blastMarker && c.formationId === fid).length;
    const bm =
      (r.extraBlastMarkers[fid] ?? 0) +
      casualtyBlastMarkers({
        kills,
        crossfire: crossfire && isTarget,
        earlierKill: false,
        // 2.2.2 FAQ: not for a disrupt hit stopped by a void shield or power field.
        disruptHits: effect.disrupt ? hits.length - r.shieldedDisrupt : 0,
      });
    const placed = placeAttackBlastMarkers(
      s,
      dice,
      fid,
      bm,
      { reason: 'casualties', section: '1.9.4' },
      shooters,
    );
    s = placed.state;
    events.push(...placed.events);
  }
  return { state: s, events };
}
