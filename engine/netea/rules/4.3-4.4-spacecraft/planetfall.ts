import { modify } from '../../abilities/registry';
import type { Dice } from '../../../kernel/dice';
import type { Point } from '../../../kernel/geometry';
import { refusal, type Refusal } from '../../../kernel/result';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { GameEvent } from '../../events';
import type { FormationState, GameState, UnitState } from '../../state/schema';
import { featureUnder } from '../1.7-movement/obstacles';
import { datasheetOf, unitShapeAt } from '../1.2-formations/battlefield';
import {
  DISEMBARK_RANGE,
  validateDisembark,
  type DisembarkPlacement,
} from '../1.7-movement/disembark';
import { liveUnits } from '../1.2-formations/formations';
import { withUnits } from '../1.2-formations/unitUpdates';
import { ridersAboard } from '../2-specialists/offTable';
import { rollScatter, scattered } from '../2-specialists/scatter';
import { surfacingPoint } from '../2-specialists/tunneler';
import { unitLabel } from '../2-specialists/unitLabel';

/**
 * 4.4 Planetfall: a formation whose units all have planetfall (or ride in units that do) stays
 * off the table with a drop zone written down at set-up (4.3.1 FAQ: one for each formation).
 * When its spacecraft's operation succeeds, after the attacks (4.3.2 FAQ), each unit with
 * planetfall is placed within 15cm of the drop zone where its player chooses and scatters 2D6cm;
 * its cargo aboard (planetfallDisembark.ts: its player then decides whether the cargo gets out
 * at once or stays aboard to disembark later). Landed off the table it is destroyed with its cargo; on impassable terrain, on
 * a unit or in an enemy zone of control (or on terrain dangerous for it) it is moved to the nearest
 * point where it can stand
 * and (4.4 FAQ) its cargo could get out (the rule's "nearest area of clear ground", found as a
 * tunneler's is). Landing is no move: no
 * overwatch fire (4.4, 1.10 FAQ), and the formation may take its action later in the turn.
 */

/** 4.4: "within 15cms of the drop zone co-ordinates". */
export const DROP_ZONE_SPREAD = 15;

/** 4.4: whether the unit lands by planetfall. */
export function landsByPlanetfall(sheet: UnitDatasheet): boolean {
  return modify('landsByPlanetfall', { sheet }, false);
}

/** 4.4: the formation's riders by their carriers, when it can land by planetfall; else null. */
export function planetfallRiders(
  state: GameState,
  formation: FormationState,
): Map<string, string> | null {
  return ridersAboard(state, formation, landsByPlanetfall);
}

/** 4.4: the formation's units that land (those with planetfall; 2.1.21 `lands`: those with
 * self planetfall). */
export function landers(
  state: GameState,
  formation: FormationState,
  lands: (sheet: UnitDatasheet) => boolean = landsByPlanetfall,
) {
  return liveUnits(state, formation).filter((u) => lands(datasheetOf(state, u)));
}

export interface Landing {
  readonly formationId: string;
  readonly placements: readonly {
    readonly unitId: string;
    readonly position: Point;
    readonly facing: number;
  }[];
}

/** 4.4: the side's formations with a drop zone plotted, and where. */
export function dropZones(state: GameState, side: number) {
  return (state.plots ?? []).filter((p) => p.side === side && p.kind === 'drop-zone');
}

/** 4.4 (2.1.21 "as if it were a normal planetfall"): why these placements are not each unit of
 * the formation that lands (`lands`) once, within 15cm of its point; null when they are. */
