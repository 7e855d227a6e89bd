import { aloft } from '../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import type { Command } from '../engine/netea/commands/schema';
import { basesOverlap, isWhollyOnTable, shapesWithin, type Shape } from '../engine/kernel/geometry';
import { demolitionResult } from '../engine/netea/rules/3-war-engines/demolition';
import { datasheetOf, unitShape } from '../engine/netea/rules/1.2-formations/battlefield';
import { zocRange } from '../engine/netea/rules/1.7-movement/zonesOfControl';
import { weaponReady } from '../engine/netea/rules/2-specialists/reloading';
import type { WeaponAbilityId } from '../engine/netea/data/schema/weaponAbility';
import { checkFormationCoherency } from '../engine/netea/rules/1.2-formations/coherency';
import { liveUnits } from '../engine/netea/rules/1.2-formations/formations';
import { blastMarkersPerUnit } from '../engine/netea/rules/1.3-blast-markers/blastMarkers';
import type { GameState } from '../engine/netea/state/schema';
import { movesNow, movingFormationId } from '../engine/netea/rules/5.3-scenarios/combinedMoves';
import { spacesUsed } from '../engine/netea/rules/1.7-movement/transports';
import { otherFormationCarrier } from '../engine/netea/rules/3-war-engines/transportCarried';
import { sideView } from '../engine/netea/state/view';
import { ambushHolds, breakthroughHolds, escalationHolds } from './scenarioInvariants';
import { plantHolds } from './plantInvariants';
import { perSideHolds } from './opposedGoalsInvariants';
import {
  formationWorth,
  isWarEngine,
  startingCapacity,
} from '../engine/netea/rules/3-war-engines/capacity';
import { isEnemy, sidesOf } from '../engine/netea/rules/1.2-formations/sides';
import {
  assaultOfTwoArmies,
  noFireAtFriends,
  oneActionPerTurn,
  teamsTakeTurns,
  partnersAreTeamMates,
} from './sideInvariants';

/**
 * Rules that must hold after every command of every game, whoever plays it. The simulation
 * checks them after each accepted command, so random games double as a search for states the
 * rules forbid. Each returns a sentence naming the rule broken, or null.
 */
