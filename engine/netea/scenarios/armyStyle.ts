import { z } from 'zod';
import type { UnitDatasheet } from '../data';

/**
 * Styles of army an Epic player recognises, for armies built to the points (6.1.1): which kind of
 * formation a built roster leans to. A formation's kind comes from its fielded units' types and
 * abilities (engine/netea/armies/field), never from its name:
 * - armour: armoured vehicles and war engines (AV, WE);
 * - infantry: infantry and characters (INF, CH); a transport vehicle in a formation with
 *   infantry counts as the infantry it carries (transported infantry);
 * - fast: aircraft, skimmers, mounted units (bikes), jump packs and units of 35cm or more;
 * - war engines: war engines (WE).
 * `balanced` leans to none: every formation is as likely as another (how armies were built before
 * styles, and what a choice without a style gets). Plain data and arithmetic, so the renderer can
 * offer the styles; tournamentArmies.ts fields the formations.
 */
export const ARMY_STYLES = ['balanced', 'armoured', 'infantry', 'fast', 'war-engines'] as const;
export const armyStyleSchema = z.enum(ARMY_STYLES);
export type ArmyStyle = z.infer<typeof armyStyleSchema>;
export const DEFAULT_ARMY_STYLE: ArmyStyle = 'balanced';

export type UnitKind = 'armour' | 'infantry' | 'fast' | 'war-engines';

/** Share (0–1) of a formation's units of each kind; a unit may be of several kinds. */
export type FormationProfile = Readonly<Record<UnitKind, number>>;

const EMPTY: FormationProfile = { armour: 0, infantry: 0, fast: 0, 'war-engines': 0 };

const STYLE_KIND: Readonly<Record<Exclude<ArmyStyle, 'balanced'>, UnitKind>> = {
  armoured: 'armour',
  infantry: 'infantry',
  fast: 'fast',
  'war-engines': 'war-engines',
};

const has = (d: UnitDatasheet, id: string) => d.abilities.some((a) => a.id === id);

function isFast(d: UnitDatasheet): boolean {
  return (
    d.type === 'AC' ||
    has(d, 'skimmer') ||
    has(d, 'mounted') ||
    has(d, 'jump-packs') ||
    (typeof d.speed === 'number' && d.speed >= 35)
  );
}

/** The kinds of a formation's units, fielded with its required selections. */
export function profileOf(
  units: readonly { readonly datasheet: UnitDatasheet; readonly count: number }[],
): FormationProfile {
  const withInfantry = units.some((u) => u.datasheet.type === 'INF');
  const tally = { armour: 0, infantry: 0, fast: 0, 'war-engines': 0 };
  let total = 0;
  for (const { datasheet: d, count } of units) {
    if (d.type === 'SC') continue;
    total += count;
    const carrier = withInfantry && d.transport !== undefined && d.type !== 'WE';
    if (d.type === 'INF' || d.type === 'CH' || carrier) tally.infantry += count;
    else if (d.type === 'AV' || d.type === 'WE') tally.armour += count;
    if (d.type === 'WE') tally['war-engines'] += count;
    if (isFast(d)) tally.fast += count;
  }
  if (total === 0) return EMPTY;
  return {
    armour: tally.armour / total,
    infantry: tally.infantry / total,
    fast: tally.fast / total,
    'war-engines': tally['war-engines'] / total,
  };
}

/** A formation that has none of the style's kind is still drawn now and then, so that the list's
 * own minimums (a core formation per support) can be met and a small list still fills the points. */
const FLOOR = 0.05;
/** How strongly a formation of the style's kind is preferred over one without it. */
const LEAN = 4;

/**
 * The weight of drawing a formation for a style: 1 for every formation when balanced; otherwise
 * from the share of the formation's units of the style's kind.
 */
export function styleWeight(style: ArmyStyle, profile: FormationProfile): number {
  if (style === 'balanced') return 1;
  const share = profile[STYLE_KIND[style]];
  return FLOOR + LEAN * share * share;
}
