import { unitDatasheetSchema, type UnitDatasheet, type Weapon } from '../../data';
import type { ImportedList } from '../schema';
import type { RosterFormation, Selection } from '../roster/schema';
import { choicesOf, findFormation, formationPoints } from '../roster/tree';
import type { EntryNode } from '../schema';
import { fieldDatasheet, type FieldOptions } from './datasheet';
import { entryUnits } from './entryUnits';
import type { FieldNote } from './notes';

/** A formation ready for the table: its units by datasheet, its initiative and points. */
export interface FieldedFormation {
  /** The list's formation id ("tactical"): formation ids in the game are built from it. */
  readonly key: string;
  readonly name: string;
  /** 1.2.2: the list's initiative for formations of its kind ("1+" is 1). */
  readonly initiative: number;
  /** The formation's points with its upgrades (6.1.7). */
  readonly points: number;
  readonly units: readonly { readonly datasheetId: string; readonly count: number }[];
}

export type FieldedFormationResult = {
  readonly formation?: FieldedFormation;
  readonly datasheets: Readonly<Record<string, UnitDatasheet>>;
  readonly notes: readonly FieldNote[];
  /** Selections the list does not offer: the roster is malformed. */
  readonly errors: readonly string[];
};

/**
 * A roster formation of `list` with its selections as units: every selected entry adds its units
 * as many times as it is taken (an upgrade's count multiplies what is under it). Upgrades that
 * put no unit on the table (a Titan's weapon choices, Chaos marks) are noted, since the list
 * keeps no profile for them; units the engine cannot field are left out with a note.
 */
export function fieldFormation(
  list: ImportedList,
  rf: RosterFormation,
  label: string,
  options: FieldOptions = {},
): FieldedFormationResult {
  const template = findFormation(list, rf.formation);
  if (!template)
    return {
      datasheets: {},
      notes: [],
      errors: [`${label}: the list "${list.name}" has no formation "${rf.formation}".`],
    };
  const notes: FieldNote[] = [];
  const errors: string[] = [];
  const datasheets: Record<string, UnitDatasheet> = {};
  const counts = new Map<string, number>();
  const noted = new Set<string>();
  const note = (n: FieldNote) => {
    if (noted.has(n.message)) return;
    noted.add(n.message);
    notes.push({ ...n, formation: label });
  };

  const visit = (
    node: EntryNode,
    times: number,
    selections: readonly Selection[],
    path: string,
  ) => {
    const put = entryUnits(list, node);
    if (put.kind === 'alternatives') {
      note({
        code: 'field/alternatives',
        message: `${node.name}: the list offers ${put.units.map((u) => u.name).join(', ')} and the roster does not say which; left out.`,
      });
    } else {
      // Weapons chosen under this entry arm its one unit that is not a character.
      const armament = armamentUnder(node, selections);
      const armed = put.units.filter((u) => u.unit.type !== 'CH');
      for (const { unit, count } of put.units) {
        const fielded = fieldDatasheet(list, unit, options);
        fielded.notes.forEach(note);
        if (!fielded.ok) continue;
        let sheet = fielded.sheet;
        if (armament.length > 0 && armed.length === 1 && armed[0]!.unit === unit) {
          const variant = armedDatasheet(sheet, armament);
          if (variant.ok) sheet = variant.sheet;
          else note({ code: 'field/invalid-datasheet', message: variant.message });
        }
        datasheets[sheet.id] = sheet;
        counts.set(sheet.id, (counts.get(sheet.id) ?? 0) + count * times);
      }
      if (armament.length > 0 && armed.length !== 1)
        note({
          code: 'field/upgrade-not-fielded',
          message: `${node.name}: weapons chosen here (${armament.map((w) => w.name).join(', ')}) have no single unit to arm; left out.`,
        });
    }
    if (
      node.units.length === 0 &&
      node.kind === 'upgrade' &&
      !node.weapons &&
      !isOnDatasheet(node.name)
    )
      note({
        code: 'field/upgrade-not-fielded',
        message: `${node.name}: the list keeps no profile for this upgrade, so it changes nothing on the table yet.`,
      });
    const choices = choicesOf(node);
    for (const s of selections) {
      const child = choices.find((c) => c.id === s.entry);
      if (!child) {
        errors.push(`${path}: the list offers no entry "${s.entry}" here.`);
        continue;
      }
      visit(child, times * s.count, s.selections, `${path} › ${child.name}`);
    }
  };
  visit(template.entry, 1, rf.selections, label);

  dropPodsOnlyForTroops(datasheets, counts, template.name, note);
  const units = [...counts].map(([datasheetId, count]) => ({ datasheetId, count }));
  if (!units.some((u) => datasheets[u.datasheetId]?.type !== 'CH')) {
    note({
      code: 'field/empty-formation',
      message: `${template.name}: none of its units can be fielded, so the formation is left out.`,
    });
    return { datasheets: {}, notes, errors };
  }
  return {
    formation: {
      key: template.id,
      name: template.name,
      // Every bundled list gives each formation its initiative; 2+ is the rules' usual value.
      initiative: template.initiative ?? 2,
      points: formationPoints(list, rf),
      units,
    },
    datasheets,
    notes,
    errors,
  };
}

