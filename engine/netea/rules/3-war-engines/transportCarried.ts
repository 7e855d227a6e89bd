import type { FormationState, GameState, UnitState } from '../../state/schema';

/**
 * 3.1.3 Transport War Engines: which formations ride in a war engine of another formation. Kept
 * free of other rule imports so that the activation rules (1.6) can ask it without a cycle.
 */

/** The formation's units still in play (1.7.5: transported units count towards it). */
function live(state: GameState, formation: FormationState): UnitState[] {
  const out: UnitState[] = [];
  for (const id of formation.unitIds) {
    const u = state.units[id];
    if (u && u.status !== 'destroyed') out.push(u);
  }
  return out;
}

/** The unit carrying `unit`, when it is a unit of another formation (3.1.3). */
export function otherFormationCarrier(state: GameState, unit: UnitState): UnitState | null {
  if (unit.status !== 'embarked' || !unit.transportedBy) return null;
  const carrier = state.units[unit.transportedBy];
  return carrier && carrier.formationId !== unit.formationId ? carrier : null;
}

/** The war engine carrying the whole formation, or null when any unit of it is elsewhere. */
export function carrierOfFormation(state: GameState, formationId: string): UnitState | null {
  const formation = state.formations[formationId];
  if (!formation) return null;
  const units = live(state, formation);
  const first = units[0] && otherFormationCarrier(state, units[0]);
  if (!first) return null;
  return units.every((u) => otherFormationCarrier(state, u)?.id === first.id) ? first : null;
}

/** 3.1.3: "While being transported the units may not shoot or carry out any other actions
 * except to rally in the end phase": a formation aboard another formation's war engine. */
export function isCarriedFormation(state: GameState, formation: FormationState): boolean {
  return live(state, formation).some((u) => otherFormationCarrier(state, u) !== null);
}

/** The formations riding in the war engine (FAQ 3.1.3: it may carry more than one). */
export function formationsCarriedBy(state: GameState, transportId: string): string[] {
  const ids = new Set<string>();
  for (const u of Object.values(state.units)) {
    if (u.status === 'embarked' && u.transportedBy === transportId) {
      const carrier = state.units[transportId];
      if (carrier && carrier.formationId !== u.formationId) ids.add(u.formationId);
    }
  }
  return [...ids];
}
