import type { CommandHandler } from '../../commands/handler';
import type { GameEvent } from '../../events';
import { continueWith, type Applied } from '../../flow/steps';
import type { CommandOf, Side } from '../../commands/schema';
import { refusal, type Refusal } from '../../../kernel/result';
import { shapesWithin, type Point, type Shape } from '../../../kernel/geometry';
import type { FormationState, GameState } from '../../state/schema';
import { datasheetOf, unitShapeAt } from '../1.2-formations/battlefield';
import { hasActivations, liveUnits, withFormation } from '../1.2-formations/formations';
import { withUnits } from '../1.2-formations/unitUpdates';
import { enemyZocSources, inZocOf } from '../1.7-movement/zonesOfControl';
import { placementRefusal } from '../1.15-set-up/deployment';
import { placeEntering } from '../2-specialists/entering';
import { unitLabel } from '../2-specialists/unitLabel';
import { MOVES_PER_ACTION } from '../1.4-1.6-sequence-and-actions/actions';
import { distanceAlongRoad, isAmbush, onRoad } from './ambushRoad';
import { ambushingSide, convoySide } from './ambushSetup';

/**
 * Seed 001 5.3.7 Sonderregeln, the first turn: "Die erste Runde verwendet nicht die normale
 * Zugreihenfolge. Stattdessen muss jeder Ork Verband eine Marsch Aktion durchführen und darf die
 * Straße nicht verlassen. Alle Ork Einheiten müssen in der ersten Runde ins Spiel kommen … und
 * müssen in der durch die Aufstellung festgelegten Reihenfolge eintreffen."
 *
 * How it is played here: the engine has no move from off the table (as for 5.3.2's arrivals), so
 * each formation of the convoy, in the set order, comes on with one decision, `ambush.enter`:
 * where each of its units ends its march. Each unit's centre (what 1.8.4 measures "on a road"
 * by) must be on the road, no further along it from the convoy's table edge than the unit's
 * march (1.6.1: three moves at its speed, measured from the edge it enters at), on no other unit
 * or impassable ground, outside enemy zones of control (1.7.3), and within 5cm of a unit of its
 * formation already placed (1.2.1 coherency). The formation has then taken its march action.
 * Once the whole convoy is on, the Space Marines' volley follows (ambushVolley.ts).
 */

export const CONVOY_CHAIN = 5;

/** Whose entry is due at the start of turn 1: the convoy's side until all of it is on. */
export function convoyEntrySide(state: GameState): Side | null {
  const orks = convoySide(state);
  if (orks === null || state.turn !== 1 || state.phase !== 'strategy' || !state.ambush) return null;
  return nextInConvoy(state) ? orks : null;
}

/** The convoy's next formation to come on, in the order set up. */
export function nextInConvoy(state: GameState): FormationState | undefined {
  const entered = new Set(state.ambush?.entered ?? []);
  return (state.ambush?.order ?? [])
    .filter((id) => !entered.has(id))
    .map((id) => state.formations[id])
    .find((f): f is FormationState => f !== undefined && liveUnits(state, f).length > 0);
}

/** 1.6.1: how far a unit marches (three moves at its speed). */
export function marchDistance(state: GameState, unitId: string): number {
  const unit = state.units[unitId];
  const speed = unit ? datasheetOf(state, unit).speed : 0;
  return typeof speed === 'number' ? speed * MOVES_PER_ACTION.march : 0;
}

/** Whether these units may end their march so (all of the formation, or the first few while a
 * player tries points along the road): each checked with those placed before it standing. */
