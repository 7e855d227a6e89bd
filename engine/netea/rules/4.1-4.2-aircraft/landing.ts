import type { CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import { basesOverlap, isWhollyOnTable, shapesWithin, type Shape } from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import { continueWith, type Applied } from '../../flow/steps';
import type { GameEvent } from '../../events';
import type { GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShape, unitShapeAt } from '../1.2-formations/battlefield';
import { liveUnits, withFormation } from '../1.2-formations/formations';
import { formationWorth } from '../3-war-engines/capacity';
import { withUnits } from '../1.2-formations/unitUpdates';
import { applyDisembark, DISEMBARK_RANGE } from '../1.7-movement/disembark';
import { passengersOf } from '../1.7-movement/transports';
import { enemyZocSources, inZocOf } from '../1.7-movement/zonesOfControl';
import { openOverwatchWindow } from '../1.10-overwatch/window';
import { unitLabel } from '../2-specialists/unitLabel';
import { isAircraftFormation, inTheAir } from './aerospace';
import { airAssaultRefusal, startAirAssault } from './airAssault';
import { airDisembarkRange, cargoOf, isTransportFormation, seatPassengers } from './airTransport';
import { aircraftOf, withFlight, withStep } from './airState';
import { isGrounded } from './consolidateAboard';
import type { AircraftState, Flight } from './state';

/**
 * 4.2.5 Landing: a transport aircraft on a ground attack lands after its approach move and the
 * enemy flak (4.2 FAQ step 4); units aboard get out within 5cm (skimmers and jump packs 15cm)
 * and friendly units within 5cm may get in (whole formations, 3.1.3). It then makes its ground
 * attack, or with an air assault fights an assault instead (airAssault.ts). Landed, it is a
 * ground unit of speed 0 (4.1.1) until it takes off in an end phase (4.2.6).
 */

type Land = CommandOf<'aircraft.land'>;

function sideOf(state: GameState, formationId: string): Side | null {
  return state.formations[formationId]?.side ?? null;
}

export function isLanded(state: GameState, formationId: string): boolean {
  return state.aircraft?.landed?.includes(formationId) ?? false;
}

/** 4.2.5: the formation may land now: a transport aircraft on a ground attack, at its attack
 * step, not landed yet (4.2.5 FAQ: a jinking one still may). */
export function mayLand(state: GameState): boolean {
  const step = aircraftOf(state).step;
  if (!step || step.stage !== 'attack') return false;
  const flight = aircraftOf(state).flights[step.formationId];
  return (
    flight?.mission === 'ground-attack' &&
    !isLanded(state, step.formationId) &&
    isTransportFormation(state, step.formationId)
  );
}

function aircraftShapes(
  state: GameState,
  formationId: string,
): { unit: UnitState; shape: Shape }[] {
  const f = state.formations[formationId];
  if (!f) return [];
  return liveUnits(state, f).flatMap((u) => {
    const shape = unitShape(state, u);
    return shape ? [{ unit: u, shape }] : [];
  });
}

function disembarkRefusal(state: GameState, formationId: string, command: Land): Refusal | null {
  const cargo = new Map(cargoOf(state, formationId).map((u) => [u.id, u]));
  const planes = aircraftShapes(state, formationId);
  const side = sideOf(state, formationId) as Side;
  const placed: Shape[] = [];
  const zocs = enemyZocSources(state, side);
  const through = state.settings.airAssaultThroughZoc !== 'refused';
  for (const p of command.disembark) {
    const unit = cargo.get(p.unitId);
    if (!unit)
      return refusal(
        'aircraft/not-aboard',
        '4.2.5',
        `${state.units[p.unitId] ? unitLabel(state, p.unitId) : p.unitId} is not aboard the landing aircraft.`,
      );
    const sheet = datasheetOf(state, unit);
    const shape = unitShapeAt(sheet, p.position, p.facing);
    if (!shape) return refusal('transport/no-base', '1.1.2', `${sheet.name} has no base.`);
    const range = airDisembarkRange(state, unit);
    const transport = planes.find((t) => t.unit.id === unit.transportedBy) ?? planes[0];
    if (!transport || !shapesWithin(shape, transport.shape, range))
      return refusal(
        'aircraft/disembark-too-far',
        '4.2.5',
        range === DISEMBARK_RANGE
          ? `${sheet.name} must be placed within 5cm of the aircraft.`
          : `${sheet.name} must be placed within 15cm of the aircraft.`,
      );
    if (!isWhollyOnTable(shape, state.table))
      return refusal('transport/off-table', '1.7', 'Units must be placed wholly on the table.');
    const blocked = Object.values(state.units).some((o) => {
      if (o.id === unit.id) return false;
      const s = unitShape(state, o);
      return s !== null && basesOverlap(shape, s);
    });
    if (blocked || placed.some((s) => basesOverlap(shape, s)))
      return refusal('transport/on-unit', '1.7.2', `${sheet.name} would stand on another unit.`);
    placed.push(shape);
    // 1.7.5, 4.2.5: not in an enemy zone of control, unless air assaulting: then as charging
    // (the target's), and, with the warm-up's leave, any other formation's (4.2.5 FAQ).
    const holding = zocs.filter((s) => inZocOf(shape, s));
    const target = command.assault ?? null;
    const allowed = holding.every(
      (s) => target !== null && (through || s.unit.formationId === target),
    );
    if (!allowed)
      return refusal(
        'aircraft/disembark-in-zoc',
        '4.2.5',
        target === null
          ? 'Units getting out of a landed aircraft may not be placed in an enemy zone of control, unless it air assaults.'
          : 'In an air assault, units getting out may enter only the zone of control of the formation they assault.',
      );
  }
  // 3.1.3: the whole formation that gets out fights in the air assault (none is left aboard).
  if (command.assault) {
    const out = new Set(command.disembark.map((p) => p.unitId));
    for (const u of cargo.values())
      if (
        !out.has(u.id) &&
        command.disembark.some((p) => cargo.get(p.unitId)?.formationId === u.formationId)
      )
        return refusal(
          'aircraft/part-formation',
          '4.2.5',
          'In an air assault a formation gets out whole, to fight with the aircraft.',
        );
  }
  return null;
}

function pickUpRefusal(state: GameState, formationId: string, command: Land): Refusal | null {
  if (command.pickUp.length === 0) return null;
  const side = sideOf(state, formationId);
  const planes = aircraftShapes(state, formationId);
  const picked = new Set(command.pickUp);
  for (const id of command.pickUp) {
    const u = state.units[id];
    const shape = u && unitShape(state, u);
    if (!u || u.side !== side || !shape || u.status !== 'deployed')
      return refusal(
        'aircraft/pick-up',
        '4.2.5',
        `${u ? unitLabel(state, id) : id} is not a friendly unit on the table that could get in.`,
      );
    const f = state.formations[u.formationId];
    if (!f || isAircraftFormation(state, f))
      return refusal('aircraft/pick-up', '4.2.5', 'Aircraft do not carry aircraft.');
    if (passengersOf(state, id).length > 0)
      return refusal(
        'transport/russian-doll',
        '1.7.5',
        `${datasheetOf(state, u).name} is carrying units: a transported transport may not carry others.`,
      );
    if (!planes.some((p) => shapesWithin(shape, p.shape, DISEMBARK_RANGE)))
      return refusal(
        'aircraft/pick-up-too-far',
        '4.2.5',
        `${datasheetOf(state, u).name} is not within 5cm of the landed aircraft.`,
      );
    // 3.1.3: only whole formations are carried.
    if (liveUnits(state, f).some((o) => !picked.has(o.id)))
      return refusal(
        'aircraft/whole-formation',
        '3.1.3',
        `${f.name} must get in whole: a transport aircraft carries only formations that fit inside it.`,
      );
  }
  if (!seatPassengers(state, formationId, command.pickUp))
    return refusal('transport/full', '4.2.5', 'The aircraft have no room for all of those units.');
  return null;
}

export const aircraftLand: CommandHandler<Land> = {
  validate(state, command) {
    const step = aircraftOf(state).step;
    if (!step || step.stage !== 'attack')
      return refusal(
        'flow/not-now',
        '4.2.5',
        'Aircraft land after their approach move and the flak.',
      );
    const formation = state.formations[step.formationId];
    if (!formation || formation.side !== command.side)
      return refusal(
        'command/not-your-formation',
        '4.2.5',
        'Those aircraft belong to your opponent.',
      );
    if (!isTransportFormation(state, formation.id))
      return refusal(
        'aircraft/no-transport',
        '4.2.5',
        `${formation.name} has no transport capacity: only transport aircraft may land.`,
      );
    if (aircraftOf(state).flights[formation.id]?.mission !== 'ground-attack')
      return refusal(
        'aircraft/land-ground-attack',
        '4.2.5',
        'An aircraft must carry out a ground attack action in order to transport units.',
      );
    if (isLanded(state, formation.id))
      return refusal('aircraft/landed', '4.2.5', `${formation.name} has landed already.`);
    const out = new Set(command.disembark.map((p) => p.unitId));
    if (command.pickUp.some((id) => out.has(id)))
      return refusal(
        'transport/same-move',
        '1.7.5',
        'Units may not get in and out of the aircraft at the same time.',
      );
    return (
      disembarkRefusal(state, formation.id, command) ??
      pickUpRefusal(state, formation.id, command) ??
      (command.assault ? airAssaultRefusal(state, formation.id, command) : null)
    );
  },
  apply(state, command, { events }) {
    const step = aircraftOf(state).step!;
    const fid = step.formationId;
    const flight = aircraftOf(state).flights[fid] as Flight;
    const air = aircraftOf(state);
    let next: GameState = {
      ...state,
      aircraft: {
        ...air,
        landed: [...(air.landed ?? []), fid],
        landings: { ...air.landings, [fid]: { turn: state.turn, path: [...flight.path] } },
      } satisfies AircraftState,
    };
    events.push({ type: 'aircraft/landed', formationId: fid, section: '4.2.5' });
    // Units get out, by the aircraft each rode in (1.7.5's placement and its event).
    const before = cargoOf(next, fid);
    const byTransport = new Map<string, Land['disembark'][number][]>();
    for (const p of command.disembark) {
      const t = before.find((u) => u.id === p.unitId)?.transportedBy ?? '';
      byTransport.set(t, [...(byTransport.get(t) ?? []), p]);
    }
    for (const [t, placements] of byTransport)
      next = applyDisembark(next, t, placements, events as GameEvent[]);
    const outFormations = [
      ...new Set(command.disembark.map((p) => next.units[p.unitId]?.formationId ?? '')),
    ].filter((id) => id !== '');
    // 4.2.5, 3.1.3: units that get out take no action on the turn they disembark.
    for (const id of outFormations) {
      const f = next.formations[id];
      if (f) next = withFormation(next, { ...f, activated: true, overwatch: false });
    }
    // Units get in.
    const seats = seatPassengers(next, fid, command.pickUp) ?? {};
    next = withUnits(
      next,
      Object.fromEntries(
        command.pickUp.map((id) => [
          id,
          { status: 'embarked' as const, position: null, transportedBy: seats[id] ?? null },
        ]),
      ),
    );
    for (const id of command.pickUp)
      events.push({
        type: 'move/unit-embarked',
        unitId: id,
        transportId: seats[id] ?? '',
        section: '4.2.5',
      });
    if (command.assault) {
      next = withStep(next, null);
      return startAirAssault(next, fid, outFormations, command.assault, events as GameEvent[]);
    }
    // 4.2.5: "After embarking or disembarking any units, the aircraft may carry out its ground
    // attack" (not after a jink, 4.2.3); 1.10 FAQ: getting out may draw overwatch fire first.
    const attackStep = flight.jinked ? null : { ...step };
    next = withStep(next, attackStep);
    if (!attackStep) next = withFlight(next, fid, { ...flight, attacked: true });
    const watched = outFormations.reduce<GameState | null>(
      (s, id) => s ?? openOverwatchWindow(next, id),
      null,
    );
    if (watched) return watched;
    return attackStep ? next : continueWith(next, { kind: 'action-over' });
  },
};

/** 4.2.6: a landed formation the owner may still take off or keep on the ground this end phase. */
export function landedToDecide(state: GameState): string[] {
  if (state.phase !== 'end') return [];
  const air = state.aircraft;
  const stayed = air?.stayed?.turn === state.turn ? air.stayed.ids : [];
  return (air?.landed ?? [])
    .filter((id) => !stayed.includes(id) && !isGrounded(state, id))
    .filter((id) => {
      const f = state.formations[id];
      return f !== undefined && liveUnits(state, f).length > 0 && !inTheAir(state, f);
    })
    .sort();
}

export const aircraftStay: CommandHandler<CommandOf<'aircraft.stay'>> = {
  validate(state, command) {
    if (!landedToDecide(state).includes(command.formationId))
      return refusal(
        'aircraft/not-landed',
        '4.2.6',
        'Only a landed aircraft may stay on the table in the end phase.',
      );
    if (sideOf(state, command.formationId) !== command.side)
      return refusal(
        'command/not-your-formation',
        '4.2.6',
        'Those aircraft belong to your opponent.',
      );
    return null;
  },
  apply(state, command, { events }): Applied {
    const air = aircraftOf(state);
    const ids = air.stayed?.turn === state.turn ? air.stayed.ids : [];
    events.push({ type: 'aircraft/stayed', formationId: command.formationId, section: '4.2.6' });
    return continueWith(
      {
        ...state,
        aircraft: { ...air, stayed: { turn: state.turn, ids: [...ids, command.formationId] } },
      },
      { kind: 'aircraft-disengaged' },
    );
  },
};

/** 4.2.6: the landed formation takes off: back in the air on its approach path, to make its
 * disengagement move from where it stands (its passengers stay aboard). One broken on the ground
 * is no longer broken in the air (4.1.1: aerospace formations cannot be broken there) and carries
 * off the Blast markers it counted as having (1.13.4: as many as its units, 3.2.4: a war engine
 * its starting damage capacity; 4.2.7: markers picked up on the ground are carried off). */
export function takeOff(state: GameState, formationId: string): GameState {
  const air = aircraftOf(state);
  const landing = air.landings?.[formationId];
  const landings = { ...air.landings };
  delete landings[formationId];
  const f = state.formations[formationId];
  const lifted =
    f?.broken === true
      ? withFormation(state, {
          ...f,
          broken: false,
          blastMarkers: formationWorth(
            state,
            liveUnits(state, f).map((u) => u.id),
          ),
        })
      : state;
  const next: GameState = {
    ...lifted,
    aircraft: {
      ...air,
      landed: (air.landed ?? []).filter((id) => id !== formationId),
      landings,
    },
  };
  return withFlight(next, formationId, {
    mission: 'ground-attack',
    path: landing ? [...landing.path] : [],
    jinked: false,
    attacked: true,
    underFire: { approach: true, disengagement: false },
  });
}
