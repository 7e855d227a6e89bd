import { modify } from '../../abilities/registry';
import type { CommandHandler } from '../../commands/handler';
import type { CommandOf, Side } from '../../commands/schema';
import { PLAIN_TEST_RULES, type Modifier } from '../../../kernel/dice/toHit';
import { rectCorners } from '../../../kernel/geometry/shapes';
import { footprintShape, type Shape } from '../../../kernel/geometry/shapes';
import type { Point } from '../../../kernel/geometry/types';
import { refusal } from '../../../kernel/result';
import { continueWith, type Applied } from '../../flow/steps';
import type { GameEvent } from '../../events';
import type { FormationState, GameState, UnitState } from '../../state/schema';
import { formationOf, liveUnits, withFormation } from '../1.2-formations/formations';
import { isEnemy, sidesAfter, teamMates } from '../1.2-formations/sides';
import { isRetaining, mayRetain } from '../1.4-1.6-sequence-and-actions/actions';
import { resolveHits } from '../1.9-shooting/casualties';
import { shootingOptions } from '../1.9-shooting/options';
import { defaultFirePlan } from '../1.9-shooting/rollToHit';
import { resolveAttack } from '../1.9-shooting/commands';
import {
  aerospaceActivation,
  distanceToOwnEdge,
  isAircraftFormation,
  manoeuvreClassOf,
} from './aerospace';
import {
  approachRefusal,
  EDGE_TOLERANCE,
  entryRefusal,
  disengagementRefusal,
  exitEdge,
  finalHeading,
} from './approach';
import {
  aaWeaponsAt,
  flakModifiers,
  flakRefusal,
  flakSidesDue,
  flakWeapons,
  recordFlak,
  rollAa,
} from './flak';
import { aaAllocationRefusal, allocatedAaHits, defaultAaAllocation } from './aaHits';
import { holdCargoAloft, isTransportFormation } from './airTransport';
import { takeOff } from './landing';
import { groundedRefusal } from './consolidateAboard';
import { recordExit } from './extraction';
import { aircraftOf, withAircraft, withFlight, withStep } from './airState';
import type { AircraftStep, Flight } from './state';

/**
 * 4.2 Aircraft: the missions and their order of events (4.2 FAQ): the action test (4.2.7),
 * the approach move (4.2.1), the enemies' flak (4.2.4) and the jink before the saves (4.2.3),
 * the attack (4.2.2), and in the end phase the disengagement move with its flak (4.2.6).
 */

/** The aircraft formation's living aircraft. */
function aircraftUnits(state: GameState, formationId: string): UnitState[] {
  const f = state.formations[formationId];
  return f ? liveUnits(state, f) : [];
}

/** Where the formation's aircraft are at the end of a path: abreast across the heading. */
export function placementAt(
  state: GameState,
  formationId: string,
  path: readonly Point[],
): { unitId: string; position: Point; facing: number }[] {
  const end = path[path.length - 1] as Point;
  const heading = finalHeading(path);
  const units = aircraftUnits(state, formationId);
  const widths = units.map((u) => {
    const fp = state.datasheets[u.datasheetId]?.footprint;
    return fp && fp.shape === 'rect' ? fp.width : fp && fp.shape === 'circle' ? fp.diameter : 2;
  });
  const gap = 1;
  const total = widths.reduce((s, w) => s + w, 0) + gap * Math.max(0, units.length - 1);
  // Offsets along the line across the heading (the "right" side of rectCorners).
  const across = rectCorners({ x: 0, y: 0 }, heading, 2, 0);
  const right = { x: across[0]?.x ?? 0, y: across[0]?.y ?? 0 };
  let offset = -total / 2;
  return units.map((u, i) => {
    const w = widths[i] ?? 2;
    const at = offset + w / 2;
    offset += w + gap;
    return {
      unitId: u.id,
      position: { x: end.x + right.x * at, y: end.y + right.y * at },
      facing: heading,
    };
  });
}

/** Puts the formation's aircraft on the table at the end of the path (for its attack). */
function placeAircraft(state: GameState, formationId: string, path: readonly Point[]): GameState {
  const units = { ...state.units };
  for (const p of placementAt(state, formationId, path)) {
    const u = units[p.unitId];
    if (u) units[p.unitId] = { ...u, status: 'deployed', position: p.position, facing: p.facing };
  }
  return { ...state, units };
}

