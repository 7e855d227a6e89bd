import { BY_PORTAL } from './state';
import { positionAtDistance, shapeContainsPoint, type Point } from '../../../kernel/geometry';
import type { Dice } from '../../../kernel/dice';
import { refusal, type Refusal } from '../../../kernel/result';
import { modify } from '../../abilities/registry';
import type { UnitDatasheet } from '../../data/schema/unit';
import type { GameEvent } from '../../events';
import type { Action, Activation, FormationState, GameState, UnitState } from '../../state/schema';
import { datasheetOf, unitShape } from '../1.2-formations/battlefield';
import { destroyOutOfFormation } from '../1.2-formations/coherency';
import { liveUnits } from '../1.2-formations/formations';
import { withUnits } from '../1.2-formations/unitUpdates';
import { enemyZocSources, inZocOf } from '../1.7-movement/zonesOfControl';

/**
 * Reserves entering play through a portal (6.1.6 and its FAQ; the Necron lists' Portal rule):
 * a formation kept in reserve "by portal" enters play as part of any action that allows
 * movement, its move measured from a portal of its side; each portal once per turn; a unit
 * still in the portal at the end of the move is out of formation and destroyed.
 *
 * How it plays here: the action names the portal; the units stand at the portal's centre until
 * they move, the part of each path inside the portal's base costing nothing (the move is
 * measured from the portal, not its middle). The FAQ's cases: a formation with no usable portal
 * cannot pass but loses its activation (`reserve.forgo`); a portal in an enemy zone of control
 * lets only an engage action through (entering play there enters the zone, which only a charge
 * may, 1.7.3); a failed action test still enters by a hold action where it can, else it takes
 * its Blast marker and loses the activation.
 */
export const PORTAL_SECTION = '6.1.6';

/** The actions that allow movement (1.6.1): a reserve must take one of them to enter play (a
 * hold only after a failed test, FAQ). */
const ENTERING_ACTIONS: ReadonlySet<Action> = new Set([
  'advance',
  'double',
  'march',
  'engage',
  'marshal',
  'hold',
]);

export function isPortal(sheet: UnitDatasheet): boolean {
  return modify('isPortal', { sheet }, false);
}

/** The Necron Portal rule: only infantry, light vehicles and armoured vehicles with walker may
 * use a portal. */
export function usesPortals(sheet: UnitDatasheet): boolean {
  return modify('usesPortals', { sheet }, sheet.type === 'INF' || sheet.type === 'LV');
}

/** Whether the side's army has a portal at all (on the table or still to come). */
export function sideHasPortal(state: GameState, side: number): boolean {
  return Object.values(state.units).some(
    (u) => u.side === side && u.status !== 'destroyed' && isPortal(datasheetOf(state, u)),
  );
}

/** 6.1.6: may the formation be kept in reserve by portal? */
export function portalReserveRefusal(state: GameState, formation: FormationState): Refusal | null {
  const cannot = liveUnits(state, formation).find((u) => !usesPortals(datasheetOf(state, u)));
  if (cannot)
    return refusal(
      'tournament/no-means',
      '6.1.6',
      `${formation.name} cannot enter play by portal: only infantry, light vehicles and armoured walkers use portals (${datasheetOf(state, cannot).name} is neither).`,
    );
  if (!sideHasPortal(state, formation.side))
    return refusal(
      'tournament/no-means',
      '6.1.6',
      `${formation.name} cannot enter play by portal: your army has no portal.`,
    );
  return null;
}

/** A formation kept in reserve by portal and still wholly off the table. */
export function isPortalReserve(state: GameState, formation: FormationState): boolean {
  if (state.tournament?.reserves[formation.id] !== BY_PORTAL) return false;
  const units = liveUnits(state, formation);
  return units.length > 0 && units.every((u) => u.status === 'reserve');
}

function usedThisTurn(state: GameState): readonly string[] {
  const used = state.tournament?.portalsUsed;
  return used && used.turn === state.turn ? used.unitIds : [];
}

/** The side's portals on the table not used yet this turn ("each portal can be used only once
 * per turn"). */
export function usablePortals(state: GameState, side: number): UnitState[] {
  const used = usedThisTurn(state);
  return Object.values(state.units).filter(
    (u) =>
      u.side === side &&
      u.status === 'deployed' &&
      u.position !== null &&
      !used.includes(u.id) &&
      isPortal(datasheetOf(state, u)),
  );
}

/** 1.7.3, 6.1.6 FAQ: a portal in an enemy zone of control; entering play there is entering
 * the zone, which only a charge may. */
export function portalInEnemyZoc(state: GameState, portal: UnitState): boolean {
  const shape = unitShape(state, portal);
  return shape !== null && enemyZocSources(state, portal.side).some((s) => inZocOf(shape, s));
}

/** Whether the formation could enter play now by some portal with some action (6.1.6 FAQ:
 * one without cannot pass). */
export function hasWayIn(state: GameState, formation: FormationState): boolean {
  return usablePortals(state, formation.side).length > 0;
}

