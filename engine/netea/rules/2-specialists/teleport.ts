import type { CommandHandler } from '../../commands/handler';
import type { CommandOf } from '../../commands/schema';
import { modify } from '../../abilities/registry';
import { refusal, type Refusal } from '../../../kernel/result';
import { shapesWithin, type Shape } from '../../../kernel/geometry';
import type { FormationState, GameState } from '../../state/schema';
import { datasheetOf, unitShapeAt } from '../1.2-formations/battlefield';
import { formationOf, liveUnits } from '../1.2-formations/formations';
import { enemyZocSources, inZocOf } from '../1.7-movement/zonesOfControl';
import { placeAttackBlastMarkers } from '../1.13-broken-formations/breaking';
import { placementRefusal } from '../1.15-set-up/deployment';

/**
 * 2.1.17 Teleport: a formation whose units all have the ability may be kept off the table (it
 * is left undeployed, 1.15) and appear at the start of any turn, before the strategy roll
 * (1.4.2, 1.5 FAQ step 2). Every unit is placed: the first anywhere, each other within 5cm of a
 * unit of its formation already placed (2.1.17 FAQ: scouts too); all outside enemy zones of
 * control, wholly on the table, on no impassable terrain or unit. A D6 for each unit placed: on
 * a 1 the formation receives a Blast marker.
 *
 * Not yet: the dangerous terrain test for a unit placed in dangerous terrain, transports with
 * teleport carrying units without it (2.1.17 FAQ), war engines' D6 per damage point (FAQ), and
 * the alternation of start-of-turn abilities between the players (1.4.2 and its FAQ).
 */

export const TELEPORT_CHAIN = 5;

/** Whether the formation may stay off the table and teleport in (2.1.17). */
export function entersPlayAtTurnStart(state: GameState, formation: FormationState): boolean {
  return modify('entersPlayAtTurnStart', { state, formation }, false);
}

/** Formations of a side waiting off the table to teleport in. */
export function waitingToTeleport(state: GameState, side: number): FormationState[] {
  return Object.values(state.formations).filter((f) => {
    if (f.side !== side) return false;
    const units = liveUnits(state, f);
    return (
      units.length > 0 &&
      units.every((u) => u.status === 'reserve') &&
      entersPlayAtTurnStart(state, f)
    );
  });
}

/** Whether any formation may teleport in now: the strategy phase, before the roll. */
export function teleportWaiting(state: GameState): boolean {
  if (state.phase !== 'strategy' || state.turnState.strategyTotals !== null) return false;
  return waitingToTeleport(state, 0).length > 0 || waitingToTeleport(state, 1).length > 0;
}

function placementsRefusal(
  state: GameState,
  command: CommandOf<'teleport.place'>,
  formation: FormationState,
): Refusal | null {
  const units = liveUnits(state, formation);
  const ids = command.placements.map((p) => p.unitId);
  if (new Set(ids).size !== ids.length || units.some((u) => !ids.includes(u.id)))
    return refusal(
      'teleport/every-unit',
      '2.1.17',
      `Place every unit of ${formation.name}, each once.`,
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
        `${p.unitId} is not of ${formation.name}.`,
      );
    const bad = placementRefusal(s, unit, p.position, p.facing);
    if (bad) return bad;
    const shape = unitShapeAt(datasheetOf(s, unit), p.position, p.facing);
    if (!shape) return refusal('deploy/no-base', '1.1.2', `${unit.id} has no base.`);
    const zoc = enemies.find((e) => inZocOf(shape, e));
    if (zoc)
      return refusal(
        'teleport/enemy-zoc',
        '2.1.17',
        `Units must be placed outside enemy zones of control (${zoc.unit.id}).`,
      );
    if (placed.length > 0 && !placed.some((q) => shapesWithin(shape, q, TELEPORT_CHAIN)))
      return refusal(
        'teleport/chain',
        '2.1.17',
        `${unit.id} must be placed within ${TELEPORT_CHAIN}cm of a unit of its formation already placed.`,
      );
    placed.push(shape);
    s = {
      ...s,
      units: {
        ...s.units,
        [unit.id]: { ...unit, status: 'deployed', position: p.position, facing: p.facing },
      },
    };
  }
  return null;
}

export const teleport: CommandHandler<CommandOf<'teleport.place'>> = {
  validate(state, command) {
    if (state.phase !== 'strategy' || state.turnState.strategyTotals !== null)
      return refusal(
        'flow/not-now',
        '1.4.2',
        'Formations teleport in at the start of a turn, before the strategy roll.',
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
    if (!waitingToTeleport(state, command.side).includes(formation))
      return refusal(
        'teleport/not-waiting',
        '2.1.17',
        `${formation.name} is not off the table with every unit able to teleport.`,
      );
    return placementsRefusal(state, command, formation);
  },
  apply(state, command, { dice, events }) {
    const formation = formationOf(state, command.formationId);
    let next: GameState = { ...state, units: { ...state.units } };
    for (const p of command.placements) {
      const unit = next.units[p.unitId];
      if (!unit) continue;
      next.units[p.unitId] = {
        ...unit,
        status: 'deployed',
        position: p.position,
        facing: p.facing,
      };
      events.push({
        type: 'setup/unit-deployed',
        unitId: unit.id,
        position: p.position,
        facing: p.facing,
      });
    }
    // "Teleporting is an inherently dangerous business": a D6 per unit, each 1 a Blast marker.
    const faces = dice.d6(command.placements.length, {
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
      next = r.state;
    }
    return next;
  },
};