export function checkInvariants(
  before: GameState,
  command: Command,
  after: GameState,
): string | null {
  // Breaking is checked once an attack or action is resolved (1.9.7), so only between them.
  const settled =
    after.turnState.attack === null &&
    after.turnState.assault === null &&
    after.turnState.activation === null &&
    after.turnState.withdrawal === null;
  for (const f of Object.values(after.formations)) {
    if (f.blastMarkers < 0) return `1.3: ${f.id} has ${f.blastMarkers} Blast markers`;
    if (f.broken && f.blastMarkers !== 0)
      return `1.13.2: broken ${f.id} kept ${f.blastMarkers} Blast markers`;
    // 4.1.1: aircraft in the air are never broken.
    if (!settled || f.broken || aloft(after, f.id)) continue;
    // 3.2.4: a war engine counts its starting damage capacity towards the break point.
    const units = formationWorth(
      after,
      liveUnits(after, f).map((u) => u.id),
    );
    if (units > 0 && f.blastMarkers >= units * blastMarkersPerUnit(after, f)) {
      return `1.13.2: ${f.id} has ${f.blastMarkers} Blast markers on ${units} units and is not broken`;
    }
  }
  const engines = warEngineDamage(after);
  if (engines) return engines;
  if (command.type === 'move.end') {
    // Seed 001 5.3.11.3: in a combined fire, the formation that made this move.
    const acting = before.turnState.activation;
    const formationId = acting && movingFormationId(movesNow(before, acting));
    if (formationId && !checkFormationCoherency(after, formationId).coherent) {
      return `1.7.4: ${formationId} has units out of formation after its move`;
    }
  }
  if (command.type === 'move.unit') {
    const unit = after.units[command.unitId];
    const beforeUnit = before.units[command.unitId];
    const shape = unit ? unitShape(after, unit) : null;
    const startShape = beforeUnit ? unitShape(before, beforeUnit) : null;
    if (shape && startShape) {
      for (const enemy of Object.values(after.units)) {
        // Seed 001 5.3.11.2: a team-mate's units are friends.
        if (!unit || !isEnemy(after, enemy.side, unit.side)) continue;
        const enemyShape = unitShape(after, enemy);
        // 1.7.3, 2.1.12: the enemy's own zone of control (10cm for scouts).
        const inZoc = (s: Shape) =>
          enemyShape !== null && shapesWithin(s, enemyShape, zocRange(datasheetOf(after, enemy)));
        if (!inZoc(shape)) continue;
        // 1.7.3 FAQ: a unit that started in an enemy's zone of control may move within it.
        if (inZoc(startShape)) continue;
        return `1.7.3: ${command.unitId} moved into the zone of control of ${enemy.id}`;
      }
    }
  }
  return (
    weaponsFiredWhenReady(before, after) ??
    teleportedOnTable(command, after) ??
    surfacedOnTable(command, after) ??
    secretsKept(before, after) ??
    charactersWithTheirUnits(after) ??
    demolitionDecided(before, after) ??
    aircraftOffTable(before, after) ??
    flakOncePerTurn(after) ??
    bargedOnNothing(command, after) ??
    escalationHolds(before, command, after) ??
    breakthroughHolds(before, command, after) ??
    portalsHold(after) ??
    ambushHolds(before, command, after) ??
    plantHolds(before, command, after) ??
    perSideHolds(before, after) ??
    passengersAboard(after) ??
    oneActionPerTurn(before, command) ??
    assaultOfTwoArmies(after) ??
    noFireAtFriends(after, before, command) ??
    teamsTakeTurns(before, command) ??
    partnersAreTeamMates(after)
  );
}

/** 6.1.6 Portal: each portal used at most once a turn; once an entering move is over, no unit
 * is left standing in a portal (it came out or was destroyed). */
function portalsHold(after: GameState): string | null {
  const used = after.tournament?.portalsUsed?.unitIds ?? [];
  if (new Set(used).size !== used.length)
    return `6.1.6: a portal used twice this turn (${used.join(', ')})`;
  if (after.turnState.activation?.portal) return null;
  for (const id of used) {
    const at = after.units[id]?.position;
    if (!at || after.units[id]?.status !== 'deployed') continue;
    const left = Object.values(after.units).find(
      (u) =>
        u.id !== id &&
        u.status === 'deployed' &&
        u.formationId !== after.units[id]!.formationId &&
        u.position?.x === at.x &&
        u.position?.y === at.y,
    );
    if (left) return `6.1.6: ${left.id} is still standing in the portal ${id}`;
  }
  return null;
}

/** 1.7.5, 3.1.3: a carried unit is off the table, in a transport in play with room for all it
 * carries; outside an assault's consolidation (units get in one by one, FAQ 3.3), no formation
 * is partly aboard another formation's war engine. */
export function passengersAboard(after: GameState): string | null {
  for (const u of Object.values(after.units)) {
    if (u.status !== 'embarked') continue;
    if (u.position !== null) return `1.7.5: ${u.id} is carried but stands on the table`;
    const carrier = u.transportedBy ? after.units[u.transportedBy] : undefined;
    if (!carrier || carrier.status === 'destroyed')
      return `1.7.5: ${u.id} is carried by a transport not in play`;
  }
  for (const t of Object.values(after.units)) {
    const capacity = t.status === 'destroyed' ? undefined : datasheetOf(after, t).transport;
    if (capacity && spacesUsed(after, t) > capacity.capacity)
      return `3.1.3: ${t.id} carries more than its capacity of ${capacity.capacity}`;
  }
  if (after.turnState.assault) return null;
  for (const f of Object.values(after.formations)) {
    const units = liveUnits(after, f);
    const carried = units.filter((u) => otherFormationCarrier(after, u) !== null).length;
    if (carried > 0 && carried < units.length)
      return `3.1.3: ${f.id} is partly aboard another formation's war engine`;
  }
  return null;
}

