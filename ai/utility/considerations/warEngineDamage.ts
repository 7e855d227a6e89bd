import { successProbability } from '../../../engine/kernel/dice';
import { shapeDistance } from '../../../engine/kernel/geometry';
import type { CriticalHit } from '../../../engine/netea/data';
import { unitShape } from '../../../engine/netea/rules/1.2-formations/battlefield';
import { capacityLeft, isWarEngine } from '../../../engine/netea/rules/3-war-engines/capacity';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';
import { meanAmount } from './meanAmount';

/** 3.2.3: a point of damage on a war engine is a critical on a 6. */
const CRITICAL_CHANCE = 1 / 6;

/**
 * Shields a war engine has up, as the engine keeps them (shields.ts): the count left once hit;
 * before that all its void shields, or the mean of its power fields' roll (seed 001 5.5.4, D6+6
 * rolled the first time they are needed). 0 for any other unit.
 */
export function shieldsUp(game: GameState, unit: UnitState): number {
  const sheet = game.datasheets[unit.datasheetId];
  if (!sheet || !isWarEngine(sheet)) return 0;
  if (unit.shields !== undefined) return unit.shields;
  if (sheet.voidShields) return sheet.voidShields;
  return sheet.powerFields !== undefined ? meanAmount(sheet.powerFields) : 0;
}

/** A shield brought down, against a point of damage: power fields stay down for the battle
 * (seed 001 5.5.4), void shields come back one an end phase (3.2), so theirs is worth less. */
const POWER_FIELD_DOWN = 0.5;
const VOID_SHIELD_DOWN = 0.25;

/**
 * What bringing down one of the war engine's shields is worth in units destroyed: a share of
 * what a point of its damage is (its points left), as it opens the way to that damage.
 */
export function shieldPointWorth(game: GameState, unit: UnitState): number {
  const sheet = game.datasheets[unit.datasheetId];
  if (!sheet) return 0;
  const share = sheet.voidShields ? VOID_SHIELD_DOWN : POWER_FIELD_DOWN;
  return share / Math.max(1, capacityLeft(game, unit));
}

/**
 * The units an explosion of the war engine would be expected to destroy (3.2.3: "Explosion",
 * a reactor going up): every other unit within its radius hit on `hitsOn`+ and saving as usual,
 * no armour save against a macro-weapon explosion. Units of the war engine's own side count for
 * the shooter, the shooter's own against it.
 */
function explosionVictims(
  game: GameState,
  we: UnitState,
  explosion: { radius: number; hitsOn: number; macroWeapon?: boolean | undefined },
  killChanceOf: (unitId: string, macroWeapon: boolean) => number,
): number {
  const at = unitShape(game, we);
  if (!at) return 0;
  let worth = 0;
  for (const u of Object.values(game.units)) {
    if (u.id === we.id || u.status !== 'deployed' || !u.position) continue;
    const shape = unitShape(game, u);
    if (!shape || shapeDistance(shape, at) > explosion.radius) continue;
    const hit = successProbability(explosion.hitsOn);
    const kill = hit * killChanceOf(u.id, explosion.macroWeapon === true);
    worth += u.side === we.side ? kill : -kill;
  }
  return worth;
}

/**
 * What one critical hit on the war engine is worth to the side shooting at it, in units
 * destroyed beyond the point of damage itself (3.2.3): the effect on its datasheet. Destroyed
 * outright: the rest of the war engine, and what its explosion takes with it; a fire or a
 * breached reactor: the damage it is expected to do in the end phases to come.
 */
export function criticalWorth(
  game: GameState,
  we: UnitState,
  critical: CriticalHit,
  killChanceOf: (unitId: string, macroWeapon: boolean) => number,
): number {
  const left = Math.max(1, capacityLeft(game, we));
  const rest = (left - 1) / left;
  const points = (n: number) => Math.min(n, left - 1) / left;
  const effect = critical.effect;
  switch (effect.kind) {
    case 'destroyed':
      return (
        rest + (effect.explosion ? explosionVictims(game, we, effect.explosion, killChanceOf) : 0)
      );
    case 'extra-damage':
      return points(meanAmount(effect.amount));
    case 'fire': {
      // Each end phase the fire goes out on its faces, else it burns for its damage.
      const out = Math.max(1, effect.extinguishedOn.length) / 6;
      return points((effect.damagePerFire * (1 - out)) / out);
    }
    case 'reactor': {
      // The first end phase's roll: its faces destroy it (and blow up what stands by) or cost
      // a point; a breach that holds is rolled again later, weighed no further.
      const destroyed = effect.destroyedOn.length / 6;
      const damage = effect.damageOn.length / 6;
      return (
        destroyed * (rest + explosionVictims(game, we, effect.explosion, killChanceOf)) +
        damage * points(1)
      );
    }
    case 'chart':
      return effect.outcomes.reduce((sum, { faces, outcome }) => {
        const p = faces.length / 6;
        if (outcome.kind === 'extra-damage') return sum + p * points(meanAmount(outcome.amount));
        if (outcome.kind === 'destroyed') return sum + p * rest;
        return sum;
      }, 0);
    case 'other':
      return 0;
  }
}

/** A critical's worth, once per state and war engine: the explosion's reckoning looks at every
 * unit on the table, and shooting what-ifs ask for it many times. */
const criticals = new WeakMap<GameState, Map<string, number>>();

/**
 * What `damage` points of damage on a war engine are worth in units destroyed (3.2.2, 3.2.3):
 * its share of the points it has left, and for each point the chance of a critical times what
 * the critical on its datasheet is worth. Titan killer weapons (3.2.5) do more points a hit, so
 * more critical checks. At most the whole war engine (and what its explosion takes with it).
 */
export function damageWorth(
  game: GameState,
  unitId: string,
  damage: number,
  killChanceOf: (unitId: string, macroWeapon: boolean) => number,
): number {
  const we = game.units[unitId];
  const sheet = we ? game.datasheets[we.datasheetId] : undefined;
  if (!we || !sheet) return 0;
  const left = Math.max(1, capacityLeft(game, we));
  const plain = Math.min(1, damage / left);
  if (!sheet.criticalHit || damage >= left) return plain;
  let known = criticals.get(game);
  if (!known) criticals.set(game, (known = new Map()));
  let critical = known.get(unitId);
  if (critical === undefined)
    known.set(unitId, (critical = criticalWorth(game, we, sheet.criticalHit, killChanceOf)));
  return Math.max(0, plain + Math.min(damage, left) * CRITICAL_CHANCE * critical);
}