/** Whether `action` through `portalId` takes the formation into play (6.1.6 and its FAQ). */
export function portalEntryRefusal(
  state: GameState,
  formation: FormationState,
  action: Action,
  portalId: string | undefined,
): Refusal | null {
  if (portalId === undefined)
    return refusal(
      'portal/name-the-portal',
      '6.1.6',
      `${formation.name} is in reserve: name the portal it enters play through.`,
    );
  const portal = usablePortals(state, formation.side).find((u) => u.id === portalId);
  if (!portal)
    return refusal(
      'portal/not-usable',
      '6.1.6',
      `${portalId} is not a portal of yours on the table that is still unused this turn (each portal once per turn).`,
    );
  if (!ENTERING_ACTIONS.has(action))
    return refusal(
      'portal/must-enter-play',
      '6.1.6',
      `A formation in reserve must take an action that lets it enter play (advance, double, march, engage or marshal), not ${action}.`,
    );
  if (action !== 'engage' && portalInEnemyZoc(state, portal))
    return refusal(
      'portal/in-enemy-zoc',
      '6.1.6',
      `${portalId} stands in an enemy zone of control: only an engage action may enter play through it (1.7.3).`,
    );
  return null;
}

/**
 * The formation steps into the portal: its units stand at the portal's centre until they move
 * out of it, and the portal is used for this turn.
 */
export function stepIntoPortal(
  state: GameState,
  formation: FormationState,
  portalId: string,
  events: GameEvent[],
): GameState {
  const portal = state.units[portalId];
  if (!portal?.position) throw new Error(`portal ${portalId} is not on the table`);
  const units = liveUnits(state, formation);
  const placed: Record<string, Partial<UnitState>> = {};
  for (const u of units)
    placed[u.id] = { status: 'deployed', position: portal.position, facing: portal.facing };
  let next = withUnits(state, placed);
  const t = next.tournament!;
  next = {
    ...next,
    tournament: {
      ...t,
      portalsUsed: { turn: state.turn, unitIds: [...usedThisTurn(state), portalId] },
    },
  };
  events.push({
    type: 'tournament/portal-entered',
    formationId: formation.id,
    portalId,
    section: PORTAL_SECTION,
  });
  return next;
}

/** The activation's portal entry, recorded on the activation until its first move ends. */
export function withPortalEntry(
  activation: Activation,
  portalId: string,
  unitIds: readonly string[],
): Activation {
  return { ...activation, portal: { unitId: portalId, unitIds: [...unitIds] } };
}

/**
 * The move is measured from the portal: the part of the path on which the unit's centre is
 * still inside the portal's base costs nothing.
 */
export function portalHeadStart(state: GameState, unitId: string, path: readonly Point[]): number {
  const entry = state.turnState.activation?.portal;
  if (!entry || !entry.unitIds.includes(unitId)) return 0;
  const portal = state.units[entry.unitId];
  const shape = portal && unitShape(state, portal);
  const start = path[0];
  if (!shape || !start || !shapeContainsPoint(shape, start.x, start.y)) return 0;
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    total += Math.hypot(b.x - a.x, b.y - a.y);
  }
  // Bisection for where the centre leaves the base (the base is convex, the path starts inside).
  let inside = 0;
  let outside = total;
  const at = (d: number) => positionAtDistance(path, d).point;
  if (shapeContainsPoint(shape, at(total).x, at(total).y)) return total;
  for (let i = 0; i < 30; i++) {
    const mid = (inside + outside) / 2;
    const p = at(mid);
    if (shapeContainsPoint(shape, p.x, p.y)) inside = mid;
    else outside = mid;
  }
  return inside;
}

/**
 * The state as the end of the entering move will leave it before formation is checked (1.7.4):
 * the units still in the portal gone. For the choice of which units to lose out of formation,
 * which is made among those that came out.
 */
export function portalSettled(state: GameState): GameState {
  const stuck = stillInPortal(state);
  if (stuck.length === 0) return state;
  const gone: Record<string, Partial<UnitState>> = {};
  for (const id of stuck) gone[id] = { status: 'destroyed', position: null };
  return withUnits(state, gone);
}

/** Whether the unit stands in the portal it is entering play through (6.1.6). */
export function standsInPortal(state: GameState, unitId: string): boolean {
  const entry = state.turnState.activation?.portal;
  const portal = entry && state.units[entry.unitId]?.position;
  const at = state.units[unitId]?.position;
  return (
    !!portal && !!at && entry.unitIds.includes(unitId) && portal.x === at.x && portal.y === at.y
  );
}

/** The units of the portal entry still standing in the portal: those that have not moved. */
export function stillInPortal(state: GameState): string[] {
  const activation = state.turnState.activation;
  const entry = activation?.portal;
  if (!activation || !entry) return [];
  return entry.unitIds.filter(
    (id) =>
      !activation.movedThisMove.includes(id) &&
      state.units[id] !== undefined &&
      state.units[id]!.status === 'deployed',
  );
}

/**
 * The end of the entering move: "if, at the end of the movement, a unit is out of formation it is
 * destroyed": units left in the portal did not make it out. The entry is then over.
 */
export function leaveThePortal(state: GameState, dice: Dice, events: GameEvent[]): GameState {
  const activation = state.turnState.activation;
  if (!activation?.portal) return state;
  const stuck = stillInPortal(state);
  let next = state;
  if (stuck.length > 0) {
    events.push({
      type: 'tournament/portal-stuck',
      formationId: activation.formationId,
      unitIds: stuck,
      section: PORTAL_SECTION,
    });
    next = destroyOutOfFormation(state, activation.formationId, stuck, dice, events).state;
  }
  const { portal: _done, ...rest } = next.turnState.activation ?? activation;
  return { ...next, turnState: { ...next.turnState, activation: rest } };
}
