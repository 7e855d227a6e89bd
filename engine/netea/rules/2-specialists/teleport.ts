import { isRefusal, ownFormation, placeEntering } from './entering';
import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import type { Dice } from '../../../kernel/dice';
import type { GameEvent } from '../../events';
import { refusal, type Refusal } from '../../../kernel/result';
import { shapesWithin, type Shape } from '../../../kernel/geometry';
import type { FormationState, GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShapeAt } from '../1.2-formations/battlefield';
import { formationOf, liveUnits } from '../1.2-formations/formations';
import { DESTROYED, withUnits } from '../1.2-formations/unitUpdates';
import { enemyZocSources, inZocOf } from '../1.7-movement/zonesOfControl';
import { featureUnder } from '../1.7-movement/obstacles';
import { resolvePassengers } from '../1.7-movement/transportLoss';
import { spacesFor } from '../1.7-movement/transports';
import { rollDangerousTerrainTest } from '../1.8-terrain/dangerousTerrain';
import { checkBreak, placeAttackBlastMarkers } from '../1.13-broken-formations/breaking';
import { placementRefusal } from '../1.15-set-up/deployment';
import {
  afterTurnStartEffect,
  tunnelersFirst,
  turnStartRefusal,
} from '../1.4-1.6-sequence-and-actions/startOfTurn';
import { teleports, waitingToTeleport } from './offTable';
import { unitLabel } from './unitLabel';
import { carriedSheet } from './characters';

/**
 * 2.1.17 Teleport: a formation kept off the table (1.15) appears at the start of any turn,
 * before the strategy roll (1.4.2, 1.5 FAQ step 2), the players taking turns (startOfTurn.ts).
 * Every unit with teleport is placed: the first anywhere, each other within 5cm of a unit of
 * its formation already placed (2.1.17 FAQ: scouts too); all outside enemy zones of control,
 * wholly on the table, on no impassable terrain or unit. One placed in dangerous terrain takes
 * the test as it is placed. Units without teleport ride in the formation's transports with it;
 * those that cannot are destroyed (2.1.17 FAQ). A D6 for each unit placed (a war engine: one for
 * each point of its starting damage capacity, FAQ): each 1 a Blast marker on the formation.
 * Entering play so is no move: it triggers no overwatch fire (1.10 FAQ).
 */

export const TELEPORT_CHAIN = 5;

export { entersPlayAtTurnStart, waitingToTeleport } from './offTable';

/** 2.1.17 FAQ: the passengers and the units left behind, or a refusal. */
function carriageRefusal(
  state: GameState,
  command: CommandOf<'teleport.place'>,
  formation: FormationState,
  units: readonly UnitState[],
): Refusal | null {
  const placedIds = new Set(command.placements.map((p) => p.unitId));
  const used = new Map<string, number>();
  const aboard = command.aboard ?? [];
  const riders = new Set<string>();
  for (const a of aboard) {
    const unit = state.units[a.unitId];
    const transport = state.units[a.transportId];
    const carrier = transport && datasheetOf(state, transport).transport;
    if (!unit || unit.formationId !== formation.id || riders.has(a.unitId))
      return refusal(
        'teleport/every-unit',
        '2.1.17',
        `Place every unit of ${formation.name}, each once.`,
      );
    const spaces = carrier ? spacesFor(carrier, carriedSheet(state, unit)) : null;
    if (!transport || !placedIds.has(transport.id) || !carrier || spaces === null)
      return refusal(
        'teleport/no-carrier',
        '2.1.17',
        `${unitLabel(state, unit.id)} cannot ride in ${transport ? unitLabel(state, transport.id) : 'that unit'}.`,
      );
    const total = (used.get(transport.id) ?? 0) + spaces;
    if (total > carrier.capacity)
      return refusal(
        'teleport/full',
        '1.7.5',
        `${unitLabel(state, transport.id)} has no room left.`,
      );
    used.set(transport.id, total);
    riders.add(a.unitId);
  }
  // "Any units that can't be transported should be considered destroyed": only those.
  for (const u of units) {
    if (placedIds.has(u.id) || riders.has(u.id)) continue;
    const sheet = carriedSheet(state, u);
    const room = [...placedIds].some((id) => {
      const t = state.units[id];
      const carrier = t && datasheetOf(state, t).transport;
      const spaces = carrier ? spacesFor(carrier, sheet) : null;
      return carrier && spaces !== null && (used.get(id) ?? 0) + spaces <= carrier.capacity;
    });
    if (room)
      return refusal(
        'teleport/room-aboard',
        '2.1.17',
        `${unitLabel(state, u.id)} can be transported: put it aboard instead of leaving it behind.`,
      );
  }
  return null;
}

