import type { Side } from '../../../engine/netea/commands/schema';
import { successProbability } from '../../../engine/kernel/dice';
import { shapeDistance } from '../../../engine/kernel/geometry';
import { ASSAULT_RANGE } from '../../../engine/netea/rules/1.12-assaults/geometry';
import { resultModifiers } from '../../../engine/netea/rules/1.12-assaults/result';
import { newAssault, type AssaultState } from '../../../engine/netea/rules/1.12-assaults/state';
import { placedUnits } from '../../../engine/netea/rules/1.9-shooting/geometry';
import type { GameState } from '../../../engine/netea/state/schema';
import { linear } from '../curves';
import {
  capacityLeft,
  isWarEngine,
  startingCapacity,
} from '../../../engine/netea/rules/3-war-engines/capacity';
import { killChance } from './shooting';
import { shieldsUp } from './warEngineDamage';
import { chargeSpeedOf } from './specialists';

/** Chance the highest of 2D6 is k (1.12.7: the highest die counts). */
const HIGHEST = [0, 1, 3, 5, 7, 9, 11].map((n) => n / 36);

/** Chance that 2D6-highest plus `a` beats 2D6-highest plus `b`; a tie counts half (another round). */
export function resultOdds(a: number, b: number): number {
  let win = 0;
  let tie = 0;
  for (let x = 1; x <= 6; x++)
    for (let y = 1; y <= 6; y++) {
      const p = HIGHEST[x]! * HIGHEST[y]!;
      if (x + a > y + b) win += p;
      else if (x + a === y + b) tie += p;
    }
  return win + tie / 2;
}

/** Expected kills one side's units inflict in close combat (1.12.5: each unit attacks once with
 * its assault value; the defender saves with its armour). */
function expectedAssaultKills(game: GameState, from: string, to: string, reach: number): number {
  const targets = placedUnits(game, to);
  // Only units that can get within 15cm (a charge, then firefight range) fight (1.12.5).
  const attackers = placedUnits(game, from).filter((a) =>
    targets.some((t) => shapeDistance(a.shape, t.shape) <= reach + ASSAULT_RANGE),
  );
  if (targets.length === 0) return 0;
  let closeCombat = 0;
  let firefight = 0;
  for (const a of attackers) {
    const cc = typeof a.sheet.cc === 'number' ? a.sheet.cc : 7;
    const ff = typeof a.sheet.ff === 'number' ? a.sheet.ff + 1 : 7;
    // 3.3.2: a war engine rolls as many dice as its starting damage capacity.
    const expected = successProbability(Math.min(cc, ff)) * startingCapacity(a.sheet);
    if (cc <= ff) closeCombat += expected;
    else firefight += expected;
  }
  // Seed 001 5.5.4, 3.2 (engine shields.ts): shields still up stop firefight hits first, as
  // they stop shooting; close combat hits ignore them. The war engines' share of the hits is
  // what they would take, so an assault on (or by) a Gargant with its fields up is judged so.
  const shields = targets.reduce((n, t) => n + shieldsUp(game, t.unit), 0);
  const engines = targets.filter((t) => isWarEngine(t.sheet)).length;
  const hits = closeCombat + firefight - Math.min(shields, (firefight * engines) / targets.length);
  // 3.2.2: an unsaved hit on a war engine takes one point of its damage capacity: a unit's worth
  // of kill only at the last point.
  const kill =
    targets.reduce(
      (s, t) =>
        s +
        killChance(game, t.unit.id, t.sheet.type === 'INF' ? 'AP' : 'AT', [], { cover: {} }) /
          Math.max(1, capacityLeft(game, t.unit)),
      0,
    ) / targets.length;
  return Math.min(targets.length, hits * kill);
}

export interface AssaultOdds {
  /** Chance the attacker wins the result (1.12.7). */
  readonly win: number;
  readonly attackerKills: number;
  readonly defenderKills: number;
}

/**
 * assaultOdds: the engine's own result modifiers (1.12.7) for both sides of an assault between
 * two formations as they stand, with the kills each side may expect added, turned into the
 * chance of winning the 2D6 roll-off.
 */
export function assaultOdds(
  game: GameState,
  attackerFormationId: string,
  defenderFormationId: string,
): AssaultOdds {
  const attacker = game.formations[attackerFormationId];
  const defender = game.formations[defenderFormationId];
  if (!attacker || !defender) return { win: 0, attackerKills: 0, defenderKills: 0 };
  const speed = (id: string) =>
    Math.min(
      ...placedUnits(game, id).map((u) => (typeof u.sheet.speed === 'number' ? u.sheet.speed : 0)),
    );
  // 2.1.4: infiltrators charge at double speed.
  const charge = Math.min(
    ...placedUnits(game, attackerFormationId).map((u) => chargeSpeedOf(u.sheet)),
  );
  const attackerKills = expectedAssaultKills(
    game,
    attackerFormationId,
    defenderFormationId,
    charge,
  );
  // Defenders counter charge 5 or 10cm (1.12.4).
  const defenderKills = expectedAssaultKills(
    game,
    defenderFormationId,
    attackerFormationId,
    speed(attackerFormationId) + 10,
  );
  const side: Side = attacker.side;
  // The assault as it would stand at the result (1.12.7), for the engine's own modifiers.
  const what: AssaultState = {
    ...newAssault(game, side, attacker.id, [attacker.id], [defender.id]),
    step: 'support',
  };
  const sum = (s: Side) => resultModifiers(game, what, s).reduce((t, m) => t + m.value, 0);
  const a = sum(side) + attackerKills;
  const d = sum(defender.side) + defenderKills;
  return { win: resultOdds(a, d), attackerKills, defenderKills };
}

/** assaultOdds as a utility: below even odds an assault is a gamble, hopeless below a third. */
export const assaultOddsCurve = linear(0.3, 0, 0.85, 1);

/**
 * zoneOfControlTaken (3.1.2, 3.3.1): a war engine loses its zone of control in an assault only
 * once as many units as its starting damage capacity have charged into base contact with it;
 * fewer, and it keeps the dice of its whole capacity against chargers left standing off. The
 * share of that number my units could bring into contact with the target's war engine they
 * reach best (their charge move from base to base), or null for a target without one.
 */
export function zoneOfControlTaken(
  game: GameState,
  attackerFormationId: string,
  targetFormationId: string,
): number | null {
  const engines = placedUnits(game, targetFormationId).filter((t) => isWarEngine(t.sheet));
  if (engines.length === 0) return null;
  const mine = placedUnits(game, attackerFormationId);
  let best = 0;
  for (const we of engines) {
    // A war engine of mine counts its starting capacity: it fights with that many dice
    // whether or not the target keeps its zone of control (3.3.2).
    const reach = mine
      .filter((a) => shapeDistance(a.shape, we.shape) <= chargeSpeedOf(a.sheet) - 0.1)
      .reduce((n, a) => n + startingCapacity(a.sheet), 0);
    best = Math.max(best, Math.min(1, reach / startingCapacity(we.sheet)));
  }
  return best;
}

/** zoneOfControlTaken as a utility: an assault that leaves the war engine its zone of control
 * is a poor one, not ruled out (a Gargant's twelve is more than most formations have). */
export const zoneOfControlCurve = linear(0, 0.45, 1, 1);