/**
 * 4.2.6, 4.1.1: after its action the formation flies on until the end phase, out of reach of
 * ground units (they ignore aircraft and their zones of control): its aircraft leave the table
 * and are kept in the flight record until they disengage.
 */
export function liftAircraft(state: GameState): GameState {
  let air = state.aircraft;
  if (!air) return state;
  // 4.2.5: a landed formation stays on the table as a ground unit: its flight is over.
  const landed = Object.keys(air.flights).filter((fid) => air?.landed?.includes(fid));
  if (landed.length > 0) {
    const flights = { ...air.flights };
    for (const fid of landed) delete flights[fid];
    air = { ...air, flights };
    state = { ...state, aircraft: air };
  }
  let units = state.units;
  for (const fid of Object.keys(air.flights))
    for (const u of aircraftUnits(state, fid))
      if (u.status === 'deployed') {
        units = units === state.units ? { ...units } : units;
        units[u.id] = { ...u, status: 'reserve', position: null };
      }
  return units === state.units ? state : { ...state, units };
}

function owner(state: GameState, formationId: string): Side | null {
  return state.formations[formationId]?.side ?? null;
}

/** 4.2: interception and CAP are for fighters and fighter-bombers only. */
function allFighters(state: GameState, formation: FormationState): boolean {
  return liveUnits(state, formation).every((u) => {
    const sheet = state.datasheets[u.datasheetId];
    const cls = sheet ? manoeuvreClassOf(sheet) : null;
    return cls === 'fighter' || cls === 'fighter-bomber';
  });
}

/** 4.2: the side's formations on combat air patrol this turn, still able to intercept. */
export function capFormations(state: GameState, side: Side): string[] {
  const cap = state.aircraft?.cap ?? {};
  return Object.keys(cap)
    .filter((id) => cap[id]?.turn === state.turn && state.formations[id]?.side === side)
    .filter((id) => aircraftUnits(state, id).length > 0)
    .sort();
}

/**
 * 4.2 with seed 001 5.3.11: the enemy player asked now whether a formation of his on CAP
 * intercepts this ground attack: the first, round the table from the attacker in player order
 * (our reading), with a formation on CAP, who has not let it pass (`capPassed`). Never a
 * team-mate (5.3.11.2). Null when nobody is left to ask.
 */
export function capSideDue(state: GameState, step: AircraftStep): Side | null {
  const side = owner(state, step.formationId);
  if (side === null) return null;
  const passed = step.capPassed ?? [];
  return (
    sidesAfter(state, side).find(
      (s) => isEnemy(state, side, s) && !passed.includes(s) && capFormations(state, s).length > 0,
    ) ?? null
  );
}

/** 4.2.4 with seed 001 5.3.11: the enemy player whose flak is asked for now (flak.ts
 * `flakSidesDue`); null when no enemy is left with a unit that may fire. */
export function flakSideDue(state: GameState, step: AircraftStep): Side | null {
  const side = owner(state, step.formationId);
  if (side === null) return null;
  const path = flightPath(state, step);
  return flakSidesDue(state, side, step.formationId, path, step.flakDone)[0] ?? null;
}

export function withoutCap(state: GameState, formationId: string): GameState {
  const air = aircraftOf(state);
  const cap = { ...air.cap };
  delete cap[formationId];
  return withAircraft(state, { ...air, cap });
}

export { placeAircraft };
export { aircraftOf, withFlight, withStep } from './airState';

/** 4.2.7: the action test of an aircraft formation: -1 per Blast marker instead of 1.6.2's -1. */
export function aircraftTestModifiers(
  state: GameState,
  formation: FormationState,
  retained: boolean,
): Modifier[] {
  const out: Modifier[] = [];
  if (formation.blastMarkers > 0)
    out.push({
      value: -formation.blastMarkers,
      reason: 'Blast markers on the aircraft',
      section: '4.2.7',
    });
  if (retained) out.push({ value: -1, reason: 'retaining the initiative', section: '1.6.3' });
  out.push(...modify('actionTestModifiers', { state, formation, action: 'hold' }, []));
  return out;
}

