import { isWarEngine } from '../../../engine/netea/rules/3-war-engines/capacity';
import { damageWorth, shieldPointWorth, shieldsUp } from './warEngineDamage';
import { neededScore, successProbability, PLAIN_TEST_RULES } from '../../../engine/kernel/dice';
import type { Modifier } from '../../../engine/kernel/dice';
import { barrageRow } from '../../../engine/netea/rules/1.9-shooting/barrageTable';
import {
  barrageWeapons,
  contributes,
  unitsUnder,
} from '../../../engine/netea/rules/1.9-shooting/barragePlacement';
import { livingUnitIds, placedUnits } from '../../../engine/netea/rules/1.9-shooting/geometry';
import { defaultFirePlan, type FirePlan } from '../../../engine/netea/rules/1.9-shooting/rollToHit';
import {
  hitEffect,
  saveOptions,
  type SaveRoll,
} from '../../../engine/netea/rules/1.9-shooting/saves';
import { hittable, type ShootingOptions } from '../../../engine/netea/rules/1.9-shooting/options';
import { blastMarkersPerUnit } from '../../../engine/netea/rules/1.3-blast-markers/blastMarkers';
import type { GameState } from '../../../engine/netea/state/schema';
import type { Point } from '../../../engine/kernel/geometry';
import { linear, logistic } from '../curves';
import { meanAmount } from './meanAmount';

/** What an attack is expected to do, worked out from the engine's own options and plan. */
export interface ExpectedAttack {
  readonly hits: number;
  readonly kills: number;
  readonly blastMarkers: number;
  /** Chance-like 0..1 that the target breaks (blast markers against its break point). */
  readonly breaks: number;
  /** Units of the target formation still alive. */
  readonly targetUnits: number;
}

export { meanAmount } from './meanAmount';

function saveChance(r: SaveRoll | null): number {
  if (!r) return 0;
  const p = successProbability(r.needed, PLAIN_TEST_RULES);
  return r.reroll ? 1 - (1 - p) ** 2 : p;
}

/** Chance that one hit of a kind destroys the unit: it fails its best save (1.9.6, 1.8). */
export function killChance(
  game: GameState,
  unitId: string,
  type: string,
  abilities: readonly string[],
  options: Pick<ShootingOptions, 'cover'>,
  crossfire = false,
): number {
  const unit = game.units[unitId];
  const sheet = unit ? game.datasheets[unit.datasheetId] : undefined;
  if (!sheet) return 0;
  const effect = hitEffect(type, abilities as never);
  const o = saveOptions(sheet, effect, { cover: options.cover[unitId], crossfire });
  const best = Math.max(saveChance(o.armour), saveChance(o.cover));
  const inv = o.invulnerable === null ? 0 : successProbability(o.invulnerable, PLAIN_TEST_RULES);
  return (1 - best) * (1 - inv);
}

/**
 * Expected hits and kills of a shooting attack (1.9.5, 1.9.6): for every order of the plan its
 * shots times the chance to hit with the action's and the cover modifiers, then the chance the
 * units it may hit fail their saves. Then the Blast markers (1 for coming under fire, 1 per
 * kill, 1.9.4) against the target's break point (1.9.7, They Shall Know No Fear).
 * War engines (3.2): an unsaved hit does a point of damage (titan killers more, 3.2.5), worth
 * its share of the points left and its chance of a critical (warEngineDamage.ts); shields up
 * (void shields, power fields, seed 001 5.5.4) stop the first points, no save and no Blast
 * marker, so the damage expected beyond them is all that counts.
 */
export function expectedShooting(
  game: GameState,
  options: ShootingOptions,
  plan: FirePlan = defaultFirePlan(options, game),
  crossfire = false,
): ExpectedAttack {
  let hits = 0;
  /** Per order, per eligible unit: unsaved hits expected and damage each does to a war engine. */
  const shares: { id: string; unsaved: number; damage: number }[] = [];
  const incoming = new Map<string, number>();
  for (const o of plan.orders) {
    const w = options.weapons.find((x) => x.key === o.weaponKey);
    const m = w?.modes.find((x) => x.modeIndex === o.modeIndex);
    const sheet = w ? game.datasheets[game.units[w.unitId]?.datasheetId ?? ''] : undefined;
    const mode = sheet?.weapons[w?.weaponIndex ?? -1]?.modes[o.modeIndex];
    const fp = mode?.firepower.find((f) => f.type === o.firepower);
    if (!w || !m || !fp || !('toHit' in fp)) continue;
    const onlyOpen = plan.cover[o.firepower] === 'only-open';
    const eligible = m.targets.filter((id) => {
      const t = game.datasheets[game.units[id]?.datasheetId ?? '']?.type;
      return (
        t !== undefined && hittable(o.firepower, t) && (!onlyOpen || !options.cover[id]?.inCover)
      );
    });
    if (eligible.length === 0) continue;
    const mods: Modifier[] = [...options.baseModifiers];
    if (
      !m.abilities.includes('ignore-cover') &&
      !onlyOpen &&
      eligible.some((id) => options.cover[id]?.inCover)
    )
      mods.push({ value: -1, reason: 'target in cover', section: '1.8.2' });
    const h = meanAmount(fp.shots) * successProbability(neededScore(fp.toHit, mods));
    // 3.2.5: a titan killer hit does its rolled damage to a war engine.
    const tk = mode?.abilities.find((a) => a.id === 'titan-killer');
    const damage = tk && 'damage' in tk ? meanAmount(tk.damage) : 1;
    for (const id of eligible) {
      const unsaved =
        (h * killChance(game, id, o.firepower, m.abilities, options, crossfire)) / eligible.length;
      const d = isWarEngineUnit(game, id) ? damage : 1;
      shares.push({ id, unsaved, damage: d });
      incoming.set(id, (incoming.get(id) ?? 0) + unsaved * d);
    }
    hits += h;
  }
  let kills = 0;
  for (const { id, unsaved, damage } of shares) {
    const unit = game.units[id];
    if (!unit || !isWarEngineUnit(game, id)) {
      kills += unsaved;
      continue;
    }
    // 5.5.4, 3.2: the points the shields stop first come off what gets through.
    const total = incoming.get(id) ?? 0;
    const through = total > 0 ? Math.max(0, total - shieldsUp(game, unit)) / total : 1;
    kills +=
      unsaved * through * damageWorth(game, id, damage, explosionKillChance(game)) +
      unsaved * (1 - through) * damage * shieldPointWorth(game, unit);
  }
  return withBlastMarkers(game, options.targetFormationId, hits, kills, hits > 0 ? 1 : 0);
}

