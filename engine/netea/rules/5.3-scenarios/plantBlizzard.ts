import type { CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import type { Modifier } from '../../../kernel/dice';
import { refusal } from '../../../kernel/result';
import type { Point, TerrainFeature } from '../../../kernel/geometry/types';
import type { GameState, UnitState } from '../../state/schema';
import type { MoveEffect } from '../1.8-terrain/effects';
import { sidesOf } from '../1.2-formations/sides';
import {
  isImperial,
  isWaterPlant,
  PLANT_TABLES,
  tableAt,
  tableOfUnit,
  type PlantTable,
} from './plantTables';

/**
 * Seed 001 5.3.15 Schneestürme: "zu Beginn jeder Runde einen W6 werfen": 1–3 a blizzard on table
 * 1, 2 or 3; 4 on a table the Ork players choose; 5 on one the Imperial players choose; 6 on all
 * tables. On a struck table: -1 to hit for shots at units on it, -1 to the firefight rolls of
 * units on it, and every terrain feature but roads is dangerous terrain (1.8.3).
 *
 * How it is played here: before the strategy roll of each turn (the start of the turn, 1.4.1)
 * an Imperial player rolls with `plant.blizzard`; on a 4 or a 5 the choosing team answers with
 * `plant.blizzard` naming the table (the first player of that team speaks for it: our reading of
 * a team's choice). The strategy roll waits for it.
 */

export const BLIZZARD_SECTION = 'seed 001 5.3.15';
const ALL: readonly PlantTable[] = PLANT_TABLES;

/** The table a D6 strikes, or who chooses one. */
export function blizzardOfRoll(
  roll: number,
): readonly PlantTable[] | 'orks-choose' | 'imperials-choose' {
  if (roll === 1 || roll === 2 || roll === 3) return [roll];
  if (roll === 4) return 'orks-choose';
  if (roll === 5) return 'imperials-choose';
  return ALL;
}

function imperialSides(state: GameState): Side[] {
  return sidesOf(state).filter((s) => isImperial(state, s));
}

/** This turn's blizzard, once rolled. */
function thisTurn(state: GameState) {
  const b = state.plant?.blizzard;
  return b && b.turn === state.turn ? b : undefined;
}

/** Who must answer for the blizzard now, and with what: the roll, a choice of table, or none. */
export function blizzardDecision(
  state: GameState,
): { readonly side: Side; readonly step: 'roll' | 'choose' } | null {
  if (!isWaterPlant(state) || state.phase !== 'strategy' || state.turnState.strategyTotals)
    return null;
  const b = thisTurn(state);
  const imperial = imperialSides(state)[0];
  const ork = sidesOf(state).find((s) => !isImperial(state, s));
  if (imperial === undefined || ork === undefined) return null;
  if (!b) return { side: imperial, step: 'roll' };
  if (b.tables.length > 0) return null;
  return { side: b.roll === 4 ? ork : imperial, step: 'choose' };
}

/** The tables a blizzard rages on this turn. */
export function blizzardTables(state: GameState): readonly PlantTable[] {
  return isWaterPlant(state) ? (thisTurn(state)?.tables ?? []) : [];
}

function struck(state: GameState, p: Point | null): boolean {
  if (!p) return false;
  const t = tableAt(p);
  return t !== null && blizzardTables(state).includes(t);
}

/**
 * "Alle Trefferwürfe für Waffen, die auf Einheiten auf einem vom Schneesturm betroffenen Tisch
 * schießen, erleiden einen Malus von -1": our reading for a formation standing on two tables —
 * the -1 applies when any of its units on the battlefield stands on a struck table.
 */
export function blizzardShotModifiers(state: GameState, targetFormationId: string): Modifier[] {
  const tables = blizzardTables(state);
  if (tables.length === 0) return [];
  const target = state.formations[targetFormationId];
  const hit = target?.unitIds.some((id) => {
    const u = state.units[id];
    const t = u ? tableOfUnit(u) : null;
    return t !== null && tables.includes(t);
  });
  return hit ? [{ value: -1, reason: 'target in a blizzard', section: BLIZZARD_SECTION }] : [];
}

/** "Alle Feuergefechtwürfe von Einheiten auf einem vom Schneesturm betroffenen Tisch erleiden
 * einen Malus von -1." */
export function blizzardFirefightModifiers(state: GameState, unit: UnitState): Modifier[] {
  return struck(state, unit.position)
    ? [{ value: -1, reason: 'firefighting in a blizzard', section: BLIZZARD_SECTION }]
    : [];
}

/** Where a feature lies, for which table it is on: the mean of its corners (our reading for a
 * feature across a seam). */
function featureCentre(f: TerrainFeature): Point {
  const n = f.polygon.length;
  return {
    x: f.polygon.reduce((a, p) => a + p.x, 0) / n,
    y: f.polygon.reduce((a, p) => a + p.y, 0) / n,
  };
}

/** "Verbände müssen alle Geländeelemente außer Straßen als gefährliches Gelände behandeln":
 * terrain that slows or blocks nothing becomes dangerous on a struck table; impassable stays
 * impassable; roads and the ground between the tables are left alone. */
export function blizzardMoveEffect(
  state: GameState,
  feature: TerrainFeature,
  base: MoveEffect,
): MoveEffect {
  if (base !== 'none' || feature.type === 'road' || feature.type === 'open') return base;
  if (feature.type === 'off-table' || blizzardTables(state).length === 0) return base;
  return struck(state, featureCentre(feature)) ? 'dangerous' : base;
}

export const plantBlizzard: CommandHandler<CommandOf<'plant.blizzard'>> = {
  validate(state, command) {
    const due = blizzardDecision(state);
    if (!due)
      return refusal(
        'plant/no-blizzard-now',
        BLIZZARD_SECTION,
        'The blizzard is rolled for at the start of each turn, before the strategy roll.',
      );
    if (due.side !== command.side)
      return refusal(
        'plant/not-your-blizzard',
        BLIZZARD_SECTION,
        due.step === 'roll'
          ? 'The Imperial player rolls for the blizzard.'
          : 'The other team chooses the table the blizzard strikes.',
      );
    if (due.step === 'roll' && command.table !== undefined)
      return refusal(
        'plant/roll-first',
        BLIZZARD_SECTION,
        'Roll for the blizzard first: a table is chosen only on a 4 or a 5.',
      );
    if (due.step === 'choose' && command.table === undefined)
      return refusal(
        'plant/choose-table',
        BLIZZARD_SECTION,
        'Choose the table the blizzard strikes.',
      );
    return null;
  },
  apply(state, command, { dice, events }) {
    const plant = state.plant ?? { commands: {} };
    if (command.table !== undefined) {
      const b = thisTurn(state)!;
      events.push({
        type: 'plant/blizzard',
        roll: b.roll,
        tables: [command.table],
        section: BLIZZARD_SECTION,
      });
      return { ...state, plant: { ...plant, blizzard: { ...b, tables: [command.table] } } };
    }
    const [roll = 1] = dice.d6(1, {
      purpose: 'blizzard (1-3: that table, 4: Orks choose, 5: Imperials choose, 6: all)',
      section: BLIZZARD_SECTION,
    });
    const of = blizzardOfRoll(roll);
    const tables = typeof of === 'string' ? [] : [...of];
    events.push({ type: 'plant/blizzard', roll, tables, section: BLIZZARD_SECTION });
    return { ...state, plant: { ...plant, blizzard: { turn: state.turn, roll, tables } } };
  },
};