export const aircraftMission: CommandHandler<CommandOf<'aircraft.mission'>> = {
  validate(state, command) {
    if (state.phase !== 'action')
      return refusal('flow/wrong-phase', '1.6', 'Formations act in the action phase.');
    if (state.turnState.activation !== null)
      return refusal('action/in-progress', '1.6', 'Another formation is carrying out its action.');
    if (state.turnState.activeSide !== command.side)
      return refusal(
        'action/not-your-turn',
        '1.6',
        'It is your opponent\u2019s turn to carry out an action.',
      );
    const formation = state.formations[command.formationId];
    if (!formation)
      return refusal(
        'command/unknown-formation',
        '-',
        `There is no formation "${command.formationId}".`,
      );
    if (formation.side !== command.side)
      return refusal(
        'command/not-your-formation',
        '-',
        `${formation.name} belongs to your opponent.`,
      );
    if (!isAircraftFormation(state, formation))
      return refusal(
        'aircraft/not-aircraft',
        '4.2',
        `${formation.name} is not an aircraft formation.`,
      );
    if (formation.activated)
      return refusal(
        'action/already-activated',
        '1.6.1',
        'A formation may only be activated once per action phase.',
      );
    if (liveUnits(state, formation).length === 0)
      return refusal('action/destroyed', '1.6', 'The formation has no units left.');
    // 4.2.6 FAQ: a landed formation acts as a ground formation; it takes off in an end phase.
    if (state.aircraft?.landed?.includes(formation.id))
      return refusal(
        'aircraft/landed',
        '4.2.6',
        `${formation.name} has landed: it takes off with a disengagement move in the end phase.`,
      );
    if (isRetaining(state, command.side) && !mayRetain(state, command.side))
      return refusal(
        'action/retain-after-failure',
        '1.6.3',
        'You may only retain the initiative after a successful action, and not twice in a row.',
      );
    if (
      (command.mission === 'interception' || command.mission === 'cap') &&
      !allFighters(state, formation)
    )
      return refusal(
        'aircraft/not-fighters',
        '4.2',
        'Only fighters and fighter-bombers may fly an interception or a combat air patrol.',
      );
    if (command.mission === 'stand-down') return null;
    // 4.2: a combat air patrol only shows where it will enter play, on the own table edge.
    if (command.mission === 'cap') return entryRefusal(state, formation, command.approach?.[0]);
    return approachRefusal(state, formation, command.mission, command.approach ?? []);
  },
  apply(state, command, { dice, events }) {
    const formation = formationOf(state, command.formationId);
    const retained = isRetaining(state, command.side);
    events.push({
      type: 'aircraft/mission-declared',
      side: command.side,
      formationId: formation.id,
      mission: command.mission,
      section: '4.2',
    });
    let passed = true;
    if (command.mission !== 'stand-down') {
      const roll = dice.test(
        1,
        formation.initiative,
        aircraftTestModifiers(state, formation, retained),
        {
          purpose: `action test: ${formation.name} (${command.mission})`,
          section: '4.2.7',
          formationId: formation.id,
        },
        PLAIN_TEST_RULES,
      );
      passed = roll.successes === 1;
    }
    // 4.2.7: every Blast marker comes off right after the test, passed or not.
    if (formation.blastMarkers > 0 && command.mission !== 'stand-down')
      events.push({
        type: 'blast/removed',
        formationId: formation.id,
        count: formation.blastMarkers,
        section: '4.2.7',
      });
    let next = withFormation(state, {
      ...formation,
      activated: true,
      action: null,
      overwatch: false,
      blastMarkers: command.mission === 'stand-down' ? formation.blastMarkers : 0,
    });
    const activation = aerospaceActivation(formation.id, passed, retained, false);
    next = { ...next, turnState: { ...next.turnState, activation } };
    if (!passed || command.mission === 'stand-down') {
      // 4.2: a failed test means a stand down action, not hold.
      events.push({
        type: 'aircraft/stood-down',
        formationId: formation.id,
        failed: !passed,
        section: '4.2',
      });
      return continueWith(next, { kind: 'action-over' });
    }
    if (command.mission === 'cap') {
      const entry = command.approach?.[0] ?? { x: 0, y: 0 };
      const air = aircraftOf(next);
      next = withAircraft(next, {
        ...air,
        cap: { ...air.cap, [formation.id]: { entry, turn: next.turn } },
      });
      events.push({ type: 'aircraft/on-cap', formationId: formation.id, entry, section: '4.2' });
      return continueWith(next, { kind: 'action-over' });
    }
    const path = command.approach ?? [];
    next = withFlight(next, formation.id, {
      mission: command.mission,
      path: [...path],
      jinked: false,
      attacked: false,
      underFire: { approach: false, disengagement: false },
    });
    next = placeAircraft(next, formation.id, path);
    events.push({
      type: 'aircraft/approached',
      formationId: formation.id,
      path: [...path],
      section: '4.2.1',
    });
    // 4.2 FAQ step 2: an enemy formation on CAP may intercept a ground attack first.
    const capStep: AircraftStep = {
      formationId: formation.id,
      stage: 'cap',
      move: 'approach',
      hits: 0,
    };
    if (command.mission === 'ground-attack' && capSideDue(next, capStep) !== null)
      return withStep(next, capStep);
    return toFlak(next, formation.id, 'approach', path, events);
  },
};

