import { formatIssues } from '../../../kernel/issues';
import { unitDatasheetSchema, type UnitDatasheet, type UnitDatasheetInput } from '../../data';
import type { ImportedList, ImportedUnit } from '../schema';
import { criticalFor } from './criticals';
import { bundledEquivalent } from './equivalent';
import { defaultFootprint } from './footprints';
import type { FieldNote } from './notes';
import { transportFor } from './transport';

/**
 * One army-list unit as an engine datasheet (engine/netea/data/schema/unit.ts), checked by the
 * datasheet schema; or why it cannot be fielded. Notes say what is fielded but not played.
 */
export type FieldedDatasheet =
  | { readonly ok: true; readonly sheet: UnitDatasheet; readonly notes: readonly FieldNote[] }
  | { readonly ok: false; readonly notes: readonly FieldNote[] };

/** Datasheet ids carry the list's id, so two lists' "Rhino" never collide in one game. */
export function fieldedDatasheetId(list: ImportedList, unit: ImportedUnit): string {
  return `${list.id}-${unit.id}`.slice(0, 100).replace(/-+$/, '');
}

/** What a game fields beyond the ground forces: `aerospace` fields aircraft (4.2) and units
 * that are aircraft with planetfall (4.4); the tournament game (6.1.6) keeps them in reserve. */
export interface FieldOptions {
  readonly aerospace?: boolean;
}

export function fieldDatasheet(
  list: ImportedList,
  unit: ImportedUnit,
  options: FieldOptions = {},
): FieldedDatasheet {
  const leftOut = (code: FieldNote['code'], why: string): FieldedDatasheet => ({
    ok: false,
    notes: [{ code, message: `${unit.name}: ${why}` }],
  });
  if (unit.profile === 'Structure' || unit.type === undefined)
    return leftOut('field/structure', 'a structure of the list; structures are not fielded yet.');
  const aircraft = unit.type === 'AC' || unit.aircraft;
  if (aircraft && !options.aerospace)
    return leftOut(
      'field/aircraft',
      'an aircraft (4.0); aircraft cannot be fielded until the aerospace rules are in.',
    );
  // 4.4: drop pods (the list's Drop Pod rule) are fielded to land from the army's spacecraft;
  // an army without one leaves them out (roster.ts). Other units with planetfall as before:
  // aircraft only where the game fields them.
  const dropPod = unit.abilities.some((a) => a.id === 'drop-pod');
  if (
    unit.abilities.some((a) => a.id === 'planetfall') &&
    !dropPod &&
    !(aircraft && options.aerospace)
  )
    return leftOut(
      'field/planetfall',
      'arrives only by planetfall from a spacecraft (4.4), which cannot be fielded yet.',
    );

  const notes: FieldNote[] = [];
  const equivalent = bundledEquivalent(unit);
  const character = unit.type === 'CH';
  const input: UnitDatasheetInput = {
    id: fieldedDatasheetId(list, unit),
    name: unit.name,
    type: unit.type,
    // 2.1.1: a character has no speed or armour of its own.
    speed: character ? '-' : (unit.speed ?? '-'),
    armour: character ? '-' : (unit.armour ?? '-'),
    cc: character ? '-' : (unit.cc ?? '-'),
    ff: character ? '-' : (unit.ff ?? '-'),
    weapons: unit.weapons,
    abilities: unit.abilities,
    weaponAbilities: unit.weaponAbilities,
    provenance: {
      source: { kind: 'bsdata', file: unit.source.file, entry: unit.source.entry },
      notes: [`Fielded from the army list "${list.name}" (engine/netea/armies/field).`],
    },
  };
  if (unit.type === 'WE') {
    if (unit.damageCapacity !== undefined) input.damageCapacity = unit.damageCapacity;
    if (unit.voidShields) input.voidShields = unit.voidShields;
    if (unit.critical) {
      const critical = criticalFor(unit.critical, equivalent, unit.name);
      input.criticalHit = critical.criticalHit;
      if (!critical.enforced)
        notes.push({
          code: 'field/critical-not-enforced',
          message: `${unit.name}: its critical hit "${unit.critical}" is not enforced yet; only the point of damage counts (3.2.3).`,
        });
    }
  }
  if (unit.powerFields !== undefined) input.powerFields = unit.powerFields;
  if (unit.transport) {
    const transport = transportFor(unit, equivalent, {
      units: list.units,
      idOf: (u) => fieldedDatasheetId(list, u),
    });
    if (transport) input.transport = transport;
    else
      notes.push({
        code: 'field/no-transport-capacity',
        message: `${unit.name}: the list does not say how many units it carries, so it is fielded without carrying any (1.7.5).`,
      });
  }
  const base = defaultFootprint(unit.type, unit.damageCapacity, equivalent);
  if (base && !character) {
    input.footprint = base.footprint;
    input.provenance.footprint = {
      ...(base.source ? { source: base.source } : {}),
      reasoning: base.reasoning,
    };
  }
  const unplayed = unit.notEnforced.filter(
    (n) => !(n === 'field:critical-hit' || n === 'field:void-shields'),
  );
  if (unplayed.length > 0)
    notes.push({
      code: 'field/not-enforced',
      message: `${unit.name}: ${unplayed.map((n) => n.replace(/^(rule|field):/, '')).join(', ')} shown but not played yet.`,
    });

  const parsed = unitDatasheetSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      notes: [
        ...notes,
        ...formatIssues(unit.name, parsed.error.issues).map((message) => ({
          code: 'field/invalid-datasheet' as const,
          message: `${message} (left out)`,
        })),
      ],
    };
  return { ok: true, sheet: parsed.data, notes };
}