/** 3.4.1: a demolition game ends only as its victory conditions say, with the winner they name. */
function demolitionDecided(before: GameState, after: GameState): string | null {
  if (after.victory.kind !== 'demolition' || before.phase === 'game-over') return null;
  if (after.phase !== 'game-over') return null;
  const due = demolitionResult(after);
  if (!due) return `3.4.1: the game ended (${after.result?.reason}) though nothing decided it`;
  if (due.winner !== after.result?.winner)
    return `3.4.1: the game ended with winner ${after.result?.winner}, its conditions name ${due.winner}`;
  return null;
}

/** 3.3.1: after a charge, no unit stands on another (units barged aside are placed again). */
function bargedOnNothing(command: Command, after: GameState): string | null {
  if (command.type !== 'assault.chargeMove') return null;
  const mover = after.units[command.unitId];
  const shape = mover && unitShape(after, mover);
  if (!shape) return null;
  for (const other of Object.values(after.units)) {
    if (other.id === command.unitId) continue;
    const s = unitShape(after, other);
    if (s && basesOverlap(shape, s))
      return `1.7.2: ${command.unitId} stands on ${other.id} after its charge`;
  }
  return null;
}

/** 2.2.7, 2.2.8: a single shot or slow firing weapon fires only when ready (never twice in a
 * battle, never in the turn after it fired). */
function weaponsFiredWhenReady(before: GameState, after: GameState): string | null {
  for (const [key, turn] of Object.entries(after.weaponsFired ?? {})) {
    const last = before.weaponsFired?.[key];
    if (last === undefined || last === turn) continue;
    const [unitId = '', index = '0'] = key.split('#');
    const unit = before.units[unitId];
    const sheet = unit ? before.datasheets[unit.datasheetId] : undefined;
    const modes = sheet?.weapons[Number(index)]?.modes ?? [];
    const abilities = [...(sheet?.weaponAbilities ?? []), ...modes.flatMap((m) => m.abilities)].map(
      (a) => a.id,
    ) as WeaponAbilityId[];
    if (!weaponReady({ ...before, turn }, key, abilities))
      return `2.2.7/2.2.8: ${key} fired in turn ${turn}, having fired in turn ${last}`;
  }
  return null;
}

/** 2.1.17: units that teleport in stand wholly on the table (unless dangerous terrain took
 * them, 1.8.1); none of the formation is left off it (2.1.17 FAQ: riders board or are lost). */
function teleportedOnTable(command: Command, after: GameState): string | null {
  if (command.type !== 'teleport.place') return null;
  for (const p of command.placements) {
    const unit = after.units[p.unitId];
    if (unit?.status === 'destroyed') continue;
    const shape = unit ? unitShape(after, unit) : null;
    if (!shape || !isWhollyOnTable(shape, after.table))
      return `2.1.17: ${p.unitId} teleported in but is not wholly on the table`;
  }
  const left = after.formations[command.formationId]?.unitIds.find(
    (id) => after.units[id]?.status === 'reserve',
  );
  return left ? `2.1.17: ${left} was left off the table when its formation teleported in` : null;
}

/** 2.1.1: no character outside its unit: none stands on the table or survives set-up as a unit
 * of its own, and every unit a character joined carries the character's datasheet with it. */
function charactersWithTheirUnits(after: GameState): string | null {
  for (const unit of Object.values(after.units)) {
    const sheet = after.datasheets[unit.datasheetId];
    if (sheet?.type === 'CH' && (unit.status !== 'reserve' || after.phase !== 'setup'))
      return `2.1.1: character ${unit.id} is ${unit.status} as a unit of its own`;
    for (const c of unit.characters ?? []) {
      if (!unit.datasheetId.split('+').includes(c.datasheetId))
        return `2.1.1: ${unit.id} lost its character ${c.id}`;
      if (after.units[c.id]) return `2.1.1: character ${c.id} is both joined and a unit`;
    }
  }
  return null;
}