/** 4.2 FAQ step 3: the enemies' flak, each enemy player asked in turn (`flakSideDue`), or
 * straight on when no unit of theirs may fire. */
export function toFlak(
  state: GameState,
  formationId: string,
  move: 'approach' | 'disengagement',
  path: readonly Point[],
  events: GameEvent[],
  resume?: string,
): Applied {
  const side = owner(state, formationId);
  if (side === null) return state;
  const step: AircraftStep = {
    formationId,
    stage: 'flak',
    move,
    hits: 0,
    ...(move === 'disengagement' ? { exitPath: [...path] } : {}),
    ...(resume ? { resume } : {}),
  };
  const asked = withStep(state, step);
  if (flakSideDue(asked, step) !== null) return asked;
  return afterSaves(asked, step, events);
}

export function flightPath(state: GameState, step: AircraftStep): Point[] {
  if (step.move === 'disengagement' && step.exitPath) return step.exitPath;
  return aircraftOf(state).flights[step.formationId]?.path ?? [];
}

/** 4.2.7: Blast markers on aircraft, which neither break nor suppress them (4.1.1). */
function placeBlast(
  state: GameState,
  formationId: string,
  count: number,
  reason: string,
  events: GameEvent[],
): GameState {
  const f = state.formations[formationId];
  if (!f || count <= 0) return state;
  const total = f.blastMarkers + count;
  events.push({
    type: 'blast/markers-placed',
    formationId,
    count,
    total,
    reason,
    section: '4.2.7',
  });
  return withFormation(state, { ...f, blastMarkers: total });
}

/** 4.2.7: one Blast marker for coming under fire in each of the approach and disengagement. */
function underFire(state: GameState, step: AircraftStep, events: GameEvent[]): GameState {
  const flight = aircraftOf(state).flights[step.formationId];
  const f = state.formations[step.formationId];
  if (!flight || !f) return state;
  const key = step.move === 'disengagement' ? 'disengagement' : 'approach';
  if (flight.underFire[key]) return state;
  const next = placeBlast(state, f.id, 1, 'came under fire', events);
  return withFlight(next, f.id, { ...flight, underFire: { ...flight.underFire, [key]: true } });
}