function placementsRefusal(
  state: GameState,
  command: CommandOf<'teleport.place'>,
  formation: FormationState,
): Refusal | null {
  const units = liveUnits(state, formation);
  const jumpers = units.filter((u) => teleports(datasheetOf(state, u)));
  const ids = command.placements.map((p) => p.unitId);
  if (new Set(ids).size !== ids.length || jumpers.some((u) => !ids.includes(u.id)))
    return refusal(
      'teleport/every-unit',
      '2.1.17',
      `Place every unit of ${formation.name} that teleports, each once.`,
    );
  const enemies = enemyZocSources(state, formation.side);
  let s = state;
  const placed: Shape[] = [];
  for (const p of command.placements) {
    const unit = s.units[p.unitId];
    if (!unit || unit.formationId !== formation.id)
      return refusal(
        'teleport/not-in-formation',
        '2.1.17',
        `That unit is not of ${formation.name}.`,
      );
    if (!teleports(datasheetOf(s, unit)))
      return refusal(
        'teleport/cannot-teleport',
        '2.1.17',
        `${unitLabel(s, unit.id)} cannot teleport: it may only ride in a transport that does.`,
      );
    const bad = placementRefusal(s, unit, p.position, p.facing);
    if (bad) return bad;
    const shape = unitShapeAt(datasheetOf(s, unit), p.position, p.facing);
    if (!shape) return refusal('deploy/no-base', '1.1.2', `${unitLabel(s, unit.id)} has no base.`);
    const zoc = enemies.find((e) => inZocOf(shape, e));
    if (zoc)
      return refusal(
        'teleport/enemy-zoc',
        '2.1.17',
        `Units must be placed outside enemy zones of control (${unitLabel(s, zoc.unit.id)}).`,
      );
    if (placed.length > 0 && !placed.some((q) => shapesWithin(shape, q, TELEPORT_CHAIN)))
      return refusal(
        'teleport/chain',
        '2.1.17',
        `${unitLabel(s, unit.id)} must be placed within ${TELEPORT_CHAIN}cm of a unit of its formation already placed.`,
      );
    placed.push(shape);
    s = withUnits(s, {
      [unit.id]: { status: 'deployed', position: p.position, facing: p.facing },
    });
  }
  return carriageRefusal(state, command, formation, units);
}

/** 2.1.17: "a dangerous terrain test must be taken when the unit is placed"; on a 1 it is lost
 * (1.8.1), with its passengers saving as a lost transport's do (1.7.5). */
function dangerousPlacement(
  state: GameState,
  unitId: string,
  dice: Dice,
  events: GameEvent[],
): GameState {
  const unit = state.units[unitId];
  const sheet = unit && datasheetOf(state, unit);
  const shape = unit?.position ? unitShapeAt(sheet!, unit.position, unit.facing) : null;
  if (!unit || !sheet || !shape || !unit.position) return state;
  const feature = featureUnder(state, sheet, 'dangerous', shape);
  if (!feature) return state;
  const test = { featureId: feature.feature.id, cause: 'land' as const, distance: 0 };
  if (rollDangerousTerrainTest(dice, unit, sheet, test, false)) return state;
  const at = unit.position;
  events.push({
    type: 'move/unit-destroyed',
    unitId,
    reason: 'dangerous-terrain',
    at,
    section: '2.1.17',
  });
  const lost = withUnits(state, { [unitId]: DESTROYED });
  return resolvePassengers(lost, unitId, at, unit.facing, dice, events).state;
}

/** 2.1.17 FAQ: a war engine rolls as many dice as its starting damage capacity. */
function mishapDice(state: GameState, unitId: string): number {
  const unit = state.units[unitId];
  return (unit && datasheetOf(state, unit).damageCapacity) ?? 1;
}

export const teleport: CommandHandler<CommandOf<'teleport.place'>> = {
  validate(state, command) {
    if (state.phase !== 'strategy' || state.turnState.strategyTotals !== null)
      return refusal(
        'flow/not-now',
        '1.4.2',
        'Formations teleport in at the start of a turn, before the strategy roll.',
      );
    const formation = ownFormation(state, command);
    if (isRefusal(formation)) return formation;
    if (!waitingToTeleport(state, command.side).includes(formation))
      return refusal(
        'teleport/not-waiting',
        '2.1.17',
        `${formation.name} is not off the table with every unit able to teleport.`,
      );
    return (
      turnStartRefusal(state, command.side) ??
      tunnelersFirst(state) ??
      placementsRefusal(state, command, formation)
    );
  },
  apply(state, command, { dice, events }) {
    const formation = formationOf(state, command.formationId);
    let next: GameState = state;
    next = placeEntering(next, command, '2.1.17', events);
    // 2.1.17 FAQ: units that could not be transported are destroyed.
    const riders = new Set((command.aboard ?? []).map((a) => a.unitId));
    const placedIds = new Set(command.placements.map((p) => p.unitId));
    for (const u of liveUnits(next, formation)) {
      if (placedIds.has(u.id) || riders.has(u.id)) continue;
      next = withUnits(next, { [u.id]: DESTROYED });
      events.push({
        type: 'teleport/left-behind',
        unitId: u.id,
        formationId: formation.id,
        section: '2.1.17',
      });
    }
    for (const p of command.placements) next = dangerousPlacement(next, p.unitId, dice, events);
    // "Teleporting is an inherently dangerous business": a D6 per unit, each 1 a Blast marker.
    const count = command.placements.reduce((n, p) => n + mishapDice(state, p.unitId), 0);
    const faces = dice.d6(count, {
      purpose: `teleport: ${formation.name} (a Blast marker for each 1)`,
      section: '2.1.17',
      formationId: formation.id,
    });
    const ones = faces.filter((f) => f === 1).length;
    if (ones > 0) {
      const r = placeAttackBlastMarkers(next, dice, formation.id, ones, {
        reason: 'teleport mishap',
        section: '2.1.17',
      });
      events.push(...r.events);
      // 1.13.2: a formation is checked for breaking whenever it receives Blast markers.
      const broke = checkBreak(r.state, formation.id);
      events.push(...broke.events);
      next = broke.state;
    }
    return afterTurnStartEffect(next, command.side);
  },
};
