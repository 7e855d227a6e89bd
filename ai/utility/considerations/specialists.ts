import type { Point } from '../../../engine/kernel/geometry';
import { modify } from '../../../engine/netea/abilities/registry';
import { hasUnitAbility } from '../../../engine/netea/abilities/seam';
import type { UnitDatasheet } from '../../../engine/netea/data';
import { liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
import type { GameState } from '../../../engine/netea/state/schema';
import { dist, type Situation } from '../situation';

/**
 * The specialists' abilities (2.1) as a player weighs them: which enemy unit a sniper picks off,
 * when a supreme commander's re-roll is worth spending, and when fearless units stay in the
 * fight instead of withdrawing.
 */

/** 2.1.14: whether any unit of the formation shoots sniper hits. */
export function hasSnipers(game: GameState, formationId: string): boolean {
  const f = game.formations[formationId];
  if (!f) return false;
  return liveUnits(game, f).some((u) => {
    const sheet = game.datasheets[u.datasheetId];
    return (
      sheet !== undefined &&
      (hasUnitAbility(sheet, 'sniper') ||
        sheet.weapons.some((w) => w.modes.some((m) => m.abilities.some((a) => a.id === 'sniper'))))
    );
  });
}

/**
 * sniperTarget: what losing the unit costs its army. Commanders first (a supreme commander's
 * re-roll, 2.1.15; a leader's Blast markers, 2.1.8; a commander's combined assault, 2.1.2),
 * then inspiring units (2.1.5) and other snipers, then any unit with an ability; an expendable
 * unit (2.1.22) last, its loss costing its formation nothing.
 */
export function sniperValue(sheet: UnitDatasheet): number {
  if (hasUnitAbility(sheet, 'expendable')) return 0;
  let v = 1;
  if (hasUnitAbility(sheet, 'supreme-commander')) v += 6;
  if (hasUnitAbility(sheet, 'commander')) v += 4;
  if (hasUnitAbility(sheet, 'leader')) v += 4;
  if (hasUnitAbility(sheet, 'inspiring')) v += 3;
  if (hasUnitAbility(sheet, 'sniper')) v += 2;
  if (sheet.type === 'CH') v += 4;
  return v + Math.min(2, sheet.abilities.length) * 0.5;
}

/**
 * The units of the target formation in the order a player wants his sniper hits to strike them
 * (2.1.14: the attacker picks; the engine sends each hit to the next one it can reach): the most
 * valuable first, among equals the one nearest an objective I need, then the nearest.
 */
export function sniperTargets(
  game: GameState,
  s: Situation,
  targetFormationId: string,
  from: Point,
): string[] {
  const target = s.theirs.find((v) => v.formation.id === targetFormationId);
  if (!target) return [];
  const objectives = s.targets
    .slice(0, Math.max(1, s.needed))
    .map((i) => game.objectives[i]?.position)
    .filter((p): p is Point => p !== undefined);
  const onObjective = (at: Point) =>
    objectives.some((o) => dist(o, at) <= game.victory.captureRange) ? 1 : 0;
  return target.units
    .map((u) => {
      const at = { x: u.shape.cx, y: u.shape.cy };
      return {
        id: u.unit.id,
        value: sniperValue(u.sheet),
        held: onObjective(at),
        d: dist(at, from),
      };
    })
    .sort((a, b) => b.value - a.value || b.held - a.held || a.d - b.d)
    .map((u) => u.id);
}

/** 2.1.4: how far the unit charges: its speed, doubled for infiltrators (asked of the engine). */
export function chargeSpeedOf(sheet: UnitDatasheet): number {
  const speed = typeof sheet.speed === 'number' ? sheet.speed : 0;
  return modify('chargeSpeed', { sheet }, speed);
}

/**
 * 2.1.3: whether every unit of the formations is fearless: they need not withdraw and are safe
 * where they stand, so a player keeps them in the fight (and on the objectives they hold).
 */
export function allFearless(game: GameState, formationIds: readonly string[]): boolean {
  const units = formationIds.flatMap((id) => {
    const f = game.formations[id];
    return f ? liveUnits(game, f) : [];
  });
  return (
    units.length > 0 &&
    units.every((u) => {
      const sheet = game.datasheets[u.datasheetId];
      return sheet !== undefined && hasUnitAbility(sheet, 'fearless');
    })
  );
}
