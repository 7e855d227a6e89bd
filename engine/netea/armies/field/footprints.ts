import type { FootprintData, Source, UnitDatasheet, UnitType } from '../../data';

/**
 * A base for an army-list unit that has no bundled datasheet (the lists print no sizes). Each
 * comes with the reasoning a datasheet's provenance keeps beside its footprint.
 */
export interface FieldedFootprint {
  readonly footprint: FootprintData;
  readonly source?: Source;
  readonly reasoning: string;
}

const BASES: Source = { kind: 'seed', seed: '001', section: '6.2.6 Bases' };
const STANDS: Source = { kind: 'seed', seed: '000', section: '1.1.2 Stands' };

/** Rule of thumb for war engines: the base grows with damage capacity, 3.5cm to 8cm across. */
export function warEngineDiameter(damageCapacity: number): number {
  const raw = 3 + damageCapacity / 2;
  return Math.min(8, Math.max(3.5, Math.round(raw * 2) / 2));
}

export function defaultFootprint(
  type: UnitType,
  damageCapacity: number | undefined,
  equivalent: UnitDatasheet | undefined,
): FieldedFootprint | undefined {
  if (equivalent?.footprint) {
    return {
      footprint: equivalent.footprint,
      reasoning: `The base of the bundled datasheet "${equivalent.name}", the same unit.`,
    };
  }
  switch (type) {
    case 'INF':
      return {
        footprint: { shape: 'rect', width: 4, length: 1.2 },
        source: BASES,
        reasoning:
          'Seed 001 6.2.6 names the 40x12mm strip (Epic 40,000) as a usual infantry stand; it ' +
          'meets 1.1.2 (at most 4cm across, at least 2cm one way): 4cm across the facing, 1.2cm along it.',
      };
    case 'LV':
      return {
        footprint: { shape: 'rect', width: 1.2, length: 1.6 },
        source: STANDS,
        reasoning:
          'No printed size: a light vehicle is a single small model (1.1.1), sized like the bundled ' +
          'Land Speeder (1.2cm wide, about 1.5cm long).',
      };
    case 'AV':
      return {
        footprint: { shape: 'rect', width: 1.5, length: 2.2 },
        reasoning:
          'No printed size: an armoured vehicle is a single model (1.1.1), sized like the bundled ' +
          'Predator and Basilisk hulls (about 1.5cm wide, 2.2cm long).',
      };
    case 'WE': {
      const dc = damageCapacity ?? 1;
      return {
        footprint: { shape: 'circle', diameter: warEngineDiameter(dc) },
        reasoning:
          `No printed size: rule of thumb for war engines, a round base of 3cm plus half a cm per ` +
          `point of damage capacity (DC ${dc}), kept between 3.5cm and 8cm across, so a Warhound ` +
          '(DC 3) stands on 4.5cm and an Imperator (DC 12) on 8cm.',
      };
    }
    case 'AC':
      return {
        footprint: { shape: 'rect', width: 3, length: 3 },
        reasoning:
          'No printed size: an aircraft flies on a stand (4.2), sized like the bundled ' +
          'Thunderbolt (about 3cm wingspan and 3cm long).',
      };
    default:
      // Characters join a unit (2.1.1); spacecraft never stand on the table (4.3).
      return undefined;
  }
}
