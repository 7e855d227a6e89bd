import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState, UnitState } from '../../state/schema';
import { liveUnits, withFormation } from '../1.2-formations/formations';
import { formationsCarriedBy, otherFormationCarrier } from './transportCarried';

/**
 * 3.1.3 Transport War Engines: the carried formations getting out at the end of the war engine's
 * move "in the same way as a normal transport vehicle" (1.7.5 places them), as formations.
 */

/** The carried formations among the units getting out of the war engine. */
function dismounting(state: GameState, transportId: string, unitIds: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const id of unitIds) {
    const u = state.units[id];
    if (u && otherFormationCarrier(state, u)?.id === transportId) ids.add(u.formationId);
  }
  return [...ids];
}

/**
 * 3.1.3: "Formations that dismount in this way ..." get out whole, so that a formation is never
 * half in, half out of another formation's war engine. FAQ 3.3 ("Can a war engine transporting
 * a broken formation assault?"): broken formations being transported "may not disembark and
 * fight in the assault".
 */
export function dismountRefusal(
  state: GameState,
  transportId: string,
  unitIds: readonly string[],
  options: { readonly assault: boolean },
): Refusal | null {
  for (const formationId of dismounting(state, transportId, unitIds)) {
    const formation = state.formations[formationId];
    if (!formation) continue;
    if (options.assault && formation.broken) {
      return refusal(
        'we-transport/broken-stay-aboard',
        '3.3',
        `${formation.name} is broken: it stays aboard and may not disembark to fight in the assault.`,
      );
    }
    const aboard = liveUnits(state, formation).filter((u) => u.status === 'embarked');
    if (!aboard.every((u) => unitIds.includes(u.id))) {
      return refusal(
        'we-transport/dismount-whole',
        '3.1.3',
        `The entire ${formation.name} formation dismounts together.`,
      );
    }
  }
  return null;
}

/**
 * After the units are placed: "Formations that dismount in this way may not take an action in
 * the turn they dismount" (they count as having acted). Returns the state and the formations
 * that got out, which fight (or shoot) with the war engine as one formation until its attack
 * is resolved.
 */
export function afterDismount(
  before: GameState,
  after: GameState,
  transportId: string,
  unitIds: readonly string[],
): { readonly state: GameState; readonly formationIds: readonly string[] } {
  const formationIds = dismounting(before, transportId, unitIds);
  let next = after;
  for (const id of formationIds) {
    const f = next.formations[id];
    if (f && !f.activated) next = withFormation(next, { ...f, activated: true });
  }
  return { state: next, formationIds };
}

/** FAQ 3.3: broken formations riding in the attacking war engines "do count as taking part in
 * the assault ... and affect the assault modifiers" though they stay aboard. */
export function brokenRiders(state: GameState, formationIds: readonly string[]): string[] {
  const out: string[] = [];
  for (const u of Object.values(state.units)) {
    if (u.status !== 'deployed' || !formationIds.includes(u.formationId)) continue;
    for (const f of formationsCarriedBy(state, u.id))
      if (state.formations[f]?.broken && !out.includes(f)) out.push(f);
  }
  return out;
}

/** FAQ 3.3: a broken formation forced out of a war engine destroyed in an assault is destroyed
 * with it (no save). */
export function lostWithWarEngine(state: GameState, passenger: UnitState): boolean {
  return (
    otherFormationCarrier(state, passenger) !== null &&
    state.formations[passenger.formationId]?.broken === true
  );
}