export const aircraftFlak: CommandHandler<CommandOf<'aircraft.flak'>> = {
  validate(state, command) {
    const step = aircraftOf(state).step;
    if (!step || step.stage !== 'flak')
      return refusal('flow/not-now', '4.2.4', 'No aircraft is in reach of flak now.');
    const side = owner(state, step.formationId);
    if (side === null)
      return refusal('flak/not-yours', '4.2.4', 'Flak is fired by the opponent of the aircraft.');
    // Seed 001 5.3.11.2: "Alle Verbände derselben Seite zählen als befreundet": a team-mate's
    // units never fire flak at a friend's aircraft.
    if (teamMates(state, side).includes(command.side))
      return refusal(
        'flak/not-yours',
        'seed 001 5.3.11.2',
        `Those aircraft are your team-mate's (player ${side + 1}): flak is fired only at enemy aircraft.`,
      );
    if (!isEnemy(state, side, command.side))
      return refusal('flak/not-yours', '4.2.4', 'Flak is fired by the opponent of the aircraft.');
    // Seed 001 5.3.11.1: with several enemies each is asked in turn.
    const due = flakSideDue(state, step);
    if (due !== null && due !== command.side)
      return refusal(
        'flak/not-your-turn',
        'seed 001 5.3.11.1',
        `Player ${due + 1} is asked for his flak now; each enemy player fires his flak in turn${
          step.flakDone?.includes(command.side) ? ' and yours is already resolved' : ''
        }.`,
      );
    return flakRefusal(
      state,
      command.side,
      step.formationId,
      flightPath(state, step),
      command.unitIds,
    );
  },
  apply(state, command, { dice, events }) {
    const step = aircraftOf(state).step as AircraftStep;
    if (command.unitIds.length === 0) return nextFlakOrOn(state, step, command.side, 0, 0, events);
    let next = underFire(state, step, events);
    const shooters = command.unitIds.map((id) => next.units[id]).filter((u): u is UnitState => !!u);
    const { hits, macroHits } = rollAa(
      next,
      dice,
      shooters,
      step.formationId,
      (u) => flakModifiers(next, formationOf(next, u.formationId)),
      '4.2.4',
      (u) => flakWeapons(next, u, step.formationId, flightPath(next, step)),
    );
    next = recordFlak(next, command.unitIds, step.formationId);
    events.push({
      type: 'aircraft/flak',
      formationId: step.formationId,
      unitIds: [...command.unitIds],
      hits: hits + macroHits,
      section: '4.2.4',
    });
    return nextFlakOrOn(next, step, command.side, hits, macroHits, events);
  },
};

/**
 * 4.2.4 with seed 001 5.3.11: after one enemy player's flak the next enemy in turn is asked,
 * the hits adding up; after the last, the saves (FAQ 4.2 step 3: all flak, then the jink).
 */
function nextFlakOrOn(
  state: GameState,
  step: AircraftStep,
  side: Side,
  hits: number,
  macroHits: number,
  events: GameEvent[],
): Applied {
  // `hits` counts the macro-weapon hits too, as the saves take them (2.2.6).
  const total = step.hits + hits + macroHits;
  const macro = (step.macroHits ?? 0) + macroHits;
  const done = [...(step.flakDone ?? []), side];
  const waiting: AircraftStep = { ...step, hits: total, macroHits: macro, flakDone: done };
  if (flakSideDue(state, waiting) !== null) return withStep(state, waiting);
  // The saves' step carries no flakDone: with two players it is the step it always was.
  const { flakDone: _asked, ...rest } = step;
  return hitsOrOn(state, { ...rest, hits: total, macroHits: macro }, events);
}

function hitsOrOn(state: GameState, step: AircraftStep, events: GameEvent[]): Applied {
  if (step.hits > 0) return withStep(state, { ...step, stage: 'jink' });
  return afterSaves(withStep(state, step), step, events);
}

/** 4.2.3: bombers may not jink; fighters and fighter-bombers may. */
export function mayJink(state: GameState, formationId: string): boolean {
  return aircraftUnits(state, formationId).every((u) => {
    const sheet = state.datasheets[u.datasheetId];
    return sheet !== undefined && manoeuvreClassOf(sheet) !== 'bomber';
  });
}

/** 4.2.3: a jink is a 4+ save instead of the armour save; not invulnerable (4.2.3 FAQ). */
export const JINK_SAVE = 4;