function isWarEngineUnit(game: GameState, id: string): boolean {
  const sheet = game.datasheets[game.units[id]?.datasheetId ?? ''];
  return sheet !== undefined && isWarEngine(sheet);
}

/** Chance a hit of a war engine's explosion destroys a unit (3.2.3): a macro-weapon hit allows
 * no armour save (2.2.6). Cover against the shooter's guns has nothing to do with it. */
function explosionKillChance(game: GameState) {
  return (unitId: string, macroWeapon: boolean) => {
    const sheet = game.datasheets[game.units[unitId]?.datasheetId ?? ''];
    const type = sheet?.type === 'INF' || sheet?.type === 'LV' ? 'AP' : 'AT';
    return killChance(game, unitId, type, macroWeapon ? ['macro-weapon'] : [], { cover: {} });
  };
}

/**
 * Expected effect of a barrage at `centres` (1.9.8): the weapons that contribute, the table's
 * to-hit scores and extra Blast markers, every unit of the target under a template attacked once.
 */
export function expectedBarrage(
  game: GameState,
  options: ShootingOptions,
  centres: readonly Point[],
): ExpectedAttack {
  const first = centres[0];
  const targets = placedUnits(game, options.targetFormationId);
  if (!first) return withBlastMarkers(game, options.targetFormationId, 0, 0, 0);
  const bws = barrageWeapons(game, options).filter((bw) =>
    contributes(game, bw, unitsUnder(targets, [first])),
  );
  const row = barrageRow(bws.reduce((s, b) => s + b.points, 0));
  if (!row) return withBlastMarkers(game, options.targetFormationId, 0, 0, 0);
  const mods: Modifier[] = [...options.baseModifiers];
  let hits = 0;
  let kills = 0;
  for (const u of unitsUnder(targets, centres)) {
    const type = u.sheet.type === 'INF' || u.sheet.type === 'LV' ? 'AP' : 'AT';
    const p = successProbability(
      neededScore(type === 'AP' ? row.ap : row.at, [
        ...mods,
        ...(options.cover[u.unit.id]?.inCover
          ? [{ value: -1, reason: 'target in cover', section: '1.8.2' }]
          : []),
      ]),
    );
    hits += p;
    const unsaved = p * killChance(game, u.unit.id, type, [], options);
    if (!isWarEngine(u.sheet)) kills += unsaved;
    else {
      // 3.2.2: a point of damage, less what the shields stop (5.5.4).
      const through = Math.max(0, unsaved - shieldsUp(game, u.unit));
      kills +=
        through * damageWorth(game, u.unit.id, 1, explosionKillChance(game)) +
        (unsaved - through) * shieldPointWorth(game, u.unit);
    }
  }
  return withBlastMarkers(game, options.targetFormationId, hits, kills, 1 + row.extraBlastMarkers);
}

function withBlastMarkers(
  game: GameState,
  targetFormationId: string,
  hits: number,
  kills: number,
  underFire: number,
): ExpectedAttack {
  const f = game.formations[targetFormationId];
  const units = livingUnitIds(game, targetFormationId).length;
  const cappedKills = Math.min(kills, units);
  const blastMarkers = underFire + cappedKills;
  if (!f || f.broken) {
    // A broken formation loses a unit per Blast marker (per two with They Shall Know No Fear).
    return { hits, kills: cappedKills, blastMarkers, breaks: 0, targetUnits: units };
  }
  const perUnit = blastMarkersPerUnit(game, f);
  const margin = f.blastMarkers + blastMarkers - (units - cappedKills) * perUnit;
  const breaks = units - cappedKills <= 0.05 ? 1 : logistic(-0.5, 1.6)(margin);
  return { hits, kills: cappedKills, blastMarkers, breaks, targetUnits: units };
}

/** expectedKills: 0 kills is worthless, two or more a fine attack. */
export const expectedKillsCurve = linear(0, 0.05, 2.5, 1);
/** blastMarkersCaused: pinning the enemy matters even without kills. */
export const blastMarkersCurve = linear(0, 0, 4, 1);
