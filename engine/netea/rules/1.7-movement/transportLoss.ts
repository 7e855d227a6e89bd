import type { Dice } from '../../../kernel/dice';
import type { Point } from '../../../kernel/geometry';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf } from '../1.2-formations/battlefield';
import type { MoveEvent } from './types';
import { passengersOf } from './transports';
import { DESTROYED, withUnits } from '../1.2-formations/unitUpdates';
import { passengersLostWithNoSave } from '../2-specialists/popUp';
import { lostWithWarEngine } from '../3-war-engines/transportDismount';

/** 1.7.5: the cover save transported units may take instead of their armour. */
export const PASSENGER_COVER_SAVE = 6;

export interface PassengerOutcome {
  readonly state: GameState;
  /** Passengers that failed their save and were destroyed. */
  readonly destroyed: readonly string[];
}

/**
 * 1.7.5: when a transport is destroyed, each unit aboard makes its armour save or a 6+ cover
 * save (the better is taken; `ignoreCover` hits remove the cover save, 1.7.5 FAQ); survivors are
 * placed where the transport was (FAQ), facing as it did. Blast markers for failures are the
 * caller's: the FAQ gives none for dangerous terrain, assaults and extra hits from Blast markers.
 * `forfeit` destroys them without a save (1.7.5 FAQ: broken, not fearless, second withdrawal
 * move ending within 15cm of the enemy).
 */
export function resolvePassengers(
  state: GameState,
  transportId: string,
  at: Point,
  facing: number,
  dice: Dice,
  events: { push(event: MoveEvent): unknown },
  options: {
    readonly ignoreCover?: boolean;
    readonly forfeit?: boolean;
    /** FAQ 3.3: lost in an assault: broken formations riding in a war engine die with it. */
    readonly assault?: boolean;
  } = {},
): PassengerOutcome {
  const changes: Record<string, Partial<UnitState>> = {};
  const destroyed: string[] = [];
  // 2.1.13: a popped-up skimmer's passengers are lost with no save.
  const forfeit = options.forfeit === true || passengersLostWithNoSave(state, transportId);
  for (const p of passengersOf(state, transportId)) {
    const sheet = datasheetOf(state, p);
    const armour = typeof sheet.armour === 'number' ? sheet.armour : 7;
    const save = options.ignoreCover ? armour : Math.min(armour, PASSENGER_COVER_SAVE);
    let saved = false;
    const lost = forfeit || (options.assault === true && lostWithWarEngine(state, p));
    if (!lost && save <= 6) {
      const [face] = dice.d6(1, {
        purpose: `${p.id}: save (${save}+) as its transport ${transportId} is destroyed`,
        section: '1.7.5',
        unitId: p.id,
        formationId: p.formationId,
      });
      saved = (face ?? 0) >= save;
    }
    if (saved) {
      changes[p.id] = { status: 'deployed', position: at, facing, transportedBy: null };
      events.push({
        type: 'move/passenger-survived',
        unitId: p.id,
        transportId,
        position: at,
        section: '1.7.5',
      });
    } else {
      changes[p.id] = DESTROYED;
      destroyed.push(p.id);
      events.push({
        type: 'move/unit-destroyed',
        unitId: p.id,
        reason: 'transport-destroyed',
        at,
        section: '1.7.5',
      });
    }
  }
  return { state: withUnits(state, changes), destroyed };
}
