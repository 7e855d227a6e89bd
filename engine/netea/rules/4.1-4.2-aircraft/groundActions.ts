import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState } from '../../state/schema';
import { inTheAir } from './aerospace';

/** 4.2: "Aircraft formations can only take the following actions: Interception, Ground Attack,
 * Combat Air Patrol or Stand Down": never the ground actions of 1.6.1. 4.2.6 FAQ: a landed one
 * that stayed "has the potential to activate like a ground formation next turn". */
export function groundActionRefusal(state: GameState, formationId: string): Refusal | null {
  const f = state.formations[formationId];
  return f && inTheAir(state, f)
    ? refusal(
        'aircraft/ground-action',
        '4.2',
        `${f.name} is an aircraft formation: it may only fly an interception or a ground attack, or stand down.`,
      )
    : null;
}