export const aircraftJink: CommandHandler<CommandOf<'aircraft.jink'>> = {
  validate(state, command) {
    const step = aircraftOf(state).step;
    if (!step || step.stage !== 'jink')
      return refusal('flow/not-now', '4.2.3', 'No aircraft has hits to save now.');
    if (owner(state, step.formationId) !== command.side)
      return refusal(
        'jink/not-yours',
        '4.2.3',
        'The owner of the aircraft decides whether they jink.',
      );
    if (command.jink && !mayJink(state, step.formationId))
      return refusal(
        'jink/bomber',
        '4.2.3',
        'Aircraft of the bomber manoeuvre class may not jink.',
      );
    return command.allocation ? aaAllocationRefusal(state, step, command.allocation) : null;
  },
  apply(state, command, { dice, events }) {
    const step = aircraftOf(state).step as AircraftStep;
    const units = aircraftUnits(state, step.formationId);
    // 4.2.3, 1.9.6: the owner allocates the hits (by default spread in formation order).
    const hits = allocatedAaHits(step, command.allocation ?? defaultAaAllocation(state, step));
    let saving = state;
    if (command.jink) {
      events.push({ type: 'aircraft/jinked', formationId: step.formationId, section: '4.2.3' });
      // The jink replaces the armour save (not an invulnerable one: 4.2.3 FAQ).
      const datasheets = { ...state.datasheets };
      for (const u of units) {
        const sheet = datasheets[u.datasheetId];
        if (sheet) datasheets[u.datasheetId] = { ...sheet, armour: JINK_SAVE };
      }
      saving = { ...state, datasheets };
    }
    // 4.2.5: troops aboard an aircraft destroyed in the air are lost with it, with no save.
    const aloftCargo = holdCargoAloft(saving, step.formationId);
    const r = resolveHits(aloftCargo.state, dice, hits, {
      targetFormationId: step.formationId,
      cover: {},
      crossfire: false,
    });
    events.push(...r.events);
    const landedCargo = aloftCargo.after(r.state);
    if (landedCargo.lost.length > 0)
      events.push({ type: 'aircraft/cargo-lost', unitIds: landedCargo.lost, section: '4.2.5' });
    let next: GameState = { ...landedCargo.state, datasheets: state.datasheets };
    // 4.2.7: a Blast marker for each aircraft shot down.
    next = placeBlast(next, step.formationId, r.casualties.length, 'aircraft shot down', events);
    const flight = aircraftOf(next).flights[step.formationId];
    if (command.jink && flight)
      next = withFlight(next, step.formationId, { ...flight, jinked: true });
    return afterSaves(next, { ...step, hits: 0, macroHits: 0 }, events);
  },
};

/** What follows the flak and saves (4.2 FAQ): the attack; or after an interceptor's attack the
 * end of its action; or after the disengagement's flak, the exit. */
function afterSaves(state: GameState, step: AircraftStep, events: GameEvent[]): Applied {
  const flight = aircraftOf(state).flights[step.formationId];
  const alive = aircraftUnits(state, step.formationId).length > 0;
  if (step.move === 'disengagement') return exit(withStep(state, null), step, events);
  // 4.2: after a CAP interception, "play returns to the ground attack action": its flak.
  const resumed = step.resume ? aircraftOf(state).flights[step.resume] : undefined;
  if (step.resume && resumed && (step.move === 'interception' || !alive || flight?.jinked))
    return toFlak(withStep(state, null), step.resume, 'approach', resumed.path, events);
  if (step.move === 'interception')
    return continueWith(withStep(state, null), { kind: 'action-over' });
  // 4.2.5 FAQ: a transport aircraft that jinked may still land and air assault.
  const mayStillLand =
    flight?.jinked === true &&
    !flight.attacked &&
    flight.mission === 'ground-attack' &&
    !aircraftOf(state).landed?.includes(step.formationId) &&
    isTransportFormation(state, step.formationId);
  if (!alive || !flight || (flight.jinked && !mayStillLand) || flight.attacked) {
    const gone = alive ? state : withFlight(state, step.formationId, null);
    return continueWith(withStep(gone, null), { kind: 'action-over' });
  }
  return withStep(state, {
    formationId: step.formationId,
    stage: 'attack',
    move: 'approach',
    hits: 0,
    ...(step.resume ? { resume: step.resume } : {}),
  });
}

/** 4.2.3: where the target formation's aircraft are at the end of its approach (it may have
 * left the table after its action: 4.2.6). */