/** 3.2.2: damage never exceeds a war engine's capacity, none is left in play with all of it
 * lost, no other unit carries damage; fires (3.2.3) and shields are never negative, nor void
 * shields more than the datasheet's. */
function warEngineDamage(after: GameState): string | null {
  for (const u of Object.values(after.units)) {
    const sheet = datasheetOf(after, u);
    const capacity = startingCapacity(sheet);
    if (u.damage < 0 || u.damage > capacity)
      return `3.2.2: ${u.id} has ${u.damage} damage of ${capacity}`;
    if (!isWarEngine(sheet) && u.damage !== 0)
      return `3.2.2: ${u.id} is no war engine but has damage`;
    if (isWarEngine(sheet) && u.status !== 'destroyed' && u.damage >= capacity)
      return `3.2.2: ${u.id} has lost all its damage capacity and is still in play`;
    if ((u.fires ?? 0) < 0) return `3.2.3: ${u.id} has ${u.fires} fires`;
    if ((u.shields ?? 0) < 0) return `3.2: ${u.id} has ${u.shields} shields up`;
    if (sheet.voidShields && (u.shields ?? 0) > sheet.voidShields)
      return `3.2: ${u.id} has ${u.shields} void shields of ${sheet.voidShields}`;
  }
  return null;
}

/** 2.1.23: units that surface stand wholly on the table. */
function surfacedOnTable(command: Command, after: GameState): string | null {
  if (command.type !== 'tunnel.surface') return null;
  for (const p of command.placements) {
    const unit = after.units[p.unitId];
    const shape = unit ? unitShape(after, unit) : null;
    if (!shape || !isWhollyOnTable(shape, after.table))
      return `2.1.23: ${p.unitId} surfaced but is not wholly on the table`;
  }
  return null;
}

/** 2.1.23, 4.3.1: no side's view holds a secret the opponent plotted. The log only grows and a
 * command's redaction depends on the command alone, so only the commands added since `before`
 * are read (reading the whole log after every command made long games quadratic). */
function secretsKept(before: GameState, after: GameState): string | null {
  const from = before.log.length;
  for (const side of sidesOf(after)) {
    const view = sideView(after, side);
    if ((view.plots ?? []).some((p) => p.side !== side))
      return `4.3.1: player ${side + 1} can see a secret plot of the opponent`;
    const added = view.log.slice(from);
    if (added.some((c) => c.type === 'setup.plot' && c.side !== side && c.plot))
      return `4.3.1: player ${side + 1} can read the opponent's plot in the log`;
    if (added.some((c) => c.type === 'setup.spacecraft' && c.side !== side && c.plan))
      return `4.3.1: player ${side + 1} can read the opponent's spacecraft plan in the log`;
  }
  return null;
}

/** 4.2.6: at the end of a turn no aircraft is on the table or in the air (none lands yet). */
function aircraftOffTable(before: GameState, after: GameState): string | null {
  if (after.turn === before.turn && after.phase !== 'game-over') return null;
  if (Object.keys(after.aircraft?.flights ?? {}).length > 0)
    return `4.2.6: aircraft still in the air at the end of turn ${before.turn}`;
  for (const u of Object.values(after.units)) {
    const sheet = after.datasheets[u.datasheetId];
    if (sheet?.type === 'AC' && u.status === 'deployed')
      return `4.2.6: ${u.id} is still on the table at the end of turn ${before.turn}`;
  }
  return null;
}

/** 4.2.4 FAQ: each unit flaks an aircraft formation at most once per turn. */
function flakOncePerTurn(after: GameState): string | null {
  for (const [unitId, targets] of Object.entries(after.aircraft?.flak ?? {}))
    if (new Set(targets).size !== targets.length)
      return `4.2.4: ${unitId} shot at the same aircraft formation twice in a turn`;
  return null;
}