export function placementsRefusal(
  state: GameState,
  formation: FormationState,
  zone: Point,
  placed: Landing['placements'],
  lands: (sheet: UnitDatasheet) => boolean,
): Refusal | null {
  const due = landers(state, formation, lands).map((u) => u.id);
  if (
    placed.length !== due.length ||
    !due.every((id) => placed.filter((p) => p.unitId === id).length === 1)
  )
    return refusal(
      'planetfall/every-unit',
      '4.4',
      `Place each unit of ${formation.name} with planetfall once.`,
    );
  const far = placed.find(
    (p) => Math.hypot(p.position.x - zone.x, p.position.y - zone.y) > DROP_ZONE_SPREAD,
  );
  return far
    ? refusal(
        'planetfall/too-far',
        '4.4',
        `${unitLabel(state, far.unitId)} must be placed within ${DROP_ZONE_SPREAD}cm of its drop zone.`,
      )
    : null;
}

/** 4.4: why these landings are not every plotted formation's units, each placed once within
 * 15cm of its drop zone; null when they are. */
export function landingsRefusal(
  state: GameState,
  side: number,
  landings: readonly Landing[],
): Refusal | null {
  const zones = dropZones(state, side);
  for (const zone of zones) {
    const formation = state.formations[zone.formationId];
    if (!formation) continue;
    const landing = landings.filter((l) => l.formationId === zone.formationId);
    if (landing.length !== 1)
      return refusal(
        'planetfall/every-formation',
        '4.4',
        `Land ${formation.name} too: every formation with a drop zone lands, once.`,
      );
    const wrong = placementsRefusal(
      state,
      formation,
      zone.position,
      landing[0]!.placements,
      landsByPlanetfall,
    );
    if (wrong) return wrong;
  }
  const stray = landings.find((l) => !zones.some((z) => z.formationId === l.formationId));
  return stray
    ? refusal('planetfall/no-drop-zone', '4.4', 'That formation has no drop zone plotted.')
    : null;
}

function onTable(state: GameState, p: Point): boolean {
  return p.x >= 0 && p.y >= 0 && p.x <= state.table.width && p.y <= state.table.height;
}

/** Steps of the search for room about a landed transport (cm, and directions a ring). */
const ROOM_STEP = 1;
const ROOM_DIRECTIONS = 24;

/**
 * 4.4 FAQ: whether the units a landed transport carries could all get out about it (within the
 * 5cm of disembarking, 1.7.5, each where a unit may stand): where they are placed, or null.
 * Searched ring by ring outwards from the transport, each unit at the first place found.
 */
export function roomToDisembark(
  state: GameState,
  transportId: string,
  cargoIds: readonly string[],
  /** The direction tried first on each ring (radians; 0 along +x), then either side of it;
   * absent: round from 0 (as the 4.4 FAQ's diversion has always searched). */
  toward?: number,
): DisembarkPlacement[] | null {
  const transport = state.units[transportId];
  const tShape = transport?.position
    ? unitShapeAt(datasheetOf(state, transport), transport.position, transport.facing)
    : null;
  if (!transport || !tShape) return null;
  const placed: DisembarkPlacement[] = [];
  for (const id of cargoIds) {
    const unit = state.units[id];
    const shape = unit && unitShapeAt(datasheetOf(state, unit), { x: tShape.cx, y: tShape.cy }, 0);
    if (!unit || !shape) return null;
    const reach = tShape.outerRadius + shape.outerRadius + DISEMBARK_RANGE;
    let found: DisembarkPlacement | null = null;
    for (let r = tShape.outerRadius; r <= reach && !found; r += ROOM_STEP)
      for (let i = 0; i < ROOM_DIRECTIONS && !found; i++) {
        const k = toward === undefined ? i : i % 2 === 0 ? i / 2 : -(i + 1) / 2;
        const a = (toward ?? 0) + (2 * Math.PI * k) / ROOM_DIRECTIONS;
        const candidate = {
          unitId: id,
          position: { x: tShape.cx + r * Math.cos(a), y: tShape.cy + r * Math.sin(a) },
          facing: transport.facing,
        };
        if (!validateDisembark(state, transportId, [...placed, candidate], { engage: false }))
          found = candidate;
      }
    if (!found) return null;
    placed.push(found);
  }
  return placed;
}

