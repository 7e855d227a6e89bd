import type { CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import type { Point } from '../../../kernel/geometry';
import type { FormationState, GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShapeAt } from '../1.2-formations/battlefield';
import { formationsOf, otherSide } from '../1.2-formations/formations';
import { zocRange } from '../1.7-movement/zonesOfControl';
import {
  distanceToRoad,
  isAmbush,
  MARINE_ROAD_GAP,
  SCOUT_ROAD_GAP,
  type RoadEnd,
} from './ambushRoad';
import { withSide } from '../../state/perSide';

/**
 * Seed 001 5.3.7 Hinterhalt, Aufstellung: "Der Ork Spieler stellt zuerst auf, indem er eine
 * Einheit aus jedem Verband an einen Ende der Straße platziert … Die Reihenfolge in der die
 * Einheiten platziert werden, zeigt die Reihenfolge an, mit der die Verbände ins Spiel kommen
 * werden." The marker units only say where and in what order the convoy comes on, so the Orks'
 * set-up is one decision (`ambush.convoy`): the road end and the order; their units stay off the
 * table until they march on in the first turn (ambushEntry.ts). "Der Space Marine Spieler stellt
 * nun, überall auf dem Spielfeld aber mindestens 30 cm von der Straße … entfernt, seine gesamte
 * Armee auf. Wenn der Space Marine Spieler möchte, darf er den Scout Verband innerhalb von 15 cm
 * von der Straße aufstellen."
 *
 * Our readings: distances are from the base's nearest edge to the road's. The Scouts may come
 * closer than 30cm (within 15cm or anywhere between) but not onto the road, nor so close that
 * their zone of control (1.7.3, 2.1.12) reaches onto it: every Ork unit must come on in the first
 * turn along the road ("Alle Ork Einheiten müssen in der ersten Runde ins Spiel kommen").
 */

/** The side that ambushes (the Space Marines), or null outside this scenario. */
export function ambushingSide(state: GameState): Side | null {
  return isAmbush(state) ? (state.victory.ambush?.marines ?? null) : null;
}

/** The convoy's side (the Orks), or null outside this scenario. */
export function convoySide(state: GameState): Side | null {
  const marines = ambushingSide(state);
  // Two-sided: 5.3 Ambush is a two-player scenario (Marines against Orks).
  return marines === null ? null : otherSide(marines);
}

/** 5.3.7: the Scout formation ("den Scout Verband"), which may set up within 15cm of the road
 * (named by the scenario: Land Speeders are scouts too, 2.1.12, but not the Scout formation). */
export function isScoutFormation(state: GameState, formation: FormationState): boolean {
  return isAmbush(state) && (state.victory.ambush?.scouts ?? []).includes(formation.id);
}

/** How near the road a Scout may stand: beyond its zone of control (1.7.3; a scout's is wider,
 * 2.1.12), so that the convoy's road stays open. */
export function scoutNearest(state: GameState, unit: UnitState): number {
  return zocRange(datasheetOf(state, unit));
}

/** 5.3.7: the convoy's formations wait off the table at set-up; they come on in turn 1. */
export function heldBackInConvoy(state: GameState, formation: FormationState): boolean {
  return state.phase === 'setup' && formation.side === convoySide(state);
}

/** Where a unit of either side may set up (deployUnit asks before its zone check). */
export function ambushDeployRefusal(
  state: GameState,
  unit: UnitState,
  position: Point,
  facing: number,
): Refusal | null {
  const marines = ambushingSide(state);
  if (marines === null) return null;
  if (unit.side !== marines)
    return refusal(
      'ambush/convoy-enters',
      '5.3.7',
      'The convoy is not set up on the table: choose its road end and order; it marches on in the first turn.',
    );
  if (!state.ambush)
    return refusal(
      'ambush/orks-first',
      '5.3.7',
      'The Orks set up first: your army sets up once their convoy is in order.',
    );
  const shape = unitShapeAt(datasheetOf(state, unit), position, facing);
  if (!shape) return null;
  const gap = distanceToRoad(state, shape);
  const formation = state.formations[unit.formationId];
  if (formation && isScoutFormation(state, formation)) {
    const nearest = scoutNearest(state, unit);
    return gap > nearest
      ? null
      : refusal(
          'ambush/scouts-off-the-road',
          '5.3.7',
          `The Scouts may come within ${SCOUT_ROAD_GAP}cm of the road, but more than ${nearest}cm from it: their zone of control may not close the convoy's road.`,
        );
  }
  return gap >= MARINE_ROAD_GAP
    ? null
    : refusal(
        'ambush/away-from-the-road',
        '5.3.7',
        `Set up at least ${MARINE_ROAD_GAP}cm from the road (this unit would be ${gap.toFixed(1)}cm from it); only the Scouts may come closer.`,
      );
}

/** The Orks finish their set-up by ordering the convoy, not by declaring it done. */
export function ambushFinishRefusal(state: GameState, side: Side): Refusal | null {
  return side === convoySide(state) && !state.ambush
    ? refusal('ambush/convoy-first', '5.3.7', 'Put the convoy in order first: road end and order.')
    : null;
}

/** The sides that may set up now: only the Orks until their convoy is ordered. */
export function ambushSetters(state: GameState, waiting: readonly Side[]): Side[] {
  const marines = ambushingSide(state);
  if (marines === null || state.ambush) return [...waiting];
  return waiting.filter((side) => side !== marines);
}

function convoyRefusal(state: GameState, command: CommandOf<'ambush.convoy'>): Refusal | null {
  if (state.phase !== 'setup')
    return refusal('ambush/not-now', '5.3.7', 'The convoy is ordered at set-up.');
  const orks = convoySide(state);
  if (orks === null)
    return refusal('ambush/not-an-ambush', '5.3.7', 'Only the ambush has a convoy.');
  if (command.side !== orks)
    return refusal('ambush/not-the-convoy', '5.3.7', 'The convoy is the Orks’.');
  if (state.ambush) return refusal('ambush/convoy-set', '5.3.7', 'The convoy is already in order.');
  const own = formationsOf(state, orks).map((f) => f.id);
  const named = new Set(command.order);
  const unknown = command.order.find((id) => !own.includes(id));
  if (unknown !== undefined)
    return refusal('ambush/not-in-convoy', '5.3.7', 'A formation named is not of the convoy.');
  if (named.size !== command.order.length || own.some((id) => !named.has(id)))
    return refusal(
      'ambush/every-formation-once',
      '5.3.7',
      'Name every formation of the convoy once: "eine Einheit aus jedem Verband".',
    );
  return null;
}

export const ambushConvoy: CommandHandler<CommandOf<'ambush.convoy'>> = {
  validate: convoyRefusal,
  apply(state, command, { events }) {
    const end: RoadEnd = command.end;
    events.push({
      type: 'scenario/convoy-ordered',
      side: command.side,
      end,
      order: command.order,
      section: '5.3.7',
    });
    // The convoy is the Orks' whole set-up.
    const finished = withSide(state.setup.finished, command.side, true);
    events.push({ type: 'setup/deployment-finished', side: command.side });
    return {
      ...state,
      ambush: { end, order: [...command.order], entered: [] },
      setup: { ...state.setup, finished },
    };
  },
};