export function convoyPlacementsRefusal(
  state: GameState,
  formation: FormationState,
  placements: readonly {
    readonly unitId: string;
    readonly position: Point;
    readonly facing: number;
  }[],
): Refusal | null {
  const end = state.ambush?.end;
  if (!end) return refusal('ambush/convoy-first', '5.3.7', 'The convoy has no road end yet.');
  const enemies = enemyZocSources(state, formation.side);
  const placed: Shape[] = [];
  let s = state;
  for (const p of placements) {
    const unit = s.units[p.unitId];
    if (!unit || unit.formationId !== formation.id)
      return refusal('ambush/not-in-formation', '5.3.7', `That unit is not of ${formation.name}.`);
    const bad = placementRefusal(s, unit, p.position, p.facing);
    if (bad) return bad;
    const label = unitLabel(s, unit.id);
    if (!onRoad(s, p.position))
      return refusal(
        'ambush/on-the-road',
        '5.3.7',
        `${label} may not leave the road in the first turn: its centre must end on the road.`,
      );
    const march = marchDistance(s, unit.id);
    const along = distanceAlongRoad(s, end, p.position);
    if (along > march)
      return refusal(
        'ambush/march-distance',
        '5.3.7',
        `${label} marches ${march}cm from the table edge it comes on at (1.6.1); that point is ${along.toFixed(1)}cm along the road.`,
      );
    const shape = unitShapeAt(datasheetOf(s, unit), p.position, p.facing);
    if (!shape) return refusal('deploy/no-base', '1.1.2', `${label} has no base.`);
    const zoc = enemies.find((e) => inZocOf(shape, e));
    if (zoc)
      return refusal(
        'ambush/enemy-zoc',
        '1.7.3',
        `${label} would end inside the zone of control of ${unitLabel(s, zoc.unit.id)}.`,
      );
    if (placed.length > 0 && !placed.some((q) => shapesWithin(shape, q, CONVOY_CHAIN)))
      return refusal(
        'ambush/coherency',
        '1.2.1',
        `${label} must end within ${CONVOY_CHAIN}cm of a unit of its formation already placed.`,
      );
    placed.push(shape);
    s = withUnits(s, { [unit.id]: { status: 'deployed', position: p.position, facing: p.facing } });
  }
  return null;
}

export const ambushEnter: CommandHandler<CommandOf<'ambush.enter'>> = {
  validate(state, command) {
    if (!isAmbush(state))
      return refusal('ambush/not-an-ambush', '5.3.7', 'Only the ambush has a convoy.');
    if (convoyEntrySide(state) !== command.side)
      return refusal(
        'ambush/not-now',
        '5.3.7',
        'The convoy comes on at the start of the first turn, and only the Orks bring it on.',
      );
    const next = nextInConvoy(state);
    if (!next || next.id !== command.formationId) {
      const named = state.formations[command.formationId];
      return refusal(
        'ambush/convoy-order',
        '5.3.7',
        `The convoy arrives in the order set up: ${next?.name ?? 'none'} comes on now${named ? `, not ${named.name}` : ''}.`,
      );
    }
    const units = liveUnits(state, next);
    const ids = command.placements.map((p) => p.unitId);
    if (new Set(ids).size !== ids.length || units.some((u) => !ids.includes(u.id)))
      return refusal(
        'ambush/every-unit',
        '5.3.7',
        `Bring every unit of ${next.name} on, each once: all Ork units come on in the first turn.`,
      );
    return convoyPlacementsRefusal(state, next, command.placements);
  },
  apply(state, command, { events }) {
    const formation = state.formations[command.formationId]!;
    let next = placeEntering(state, command, '5.3.7', events);
    // The placement is the end of its march: the formation has taken its action (1.6.1).
    next = withFormation(next, { ...formation, activated: true, action: 'march' });
    events.push({
      type: 'action/declared',
      side: formation.side,
      formationId: formation.id,
      action: 'march',
      retained: false,
      section: '5.3.7',
    });
    const entered = [...(state.ambush?.entered ?? []), formation.id];
    next = { ...next, ambush: { ...state.ambush!, entered } };
    return convoyEntrySide(next) === null ? beginVolley(next, events) : next;
  },
};

/**
 * "Nachdem alle Ork Verbände diesen ersten Zug gemacht haben, dürfen alle Space Marine Verbände
 * schießen, als ob sie in Feuerbereitschaft wären": no strategy roll in the first turn; the
 * action phase opens with the Space Marines to act (ambushVolley.ts limits what they do).
 */
function beginVolley(state: GameState, events: GameEvent[]): Applied {
  const marines = ambushingSide(state)!;
  const active = hasActivations(state, marines) ? marines : null;
  events.push({ type: 'strategy/first-side', side: marines, section: '5.3.7' });
  const next: GameState = {
    ...state,
    phase: 'action',
    turnState: { ...state.turnState, firstSide: marines, activeSide: active },
  };
  return active === null ? continueWith(next, { kind: 'action-phase-over' }) : next;
}