function flightShapes(state: GameState, targetId: string): Shape[] {
  const targetFlight = aircraftOf(state).flights[targetId];
  if (!targetFlight) return [];
  return placementAt(state, targetId, targetFlight.path).flatMap((p) => {
    const u = state.units[p.unitId];
    const fp = u && state.datasheets[u.datasheetId]?.footprint;
    return fp ? [footprintShape(fp, p.position, p.facing)] : [];
  });
}

/** 4.2.3: each interceptor's AA weapons with the target within range and fire arc. */
function interceptionReach(state: GameState, targetId: string) {
  const targets = flightShapes(state, targetId);
  return (u: UnitState) => aaWeaponsAt(state, u, targets);
}

/** 4.2.3: the interceptors with an AA weapon reaching the target. */
function interceptionShooters(
  state: GameState,
  formationId: string,
  targetId: string,
): UnitState[] {
  const reach = interceptionReach(state, targetId);
  return aircraftUnits(state, formationId).filter((u) => reach(u).length > 0);
}

function groundAttackOptions(state: GameState, formationId: string, targetId: string) {
  return shootingOptions(state, formationId, targetId, { action: null });
}

export const aircraftAttack: CommandHandler<CommandOf<'aircraft.attack'>> = {
  validate(state, command) {
    const step = aircraftOf(state).step;
    if (!step || step.stage !== 'attack')
      return refusal('flow/not-now', '4.2.2', 'No aircraft is ready to attack now.');
    if (owner(state, step.formationId) !== command.side)
      return refusal(
        'command/not-your-formation',
        '4.2.2',
        'Those aircraft belong to your opponent.',
      );
    if (command.targetFormationId === null) return null;
    const target = state.formations[command.targetFormationId];
    if (!target || !isEnemy(state, command.side, target.side))
      return refusal('shooting/not-enemy', '4.2.2', 'Pick an enemy formation as the target.');
    const flight = aircraftOf(state).flights[step.formationId] as Flight;
    // 4.2.3: aircraft that jinked lose their attack (a transport may still land, 4.2.5 FAQ).
    if (flight.jinked)
      return refusal(
        'aircraft/jinked',
        '4.2.3',
        'Aircraft that jinked lose their attack: they may only land, or give the attack up.',
      );
    const targetIsAircraft = isAircraftFormation(state, target);
    if (flight.mission === 'ground-attack') {
      if (targetIsAircraft)
        return refusal(
          'aircraft/ground-attack-only',
          '4.2.2',
          'A ground attack attacks an enemy ground formation.',
        );
      const options = groundAttackOptions(state, step.formationId, target.id);
      if (!options.ok) return options.error;
      return null;
    }
    // 4.2: a CAP interception attacks the ground attack it interrupted.
    if (step.resume && target.id !== step.resume)
      return refusal(
        'aircraft/interception-only',
        '4.2',
        'An interception from combat air patrol attacks the ground attack it intercepted.',
      );
    if (!targetIsAircraft || !aircraftOf(state).flights[target.id])
      return refusal(
        'aircraft/interception-only',
        '4.2.2',
        'An interception attacks an enemy aircraft formation in the air.',
      );
    if (interceptionShooters(state, step.formationId, target.id).length === 0)
      return refusal(
        'shooting/out-of-range',
        '4.2.3',
        `No aircraft has ${target.name} within range and fire arc of an AA weapon.`,
      );
    return null;
  },
  apply(state, command, { dice, events }) {
    const step = aircraftOf(state).step as AircraftStep;
    const flight = aircraftOf(state).flights[step.formationId] as Flight;
    let next = withFlight(withStep(state, null), step.formationId, { ...flight, attacked: true });
    if (command.targetFormationId === null)
      return step.resume
        ? afterSaves(next, { ...step, move: 'interception' }, events)
        : continueWith(next, { kind: 'action-over' });
    const targetId = command.targetFormationId;
    if (flight.mission === 'ground-attack') {
      const options = groundAttackOptions(next, step.formationId, targetId);
      if (!options.ok) throw new Error('validated aircraft attack vanished');
      const activation = next.turnState.activation;
      if (activation)
        next = {
          ...next,
          turnState: { ...next.turnState, activation: { ...activation, shot: true } },
        };
      // 4.2.2: the normal shooting rules (the defender allocates the hits), no line of fire, no
      // crossfire: the shooting rules ask `aloft` for both.
      return resolveAttack(
        next,
        dice,
        events,
        options.value,
        defaultFirePlan(options.value, next),
        false,
      );
    }
    // 4.2.3: interceptors roll their AA values, +1 on an interception.
    const shooters = interceptionShooters(next, step.formationId, targetId);
    const plus: Modifier[] = [
      { value: 1, reason: 'aircraft on an interception', section: '4.2.3' },
    ];
    const targetStep: AircraftStep = {
      formationId: targetId,
      stage: 'flak',
      move: 'interception',
      hits: 0,
      ...(step.resume ? { resume: step.resume } : {}),
    };
    next = underFire(next, targetStep, events);
    const { hits, macroHits } = rollAa(
      next,
      dice,
      shooters,
      targetId,
      () => plus,
      '4.2.3',
      interceptionReach(next, targetId),
    );
    events.push({
      type: 'aircraft/intercepted',
      formationId: step.formationId,
      targetFormationId: targetId,
      hits: hits + macroHits,
      section: '4.2.3',
    });
    return hitsOrOn(next, { ...targetStep, hits: hits + macroHits, macroHits }, events);
  },
};

