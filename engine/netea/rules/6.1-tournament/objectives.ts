import type { Side } from '../../commands/schema';
import { pointShapeDistance } from '../../../kernel/geometry';
import type { GameState, Objective } from '../../state/schema';
import { unitShape } from '../1.2-formations/battlefield';

/**
 * 6.1.4: "You capture an objective if you have a unit within 15cms of it in the end phase and
 * your opponent does not. An objective is contested if both sides have a unit within 15cms of
 * it. Units from broken formations or from formations that have rallied that end phase can not
 * capture or contest objectives." Objectives have no memory: control is decided anew at every
 * end phase. Where it is measured from is a warm-up setting (6.1.3, 6.1.4 FAQ; state.ts).
 *
 * Not yet: landed aircraft (contest but not capture on the turn they land) — the engine has no
 * aircraft.
 */
export const CAPTURE_RANGE = 15;

export type Control = Side | 'contested' | 'empty';

/** Formations whose units neither capture nor contest now. */
function barred(state: GameState, formationId: string): boolean {
  const f = state.formations[formationId];
  if (!f || f.broken) return true;
  // 1.14.1: formations that rallied from broken in this end phase (turnState.ralliedFromBroken).
  return state.phase === 'end' && (state.turnState.ralliedFromBroken ?? []).includes(formationId);
}

export function measureReach(state: GameState): number {
  const warmUp = state.tournament?.warmUp;
  return warmUp?.objectiveMeasuredFrom === 'marker-rim' ? warmUp.objectiveMarkerDiameter / 2 : 0;
}

export function objectiveControlTournament(state: GameState, objective: Objective): Control {
  const near = [false, false];
  const range = CAPTURE_RANGE + measureReach(state);
  for (const unit of Object.values(state.units)) {
    if (near[unit.side] || barred(state, unit.formationId)) continue;
    const shape = unitShape(state, unit);
    if (shape && pointShapeDistance(shape, objective.position) <= range) near[unit.side] = true;
  }
  if (near[0] && near[1]) return 'contested';
  if (near[0]) return 0;
  if (near[1]) return 1;
  return 'empty';
}

/** Who captures each objective now (null: nobody, or contested). */
export function tournamentHolders(state: GameState): (Side | null)[] {
  return state.objectives.map((o) => {
    const c = objectiveControlTournament(state, o);
    return c === 'contested' || c === 'empty' ? null : c;
  });
}
