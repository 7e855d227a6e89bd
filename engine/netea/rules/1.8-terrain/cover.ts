import { modify } from '../../abilities/registry';
import { featuresUnder, inBaseContact } from '../../../kernel/geometry';
import { TERRAIN_LINE_OF_FIRE } from '../../../kernel/geometry/terrainLineOfFire';
import type { GameState } from '../../state/schema';
import { datasheetOf, terrainIndexOf, unitShape } from '../1.2-formations/battlefield';
import type { Placed } from '../1.9-shooting/geometry';
import { lineOfFireBetween } from '../1.9-shooting/geometry';
import { terrainEffect } from './effects';

/** The fire types that take the cover choice separately (1.9.5 FAQ). */
export type FireType = 'AP' | 'AT' | 'MW';
export const FIRE_TYPES: readonly FireType[] = ['AP', 'AT', 'MW'];

export type CoverReason =
  | 'in-terrain' // 1.8.2 / 1.8.3
  | 'obscured' // 1.8.2 intervening terrain
  | 'behind-vehicle' // 1.8.4 Armoured Vehicles
  | 'overwatch-in-open'; // 1.8.4 Open Ground

/** How one target unit stands against one attacking formation. */
export interface UnitCover {
  /** 1.8.2: the -1 to hit modifier applies. */
  readonly inCover: boolean;
  readonly reasons: readonly CoverReason[];
  /** 1.8.3 / 1.8.4: the infantry cover save (5 for 5+), or null. */
  readonly coverSave: number | null;
  /** 1.8.4 Fortifications: ignores the crossfire save modifier. */
  readonly inFortification: boolean;
}

function counts(coverage: 'partly' | 'wholly', state: GameState): boolean {
  return state.settings.inCoverWhen === 'partly' || coverage === 'wholly';
}

/** Infantry cover saves use the Terrain Effects column the unit moves by (2.1.10: mounted
 * infantry count as vehicles for terrain effects). */
function isFootInfantry(p: Placed): boolean {
  return p.sheet.type === 'INF' && modify('footInfantry', { sheet: p.sheet }, true);
}

/** Cover from the terrain the unit stands in (1.8.2, 1.8.3, 1.8.4), by `inCoverWhen`. */
export function terrainCover(
  state: GameState,
  target: Placed,
): { inCover: boolean; coverSave: number | null; inFortification: boolean } {
  let inCover = false;
  let coverSave: number | null = null;
  let inFortification = false;
  for (const f of featuresUnder(terrainIndexOf(state), target.shape)) {
    if (!counts(f.coverage, state)) continue;
    const type = f.feature.type;
    if (type === 'fortifications' && !holdsFortification(state, target, f.index)) continue;
    const save = isFootInfantry(target) ? terrainEffect(type, 'infantry').coverSave : null;
    // 1.8.2: terrain tall enough to obscure the unit (the features that block lines of fire);
    // 1.8.3: infantry in terrain with a cover save are also in cover.
    const obscuring = TERRAIN_LINE_OF_FIRE[type] === 'blocks' && f.feature.height > 0;
    if (obscuring || save !== null) inCover = true;
    if (save !== null) coverSave = coverSave === null ? save : Math.min(coverSave, save);
    if (type === 'fortifications') inFortification = true;
  }
  return { inCover, coverSave, inFortification };
}

/**
 * 1.8.4 FAQ "How many units can claim cover from a fortification?" (five minute warm-up): with
 * the setting `unitsPerFortification`, the first that many of the side's units in it (by unit
 * id, as for vehicles below) claim its cover; the rest stand in it without benefit.
 */
function holdsFortification(state: GameState, target: Placed, featureIndex: number): boolean {
  const limit = state.settings.unitsPerFortification;
  if (limit === null) return true;
  const terrain = terrainIndexOf(state);
  const holders = Object.values(state.units)
    .filter((u) => u.side === target.unit.side)
    .filter((u) => {
      const shape = unitShape(state, u);
      return (
        shape !== null &&
        featuresUnder(terrain, shape).some(
          (f) => f.index === featureIndex && counts(f.coverage, state),
        )
      );
    })
    .map((u) => u.id)
    .sort()
    .slice(0, limit);
  return holders.includes(target.unit.id);
}

/**
 * 1.8.4 Armoured Vehicles: infantry touching an armoured vehicle or war engine (any side's,
 * FAQ) count as in cover; light vehicles give none (2.1.9 FAQ). With the setting
 * `infantryCoverPerVehicle` each vehicle shelters at most that many: vehicles are taken in unit
 * id order and each shelters the first touching infantry of the formation not yet sheltered.
 */
export function infantryBehindVehicles(state: GameState, formationId: string): Set<string> {
  const f = state.formations[formationId];
  const out = new Set<string>();
  if (!f) return out;
  const infantry: Placed[] = [];
  for (const id of f.unitIds) {
    const unit = state.units[id];
    const shape = unit ? unitShape(state, unit) : null;
    if (!unit || !shape) continue;
    const sheet = datasheetOf(state, unit);
    if (sheet.type === 'INF') infantry.push({ unit, sheet, shape });
  }
  if (infantry.length === 0) return out;
  const limit = state.settings.infantryCoverPerVehicle;
  const vehicles = Object.values(state.units)
    .filter((u) => {
      const t = datasheetOf(state, u).type;
      return t === 'AV' || t === 'WE';
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const v of vehicles) {
    const vs = unitShape(state, v);
    if (!vs) continue;
    const sheet = datasheetOf(state, v);
    // FAQ house rule: 2 per AV, 2 per starting DC of a war engine.
    const cap = limit === null ? Infinity : limit * (sheet.damageCapacity ?? 1);
    let given = 0;
    for (const i of infantry) {
      if (given >= cap) break;
      if (out.has(i.unit.id) && limit !== null) continue;
      if (inBaseContact(i.shape, vs)) {
        out.add(i.unit.id);
        given++;
      }
    }
  }
  return out;
}

/**
 * The cover of each target unit against the given shooting units. Intervening terrain
 * (1.8.2) counts when the line of fire from any shooter that sees the unit is partly obscured:
 * the rules ask for the modifier to be "generously applied" (1.8 Terrain Conventions).
 */
export function coverOf(
  state: GameState,
  targets: readonly Placed[],
  shooters: readonly Placed[],
): Record<string, UnitCover> {
  const formationId = targets[0]?.unit.formationId;
  const sheltered = formationId ? infantryBehindVehicles(state, formationId) : new Set<string>();
  const out: Record<string, UnitCover> = {};
  for (const t of targets) {
    const reasons: CoverReason[] = [];
    const tc = terrainCover(state, t);
    let coverSave = tc.coverSave;
    if (tc.inCover) reasons.push('in-terrain');
    if (shooters.some((s) => lineOfFireBetween(state, s, t).partiallyObscured))
      reasons.push('obscured');
    if (sheltered.has(t.unit.id)) reasons.push('behind-vehicle');
    const overwatch = state.formations[t.unit.formationId]?.overwatch === true;
    if (overwatch && t.sheet.type === 'INF' && tc.coverSave === null) {
      reasons.push('overwatch-in-open');
      coverSave = 5;
    }
    out[t.unit.id] = {
      inCover: reasons.length > 0,
      reasons,
      coverSave,
      inFortification: tc.inFortification,
    };
  }
  return out;
}
