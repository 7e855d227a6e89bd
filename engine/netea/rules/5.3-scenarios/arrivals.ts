import type { CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import { shapesWithin, type Point, type Shape } from '../../../kernel/geometry';
import type { FormationState } from '../../state/schema';
import type { GameState } from '../../state/schema';
import { datasheetOf, unitShapeAt } from '../1.2-formations/battlefield';
import { liveUnits } from '../1.2-formations/formations';
import { withUnits } from '../1.2-formations/unitUpdates';
import { enemyZocSources, inZocOf } from '../1.7-movement/zonesOfControl';
import { placementRefusal } from '../1.15-set-up/deployment';
import { isRefusal, ownFormation, placeEntering } from '../2-specialists/entering';
import { unitLabel } from '../2-specialists/unitLabel';
import { partlyIn } from '../6.1-tournament/placement';
import { plantArrivalRefusal, recordCommandAt } from './plantSetup';
import { isWaterPlant } from './plantTables';
import {
  ARRIVAL_DEPTH,
  arrivalSide,
  arrivalStrip,
  arrivalsDue,
  arrivesAtEdges,
  edgeArrivalTurn,
} from './arrivalOrder';

/**
 * Seed 001 5.3.2: a formation due to arrive comes on at its own table edge (arrivalOrder.ts says
 * who and when): every unit set down touching the strip along the edge, each within
 * `ARRIVAL_CHAIN` of one already placed, outside enemy zones of control (1.7.3), on no
 * impassable terrain or other unit.
 */

export const ARRIVAL_CHAIN = 5;

function placementsRefusal(
  state: GameState,
  command: CommandOf<'escalation.arrive'>,
  formation: FormationState,
): Refusal | null {
  const units = liveUnits(state, formation);
  const ids = command.placements.map((p) => p.unitId);
  if (new Set(ids).size !== ids.length || units.some((u) => !ids.includes(u.id)))
    return refusal(
      'escalation/every-unit',
      '5.3.2',
      `Bring every unit of ${formation.name} on, each once: the whole formation arrives.`,
    );
  return arrivalPlacementsRefusal(state, command.side, formation, command.placements);
}

type Placement = { readonly unitId: string; readonly position: Point; readonly facing: number };

/**
 * The placements of one formation's arrival checked one by one, each with those accepted before
 * it standing (1.7.2: no unit on another). `check` judges the next placement; `accept` adds it.
 * A player trying points along the edge (arrivalPlan.ts) checks each try against what is placed
 * so far, not the whole list again: the same judgement, in one pass.
 */
export function arrivalChecker(state: GameState, side: Side, formation: FormationState) {
  const strip = arrivalStrip(state, side);
  const enemies = strip ? enemyZocSources(state, side) : [];
  const placed: Shape[] = [];
  let first: Point | null = null;
  let s = state;
  function judge(p: Placement): { refusal: Refusal } | { shape: Shape } {
    if (!strip)
      return {
        refusal: refusal('escalation/no-edge', '5.3.2', 'Your table edge is not known yet.'),
      };
    const unit = s.units[p.unitId];
    if (!unit || unit.formationId !== formation.id)
      return {
        refusal: refusal(
          'escalation/not-in-formation',
          '5.3.2',
          `That unit is not of ${formation.name}.`,
        ),
      };
    const bad = placementRefusal(s, unit, p.position, p.facing);
    if (bad) return { refusal: bad };
    const shape = unitShapeAt(datasheetOf(s, unit), p.position, p.facing);
    if (!shape)
      return {
        refusal: refusal('deploy/no-base', '1.1.2', `${unitLabel(s, unit.id)} has no base.`),
      };
    if (!partlyIn(strip, shape))
      return {
        refusal: refusal(
          'escalation/at-the-edge',
          '5.3.2',
          `${unitLabel(s, unit.id)} must come on at your own table edge (within ${ARRIVAL_DEPTH}cm of it).`,
        ),
      };
    const zoc = enemies.find((e) => inZocOf(shape, e));
    if (zoc)
      return {
        refusal: refusal(
          'escalation/enemy-zoc',
          '1.7.3',
          `${unitLabel(s, unit.id)} would come on inside the zone of control of ${unitLabel(s, zoc.unit.id)}.`,
        ),
      };
    if (placed.length > 0 && !placed.some((q) => shapesWithin(shape, q, ARRIVAL_CHAIN)))
      return {
        refusal: refusal(
          'escalation/together',
          '5.3.2',
          `${unitLabel(s, unit.id)} must come on within ${ARRIVAL_CHAIN}cm of a unit of its formation already placed: the formation arrives at one point.`,
        ),
      };
    // Seed 001 5.3.15: one table's edge, its command's.
    const plant = plantArrivalRefusal(s, formation, p.position, first ?? p.position);
    if (plant) return { refusal: plant };
    return { shape };
  }
  return {
    check(p: Placement): Refusal | null {
      const judged = judge(p);
      return 'refusal' in judged ? judged.refusal : null;
    },
    /** Checks the placement and, when it is legal, stands the unit there for the next. */
    accept(p: Placement): Refusal | null {
      const judged = judge(p);
      if ('refusal' in judged) return judged.refusal;
      placed.push(judged.shape);
      first ??= p.position;
      // The next unit may not stand on this one (1.7.2).
      s = withUnits(s, {
        [p.unitId]: { status: 'deployed', position: p.position, facing: p.facing },
      });
      return null;
    },
  };
}

/** Whether these units may come on so (all of the formation or the first few, for a player
 * trying points along the edge): each checked with those placed before it standing. */
function arrivalPlacementsRefusal(
  state: GameState,
  side: Side,
  formation: FormationState,
  placements: readonly Placement[],
): Refusal | null {
  const checker = arrivalChecker(state, side, formation);
  if (!arrivalStrip(state, side))
    return refusal('escalation/no-edge', '5.3.2', 'Your table edge is not known yet.');
  for (const p of placements) {
    const bad = checker.accept(p);
    if (bad) return bad;
  }
  return null;
}

export const escalationArrive: CommandHandler<CommandOf<'escalation.arrive'>> = {
  validate(state, command) {
    if (!arrivesAtEdges(state))
      return refusal(
        'flow/not-now',
        '5.3.2',
        'Formations arrive from the table edge only in an escalation.',
      );
    if (state.phase !== 'strategy' || state.turnState.strategyTotals !== null)
      return refusal('flow/not-now', '5.3.2', 'Formations arrive at the start of the turn.');
    const formation = ownFormation(state, command);
    if (isRefusal(formation)) return formation;
    if (!arrivalsDue(state, command.side).includes(formation)) {
      const turn = edgeArrivalTurn(state, formation);
      return refusal(
        'escalation/not-due',
        '5.3.2',
        turn === 'as-normal' || turn <= state.turn
          ? `${formation.name} does not arrive from the table edge now.`
          : `${formation.name} arrives on turn ${turn}.`,
      );
    }
    if (arrivalSide(state) !== command.side)
      return refusal(
        'escalation/not-your-turn',
        '5.3.2',
        'The players take turns bringing formations in, the lower strategy rating first: it is not yours now.',
      );
    return placementsRefusal(state, command, formation);
  },
  apply(state, command, { events }) {
    const next = placeEntering(state, command, '5.3.2', events);
    // Seed 001 5.3.15: the edge an Ork formation comes on at is its command's.
    const first = command.placements[0];
    return isWaterPlant(state) && first
      ? recordCommandAt(next, command.formationId, first.position)
      : next;
  },
};