/**
 * The weapons of the upgrades chosen under an entry (a Titan's arms), each as often as it is
 * taken, down to the next entry that puts units of its own on the table.
 */
function armamentUnder(node: EntryNode, selections: readonly Selection[]): Weapon[] {
  const out = new Map<string, Weapon>();
  const walk = (n: EntryNode, times: number, sel: readonly Selection[]) => {
    const choices = choicesOf(n);
    for (const s of sel) {
      const child = choices.find((c) => c.id === s.entry);
      if (!child || child.units.length > 0) continue;
      for (const w of child.weapons ?? []) {
        const had = out.get(w.name);
        out.set(w.name, { ...w, count: (had?.count ?? 0) + (w.count ?? 1) * s.count * times });
      }
      walk(child, times * s.count, s.selections);
    }
  };
  walk(node, 1, selections);
  return [...out.values()];
}

/** The unit with its chosen weapons: a datasheet of its own, named by what it carries. */
function armedDatasheet(
  sheet: UnitDatasheet,
  armament: readonly Weapon[],
): { ok: true; sheet: UnitDatasheet } | { ok: false; message: string } {
  const key = armament.map((w) => `${w.count ?? 1}x${w.name}`).join('|');
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619) >>> 0;
  const parsed = unitDatasheetSchema.safeParse({
    ...sheet,
    id: `${sheet.id.slice(0, 90)}-${hash.toString(36)}`,
    weapons: [...sheet.weapons, ...armament],
  });
  return parsed.success
    ? { ok: true, sheet: parsed.data }
    : {
        ok: false,
        message: `${sheet.name}: its chosen weapons do not fit a datasheet (${parsed.error.issues[0]?.message ?? ''}); fielded without them.`,
      };
}

/** Upgrades whose effect the unit's datasheet already carries (its void shields, power fields). */
function isOnDatasheet(name: string): boolean {
  return /void shields?|power ?fields?/i.test(name);
}

/**
 * The Space Marine list's Drop Pod rule: a pod carries its formation's troops (transport.ts:
 * infantry and walkers). A formation with other vehicles (Rhinos, a Hunter) could not drop whole
 * (4.4: every unit lands or rides in one that does), so its pods are left out with a note
 * rather than standing on the table as immobile vehicles.
 */
function dropPodsOnlyForTroops(
  datasheets: Record<string, UnitDatasheet>,
  counts: Map<string, number>,
  name: string,
  note: (n: FieldNote) => void,
): void {
  const isPod = (d: UnitDatasheet) => d.abilities.some((a) => a.id === 'drop-pod');
  const pods = [...counts.keys()].filter((id) => datasheets[id] && isPod(datasheets[id]));
  if (pods.length === 0) return;
  const riders = (d: UnitDatasheet) =>
    d.type === 'CH' || d.type === 'INF' || d.abilities.some((a) => a.id === 'walker');
  const others = [...counts.keys()]
    .map((id) => datasheets[id])
    .filter((d): d is UnitDatasheet => d !== undefined && !isPod(d) && !riders(d));
  if (others.length === 0) return;
  for (const id of pods) {
    counts.delete(id);
    delete datasheets[id];
  }
  note({
    code: 'field/planetfall',
    message: `${name}: drop pods carry only infantry and walkers, and the formation has ${others.map((d) => d.name).join(', ')}; fielded without its drop pods (4.4).`,
  });
}