export const aircraftDisengage: CommandHandler<CommandOf<'aircraft.disengage'>> = {
  validate(state, command) {
    if (state.phase !== 'end')
      return refusal(
        'flow/wrong-phase',
        '4.2.6',
        'Aircraft disengage at the start of the end phase.',
      );
    if (aircraftOf(state).step)
      return refusal('flow/not-now', '4.2.6', 'Another aircraft is disengaging.');
    const formation = state.formations[command.formationId];
    const landed = aircraftOf(state).landed?.includes(command.formationId) === true;
    if (landed && formation && formation.side === command.side) {
      const grounded = groundedRefusal(state, command.formationId);
      if (grounded) return grounded;
      const lifted = takeOff(state, command.formationId);
      const again = aircraftOf(lifted).flights[command.formationId] as Flight;
      return disengagementRefusal(lifted, formation, again.mission, again.path, command.path);
    }
    const flight = aircraftOf(state).flights[command.formationId];
    if (!flight || !formation)
      return refusal('aircraft/not-in-the-air', '4.2.6', 'That formation is not in the air.');
    if (formation.side !== command.side)
      return refusal(
        'command/not-your-formation',
        '-',
        `${formation.name} belongs to your opponent.`,
      );
    return disengagementRefusal(state, formation, flight.mission, flight.path, command.path);
  },
  apply(state, command, { events }) {
    // 4.2.6: a landed aircraft takes off to exit the table.
    if (aircraftOf(state).landed?.includes(command.formationId))
      state = takeOff(state, command.formationId);
    events.push({
      type: 'aircraft/disengaging',
      formationId: command.formationId,
      path: [...command.path],
      section: '4.2.6',
    });
    return toFlak(state, command.formationId, 'disengagement', command.path, events);
  },
};

/** 4.2.6, 4.2.7: the formation leaves the table; off any edge but its own it takes a Blast
 * marker ("the possibility of it being attacked while flying back over enemy territory"). */
function exit(state: GameState, step: AircraftStep, events: GameEvent[]): Applied {
  const path = step.exitPath ?? [];
  const f = state.formations[step.formationId];
  // 4.5.2: Terminators flown off the table in the Thunderhawk.
  let next = withFlight(recordExit(state, f?.unitIds ?? []), step.formationId, null);
  const side = owner(state, step.formationId);
  const edge = path.length >= 2 ? exitEdge(state, path) : null;
  events.push({ type: 'aircraft/exited', formationId: step.formationId, edge, section: '4.2.6' });
  const last = path[path.length - 1];
  const home = side !== null && last ? distanceToOwnEdge(state, side, last) : null;
  if (f && aircraftUnits(state, f.id).length > 0 && (home === null || home > EDGE_TOLERANCE)) {
    next = placeBlast(next, f.id, 1, 'left the table over enemy territory', events);
  }
  return continueWith(next, { kind: 'aircraft-disengaged' });
}