/** 4.4: whether the unit would come down on terrain dangerous for it. */
function onDangerousGround(state: GameState, unit: UnitState, at: Point, facing: number): boolean {
  const sheet = datasheetOf(state, unit);
  const shape = unitShapeAt(sheet, at, facing);
  return shape !== null && featureUnder(state, sheet, 'dangerous', shape) !== undefined;
}

/** One formation's landing: its plotted point, its units placed about it (before scatter). */
export interface FormationLanding {
  readonly formation: FormationState;
  /** 4.4 the drop zone, 2.1.21 the landing point. */
  readonly zone: Point;
  readonly placements: Landing['placements'];
  /** The units aboard the landing units, by their carriers. */
  readonly riders: ReadonlyMap<string, string>;
  readonly section: string;
}

/**
 * 4.4 (and 2.1.21 "as if it were a normal planetfall"): each placed unit scatters 2D6cm. Off the
 * table it is destroyed with its cargo; on impassable or dangerous terrain, on a unit or in an
 * enemy zone of control, it is moved to "the nearest area of clear ground where it can land";
 * 4.4 FAQ: "where the entire formation can deploy": there its cargo must have room to get out.
 * Its cargo stays aboard.
 */
export function landFormation(
  state: GameState,
  dice: Dice,
  landing: FormationLanding,
  events: GameEvent[],
): GameState {
  let s = state;
  const { formation, zone, riders, section } = landing;
  for (const p of landing.placements) {
    const unit = s.units[p.unitId];
    if (!unit) continue;
    const name = datasheetOf(s, unit).name;
    const scatter = rollScatter(dice, {
      purpose: `planetfall of ${name}`,
      section,
      unitId: unit.id,
      formationId: formation.id,
    });
    const landed = scattered(p.position, scatter);
    const cargo = [...riders].filter(([, carrier]) => carrier === unit.id).map(([id]) => id);
    const aboard = (at: Point) =>
      withUnits(s, {
        [unit.id]: { status: 'deployed', position: at, facing: p.facing },
        ...Object.fromEntries(
          cargo.map((id) => [
            id,
            { status: 'embarked' as const, position: null, transportedBy: unit.id },
          ]),
        ),
      });
    // 4.4: "impassable or dangerous for it"; 4.4 FAQ: with room for its cargo to get out.
    const roomy = (at: Point) =>
      !onDangerousGround(s, unit, at, p.facing) &&
      (cargo.length === 0 || roomToDisembark(aboard(at), unit.id, cargo) !== null);
    const at = onTable(s, landed) ? surfacingPoint(s, unit, landed, p.facing, roomy) : null;
    events.push({
      type: 'planetfall/landed',
      unitId: unit.id,
      formationId: formation.id,
      dropZone: zone,
      placed: p.position,
      scattered: landed,
      at,
      section,
    });
    if (!at) {
      // 4.4: "destroyed if they land off the table", their cargo with them.
      const lost = Object.fromEntries(
        [unit.id, ...cargo].map((id) => [id, { status: 'destroyed' as const, position: null }]),
      );
      s = withUnits(s, lost);
      continue;
    }
    s = aboard(at);
  }
  return s;
}

/** 4.4: one formation's landing of the operation (4.3.2 FAQ: the formations land one by one,
 * in any order the player desires): its units placed about its drop zone, scattered, diverted. */
export function landOne(
  state: GameState,
  dice: Dice,
  landing: Landing,
  events: GameEvent[],
): GameState {
  const formation = state.formations[landing.formationId];
  const zone = dropZones(state, formation?.side ?? -1).find(
    (z) => z.formationId === landing.formationId,
  );
  if (!formation || !zone) return state;
  const riders = planetfallRiders(state, formation) ?? new Map<string, string>();
  return landFormation(
    state,
    dice,
    { formation, zone: zone.position, placements: landing.placements, riders, section: '4.4' },
    events,
  );
}
