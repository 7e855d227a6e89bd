import { isEnemy } from '../1.2-formations/sides';
import { poppedUpTransportRefusal } from '../2-specialists/popUp';
import {
  BASE_CONTACT_TOLERANCE,
  featureCoverage,
  inBaseContact,
  sweepWithin,
} from '../../../kernel/geometry';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { Transport, TransportMatch } from '../../data/schema/transport';
import { refusal, type Refusal } from '../../../kernel/result';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShape } from '../1.2-formations/battlefield';
import { maxAttackersInContact } from './chargeMoves';
import type { MoveGeometry } from './geometry';
import { featuresWithEffect, terrainMoverOf } from './obstacles';
import type { MoveContext } from './types';
import { hasUnitAbility } from '../../abilities/seam';
import { carriedSheet } from '../2-specialists/characters';

/** 1.7.5 Transport Vehicles: what a transport may carry and how it picks units up. */

function matches(match: TransportMatch, sheet: UnitDatasheet): boolean {
  switch (match.kind) {
    case 'unit-type':
      return (
        sheet.type === match.unitType &&
        !(match.without ?? []).some((a) => hasUnitAbility(sheet, a))
      );
    case 'datasheet':
      return sheet.id === match.id;
    case 'ability':
      return hasUnitAbility(sheet, match.ability);
  }
}

/** Spaces the unit takes in the transport, or null if it may not board it. Characters ride
 * with their unit without a space of their own (2.1.1). */
export function spacesFor(transport: Transport, sheet: UnitDatasheet): number | null {
  if (sheet.type === 'CH') return 0;
  if (!transport.carries.some((m) => matches(m, sheet))) return null;
  const large = transport.largeUnits.find((l) => matches(l.match, sheet));
  return large ? large.spaces : 1;
}

/** The units aboard a transport. */
export function passengersOf(state: GameState, transportId: string): UnitState[] {
  return Object.values(state.units).filter(
    (u) => u.status === 'embarked' && u.transportedBy === transportId,
  );
}

export function spacesUsed(state: GameState, transport: UnitState): number {
  const carrier = datasheetOf(state, transport).transport;
  if (!carrier) return 0;
  let used = 0;
  for (const p of passengersOf(state, transport.id))
    used += spacesFor(carrier, carriedSheet(state, p)) ?? 1;
  return used;
}

/** 1.7.5 / 3.1.3 FAQ: embarking and disembarking in a counter charge is barred when the
 * transport is in base contact with two enemy units (a war engine: twice its starting DC). */
export function trappedInside(state: GameState, transport: UnitState): boolean {
  const shape = unitShape(state, transport);
  if (!shape) return false;
  let contacts = 0;
  for (const u of Object.values(state.units)) {
    if (!isEnemy(state, u.side, transport.side)) continue;
    const s = unitShape(state, u);
    if (s && inBaseContact(s, shape)) contacts++;
  }
  return contacts >= maxAttackersInContact(state, transport);
}

/**
 * Checks the units a transport picks up during its move (1.7.5): of its own formation, on the
 * table, not moved in this move, not carrying units themselves (no "Russian doll"), of a kind
 * the datasheet allows, within its capacity, and reached in base contact by the move. FAQ: a
 * unit wholly within terrain impassable to the transport cannot be picked up.
 */
export function checkPickUps(
  state: GameState,
  transport: UnitState,
  geom: MoveGeometry,
  pickUp: readonly string[],
  context: MoveContext,
): Refusal | null {
  if (pickUp.length === 0) return null;
  const sheet = datasheetOf(state, transport);
  const carrier = sheet.transport;
  if (!carrier) {
    return refusal('transport/not-a-transport', '1.7.5', `${sheet.name} carries no units.`);
  }
  if (context.kind === 'counter-charge' && trappedInside(state, transport)) {
    return refusal(
      'transport/trapped',
      '1.7.5',
      'A transport in base contact with two enemy units may not take units on board.',
    );
  }
  const popped = poppedUpTransportRefusal(transport);
  if (popped) return popped;
  let used = spacesUsed(state, transport);
  const mover = terrainMoverOf(sheet);
  for (const id of pickUp) {
    const p = state.units[id];
    if (!p || p.id === transport.id || p.formationId !== transport.formationId) {
      return refusal(
        'transport/other-formation',
        '1.7.5',
        `Transport vehicles may only carry units from their own formation (${id}).`,
      );
    }
    const shape = unitShape(state, p);
    if (!shape) return refusal('transport/not-on-table', '1.7.5', `${id} is not on the table.`);
    if ((context.movedThisMove ?? []).includes(id)) {
      return refusal(
        'transport/already-moved',
        '1.7.5',
        `${id} has moved in this move and may not be picked up in it.`,
      );
    }
    if (passengersOf(state, id).length > 0) {
      return refusal(
        'transport/russian-doll',
        '1.7.5',
        `${id} is carrying units: a transported transport may not carry others.`,
      );
    }
    const spaces = spacesFor(carrier, carriedSheet(state, p));
    if (spaces === null) {
      return refusal('transport/cannot-carry', '1.7.5', `${sheet.name} cannot carry ${id}.`);
    }
    used += spaces;
    if (used > carrier.capacity) {
      return refusal(
        'transport/full',
        '1.7.5',
        `${sheet.name} carries ${carrier.summary}; there is no room for ${id}.`,
      );
    }
    if (!sweepWithin(geom.sweep, shape, BASE_CONTACT_TOLERANCE)) {
      return refusal(
        'transport/no-contact',
        '1.7.5',
        `The transport must move into base contact with ${id} to pick it up.`,
      );
    }
    if (mover) {
      const walledIn = featuresWithEffect(state, mover, 'impassable', shape).find(
        (f) => featureCoverage(f, shape) === 'wholly',
      );
      if (walledIn) {
        return refusal(
          'transport/pick-up-impassable',
          '1.7.5',
          `${id} is wholly within ${walledIn.feature.type}, impassable to ${sheet.name} (1.7.5 FAQ).`,
        );
      }
    }
  }
  return null;
}
